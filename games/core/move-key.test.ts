import { describe, expect, it } from 'vitest';
import { moveKey, sortedJson } from './move-key.js';
import { Rng } from './rng.js';

/** Random plain data of the kinds moves are made of, with the odd values JSON treats specially. */
function data(rng: Rng, depth: number): unknown {
  const leaves = [0, -0, 1.5, -7, 1e21, NaN, Infinity, '', 'a"b\\c', 'é\n☃', true, false, null, undefined];
  if (depth <= 0 || rng.next() < 0.35) return rng.pick(leaves);
  if (rng.next() < 0.4) return Array.from({ length: rng.int(5) }, () => data(rng, depth - 1));
  const o: Record<string, unknown> = {};
  for (const k of rng.shuffle(['type', 'tile', 'x', 'y', 'Z', '10', '2', 'é', '__proto__', 'b a']).slice(0, rng.int(6)))
    Object.defineProperty(o, k, { value: data(rng, depth - 1), enumerable: true, writable: true, configurable: true });
  return o;
}

describe('moveKey', () => {
  it('Writes the same string as sorted-key JSON, character for character, on 2,000 random moves', () => {
    const rng = Rng.fromSeed(25);
    for (let i = 0; i < 2000; i++) {
      const m = data(rng, 4);
      expect(moveKey(m)).toBe(sortedJson(m));
    }
  });

  it('Gives equal moves built with their keys in another order the same key, and different moves different keys', () => {
    const a = { type: 'place', placements: [{ tile: 'B', x: 3, y: 4, rotation: 90 }] };
    const b = { placements: [{ rotation: 90, y: 4, x: 3, tile: 'B' }], type: 'place' };
    expect(moveKey(a)).toBe(moveKey(b));
    expect(moveKey(a)).toBe('{"placements":[{"rotation":90,"tile":"B","x":3,"y":4}],"type":"place"}');
    expect(moveKey({ ...a, placements: [{ tile: 'B', x: 4, y: 3, rotation: 90 }] })).not.toBe(moveKey(a));
  });

  it('Falls back to JSON for what is not plain data (a toJSON, a function in an array)', () => {
    const when = { at: new Date(0), f: [() => 1] };
    expect(moveKey(when)).toBe('{"at":"1970-01-01T00:00:00.000Z","f":[null]}');
  });
});
