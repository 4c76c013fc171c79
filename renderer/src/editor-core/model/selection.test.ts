import { describe, expect, it } from 'vitest';
import { idsOf, parseKey, prune, refKey, selectionOf, toggle, union } from './selection.js';

describe('Selection', () => {
  it('Keys round-trip, ids may hold a colon-free id with dashes', () => {
    expect(parseKey(refKey({ kind: 'route', id: 'den-oma' }))).toEqual({ kind: 'route', id: 'den-oma' });
  });
  it('Shift+click toggles an element in and out', () => {
    let s = selectionOf([{ kind: 'city', id: 'A' }]);
    s = toggle(s, { kind: 'city', id: 'B' });
    expect(idsOf(s, 'city').sort()).toEqual(['A', 'B']);
    s = toggle(s, { kind: 'city', id: 'A' });
    expect(idsOf(s, 'city')).toEqual(['B']);
  });
  it('Union adds, prune drops what no longer exists', () => {
    const s = union(selectionOf([]), [{ kind: 'city', id: 'A' }, { kind: 'route', id: 'r' }]);
    const p = prune(s, (r) => r.kind === 'city');
    expect([...p]).toEqual(['city:A']);
    expect(prune(p, () => true)).toBe(p);
  });
});
