import { describe, expect, it } from 'vitest';
import { checkBoard, isPlayable } from '../core/board-check.js';
import usaJson from '../../boards/blue-skies/usa.board.json';
import { insideOutline, outlineArea2, spacesInUse, type BlueSkiesBoard } from './board.js';
import { validateBoard } from './validate.js';
import { BLUE_SKIES_LIMITS } from './limits.js';
import { blueSkies } from './index.js';
import { options, usaBoard } from './testing.js';

function broken(change: (b: BlueSkiesBoard) => void): ReturnType<typeof validateBoard> {
  const b = structuredClone(usaBoard);
  change(b);
  return validateBoard(b);
}

describe('the default board (our own United States)', () => {
  it('reads cleanly and is playable', () => {
    const c = checkBoard(blueSkies, usaJson);
    expect(c.ok).toBe(true);
    expect(c.problems).toEqual([]);
    expect(isPlayable(c.problems)).toBe(true);
  });

  it('has 30 airports with four gate spaces each, 2 to 4 in use by player count', () => {
    expect(usaBoard.airports).toHaveLength(30);
    for (const a of usaBoard.airports) {
      expect(a.gates).toHaveLength(4);
      expect(spacesInUse(a, 2).length).toBeGreaterThanOrEqual(2);
      expect(spacesInUse(a, 5).length).toBeLessThanOrEqual(4);
      for (let n = 2; n < 5; n++) expect(spacesInUse(a, n + 1).length).toBeGreaterThanOrEqual(spacesInUse(a, n).length);
    }
  });

  it('has 59 demand cards, 5 for Atlanta and 1 for Cincinnati', () => {
    expect(usaBoard.airports.reduce((t, a) => t + a.demand, 0)).toBe(59);
    const by = Object.fromEntries(usaBoard.airports.map((a) => [a.id, a]));
    expect(by.ATL!.demand).toBe(5);
    expect(by.CVG!.demand).toBe(1);
    expect(Math.max(...usaBoard.airports.map((a) => a.demand))).toBe(5);
    expect(by.CLE).toBeDefined();
  });

  it('has gate prices 1 to 5 and some airports whose local airline cannot be bought out', () => {
    const costs = usaBoard.airports.flatMap((a) => a.gates.map((g) => g.cost));
    expect(Math.min(...costs)).toBe(1);
    expect(Math.max(...costs)).toBe(5);
    expect(usaBoard.airports.some((a) => a.buyout === null)).toBe(true);
    expect(usaBoard.airports.some((a) => a.buyout !== null)).toBe(true);
  });

  it('has seven regions, with JFK, ORD, DFW and LAX each in more than one', () => {
    expect(usaBoard.regions).toHaveLength(7);
    for (const id of ['JFK', 'ORD', 'DFW', 'LAX']) {
      expect(usaBoard.regions.filter((r) => r.airports.includes(id)).length).toBeGreaterThan(1);
    }
    for (const a of usaBoard.airports) expect(usaBoard.regions.some((r) => r.airports.includes(a.id))).toBe(true);
    for (const name of ['Northeast', 'West Coast', 'Midwest', 'Southeast']) {
      expect(usaBoard.regions.map((r) => r.name)).toContain(name);
    }
  });

  it('holds the bag of 100 red and 25 green cubes and 6 points per round', () => {
    expect(usaBoard.bag).toEqual({ red: 100, green: 25 });
    expect(usaBoard.pointsPerRound).toBe(6);
    expect(usaBoard.setupPoints).toBe(6);
    expect(usaBoard.setupGates).toBe(2);
  });
});

describe('validateBoard', () => {
  it('points at a region naming an airport that is not on the board', () => {
    const p = broken((b) => b.regions[0]!.airports.push('XYZ'));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.regions[0].airports[5]', message: expect.stringMatching(/XYZ/) }));
  });

  it('points at a duplicate airport code', () => {
    const p = broken((b) => (b.airports[1]!.id = 'ATL'));
    expect(p.some((x) => x.path === '$.airports[1].id' && /twice/.test(x.message))).toBe(true);
  });

  it('refuses a deck too small to set up a game of five', () => {
    const p = broken((b) => b.airports.forEach((a) => (a.demand = 1)));
    expect(p.some((x) => x.path === '$.airports' && /35/.test(x.message))).toBe(true);
  });

  it('refuses a first gate space not in use at every player count', () => {
    const p = broken((b) => (b.airports[0]!.gates[0]!.fromPlayers = 3));
    expect(p.some((x) => x.path === '$.airports[0].gates[0].fromPlayers')).toBe(true);
  });

  it('refuses gate spaces that come into use out of order', () => {
    const p = broken((b) => (b.airports[0]!.gates[1]!.fromPlayers = 4));
    expect(p.some((x) => x.path === '$.airports[0].gates[2].fromPlayers')).toBe(true);
  });

  it('refuses a board where no gate is affordable at setup', () => {
    const p = broken((b) => (b.setupPoints = 1) && b.airports.forEach((a) => (a.gates[0]!.cost = 2)));
    expect(p.some((x) => x.path === '$.setupPoints')).toBe(true);
  });

  it('warns about an airport in no region', () => {
    const p = broken((b) => b.regions.forEach((r) => (r.airports = r.airports.filter((id) => id !== 'CVG'))));
    expect(p).toContainEqual(expect.objectContaining({ severity: 'warning', message: 'Cincinnati belongs to no region.' }));
  });

  it('setup refuses an unplayable board with the reason', () => {
    const b = structuredClone(usaBoard);
    b.regions[0]!.airports.push('XYZ');
    expect(() => blueSkies.setup({ board: b, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], options: options(), seed: 1 })).toThrow(/XYZ/);
  });
});

describe('the land drawn behind the airports', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 1000, y: 0 },
    { x: 1000, y: 700 },
    { x: 0, y: 700 },
  ];
  const read = (land: unknown) => checkBoard(blueSkies, { ...structuredClone(usaJson), land });

  it('the default board has an outline of the states, and every airport is on it', () => {
    expect(usaBoard.land).toHaveLength(1);
    expect(usaBoard.land![0]!.points.length).toBeGreaterThan(50);
    for (const a of usaBoard.airports) expect(usaBoard.land!.some((s) => insideOutline(a, s.points)), a.city).toBe(true);
  });

  it('is optional: a board without it reads cleanly', () => {
    const { land: _, ...rest } = structuredClone(usaJson) as Record<string, unknown>;
    const c = checkBoard(blueSkies, rest);
    expect(c.ok).toBe(true);
    expect(c.problems).toEqual([]);
    expect(c.board!.land).toBeUndefined();
  });

  it('takes shapes of points on the map, and says where a point is off the map', () => {
    expect(read([{ points: square }]).problems).toEqual([]);
    const off = read([{ points: [...square.slice(0, 2), { x: 1200, y: 300 }] }]);
    expect(off.ok).toBe(false);
    expect(off.problems).toContainEqual(expect.objectContaining({ path: '$.land[0].points[2].x', severity: 'error' }));
    expect(off.problems.find((p) => p.path === '$.land[0].points[2].x')!.message).toMatch(/1000/);
  });

  it('refuses a shape of fewer than 3 points, a point that is not a number, and more points or shapes than the limits', () => {
    const few = read([{ points: square.slice(0, 2) }]);
    expect(few.ok).toBe(false);
    expect(few.problems.map((p) => p.path)).toContain('$.land[0].points');
    const text = read([{ points: [...square.slice(0, 3), { x: '5', y: 5 }] }]);
    expect(text.ok).toBe(false);
    expect(text.problems.map((p) => p.path)).toContain('$.land[0].points[3].x');
    const long = read([{ points: Array.from({ length: BLUE_SKIES_LIMITS.landPoints + 1 }, (_, i) => ({ x: i % 1000, y: (i * 7) % 700 })) }]);
    expect(long.ok).toBe(false);
    expect(long.problems.map((p) => p.path)).toContain('$.land[0].points');
    const many = read(Array.from({ length: BLUE_SKIES_LIMITS.landShapes + 1 }, () => ({ points: square })));
    expect(many.ok).toBe(false);
    expect(many.problems.map((p) => p.path)).toContain('$.land');
    const notList = read({ points: square });
    expect(notList.ok).toBe(false);
    expect(notList.problems.map((p) => p.path)).toContain('$.land');
  });

  it('warns (the board stays playable) about a shape with no area and an airport out at sea', () => {
    const flat = read([{ points: square }, { points: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }] }]);
    expect(flat.ok).toBe(true);
    expect(flat.problems).toEqual([expect.objectContaining({ path: '$.land[1].points', severity: 'warning', message: expect.stringMatching(/no area/) })]);
    expect(isPlayable(flat.problems)).toBe(true);
    const small = read([{ points: [{ x: 0, y: 0 }, { x: 500, y: 0 }, { x: 500, y: 700 }, { x: 0, y: 700 }] }]);
    const atSea = small.problems.filter((p) => /out at sea/.test(p.message));
    expect(atSea.length).toBe(usaBoard.airports.filter((a) => a.x > 500).length);
    expect(atSea[0]).toMatchObject({ severity: 'warning', path: `$.airports[${usaBoard.airports.findIndex((a) => a.x > 500)}]` });
    expect(isPlayable(small.problems)).toBe(true);
  });

  it('tells inside from outside of an outline, holes of a concave one too', () => {
    const l = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 5, y: 2 }, { x: 0, y: 10 }];
    expect(insideOutline({ x: 1, y: 1 }, l)).toBe(true);
    expect(insideOutline({ x: 5, y: 8 }, l)).toBe(false);
    expect(insideOutline({ x: 11, y: 5 }, l)).toBe(false);
    expect(Math.abs(outlineArea2(square))).toBe(2 * 1000 * 700);
  });
});
