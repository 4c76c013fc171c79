/**
 * Ids are data (issue 15): airport codes in moves and boards are looked up as own keys only.
 * Legal moves with their ids swapped for prototype names and odd strings are refused with a
 * message, never thrown and never applied, and Object.prototype stays as it was; boards whose
 * airports or regions carry such names are refused with a clear problem.
 */
import { describe, expect, it } from 'vitest';
import usaJson from '../../boards/blue-skies/usa.board.json';
import { checkBoard } from '../core/board-check.js';
import { SetupError } from '../core/errors.js';
import { checkHostileMoves, everyMoveKind } from '../core/hostile-moves.js';
import { seatPlayers } from '../core/simulate.js';
import { blueSkies } from './index.js';
import { moveSchema } from './types.js';
import { arranged, options, refusedByRules, usaBoard } from './testing.js';

/** Object.prototype's own names before any test ran. */
const PROTOTYPE = Object.getOwnPropertyNames(Object.prototype).sort();

function prototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE);
}

describe('Blue Skies: ids are data', () => {
  it.each([2, 3, 5])('Hostile ids: at %i players, every kind of legal move with a prototype name or odd string for an id is refused with a message', (n) => {
    const report = checkHostileMoves(everyMoveKind(blueSkies), { board: usaBoard, players: n, games: 3, every: 5, perState: 8, seed: 40 + n });
    expect(report.failures).toEqual([]);
    // Refused by the rules with a reason, never by an accident caught on the way ("internal").
    expect(report.codes.internal).toBeUndefined();
    expect(report.states).toBeGreaterThan(20);
    expect(report.tried).toBeGreaterThan(1000);
    prototypeUntouched();
  });

  it('Hostile ids: special and assist on "__proto__", "constructor" or "valueOf" change nothing (the probe that crashed the host)', () => {
    const play = arranged(3, { kind: 'play', at: 0 });
    const assist = arranged(3, { kind: 'assist', order: [0], picks: [2], at: 0, chosen: [] });
    for (const id of ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty']) {
      for (const [s, type] of [[play, 'special'], [assist, 'assist']] as const) {
        const before = JSON.stringify(s);
        // The schema refuses these names (below); the rules behind it hold on their own too.
        const err = refusedByRules(s, 'p1', { type, airport: id });
        expect(err.code).toBe('no-airport');
        expect(err.message).toContain('There is no airport');
        expect(JSON.stringify(s)).toBe(before);
      }
      expect(moveSchema.safeParse({ type: 'special', airport: id }).success).toBe(false);
    }
    prototypeUntouched();
  });

  it('Hostile ids: a player id that is a prototype name or "local" cannot sit at the table', () => {
    const players = seatPlayers(2);
    expect(() => blueSkies.setup({ board: usaBoard, players: [players[0]!, { id: 'local', name: 'Lo' }], options: options(), seed: 1 })).toThrow(SetupError);
    expect(() => blueSkies.setup({ board: usaBoard, players: [players[0]!, players[0]!], options: options(), seed: 1 })).toThrow(SetupError);
    // "__proto__" as a player id is the host's to refuse; here it must at least work without harm.
    const s = blueSkies.setup({ board: usaBoard, players: [players[0]!, { id: '__proto__', name: 'Odd' }], options: options(), seed: 1 });
    expect(blueSkies.legalMoves(s, blueSkies.activePlayers(s)[0]!).length).toBeGreaterThan(0);
    prototypeUntouched();
  });

  it.each(['__proto__', 'constructor', 'valueOf'])('Board: an airport called "%s" is refused with a clear problem at its path, and setup refuses the board', (id) => {
    const raw = structuredClone(usaJson) as { airports: { id: string }[]; regions: { airports: string[] }[] };
    const old = raw.airports[3]!.id;
    raw.airports[3]!.id = id;
    for (const r of raw.regions) r.airports = r.airports.map((a) => (a === old ? id : a));
    const check = checkBoard(blueSkies, JSON.parse(JSON.stringify(raw)));
    expect(check.ok).toBe(true);
    const problem = check.problems.find((p) => p.path === '$.airports[3].id');
    expect(problem?.message).toMatch(new RegExp(`^An airport cannot have the id "${id}": JavaScript objects already use that name`));
    expect(problem?.severity).toBe('error');
    expect(() => blueSkies.setup({ board: check.board!, players: seatPlayers(3), options: options(), seed: 1 })).toThrow(SetupError);
    prototypeUntouched();
  });

  it('Board: a region called "constructor" is refused with a clear problem', () => {
    const raw = structuredClone(usaJson) as { regions: { id: string }[] };
    raw.regions[0]!.id = 'constructor';
    const check = checkBoard(blueSkies, raw);
    expect(check.problems.find((p) => p.path === '$.regions[0].id')?.message).toMatch(/^A region cannot have the id "constructor"/);
    prototypeUntouched();
  });
});
