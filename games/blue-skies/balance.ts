/**
 * Measurements for tuning a board, used by the benchmark and when designing boards:
 * how often the strategic bot beats the random one, and whether any opening dominates.
 *
 * An opening is the airport of a player's first gate at setup. The study plays all-strategic
 * games in which one seat (rotating) is made to open at a given airport and then plays on as
 * usual; an opening that dominates shows up as a win share well above 1 / players.
 */
import { randomBot } from '../core/bots.js';
import { simulate } from '../core/simulate.js';
import type { Bot } from '../core/types.js';
import type { BlueSkiesBoard } from './board.js';
import { strategicBot } from './bots.js';
import { blueSkies } from './index.js';
import type { BlueSkiesMove, BlueSkiesState } from './types.js';

type B = Bot<BlueSkiesState, BlueSkiesMove>;

/** The strategic bot, made to open its first setup gate at `airport` when it can. */
export function openingBot(airport: string): B {
  const base = strategicBot();
  return {
    id: `opening-${airport}`,
    name: `Opens at ${airport}`,
    description: 'The strategist with a fixed first gate.',
    choose(ctx) {
      const p = ctx.state.phase;
      if (p.kind === 'setupBuy' && p.bought === 0) {
        const m = ctx.legal.find((x) => x.type === 'buyGate' && x.airport === airport);
        if (m) return m;
      }
      return base.choose(ctx);
    },
  };
}

/** The share of games (ties counted as a share) the seat playing `bots[seat]` wins. */
function winShare(board: BlueSkiesBoard, players: number, seed: number, bots: B[], seat: number): number {
  const r = simulate(blueSkies, { board, players, seed, bots });
  const o = blueSkies.outcome(r.state);
  if (!o) return 0;
  const id = `p${seat + 1}`;
  return o.winners.includes(id) ? 1 / o.winners.length : 0;
}

export interface VersusResult {
  games: number;
  /** The strategic seat's wins (ties shared), as a share of games. */
  strategicWinRate: number;
  /** What a seat would win by chance, averaged over the player counts played. */
  chance: number;
}

/** One strategic bot against random bots, at 2 to 5 players, rotating its seat. */
export function strategicVersusRandom(board: BlueSkiesBoard, games: number, seed0 = 1): VersusResult {
  const strategic = strategicBot();
  const random = randomBot<BlueSkiesState, BlueSkiesMove>();
  let won = 0;
  let chance = 0;
  for (let g = 0; g < games; g++) {
    const n = 2 + (g % 4);
    const seat = Math.floor(g / 4) % n;
    const bots = Array.from({ length: n }, (_, i) => (i === seat ? strategic : random));
    won += winShare(board, n, seed0 + g, bots, seat);
    chance += 1 / n;
  }
  return { games, strategicWinRate: won / games, chance: chance / games };
}

export interface OpeningRow {
  airport: string;
  games: number;
  /** Win share divided by the chance share (1 = as good as any seat; 2 = twice as often). */
  relative: number;
}

/** For each airport: how well a player does who opens there, relative to chance. */
export function openingStudy(board: BlueSkiesBoard, gamesPerAirport: number, playerCounts: number[] = [3, 4], seed0 = 7): OpeningRow[] {
  const strategic = strategicBot();
  const rows: OpeningRow[] = [];
  for (const a of board.airports) {
    const forced = openingBot(a.id);
    let rel = 0;
    for (let g = 0; g < gamesPerAirport; g++) {
      const n = playerCounts[g % playerCounts.length]!;
      const seat = g % n;
      const bots = Array.from({ length: n }, (_, i) => (i === seat ? forced : strategic));
      rel += winShare(board, n, seed0 + g * 7919, bots, seat) * n;
    }
    rows.push({ airport: a.id, games: gamesPerAirport, relative: rel / gamesPerAirport });
  }
  return rows.sort((x, y) => y.relative - x.relative);
}

/** How often each seat wins all-strategic games (ties shared): the first seat starts. */
export function seatShares(board: BlueSkiesBoard, players: number, games: number, seed0 = 9000): number[] {
  const strategic = strategicBot();
  const wins = new Array<number>(players).fill(0);
  for (let g = 0; g < games; g++) {
    const r = simulate(blueSkies, { board, players, seed: seed0 + g, bots: strategic });
    const o = blueSkies.outcome(r.state);
    if (!o) continue;
    for (const w of o.winners) {
      const i = r.state.players.findIndex((p) => p.id === w);
      wins[i] = wins[i]! + 1 / o.winners.length;
    }
  }
  return wins.map((w) => w / games);
}
