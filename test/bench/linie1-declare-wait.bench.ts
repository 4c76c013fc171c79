/**
 * `npm run bench -- linie1-declare-wait`: does Linie 1's route bot lose by declaring a finished
 * route at once when its plan says one turn's tiles from hand would make the trip much shorter?
 *
 * Every default bot declares as soon as a route is finished (bots.ts' `chooseRouteMove`,
 * playstyles.ts' `common`), from the terminal with the shorter trip. The plan search is not at
 * fault: at such a decision it answers with a plan of one or two tiles and a far shorter trip
 * (tiles cost 3, squares 1), and the bot does not ask it. This measures the other choice, paired:
 * each deal is played with route bots in every seat; for each seat whose bot declared a trip at
 * least WAIT_SQUARES squares longer than a plan of at most a turn's tiles, all of them fitting a
 * tile in hand, the same deal is played again with that seat's bot waiting at those decisions
 * (it builds instead, as the route bot does; nothing else changes, so the two games are the same
 * up to the first wait). Counts of the seat's wins in both games, and the discordant pairs with
 * their two-sided sign test. The waiting bot lives here only: it is not offered at a table.
 *
 * L1WAIT_SEATS (default 2,3,4,5), L1WAIT_DEALS (default 150 per seat count), L1WAIT_FIRST_DEAL
 * (default 80000), L1WAIT_SQUARES (default 10). Counts, so the machine's load does not change them.
 */
import type { Bot } from '../../games/core/types.js';
import { simulate } from '../../games/core/simulate.js';
import { planRoute, routeBot, type PlanCost } from '../../games/linie1/bots.js';
import { classicBoard, players } from '../../games/linie1/fixtures.test-helpers.js';
import { geometry, pairBit } from '../../games/linie1/geometry.js';
import { gridTables } from '../../games/linie1/grid-tables.js';
import { linie1 } from '../../games/linie1/index.js';
import { handTypes, placementsOn } from '../../games/linie1/placement.js';
import { playerOf } from '../../games/linie1/rules.js';
import type { Linie1Move, Linie1State } from '../../games/linie1/types.js';
import { wilson } from './bots.bench.js';
import type { Bench } from './harness.js';

export const title = 'Linie 1: the route bot declaring at once against waiting for a much shorter trip';

type L1Bot = Bot<Linie1State, Linie1Move>;
type Ctx = Parameters<L1Bot['choose']>[0];

const SEATS = (process.env.L1WAIT_SEATS ?? '2,3,4,5').split(',').map(Number);
const DEALS = Number(process.env.L1WAIT_DEALS ?? 150);
const FIRST = Number(process.env.L1WAIT_FIRST_DEAL ?? 80000);
const SQUARES = Number(process.env.L1WAIT_SQUARES ?? 10);

/** A declaration is offered whose shortest trip is SQUARES or more longer than a plan this turn's hand can lay. */
function shorterInHand(ctx: Ctx): boolean {
  let shortest = Infinity;
  for (const m of ctx.legal) if (m.type === 'declare' && m.path.length < shortest) shortest = m.path.length;
  if (shortest === Infinity) return false;
  const cost: PlanCost = { tiles: 0, squares: 0 };
  const plan = planRoute(ctx.state, ctx.player, undefined, cost);
  if (!plan || plan.length === 0 || plan.length > ctx.state.board.tilesPerTurn || shortest - cost.squares < SQUARES) return false;
  const g = geometry(ctx.state.board);
  const { keys } = gridTables(g, ctx.state);
  const types = handTypes(g, playerOf(ctx.state, ctx.player)!.hand);
  return plan.every((st) => placementsOn(g, keys[st.sq]!, types, st.sq).some((c) => (c.seg & pairBit(st.e, st.o)) !== 0));
}

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
      const watching: L1Bot = { ...routeBot, choose: (ctx) => (shorterInHand(ctx) && seen.add(ctx.player), routeBot.choose(ctx)) };
      const base = simulate(linie1, { board, players: players(seats), seed, bots: [watching] });
      for (const seat of seen) {
        const waiting: L1Bot = {
          ...routeBot,
          choose: (ctx) => {
            if (ctx.player !== seat || !shorterInHand(ctx)) return routeBot.choose(ctx);
            waits++;
            return routeBot.choose({ ...ctx, legal: ctx.legal.filter((m) => m.type !== 'declare') });
          },
        };
        const again = simulate(linie1, { board, players: players(seats), seed, bots: [waiting] });
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
      `${seats} seats, deals ${FIRST}–${FIRST + DEALS - 1}, trips ≥ ${SQUARES} squares longer`,
      `${pairs} seat-deals where the bot could wait (${waits} waits); the seat won ${pc(oldWins)} declaring at once, ${pc(newWins)} waiting; won only waiting ${onlyNew}, only declaring ${onlyOld} (sign test p = ${signTest(onlyNew, onlyOld).toFixed(3)})`,
    );
  }
}
