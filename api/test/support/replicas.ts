import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/database';
import { TEST_ADMIN_EMAIL, TEST_NOW, testConfig } from './app';
import { createPgDatabase } from './database';

export interface Replicas {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/** `count` API processes' apps (replicas behind the proxy) on one fresh PostgreSQL database, each with its own pool. */
export async function startReplicas(count: number, config: Partial<AppConfig> = {}): Promise<Replicas> {
  const pg = await createPgDatabase();
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i += 1) {
    const database = await openDatabase({ url: pg.url });
    databases.push(database);
    const app = await buildApp({ config: testConfig(config), database, now: () => TEST_NOW, logStream: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await pg.drop();
    },
  };
}

/** The manager's `Authorization` header on `app`, signed as a login would be. */
export async function managerAuthorization(app: FastifyInstance): Promise<string> {
  const ver = await app.repos.admins.tokenVersion(TEST_ADMIN_EMAIL);
  return `Bearer ${app.jwt.sign({ sub: TEST_ADMIN_EMAIL, role: 'admin', ver: ver ?? -1 })}`;
}
