import { MESSAGES } from '@turf/sync-contract/messages';
import { isNameText } from '@turf/sync-contract/plain-text';

/**
 * A stand-in for the booking API's POST /api/booking-requests with the behaviour the outbox relies on: it
 * dedupes by Booking ID (a replay answers 200 with the stored row) and refuses a second request for a slot
 * that is already taken (409), or a bad phone or a name with hidden characters (400, by the contract's own rule).
 * Installed as `fetch`, so the real api-client runs.
 */

export type ServerMode = 'up' | 'down' | 'error-503' | 'error-500';

export interface StoredRequest {
  id: string;
  date: string;
  slotId: string;
  name: string;
  phone: string;
  /** The device's secret for cancelling it (issue 31), as the body carried it. */
  cancelKey?: string;
}

export class FakeServer {
  readonly rows = new Map<string, StoredRequest>();
  /** Every POST that reached the server, including replays. */
  posts: string[] = [];
  mode: ServerMode = 'up';
  /** When set, the next accepted POST is stored but its answer never arrives (the connection drops). */
  loseNextAck = false;
  /** Slots someone else holds: `${date}|${slotId}`. */
  readonly takenSlots = new Set<string>();
  delayMs = 0;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (this.mode === 'down') throw new TypeError('Failed to fetch');
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.mode === 'error-503') return json(503, { error: 'Service unavailable', code: 'SERVER_ERROR' });
    if (this.mode === 'error-500') return json(500, { error: 'Internal server error', code: 'SERVER_ERROR' });
    if (init?.method !== 'POST' || !url.endsWith('/api/booking-requests'))
      return json(404, { error: 'Not found', code: 'ROUTE_NOT_FOUND' });
    const body = JSON.parse(String(init.body)) as StoredRequest;
    this.posts.push(body.id);
    const existing = this.rows.get(body.id);
    if (existing) return json(200, { _id: existing.id });
    if (!/^01[2-9][0-9]{8}$/.test(body.phone))
      return json(400, { error: 'Enter a valid 11-digit Bangladeshi phone number', code: 'PHONE_INVALID' });
    if (!isNameText(body.name))
      return json(400, { error: MESSAGES.nameHiddenCharacters, code: 'NAME_HIDDEN_CHARACTERS' });
    const slotKey = `${body.date}|${body.slotId}`;
    if (this.takenSlots.has(slotKey)) return json(409, { error: 'This slot is already booked', code: 'SLOT_TAKEN' });
    this.rows.set(body.id, body);
    if (this.loseNextAck) {
      this.loseNextAck = false;
      throw new TypeError('Connection reset after the server stored the request');
    }
    return json(201, { _id: body.id });
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
