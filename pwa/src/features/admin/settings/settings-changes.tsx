import { useAdminText } from '../../../i18n/admin-text';
import { ListLoadError } from '../shared/admin-page-head';
import { LoadMoreButton } from '../shared/load-more-button';
import { useSettingsChanges } from './api/get-settings-changes';
import { describePath, describeValues } from './describe-change';

/** The change log under the form: who saved, when (the venue's clock), and which fields, newest first. */
export function SettingsChanges() {
  const text = useAdminText();
  const labels = text.settings.changes;
  const query = useSettingsChanges();
  const saves = query.data?.pages.flatMap((page) => page.changes) ?? [];

  return (
    <section className="adm-settings__section adm-settings__changes" aria-labelledby="settings-changes">
      <h2 id="settings-changes">{labels.title}</h2>
      {query.isError && <ListLoadError error={query.error} what="settings" />}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          {labels.loading}
        </p>
      ) : saves.length === 0 && !query.isError ? (
        <p className="adm-muted">{labels.empty}</p>
      ) : (
        <ol className="adm-settings__log">
          {saves.map((save) => (
            <li key={save.version} className="adm-settings__save-entry">
              <p className="adm-settings__who">
                <strong>{text.settings.version(save.version)}</strong>
                {' · '}
                {labels.saved(save.savedBy, text.format.dateTime(save.savedAt))}
              </p>
              {save.changes.length === 0 ? (
                <p className="adm-muted">{labels.nothing}</p>
              ) : (
                <ul className="adm-settings__what">
                  {save.changes.map((change) => {
                    const values = describeValues(change, text);
                    return (
                      <li key={change.path}>
                        {describePath(change.path, text)}
                        {values && <span className="adm-muted">: {values}</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton query={query} label={labels.loadMore} loadingLabel={labels.loadingMore} />
    </section>
  );
}
