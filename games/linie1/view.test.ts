/**
 * The placement notes a building player's view carries: for every square, tile of the hand and
 * turn, "may go" exactly when `apply` accepts the placement, and otherwise the very sentence
 * `apply` refuses it with. Only the player to lay tiles gets them.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { routeBot } from './bots.js';
import { newGame } from './fixtures.test-helpers.js';
import { legalMoves } from './rules.js';
import type { Linie1State } from './types.js';
import { placementNote, view } from './view.js';
import { word } from '../core/wording.js';
import { linie1Messages } from './messages.js';
import { privateView } from './wire.js';
import { linie1 } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

/** States along a route-bot game: every building state where the current player may lay a tile. */
function buildingStates(seed: number, players: number, moves: number): Linie1State[] {
  let s = newGame(players, seed);
  const rng = new Rng({ s: [seed, 2, 3, 4] });
  const out: Linie1State[] = [];
  for (let i = 0; i < moves && !s.ended; i++) {
    const p = s.players[s.current]!;
    if (s.step === 'build') out.push(s);
    const move = routeBot.choose({ state: s, player: p.id, legal: legalMoves(s, p.id), rng });
    const r = apply(s, p.id, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

describe('View: placement notes for the player laying tiles', () => {
  it('Placement notes: every square, tile and turn says "may go" exactly when apply accepts it, else apply’s own reason', () => {
    const states = buildingStates(5, 3, 120);
    expect(states.length).toBeGreaterThan(20);
    let refusals = 0;
    let exchanges = 0;
    // Every fourth state keeps the test quick; the board fills up as the game goes on.
    for (const s of states.filter((_, i) => i % 4 === 0 || i === states.length - 1)) {
      const p = s.players[s.current]!;
      const notes = view(s, p.id).placement!;
      expect(notes.tiles).toEqual([...new Set(p.hand)]);
      for (let sq = 0; sq < s.board.rows * s.board.cols; sq++) {
        const row = Math.floor(sq / s.board.cols) + 1;
        const col = (sq % s.board.cols) + 1;
        for (const tile of notes.tiles) {
          for (let k = 0; k < 4; k++) {
            const r = apply(s, p.id, { type: 'place', tile, rotation: k, row, col });
            const note = placementNote(notes, sq, tile, k);
            if (r.ok) {
              expect(note).toBeNull();
              if (s.grid[sq]) exchanges++;
            } else {
              expect(note && word(linie1Messages, 'en', note)).toBe(r.error.message);
              refusals++;
            }
          }
        }
      }
    }
    expect(refusals).toBeGreaterThan(1000);
    expect(exchanges).toBeGreaterThan(0);
  });

  it('Placement notes: the turn legal moves use for the same track (a straight turned twice is the straight)', () => {
    const s = newGame(2, 1);
    const notes = view(s, 'p1').placement!;
    const t = notes.tiles.indexOf('straight');
    expect(notes.sameAs.slice(t * 4, t * 4 + 4)).toEqual([0, 1, 0, 1]);
    const c = notes.tiles.indexOf('curve');
    expect(notes.sameAs.slice(c * 4, c * 4 + 4)).toEqual([0, 1, 2, 3]);
    const legal = legalMoves(s, 'p1').filter((m) => m.type === 'place' && m.tile === 'straight');
    expect(legal.every((m) => m.type === 'place' && (m.rotation === 0 || m.rotation === 1))).toBe(true);
  });

  it('Placement notes: only the player to lay tiles gets them; others, spectators and a refilling player do not', () => {
    const s = newGame(3, 2);
    expect(view(s, 'p1').placement).not.toBeNull();
    expect(view(s, 'p2').placement).toBeNull();
    expect(view(s, null).placement).toBeNull();
    // The wire sends a seat's part on top of the public view: the notes are in it.
    expect(privateView(s, 'p1', view(s, null)).placement).toEqual(view(s, 'p1').placement);
    expect(privateView(s, 'p2', view(s, null)).placement).toBeNull();
  });
});
