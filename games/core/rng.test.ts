import { describe, expect, it } from 'vitest';
import { Rng, createRngState } from './rng.js';
import { guardApply, refuse } from './errors.js';

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed, and a different one for another seed', () => {
    const a = Rng.fromSeed(42);
    const b = Rng.fromSeed(42);
    const c = Rng.fromSeed(43);
    const sa = Array.from({ length: 20 }, () => a.nextUint32());
    const sb = Array.from({ length: 20 }, () => b.nextUint32());
    const sc = Array.from({ length: 20 }, () => c.nextUint32());
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });

  it('survives a JSON round trip mid-sequence', () => {
    const state = createRngState(7);
    const rng = new Rng(state);
    rng.nextUint32();
    const copy = new Rng(JSON.parse(JSON.stringify(state)));
    expect(copy.nextUint32()).toBe(rng.nextUint32());
  });

  it('draws integers in range with a roughly even spread', () => {
    const rng = Rng.fromSeed(1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles into a permutation', () => {
    const rng = Rng.fromSeed(3);
    const list = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = rng.shuffle([...list]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(list);
    expect(shuffled).not.toEqual(list);
  });
});

describe('guardApply', () => {
  it('never changes its input, even when the move is refused halfway', () => {
    const state = { n: 1, list: [1] };
    const res = guardApply(state, (d) => {
      d.n = 2;
      d.list.push(2);
      refuse('nope', 'Not allowed');
    });
    expect(res).toEqual({ ok: false, error: { code: 'nope', message: 'Not allowed' } });
    expect(state).toEqual({ n: 1, list: [1] });
  });

  it('reports an unexpected exception as an internal error instead of throwing', () => {
    const res = guardApply({}, () => {
      throw new TypeError('boom');
    });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('internal');
  });
});
