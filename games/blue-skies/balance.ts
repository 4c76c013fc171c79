/**
 * Measurements for tuning a board, used by the benchmark and when designing boards:
 * how often the strategic bot beats the random one, and whether any opening dominates.
 *
 * An opening is the airport of a player's first gate at setup. The study plays all-strategic
 * games in which one seat (rotating) is made to open at a given airport and then plays on as
 * usual; an opening that dominates shows up as a win share well above 1 / players.
 */
import { randomBot } from '../core/bots.js';
import { Rng } from '../core/rng.js';
import { seatPlayers, simulate } from '../core/simulate.js';
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

/**
 * Where a seat advantage comes from: all-bot games in which one thing changes at a time, played
 * on the same seeds. `rules` are the game as written; the others are diagnoses, not rules.
 */
export type SeatVariant =
  /** Identical strategists, the rules as written. */
  | 'strategic'
  /** Identical random bots: what the rules alone give when nobody plays well. */
  | 'random'
  /** Strategists that buy a random affordable gate 15% of the time instead of their best. */
  | 'noisy'
  /** Strategists, but the first gates at setup are random: the setup order without setup skill. */
  | 'random-setup'
  /** Strategists, setup buying from the first seat forwards instead of from the last backwards. */
  | 'setup-forwards'
  /** Strategists, the last seat also starts round 1 (it picks first at setup and in round 1). */
  | 'last-seat-starts';

export const SEAT_VARIANTS: readonly SeatVariant[] = ['strategic', 'random', 'noisy', 'random-setup', 'setup-forwards', 'last-seat-starts'];

function noisyBot(rate: number): B {
  const base = strategicBot();
  return {
    id: 'noisy',
    name: 'Noisy strategist',
    description: 'The strategist, with a random gate now and then.',
    choose(ctx) {
      const k = ctx.state.phase.kind;
      if ((k === 'buy' || k === 'setupBuy') && ctx.rng.next() < rate) {
        const buys = ctx.legal.filter((m) => m.type === 'buyGate' || m.type === 'buyOut');
        if (buys.length > 0) return ctx.rng.pick(buys);
      }
      return base.choose(ctx);
    },
  };
}

function randomSetupBot(): B {
  const base = strategicBot();
  return {
    id: 'random-setup',
    name: 'Strategist with random first gates',
    description: 'Buys random gates at setup, then plays as the strategist.',
    choose(ctx) {
      if (ctx.state.phase.kind !== 'setupBuy') return base.choose(ctx);
      const buys = ctx.legal.filter((m) => m.type === 'buyGate' || m.type === 'buyOut');
      return buys.length > 0 ? ctx.rng.pick(buys) : ctx.legal[0]!;
    },
  };
}

/** Seat win shares (ties shared) over `games` seeded games of one variant. */
export function seatStudy(board: BlueSkiesBoard, players: number, games: number, variant: SeatVariant, seed0 = 20_000): number[] {
  const bot: B =
    variant === 'random' ? randomBot<BlueSkiesState, BlueSkiesMove>()
      : variant === 'noisy' ? noisyBot(0.15)
        : variant === 'random-setup' ? randomSetupBot()
          : strategicBot();
  const wins = new Array<number>(players).fill(0);
  const seats = seatPlayers(players);
  for (let g = 0; g < games; g++) {
    const seed = seed0 + g;
    let s = blueSkies.setup({ board, players: seats, options: blueSkies.optionsSchema.parse({}), seed });
    if (variant === 'setup-forwards' && s.phase.kind === 'setupBuy') s.phase.order = s.phase.order.slice().reverse();
    if (variant === 'last-seat-starts') s.startPlayer = players - 1;
    const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
    for (let n = 0; blueSkies.outcome(s) === null && n < 5000; n++) {
      const player = blueSkies.activePlayers(s)[0]!;
      const legal = blueSkies.legalMoves(s, player);
      const res = blueSkies.apply(s, player, bot.choose({ state: s, player, legal, rng }));
      if (!res.ok) throw new Error(`seat study: ${res.error.message}`);
      s = res.state;
    }
    const o = blueSkies.outcome(s);
    if (!o) continue;
    for (const w of o.winners) {
      const i = seats.findIndex((p) => p.id === w);
      wins[i] = wins[i]! + 1 / o.winners.length;
    }
  }
  return wins.map((w) => w / games);
}
