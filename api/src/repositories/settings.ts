import type { Settings, SettingsChange, VersionedSettings } from '@turf/sync-contract/schemas';
import type { JSONValue } from 'postgres';
import type { Sql } from '../db/database';
import { keepingAbsentGroups, withGroupDefaults } from '../lib/settings/optional-groups';
import { settingsDiff } from '../lib/settings/settings-diff';
import { isUniqueViolation } from './unique-violation';

export type SaveSettingsOutcome =
  /** A new version, or the current one when the document sent equals it (nothing to record). */
  | { outcome: 'saved'; saved: VersionedSettings }
  /** The document was edited from an older version (or one that never was): nothing was saved. */
  | { outcome: 'conflict' };

export interface ChangesPage {
  changes: SettingsChange[];
  hasMore: boolean;
}

/**
 * The venue's settings: one row per saved version, only ever inserted (migration 006, decision 041). The latest
 * version is the settings; the rows before it are the history the change log reads.
 */
export function settingsRepository(sql: Sql) {
  return {
    /**
     * First start: the defaults become version 1. Every process runs this at start; once a version exists (written by
     * this start, another replica's or a year ago) it does nothing.
     */
    async ensureDefaults(defaults: Settings): Promise<void> {
      await sql`
        insert into settings_versions (version, document) values (1, ${sql.json(defaults as JSONValue)})
        on conflict (version) do nothing`;
    },

    /** The latest version, a document saved before a settings group existed reading as its defaults. */
    async current(): Promise<VersionedSettings> {
      const [row] = await sql<VersionedSettings[]>`
        select version, document as settings from settings_versions order by version desc limit 1`;
      // The app writes version 1 before it serves anything (plugins/app/settings.ts).
      if (!row) throw new Error('settings_versions is empty: the first-start defaults were not written');
      return { version: row.version, settings: withGroupDefaults(row.settings) };
    },

    /**
     * Saves `settings` as the version after `edited`, by the manager `savedBy`, with what it changed. Compare-and-swap
     * on the version number: the row is inserted only if `edited` is the latest, and of two saves of one version the
     * primary key lets exactly one insert `edited + 1`; the other fails and is told to reload (no lock held meanwhile).
     */
    async save(edited: number, settings: Settings, savedBy: string): Promise<SaveSettingsOutcome> {
      try {
        return await sql.begin(async (tx): Promise<SaveSettingsOutcome> => {
          const [latest] = await tx<{ version: number; document: Settings }[]>`
            select version, document from settings_versions order by version desc limit 1`;
          if (!latest || latest.version !== edited) return { outcome: 'conflict' };
          // The latest as it reads: defaults written out for the first time are no change.
          const previous = withGroupDefaults(latest.document);
          // A document without a group comes from a client older than it: it keeps the venue's (decision 085).
          const document = keepingAbsentGroups(settings, previous);
          const changes = settingsDiff(previous, document);
          if (changes.length === 0) return { outcome: 'saved', saved: { version: latest.version, settings: document } };
          await tx`
            insert into settings_versions (version, document, saved_by, changes)
            values (${edited + 1}, ${tx.json(document as JSONValue)}, ${savedBy}, ${tx.json(changes as JSONValue)})`;
          return { outcome: 'saved', saved: { version: edited + 1, settings: document } };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'conflict' };
        throw error;
      }
    },

    /** The manager's saves, newest first, `limit` at a time, older than version `before` when given. */
    async changes(limit: number, before?: number): Promise<ChangesPage> {
      const rows = await sql<(Omit<SettingsChange, 'savedAt'> & { savedAt: Date })[]>`
        select version, saved_by as "savedBy", saved_at as "savedAt", changes from settings_versions
        where saved_by is not null ${before === undefined ? sql`` : sql`and version < ${before}`}
        order by version desc limit ${limit + 1}`;
      return {
        changes: rows.slice(0, limit).map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
        hasMore: rows.length > limit,
      };
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
