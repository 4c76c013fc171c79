/**
 * Ids are data (issue 15): tile types, terminals, buildings and players named in moves and
 * boards are looked up as own keys or in Maps only. Legal moves with their ids swapped for
 * prototype names and odd strings are refused with a message, never thrown and never applied,
 * and Object.prototype stays as it was; boards that name a building, line, terminal, tile type
 * or route card like a prototype key are refused with a clear problem.
 */
import { describe, expect, it } from 'vitest';
import classicJson from '../../boards/linie1/classic.board.json';
import { checkBoard } from '../core/board-check.js';
import { SetupError } from '../core/errors.js';
import { checkHostileMoves, everyMoveKind } from '../core/hostile-moves.js';
import { classicBoard, layMiniRoute, miniGame, players } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';
import { type Linie1Move, moveSchema } from './types.js';

/** Object.prototype's own names before any test ran. */
const PROTOTYPE = Object.getOwnPropertyNames(Object.prototype).sort();

function prototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE);
}

type Raw = { buildings: { id: string }[]; lines: { id: string }[]; terminals: { id: string; line: string }[]; routeCards: { stops: Record<string, string[]> }[] };

describe('Linie 1: ids are data', () => {
  it.each([2, 4])('Hostile ids: at %i players, every kind of legal move with a prototype name or odd string for an id is refused with a message', (n) => {
    const report = checkHostileMoves(everyMoveKind(linie1), { board: classicBoard(), players: n, games: 4, every: 3, perState: 8, seed: 70 + n, maxMoves: 400 });
    expect(report.failures).toEqual([]);
    // Refused by the rules with a reason, never by an accident caught on the way ("internal").
    expect(report.codes.internal).toBeUndefined();
    expect(report.states).toBeGreaterThan(100);
    expect(report.tried).toBeGreaterThan(3000);
    prototypeUntouched();
  });

  it('Hostile ids: driving and refilling moves too (declare, take) refuse prototype names', () => {
    const s = miniGame();
    const path = layMiniRoute(s);
    for (const id of ['__proto__', 'constructor', 'valueOf']) {
      const bads: Linie1Move[] = [
        { type: 'declare', path: [id, ...path.slice(1)] },
        { type: 'declare', path: [...path.slice(0, -1), id] },
        { type: 'place', tile: id, rotation: 0, row: 1, col: 1 },
        { type: 'take', from: id, tile: 'straight' },
        { type: 'take', from: 'p2', tile: id },
      ];
      for (const bad of bads) {
        const before = JSON.stringify(s);
        const res = linie1.apply(s, 'p1', bad);
        expect(res.ok).toBe(false);
        if (!res.ok) expect(res.error.message.length).toBeGreaterThan(10);
        expect(JSON.stringify(s)).toBe(before);
        expect(moveSchema.safeParse(bad).success).toBe(false);
      }
    }
    prototypeUntouched();
  });

  it.each([
    ['a building', (b: Raw, id: string) => { const old = b.buildings[0]!.id; b.buildings[0]!.id = id; for (const c of b.routeCards) for (const k of Object.keys(c.stops)) c.stops[k] = c.stops[k]!.map((x) => (x === old ? id : x)); }, '$.buildings[0].id'],
    ['a line', (b: Raw, id: string) => { const old = b.lines[0]!.id; b.lines[0]!.id = id; for (const t of b.terminals) if (t.line === old) t.line = id; for (const c of b.routeCards) { c.stops[id] = c.stops[old]!; delete c.stops[old]; } }, '$.lines[0].id'],
    ['a terminal', (b: Raw, id: string) => { b.terminals[0]!.id = id; }, '$.terminals[0].id'],
  ] as const)('Board: %s called "__proto__", "constructor" or "valueOf" is refused with a clear problem, and setup refuses the board', (_what, rename, path) => {
    for (const id of ['__proto__', 'constructor', 'valueOf']) {
      const raw = structuredClone(classicJson) as unknown as Raw;
      rename(raw, id);
      // The board arrives as a file: through JSON text, as the host reads it.
      const check = checkBoard(linie1, JSON.parse(JSON.stringify(raw)));
      expect(check.ok, id).toBe(true);
      const problem = check.problems.find((p) => p.path === path);
      expect(problem?.message, id).toMatch(/^A (building|line|terminal) cannot have the id "[^"]+": JavaScript objects already use that name/);
      expect(problem?.message, id).toContain(`"${id}"`);
      expect(() => linie1.setup({ board: check.board!, players: players(3), options: linie1.optionsSchema.parse({}), seed: 1 })).toThrow(SetupError);
      prototypeUntouched();
    }
  });
});
