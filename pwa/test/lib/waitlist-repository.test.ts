import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import { describe, expect, it } from 'vitest';
import type { DeviceWaitlistEntry } from '../../src/lib/waitlist/waitlist-entry';
import { awaitsRecording, shownWaitlistState } from '../../src/lib/waitlist/waitlist-entry';
import {
  findEntryForSlot,
  keepAcceptCancelKey,
  recordAcceptedRequestKept,
  recordJoined,
  recordPushedOffer,
  recordStanding,
  removeWaitlistEntry,
} from '../../src/lib/waitlist/waitlist-repository';
import { addAcceptedRequest } from '../../src/outbox/outbox-repository';
import { freshDatabase } from '../outbox/harness';

/** Issue 31: the device keeps what the server last said of each entry; the newest word wins, whoever asked. */

const standing = (state: WaitlistStanding['state'], extra: Partial<WaitlistStanding> = {}): WaitlistStanding => ({
  id: 'wl-1',
  date: '2030-01-15',
  slotId: 'N-2',
  state,
  position: state === 'waiting' ? 2 : null,
  offerEndsAt: null,
  requestId: null,
  ...extra,
});
const joined = {
  id: 'wl-1',
  key: 'k'.repeat(43),
  date: '2030-01-15',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
} as const;

describe('the waitlist entries on the device', () => {
  it('an older answer never overwrites a newer one (an accept racing a poll)', async () => {
    const db = freshDatabase();
    await recordJoined(db, { ...joined, lang: 'en' }, standing('waiting'), 100);
    await recordStanding(db, 'wl-1', standing('accepted', { requestId: 'K7Q-M4X-PAR' }), 300);
    // A poll asked before the accept was answered, and answered after it.
    await recordStanding(db, 'wl-1', standing('offered', { offerEndsAt: '2030-01-15T14:00:00.000Z' }), 200);
    expect((await db.waitlist.get('wl-1'))?.standing).toMatchObject({ state: 'accepted', requestId: 'K7Q-M4X-PAR' });
  });

  it('an offer’s push makes a waiting entry offered until its end, and reads lapsed once the phone’s clock passes it', async () => {
    const db = freshDatabase();
    await recordJoined(db, { ...joined, lang: 'en' }, standing('waiting'), 100);
    await recordPushedOffer(db, 'wl-1', '2030-01-15T14:00:00.000Z', 200);
    const entry = await db.waitlist.get('wl-1');
    expect(entry?.standing).toMatchObject({ state: 'offered', offerEndsAt: '2030-01-15T14:00:00.000Z' });
    expect(entry && shownWaitlistState(entry, Date.parse('2030-01-15T13:59:59.000Z'))).toBe('offered');
    expect(entry && shownWaitlistState(entry, Date.parse('2030-01-15T14:00:00.000Z'))).toBe('lapsed');
    // Online, the venue's word decides: a phone whose clock runs fast does not end the offer early.
    expect(entry && shownWaitlistState(entry, Date.parse('2030-01-15T14:00:00.000Z'), true)).toBe('offered');
  });

  it('a push does not revive an entry that ended, nor undo a later answer', async () => {
    const db = freshDatabase();
    await recordJoined(db, { ...joined, lang: 'en' }, standing('declined'), 100);
    await recordPushedOffer(db, 'wl-1', '2030-01-15T14:00:00.000Z', 200);
    expect((await db.waitlist.get('wl-1'))?.standing.state).toBe('declined');
    await recordStanding(db, 'wl-1', standing('waiting'), 300);
    await recordPushedOffer(db, 'wl-1', '2030-01-15T14:00:00.000Z', 250);
    expect((await db.waitlist.get('wl-1'))?.standing.state).toBe('waiting');
  });

  it('the accepted request’s cancel key is made once and kept for a repeat', async () => {
    const db = freshDatabase();
    await recordJoined(db, { ...joined, lang: 'en' }, standing('offered'), 100);
    expect(await keepAcceptCancelKey(db, 'wl-1', 'a'.repeat(43))).toBe('a'.repeat(43));
    expect(await keepAcceptCancelKey(db, 'wl-1', 'b'.repeat(43))).toBe('a'.repeat(43));
    expect(await keepAcceptCancelKey(db, 'wl-unknown', 'c'.repeat(43))).toBeUndefined();
  });

  it('an accepted offer’s request enters the outbox as a sent one, once (a repeat leaves the phone’s copy)', async () => {
    const db = freshDatabase();
    const request = {
      id: 'K7Q-M4X-PAR',
      date: '2030-01-15',
      slotId: 'N-2',
      time: '7:30 pm - 9:00 pm',
      name: 'Rahim',
      lang: 'en',
      cancelKey: 'a'.repeat(43),
      state: 'sent',
      price: 2500,
    } as const;
    expect(await addAcceptedRequest(db, request, 100)).toBe(true);
    expect(await addAcceptedRequest(db, { ...request, state: 'confirmed' }, 200)).toBe(false);
    const item = await db.outbox.get('K7Q-M4X-PAR');
    expect(item).toMatchObject({ state: 'sent', sentAt: 100, cancelKey: 'a'.repeat(43), price: 2500 });
    expect(item).not.toHaveProperty('phone');
    expect(item).not.toHaveProperty('bookingIdUnseen');
  });

  it('an accepted offer waits for its request until it is recorded, then never again', async () => {
    const db = freshDatabase();
    await recordJoined(db, { ...joined, lang: 'en' }, standing('offered'), 100);
    await keepAcceptCancelKey(db, 'wl-1', 'a'.repeat(43));
    await recordStanding(db, 'wl-1', standing('accepted', { requestId: 'K7Q-M4X-PAR' }), 200);
    expect(awaitsRecording((await db.waitlist.get('wl-1')) as DeviceWaitlistEntry)).toBe(true);
    await recordAcceptedRequestKept(db, 'wl-1');
    const entry = await db.waitlist.get('wl-1');
    expect(entry?.acceptCancelKey).toBeUndefined();
    expect(awaitsRecording(entry as DeviceWaitlistEntry)).toBe(false);
  });

  it('Remove takes an entry off the page and keeps its key for the slot; removed ones of days gone by leave', async () => {
    const db = freshDatabase();
    await recordJoined(db, { ...joined, lang: 'en' }, standing('declined'), 100);
    await recordJoined(db, { ...joined, id: 'wl-old', date: '2030-01-10', lang: 'en' }, standing('left'), 100);
    await removeWaitlistEntry(db, 'wl-old', '2030-01-09');
    await removeWaitlistEntry(db, 'wl-1', '2030-01-12');
    expect(await findEntryForSlot(db, '2030-01-15', 'N-2')).toMatchObject({ removed: true, key: joined.key });
    expect(await db.waitlist.get('wl-old')).toBeUndefined();
    // Joined again and answered with the same entry: it shows again.
    await recordJoined(db, { ...joined, lang: 'en' }, standing('waiting'), 300);
    expect(await db.waitlist.get('wl-1')).not.toHaveProperty('removed');
  });

  it('has one writer: no module but the repository touches the waitlist table', () => {
    const src = join(import.meta.dirname, '../../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    // A Dexie table call on a database's `waitlist` (db.waitlist.get, database.waitlist.put, ...); not a catalogue's.
    const tableCall =
      /\b(db|database)\s*\.\s*waitlist\s*\.\s*(where|get|add|put|update|delete|bulk\w+|toArray|count|orderBy|modify|clear|filter|each|toCollection|hook)\b/;
    const touching = files.filter((file) => tableCall.test(readFileSync(join(src, file), 'utf8')));
    expect(touching.map((file) => relative('.', file))).toEqual(['lib/waitlist/waitlist-repository.ts']);
  });
});
