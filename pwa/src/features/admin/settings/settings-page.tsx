import { useEffect, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { ListLoadError } from '../shared/admin-page-head';
import { useSettings } from './api/get-settings';
import { SettingsChanges } from './settings-changes';
import { SettingsForm } from './settings-form';
import './settings.css';

const TITLE_ID = 'settings-title';

/** /admin/settings (issue 16): the venue's settings, edited by the manager, and the log of every save. */
export function SettingsPage() {
  const admin = useAdminText();
  const text = admin.settings;
  const query = useSettings();
  // Each `Load the newest` starts the form again from the version it fetched.
  const [loads, setLoads] = useState(0);
  const [said, say] = useState('');

  useEffect(() => {
    document.title = admin.documentTitle(text.title);
  }, [admin, text]);

  async function loadNewest() {
    const answer = await query.refetch();
    if (!answer.data) return;
    setLoads((count) => count + 1);
    say(text.loadedNewest(answer.data.version));
    // The button pressed is gone with the old form: the page's title takes the focus, at the top of the new one.
    document.getElementById(TITLE_ID)?.focus();
  }

  return (
    <section className="adm-page adm-settings-page" aria-labelledby={TITLE_ID}>
      <div className="adm-page__head">
        <h1 id={TITLE_ID} tabIndex={-1}>
          {text.title}
        </h1>
      </div>
      <p className="adm-muted">{text.intro}</p>
      <p className="adm-muted" role="status">
        {said}
      </p>
      {query.isError && (
        <>
          <ListLoadError error={query.error} what="settings" />
          <button type="button" className="adm-button adm-button--quiet" onClick={() => void query.refetch()}>
            {admin.common.refresh}
          </button>
        </>
      )}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          {text.loading}
        </p>
      ) : query.data ? (
        <SettingsForm key={loads} loaded={query.data} onLoadNewest={() => void loadNewest()} />
      ) : null}
      <SettingsChanges />
    </section>
  );
}
