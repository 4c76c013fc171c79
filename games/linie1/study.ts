/**
 * Measurements of the bots, for the benchmark and RULES.md: how many all-route-builder games end
 * without a winner (nobody can lay a tile and nobody is driving).
 */
import { seatPlayers, simulate } from '../core/simulate.js';
import type { Linie1Board } from './board.js';
import { routeBot } from './bots.js';
import { linie1 } from './index.js';

export interface NoWinnerCount {
  games: number;
  noWinner: number;
  /** The seeds of the games without a winner, to look at one. */
  seeds: number[];
}

/** Plays `count` all-route-builder games on seeds `first`, `first + 1`, … with default options. */
export function gamesWithoutWinner(board: Linie1Board, players: number, first: number, count: number): NoWinnerCount {
  const out: NoWinnerCount = { games: count, noWinner: 0, seeds: [] };
  for (let seed = first; seed < first + count; seed++) {
    const r = simulate(linie1, { board, players: seatPlayers(players), seed, bots: [routeBot] });
    if (!r.state.winner) {
      out.noWinner++;
      out.seeds.push(seed);
    }
  }
  return out;
}
