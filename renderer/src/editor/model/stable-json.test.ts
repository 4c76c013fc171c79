import { describe, expect, it } from 'vitest';
import { stableStringify } from './stable-json.js';

describe('Stable JSON', () => {
  const order = { root: ['game', 'name', 'items'], items: ['id', 'x'] };
  it('Same key order whatever order the object was built in', () => {
    const a = stableStringify({ items: [{ x: 1, id: 'a' }], name: 'N', game: 'g' }, order);
    const b = stableStringify({ game: 'g', name: 'N', items: [{ id: 'a', x: 1 }] }, order);
    expect(a).toBe(b);
    expect(a).toBe('{\n  "game": "g",\n  "name": "N",\n  "items": [\n    {"id": "a", "x": 1}\n  ]\n}\n');
  });
  it('Unknown keys follow the known ones alphabetically; undefined keys are left out', () => {
    const s = stableStringify({ zeta: 1, alpha: 2, game: 'g', name: undefined }, order);
    expect(s).toBe('{\n  "game": "g",\n  "alpha": 2,\n  "zeta": 1\n}\n');
  });
  it('Written text parses back to the same value', () => {
    const value = { game: 'g', items: [{ id: 'a', x: 1.5, tags: ['p', 'q'], nested: { b: 1, a: [2] } }], name: 'é"\\' };
    expect(JSON.parse(stableStringify(value, order))).toEqual(value);
  });
});
