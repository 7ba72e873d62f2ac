/** A customer's number as the panel shows it: a `tel:` link, so one tap on the manager's phone calls them. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="adm-link" href={`tel:${phone}`}>
      {phone}
    </a>
  );
}
