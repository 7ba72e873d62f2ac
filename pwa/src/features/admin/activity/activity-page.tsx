import { useEffect } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { AdminPageHead } from '../shared/admin-page-head';
import { useAuditEntries } from './api/get-audit-entries';
import { AuditEntries } from './audit-entries';

const TITLE_ID = 'activity-title';

/** /admin/activity (issue 17): who changed what and when, across requests, bookings, payments, blocks and settings. */
export function ActivityPage() {
  const text = useAdminText();
  const labels = text.activity;
  // The same query the list reads: Refresh asks for its newest page again.
  const query = useAuditEntries();

  useEffect(() => {
    document.title = text.documentTitle(labels.title);
  }, [text, labels]);

  return (
    <section className="adm-page" aria-labelledby={TITLE_ID}>
      <AdminPageHead id={TITLE_ID} title={labels.title} query={query} />
      <p className="adm-muted">{labels.intro}</p>
      <AuditEntries />
    </section>
  );
}
