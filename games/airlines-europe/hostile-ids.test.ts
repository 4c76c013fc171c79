/**
 * Ids are data (issue: hostile input): an id that arrives in a move, a board or a seat list is
 * looked up, never used to reach into a plain object's prototype.
 */
import { describe, expect, it } from 'vitest';
import europeJson from '../../boards/airlines-europe/europe.board.json';
import { checkBoard } from '../core/board-check.js';
import { SetupError } from '../core/errors.js';
import { checkHostileMoves } from '../core/hostile-moves.js';
import { HOSTILE_IDS } from '../core/ids.js';
import { airlinesEurope as def } from './index.js';
import { addCards } from './cards.js';
import { recordFor } from './secret.js';
import { europeBoard, newGame, started } from './testing.js';

const protoNames = (): string => Object.getOwnPropertyNames(Object.prototype).sort().join();

describe('Airlines Europe: ids are data', () => {
  it('Hostile ids: legal moves with an id replaced by a prototype key or an odd string are refused with a message, never thrown or applied, and Object.prototype stays as it was (2 to 6 players, both scoring-pick options)', () => {
    const codes: Record<string, number> = {};
    for (const players of [2, 3, 4, 5, 6]) {
      for (const oneScoringPickEach of [false, true]) {
        const r = checkHostileMoves(def, { board: europeBoard, players, games: 2, every: 4, seed: 10 * players, options: { secretVictoryPoints: true, oneScoringPickEach } });
        expect(r.failures).toEqual([]);
        for (const [code, n] of Object.entries(r.codes)) codes[code] = (codes[code] ?? 0) + n;
        expect(r.states).toBeGreaterThan(40);
        expect(r.tried).toBeGreaterThan(2000);
      }
    }
    // Refused by the rules with a reason, never by an accident caught on the way ("internal").
    expect(codes.internal).toBeUndefined();
    expect(codes['unknown-airline']).toBeGreaterThan(100);
  });

  it('Hostile ids: playing a "valueOf" share pays nothing and says why', () => {
    const s = started(3, 2);
    for (const id of ['valueOf', '__proto__', 'constructor', 'hasOwnProperty']) {
      const res = def.apply(s, 'p1', { type: 'playShares', airlines: [id] });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message).toBe(`There is no airline "${id}" in this game.`);
      const two = def.apply(s, 'p1', { type: 'playShares', airlines: [Object.keys(s.hands.p1!)[0]!, id] });
      expect(two.ok).toBe(false);
    }
    expect(s.money.p1).toBe(8);
  });

  it('Hostile ids: an opening choice or a trade card named after a prototype key is refused', () => {
    const s = newGame(3, 2);
    const first = Object.keys(s.hands.p1!)[0]!;
    for (const id of HOSTILE_IDS) {
      const res = def.apply(s, 'p1', { type: 'chooseOpening', airlines: [first, id] });
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message.length).toBeGreaterThan(10);
    }
    let t = started(3, 2);
    const res = def.apply(t, 'p1', { type: 'startTrade', give: 1 });
    expect(res.ok).toBe(true);
    if (res.ok) t = res.state;
    for (const from of ['hand', 'holdings'] as const) {
      const bad = def.apply(t, 'p1', { type: 'discard', from, airline: 'toString' });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error.message).toBe('There is no airline "toString" in this game.');
    }
  });

  it('Hostile ids: a seat that is not at the table, even "__proto__", gets no hand, no moves and a refusal', () => {
    const s = started(3, 2);
    const before = protoNames();
    for (const id of HOSTILE_IDS) {
      expect(def.legalMoves(s, id)).toEqual([]);
      expect(def.view(s, id).hand).toBeUndefined();
      const res = def.apply(s, id, { type: 'takeMoney' });
      expect(res.ok).toBe(false);
    }
    expect(protoNames()).toBe(before);
  });

  it('Hostile ids: a seat list with the player id "__proto__" (a crafted save) is refused at setup with a reason', () => {
    for (const bad of ['__proto__', 'constructor', '', '*third']) {
      const players = [
        { id: bad, name: 'Mallory' },
        { id: 'p2', name: 'Bob' },
      ];
      expect(() => def.setup({ board: europeBoard, players, options: {}, seed: 1 })).toThrow(SetupError);
    }
    expect(protoNames()).toBe(Object.getOwnPropertyNames(Object.prototype).sort().join());
  });

  it('Board files with prototype-named ids: an airline called "__proto__" and a city called "constructor" give a clear problem at the id, never a throw, and cannot be played', () => {
    const before = protoNames();
    // The bundled board file's text with three ids renamed everywhere they occur.
    const text = JSON.stringify(europeJson).replaceAll('"channel"', '"__proto__"').replaceAll('"london"', '"constructor"').replaceAll('"paris"', '"valueOf"');
    const res = checkBoard(def, JSON.parse(text));
    expect(res.ok).toBe(true);
    const errors = res.problems.filter((p) => p.severity === 'error');
    const airline = europeBoard.airlines.findIndex((a) => a.id === 'channel');
    const city = europeBoard.cities.findIndex((c) => c.id === 'london');
    expect(errors.map((p) => p.path)).toEqual(expect.arrayContaining([`$.airlines[${airline}].id`, `$.cities[${city}].id`]));
    expect(errors.find((p) => p.path === `$.airlines[${airline}].id`)!.message).toMatch(/cannot have the id "__proto__"/);
    expect(errors.find((p) => p.path === `$.cities[${city}].id`)!.message).toMatch(/cannot have the id "constructor"/);
    expect(() => def.setup({ board: res.board!, players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }], options: {}, seed: 1 })).toThrow(SetupError);
    expect(protoNames()).toBe(before);
  });
  it('a scoring record shown to a seat named __proto__ gives it its points as an own entry, and Object.prototype stays as it was', () => {
    const before = protoNames();
    const s = newGame(3, 4);
    const points = JSON.parse('{"p1": 4, "__proto__": 7}') as Record<string, number>;
    const rec = { number: 1, holder: 'p1', points, airlines: [], fictitious: null };
    const shown = recordFor(s, rec, '__proto__');
    expect(Object.keys(shown.points)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(shown.points, '__proto__')?.value).toBe(7);
    expect(Object.getPrototypeOf(shown.points)).toBe(Object.prototype);
    expect(recordFor(s, rec, 'p1').points).toEqual({ p1: 4 });
    expect(protoNames()).toBe(before);
  });

  it('addCards refuses a prototype name as a card, also after the names it has already let through are kept (cards.ts)', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 3; i++) addCards(counts, `card-${i}`);
    addCards(counts, 'card-1');
    expect(counts['card-1']).toBe(2);
    // Twice each: a name refused once is refused again.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'prototype', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'prototype']) {
      expect(() => addCards(counts, name)).toThrow('is not a card');
    }
    expect(Object.keys(counts)).toHaveLength(3);
  });
});
