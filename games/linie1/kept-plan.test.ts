/**
 * The route bot's kept plan (kept-plan.ts, bots.ts' `routePlan`): wherever a decision takes the
 * kept plan instead of a search, it must cost exactly what a fresh search's plan costs (which of
 * equally cheap plans it is may differ: that is the point), and it must be a plan the board still
 * allows. The one exception kept-plan.ts names: a fresh plan that drives over the square just laid
 * n times (there and back) saves its tile n times, so the kept plan may cost up to n - 1 tiles
 * more; that must stay rare. Whole games at 2, 3 and 5 seats, with the blocker playstyle (which plans through the
 * same function) and under the table options that change plans.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../core/simulate.js';
import type { Bot } from '../core/types.js';
import { freshPlans, keptPlanHits, planRoute, type PlanCost, routeBot, routePlan } from './bots.js';
import { classicBoard, options } from './fixtures.test-helpers.js';
import { geometry, ONWARD } from './geometry.js';
import { gridTables } from './grid-tables.js';
import { linie1 } from './index.js';
import { KeptPlan, type PlanInputs } from './kept-plan.js';
import { NO_TILE } from './placement.js';
import { blockerBot } from './playstyles.js';
import type { Linie1Move, Linie1Options, Linie1State } from './types.js';

type L1Bot = Bot<Linie1State, Linie1Move>;

const board = classicBoard();
const g = geometry(board);
/** A tile's cost in a plan (bots.ts' TILE; a square driven costs 1). */
const TILE = 3;

interface Tally {
  checked: number;
  /** Kept plans dearer than a fresh plan over the square just laid more than once. */
  twice: number;
  wrong: string[];
  /** The track at the bot's last decision, to tell the square laid since. */
  segs: Uint8Array | null;
}

/** The bot, checking the kept plan against a fresh search before each of its decisions. */
function checking(bot: L1Bot, t: Tally): L1Bot {
  return {
    ...bot,
    choose(ctx) {
      const before = keptPlanHits();
      const cost: PlanCost = { tiles: 0, squares: 0 };
      const plan = routePlan(ctx.state, ctx.player, cost);
      const { segs, keys } = gridTables(g, ctx.state);
      if (keptPlanHits() > before) {
        const fresh: PlanCost = { tiles: 0, squares: 0 };
        const path: number[] = [];
        const again = planRoute(ctx.state, ctx.player, undefined, fresh, path);
        // Every step is a square a tile may still go on, and not one whose track already runs that way.
        const laidAlready = plan!.some((st) => keys[st.sq] === NO_TILE || (segs[st.sq] && ONWARD[segs[st.sq]! * 4 + st.e]! & (1 << st.o)));
        const extra = cost.tiles * TILE + cost.squares - (fresh.tiles * TILE + fresh.squares);
        const laid = t.segs ? [...segs.keys()].filter((sq) => segs[sq] !== t.segs![sq]) : [];
        const passes = laid.length === 1 ? path.filter((sq) => sq === laid[0]).length : 1;
        if (extra > 0 && extra <= (passes - 1) * TILE) t.twice++;
        else if (!again || laidAlready || extra !== 0) {
          t.wrong.push(`${ctx.player}: kept ${cost.tiles}+${cost.squares}, fresh ${fresh.tiles}+${fresh.squares}${laidAlready ? ', a step already laid' : ''}`);
        }
        t.checked++;
      }
      t.segs = segs.slice();
      return bot.choose(ctx);
    },
  };
}

const cases: { name: string; seats: number; seeds: number[]; bots: L1Bot[]; opts?: Partial<Linie1Options> }[] = [
  { name: '2 seats', seats: 2, seeds: [1, 2, 3], bots: [routeBot] },
  { name: '3 seats', seats: 3, seeds: [11, 12], bots: [routeBot] },
  { name: '5 seats', seats: 5, seeds: [31], bots: [routeBot] },
  { name: 'route builder and blocker', seats: 3, seeds: [51], bots: [routeBot, blockerBot] },
  { name: 'not through own terminals', seats: 3, seeds: [61], bots: [routeBot], opts: { throughOwnTerminals: false } },
  { name: "drivers' tiles when the pile is empty", seats: 4, seeds: [71], bots: [routeBot], opts: { driversTilesWhenPileEmpty: true } },
];

describe("the route bot's kept plan", () => {
  for (const c of cases) {
    it(`${c.name}: costs what a fresh search's plan costs, wherever it is taken`, () => {
      const t: Tally = { checked: 0, twice: 0, wrong: [], segs: null };
      for (const seed of c.seeds) {
        const r = simulate(linie1, { board, players: c.seats, options: options(c.opts), seed, bots: c.bots.map((b) => checking(b, t)) });
        expect(r.finished).toBe(true);
      }
      expect(t.wrong).toEqual([]);
      // The shortcut is taken, often (about a third of the plans in these games).
      expect(t.checked).toBeGreaterThan(10 * c.seeds.length);
      expect(t.twice).toBeLessThanOrEqual(Math.ceil(t.checked / 50));
    });
  }

  it('is never taken while the bot plans afresh (freshPlans)', () => {
    const before = keptPlanHits();
    freshPlans(() => simulate(linie1, { board, players: 2, options: options(), seed: 5, bots: routeBot }));
    expect(keptPlanHits()).toBe(before);
  });
});

describe('KeptPlan, rule by rule', () => {
  // A plan of two steps on empty squares 1 and 2 (in by the left edge 3, out by the right edge 1),
  // driving squares 0 to 3; stop 0 may be made on square 3.
  const size = g.size;
  const inputs = (over: Partial<PlanInputs> = {}): PlanInputs => ({ g, player: 'p1', line: '1', stops: ['A'], throughOwn: true, segs: new Uint8Array(size), hand: [2, 5], coming: [1, 2, 5], ...over });
  const steps = [
    { sq: 1, e: 3, o: 1 },
    { sq: 2, e: 3, o: 1 },
  ];
  const stopAt3 = (): Uint8Array => {
    const b = new Uint8Array(size);
    b[3] = 1;
    return b;
  };
  /** Track from edge 3 to edge 1 (a straight across), as a segment mask. */
  const across = [...Array(64).keys()].find((seg) => ONWARD[seg * 4 + 3]! & (1 << 1))!;
  /** Track that does not run from edge 3 to edge 1. */
  const other = [...Array(64).keys()].find((seg) => seg > 0 && !(ONWARD[seg * 4 + 3]! & (1 << 1)) && !(seg & across))!;
  const kept = (): KeptPlan => {
    const k = new KeptPlan();
    k.keep(inputs(), steps, [TILE, TILE], [0, 1, 2, 3], 4);
    return k;
  };
  const laidOn1 = (): Uint8Array => {
    const segs = new Uint8Array(size);
    segs[1] = across;
    return segs;
  };
  const price = (): number => TILE;

  it('takes the plan without the step laid when nothing else changed', () => {
    const k = kept();
    const segs = laidOn1();
    expect(k.laidSince(g, 'p1', '1', ['A'], true, segs)).toBe(1);
    expect(k.reuse(inputs({ segs, hand: [5] }), 1, price, stopAt3(), 1)).toEqual([steps[1]]);
    const cost = { tiles: 0, squares: 0 };
    k.costInto(cost, TILE);
    expect(cost).toEqual({ tiles: 1, squares: 4 });
  });

  it('searches again when the hand or the tiles to come gained a type', () => {
    const segs = laidOn1();
    expect(kept().reuse(inputs({ segs, hand: [2, 5, 7] }), 1, price, stopAt3(), 1)).toBeNull();
    expect(kept().reuse(inputs({ segs, coming: [1, 2, 3, 5] }), 1, price, stopAt3(), 1)).toBeNull();
  });

  it('searches again when another step got dearer, or the plan no longer passes a stop', () => {
    const segs = laidOn1();
    expect(kept().reuse(inputs({ segs }), 1, () => 2 * TILE, stopAt3(), 1)).toBeNull();
    expect(kept().reuse(inputs({ segs }), 1, price, new Uint8Array(size), 1)).toBeNull();
  });

  it('searches again after an exchange, two tiles, a tile off the plan or across its way, or for another player or route', () => {
    // An exchange on the plan's first square: track lay there (not along the plan's way) and a tile with that track and the way replaced it.
    const k = new KeptPlan();
    const before = new Uint8Array(size);
    before[1] = other;
    k.keep(inputs({ segs: before }), steps, [2 * TILE, TILE], [0, 1, 2, 3], 4);
    const exchanged = before.slice();
    exchanged[1] = other | across;
    expect(k.laidSince(g, 'p1', '1', ['A'], true, exchanged)).toBe(-2);
    const two = laidOn1();
    two[2] = across;
    expect(kept().laidSince(g, 'p1', '1', ['A'], true, two)).toBe(-2);
    const off = new Uint8Array(size);
    off[9] = across;
    expect(kept().laidSince(g, 'p1', '1', ['A'], true, off)).toBe(-2);
    const crossWise = new Uint8Array(size);
    crossWise[1] = other;
    expect(kept().laidSince(g, 'p1', '1', ['A'], true, crossWise)).toBe(-2);
    expect(kept().laidSince(g, 'p2', '1', ['A'], true, laidOn1())).toBe(-2);
    expect(kept().laidSince(g, 'p1', '2', ['A'], true, laidOn1())).toBe(-2);
    expect(kept().laidSince(g, 'p1', '1', ['B'], true, laidOn1())).toBe(-2);
    expect(kept().laidSince(g, 'p1', '1', ['A'], false, laidOn1())).toBe(-2);
    expect(kept().laidSince(g, 'p1', '1', ['A'], true, new Uint8Array(size))).toBe(-1);
  });
});
