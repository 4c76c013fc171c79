/**
 * The Blue Skies playstyle for the playtest lab, the Strategist steered by its aim
 * (core/steer.ts): the Strategist's judgement, among the moves the style allows.
 * - `spreader` opens one gate at as many airports as it can, for the region majorities: it never
 *   opens a second gate at an airport.
 * Two more were removed because no bias of theirs stayed competent: a hub buyer (gates piled
 * into the busiest airports, or even only buying out every local airline it could) and a points
 * hoarder (at most two gates a round) each won 0 of 40 two-seat games against the Strategist,
 * losing by 54 to 113 points on average (`npm run bench -- bots`). Blue Skies pays for gates
 * everywhere; a style that buys fewer of them is a handicap, not a way of playing.
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import { steered } from '../core/steer.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { airportById } from './board.js';
import { strategicBot } from './bots.js';
import { airportList } from './passengers.js';
import { boardNumbers } from './region-gain.js';
import { LOCAL, type BlueSkiesMove, type BlueSkiesState } from './types.js';

type Ctx = BotContext<BlueSkiesState, BlueSkiesMove>;
type Buy = Extract<BlueSkiesMove, { type: 'buyGate' | 'buyOut' }>;

function gatesAt(s: BlueSkiesState, airport: string, who: PlayerId): { mine: number; rivals: number; open: number } {
  let mine = 0;
  let rivals = 0;
  let open = 0;
  for (const g of s.airports[airport]?.gates ?? []) {
    if (g === null) continue;
    open++;
    if (g === who) mine++;
    else if (g !== LOCAL) rivals++;
  }
  return { mine, rivals, open };
}

function cost(s: BlueSkiesState, m: Buy): number {
  const a = airportById(s.board, m.airport)!;
  if (m.type === 'buyOut') return a.buyout ?? 99;
  const free = s.airports[m.airport]!.gates.indexOf(null);
  return free < 0 ? 99 : a.gates[free]!.cost;
}

function buys(legal: BlueSkiesMove[]): Buy[] {
  return legal.filter((m): m is Buy => m.type === 'buyGate' || m.type === 'buyOut');
}

/** The buys that pass `keep`, best first by `score` (each scored once), and the end of purchases. */
function buysOr(legal: BlueSkiesMove[], keep: (m: Buy) => boolean, score: (m: Buy) => number): BlueSkiesMove[] {
  const picked = buys(legal)
    .filter(keep)
    .map((m) => ({ m, v: score(m) }))
    .sort((a, b) => b.v - a.v)
    .map((x) => x.m);
  return [...picked, ...legal.filter((m) => m.type === 'endPurchases')];
}

/** How many regions each airport lies in, by board (boards never change during a game). */
const regionCounts = new WeakMap<BlueSkiesState['board'], Map<string, number>>();

function regionsWith(board: BlueSkiesState['board'], airport: string): number {
  let counts = regionCounts.get(board);
  if (!counts) regionCounts.set(board, (counts = new Map()));
  let n = counts.get(airport);
  if (n === undefined) counts.set(airport, (n = board.regions.filter((r) => r.airports.includes(airport)).length));
  return n;
}

const buying = (s: BlueSkiesState): boolean => s.phase.kind === 'buy' || s.phase.kind === 'setupBuy';

// --- Spreader ------------------------------------------------------------------------------------

export function spreaderAim(ctx: Ctx): BlueSkiesMove[] | undefined {
  const { state: s, player: me, legal } = ctx;
  if (!buying(s)) return undefined;
  // A first gate anywhere, where it counts in the most regions; never a second at one airport.
  // By the airports' numbers, each buy scored once (spreaderAimPlain's order: a stable sort of
  // the kept buys in their legal order, then the end of purchases).
  const nums = boardNumbers(s.board);
  const list = airportList(s);
  // The kept buys and their values, sorted as they come: each goes after every kept one of at
  // least its value (the stable sort's order, best first), without a comparator call per pair.
  const out: BlueSkiesMove[] = [];
  const values: number[] = [];
  const ends: BlueSkiesMove[] = [];
  for (let k = 0; k < legal.length; k++) {
    const m = legal[k]!;
    if (m.type === 'endPurchases') {
      ends.push(m);
      continue;
    }
    if (m.type !== 'buyGate' && m.type !== 'buyOut') continue;
    const i = nums.index.get(m.airport);
    const st = i === undefined ? undefined : list[i];
    if (i === undefined || !st) return spreaderAimPlain(ctx);
    const gates = st.gates;
    let mine = false;
    for (let j = 0; j < gates.length; j++) if (gates[j] === me) mine = true;
    if (mine) continue;
    const a = s.board.airports[i]!;
    let price: number;
    if (m.type === 'buyOut') price = a.buyout ?? 99;
    else {
      const free = gates.indexOf(null);
      price = free < 0 ? 99 : a.gates[free]!.cost;
    }
    const v = nums.regionsOf[i]!.length * 2 - price;
    let at = out.length;
    while (at > 0 && values[at - 1]! < v) at--;
    out.splice(at, 0, m);
    values.splice(at, 0, v);
  }
  for (const m of ends) out.push(m);
  return out;
}

/** The spreader's aim as first written, from the airports' ids (the referee of the numbered one). */
export function spreaderAimPlain(ctx: Ctx): BlueSkiesMove[] | undefined {
  const { state: s, player: me, legal } = ctx;
  if (!buying(s)) return undefined;
  return buysOr(legal, (m) => gatesAt(s, m.airport, me).mine === 0, (m) => regionsWith(s.board, m.airport) * 2 - cost(s, m));
}

export const spreader: Bot<BlueSkiesState, BlueSkiesMove> = steered(strategicBot(), {
  id: 'spreader',
  ...botWords(said, 'blueSkies', 'spreader'),
  aim: spreaderAim,
  // Both ways of the aim answer moves of `ctx.legal` itself (the very objects, in a new order):
  // no look-up of them in the legal list (bot-fast-paths.test.ts plays it both ways).
  answersLegal: true,
});

/** The playstyles, added to the game's bots (index.ts). */
export const styles: Bot<BlueSkiesState, BlueSkiesMove>[] = [spreader];
