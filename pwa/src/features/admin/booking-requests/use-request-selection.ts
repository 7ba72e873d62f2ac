import { REQUESTS_PAGE_MAX } from '@turf/sync-contract/schemas';
import { useCallback, useMemo, useState } from 'react';

export interface RequestSelection {
  active: boolean;
  /** Selected ids that are still in the list (a refresh may take some away). */
  selected: ReadonlySet<string>;
  start(): void;
  stop(): void;
  toggle(id: string): void;
  /** Selects the shown requests, up to the most one `Reject selected` may take. */
  selectShown(): void;
  clear(): void;
}

/** Selection mode of the pending list: which cards `Reject selected` applies to. */
export function useRequestSelection(shownIds: readonly string[]): RequestSelection {
  const [active, setActive] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // A card that left the list (decided elsewhere, expired) cannot stay selected out of sight.
  const selected = useMemo(() => {
    const shown = new Set(shownIds);
    return new Set([...chosen].filter((id) => shown.has(id)));
  }, [chosen, shownIds]);

  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setChosen(new Set()), []);
  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setChosen(new Set());
  }, []);
  const selectShown = useCallback(() => setChosen(new Set(shownIds.slice(0, REQUESTS_PAGE_MAX))), [shownIds]);

  return { active, selected, start, stop, toggle, selectShown, clear };
}
