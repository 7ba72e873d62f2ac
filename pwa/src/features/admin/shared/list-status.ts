import type { UseQueryResult } from '@tanstack/react-query';
import { useOnline } from '../../../lib/online';
import type { AdminListView } from './admin-list';

export interface ListStatus {
  /** The shown list is the device copy (or the browser says it is offline): server actions are off. */
  offline: boolean;
  asOf: number | null;
}

/** One rule for both screens: offline when the browser says so or when the last load fell back to the device copy. */
export function useListStatus<T>(query: UseQueryResult<AdminListView<T>>): ListStatus {
  const online = useOnline();
  const view = query.data;
  return { offline: !online || view?.source === 'device', asOf: view?.asOf ?? null };
}
