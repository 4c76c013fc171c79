/**
 * What one seat may see. Everything public is here; a seat's own hand only for that seat;
 * never the order of a deck. A spectator (`null`) sees no hand at all.
 */
import { own } from '../core/ids.js';
import { list, wordingOf, type Wording, type WordParams } from '../core/wording.js';
import type { PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { claimableRoutes, countOf, distinctCards, flies, isInactive, lowestFree } from './queries.js';
import { bonusFor, foundProblem, totals } from './rules.js';
import { routeTypeWords } from './messages.js';
import { ROUTE_TYPES, SCORING_CARD, type AirlinesState, type Hand, type AirlinesView, type FlightCard, type RouteMarker, type RouteNote, type RouteType, type ScoringRecord } from './types.js';

export function view(state: AirlinesState, player: PlayerId | null): AirlinesView {
  const score = totals(state);
  const sharesPlayed = (airline: string) => state.players.reduce((n, p) => n + (state.played[p.id]![airline] ?? 0), 0);
  const routes: AirlinesView['routes'] = {};
  for (const id in state.routes) routes[id] = state.routes[id]!.map((m) => (m ? markerView(m) : null));
  const { nets, value } = networks(state);
  /** Per route id, the founded airlines that could claim it (in founding order). */
  const reaching = new Map<string, string[]>();
  for (const a of state.founded) {
    for (const { route } of claimableRoutes(state, a, nets.get(a))) {
      const list = reaching.get(route.id);
      if (list) list.push(a);
      else reaching.set(route.id, [a]);
    }
  }
  const claimable: AirlinesView['claimable'] = {};
  for (const r of state.board.routes) {
    const i = lowestFree(state.routes[r.id]!, r.costs);
    if (i >= 0) claimable[r.id] = claimableEntry(r.costs[i]!, reaching.get(r.id) ?? []);
  }
  const airlines: AirlinesView['airlines'] = {};
  for (const a of state.board.airlines) {
    airlines[a.id] = {
      id: a.id,
      founded: state.founded.includes(a.id),
      inactive: isInactive(state, a.id),
      value: value.get(a.id) ?? 0,
      supply: state.supply[a.id] ?? 0,
      sharesPlayed: sharesPlayed(a.id),
    };
  }
  const current = state.players[state.turn.seat]!;
  const mine = player !== null ? own(state.hands, player) : undefined;
  const shared = sharedPublic(state, claimable, publicRouteNotes(state, claimable, nets), publicAirlineNotes(state, claimable));
  const out: AirlinesView = {
    players: state.players.map((p, seat) => ({
      id: p.id,
      name: p.name,
      seat,
      stockInHand: state.hands[p.id]!.stock.length,
      flightInHand: state.hands[p.id]!.flight.length,
      played: { ...state.played[p.id]! },
      score: score[p.id] ?? 0,
      bonus: bonusFor(state, seat),
    })),
    routes,
    claimable: shared.claimable,
    routeNotes: shared.routeNotes,
    airlineNotes: shared.airlineNotes,
    airlines,
    faceUp: [...state.faceUp],
    stockDeck: state.stockDeck.length,
    scoringCardsLeft: state.stockDeck.filter((c) => c === SCORING_CARD).length + state.scoringAside,
    flightDeck: state.flightDeck.length,
    flightDiscard: state.flightDiscard.length,
    removedStock: state.removedStock.length,
    removedFlight: state.removedFlight.length,
    scorings: state.scorings.map(scoringView),
    turn: {
      player: current.id,
      seat: state.turn.seat,
      number: state.turn.number,
      phase: state.turn.phase,
      ...(state.turn.airline !== undefined ? { airline: state.turn.airline } : {}),
      lastRound: state.lastRoundTurnsLeft !== null,
    },
    options: { ...state.options },
    fictitious: state.fictitious ? { ...state.fictitious } : null,
    over: state.over,
  };
  // A seat's view is the spectator's with its own parts on top (the wire builds it the same way).
  if (mine && player !== null) Object.assign(out, ownParts(state, player, out));
  return out;
}

/**
 * Every founded airline's network (`networkCities`) and value (`airlineValue`), in one pass over
 * the routes instead of one per airline and question.
 */
function networks(state: AirlinesState): { nets: Map<string, Set<string>>; value: Map<string, number> } {
  const index = indexBoard(state.board);
  const nets = new Map<string, Set<string>>();
  const value = new Map<string, number>();
  for (const a of state.founded) {
    const hq = index.airline.get(a)?.hq;
    nets.set(a, new Set(hq === undefined ? [] : [hq]));
    value.set(a, 1);
  }
  for (const r of state.board.routes) {
    for (const m of state.routes[r.id] ?? []) {
      if (m === null || m.sabotage) continue;
      const net = nets.get(m.airline);
      if (!net) continue;
      net.add(r.from);
      net.add(r.to);
      value.set(m.airline, value.get(m.airline)! + 1);
    }
  }
  return { nets, value };
}

/**
 * Views share what never changes once made, as frozen copies (a reader cannot change the state
 * through them, nor another view): a past scoring, a marker. The same object in every view, so
 * the host's diff of two views skips them at once, and nothing is copied again on every move.
 */
const SCORINGS = new WeakMap<ScoringRecord, ScoringRecord>();

function scoringView(r: ScoringRecord): ScoringRecord {
  let copy = SCORINGS.get(r);
  if (!copy) {
    // Spread first: the copy keeps the record's key order (the wire's JSON compares equal).
    copy = deepFreeze({ ...r, points: { ...r.points }, airlines: r.airlines.map((a) => ({ ...a, shares: { ...a.shares }, first: [...a.first], second: [...a.second], points: { ...a.points } })) });
    SCORINGS.set(r, copy);
  }
  return copy;
}

/** A route's free circle: its number and who could claim it, one frozen object per both. */
const CLAIMABLE = new Map<string, AirlinesView['claimable'][string]>();

function claimableEntry(cost: number, airlines: string[]): AirlinesView['claimable'][string] {
  // Airline ids hold only letters, digits, "-" and "_" (board check): "," and "|" separate safely.
  const key = `${cost}|${airlines.join(',')}`;
  let entry = CLAIMABLE.get(key);
  if (!entry) {
    if (CLAIMABLE.size > 4096) CLAIMABLE.clear();
    entry = Object.freeze({ cost, airlines: Object.freeze(airlines) as string[] });
    CLAIMABLE.set(key, entry);
  }
  return entry;
}

/** Markers as views show them: per airline, the frozen plain one and the sabotage one. */
const MARKERS = new Map<string, [RouteMarker, RouteMarker]>();

function markerView(m: RouteMarker): RouteMarker {
  let pair = MARKERS.get(m.airline);
  if (!pair) {
    // Airline ids of the boards in play: few, but never let them pile up.
    if (MARKERS.size > 4096) MARKERS.clear();
    pair = [Object.freeze({ airline: m.airline, sabotage: false }), Object.freeze({ airline: m.airline, sabotage: true })];
    MARKERS.set(m.airline, pair);
  }
  return pair[m.sabotage ? 1 : 0];
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * The part of a seat's view that depends on its hand (the wire sends it on top of the public
 * view): its cards, what they would claim on each route, the foundings they allow. Built on the
 * public view's notes: a note that no card changes is the public one, the very same object (the
 * host builds six of these per move, and an unchanged object is cheap to compare).
 */
export function ownParts(state: AirlinesState, player: PlayerId, publicView: AirlinesView): Pick<AirlinesView, 'hand' | 'routeNotes' | 'founding' | 'airlineNotes'> {
  const hand = own(state.hands, player)!;
  return { hand: { stock: [...hand.stock].sort(), flight: sortCards(hand.flight) }, ...ownNotes(state, player, hand, publicView) };
}

// ---------------------------------------------------------------------------------------------
// Reuse from one view to the next
// ---------------------------------------------------------------------------------------------
//
// Most moves leave most of the notes as they were (in a six-player game, two moves in three touch
// no route, no founding and no supply), so a table's views reuse what did not change:
// - a public record (claimable, route notes, airline notes) whose entries are all the very same
//   as in the table's last view is that view's record;
// - a seat's notes and foundings built on the very same public records, from the same cards,
//   founded airlines and supplies, are the ones last built for that seat.
// The host then finds them unchanged at once (the same object) and builds nothing for them.
// Reused records are frozen: views share them. Reuse is per table (keyed by the players list,
// which all of a table's states share) and always checked on content, so any state may be
// viewed at any time (a replay of an earlier one, a take-back) and gets what it would anyway.

type Notes = Pick<AirlinesView, 'routeNotes' | 'founding' | 'airlineNotes'>;
type PublicRecords = Pick<AirlinesView, 'claimable' | 'routeNotes' | 'airlineNotes'>;

const LAST_PUBLIC = new WeakMap<object, PublicRecords>();
const LAST_OWN = new WeakMap<object, Map<PlayerId, { key: string; pub: PublicRecords; notes: Notes }>>();

/** True when both records hold the very same entries (values compared with ===). */
function sameEntries<T>(a: Record<string, T>, b: Record<string, T>): boolean {
  let n = 0;
  // Route and airline ids are board ids, never prototype names (the board check refuses those).
  for (const k in b) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in a) n--;
  return n === 0;
}

function sharedPublic(state: AirlinesState, claimable: AirlinesView['claimable'], routeNotes: Record<string, RouteNote>, airlineNotes: Record<string, Wording | null>): PublicRecords {
  const last = LAST_PUBLIC.get(state.players);
  const out: PublicRecords = {
    claimable: last && sameEntries(last.claimable, claimable) ? last.claimable : Object.freeze(claimable),
    routeNotes: last && sameEntries(last.routeNotes, routeNotes) ? last.routeNotes : Object.freeze(routeNotes),
    airlineNotes: last && sameEntries(last.airlineNotes, airlineNotes) ? last.airlineNotes : Object.freeze(airlineNotes),
  };
  LAST_PUBLIC.set(state.players, out);
  return out;
}

/** Everything besides the public records that a seat's notes and foundings are built from. */
function ownKey(state: AirlinesState, hand: Hand): string {
  // Ids hold only letters, digits, "-" and "_" (board check): the separators are safe.
  let key = `${hand.stock.join(',')}|`;
  for (const c of hand.flight) key += `${c.type}:${c.value},`;
  key += `|${state.founded.join(',')}|`;
  for (const a of state.board.airlines) key += `${state.supply[a.id] ?? 0},`;
  // The option makes founding depend on who laid out shares (rules.ts `foundProblem`).
  if (state.options.noFoundingAfterShares) key += JSON.stringify(state.played);
  return key;
}

function ownNotes(state: AirlinesState, player: PlayerId, hand: Hand, publicView: AirlinesView): Notes {
  const pub: PublicRecords = { claimable: publicView.claimable, routeNotes: publicView.routeNotes, airlineNotes: publicView.airlineNotes };
  // A public view not built by `view` may lack its notes: nothing to reuse then.
  const reusable = !!pub.claimable && !!pub.routeNotes && !!pub.airlineNotes;
  const key = reusable ? ownKey(state, hand) : '';
  let bySeat = LAST_OWN.get(state.players);
  const last = bySeat?.get(player);
  if (reusable && last && last.key === key && last.pub.claimable === pub.claimable && last.pub.routeNotes === pub.routeNotes && last.pub.airlineNotes === pub.airlineNotes) return last.notes;
  const notes: Notes = {
    routeNotes: Object.freeze(seatRouteNotes(state, publicView, hand.flight)),
    founding: deepFreeze(founding(state, hand.flight, hand.stock)),
    airlineNotes: Object.freeze(seatAirlineNotes(state, player, publicView)),
  };
  if (reusable) {
    if (!bySeat) LAST_OWN.set(state.players, (bySeat = new Map()));
    bySeat.set(player, { key, pub, notes });
  }
  return notes;
}

/**
 * Per airline, why it cannot grow now (see `AirlinesView.airlineNotes`), as it holds for everyone
 * (a spectator's view): the founding reasons are the rules' own (`foundProblem`) for a player
 * whose hand could pay anything. `claimable` is the view's: which founded airlines reach a route.
 */
function publicAirlineNotes(state: AirlinesState, claimable: AirlinesView['claimable']): Record<string, Wording | null> {
  const reaching = new Set<string>();
  for (const id in claimable) for (const a of claimable[id]!.airlines) reaching.add(a);
  const out: Record<string, Wording | null> = {};
  for (const a of state.board.airlines) {
    if (state.founded.includes(a.id)) {
      // `claimable` lists a founded airline on a route exactly when it has a marker left and a
      // free route of its types touches its network (queries.ts `claimableRoutes`).
      if ((state.supply[a.id] ?? 0) < 1) out[a.id] = noteWording('airlines.note.noMarker', { initials: a.initials });
      else if (!reaching.has(a.id)) out[a.id] = noteWording('airlines.note.unreached', { types: list(a.allowedRouteTypes.map(routeTypeWords), 'or'), initials: a.initials });
      else out[a.id] = null;
      continue;
    }
    out[a.id] = publicFoundProblem(state, a.id);
  }
  return out;
}

/** The airline notes for a seat: the public ones, and for the airlines open to anyone, what its own stock cards allow. */
function seatAirlineNotes(state: AirlinesState, player: PlayerId, publicView: AirlinesView): Record<string, Wording | null> {
  const hand = own(state.hands, player)!;
  const pub = publicView.airlineNotes ?? publicAirlineNotes(state, publicView.claimable);
  const out: Record<string, Wording | null> = {};
  for (const a of state.board.airlines) {
    const open = own(pub, a.id) ?? null;
    if (open !== null || state.founded.includes(a.id)) out[a.id] = open;
    else if (countOf(hand.stock, a.id) === 0) out[a.id] = noteWording('airlines.note.noStock', { initials: a.initials });
    else out[a.id] = sharedWording(foundProblem(state, player, a.id, 1));
  }
  return out;
}

/** A player who holds a stock card of every airline and the highest card of every network. */
const PROBE = '*probe';
const PROBE_FLIGHT: FlightCard[] = ROUTE_TYPES.map((type) => ({ type, value: 14 }));

/**
 * Why nobody may found the airline now, whatever their cards, or null: the rules' own answer for
 * a player whose hand can pay anything, so only the reasons that hold for everyone remain.
 */
function publicFoundProblem(state: AirlinesState, airline: string): Wording | null {
  const probe: AirlinesState = { ...state, hands: { ...state.hands, [PROBE]: { stock: [airline], flight: PROBE_FLIGHT } } };
  return sharedWording(foundProblem(probe, PROBE, airline, 1));
}

/**
 * Per route, why nobody may claim it now, whatever their cards (a spectator's notes): every
 * circle taken, or no founded airline that may fly it reaches it with a marker left. A route some
 * airline could take gets `{ may: [], why: null }`: what a seat may do there depends on its cards.
 */
function publicRouteNotes(state: AirlinesState, claimable: AirlinesView['claimable'], nets: Map<string, Set<string>> | undefined): Record<string, RouteNote> {
  const index = indexBoard(state.board);
  const initials = (ids: string[]) => list(ids.map((a) => index.airline.get(a)?.initials ?? a));
  const out: Record<string, RouteNote> = {};
  for (const r of state.board.routes) {
    const free = claimable[r.id];
    if (!free) {
      out[r.id] = noteSaying(noteWording('airlines.note.full'));
      continue;
    }
    if (free.airlines.length > 0) {
      out[r.id] = noteSaying(null);
      continue;
    }
    nets ??= networks(state).nets;
    const flying = state.founded.filter((a) => index.allowed.get(a)?.has(r.type));
    const reaching = flying.filter((a) => nets!.get(a)!.has(r.from) || nets!.get(a)!.has(r.to));
    const holding = reaching.filter((a) => flies(state.routes[r.id]!, a));
    const type = routeTypeWords(r.type);
    if (flying.length === 0) out[r.id] = noteSaying(noteWording('airlines.note.noneFlies', { type }));
    else if (reaching.length === 0) out[r.id] = noteSaying(noteWording('airlines.note.noneReaches', { type }));
    else if (holding.length === reaching.length) out[r.id] = noteSaying(noteWording('airlines.note.flown', { airlines: initials(holding), n: holding.length }));
    else out[r.id] = noteSaying(noteWording('airlines.note.noMarkers', { airlines: initials(reaching.filter((a) => !holding.includes(a))), n: reaching.length - holding.length }));
  }
  return out;
}

/**
 * Notes are wordings (a key and its params), never sentences: each client words them in its
 * own person's language. One frozen wording per key and params, shared by every view: the host's
 * diff of two views (and the reuse above, which compares with ===) finds an unchanged note at once.
 */
const WORDINGS = new Map<string, Wording>();

/** The shared, frozen wording for `key` and `params` (ids, numbers and board names: a few dozen per board). */
function noteWording(key: string, params?: WordParams): Wording {
  return shared(params === undefined ? { key } : { key, params });
}

/** A rule's answer (`foundProblem`) as a shared wording without its English text; null stays null. */
function sharedWording(w: Wording | null): Wording | null {
  return w === null ? null : shared(wordingOf(w));
}

function shared(w: Wording): Wording {
  const id = JSON.stringify(w);
  let out = WORDINGS.get(id);
  if (!out) {
    // Wordings name route types, airlines and players of the tables in play: few, but never let them pile up.
    if (WORDINGS.size > 4096) WORDINGS.clear();
    out = deepFreeze(w);
    WORDINGS.set(id, out);
  }
  return out;
}

/** Notes that offer nothing, one frozen object per reason (keyed by the reason's key and params). */
const NOTES = new Map<Wording | null, RouteNote>();

/**
 * The note offering nothing, for the reason `why` (a shared wording from `noteWording`): the same
 * object every time, so the host's diff of two views (and of each seat's own part, built on the
 * public notes) finds an unchanged note at once. Frozen: a view's reader must not change what
 * other views share.
 */
function noteSaying(why: Wording | null): RouteNote {
  let note = NOTES.get(why);
  if (!note) {
    if (NOTES.size > 4096) NOTES.clear();
    note = Object.freeze({ may: Object.freeze([]) as unknown as RouteNote['may'], why });
    NOTES.set(why, note);
  }
  return note;
}

/**
 * Per route, what the seat's flight cards would claim there now and, when nothing, why not: so a
 * screen can answer a hover or a click on any route in the host's words, without rules of its own.
 * Where no card matters (the route is full, or no airline can take it) the note is the public one.
 */
function seatRouteNotes(state: AirlinesState, publicView: AirlinesView, cards: readonly FlightCard[]): Record<string, RouteNote> {
  const claimable = publicView.claimable;
  // A public view not built by `view` may lack the notes: then the spectator's are built here.
  const pubNotes = publicView.routeNotes ?? publicRouteNotes(state, claimable, undefined);
  const distinct = distinctCards(cards);
  /** The seat's best card per route type (0: none). */
  const best = new Map<string, number>();
  for (const c of cards) if (c.value > (best.get(c.type) ?? 0)) best.set(c.type, c.value);
  const out: Record<string, RouteNote> = {};
  // Route ids are board ids, never prototype names (the board check refuses those): plain look-ups.
  for (const r of state.board.routes) {
    const free = claimable[r.id];
    if (!free || free.airlines.length === 0) {
      out[r.id] = pubNotes[r.id]!;
      continue;
    }
    if ((best.get(r.type) ?? 0) < free.cost) {
      out[r.id] = needsNote(r.type, free.cost, best.get(r.type) ?? 0);
      continue;
    }
    out[r.id] = mayNote(free, r.type, distinct);
  }
  return out;
}

/**
 * Notes of what a seat may claim: per free circle (`claimableEntry`, shared), then per route type
 * and the values of the paying cards in hand order, one frozen note.
 */
const MAY = new Map<AirlinesView['claimable'][string], Map<number, RouteNote>>();

/** The note offering each airline that may claim `free` each of the seat's `distinct` cards of `type` worth its cost or more. */
function mayNote(free: AirlinesView['claimable'][string], type: string, distinct: readonly FlightCard[]): RouteNote {
  // The key: the paying values as digits in base 16 (card values are whole numbers up to 14),
  // after the route type's index; a value outside that never shares its note.
  const t = ROUTE_TYPES.indexOf(type as (typeof ROUTE_TYPES)[number]);
  let key = t < 0 ? NaN : t + 1;
  for (const card of distinct) {
    if (card.type !== type || card.value < free.cost) continue;
    key = Number.isInteger(card.value) && card.value > 0 && card.value < 16 ? key * 16 + card.value : NaN;
  }
  let byCircle = MAY.get(free);
  let note = byCircle?.get(key);
  if (!note) {
    const may: RouteNote['may'] = [];
    for (const airline of free.airlines) for (const card of distinct) if (card.type === type && card.value >= free.cost) may.push(Object.freeze({ airline, card: Object.freeze({ ...card }) }));
    note = Object.freeze({ may: Object.freeze(may) as RouteNote['may'], why: null });
    // Only entries of `claimableEntry` (frozen, shared) stand for their cost and airlines.
    if (Number.isSafeInteger(key) && Object.isFrozen(free)) {
      if (!byCircle) {
        if (MAY.size > 4096) MAY.clear();
        MAY.set(free, (byCircle = new Map()));
      }
      if (byCircle.size < 4096) byCircle.set(key, note);
    }
  }
  return note;
}

/** "Needs a card" notes by route type, then by cost and best card (`cost * 4096 + best`). */
const NEEDS = new Map<string, Map<number, RouteNote>>();

/** The note of a route the seat's cards cannot pay for: shared like `noteSaying`, found without building its wording. */
function needsNote(type: string, cost: number, best: number): RouteNote {
  // Costs and card values are small whole numbers on any board that passed its check.
  if (!Number.isInteger(cost) || !Number.isInteger(best) || cost < 0 || best < 0 || best >= 4096) return noteSaying(needsWording(type, cost, best));
  let byType = NEEDS.get(type);
  if (!byType) NEEDS.set(type, (byType = new Map()));
  const key = cost * 4096 + best;
  let note = byType.get(key);
  if (!note) {
    note = noteSaying(needsWording(type, cost, best));
    if (byType.size < 4096) byType.set(key, note);
  }
  return note;
}

function needsWording(type: string, cost: number, best: number): Wording {
  return noteWording('airlines.note.needs', { type: routeTypeWords(type as RouteType), cost, best: Math.max(0, best) });
}

/**
 * Per airline this seat could found with its cards now (not founded, two markers left, a share in
 * hand): the first routes at its headquarters and the cards that would pay for them. Lets a
 * screen build a whole founding (airline, shares, first route) before anything is sent.
 */
function founding(state: AirlinesState, cards: readonly FlightCard[], stock: readonly string[]): Record<string, { route: string; card: FlightCard }[]> {
  const index = indexBoard(state.board);
  const out: Record<string, { route: string; card: FlightCard }[]> = {};
  for (const a of state.board.airlines) {
    if (state.founded.includes(a.id) || (state.supply[a.id] ?? 0) < 2 || !stock.includes(a.id)) continue;
    const firsts: { route: string; card: FlightCard }[] = [];
    for (const r of index.routesAt.get(a.hq) ?? []) {
      if (!index.allowed.get(a.id)!.has(r.type)) continue;
      const circle = lowestFree(state.routes[r.id]!, r.costs);
      if (circle < 0) continue;
      for (const card of distinctCards(cards)) if (card.type === r.type && card.value >= r.costs[circle]!) firsts.push({ route: r.id, card: { ...card } });
    }
    if (firsts.length > 0) out[a.id] = firsts;
  }
  return out;
}

function sortCards(cards: readonly FlightCard[]): FlightCard[] {
  return cards.map((c) => ({ ...c })).sort((a, b) => (a.type === b.type ? a.value - b.value : a.type < b.type ? -1 : 1));
}
