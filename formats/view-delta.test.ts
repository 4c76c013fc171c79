import { describe, expect, it } from 'vitest';
import { Rng } from '../games/core/rng.js';
import { applyDelta, DeltaError, diff } from './view-delta.js';
import { ViewStream } from './view-stream.js';
import type { PublicPart, SeatPart } from './protocol.js';

/** A random JSON value; `like` makes it a variation of an earlier one (most of it kept). */
function randomJson(rng: Rng, depth = 0, like?: unknown): unknown {
  if (like !== undefined && rng.next() < 0.7) {
    if (Array.isArray(like)) {
      const out = like.map((x) => (rng.next() < 0.8 ? x : randomJson(rng, depth + 1, x)));
      if (rng.next() < 0.2) out.push(randomJson(rng, depth + 1));
      if (rng.next() < 0.2) out.splice(rng.int(out.length + 1), 1);
      if (rng.next() < 0.1) out.unshift(randomJson(rng, depth + 1));
      return out;
    }
    if (typeof like === 'object' && like !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(like)) {
        if (rng.next() < 0.1) continue;
        out[k] = rng.next() < 0.8 ? v : randomJson(rng, depth + 1, v);
      }
      if (rng.next() < 0.1) out[`k${rng.int(9)}`] = randomJson(rng, depth + 1);
      return out;
    }
  }
  switch (rng.int(depth > 3 ? 4 : 6)) {
    case 0: return rng.int(100);
    case 1: return `s${rng.int(5)}`;
    case 2: return rng.next() < 0.5 ? null : rng.next() < 0.5;
    case 3: return rng.next() * 10;
    case 4: return Array.from({ length: rng.int(6) }, () => randomJson(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(6); i > 0; i--) o[`k${rng.int(9)}`] = randomJson(rng, depth + 1);
      return o;
    }
  }
}

describe('view deltas', () => {
  it('Deltas: applying diff(a, b) to a gives b exactly (the same JSON, key order included), over 5,000 random pairs', () => {
    const rng = Rng.fromSeed(7);
    for (let i = 0; i < 5000; i++) {
      const a = randomJson(rng);
      const b = randomJson(rng, 0, a);
      const before = JSON.stringify(a);
      const ops = JSON.parse(JSON.stringify(diff(a, b))) as ReturnType<typeof diff>;
      const rebuilt = applyDelta(JSON.parse(before) as unknown, ops);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(b));
      expect(JSON.stringify(a)).toBe(before);
    }
  });

  it('a list that grows by more than half (the legal moves after none) is one operation: the whole list', () => {
    const moves = Array.from({ length: 40 }, (_, i) => ({ type: 'claim', route: `r${i}` }));
    expect(diff({ legal: [] }, { legal: moves })).toEqual([[0, ['legal'], moves]]);
    expect(diff({ legal: moves.slice(0, 10) }, { legal: moves })).toEqual([[0, ['legal'], moves]]);
    // A few more items than before are still sent one by one.
    expect(diff({ legal: moves.slice(0, 38) }, { legal: moves })).toEqual([
      [0, ['legal', 38], moves[38]],
      [0, ['legal', 39], moves[39]],
    ]);
  });

  it('a change is small: one key changed deep inside is one operation; nothing changed is none', () => {
    const a = { routes: { r1: [null, { owner: 'AA' }], r2: [null, null] }, turn: { n: 4 } };
    const b = { routes: { r1: [null, { owner: 'AA' }], r2: [{ owner: 'BB' }, null] }, turn: { n: 4 } };
    expect(diff(a, b)).toEqual([[0, ['routes', 'r2', 0], { owner: 'BB' }]]);
    expect(diff(a, structuredClone(a))).toEqual([]);
    // Shorter, longer, a key gone.
    expect(diff({ l: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, { l: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toEqual([[2, ['l'], 9]]);
    expect(diff({ l: [1] }, { l: [1, 2] })).toEqual([[0, ['l', 1], 2]]);
    expect(diff({ a: 1, b: 2 }, { a: 1 })).toEqual([[1, ['b']]]);
    // A new key changes the order: the object is sent whole.
    expect(diff({ x: { a: 1 } }, { x: { b: 2, a: 1 } })).toEqual([[0, ['x'], { b: 2, a: 1 }]]);
  });

  it('applying copies only the changed path: the input is untouched and unchanged parts keep their identity', () => {
    const a = { left: { deep: [1, 2, 3] }, right: { n: 1 } };
    const out = applyDelta(a, [[0, ['right', 'n'], 2]]);
    expect(out).toEqual({ left: { deep: [1, 2, 3] }, right: { n: 2 } });
    expect(a.right.n).toBe(1);
    expect(out.left).toBe(a.left);
    expect(out.right).not.toBe(a.right);
  });

  it('an operation that does not fit is a DeltaError (the client asks for the whole view); "__proto__" is data', () => {
    expect(() => applyDelta({ a: 1 }, [[0, ['b', 'c'], 1]])).toThrow(DeltaError);
    expect(() => applyDelta({ a: [1] }, [[0, ['a', 5], 1]])).toThrow(DeltaError);
    expect(() => applyDelta({ a: 1 }, [[2, ['a'], 0]])).toThrow(DeltaError);
    const out = applyDelta({ a: {} } as Record<string, unknown>, [[0, ['a', '__proto__'], { polluted: true }]]);
    expect(Object.getPrototypeOf(out['a'])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.hasOwn(out['a'] as object, '__proto__')).toBe(true);
  });

  it('a view stream asks for the whole view after a gap in seq and ignores deltas until it comes', () => {
    const pub = { table: {}, stateNo: 1, board: 'ab12cd34', view: { n: 1 }, activePlayers: [], outcome: null, undoRequest: null, readers: 0 } as unknown as PublicPart;
    const mine: SeatPart = { seat: 0, playerId: 'p1', priv: {}, drop: [], legal: [], canUndo: false, canAskUndo: false, logCount: 0 };
    const s = new ViewStream();
    expect(s.receive({ type: 'delta', table: 't', seat: 0, seq: 0, pub: [] })).toBe('resync');
    expect(s.receive({ type: 'view', table: 't', seat: 0, seq: 3, pub, mine, log: [] })).toBe('ok');
    expect(s.receive({ type: 'delta', table: 't', seat: 0, seq: 4, pub: [[0, ['view', 'n'], 2], [0, ['stateNo'], 2]] })).toBe('ok');
    expect(s.view(null)!.view).toEqual({ n: 2 });
    expect(s.receive({ type: 'delta', table: 't', seat: 0, seq: 6, pub: [] })).toBe('resync');
    expect(s.receive({ type: 'delta', table: 't', seat: 0, seq: 7, pub: [] })).toBe('ignored');
    expect(s.receive({ type: 'view', table: 't', seat: 0, seq: 8, pub, mine, log: [] })).toBe('ok');
    expect(s.receive({ type: 'delta', table: 't', seat: 0, seq: 9, pub: [[0, ['nowhere', 'x'], 1]] })).toBe('resync');
  });
});
