/**
 * `npm run bench -- linie1-declare-wait`: Linie 1's route bot lays its plan's tiles instead of
 * declaring a finished route whose trip is far longer than the plan's (bots.ts'
 * `waitsForShorterTrip`); before, it declared at once, as the playstyles still do
 * (playstyles.ts' `common`). This measures the two, paired: each deal is played with route bots
 * that declare at once in every seat; for each seat whose bot would have waited at some
 * decision, the same deal is played again with that seat's bot as it is now (the games are the
 * same up to its first wait). Counts of the seat's wins in both games, and the discordant pairs
 * with their two-sided sign test.
 *
 * The plan search is not at fault: at such a decision it answers with a plan of a tile or two
 * and a far shorter trip; the bot did not ask it.
 *
 * L1WAIT_SEATS (default 2,3,4,5), L1WAIT_DEALS (default 150 per seat count), L1WAIT_FIRST_DEAL
 * (default 80000). Counts, so the machine's load does not change them.
 */
import type { Bot } from '../../games/core/types.js';
import { simulate } from '../../games/core/simulate.js';
import { routeBot, waitsForShorterTrip } from '../../games/linie1/bots.js';
import { classicBoard, players } from '../../games/linie1/fixtures.test-helpers.js';
import { linie1 } from '../../games/linie1/index.js';
import type { Linie1Move, Linie1State } from '../../games/linie1/types.js';
import { wilson } from './bots.bench.js';
import type { Bench } from './harness.js';

export const title = 'Linie 1: the route bot declaring at once against waiting for a much shorter trip';

type L1Bot = Bot<Linie1State, Linie1Move>;
type Ctx = Parameters<L1Bot['choose']>[0];

const SEATS = (process.env.L1WAIT_SEATS ?? '2,3,4,5').split(',').map(Number);
const DEALS = Number(process.env.L1WAIT_DEALS ?? 150);
const FIRST = Number(process.env.L1WAIT_FIRST_DEAL ?? 80000);
/** The shortest trip a declaration offers, Infinity when none is offered. */
function shortestTrip(legal: readonly Linie1Move[]): number {
  let shortest = Infinity;
  for (const m of legal) if (m.type === 'declare' && m.path.length < shortest) shortest = m.path.length;
  return shortest;
}

/** The route bot as it was: a finished route declared at once (the shortest trip, as chooseRouteMove picks it). */
const atOnce: L1Bot = {
  ...routeBot,
  choose: (ctx) => {
    const shortest = shortestTrip(ctx.legal);
    if (shortest === Infinity) return routeBot.choose(ctx);
    return ctx.rng.pick(ctx.legal.filter((m) => m.type === 'declare' && m.path.length === shortest));
  },
};

/** Two-sided exact sign test of `a` against `b` discordant pairs. */
function signTest(a: number, b: number): number {
  const n = a + b;
  const k = Math.max(a, b);
  let tail = 0;
  let c = 1;
  for (let i = 0; i <= n; i++) {
    if (i >= k) tail += c;
    c = (c * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

export default function (bench: Bench): void {
  const board = classicBoard();
  for (const seats of SEATS) {
    let pairs = 0;
    let oldWins = 0;
    let newWins = 0;
    let onlyOld = 0;
    let onlyNew = 0;
    let waits = 0;
    for (let seed = FIRST; seed < FIRST + DEALS; seed++) {
      const seen = new Set<string>();
      const watching: L1Bot = {
        ...atOnce,
        choose: (ctx) => {
          const shortest = shortestTrip(ctx.legal);
          if (shortest < Infinity && waitsForShorterTrip(ctx, shortest)) seen.add(ctx.player);
          return atOnce.choose(ctx);
        },
      };
      const base = simulate(linie1, { board, players: players(seats), seed, bots: [watching] });
      for (const seat of seen) {
        const now: L1Bot = {
          ...routeBot,
          choose: (ctx) => {
            if (ctx.player !== seat) return atOnce.choose(ctx);
            const shortest = shortestTrip(ctx.legal);
            if (shortest < Infinity && waitsForShorterTrip(ctx, shortest)) waits++;
            return routeBot.choose(ctx);
          },
        };
        const again = simulate(linie1, { board, players: players(seats), seed, bots: [now] });
        const before = base.state.winner === seat;
        const after = again.state.winner === seat;
        pairs++;
        if (before) oldWins++;
        if (after) newWins++;
        if (before && !after) onlyOld++;
        if (after && !before) onlyNew++;
      }
    }
    const pc = (w: number): string => {
      const [lo, hi] = wilson(w, pairs);
      return `${w} (${pairs ? ((100 * w) / pairs).toFixed(0) : '-'} %, Wilson 95 % ${lo.toFixed(0)}–${hi.toFixed(0)} %)`;
    };
    bench.report(
      `${seats} seats, deals ${FIRST}–${FIRST + DEALS - 1}`,
      `${pairs} seat-deals where the bot waits (${waits} waits); the seat won ${pc(oldWins)} declaring at once, ${pc(newWins)} waiting; won only waiting ${onlyNew}, only declaring ${onlyOld} (sign test p = ${signTest(onlyNew, onlyOld).toPrecision(2)})`,
    );
  }
}
