import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerAuthorization, type Replicas, startReplicas } from './support/replicas';
import { makeSiteBuild } from './support/site-build';
import { waitUntil } from './support/wait';

/** Two replicas behind the proxy, each serving the pages from its own memory (decision 055): a save on one reaches both. */
let a: FastifyInstance;
let b: FastifyInstance;
let replicas: Replicas | undefined;
const root = makeSiteBuild();

beforeAll(async () => {
  replicas = await startReplicas(2, { staticDir: path.join(root, 'dist') });
  [a, b] = replicas.apps as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  await replicas?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the pages on every replica', () => {
  it('follow a save made on another replica, without a restart', async () => {
    const current = (await a.inject({ url: '/api/settings' })).json();
    current.settings.venue.phone = '+8801922222222';
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: await managerAuthorization(a) },
      payload: current,
    });
    expect(saved.statusCode).toBe(200);
    await waitUntil(async () => (await b.inject({ url: '/en/' })).body.includes('+8801922222222'), {
      ms: 10_000,
      what: 'the other replica’s home page with the new phone',
    });
    expect((await b.inject({ url: '/bn/events' })).body).toContain('+8801922222222');
    expect((await a.inject({ url: '/bn/events' })).body).toContain('+8801922222222');
  });
});
