import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../games/airlines/types.js';
import { generateAirlinesBoard } from './editor/generate.js';
import { airlineFlags, airlinesPartKeys } from './look.js';
import { diffKeys, flagPlacements, orderChanged, type BoardPartKeys } from '../../route-map/keys.js';

const board = generateAirlinesBoard({ columns: 6, rows: 5, routes: 40, seed: 7 });
const keysOf = (b: AirlinesBoard): BoardPartKeys => airlinesPartKeys(b);

/** Which parts an edit makes the scene redraw, per kind of part. */
function touched(before: AirlinesBoard, after: AirlinesBoard) {
  const a = keysOf(before);
  const b = keysOf(after);
  const ids = (k: keyof BoardPartKeys) => {
    const d = diffKeys(a[k], b[k]);
    return [...d.added, ...d.changed, ...d.removed].sort();
  };
  return { routes: ids('routes'), costs: ids('costs'), cities: ids('cities'), names: ids('names'), flags: ids('flags') };
}

describe('Route map (an Airlines board): redraw only what an edit changed', () => {
  it('an unchanged board redraws nothing', () => {
    expect(touched(board, structuredClone(board))).toEqual({ routes: [], costs: [], cities: [], names: [], flags: [] });
  });

  it('a moved city redraws itself and its routes only', () => {
    const city = board.cities[8]!;
    const moved = { ...board, cities: board.cities.map((c) => (c.id === city.id ? { ...c, x: c.x + 12, y: c.y - 5 } : c)) };
    const own = board.routes.filter((r) => r.from === city.id || r.to === city.id).map((r) => r.id).sort();
    expect(own.length).toBeGreaterThan(0);
    const t = touched(board, moved);
    expect(t.cities).toEqual([city.id]);
    expect(t.routes).toEqual(own);
    expect(t.costs).toEqual([]);
    expect(t.names).toEqual([]);
  });

  it('a moved HQ city moves its flags', () => {
    const hq = board.airlines[0]!.hq;
    const moved = { ...board, cities: board.cities.map((c) => (c.id === hq ? { ...c, x: c.x + 3 } : c)) };
    const flown = board.airlines.filter((a) => a.hq === hq).map((a) => a.id).sort();
    expect(touched(board, moved).flags).toEqual(flown);
  });

  it('a renamed city redraws its name only', () => {
    const id = board.cities[3]!.id;
    const renamed = { ...board, cities: board.cities.map((c) => (c.id === id ? { ...c, name: 'Elsewhere' } : c)) };
    expect(touched(board, renamed)).toEqual({ routes: [], costs: [], cities: [], names: [id], flags: [] });
  });

  it('a new route type redraws that route line; new costs redraw its numbers', () => {
    const r = board.routes[5]!;
    const typed = { ...board, routes: board.routes.map((x) => (x.id === r.id ? { ...x, type: x.type === 'wavy' ? ('solid' as const) : ('wavy' as const) } : x)) };
    expect(touched(board, typed)).toMatchObject({ routes: [r.id], costs: [] });
    const priced = { ...board, routes: board.routes.map((x) => (x.id === r.id ? { ...x, costs: x.costs.map((c) => c + 1) } : x)) };
    expect(touched(board, priced)).toMatchObject({ routes: [], costs: [r.id] });
  });

  it('a second route between the same cities moves the first one aside', () => {
    const r = board.routes[2]!;
    const twin = { ...r, id: 'twin', costs: [3] };
    const t = touched(board, { ...board, routes: [...board.routes, twin] });
    expect(t.routes).toEqual(['twin', r.id].sort());
  });

  it('a deleted city takes its routes out of the drawing', () => {
    const id = board.cities[10]!.id;
    const gone = { ...board, cities: board.cities.filter((c) => c.id !== id) };
    const own = board.routes.filter((r) => r.from === id || r.to === id).map((r) => r.id).sort();
    const t = touched(board, gone);
    expect(t.cities).toEqual([id]);
    expect(t.routes).toEqual(own);
  });

  it('flags stand in city order, side by side in one city', () => {
    const hq = board.cities[0]!.id;
    const b: AirlinesBoard = { ...board, airlines: board.airlines.map((a, i) => (i < 2 ? { ...a, hq } : a)) };
    const placed = flagPlacements(b.cities, airlineFlags(b));
    expect(placed.slice(0, 2).map((f) => [f.flag.id, f.slot])).toEqual([
      [b.airlines[0]!.id, 0],
      [b.airlines[1]!.id, 1],
    ]);
    const cityIndex = new Map(b.cities.map((c, i) => [c.id, i]));
    const order = placed.map((f) => cityIndex.get(f.flag.city)!);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it('an added, removed or reordered element restacks its layer', () => {
    expect(orderChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(orderChanged(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(orderChanged(['a', 'b'], ['a'])).toBe(true);
    expect(orderChanged(['a'], ['a', 'c'])).toBe(true);
  });
});
