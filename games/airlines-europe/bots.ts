/**
 * Bots. `random` plays any legal move. `tycoon` plays to win with a few plain ideas, using only
 * what its seat may see (its own hand, public holdings, the track, the size of the draw pile):
 * - raise the value of airlines where it leads or can lead, with the dearest licences it can afford;
 * - lay shares face up where that wins or keeps a majority, above all when a scoring is near;
 * - take money when it is poor, and keep a few cards in hand for the scorings.
 * It always answers with one of the legal moves it is given.
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import { randomBot } from '../core/bots.js';
import type { Bot, PlayerId } from '../core/types.js';
import { airlinesInPlay, indexBoard, payoutAt, type BoardIndex } from './board.js';
import { FIRST_PILE, SCORING_CARDS, handSize, marketSize, total } from './cards.js';
import { seatPoints } from './majority.js';
import { boardNumbers, freeSpace, licenceSlots, networkNumbers, spacePrice, type BoardNumbers } from './numbers.js';
import { listedRouteNo } from './legal.js';
import { ABACUS, type Bonus, type EuropeMove, type EuropeState } from './types.js';

/**
 * What the seat deciding knows about one airline, worked out once per decision when first asked
 * (many licences share an airline and a price): every seat's face-up shares of it, the cities of
 * its network, its bonus connections and the bonus a city completes, the seat's lead, and the
 * points a licence's track move gains at the scorings (the rest of a licence's value is a sum of
 * its move and price, worked out per licence).
 */
interface AirlineMemo {
  /** The decision it was worked out for (`Ctx.decision`): an older one is cleared before use. */
  decision: number;
  /** Face-up shares per seat, in seat order (null: not asked yet in this decision). */
  faceUp: number[] | null;
  /** The network's cities, 1 by city number (numbers.ts; made when first asked). */
  net: Uint8Array | null;
  /** The airline's bonus connections, and their ends by city number (numbers.ts). */
  bonuses: readonly Bonus[] | undefined;
  ends: readonly { from: number; to: number }[] | undefined;
  /**
   * Bonus value completed by reaching a city, by city number, valid where `bonusFor` holds this
   * decision (marks by decision rather than a map cleared for every decision).
   */
  bonusAt: Float64Array;
  bonusFor: Float64Array;
  /**
   * Scoring points a track move of this many spaces gains (`licenceGain`; NaN: the payout stays),
   * valid where `gainFor` holds this decision: by move for the moves below `GAIN_SLOTS` (every
   * move a board within its limits makes), in `gainMap` for any other (cleared when first used in
   * a decision). A map cleared per airline and decision was a tenth of the Tycoon's time.
   */
  gainAt: Float64Array;
  gainFor: Float64Array;
  gainMap: Map<number, number>;
  gainMapFor: number;
  /** The airline's payout table where its marker stands (`tableAt` with no move). */
  before: readonly number[] | null;
  lead: number | undefined;
  /** `interest` (NaN: not asked yet in this decision). */
  interest: number;
}

/** Track moves whose gain is kept by number (`AirlineMemo.gainAt`). */
const GAIN_SLOTS = 64;

/**
 * The memos, one per airline id, kept from decision to decision and cleared when first asked in
 * a new one: the Tycoon asks about most airlines in every decision, and maps made for each of
 * them every move were a tenth of its time. A decision runs to its end before the next one
 * starts (nothing in it asks another bot), so one set of memos serves every game.
 */
const memos = new Map<string, AirlineMemo>();
let decisions = 0;

/**
 * The seat deciding and its per-decision memos (`AirlineMemo`). Everything is read through
 * numbers and small maps: the Tycoon weighs every legal licence, every move of a game, and a
 * string key or a record per question was most of its time.
 */
type Ctx = {
  s: EuropeState;
  me: PlayerId;
  seat: number;
  idx: BoardIndex;
  nums: BoardNumbers;
  decision: number;
  /** The airline asked about last, and its memo (the legal licences come grouped by airline). */
  lastAirline: string | null;
  lastMemo: AirlineMemo | null;
  /** Each seat's face-up shares record, in seat order (made when first asked). */
  held: readonly EuropeState['holdings'][string][] | null;
};

function newCtx(s: EuropeState, me: PlayerId): Ctx {
  return { s, me, seat: s.players.findIndex((p) => p.id === me), idx: indexBoard(s.board), nums: boardNumbers(s.board), decision: ++decisions, lastAirline: null, lastMemo: null, held: null };
}

function memoOf(c: Ctx, airline: string): AirlineMemo {
  if (c.lastAirline === airline) return c.lastMemo!;
  let m = memos.get(airline);
  if (!m) {
    m = {
      decision: 0,
      faceUp: null,
      net: null,
      bonuses: undefined,
      ends: undefined,
      bonusAt: new Float64Array(0),
      bonusFor: new Float64Array(0),
      gainAt: new Float64Array(GAIN_SLOTS),
      gainFor: new Float64Array(GAIN_SLOTS),
      gainMap: new Map(),
      gainMapFor: 0,
      before: null,
      lead: undefined,
      interest: NaN,
    };
    memos.set(airline, m);
  }
  if (m.decision !== c.decision) {
    m.decision = c.decision;
    m.faceUp = null;
    m.net = null;
    m.bonuses = c.idx.bonusesOf.get(airline);
    m.ends = c.nums.bonusEnds.get(airline);
    // Another board may number its cities otherwise (the marks by decision stay unique across boards).
    if (m.bonusAt.length !== c.nums.cities) {
      m.bonusAt = new Float64Array(c.nums.cities);
      m.bonusFor = new Float64Array(c.nums.cities);
    }
    m.before = null;
    m.lead = undefined;
    m.interest = NaN;
  }
  c.lastAirline = airline;
  c.lastMemo = m;
  return m;
}

/** Every seat's face-up shares of the memo's airline. */
function faceUpOf(c: Ctx, airline: string, m: AirlineMemo): number[] {
  if (m.faceUp) return m.faceUp;
  const s = c.s;
  const held = (c.held ??= s.players.map((p) => s.holdings[p.id]!));
  const out: number[] = new Array(held.length);
  for (let i = 0; i < held.length; i++) out[i] = held[i]![airline] ?? 0;
  return (m.faceUp = out);
}

/** An airline's network as marks by city number (numbers.ts keeps them with the network: read, never written). */
function netMarks(c: Ctx, airline: string): Uint8Array {
  return networkNumbers(c.nums, c.s.network[airline]!).marks;
}

/** Victory points the seat would take from `airline` with `extra` more face-up shares, at `table`. */
function myPoints(c: Ctx, airline: string, extra: number, table: readonly number[]): number {
  return c.seat < 0 ? 0 : seatPoints(faceUpOf(c, airline, memoOf(c, airline)), c.seat, extra, table);
}

/** The payout table of an airline's marker moved `plus` spaces on (Air Abacus: its fixed one). */
function tableAt(c: Ctx, airline: string, plus = 0): readonly number[] {
  const s = c.s;
  if (airline === ABACUS) return s.board.abacus.points;
  const space = Math.min(s.board.shareTrack.length, s.track[airline]! + plus);
  // The board's table by space (numbers.ts), the same lists `payoutAt` gives; a space off it
  // (a state from elsewhere) asks `payoutAt` itself.
  const payout = c.nums.payout;
  return space >= 0 && space < payout.length && (space | 0) === space ? payout[space]! : payoutAt(s.board, space);
}

/** Scorings still to come, counting the one a pending pick belongs to. */
function scoringsLeft(s: EuropeState): number {
  return SCORING_CARDS - s.scorings.length;
}

/** The share cards of the airlines in play, per board and seat count (asked on every action decision). */
const sharesInPlay = new WeakMap<EuropeState['board'], Map<number, number>>();

function sharesOf(board: EuropeState['board'], n: number): number {
  let by = sharesInPlay.get(board);
  if (!by) sharesInPlay.set(board, (by = new Map()));
  let shares = by.get(n);
  if (shares === undefined) by.set(n, (shares = airlinesInPlay(board, n).reduce((t, a) => t + a.shares, 0)));
  return shares;
}

/** Roughly how many cards are still to be drawn before the next scoring card (public knowledge). */
function drawsToScoring(s: EuropeState): number {
  const n = s.players.length;
  const shares = sharesOf(s.board, n);
  const pile = shares - marketSize(n) - n * handSize(n) + SCORING_CARDS;
  const drawn = pile - s.deck.length;
  const rest = pile - FIRST_PILE - 1;
  const at = [Math.ceil((FIRST_PILE + 1) / 2), FIRST_PILE + 1 + Math.round((rest * 3) / 8), pile];
  const next = at[s.scorings.length + s.pendingScorings.length] ?? pile;
  return Math.max(0, next - drawn);
}

/** How much the seat cares about one more share of an airline in hand (its future majority), once per decision. */
function interest(c: Ctx, airline: string): number {
  const m = memoOf(c, airline);
  if (Number.isNaN(m.interest)) m.interest = interestNow(c, airline);
  return m.interest;
}

function interestNow(c: Ctx, airline: string): number {
  const hand = c.s.hands[c.me]![airline] ?? 0;
  const table = tableAt(c, airline, airline === ABACUS ? 0 : 6);
  return myPoints(c, airline, hand + 1, table) - myPoints(c, airline, hand, table) + table[0]! * 0.05;
}

function licenceValue(c: Ctx, m: EuropeMove & { type: 'buyLicence' }): number {
  const s = c.s;
  const b = c.nums;
  const airline = m.airline;
  // A legal licence names a route of the board: its number as listed (legal.ts), else by its id.
  let n = listedRouteNo(b, m);
  if (n < 0) n = b.routeNo.get(m.route)!;
  const space = freeSpace(b, licenceSlots(s), n);
  if (space < 0) return -Infinity;
  const price = spacePrice(b, n, space);
  const a = memoOf(c, airline);
  const net = (a.net ??= netMarks(c, airline));
  const other = net[b.from[n]!] === 1 ? b.to[n]! : b.from[n]!;
  // The bonus connections the licence would complete: they depend on the airline and the city
  // it reaches, not on the route (many routes reach one city).
  const bonuses = a.bonuses;
  let bonus = 0;
  if (bonuses && a.bonusFor[other] === c.decision) bonus = a.bonusAt[other]!;
  else if (bonuses) {
    const ends = a.ends!;
    for (let i = 0; i < bonuses.length; i++) {
      const x = bonuses[i]!;
      if (s.bonusesTaken.includes(x.id)) continue;
      const e = ends[i]!;
      if ((net[e.from] === 1 || e.from === other) && (net[e.to] === 1 || e.to === other)) bonus += x.value;
    }
    a.bonusAt[other] = bonus;
    a.bonusFor[other] = c.decision;
  }
  const move = price + bonus;
  let gain: number;
  if (move >= 0 && move < GAIN_SLOTS && (move | 0) === move) {
    if (a.gainFor[move] === c.decision) gain = a.gainAt[move]!;
    else {
      gain = licenceGain(c, airline, a, move);
      a.gainAt[move] = gain;
      a.gainFor[move] = c.decision;
    }
  } else {
    if (a.gainMapFor !== c.decision) {
      a.gainMap.clear();
      a.gainMapFor = c.decision;
    }
    const kept = a.gainMap.get(move);
    if (kept === undefined) a.gainMap.set(move, (gain = licenceGain(c, airline, a, move)));
    else gain = kept;
  }
  // What a licence that moves the airline's marker `move` spaces for `price` is worth to the seat.
  const tail = licenceTail(c, airline, a, move, price);
  return Number.isNaN(gain) ? tail : gain * scoringsLeft(s) + tail;
}

/**
 * The points per scoring a track move of `move` spaces gains the seat, less its best rival's
 * (weighted); NaN when the move stays on the same stretch of the track (the payout does not change).
 */
function licenceGain(c: Ctx, airline: string, a: AirlineMemo, move: number): number {
  const s = c.s;
  const before = (a.before ??= tableAt(c, airline));
  const after = tableAt(c, airline, move);
  if (after === before) return NaN;
  const hand = s.hands[c.me]![airline] ?? 0;
  const mine = myPoints(c, airline, hand, after) - myPoints(c, airline, hand, before);
  // Each rival's points from its shares as laid out.
  const faceUp = faceUpOf(c, airline, a);
  let rival = 0;
  for (let i = 0; i < s.players.length; i++) {
    if (s.players[i]!.id === c.me) continue;
    rival = Math.max(rival, seatPoints(faceUp, i, 0, after) - seatPoints(faceUp, i, 0, before));
  }
  return mine - rival * 0.6;
}

/** Steady progress counts too: ranges are steps, and a stake today is a majority tomorrow. */
function licenceTail(c: Ctx, airline: string, a: AirlineMemo, move: number, price: number): number {
  let lead = a.lead;
  if (lead === undefined) {
    const s = c.s;
    const hand = s.hands[c.me]![airline] ?? 0;
    const stake = (s.holdings[c.me]![airline] ?? 0) + hand * 0.7;
    // The best rival's face-up shares (every seat's, kept for this decision).
    const faceUp = faceUpOf(c, airline, a);
    let top = 0;
    for (let i = 0; i < faceUp.length; i++) if (i !== c.seat) top = Math.max(top, faceUp[i]!);
    lead = stake > 0 ? stake / (stake + top + 0.5) : 0;
    a.lead = lead;
  }
  return move * lead * 0.5 - price * 0.08;
}

/** The first item of the highest score (the first item whatever its score, NaN included), in one answer made at the end. */
function bestBy<T>(items: readonly T[], score: (t: T) => number): { item: T; score: number } | null {
  if (items.length === 0) return null;
  let at = 0;
  let top = score(items[0]!);
  for (let i = 1; i < items.length; i++) {
    const v = score(items[i]!);
    if (v > top) {
      at = i;
      top = v;
    }
  }
  return { item: items[at]!, score: top };
}

/** What a licence must be worth for the Tycoon to buy it. */
const LICENCE_WORTH = 0.5;

/**
 * The first licence of the highest value, as `bestBy` finds it, when that value is above
 * `LICENCE_WORTH` (else null: the Tycoon buys none). The licences of an airline the seat holds
 * no share of, in hand or face up, are not weighed: each is worth at most 0 to it (`licenceValue`:
 * its own points gain nothing, so the gain is at most 0, and the tail is `-price * 0.08` with a
 * price of 1 or more), so it can neither be bought nor come before the best one bought.
 */
function bestLicence(c: Ctx, licences: readonly Extract<EuropeMove, { type: 'buyLicence' }>[]): EuropeMove | null {
  const s = c.s;
  const hand = s.hands[c.me]!;
  const faceUp = s.holdings[c.me]!;
  // With scorings still to come counted as 0 or more (a gain at most 0 times them stays at most 0).
  const mayPass = scoringsLeft(s) >= 0;
  let at = -1;
  let top = 0;
  let airline: string | null = null;
  let pass = false;
  for (let i = 0; i < licences.length; i++) {
    const m = licences[i]!;
    if (m.airline !== airline) {
      airline = m.airline;
      pass = mayPass && (hand[airline] ?? 0) === 0 && (faceUp[airline] ?? 0) === 0;
    }
    if (pass) continue;
    const v = licenceValue(c, m);
    if (at < 0 || v > top) {
      at = i;
      top = v;
    }
  }
  return at >= 0 && top > LICENCE_WORTH ? licences[at]! : null;
}

/** Points gained now by laying these shares face up (a scoring is near, or later ones). */
function playValue(c: Ctx, airlines: string[]): number {
  let v = 0;
  // Each kind once, in the order it first appears.
  for (let i = 0; i < airlines.length; i++) {
    const k = airlines[i]!;
    if (airlines.indexOf(k) < i) continue;
    let n = 0;
    for (const a of airlines) if (a === k) n++;
    const table = tableAt(c, k, k === ABACUS ? 0 : 4);
    v += myPoints(c, k, n, table) - myPoints(c, k, 0, table);
  }
  return v;
}

/**
 * The legal moves by type, in one pass (each type's moves in the order given), into a record of
 * one shape: a map looked up per move was a tenth of the Tycoon's own time, and the record
 * indexed by the move's type (one lookup by a string key per move) most of what was left.
 */
function movesByType(legal: readonly EuropeMove[]): Record<EuropeMove['type'], EuropeMove[]> {
  const by: Record<EuropeMove['type'], EuropeMove[]> = { chooseOpening: [], buyLicence: [], takeShare: [], endTurn: [], playShares: [], startTrade: [], discard: [], takeMoney: [] };
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i]!;
    switch (m.type) {
      case 'buyLicence':
        by.buyLicence.push(m);
        break;
      case 'playShares':
        by.playShares.push(m);
        break;
      case 'takeShare':
        by.takeShare.push(m);
        break;
      case 'chooseOpening':
        by.chooseOpening.push(m);
        break;
      case 'endTurn':
        by.endTurn.push(m);
        break;
      case 'startTrade':
        by.startTrade.push(m);
        break;
      case 'discard':
        by.discard.push(m);
        break;
      case 'takeMoney':
        by.takeMoney.push(m);
    }
  }
  return by;
}

function chooseTycoon(c: Ctx, legal: EuropeMove[]): EuropeMove {
  const s = c.s;
  const byType = movesByType(legal);
  const of = <T extends EuropeMove['type']>(t: T): Extract<EuropeMove, { type: T }>[] => byType[t] as Extract<EuropeMove, { type: T }>[];

  switch (s.phase) {
    case 'opening': {
      const hand = s.hands[c.me]!;
      return bestBy(of('chooseOpening'), (m) => m.airlines.reduce((t, a) => t + (hand[a] ?? 0) * 10 + tableAt(c, a, 10)[0]!, 0))!.item;
    }
    case 'scoringPick':
    case 'licence': {
      const best = bestLicence(c, of('buyLicence'));
      if (best) return best;
      const shares = of('takeShare');
      const market = shares.filter((m) => m.from === 'market');
      const pick = bestBy(market, (m) => interest(c, m.airline!));
      if (pick && (pick.score > 0.3 || !shares.some((m) => m.from === 'deck'))) return pick.item;
      return shares.find((m) => m.from === 'deck') ?? legal[0]!;
    }
    case 'trade': {
      // Give away what matters least: a hand card of an airline it cannot lead (never Air Abacus
      // itself, which is what it is trading for, unless nothing else is left).
      return bestBy(of('discard'), (m) => -interest(c, m.airline) - (m.from === 'holdings' ? 3 : 0) - (m.airline === ABACUS ? 50 : 0))!.item;
    }
    case 'action':
    default: {
      const soon = drawsToScoring(s) <= s.players.length + 1;
      const plays = of('playShares');
      const bestPlay = bestBy(plays, (m) => playValue(c, m.airlines) + m.airlines.length * 0.3);
      if (soon && bestPlay && bestPlay.score > 1) return bestPlay.item;
      const licence = bestLicence(c, of('buyLicence'));
      const money = s.money[c.me]!;
      if (licence) return licence;
      const handCards = total(s.hands[c.me]!);
      const trade = of('startTrade').find((m) => m.give === 3);
      if (trade && !soon && abacusTradeWorthIt(c)) return trade;
      if (bestPlay && (handCards >= 6 || (bestPlay.score > 2 && money >= 6))) return bestPlay.item;
      if (money < 10 || !bestPlay) return of('takeMoney')[0] ?? legal[0]!;
      return bestPlay.item;
    }
  }
}

/** Three hand cards it cares little about buy two Air Abacus shares that would win it a place. */
function abacusTradeWorthIt(c: Ctx): boolean {
  const hand = c.s.hands[c.me]!;
  let cheap = 0;
  // The hand's kinds in their own order, as Object.entries gives them, without the pairs.
  for (const a in hand) if (Object.hasOwn(hand, a) && a !== ABACUS && interest(c, a) < 0.5) cheap += hand[a]!;
  if (cheap < 3) return false;
  const mine = hand[ABACUS] ?? 0;
  const table = c.s.board.abacus.points;
  return myPoints(c, ABACUS, mine + 2, table) - myPoints(c, ABACUS, mine, table) >= table[table.length - 1]!;
}

/**
 * The Tycoon's value of each licence as it weighs them in one decision, in the order given, and
 * its interest in each share kind asked (bot-fast-paths.test.ts holds them against the plain
 * working out from the state's records).
 */
export function tycoonJudgements(s: EuropeState, me: PlayerId, licences: readonly Extract<EuropeMove, { type: 'buyLicence' }>[], kinds: readonly string[]): { licences: number[]; interests: number[] } {
  const c = newCtx(s, me);
  return { licences: licences.map((m) => licenceValue(c, m)), interests: kinds.map((k) => interest(c, k)) };
}

export const tycoonBot: Bot<EuropeState, EuropeMove> = {
  id: 'tycoon',
  ...botWords(said, 'europe', 'tycoon'),
  // `chooseTycoon` answers a move of `legal` itself (or of a list sorted out of it), so the
  // answer is not looked for in the list again (a search of fifty moves every decision).
  choose: ({ state, player, legal }) => chooseTycoon(newCtx(state, player), legal),
};

export const bots: Bot<EuropeState, EuropeMove>[] = [tycoonBot, randomBot<EuropeState, EuropeMove>()];
