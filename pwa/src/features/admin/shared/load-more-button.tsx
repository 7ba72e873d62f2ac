interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * `Load more` under a list read a page at a time (the server's Link). Not `disabled` while it loads: a disabled button
 * drops focus; it says it is loading and ignores the press instead.
 */
export function LoadMoreButton({
  query,
  label,
  loadingLabel,
}: {
  query: PagedQuery;
  label: string;
  loadingLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="adm-button adm-button--quiet adm-more"
      aria-disabled={query.isFetchingNextPage}
      onClick={() => {
        if (!query.isFetchingNextPage) void query.fetchNextPage();
      }}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
