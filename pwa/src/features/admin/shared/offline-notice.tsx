import { useAdminText } from '../../../i18n/admin-text';

/** The panel's calm offline state: what is shown is the device copy, and what cannot be done until back online. */
export function OfflineNotice({ asOf, consequence }: { asOf: number | null; consequence: string }) {
  const text = useAdminText();
  return (
    <div className="adm-offline" role="status">
      <p className="adm-offline__title">
        {asOf === null ? text.common.offline : text.common.offlineAsOf(text.format.asOf(asOf))}
      </p>
      <p className="adm-offline__text">{consequence}</p>
    </div>
  );
}
