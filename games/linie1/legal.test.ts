/**
 * legalMoves against apply, on states taken from bot games: every listed move is accepted, and
 * every single placement apply accepts (tried by brute force over tile, rotation and square)
 * is listed, up to identical rotations of the same tile.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../core/simulate.js';
import { anyMoveBot, routeBot } from './bots.js';
import { classicBoard, layMiniRoute, miniGame, players, put } from './fixtures.test-helpers.js';
import { geometry } from './geometry.js';
import { linie1 } from './index.js';
import type { Linie1State } from './types.js';

const board = classicBoard();
const g = geometry(board);

function sampleStates(): Linie1State[] {
  const out: Linie1State[] = [];
  for (let i = 0; i < 6; i++) {
    simulate(linie1, {
      board, players: players(2 + (i % 4)), seed: 300 + i, bots: i % 2 ? [anyMoveBot] : [routeBot],
      afterMove: (s, _p, _m, k) => { if (k % 37 === 5 && s.step === 'build' && !s.ended) out.push(s); },
    });
  }
  return out;
}

describe('legalMoves and apply agree', () => {
  const states = sampleStates();

  it('Legal moves: every listed move is accepted', () => {
    expect(states.length).toBeGreaterThan(12);
    for (const s of states) {
      const who = s.players[s.current]!.id;
      for (const m of linie1.legalMoves(s, who)) {
        const r = linie1.apply(s, who, m);
        expect(r.ok, JSON.stringify(m)).toBe(true);
      }
    }
  });

  it('Legal moves: every placement apply accepts is listed (complete up to identical rotations)', () => {
    for (const s of states.slice(0, 12)) {
      const who = s.players[s.current]!.id;
      const listed = new Set(
        linie1.legalMoves(s, who).flatMap((m) => (m.type === 'place' ? [`${m.tile}/${segOf(m.tile, m.rotation)}/${m.row},${m.col}`] : [])),
      );
      for (const tile of new Set(s.players[s.current]!.hand)) {
        for (let rotation = 0; rotation < 4; rotation++) {
          for (let row = 1; row <= board.rows; row++) {
            for (let col = 1; col <= board.cols; col++) {
              const r = linie1.apply(s, who, { type: 'place', tile, rotation, row, col });
              if (r.ok) expect(listed.has(`${tile}/${segOf(tile, rotation)}/${row},${col}`)).toBe(true);
            }
          }
        }
      }
    }
  });

  it('Legal moves: the placements first, then the double exchanges, then the declarations, with no gap (the route bot reads the declarations from the end)', () => {
    // Ann's route finished, and two straights side by side that only a pair of her junctions upgrades.
    const s = miniGame();
    layMiniRoute(s);
    put(s, 4, 1, 'straight', 0);
    put(s, 4, 2, 'straight', 0);
    s.players[0]!.hand = ['straight-curve-right', 'straight-curve-right', 'curve', 'curve', 'curve'];
    const legal = linie1.legalMoves(s, 'p1');
    const order = ['place', 'exchangePair', 'declare'];
    const kinds = legal.map((m) => order.indexOf(m?.type));
    expect(new Set(kinds)).toEqual(new Set([0, 1, 2]));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
  });
});

function segOf(tile: string, rotation: number): number {
  return g.types[g.typeIndex.get(tile)!]!.segByRot[rotation]!;
}
