import type { ManagerAdvance } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';
import './advance-badge.css';

/**
 * Where a request's advance stands (issue 30, decision 089), on its card and on the board: a short badge the eye finds
 * and the line that says what it means. Nothing when the venue asked for no advance (the field is absent).
 */
export function AdvanceBadge({ advance }: { advance: ManagerAdvance | undefined }) {
  const admin = useAdminText();
  const text = admin.advance;
  if (advance === undefined) return null;
  const [badge, detail] =
    advance.state === 'paid-online'
      ? [text.paidOnline, text.paidOnlineDetail(advance.amount, advance.trxId, advance.refunded)]
      : advance.state === 'reported'
        ? [
            text.reported(advance.transactionId),
            text.reportedDetail(admin.payments.methods[advance.method], advance.amount),
          ]
        : advance.state === 'none'
          ? [text.none, text.noneDetail(advance.amount)]
          : [text.notCompleted, text.notCompletedDetail(advance.amount)];
  return (
    <p className={`adm-advance adm-advance--${advance.state}`}>
      <span className="adm-advance__badge">{badge}</span> <span className="adm-advance__detail">{detail}</span>
    </p>
  );
}
