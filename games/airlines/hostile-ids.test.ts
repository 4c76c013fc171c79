/**
 * Ids are data (issue: hostile input): an id that arrives in a move, a board or a seat list is
 * looked up, never used to reach into a plain object's prototype.
 */
import { describe, expect, it } from 'vitest';
import boardJson from '../../boards/airlines/north-america.board.json';
import { checkBoard } from '../core/board-check.js';
import { SetupError } from '../core/errors.js';
import { checkHostileMoves } from '../core/hostile-moves.js';
import { HOSTILE_IDS } from '../core/ids.js';
import { airlines as def } from './index.js';
import { setup } from './rules.js';
import { card, defaultBoard, fresh, give, ids, must } from './testing.js';

const protoNames = (): string => Object.getOwnPropertyNames(Object.prototype).sort().join();

describe('Airlines: ids are data', () => {
  it('Hostile ids: legal moves with an id replaced by a prototype key or an odd string are refused with a message, never thrown or applied, and Object.prototype stays as it was (2 to 6 players, every table option)', () => {
    const codes: Record<string, number> = {};
    for (const players of [2, 3, 4, 5, 6]) {
      const on = players % 2 === 0;
      const options = { bonusPoints: on, additionalLastRound: !on, controlledScoring: on, noFoundingAfterShares: !on };
      const r = checkHostileMoves(def, { board: defaultBoard, players, games: 2, every: 4, seed: 10 * players, options });
      expect(r.failures).toEqual([]);
      for (const [code, n] of Object.entries(r.codes)) codes[code] = (codes[code] ?? 0) + n;
      expect(r.states).toBeGreaterThan(60);
      expect(r.tried).toBeGreaterThan(2000);
    }
    // Refused by the rules with a reason, never by an accident caught on the way ("internal").
    expect(codes.internal).toBeUndefined();
    expect(codes['unknown-airline']).toBeGreaterThan(100);
  });

  it('Hostile ids: founding, laying out, claiming or sabotaging with a prototype-named airline or route is refused with the name in the message', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['X', 'X'], flight: [card('wavy', 3)] });
    for (const id of ['__proto__', 'constructor', 'valueOf', 'toString']) {
      for (const move of [
        { type: 'found', airline: id, shares: 1 },
        { type: 'playStock', airline: id, count: 1 },
      ] as const) {
        const res = def.apply(s, 'ann', move);
        expect(res.ok).toBe(false);
        if (!res.ok) expect(res.error.message).toContain(`"${id}"`);
      }
    }
    const sab = must(s, 'ann', { type: 'playStock', airline: 'X', count: 1 });
    for (const id of ['__proto__', 'valueOf']) {
      const res = def.apply(sab, 'ann', { type: 'sabotageAirline', airline: id });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message).toBe(`There is no airline "${id}" on this board.`);
    }
    const t = must(s, 'ann', { type: 'found', airline: 'X', shares: 1 });
    for (const id of ['__proto__', 'hasOwnProperty']) {
      const res = def.apply(t, 'ann', { type: 'claim', airline: 'X', route: id, card: card('wavy', 3) });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message).toBe(`There is no route "${id}" on this board.`);
    }
  });

  it('Hostile ids: a seat that is not at the table, even "__proto__", gets no hand, no moves and a refusal', () => {
    const s = fresh();
    for (const id of HOSTILE_IDS) {
      expect(def.legalMoves(s, id)).toEqual([]);
      expect(def.view(s, id).hand).toBeUndefined();
      expect(def.apply(s, id, { type: 'expand' }).ok).toBe(false);
    }
  });

  it('Hostile ids: a seat list with the player id "__proto__" (a crafted save) is refused at setup with a reason', () => {
    const before = protoNames();
    for (const bad of ['__proto__', 'constructor', 'toString', '', '*market']) {
      const players = [{ id: bad, name: 'Mallory' }, ...ids(2)];
      expect(() => setup({ board: defaultBoard, players, options: {} as never, seed: 1 })).toThrow(SetupError);
    }
    expect(protoNames()).toBe(before);
  });

  it('Board files with prototype-named ids: an airline called "__proto__" and cities called "constructor" and "valueOf" give a clear problem at the id, never a throw, and cannot be played', () => {
    const before = protoNames();
    const airline = defaultBoard.airlines[0]!;
    const [c1, c2] = [defaultBoard.cities[0]!, defaultBoard.cities[1]!];
    // The bundled board file's text with an airline renamed, and two cities renamed everywhere they occur.
    const text = JSON.stringify(boardJson)
      .replace(`"id":"${airline.id}"`, '"id":"__proto__"')
      .replaceAll(`"${c1.id}"`, '"constructor"')
      .replaceAll(`"${c2.id}"`, '"valueOf"');
    const res = checkBoard(def, JSON.parse(text));
    expect(res.ok).toBe(true);
    const errors = res.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.path, p.message])).toEqual([
      ['$.cities[0].id', expect.stringMatching(/cannot have the id "constructor"/)],
      ['$.cities[1].id', expect.stringMatching(/cannot have the id "valueOf"/)],
      ['$.airlines[0].id', expect.stringMatching(/cannot have the id "__proto__"/)],
    ]);
    expect(() => setup({ board: res.board!, players: ids(3), options: {} as never, seed: 1 })).toThrow(SetupError);
    expect(protoNames()).toBe(before);
  });
});
