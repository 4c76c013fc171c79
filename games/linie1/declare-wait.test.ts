/**
 * The route bot does not declare a finished route whose trip is far longer than the one its plan
 * finishes with the tiles in hand this turn (bots.ts' waitsForShorterTrip): it lays them, and
 * declares the shorter trip later. Seed 70023 at 2 seats, route builders in both seats: Ann's
 * route is finished by a 59-square way round while one tile in hand makes the trip 31 squares
 * (the bot used to declare the long one at once, and lost the game).
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../core/simulate.js';
import type { Bot } from '../core/types.js';
import { planRoute, routeBot, type PlanCost } from './bots.js';
import { classicBoard, players } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';
import type { Linie1Move, Linie1State } from './types.js';

interface Seen {
  player: string;
  /** The shortest trip offered. */
  offered: number;
  /** The plan's steps (squares) and trip (squares driven). */
  planSquares: number[];
  planTrip: number;
  move: Linie1Move;
}

/** The route bot, watched: each decision where a declaration is offered, with the plan beside it. */
function watchedGame(seed: number, seats: number): { seen: Seen[]; declared: Map<string, number> } {
  const seen: Seen[] = [];
  const declared = new Map<string, number>();
  const watcher: Bot<Linie1State, Linie1Move> = {
    ...routeBot,
    choose(ctx) {
      const offered = Math.min(...ctx.legal.map((m) => (m.type === 'declare' ? m.path.length : Infinity)));
      // The plan asked before the bot chooses (planRoute changes nothing the bot reads).
      const cost: PlanCost = { tiles: 0, squares: 0 };
      const plan = offered < Infinity ? planRoute(ctx.state, ctx.player, undefined, cost) : null;
      const move = routeBot.choose(ctx);
      if (offered < Infinity) seen.push({ player: ctx.player, offered, planSquares: (plan ?? []).map((st) => st.sq), planTrip: cost.squares, move });
      if (move.type === 'declare') declared.set(ctx.player, move.path.length);
      return move;
    },
  };
  simulate(linie1, { board: classicBoard(), players: players(seats), seed, bots: [watcher] });
  return { seen, declared };
}

describe('the route bot waits for a much shorter trip', () => {
  const { seen, declared } = watchedGame(70023, 2);

  it('lays its plan’s tile instead of declaring a trip 10 or more squares longer, then declares the shorter one', () => {
    // Ann (p1) is offered a 59-square trip while one tile in hand, on square 123, makes it 31.
    const waited = seen.filter((x) => x.planSquares.length > 0 && x.offered - x.planTrip >= 10);
    expect(waited.map((x) => [x.player, x.offered, x.planSquares, x.planTrip])).toEqual([['p1', 59, [123], 31]]);
    const m = waited[0]!.move;
    expect(m.type === 'place' && (m.row - 1) * 12 + (m.col - 1)).toBe(123);
    // A turn later the route is finished the short way, and that trip is declared.
    expect(declared.get('p1')).toBe(33);
  });

  it('declares at once when its plan needs no tile or saves fewer squares', () => {
    const rest = seen.filter((x) => x.planSquares.length === 0 || x.offered - x.planTrip < 10);
    expect(rest.map((x) => [x.player, x.offered, x.move.type])).toEqual([
      ['p2', 46, 'declare'],
      ['p1', 33, 'declare'],
    ]);
  });
});
