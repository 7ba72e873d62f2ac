import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { TakenSlots } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import { apiRequest } from '../../../lib/api-client';

/**
 * What the slot list knows about a date. `source` says where it came from: the server just now, the copy
 * kept on this device (offline; `asOf` is when the server gave it), or nothing at all (never seen offline).
 * (First version: server only. The offline work adds the device copy.)
 */
export interface TakenSlotsView {
  taken: SlotId[];
  source: 'server' | 'cache' | 'unknown';
  /** Epoch ms of the server answer shown, or null when unknown. */
  asOf: number | null;
}

export const takenSlotsKeys = {
  all: ['taken-slots'] as const,
  date: (date: string) => ['taken-slots', date] as const,
};

export async function getTakenSlots(date: string): Promise<TakenSlotsView> {
  const taken = await apiRequest<TakenSlots>(API_PATHS.takenSlots(date), { timeoutMs: 5_000 });
  return { taken, source: 'server', asOf: Date.now() };
}

export function takenSlotsQueryOptions(date: string) {
  return queryOptions({ queryKey: takenSlotsKeys.date(date), queryFn: () => getTakenSlots(date) });
}

export function useTakenSlots(date: string | null) {
  return useQuery({ ...takenSlotsQueryOptions(date ?? ''), enabled: date !== null });
}
