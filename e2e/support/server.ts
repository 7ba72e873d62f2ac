import { fileURLToPath } from 'node:url';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import postgres from 'postgres';
import { startOnThrowawayDatabase } from '../../api/test/support/production-server';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_EMAIL = 'manager@turf.example';
export const ADMIN_PASSWORD = 'e2e-correct-horse-battery';

/** CI always sets it; locally the machine's PostgreSQL is the default. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface RunningServer {
  url: string;
  databaseUrl: string;
  /** A short-lived SQL connection to the server's own database, for counting rows. */
  sql: postgres.Sql;
  stop(): Promise<void>;
}

/**
 * Starts the production server (the built PWA plus the API, exactly as `npm start` serves them) on a free port,
 * on a fresh PostgreSQL database of its own that is dropped again by stop(): the API tests' own helper.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startOnThrowawayDatabase({
    driver: 'postgres',
    serverUrl: TEST_DATABASE_URL,
    env: {
      JWT_SECRET: 'e2e-secret-that-is-long-enough-to-be-a-real-one',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...extraEnv,
    },
    healthTimeoutMs: 60_000,
  });
  const databaseUrl = server.database.url as string;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  return {
    url: server.url,
    databaseUrl,
    sql,
    async stop() {
      await sql.end();
      await server.close();
    },
  };
}

/** Logs in through the API and returns a bearer token for the admin routes. */
export async function adminToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A visitor's request for a slot `daysAhead` days from today, sent as the public site sends it; returns its ID. */
export async function sendBookingRequest(
  server: RunningServer,
  request: { slotId: SlotId; daysAhead: number; name: string; phone: string },
): Promise<string> {
  const response = await fetch(`${server.url}/api/booking-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      date: addDays(todayAtVenue(), request.daysAhead),
      slotId: request.slotId,
      name: request.name,
      phone: request.phone,
      time: getSlot(request.slotId).time,
    }),
  });
  if (response.status !== 201) throw new Error(`booking request refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}
