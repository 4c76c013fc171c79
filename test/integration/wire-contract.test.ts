/**
 * What the host's wire relies on from every game, checked over random whole games:
 * - a seat's view is the spectator's view with the game's `privateView` on top, exactly (JSON
 *   and key order), so the host can send the public view once and a small part per seat;
 * - a move the game declares `undoable` un-learns nothing (test/integration/undo-oracle.ts), and
 *   every game lets some moves be taken back.
 */
import { describe, expect, it } from 'vitest';
import { checkBoard } from '../../games/core/board-check.js';
import { Rng } from '../../games/core/rng.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { GameDefinition } from '../../games/core/types.js';
import { seatView } from '../../formats/view-stream.js';
import { games } from '../../games/index.js';
import { defaultBoardRaw } from '../fixtures/bundled-boards.js';
import { tally, tallyBoardFile } from '../fixtures/fixture-game.js';
import { undoOracle } from './undo-oracle.js';

const registry = new Map<string, GameDefinition>([...games, [tally.id, tally as GameDefinition]]);
/** Each registered game's default bundled board; the test game's own board. */
const boardOf = (def: GameDefinition): unknown => (def.id === tally.id ? tallyBoardFile({ target: 60 }) : defaultBoardRaw(def));

describe('the wire contract of every game', () => {
  for (const def of registry.values()) {
    it(`${def.name}: seat views are the public view plus privateView; declared undos un-learn nothing`, () => {
      expect(def.privateView, `${def.id} declares privateView`).toBeDefined();
      expect(def.undoable, `${def.id} declares undoable`).toBeDefined();
      const check = checkBoard(def, boardOf(def));
      expect(check.ok).toBe(true);
      if (!check.ok) return;
      let undoable = 0;
      let moves = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const n = Math.max(def.minPlayers, Math.min(def.maxPlayers, 2 + seed));
        const players = seatPlayers(n);
        let state = def.setup({ board: check.board, players, options: def.optionsSchema.parse({}), seed });
        const rng = Rng.fromSeed(seed * 31);
        for (let k = 0; k < 1500 && def.outcome(state) === null; k++) {
          const pub = def.view(state, null);
          const views = [pub];
          for (const p of players) {
            const full = def.view(state, p.id);
            views.push(full);
            const rebuilt = seatView(pub, { priv: def.privateView!(state, p.id, pub) as Record<string, unknown>, drop: [] });
            expect(JSON.stringify(rebuilt), `${def.id} seed ${seed} move ${k} seat ${p.id}`).toBe(JSON.stringify(full));
          }
          const player = def.activePlayers(state)[0]!;
          const move = rng.pick(def.legalMoves(state, player));
          const res = def.apply(state, player, move);
          if (!res.ok) throw new Error(res.error.message);
          if (def.undoable!(state, move, res.events)) {
            undoable++;
            const why = undoOracle(state, res.state, res.events, views);
            expect(why, `${def.id}: ${JSON.stringify(move)} is declared undoable but shows ${why}`).toBeNull();
          }
          moves++;
          state = res.state;
        }
      }
      expect(undoable, `${def.id}: some moves can be taken back`).toBeGreaterThan(0);
      expect(undoable).toBeLessThan(moves);
    });
  }
});

describe('the undo oracle itself', () => {
  it('refuses a private event, a random draw and a card leaving a hidden deck; allows a discard pile growing', () => {
    const before = { deck: [5, 6, 7, 8], discard: [1, 2], hand: [1, 2, 3], display: [9, 9, 9], rng: { s: [1, 2, 3, 4] } };
    const views = [{ hand: [1, 2, 3], display: [9, 9, 9], deckSize: 4, discardSize: 2 }];
    expect(undoOracle(before, { ...before, hand: [1, 2], discard: [1, 2, 3] }, [], views)).toBeNull();
    expect(undoOracle(before, before, [{ type: 'draw', text: 'x', visibleTo: ['p1'] }], views)).toMatch(/private/);
    expect(undoOracle(before, { ...before, rng: { s: [9, 2, 3, 4] } }, [], views)).toMatch(/random/);
    // A face-up display refilled from the deck: a reveal.
    expect(undoOracle(before, { ...before, deck: [5, 6, 7], display: [9, 9, 8] }, [], views)).toMatch(/hidden list \$\.deck/);
  });
});
