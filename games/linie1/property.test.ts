/**
 * Property test: 1,000 seeded all-bot games at 2 to 5 players (route builders, random players
 * and mixed tables). After every move the tiles add up, every tile on the board obeys the
 * placement rules, and a sample of forbidden moves is refused with a message; replaying setup
 * plus the log gives the same state; every game ends with a winner or a stalemate.
 */
import { describe, expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS, soakCount } from '../core/soak.js';
import { replay, simulate } from '../core/simulate.js';
import type { Bot } from '../core/types.js';
import { anyMoveBot, routeBot } from './bots.js';
import { classicBoard, options, players } from './fixtures.test-helpers.js';
import { geometry, EXITS } from './geometry.js';
import { linie1 } from './index.js';
import { fits, segGrid, sideRules } from './placement.js';
import type { Linie1Move, Linie1State } from './types.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

const GAMES = soakCount(1000);
const board = classicBoard();
const g = geometry(board);
const TOTAL = board.tileTypes.reduce((n, t) => n + t.pile + t.start, 0);

function tilesAddUp(s: Linie1State): boolean {
  let n = s.pile.length + s.unused;
  for (const p of s.players) n += p.hand.length;
  for (const t of s.grid) if (t) n++;
  return n === TOTAL;
}

function boardObeysRules(s: Linie1State): string | null {
  const segs = segGrid(g, s.grid);
  for (let sq = 0; sq < g.size; sq++) {
    if (!segs[sq]) continue;
    if (g.building[sq]! >= 0) return `tile on a building at ${sq}`;
    if (!fits(EXITS[segs[sq]!]!, sideRules(g, segs, sq))) return `tile breaks a rule at ${sq}`;
  }
  for (const [b, key] of Object.entries(s.stopSigns)) {
    const [r, c] = key.split(',').map(Number);
    const sq = (r! - 1) * g.cols + (c! - 1);
    const bsq = g.buildingSquare.get(b)!;
    if (!segs[sq] || !g.buildingNeighbours[g.building[bsq]!]!.includes(sq)) return `stop sign of ${b} misplaced`;
  }
  return null;
}

/** A few moves that must be refused now (a building square, another player, a tile not in hand). */
function forbiddenMoves(s: Linie1State, player: string): [string, Linie1Move][] {
  const other = s.players.find((p) => p.id !== player)!.id;
  const b = board.buildings[s.turn % board.buildings.length]!;
  return [
    [other, { type: 'roll' }],
    [player, { type: 'place', tile: 'straight', rotation: 0, row: b.row, col: b.col }],
    [player, { type: 'declare', path: ['T1a', '1,1', 'T1b'] }],
  ];
}

function tableFor(i: number): Bot<Linie1State, Linie1Move>[] {
  switch (i % 4) {
    case 0: return [routeBot];
    case 1: return [anyMoveBot];
    case 2: return [routeBot, anyMoveBot];
    default: return [anyMoveBot, routeBot];
  }
}

describe('property: all-bot games', () => {
  it(`${GAMES} seeded games at 2 to 5 players keep every invariant and end`, () => {
    const ends = { finished: 0, stalemate: 0 };
    for (let i = 0; i < GAMES; i++) {
      const n = 2 + (Math.floor(i / 4) % 4); // every table kind meets every player count
      const seed = 1000 + i;
      let problem: string | null = null;
      const res = simulate(linie1, {
        board,
        players: players(n),
        seed,
        bots: tableFor(i),
        maxMoves: 3000,
        afterMove: (state, player, _move, index) => {
          if (problem) return;
          if (!tilesAddUp(state)) problem = `tiles do not add up after move ${index}`;
          else problem = boardObeysRules(state);
          if (!problem && index % 25 === 0 && !state.ended) {
            const next = state.players[state.current]!.id;
            for (const [who, m] of forbiddenMoves(state, next)) {
              const r = linie1.apply(state, who, m);
              if (r.ok || r.error.message.length < 10) problem = `forbidden move accepted: ${JSON.stringify(m)}`;
            }
          }
          void player;
        },
      });
      expect(problem, `game ${i} (seed ${seed}, ${n} players)`).toBeNull();
      expect(res.finished, `game ${i} did not end`).toBe(true);
      const o = linie1.outcome(res.state)!;
      if (res.state.ended === 'finished') {
        expect(o.winners).toHaveLength(1);
        ends.finished++;
      } else {
        expect(o.winners).toEqual([]);
        ends.stalemate++;
      }
      if (i % 10 === 0) {
        const again = replay(linie1, { board, players: players(n), options: options(), seed }, res.moves);
        expect(JSON.stringify(again)).toBe(JSON.stringify(res.state));
      }
    }
    expect(ends.finished + ends.stalemate).toBe(GAMES);
    expect(ends.finished).toBeGreaterThan(GAMES / 2);
  });
});
