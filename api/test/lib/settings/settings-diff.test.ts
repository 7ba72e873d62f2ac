import { describe, expect, it } from 'vitest';
import { settingsDiff } from '../../../src/lib/settings/settings-diff';

describe('settingsDiff', () => {
  it('names each changed leaf by its path, with before and after', () => {
    const before = { prices: { regular: { Night: 2500, Morning: 2000 } }, venue: { phone: '+1', name: { en: 'A' } } };
    const after = { venue: { name: { en: 'A' }, phone: '+2' }, prices: { regular: { Morning: 2000, Night: 3000 } } };
    expect(settingsDiff(before, after)).toEqual([
      { path: 'prices.regular.Night', before: 2500, after: 3000 },
      { path: 'venue.phone', before: '+1', after: '+2' },
    ]);
  });

  it('gives a field added only its after, a field removed only its before', () => {
    expect(settingsDiff({ name: { en: 'A' }, email: 'x@y.z' }, { name: { en: 'A', bn: 'আ' } })).toEqual([
      { path: 'name.bn', after: 'আ' },
      { path: 'email', before: 'x@y.z' },
    ]);
  });

  it('follows lists of objects item by item, and takes a list of plain values whole', () => {
    const before = { items: [{ t: 'a' }, { t: 'b' }], days: ['Friday', 'Saturday'] };
    const after = { items: [{ t: 'a' }, { t: 'c' }, { t: 'd' }], days: ['Friday'] };
    expect(settingsDiff(before, after)).toEqual([
      { path: 'items.1.t', before: 'b', after: 'c' },
      { path: 'items.2', after: { t: 'd' } },
      { path: 'days', before: ['Friday', 'Saturday'], after: ['Friday'] },
    ]);
  });

  it('finds nothing between equal documents, whatever their key order', () => {
    expect(settingsDiff({ a: { x: 1, y: [1, 2] }, b: 'z' }, { b: 'z', a: { y: [1, 2], x: 1 } })).toEqual([]);
  });

  it('takes a change of kind (text to object) as one change of the whole field', () => {
    expect(settingsDiff({ tagline: 'Hi' }, { tagline: { en: 'Hi' } })).toEqual([
      { path: 'tagline', before: 'Hi', after: { en: 'Hi' } },
    ]);
  });
});
