import type { MethodTotal } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';

/**
 * Money received by method less what went back by it, the unused ones left out: cash at the gate against bKash, Nagad
 * and Rocket advances. A method that refunded says how much under its figure.
 */
export function MethodTotals({ id, title, totals }: { id: string; title: string; totals: readonly MethodTotal[] }) {
  const text = useAdminText();
  const labels = text.reports.methods;
  const used = totals.filter((total) => total.count > 0 || total.refunded > 0);
  const top = Math.max(1, ...used.map((total) => total.amount));
  return (
    <section className="adm-report" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {used.length === 0 ? (
        <p className="adm-muted">{labels.none}</p>
      ) : (
        <table className="adm-report__table">
          <thead>
            <tr>
              <th scope="col">{labels.method}</th>
              <th scope="col">{labels.count}</th>
              <th scope="col">{labels.amount}</th>
            </tr>
          </thead>
          <tbody>
            {used.map((total) => (
              <tr key={total.method}>
                <th scope="row">{text.payments.methods[total.method]}</th>
                <td>{text.format.number(total.count)}</td>
                <td>
                  {text.format.price(total.amount)}
                  {total.refunded > 0 && (
                    <span className="adm-muted adm-report__refunded">
                      {text.reports.refunded(text.format.price(total.refunded))}
                    </span>
                  )}
                  <span
                    className="adm-bar adm-bar--received"
                    style={{ inlineSize: `${(Math.max(0, total.amount) / top) * 100}%` }}
                    aria-hidden="true"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
