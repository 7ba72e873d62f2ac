import { VersionedSettings } from '@turf/sync-contract/schemas';
import { Value } from 'typebox/value';

/** The venue's settings with the JSON that answers `GET /api/settings` and its entity tag. */
export interface SettingsAnswer {
  current: VersionedSettings;
  /** Serialised once per version, not once per request; a string for the reason availability-answers.ts gives. */
  body: string;
  etag: string;
}

/** A version is the whole document: its number is a strong validator, the same in every process. */
export const settingsEtag = (version: number) => `"settings-${version}"`;

/**
 * Only what the public schema names is written: a field that is not in it (a bug, a hand edit of the row) cannot
 * pass, as Fastify's response serialiser would have dropped it (decision 041). The stored document was validated
 * when it was saved, so removing what the schema does not name is all that is left to do.
 */
export function settingsAnswer(current: VersionedSettings): SettingsAnswer {
  const body = JSON.stringify(Value.Clean(VersionedSettings, structuredClone(current)));
  return { current, body, etag: settingsEtag(current.version) };
}
