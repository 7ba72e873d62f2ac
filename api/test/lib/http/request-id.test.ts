import { describe, expect, it } from 'vitest';
import { requestIds } from '../../../src/lib/http/request-id';

describe('requestIds', () => {
  it('gives ids in a UUID shape, each one once, with a prefix of its own per process', () => {
    const next = requestIds();
    const ids = Array.from({ length: 10_000 }, () => next());
    for (const id of [ids[0], ids[9_999]])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Another process (or a restart) draws another prefix, so its ids never repeat these.
    const other = requestIds()();
    expect(other.slice(0, 24)).not.toBe(ids[0]?.slice(0, 24));
    expect(ids).not.toContain(other);
  });
});
