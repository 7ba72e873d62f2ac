import { formatAsOf } from '../../../lib/format-as-of';

/** The panel's calm offline state: what is shown is the device copy, and what cannot be done until back online. */
export function OfflineNotice({ asOf, consequence }: { asOf: number | null; consequence: string }) {
  return (
    <div className="adm-offline" role="status">
      <p className="adm-offline__title">{asOf === null ? 'Offline' : `Offline - as of ${formatAsOf(asOf)}`}</p>
      <p className="adm-offline__text">{consequence}</p>
    </div>
  );
}
