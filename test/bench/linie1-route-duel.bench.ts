/**
 * `npm run bench -- linie1-route-duel`: Linie 1's route bot, which keeps its plan between its
 * decisions (games/linie1/kept-plan.ts), against the same bot planning every decision afresh as it
 * did before (`freshPlans`, reachable only from here and the tests). Not weaker is the bar: the
 * Wilson 95 % interval of the new bot's share of wins must include or exceed fair (1 / seats).
 *
 * L1DUEL_GAMES_2 (default 40) and L1DUEL_GAMES_4 (default 24) games at 2 and 4 seats, each deal
 * played with the new bot in every seat in turn (bots.bench.ts' `duel`); L1DUEL_FIRST_DEAL (via
 * BOTS_FIRST_DEAL) moves the deals. Counts, so the machine's load does not change them.
 */
import { games } from '../../games/index.js';
import type { Bot } from '../../games/core/types.js';
import { freshPlans, keptPlanHits, routeBot } from '../../games/linie1/bots.js';
import type { Linie1Move, Linie1State } from '../../games/linie1/types.js';
import { boardOf, duel, wilson } from './bots.bench.js';
import type { Bench } from './harness.js';

export const title = 'Linie 1: the route bot with kept plans against it planning afresh';

/** The route bot as it was: every plan searched afresh. */
const freshRouteBot: Bot<Linie1State, Linie1Move> = {
  ...routeBot,
  id: 'route-fresh',
  name: 'Route builder (plans afresh)',
  choose: (ctx) => freshPlans(() => routeBot.choose(ctx)),
};

export default function (bench: Bench): void {
  const def = games.get('linie1')!;
  const board = boardOf(def);
  for (const [seats, n] of [
    [2, Number(process.env.L1DUEL_GAMES_2 ?? 40)],
    [4, Number(process.env.L1DUEL_GAMES_4 ?? 24)],
  ] as const) {
    if (!(n > 0)) continue;
    const hits = keptPlanHits();
    const { tally } = duel(def, board, routeBot as Bot<unknown, unknown>, freshRouteBot as Bot<unknown, unknown>, n, seats);
    const [lo, hi] = wilson(tally.wins, tally.games);
    bench.report(
      `${seats} seats, kept plans vs afresh`,
      `${tally.wins} of ${tally.games} wins (${((100 * tally.wins) / tally.games).toFixed(0)} %, Wilson 95 % ${lo.toFixed(0)}–${hi.toFixed(0)} %, fair ${(100 / seats).toFixed(0)} %), mean margin ${(tally.margin / tally.games).toFixed(2)}; ${keptPlanHits() - hits} plans kept`,
    );
  }
}
