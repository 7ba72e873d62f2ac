/** A Yes/No switch for PAID or CANCELLED; its pressed state is the booking's value as the server last gave it. */
export function YesNoToggle({
  label,
  value,
  disabled,
  onToggle,
}: {
  label: string;
  value: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`adm-toggle ${value ? 'adm-toggle--yes' : 'adm-toggle--no'}`}
      aria-pressed={value}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="adm-sr-only">{label}: </span>
      {value ? 'Yes' : 'No'}
    </button>
  );
}

export function DeleteButton({ disabled, onDelete, what }: { disabled: boolean; onDelete: () => void; what: string }) {
  return (
    <button type="button" className="adm-button adm-button--delete" disabled={disabled} onClick={onDelete}>
      Delete<span className="adm-sr-only"> booking of {what}</span>
    </button>
  );
}
