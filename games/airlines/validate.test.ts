import { describe, expect, it } from 'vitest';
import { checkBoard, isPlayable } from '../core/board-check.js';
import { wordProblem } from '../core/board-problem.js';
import { airlinesMessages } from './messages.js';
import { airlines } from './index.js';
import { defaultBoard, tinyBoard } from './testing.js';
import type { AirlinesBoard } from './types.js';
import type { BoardProblem } from '../core/types.js';
import { validateBoard } from './validate.js';
import defaultBoardJson from '../../boards/airlines/north-america.board.json';

/** Where, what in English and how bad (the key and params are checked in messages.test.ts). */
const plain = (ps: BoardProblem[]) => ps.map(({ path, message, severity }) => ({ path, message, severity }));
const errorsOf = (b: AirlinesBoard) => plain(validateBoard(b).filter((p) => p.severity === 'error'));
const edit = (f: (b: AirlinesBoard) => void): AirlinesBoard => {
  const b = structuredClone(defaultBoard);
  f(b);
  return b;
};

describe('The default board', () => {
  it('Default board: reads through the one board path with no problem at all', () => {
    const r = checkBoard(airlines, defaultBoardJson);
    expect(r.ok).toBe(true);
    expect(r.problems).toEqual([]);
  });
  it("Default board: the game's numbers: 9 airlines, 84 stock cards (7 to 12 each), 135 markers, 42 flight cards 1..14, 3 scoring cards", () => {
    const b = defaultBoard;
    expect(b.airlines).toHaveLength(9);
    expect(b.airlines.reduce((n, a) => n + a.stockCards, 0)).toBe(84);
    expect(b.airlines.every((a) => a.stockCards >= 7 && a.stockCards <= 12)).toBe(true);
    expect(b.airlines.reduce((n, a) => n + a.markers, 0)).toBe(135);
    expect(b.flightCards.reduce((n, e) => n + e.count, 0)).toBe(42);
    const values = new Set(b.flightCards.map((e) => e.value));
    for (let v = 1; v <= 14; v++) expect(values.has(v)).toBe(true);
    expect(new Set(b.flightCards.map((e) => e.type)).size).toBe(5);
    expect(b.scoringCards).toBe(3);
    expect(b.routes.every((r) => r.costs.length >= 1 && r.costs.length <= 3)).toBe(true);
    expect(new Set(b.airlines.map((a) => a.hq)).size).toBe(9);
    expect(b.credits).toMatch(/[Oo]ur own design/);
  });
  it('Default board: the five networks lie where the rules say (wavy outside, dotted east, dashed north-west, double south-west, solid north-east)', () => {
    const city = new Map(defaultBoard.cities.map((c) => [c.id, c]));
    const mid = (type: string) => {
      const rs = defaultBoard.routes.filter((r) => r.type === type);
      const xs = rs.flatMap((r) => [city.get(r.from)!.x, city.get(r.to)!.x]);
      const ys = rs.flatMap((r) => [city.get(r.from)!.y, city.get(r.to)!.y]);
      return { x: xs.reduce((a, b) => a + b) / xs.length, y: ys.reduce((a, b) => a + b) / ys.length };
    };
    const dotted = mid('dotted');
    const dashed = mid('dashed');
    const double = mid('double');
    const solid = mid('solid');
    expect(dashed.x).toBeLessThan(solid.x);
    expect(dashed.y).toBeLessThan(double.y);
    expect(double.x).toBeLessThan(dotted.x);
    expect(solid.y).toBeLessThan(dotted.y);
    expect(solid.x).toBeGreaterThan(double.x);
  });
});

describe('validateBoard', () => {
  it('Board check: an unknown HQ city', () => {
    expect(errorsOf(edit((b) => (b.airlines[2]!.hq = 'ATLANTIS')))).toEqual([
      { path: '$.airlines[2].hq', message: 'Rocky Mountain Air\'s headquarters "ATLANTIS" is not a city on this board.', severity: 'error' },
    ]);
  });
  it('Board check: an HQ with no route of a type its airline may fly', () => {
    const p = errorsOf(edit((b) => (b.airlines[1]!.allowedRouteTypes = ['solid'])));
    expect(p[0]!.path).toBe('$.airlines[1].hq');
    expect(p[0]!.message).toMatch(/can never be founded/);
  });
  it('Board check: a route with no cost or more than 3', () => {
    expect(errorsOf(edit((b) => (b.routes[3]!.costs = [])))[0]).toMatchObject({ path: '$.routes[3].costs' });
    expect(errorsOf(edit((b) => (b.routes[3]!.costs = [1, 2, 3, 4])))[0]).toMatchObject({ path: '$.routes[3].costs', message: expect.stringMatching(/4 circles/) });
    expect(errorsOf(edit((b) => (b.routes[3]!.costs = [1, 15])))[0]).toMatchObject({ path: '$.routes[3].costs[1]' });
  });
  it('Board check: a route to an unknown city', () => {
    expect(errorsOf(edit((b) => (b.routes[5]!.to = 'NOWHERE')))[0]).toMatchObject({ path: '$.routes[5].to', message: expect.stringMatching(/"NOWHERE", which is not a city/) });
    expect(errorsOf(edit((b) => (b.routes[5]!.from = 'NOWHERE')))[0]).toMatchObject({ path: '$.routes[5].from' });
  });
  it('Board check: a route type no airline may fly', () => {
    const b = edit((b) => {
      for (const a of b.airlines) a.allowedRouteTypes = a.allowedRouteTypes.filter((t) => t !== 'dashed');
    });
    const p = errorsOf(b).filter((p) => p.path.endsWith('.type'));
    expect(p.length).toBe(b.routes.filter((r) => r.type === 'dashed').length);
    expect(p[0]!.message).toMatch(/No airline may fly dashed routes/);
  });
  it('Board check: too few stock or flight cards even for 2 players (fewer than 6 is a warning: seats.test)', () => {
    expect(errorsOf(edit((b) => b.airlines.forEach((a) => (a.stockCards = 1))))[0]).toMatchObject({ path: '$.airlines', message: expect.stringMatching(/9 stock cards; even 2 players need 16/) });
    expect(errorsOf(edit((b) => b.airlines.forEach((a) => (a.stockCards = 3))))).toEqual([]);
    expect(errorsOf(edit((b) => (b.flightCards = b.flightCards.slice(0, 5))))).toContainEqual(expect.objectContaining({ path: '$.flightCards', message: expect.stringMatching(/5 flight cards; even 2 players need 7/) }));
  });
  it('Board check: routes of a type without flight cards can never be claimed', () => {
    const p = errorsOf(edit((b) => (b.flightCards = b.flightCards.filter((e) => e.type !== 'solid'))));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.flightCards', message: expect.stringMatching(/solid routes but no solid flight card/) }));
  });
  it('Board check: totals that differ from the 1990 game are warnings, not errors', () => {
    const p = validateBoard(tinyBoard);
    expect(p.every((x) => x.severity === 'warning')).toBe(true);
    expect(p.map((x) => x.message)).toContain('There are 23 markers; the 1990 game has 135.');
    expect(isPlayable(p)).toBe(true);
  });
  it('Board check: a city without any route is cut off (a warning, as in Airlines Europe: the game still plays)', () => {
    const b = edit((x) => x.cities.push({ id: 'NUUK', name: 'Nuuk', x: 900, y: 50 }));
    expect(errorsOf(b)).toEqual([]);
    expect(plain(validateBoard(b))).toContainEqual({ path: `$.cities[${defaultBoard.cities.length}]`, message: 'Nuuk has no route: it is cut off from the map.', severity: 'warning' });
  });
  it('Board check: a problem carries its key and params, worded in each language from them', () => {
    const [p] = validateBoard(edit((b) => (b.airlines[2]!.hq = 'ATLANTIS'))).filter((x) => x.severity === 'error');
    expect(p).toMatchObject({ key: 'airlines.board.hqMissing', params: { airline: 'Rocky Mountain Air', hq: 'ATLANTIS' } });
    expect(wordProblem(airlinesMessages, 'fr', p!)).toBe('Le siège social de Rocky Mountain Air, « ATLANTIS », n’est pas une ville de ce plateau.');
    expect(wordProblem(airlinesMessages, 'de', p!)).toBe('Der Firmensitz von Rocky Mountain Air, „ATLANTIS“, ist keine Stadt dieses Spielplans.');
  });
  it('Board check: a group of cities not connected to the rest is flagged', () => {
    const b = edit((b) => {
      b.cities.push({ id: 'NUUK', name: 'Nuuk', x: 900, y: 50 }, { id: 'ILU', name: 'Ilulissat', x: 910, y: 30 });
      b.routes.push({ id: 'nuuk-ilu', from: 'NUUK', to: 'ILU', type: 'wavy', costs: [3] });
    });
    expect(plain(validateBoard(b))).toContainEqual({ path: `$.cities[${defaultBoard.cities.length}]`, message: 'Nuuk, Ilulissat are not connected to the rest of the map.', severity: 'warning' });
  });
  it('Board check: duplicate ids', () => {
    expect(errorsOf(edit((b) => (b.routes[7]!.id = b.routes[2]!.id)))).toEqual([
      { path: '$.routes[7].id', message: `Another route already has the id "${defaultBoard.routes[2]!.id}"; ids must be unique.`, severity: 'error' },
    ]);
    expect(errorsOf(edit((b) => (b.cities[4]!.id = b.cities[0]!.id)))[0]).toMatchObject({ path: '$.cities[4].id' });
    expect(errorsOf(edit((b) => (b.airlines[8]!.id = b.airlines[0]!.id)))[0]).toMatchObject({ path: '$.airlines[8].id' });
  });
  it('Board check: a flight-card entry listed twice', () => {
    expect(errorsOf(edit((b) => b.flightCards.push({ ...b.flightCards[0]! })))[0]).toMatchObject({ path: `$.flightCards[${defaultBoard.flightCards.length}]` });
  });
  it('Board check: the schema catches shapes (a bad colour, a missing route type)', () => {
    const raw = structuredClone(defaultBoardJson) as Record<string, unknown>;
    (raw.airlines as { colour: string }[])[0]!.colour = 'gold';
    (raw.routes as { type?: string }[])[2]!.type = 'zigzag';
    const r = checkBoard(airlines, raw);
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.path).sort()).toEqual(['$.airlines[0].colour', '$.routes[2].type']);
  });
});
