import { describe, expect, it } from 'vitest';
import { checkBoard, isPlayable } from '../core/board-check.js';
import usaJson from '../../boards/blue-skies/usa.board.json';
import { spacesInUse, validateBoard, type BlueSkiesBoard } from './board.js';
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
