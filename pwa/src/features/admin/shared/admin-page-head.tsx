import type { AdminCatalogue } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { NetworkError } from '../../../lib/api-client';
import { describeFailure } from './describe-failure';

interface Refreshable {
  isFetching: boolean;
  refetch(): unknown;
}

/** The title of an admin list and its Refresh button: the manager's way to check now instead of in 30 s. */
export function AdminPageHead({ id, title, query }: { id: string; title: string; query: Refreshable }) {
  const text = useAdminText();
  return (
    <div className="adm-page__head">
      {/* Focus comes here when the last item of the list leaves it. */}
      <h1 id={id} tabIndex={-1}>
        {title}
      </h1>
      {/* Not `disabled` while it refreshes: a disabled button drops focus, and the 30-second refresh would take it
          from the manager's finger. */}
      <button
        type="button"
        className="adm-button adm-button--quiet"
        onClick={() => {
          if (!query.isFetching) void query.refetch();
        }}
        aria-disabled={query.isFetching}
      >
        {query.isFetching ? text.common.refreshing : text.common.refresh}
      </button>
    </div>
  );
}

/** Why a list could not be loaded; offline with no device copy yet says so in words about that list. */
export function ListLoadError({ error, what }: { error: unknown; what: keyof AdminCatalogue['common']['noCopy'] }) {
  const text = useAdminText();
  return (
    <p className="adm-error" role="alert">
      {error instanceof NetworkError ? text.common.noCopy[what] : describeFailure(error, text)}
    </p>
  );
}
