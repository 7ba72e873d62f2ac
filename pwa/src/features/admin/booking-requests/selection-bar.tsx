import { REQUESTS_PAGE_MAX } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';
import type { RequestSelection } from './use-request-selection';
import './booking-requests.css';

export interface SelectionBarProps {
  selection: RequestSelection;
  shownCount: number;
  busy: boolean;
  /** Why `Reject selected` cannot be used right now (offline), or null. */
  disabledReason: string | null;
  onRejectSelected: () => void;
  /** Leaves selection mode (the page puts focus back on its Select button). */
  onCancel: () => void;
}

/** The bar of selection mode, kept in reach at the bottom of the screen while the manager ticks cards. */
export function SelectionBar({
  selection,
  shownCount,
  busy,
  disabledReason,
  onRejectSelected,
  onCancel,
}: SelectionBarProps) {
  const admin = useAdminText();
  const text = admin.selection;
  const count = selection.selected.size;
  const allShown = count === Math.min(shownCount, REQUESTS_PAGE_MAX);
  return (
    <section className="adm-selection" aria-label={text.label}>
      <p className="adm-selection__count" role="status">
        {text.selected(count)}
      </p>
      <div className="adm-selection__actions">
        <button
          type="button"
          className="adm-button adm-button--quiet"
          onClick={allShown ? selection.clear : selection.selectShown}
          disabled={busy || shownCount === 0}
        >
          {allShown && count > 0
            ? text.selectNone
            : shownCount > REQUESTS_PAGE_MAX
              ? text.selectFirst(REQUESTS_PAGE_MAX)
              : text.selectAllShown}
        </button>
        <button
          type="button"
          className="adm-button adm-button--reject"
          onClick={onRejectSelected}
          disabled={busy || count === 0 || disabledReason !== null}
        >
          {busy ? text.rejecting : text.rejectSelected}
        </button>
        <button type="button" className="adm-button adm-button--quiet" onClick={onCancel} disabled={busy}>
          {admin.common.cancel}
        </button>
      </div>
    </section>
  );
}
