import type { BookingRequest, VersionedSettings } from '@turf/sync-contract/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBody } from './support/app';
import { managerAuthorization, type Replicas, startReplicas } from './support/replicas';
import { waitUntil } from './support/wait';

/** Two API processes (replicas behind the proxy) on one database, each holding the settings in memory (decision 044). */
let a: FastifyInstance;
let b: FastifyInstance;
let replicas: Replicas | undefined;

beforeAll(async () => {
  replicas = await startReplicas(2);
  [a, b] = replicas.apps as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  await replicas?.close();
});

const token = managerAuthorization;

async function settingsOf(app: FastifyInstance) {
  const response = await app.inject({ url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return { answer: response.json<VersionedSettings>(), etag: response.headers.etag as string };
}

/** Polls `app` until it serves `version` (the notification travels through the database: milliseconds). */
async function servedBy(app: FastifyInstance, version: number) {
  await waitUntil(async () => (await settingsOf(app)).answer.version === version, {
    ms: 5000,
    what: `version ${version} is served`,
  });
  return settingsOf(app);
}

describe('settings held in memory by two processes on one database', () => {
  it('a save on one is served by the other (NOTIFY), with the same bytes and ETag, and a 304 no more', async () => {
    const before = await settingsOf(b);
    const { answer } = await settingsOf(a);
    answer.settings.venue.phone = '+8801833333333';
    answer.settings.prices.regular.Night = 3100;
    const put = await a.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: await token(a) },
      payload: answer,
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json<VersionedSettings>();
    expect(saved.version).toBe(answer.version + 1);

    const seen = await servedBy(b, saved.version);
    expect(seen.answer).toEqual(saved);
    expect(seen.etag).toBe(`"settings-${saved.version}"`);
    const fromA = await a.inject({ url: '/api/settings' });
    const fromB = await b.inject({ url: '/api/settings' });
    expect(fromB.body).toBe(fromA.body);
    const stale = await b.inject({ url: '/api/settings', headers: { 'if-none-match': before.etag } });
    expect(stale.statusCode).toBe(200);
    // What prices requests is the same held document: a request made on the other process gets the new price.
    const request = await b.inject({ method: 'POST', url: '/api/booking-requests', payload: validBody() });
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json<BookingRequest>().price).toBe(3100);
  });

  it('a version written by hand in SQL reaches both processes through the trigger', async () => {
    const { answer } = await settingsOf(a);
    const next = answer.version + 1;
    const document = { ...answer.settings, bookingHorizonDays: 45 };
    await a.db.sql`
      insert into settings_versions (version, document, saved_by, changes)
      values (${next}, ${a.db.sql.json(document)}, 'by-hand@turf.test', '[]')`;
    for (const app of [a, b]) {
      const seen = await servedBy(app, next);
      expect(seen.answer.settings.bookingHorizonDays).toBe(45);
    }
  });
});
