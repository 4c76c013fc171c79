import { describe, expect, it } from 'vitest';
import { arrivals, type AirportShares } from './arrivals.js';

const at = (pax: number, gates: [string | null, number][]): AirportShares => ({ pax, gates: gates.map(([owner, p]) => ({ owner, pax: p })) });

describe('Passengers arriving, cube by cube', () => {
  it('each cube lands at the gate holding the fewest, the leftmost among equals: the spread seen happening', () => {
    const before = { ATL: at(5, [['p1', 2], ['p2', 2], ['local', 1], [null, 0]]) };
    const after = { ATL: at(10, [['p1', 4], ['p2', 3], ['local', 3], [null, 0]]) };
    expect(arrivals(before, after)).toEqual([{ airport: 'ATL', landings: [2, 0, 1, 2, 0], before: [2, 2, 1, 0], waitingBefore: 0 }]);
  });

  it('passengers at an airport with no open gate wait there', () => {
    const out = arrivals({ CVG: at(1, [[null, 0], [null, 0]]) }, { CVG: at(3, [[null, 0], [null, 0]]) });
    expect(out).toEqual([{ airport: 'CVG', landings: [-1, -1], before: [0, 0], waitingBefore: 1 }]);
  });

  it('airports without new passengers, unknown ones, and a first view bring no arrivals', () => {
    const a = { ATL: at(3, [['p1', 3]]) };
    expect(arrivals(a, a)).toEqual([]);
    expect(arrivals({}, a)).toEqual([]);
    expect(arrivals(null, a)).toEqual([]);
  });

  it('a "__proto__" airport in a view is only its own key', () => {
    const after = JSON.parse('{"__proto__": {"pax": 3, "gates": []}}') as Record<string, AirportShares>;
    expect(arrivals({}, after)).toEqual([]);
  });
});
