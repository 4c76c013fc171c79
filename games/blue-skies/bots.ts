/**
 * Bots. `random` plays any legal move; `strategic` plays to win with a one-step look at what
 * each choice is worth in points over the rounds that are likely left: its own passengers
 * gained, the passengers it takes from others (shared among them), the region bonuses it
 * moves towards, and the points a purchase costs (unspent points score).
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import { randomBot } from '../core/bots.js';
import { airportById, type Airport } from './board.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { RULES } from './rules.js';
import { regionAwards, regionValues, UNUSED_SPECIAL } from './scoring.js';
import { idRecord } from '../core/ids.js';
import { applyTerms, awardTerms, boardNumbers, positionOf, regionSeatValues, seatOrder, type BoardNumbers } from './region-gain.js';
import { LOCAL, type AirportState, type BlueSkiesMove, type BlueSkiesState } from './types.js';
import { airportList, airportState, incomes, wholeAirportList } from './passengers.js';

type Ctx = BotContext<BlueSkiesState, BlueSkiesMove>;

/** What a gate of one's limited supply is worth beyond its price, in points. */
const GATE_PENALTY = 1.5;

/** About how many more rounds the game will last. */
export function roundsLeft(s: BlueSkiesState): number {
  let lead = 0;
  let rate = 6;
  let fewestGates = Infinity;
  const paid = incomes(s);
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const pl = players[i]!;
    lead = Math.max(lead, pl.score);
    rate = Math.max(rate, paid[i]! + 4);
    fewestGates = Math.min(fewestGates, pl.gatesLeft);
  }
  const byPoints = (RULES.endScore - lead) / rate;
  const byGates = fewestGates / 1.5 + 1;
  return Math.max(1, Math.min(10, byPoints, byGates));
}

/** Passengers an airport can expect each round from the demand cards still to come. */
function flow(s: BlueSkiesState, airport: string, demand: number, deckTotal: number): number {
  const inBag = s.bag.red + s.bag.green;
  if (inBag === 0) return 0;
  const perDraw = 1 + s.bag.green / Math.max(1, s.bag.red);
  return 2 * s.players.length * (demand / deckTotal) * perDraw;
}

export interface Eval {
  rounds: number;
  deckTotal: number;
  others: number;
}

/** Each board's total demand (boards never change during a game). */
const demandTotals = new WeakMap<BlueSkiesState['board'], number>();

export function evalBase(s: BlueSkiesState): Eval {
  let demand = demandTotals.get(s.board);
  if (demand === undefined) demandTotals.set(s.board, (demand = s.board.airports.reduce((t, a) => t + a.demand, 0)));
  return {
    rounds: roundsLeft(s),
    deckTotal: Math.max(1, demand),
    others: Math.max(1, s.players.length - 1),
  };
}

/** Passengers an airport will hold, summed over the rounds left (what its gates will earn). */
function futureTotal(s: BlueSkiesState, e: Eval, a: Airport, st: AirportState, extraNow = 0): number {
  const f = flow(s, a.id, a.demand, e.deckTotal);
  const r = e.rounds;
  return r * (st.pax + extraNow) + (f * r * (r + 1)) / 2;
}

/** My share of an airport's passengers, and the players' share that is not mine. */
function split(gates: readonly (PlayerId | null)[], me: PlayerId): { mine: number; theirs: number; open: number } {
  let mine = 0;
  let theirs = 0;
  let open = 0;
  for (const g of gates) {
    if (g === null) continue;
    open++;
    if (g === me) mine++;
    else if (g !== LOCAL) theirs++;
  }
  return { mine, theirs, open };
}

/** What changing an airport's gates (`st`, of airport `a`) to `after` is worth to `me`, in points. */
function gateGain(s: BlueSkiesState, e: Eval, me: PlayerId, a: Airport, st: AirportState, after: (PlayerId | null)[]): number {
  const b = split(st.gates, me);
  const n = split(after, me);
  return gainOfSplits(futureTotal(s, e, a, st) * 0.85, e, b.mine, b.theirs, b.open, n.mine, n.theirs, n.open);
}

function frac(x: number, o: number): number {
  return o === 0 ? 0 : x / o;
}

/** `gateGain` from the counts before and after (`total`: the airport's future passengers, weighed). */
function gainOfSplits(total: number, e: Eval, bMine: number, bTheirs: number, bOpen: number, nMine: number, nTheirs: number, nOpen: number): number {
  const mineGain = (frac(nMine, nOpen) - frac(bMine, bOpen)) * total;
  const theirLoss = (frac(bTheirs, bOpen) - frac(nTheirs, nOpen)) * total;
  return mineGain + theirLoss / e.others;
}

/**
 * Every region's gate values now, by seat position (region-gain.ts), worked out once per decision
 * and region, and the award terms they give before and with my gate added (once per region and
 * airport value): each candidate gate then only adds up the terms of its regions.
 */
interface RegionTable {
  /** By region number: total gate value per position in `order` (made when first asked). */
  values: (number[] | undefined)[];
  /** By region number: the award terms now (made when first asked). */
  before: (number[] | undefined)[];
  /** By region number, then the value of the airport where my gate is added: the award terms then. */
  after: (number[][] | undefined)[];
  /** The players' ids in the order `regionValues`' record lists them. */
  order: string[];
  /** The deciding player's position there (one past the end when it holds no seat). */
  me: number;
  /**
   * Region gain by the airport's class (`BoardNumbers.gainClass`), for this decision: a gate and a
   * buy-out at one airport gain alike, and so do airports of one class.
   */
  gain: (number | undefined)[];
}

function regionTable(s: BlueSkiesState, me: PlayerId): RegionTable {
  const order = seatOrder(s);
  const regions = s.board.regions.length;
  return { values: new Array(regions), before: new Array(regions), after: new Array(regions), order, me: positionOf(order, me), gain: new Array(s.board.airports.length) };
}

/** The change in my region awards (as if the game ended now) from one more gate at airport number `i`. */
function regionGain(s: BlueSkiesState, table: RegionTable, nums: BoardNumbers, i: number): number {
  const c = nums.gainClass[i]!;
  const known = table.gain[c];
  if (known !== undefined) return known;
  const value = nums.value[i]!;
  const n = s.players.length;
  const full = s.options.fullAwardOnTies;
  const me = table.me;
  let gain = 0;
  for (const r of nums.regionsOf[i]!) {
    const bonus = s.board.regions[r]!.bonus;
    let before = table.before[r];
    let byValue = table.after[r];
    let after = byValue?.[value];
    if (!before || !after) {
      // The values with my gate added (a player without a seat is added after everyone, as a
      // record would list it), then as they are.
      let values = table.values[r];
      if (!values) table.values[r] = values = regionSeatValues(s, r, table.order);
      const added = me < values.length ? values.slice() : [...values, 0];
      added[me]! += value;
      after = awardTerms(added, me, bonus, n, full);
      // By value: a board's airport values are small whole numbers (limits.ts).
      if (!byValue) table.after[r] = byValue = [];
      byValue[value] = after;
      if (!before) table.before[r] = before = awardTerms(values, me, bonus, n, full);
    }
    // My gain, plus what the others lose shared among them: the awards after, then the awards
    // before, in the order regionAwards lists them (the sums addAwards makes).
    gain = applyTerms(applyTerms(gain, after, false), before, true);
  }
  table.gain[c] = gain;
  return gain;
}

/** Worth of new passengers at an airport, per passenger, to `me`. */
function passengerWorth(s: BlueSkiesState, e: Eval, me: PlayerId, airport: string): number {
  // By the airport's number (an id off the board is looked up the refusing way).
  const i = boardNumbers(s.board).index.get(airport);
  return worthAt(e, me, (i === undefined ? undefined : airportList(s)[i]) ?? airportState(s, airport));
}

function worthAt(e: Eval, me: PlayerId, st: AirportState): number {
  const sp = split(st.gates, me);
  if (sp.open === 0) return 0;
  // Passengers stay, so they pay every round that is left.
  return ((sp.mine - sp.theirs / e.others) / sp.open) * e.rounds;
}

function expectedPerDraw(s: BlueSkiesState): number {
  if (s.bag.red + s.bag.green === 0) return 0;
  return 1 + s.bag.green / Math.max(1, s.bag.red);
}

/** What the Strategist wants when no buy is worth its price: its own object, found in the list by its JSON (`pick`). */
const END_PURCHASES: BlueSkiesMove = Object.freeze({ type: 'endPurchases' });
const END_PURCHASES_JSON = JSON.stringify(END_PURCHASES);

function pick(legal: BlueSkiesMove[], want: BlueSkiesMove): BlueSkiesMove {
  // A move taken from the list is answered as it is, without writing every move as JSON.
  if (legal.includes(want)) return want;
  // Moves of another type never write the same JSON: only those of the wanted type are written
  // (and the end of purchases' JSON is known).
  const key = want === END_PURCHASES ? END_PURCHASES_JSON : JSON.stringify(want);
  return legal.find((m) => m.type === want.type && JSON.stringify(m) === key) ?? legal[legal.length - 1]!;
}

/**
 * The decision's numbers the buy scores share: the region table, the board by number, the
 * airports' states in board order (null when the state lacks one: each buy is then scored the
 * plain way), whether it is the setup (gates cost nothing extra there), and the factors of
 * `flow` that are the same at every airport (`twoSeats` × demand share × `perDraw`, 0 when the bag
 * is empty), read once per decision instead of once per buy.
 */
export interface BuyTable {
  regions: RegionTable;
  nums: BoardNumbers;
  states: readonly AirportState[] | null;
  setup: boolean;
  bagEmpty: boolean;
  twoSeats: number;
  perDraw: number;
}

export function buyTable(s: BlueSkiesState, me: PlayerId): BuyTable {
  const list = airportList(s);
  return {
    regions: regionTable(s, me),
    nums: boardNumbers(s.board),
    states: wholeAirportList(list) ? list : null,
    setup: s.phase.kind === 'setupBuy',
    bagEmpty: s.bag.red + s.bag.green === 0,
    twoSeats: 2 * s.players.length,
    perDraw: 1 + s.bag.green / Math.max(1, s.bag.red),
  };
}

/**
 * What buying a gate (or buying out the local airline) at an airport is worth to `me`, in points
 * beyond its price: from counts of the airport's gates, without copying them.
 */
export function buyScore(s: BlueSkiesState, e: Eval, me: PlayerId, t: BuyTable, m: Extract<BlueSkiesMove, { type: 'buyGate' | 'buyOut' }>): number {
  const i = t.nums.index.get(m.airport);
  // An airport not on the board (never offered), or a state without every airport, is judged the
  // plain way, which refuses a missing one as the rules would.
  if (i === undefined || t.states === null) return buyScorePlain(s, e, me, m);
  const st = t.states[i]!;
  const a = s.board.airports[i]!;
  const gates = st.gates;
  const buyGate = m.type === 'buyGate';
  const at = buyGate ? gates.indexOf(null) : gates.indexOf(LOCAL);
  let gain: number;
  if (at < 0 || me === LOCAL) {
    const after = [...gates];
    after[at] = me;
    gain = gateGain(s, e, me, a, st, after);
  } else {
    // My gate in place of a free space (one more open) or of the local airline: one more mine.
    // The counts of `split` and the sums of `futureTotal` and `flow`, in their order.
    let mine = 0;
    let theirs = 0;
    let open = 0;
    for (let j = 0; j < gates.length; j++) {
      const g = gates[j];
      if (g === null) continue;
      open++;
      if (g === me) mine++;
      else if (g !== LOCAL) theirs++;
    }
    const f = t.bagEmpty ? 0 : t.twoSeats * (a.demand / e.deckTotal) * t.perDraw;
    const r = e.rounds;
    const total = (r * (st.pax + 0) + (f * r * (r + 1)) / 2) * 0.85;
    gain = gainOfSplits(total, e, mine, theirs, open, mine + 1, theirs, buyGate ? open + 1 : open);
  }
  const cost = buyGate ? a.gates[at]!.cost : (a.buyout ?? 99);
  // At setup unspent points are lost, so a gate there costs nothing extra; but a gate is
  // one of a limited supply, worth about a point a round of the game's length.
  const price = t.setup ? 0 : cost;
  return gain + regionGain(s, t.regions, t.nums, i) * 0.7 - price - GATE_PENALTY;
}

/**
 * `buyScore` the plain way, as the Strategist first worked it out: the gates copied with mine
 * added, and the region awards from scoring.ts's records before and after (the fast path's
 * referee in bot-fast-paths.test.ts).
 */
export function buyScorePlain(s: BlueSkiesState, e: Eval, me: PlayerId, m: Extract<BlueSkiesMove, { type: 'buyGate' | 'buyOut' }>): number {
  const a = airportById(s.board, m.airport)!;
  const st = airportState(s, m.airport);
  const after = [...st.gates];
  let cost: number;
  if (m.type === 'buyGate') {
    const free = after.indexOf(null);
    after[free] = me;
    cost = a.gates[free]!.cost;
  } else {
    after[after.indexOf(LOCAL)] = me;
    cost = a.buyout ?? 99;
  }
  const price = s.phase.kind === 'setupBuy' ? 0 : cost;
  return gateGain(s, e, me, a, st, after) + regionGainPlain(s, me, m.airport) * 0.7 - price - GATE_PENALTY;
}

/** The change in my region awards from one more gate at `airport`, from scoring.ts's records. */
function regionGainPlain(s: BlueSkiesState, me: PlayerId, airport: string): number {
  const a = airportById(s.board, airport)!;
  const n = s.players.length;
  let gain = 0;
  for (const r of s.board.regions) {
    if (!r.airports.includes(airport)) continue;
    const before = regionValues(s, r.airports);
    const after = idRecord(Object.entries(before));
    after[me] = (after[me] ?? 0) + a.value;
    for (const [values, sign] of [[after, 1], [before, -1]] as const) {
      for (const aw of regionAwards(values, r.bonus, n, s.options.fullAwardOnTies)) {
        const t = aw.player === me ? aw.points : -aw.points / (n - 1);
        gain = sign > 0 ? gain + t : gain - t;
      }
    }
  }
  return gain;
}

function chooseBuy(ctx: Ctx, e: Eval): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  let best: BlueSkiesMove = END_PURCHASES;
  let bestScore = 0;
  const table = buyTable(s, me);
  for (let k = 0; k < legal.length; k++) {
    const m = legal[k]!;
    if (m.type !== 'buyGate' && m.type !== 'buyOut') continue;
    const score = buyScore(s, e, me, table, m);
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return pick(legal, best);
}

function choosePlay(ctx: Ctx, e: Eval): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  const per = expectedPerDraw(s);
  let bestCard: BlueSkiesMove | null = null;
  let bestCardGain = -Infinity;
  for (const m of legal) {
    if (m.type !== 'playCard') continue;
    const g = passengerWorth(s, e, me, m.airport) * per;
    if (g > bestCardGain) {
      bestCardGain = g;
      bestCard = m;
    }
  }
  const me_ = s.players.find((p) => p.id === me)!;
  if (!me_.specialUsed) {
    let bestSpecial: BlueSkiesMove | null = null;
    let bestSpecialGain = -Infinity;
    const list = airportList(s);
    for (const [i, a] of s.board.airports.entries()) {
      const g = worthAt(e, me, list[i] ?? airportState(s, a.id)) * per;
      if (g > bestSpecialGain) {
        bestSpecialGain = g;
        bestSpecial = { type: 'special', airport: a.id };
      }
    }
    // The special keeps the card for later but gives up the points for never using it.
    if (bestSpecial && bestSpecialGain - UNUSED_SPECIAL > Math.max(0, bestCardGain) * 0.5) return pick(legal, bestSpecial);
    if (!bestCard && bestSpecial) return pick(legal, bestSpecial);
  }
  return bestCard ? pick(legal, bestCard) : legal[0]!;
}

function chooseDiscard(ctx: Ctx, e: Eval): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  const hand = s.players.find((p) => p.id === me)!.hand;
  // Throw away the cards that would help the others more than me.
  const bad = hand.filter((c) => passengerWorth(s, e, me, c) < 0).sort();
  return pick(legal, { type: 'discard', cards: bad });
}

function chooseAssist(ctx: Ctx, e: Eval): BlueSkiesMove {
  const { state: s, player: me, legal } = ctx;
  let best: BlueSkiesMove = { type: 'endAssist' };
  let bestGain = 0;
  for (const m of legal) {
    if (m.type !== 'assist') continue;
    const g = passengerWorth(s, e, me, m.airport);
    if (g > bestGain) {
      bestGain = g;
      best = m;
    }
  }
  return pick(legal, best);
}

export function strategicBot(): Bot<BlueSkiesState, BlueSkiesMove> {
  return {
    id: 'strategic',
    ...botWords(said, 'blueSkies', 'strategic'),
    choose(ctx) {
      const e = evalBase(ctx.state);
      switch (ctx.state.phase.kind) {
        case 'setupBuy':
        case 'buy':
          return chooseBuy(ctx, e);
        case 'play':
          return choosePlay(ctx, e);
        case 'specialDiscard':
        case 'assistDiscard':
          return chooseDiscard(ctx, e);
        case 'assist':
          return chooseAssist(ctx, e);
        default:
          return ctx.legal[0]!;
      }
    },
  };
}

export const bots: Bot<BlueSkiesState, BlueSkiesMove>[] = [strategicBot(), randomBot<BlueSkiesState, BlueSkiesMove>()];
