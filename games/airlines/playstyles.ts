/**
 * Three Airlines playstyles for the playtest lab, so a report can say which way of playing a
 * board rewards. Each is the Strategist steered by its aim (core/steer.ts): the Strategist's
 * judgement, among the moves the style allows.
 * - `majority` (majority hunter) lays out shares wherever that wins or keeps a majority, takes
 *   the face-up shares it can lead with, grows only airlines it leads, and never sabotages;
 * - `network` (network builder) grows an airline along the routes that open the most new ones
 *   (which airline to grow stays the Strategist's choice), and takes the shares shown rather
 *   than draw blind;
 * - `speculator` (sabotage-minded) lays out single shares to earn sabotage markers, blocks the
 *   routes rivals' airlines would grow on, and draws blind from the deck.
 * Each answers with one of the legal moves it is given.
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import { movesOf } from '../core/choose.js';
import { steered } from '../core/steer.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { strategistBot } from './bots.js';
import { indexBoard } from './board.js';
import { airlineValue, claimableRoutes, countOf, isInactive } from './queries.js';
import { numbersOf } from './derived.js';
import { seatOfPlayer, seatPoints, sharesBySeat, stakeOf } from './seat-shares.js';
import type { AirlinesMove, AirlinesState } from './types.js';

type Ctx = BotContext<AirlinesState, AirlinesMove>;
type Move<T extends AirlinesMove['type']> = Extract<AirlinesMove, { type: T }>;

/** The most shares any rival has laid out, and mine. */
function stake(s: AirlinesState, me: PlayerId, airline: string): { mine: number; rival: number } {
  return stakeOf(s, seatOfPlayer(s, me), airline);
}

/** An airline's worth for planning: its markers now, plus a little for room to grow. */
function worth(s: AirlinesState, airline: string): number {
  if (isInactive(s, airline)) return 0;
  return Math.max(airlineValue(s, airline), 2) + Math.min(claimableRoutes(s, airline).length, 4) / 2;
}

/** Clean-ups come first for every style: they cost nothing and keep a hand useful. */
function cleanup(legal: AirlinesMove[]): AirlinesMove | undefined {
  return legal.find((m) => m.type === 'exchangeFlight' || m.type === 'removeInactive');
}

// --- Majority hunter -----------------------------------------------------------------------------

function majorityGain(s: AirlinesState, me: PlayerId, m: Move<'playStock'> | Move<'found'>): number {
  const n = m.type === 'playStock' ? m.count : m.shares;
  const value = worth(s, m.airline);
  const seat = seatOfPlayer(s, me);
  return seatPoints(seat, value, sharesBySeat(s, m.airline, seat, n)) - seatPoints(seat, value, sharesBySeat(s, m.airline));
}

function majorityAim(ctx: Ctx): AirlinesMove[] | undefined {
  const { state: s, player: me, legal } = ctx;
  switch (s.turn.phase) {
    case 'action': {
      if (cleanup(legal)) return undefined;
      // Lay out a whole holding of two or more wherever that wins or keeps a majority.
      const hand = s.hands[me]!.stock;
      const plays = movesOf(legal, 'playStock').filter((m) => m.count >= 2 && m.count === countOf(hand, m.airline) && majorityGain(s, me, m) > 0);
      return plays.sort((a, b) => majorityGain(s, me, b) - majorityGain(s, me, a));
    }
    case 'foundClaim':
    case 'expandClaim':
    {
      // Grow only what it leads (asked once per airline, not once per claim).
      const leads = new Map<string, boolean>();
      return movesOf(legal, 'claim').filter((m) => {
        let yes = leads.get(m.airline);
        if (yes === undefined) {
          const st = stake(s, me, m.airline);
          leads.set(m.airline, (yes = st.mine > 0 && st.mine >= st.rival));
        }
        return yes;
      });
    }
    case 'sabotage':
      // Never sabotages.
      return legal.filter((m) => m.type === 'pass');
    default:
      return undefined;
  }
}

// --- Network builder -----------------------------------------------------------------------------

/**
 * Per board, per airline number × route number: the routes at the route's two ends (other than
 * itself) of a type the airline may fly. A claim's `opens` depends on the board alone, so it is
 * counted once per board instead of at every claim of every move (and thrice in a sort).
 */
const opensByBoard = new WeakMap<AirlinesState['board'], Int32Array>();

function opensTable(board: AirlinesState['board']): Int32Array {
  let t = opensByBoard.get(board);
  if (t) return t;
  const idx = indexBoard(board);
  const routes = board.routes;
  t = new Int32Array(board.airlines.length * routes.length);
  board.airlines.forEach((a, an) => {
    const allowed = idx.allowed.get(a.id)!;
    routes.forEach((r, rn) => {
      let n = 0;
      for (const city of [r.from, r.to]) {
        for (const next of idx.routesAt.get(city) ?? []) if (next.id !== r.id && allowed.has(next.type)) n++;
      }
      t![an * routes.length + rn] = n;
    });
  });
  opensByBoard.set(board, t);
  return t;
}

/** Whole keys spanning at most this many values are sorted by counting. */
const COUNTED_SPAN = 64;

/** `items` in descending order of `key` (by index), ties kept in their order: a stable sort by b − a. */
function descending<T>(items: readonly T[], key: ArrayLike<number>): T[] {
  // The keys are small whole numbers (routes opened, markers, stakes): counted into places, which
  // gives the stable sort's order without a comparator called per pair.
  let hi = -Infinity;
  let lo = Infinity;
  let whole = true;
  for (let i = 0; i < items.length; i++) {
    const k = key[i]!;
    if (!Number.isInteger(k)) whole = false;
    if (k > hi) hi = k;
    if (k < lo) lo = k;
  }
  if (whole && items.length > 1 && hi - lo < COUNTED_SPAN) return countedDescending(items, key, hi, hi - lo + 1);
  const order: number[] = [];
  for (let i = 0; i < items.length; i++) order.push(i);
  order.sort((i, j) => key[j]! - key[i]!);
  return order.map((i) => items[i]!);
}

/** `descending` by counting: `span` places, the key `hi` first; each item goes after those of its key met before it. */
function countedDescending<T>(items: readonly T[], key: ArrayLike<number>, hi: number, span: number): T[] {
  const start = new Array<number>(span + 1).fill(0);
  for (let i = 0; i < items.length; i++) start[hi - key[i]! + 1]!++;
  for (let b = 1; b <= span; b++) start[b]! += start[b - 1]!;
  const out = new Array<T>(items.length);
  for (let i = 0; i < items.length; i++) out[start[hi - key[i]!]!++] = items[i]!;
  return out;
}

function networkAim(ctx: Ctx): AirlinesMove[] | undefined {
  const { state: s, legal } = ctx;
  switch (s.turn.phase) {
    case 'foundClaim':
    case 'expandClaim': {
      // For each airline, the claims that open the most new routes (the Strategist still picks
      // which airline to grow: overruling that lost most games). The new routes a claim opens at
      // the city it reaches (beyond the network so far) depend on the board alone (opensTable);
      // airlines and routes by number (derived.ts numbersOf).
      const claims = movesOf(legal, 'claim');
      const nums = numbersOf(s.board);
      const table = opensTable(s.board);
      const routes = s.board.routes.length;
      // Plain lists, not typed arrays: a small typed array costs more to make than it saves here.
      const opens: number[] = [];
      const airline: number[] = [];
      const most: number[] = new Array<number>(s.board.airlines.length).fill(0);
      // Claims come in runs of one airline, and of one route (a claim per card that pays): each
      // id is looked up when it changes, not at every claim.
      let lastAirline = '';
      let a = -1;
      let lastRoute = '';
      let r = -1;
      for (let i = 0; i < claims.length; i++) {
        const c = claims[i]!;
        if (a < 0 || c.airline !== lastAirline) {
          lastAirline = c.airline;
          a = nums.airlineNo.get(lastAirline)!;
        }
        if (r < 0 || c.route !== lastRoute) {
          lastRoute = c.route;
          r = nums.routeNo.get(lastRoute)!;
        }
        airline.push(a);
        opens.push(table[a * routes + r]!);
        if (opens[i]! > most[a]!) most[a] = opens[i]!;
      }
      const kept: Move<'claim'>[] = [];
      const keptOpens: number[] = [];
      for (let i = 0; i < claims.length; i++) {
        if (opens[i]! < most[airline[i]!]!) continue;
        kept.push(claims[i]!);
        keptOpens.push(opens[i]!);
      }
      return descending(kept, keptOpens);
    }
    case 'drawStock': {
      // The shares shown, the biggest networks' first; the deck only when nothing is shown.
      const shown: Move<'drawStock'>[] = [];
      const value: number[] = [];
      for (const m of legal) {
        if (m.type !== 'drawStock' || m.from === 'deck') continue;
        shown.push(m);
        value.push(airlineValue(s, s.faceUp[m.from]!));
      }
      return descending(shown, value);
    }
    default:
      return undefined;
  }
}

// --- Sabotage-minded speculator ------------------------------------------------------------------

/** The airline a rival leads by most and this player least: whose growth to block. */
function rivalLed(s: AirlinesState, me: PlayerId, airline: string): number {
  const st = stake(s, me, airline);
  return st.rival > st.mine ? st.rival - st.mine + airlineValue(s, airline) : -1;
}

function speculatorAim(ctx: Ctx): AirlinesMove[] | undefined {
  const { state: s, player: me, legal } = ctx;
  switch (s.turn.phase) {
    case 'drawStock':
      // Blind, or a bet on an airline nobody has founded yet.
      return movesOf(legal, 'drawStock').filter((m) => m.from === 'deck' || (!s.founded.includes(s.faceUp[m.from]!) && !isInactive(s, s.faceUp[m.from]!)));
    case 'sabotage':
      // Always sabotages when it may: the marker of an airline it does not lead.
    {
      // Each airline's stake once (the sort compared two per comparison): a stable sort by it.
      const moves = movesOf(legal, 'sabotageAirline');
      const seat = seatOfPlayer(s, me);
      const mine: number[] = [];
      for (let i = 0; i < moves.length; i++) mine.push(-stakeOf(s, seat, moves[i]!.airline).mine);
      return descending(moves, mine);
    }
    case 'sabotagePlace': {
      // Block the routes rival-led airlines would take next.
      // By route number (0: not wanted; a rival's lead is at least 1).
      const wanted = new Array<number>(s.board.routes.length).fill(0);
      for (const a of s.founded) {
        const led = rivalLed(s, me, a);
        if (led <= 0) continue;
        for (const c of claimableRoutes(s, a)) if (led > wanted[c.no]!) wanted[c.no] = led;
      }
      const routeNo = numbersOf(s.board).routeNo;
      const spots: Move<'sabotage'>[] = [];
      const want: number[] = [];
      // The spots of one route come together: its number looked up when the route changes.
      let lastRoute = '';
      let no = -1;
      for (const m of legal) {
        if (m.type !== 'sabotage') continue;
        if (no < 0 || m.route !== lastRoute) {
          lastRoute = m.route;
          no = routeNo.get(lastRoute)!;
        }
        const w = wanted[no]!;
        if (w === 0) continue;
        spots.push(m);
        want.push(w);
      }
      return descending(spots, want);
    }
    default:
      return undefined;
  }
}

export const majorityHunter: Bot<AirlinesState, AirlinesMove> = steered(strategistBot, {
  id: 'majority',
  ...botWords(said, 'airlines', 'majority'),
  aim: majorityAim,
  answersLegal: true,
});

export const networkBuilder: Bot<AirlinesState, AirlinesMove> = steered(strategistBot, {
  id: 'network',
  ...botWords(said, 'airlines', 'network'),
  aim: networkAim,
  answersLegal: true,
});

export const speculator: Bot<AirlinesState, AirlinesMove> = steered(strategistBot, {
  id: 'speculator',
  ...botWords(said, 'airlines', 'speculator'),
  aim: speculatorAim,
  answersLegal: true,
});

/** The playstyles, added to the game's bots (index.ts). */
export const styles: Bot<AirlinesState, AirlinesMove>[] = [majorityHunter, networkBuilder, speculator];
