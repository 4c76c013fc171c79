/**
 * Blue Skies: the round and every move (setting up a table is in setup.ts, which deals with the
 * helpers here). The steps of a round that need no decision
 * (the extra demand cards, income, the end check, new local airlines, passing the start
 * player) run inside the move that finishes the step before them.
 */
import { list, type Wording } from '../core/wording.js';
import { said } from './messages.js';
import { refuse } from '../core/errors.js';
import { Rng } from '../core/rng.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { airportById } from './board.js';
import { listedMoves } from './listed-moves.js';
import { addPassengers, airportList, airportState, incomes, wholeAirportList } from './passengers.js';
import { finalScoring } from './scoring.js';
import { LOCAL, type BlueSkiesMove, type BlueSkiesState, type Phase } from './types.js';

/** Numbers from the rule text (the board holds the ones a board designer may change). */
export const RULES = {
  handSize: 3,
  setupAirports: 5,
  setupCardsPerPlayer: 3,
  endScore: 100,
  assistanceAt: 30,
  assistanceStep: 3,
  /** Our cap on the airports one player's assistance reaches (the text is silent; RULES.md 12). */
  assistanceCap: 6,
} as const;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

export function cityOf(s: BlueSkiesState, id: string): string {
  return airportById(s.board, id)?.city ?? id;
}

export function nameOf(s: BlueSkiesState, pi: number): string {
  return s.players[pi]?.name ?? '?';
}

/** The player index at turn-order position `at` (0 = the start player). */
export function turn(s: BlueSkiesState, at: number): number {
  return (s.startPlayer + at) % s.players.length;
}


/** Who must act now as a player index, for the one-player phases (null otherwise). */
export function currentIndex(s: BlueSkiesState): number | null {
  const p = s.phase;
  switch (p.kind) {
    case 'setupBuy':
      return p.order[p.at] ?? null;
    case 'buy':
    case 'play':
    case 'specialDiscard':
      return p.at < s.players.length ? turn(s, p.at) : null;
    case 'assist':
      return p.order[p.at] ?? null;
    default:
      return null;
  }
}

/** Draws the top demand card; an empty deck is first refilled from the shuffled discards. */
export function drawCard(s: BlueSkiesState, rng: Rng, events: GameEvent[] | undefined): string | undefined {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = rng.shuffle(s.discard);
    s.discard = [];
    events?.push({ type: 'reshuffle', ...said('blueSkies.log.reshuffle') });
  }
  return s.deck.pop();
}

export function passengersArrive(s: BlueSkiesState, airport: string, rng: Rng, events: GameEvent[] | undefined, why: Wording): void {
  const drawn = addPassengers(s, airport, rng);
  if (!events) return;
  const key = drawn.cubes === 0 ? 'blueSkies.log.bagEmpty' : drawn.green > 0 ? 'blueSkies.log.arriveGreen' : 'blueSkies.log.arrive';
  events?.push({ type: 'passengers', ...said(key, { why, pax: drawn.cubes, green: drawn.green, city: cityOf(s, airport) }), data: { airport, cubes: drawn.cubes, green: drawn.green } });
}

export function drawUpTo(s: BlueSkiesState, pi: number, rng: Rng, events: GameEvent[] | undefined): void {
  const pl = s.players[pi]!;
  const got: string[] = [];
  while (pl.hand.length < RULES.handSize) {
    const c = drawCard(s, rng, events);
    if (c === undefined) break;
    pl.hand.push(c);
    got.push(c);
  }
  if (got.length === 0 || !events) return;
  events.push({ type: 'draw', player: pl.id, ...said('blueSkies.log.draw', { player: pl.name, cards: got.length }) });
  events.push({
    type: 'drawSeen',
    player: pl.id,
    visibleTo: [pl.id],
    ...said('blueSkies.log.drawSeen', { cities: list(got.map((c) => cityOf(s, c))) }),
    data: { cards: got },
  });
}

export function openGates(s: BlueSkiesState, airport: string): number {
  let n = 0;
  for (const g of airportState(s, airport).gates) if (g !== null) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Buying gates
// ---------------------------------------------------------------------------------------------

function budget(s: BlueSkiesState): number {
  return s.phase.kind === 'setupBuy' ? s.board.setupPoints : s.board.pointsPerRound;
}

export interface Purchases {
  gates: { airport: string; cost: number }[];
  buyouts: { airport: string; cost: number }[];
}

/** What the player buying now can still afford (empty when the phase is not a buying one). */
export function purchases(s: BlueSkiesState, pi: number): Purchases {
  const out: Purchases = { gates: [], buyouts: [] };
  const p = s.phase;
  if (p.kind !== 'setupBuy' && p.kind !== 'buy') return out;
  const pl = s.players[pi]!;
  if (pl.gatesLeft <= 0) return out;
  if (p.kind === 'setupBuy' && p.bought >= s.board.setupGates) return out;
  const left = budget(s) - p.spent;
  const list = airportList(s);
  for (const [i, a] of s.board.airports.entries()) {
    const st = list[i] ?? airportState(s, a.id);
    const free = st.gates.indexOf(null);
    if (free >= 0) {
      const cost = a.gates[free]!.cost;
      if (cost <= left) out.gates.push({ airport: a.id, cost });
    }
    if (a.buyout !== null && a.buyout <= left && st.gates.includes(LOCAL)) out.buyouts.push({ airport: a.id, cost: a.buyout });
  }
  return out;
}

/**
 * Whether the player buying now can afford anything (`purchaseCount(s, pi) > 0`), stopping at the
 * first purchase found: asked after every move of a buying turn. A state that lacks an airport's
 * record is asked the counting way, which stops at that airport as it always did.
 */
export function hasPurchase(s: BlueSkiesState, pi: number): boolean {
  const p = s.phase;
  if ((p.kind !== 'setupBuy' && p.kind !== 'buy') || s.players[pi]!.gatesLeft <= 0 || (p.kind === 'setupBuy' && p.bought >= s.board.setupGates)) return false;
  const states = airportList(s);
  if (!wholeAirportList(states)) return purchaseCount(s, pi) > 0;
  const left = budget(s) - p.spent;
  const airports = s.board.airports;
  for (let i = 0; i < states.length; i++) {
    const gates = states[i]!.gates;
    const a = airports[i]!;
    const free = gates.indexOf(null);
    if (free >= 0 && a.gates[free]!.cost <= left) return true;
    if (a.buyout !== null && a.buyout <= left && gates.includes(LOCAL)) return true;
  }
  return false;
}

/**
 * `legalMoves` in a buying phase: the affordable gates in board order, then the buy-outs, then the
 * end (`purchases`' lists as moves), each move the board's shared one (listed-moves.ts). A state
 * that lacks an airport's record is listed the plain way, which refuses at that airport.
 */
function buyMoves(s: BlueSkiesState, pi: number): BlueSkiesMove[] {
  const t = listedMoves(s.board);
  const states = airportList(s);
  if (!wholeAirportList(states)) {
    const can = purchases(s, pi);
    const out: BlueSkiesMove[] = [];
    for (const g of can.gates) out.push({ type: 'buyGate', airport: g.airport });
    for (const g of can.buyouts) out.push({ type: 'buyOut', airport: g.airport });
    out.push(t.endPurchases);
    return out;
  }
  const out: BlueSkiesMove[] = [];
  const p = s.phase as Extract<Phase, { kind: 'setupBuy' | 'buy' }>;
  if (s.players[pi]!.gatesLeft > 0 && !(p.kind === 'setupBuy' && p.bought >= s.board.setupGates)) {
    const left = budget(s) - p.spent;
    const airports = s.board.airports;
    for (let i = 0; i < states.length; i++) {
      const free = states[i]!.gates.indexOf(null);
      if (free >= 0 && airports[i]!.gates[free]!.cost <= left) out.push(t.buyGate[i]!);
    }
    for (let i = 0; i < states.length; i++) {
      const buyout = airports[i]!.buyout;
      if (buyout !== null && buyout <= left && states[i]!.gates.includes(LOCAL)) out.push(t.buyOut[i]!);
    }
  }
  out.push(t.endPurchases);
  return out;
}

/**
 * How many gates and buy-outs the player buying now can afford (the length of both `purchases`
 * lists), or, with `nth`, the airport and kind of that one of them (gates first, then buy-outs,
 * each in board order): the random move of the simulation path draws one without the lists.
 */
export function purchaseCount(s: BlueSkiesState, pi: number): number;
export function purchaseCount(s: BlueSkiesState, pi: number, nth: number): BlueSkiesMove;
export function purchaseCount(s: BlueSkiesState, pi: number, nth = -1): number | BlueSkiesMove {
  const p = s.phase;
  let n = 0;
  if ((p.kind === 'setupBuy' || p.kind === 'buy') && s.players[pi]!.gatesLeft > 0 && !(p.kind === 'setupBuy' && p.bought >= s.board.setupGates)) {
    const left = budget(s) - p.spent;
    const states = airportList(s);
    for (let kind = 0; kind < 2; kind++) {
      for (let i = 0; i < states.length; i++) {
        const a = s.board.airports[i]!;
        const gates = states[i]!.gates;
        const ok = kind === 0
          ? gates.indexOf(null) >= 0 && a.gates[gates.indexOf(null)]!.cost <= left
          : a.buyout !== null && a.buyout <= left && gates.includes(LOCAL);
        if (!ok) continue;
        if (n === nth) return { type: kind === 0 ? 'buyGate' : 'buyOut', airport: a.id };
        n++;
      }
    }
  }
  return nth >= 0 ? { type: 'endPurchases' } : n;
}

function buyingPhase(s: BlueSkiesState, pi: number, what: string | null): Extract<Phase, { kind: 'setupBuy' | 'buy' }> {
  const p = s.phase;
  if (p.kind !== 'setupBuy' && p.kind !== 'buy') refuse('wrong-phase', said('blueSkies.refuse.wrongPhase', { phase: phaseWords(s) }));
  if (currentIndex(s) !== pi) refuse('not-your-turn', said('blueSkies.refuse.notYourTurn', { player: nameOf(s, currentIndex(s) ?? -1) }));
  if (what === null) return p;
  const pl = s.players[pi]!;
  if (pl.gatesLeft <= 0) refuse('no-gates', said('blueSkies.refuse.noGates', { what: { key: `blueSkies.what.${what}` } }));
  if (p.kind === 'setupBuy' && p.bought >= s.board.setupGates) {
    refuse('setup-limit', said('blueSkies.refuse.setupLimit', { setupGates: s.board.setupGates }));
  }
  return p;
}

function buyGate(s: BlueSkiesState, pi: number, airport: string, events: GameEvent[] | undefined): void {
  const p = buyingPhase(s, pi, 'openGate');
  const st = airportState(s, airport);
  const free = st.gates.indexOf(null);
  if (free < 0) refuse('airport-full', said('blueSkies.refuse.airportFull', { city: cityOf(s, airport) }));
  const space = free;
  const cost = airportById(s.board, airport)!.gates[space]!.cost;
  const left = budget(s) - p.spent;
  if (cost > left) refuse('too-expensive', said('blueSkies.refuse.tooExpensive', { city: cityOf(s, airport), points: cost, left }));
  const pl = s.players[pi]!;
  st.gates[free] = pl.id;
  pl.gatesLeft--;
  p.spent += cost;
  p.bought++;
  events?.push({
    type: 'buyGate',
    player: pl.id,
    ...said('blueSkies.log.buyGate', { player: pl.name, city: cityOf(s, airport), points: cost }),
    data: { airport, space, cost },
  });
}

function buyOut(s: BlueSkiesState, pi: number, airport: string, events: GameEvent[] | undefined): void {
  const p = buyingPhase(s, pi, 'buyOut');
  const st = airportState(s, airport);
  const a = airportById(s.board, airport)!;
  const at = st.gates.indexOf(LOCAL);
  if (at < 0) refuse('no-local', said('blueSkies.refuse.noLocal', { city: a.city }));
  if (a.buyout === null) refuse('no-buyout', said('blueSkies.refuse.noBuyout', { city: a.city }));
  const left = budget(s) - p.spent;
  if (a.buyout > left) refuse('too-expensive', said('blueSkies.refuse.buyoutTooExpensive', { city: a.city, points: a.buyout, left }));
  const pl = s.players[pi]!;
  st.gates[at] = pl.id;
  pl.gatesLeft--;
  p.spent += a.buyout;
  p.bought++;
  events?.push({
    type: 'buyOut',
    player: pl.id,
    ...said('blueSkies.log.buyOut', { player: pl.name, city: a.city, points: a.buyout }),
    data: { airport, space: at, cost: a.buyout },
  });
}

/** Ends the current player's buying; in a round the unspent points score. */
function finishPurchases(s: BlueSkiesState, events: GameEvent[] | undefined): void {
  const p = s.phase;
  if (p.kind !== 'setupBuy' && p.kind !== 'buy') return;
  const pi = currentIndex(s)!;
  const pl = s.players[pi]!;
  if (p.kind === 'buy') {
    const unspent = s.board.pointsPerRound - p.spent;
    pl.score += unspent;
    events?.push({
      type: 'unspent',
      player: pl.id,
      ...said(unspent > 0 ? 'blueSkies.log.unspent' : 'blueSkies.log.doneBuying', { player: pl.name, points: unspent }),
      data: { points: unspent },
    });
  } else {
    events?.push({ type: 'endPurchases', player: pl.id, ...said('blueSkies.log.endPurchases', { player: pl.name }) });
  }
  p.at++;
  p.spent = 0;
  p.bought = 0;
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

function playCard(s: BlueSkiesState, pi: number, airport: string, rng: Rng, events: GameEvent[] | undefined): void {
  const p = s.phase;
  if (p.kind !== 'play') refuse('wrong-phase', said('blueSkies.refuse.wrongPhasePlay', { phase: phaseWords(s) }));
  if (currentIndex(s) !== pi) refuse('not-your-turn', said('blueSkies.refuse.notYourTurnPlay', { player: nameOf(s, currentIndex(s) ?? -1) }));
  const pl = s.players[pi]!;
  const at = pl.hand.indexOf(airport);
  if (at < 0) refuse('not-in-hand', said('blueSkies.refuse.notInHand', { city: cityOf(s, airport) }));
  pl.hand.splice(at, 1);
  events?.push({ type: 'playCard', player: pl.id, ...said('blueSkies.log.playCard', { player: pl.name, city: cityOf(s, airport) }), data: { airport } });
  passengersArrive(s, airport, rng, events, { key: 'blueSkies.why.card', params: { player: pl.name } });
  s.discard.push(airport);
  drawUpTo(s, pi, rng, events);
  p.at++;
}

function special(s: BlueSkiesState, pi: number, airport: string, rng: Rng, events: GameEvent[] | undefined): void {
  const p = s.phase;
  if (p.kind !== 'play') refuse('wrong-phase', said('blueSkies.refuse.wrongPhaseSpecial', { phase: phaseWords(s) }));
  if (currentIndex(s) !== pi) refuse('not-your-turn', said('blueSkies.refuse.notYourTurnPlay', { player: nameOf(s, currentIndex(s) ?? -1) }));
  const pl = s.players[pi]!;
  if (pl.specialUsed) refuse('special-used', said('blueSkies.refuse.specialUsed'));
  airportState(s, airport);
  pl.specialUsed = true;
  events?.push({ type: 'special', player: pl.id, ...said('blueSkies.log.special', { player: pl.name, city: cityOf(s, airport) }), data: { airport } });
  passengersArrive(s, airport, rng, events, { key: 'blueSkies.why.special', params: { player: pl.name } });
  s.phase = { kind: 'specialDiscard', at: p.at };
}

/** Checks that `cards` can be taken from `hand` (as a multiset). */
function checkDiscard(s: BlueSkiesState, hand: readonly string[], cardsOut: readonly string[]): void {
  const rest = [...hand];
  for (const c of cardsOut) {
    const i = rest.indexOf(c);
    if (i < 0) {
      const held = hand.filter((h) => h === c).length;
      refuse('not-in-hand', said(held === 0 ? 'blueSkies.refuse.noCardToDiscard' : 'blueSkies.refuse.tooFewToDiscard', { city: cityOf(s, c), cards: held }));
    }
    rest.splice(i, 1);
  }
}

function takeFromHand(hand: string[], cardsOut: readonly string[]): void {
  for (const c of cardsOut) hand.splice(hand.indexOf(c), 1);
}

function discard(s: BlueSkiesState, pi: number, cardsOut: string[], rng: Rng, events: GameEvent[] | undefined): void {
  const p = s.phase;
  const pl = s.players[pi]!;
  if (p.kind === 'specialDiscard') {
    if (currentIndex(s) !== pi) refuse('not-your-turn', said('blueSkies.refuse.notYourTurnDiscard', { player: nameOf(s, currentIndex(s) ?? -1) }));
    checkDiscard(s, pl.hand, cardsOut);
    takeFromHand(pl.hand, cardsOut);
    s.discard.push(...cardsOut);
    events?.push({ type: 'discard', player: pl.id, ...said('blueSkies.log.discard', { player: pl.name, cards: cardsOut.length }), data: { count: cardsOut.length } });
    if (cardsOut.length > 0) {
      events?.push({ type: 'discardSeen', player: pl.id, visibleTo: [pl.id], ...said('blueSkies.log.discardSeen', { cities: list(cardsOut.map((c) => cityOf(s, c))) }), data: { cards: cardsOut } });
    }
    drawUpTo(s, pi, rng, events);
    s.phase = { kind: 'play', at: p.at + 1 };
    return;
  }
  if (p.kind === 'assistDiscard') {
    if (p.pending[pi] !== null) refuse('already-decided', said('blueSkies.refuse.alreadyDecided'));
    checkDiscard(s, pl.hand, cardsOut);
    p.pending[pi] = [...cardsOut];
    events?.push({ type: 'discardChosen', player: pl.id, ...said('blueSkies.log.discardChosen', { player: pl.name }) });
    events?.push({
      type: 'discardChosenSeen',
      player: pl.id,
      visibleTo: [pl.id],
      ...said(cardsOut.length === 0 ? 'blueSkies.log.keepHand' : 'blueSkies.log.willDiscard', { cities: list(cardsOut.map((c) => cityOf(s, c))) }),
      data: { cards: cardsOut },
    });
    return;
  }
  refuse('wrong-phase', said('blueSkies.refuse.wrongPhaseDiscard', { phase: phaseWords(s) }));
}

// ---------------------------------------------------------------------------------------------
// Government assistance
// ---------------------------------------------------------------------------------------------

/**
 * Airports each player may add passengers to: 1 per 3 points behind the leader, rounded up, at
 * most `cap` (RULES.assistanceCap unless the table plays the text uncapped).
 */
export function assistancePicks(scores: readonly number[], cap: number = RULES.assistanceCap): number[] {
  const leader = Math.max(...scores);
  return scores.map((sc) => Math.min(cap, Math.ceil((leader - sc) / RULES.assistanceStep)));
}

function assist(s: BlueSkiesState, pi: number, airport: string, rng: Rng, events: GameEvent[] | undefined): void {
  const p = s.phase;
  if (p.kind !== 'assist') refuse('wrong-phase', said('blueSkies.refuse.wrongPhaseAssist', { phase: phaseWords(s) }));
  if (currentIndex(s) !== pi) refuse('not-your-turn', said('blueSkies.refuse.notYourTurnAssist', { player: nameOf(s, currentIndex(s) ?? -1) }));
  airportState(s, airport);
  if (p.chosen.includes(airport)) refuse('already-chosen', said('blueSkies.refuse.alreadyChosen', { city: cityOf(s, airport) }));
  p.chosen.push(airport);
  passengersArrive(s, airport, rng, events, { key: 'blueSkies.why.assist', params: { player: nameOf(s, pi) } });
  if (p.chosen.length >= p.picks[p.at]!) {
    p.at++;
    p.chosen = [];
  }
}

function endAssist(s: BlueSkiesState, pi: number, events: GameEvent[] | undefined): void {
  const p = s.phase;
  if (p.kind !== 'assist') refuse('wrong-phase', said('blueSkies.refuse.wrongPhaseEndAssist', { phase: phaseWords(s) }));
  if (currentIndex(s) !== pi) refuse('not-your-turn', said('blueSkies.refuse.notYourTurnAssist', { player: nameOf(s, currentIndex(s) ?? -1) }));
  events?.push({ type: 'endAssist', player: s.players[pi]!.id, ...said('blueSkies.log.endAssist', { player: nameOf(s, pi) }) });
  p.at++;
  p.chosen = [];
}

function resolveAssistDiscards(s: BlueSkiesState, rng: Rng, events: GameEvent[] | undefined): void {
  const p = s.phase;
  if (p.kind !== 'assistDiscard') return;
  const n = s.players.length;
  for (let at = 0; at < n; at++) {
    const pi = turn(s, at);
    const pl = s.players[pi]!;
    const out = p.pending[pi] ?? [];
    takeFromHand(pl.hand, out);
    s.discard.push(...out);
    events?.push({ type: 'discard', player: pl.id, ...said('blueSkies.log.discard', { player: pl.name, cards: out.length }), data: { count: out.length } });
  }
  s.deck = rng.shuffle([...s.deck, ...s.discard]);
  s.discard = [];
  events?.push({ type: 'reshuffle', ...said('blueSkies.log.reshuffleAssist') });
  for (let at = 0; at < n; at++) drawUpTo(s, turn(s, at), rng, events);
  endOfRound(s, events);
}

// ---------------------------------------------------------------------------------------------
// The steps after the cards
// ---------------------------------------------------------------------------------------------

function afterPlays(s: BlueSkiesState, rng: Rng, events: GameEvent[] | undefined): void {
  const n = s.players.length;
  // Step 3: one more demand card per player.
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, rng, events);
    if (c === undefined) {
      events?.push({ type: 'noCard', ...said('blueSkies.log.noCard') });
      break;
    }
    passengersArrive(s, c, rng, events, { key: 'blueSkies.why.demand', params: { city: cityOf(s, c) } });
    s.discard.push(c);
  }
  // Step 4: income.
  const paid = incomes(s);
  for (const [i, pl] of s.players.entries()) {
    const inc = paid[i]!;
    pl.score += inc;
    events?.push({ type: 'income', player: pl.id, ...said('blueSkies.log.income', { player: pl.name, points: inc, pax: inc }), data: { points: inc } });
  }
  // Step 5: the end.
  const outOfGates = s.players.filter((pl) => pl.gatesLeft <= 0);
  const reached = s.players.filter((pl) => pl.score >= RULES.endScore);
  if (outOfGates.length > 0 || reached.length > 0) {
    const reason = outOfGates.length > 0
      ? said('blueSkies.reason.noGates', { players: list(outOfGates.map((pl) => pl.name)), count: outOfGates.length })
      : said('blueSkies.reason.reached', { players: list(reached.map((pl) => pl.name)), points: RULES.endScore });
    finalScoring(s, reason, events);
    return;
  }
  // Step 6: government assistance, once per game.
  if (!s.assistanceDone && s.players.some((pl) => pl.score >= RULES.assistanceAt)) {
    s.assistanceDone = true;
    const picks = assistancePicks(s.players.map((pl) => pl.score), s.options.uncappedAssistance ? Infinity : RULES.assistanceCap);
    const order: number[] = [];
    const counts: number[] = [];
    for (let at = 0; at < n; at++) {
      const pi = turn(s, at);
      if (picks[pi]! > 0) {
        order.push(pi);
        counts.push(picks[pi]!);
      }
    }
    events?.push({
      type: 'assistance',
      ...said(order.length === 0 ? 'blueSkies.log.assistanceNobody' : 'blueSkies.log.assistance', {
        points: RULES.assistanceAt,
        picks: list(order.map((pi, i) => ({ key: 'blueSkies.assistPick', params: { player: nameOf(s, pi), airports: counts[i]! } })), 'semicolon'),
      }),
      data: { picks: Object.fromEntries(s.players.map((pl, i) => [pl.id, picks[i]])) },
    });
    s.phase = { kind: 'assist', order, picks: counts, at: 0, chosen: [] };
    return;
  }
  endOfRound(s, events);
}

function endOfRound(s: BlueSkiesState, events: GameEvent[] | undefined): void {
  // Step 7: passengers with no open gate bring in a local airline.
  for (const a of s.board.airports) {
    const st = airportState(s, a.id);
    if (st.pax > 0 && !st.gates.some((g) => g !== null)) {
      st.gates[0] = LOCAL;
      events?.push({ type: 'local', ...said('blueSkies.log.local', { city: a.city, pax: st.pax }), data: { airport: a.id } });
    }
  }
  // Step 8: the start player passes on.
  s.startPlayer = (s.startPlayer + 1) % s.players.length;
  startRound(s, events);
}

function startRound(s: BlueSkiesState, events: GameEvent[] | undefined): void {
  s.round++;
  s.phase = { kind: 'buy', at: 0, spent: 0, bought: 0 };
  events?.push({ type: 'round', ...said('blueSkies.log.round', { round: s.round, player: nameOf(s, s.startPlayer) }), data: { round: s.round } });
}

/**
 * Moves the game on past every step that needs no decision, and past players who have none
 * to take (nothing they can afford, no card to play).
 */
export function settle(s: BlueSkiesState, rng: Rng, events: GameEvent[] | undefined): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const p = s.phase;
    const n = s.players.length;
    switch (p.kind) {
      case 'setupBuy':
        if (p.at >= p.order.length) {
          startRound(s, events);
          continue;
        }
        if (!hasPurchase(s, p.order[p.at]!)) {
          finishPurchases(s, events);
          continue;
        }
        return;
      case 'buy':
        if (p.at >= n) {
          s.phase = { kind: 'play', at: 0 };
          continue;
        }
        if (!hasPurchase(s, turn(s, p.at))) {
          finishPurchases(s, events);
          continue;
        }
        return;
      case 'play': {
        if (p.at >= n) {
          afterPlays(s, rng, events);
          continue;
        }
        const pl = s.players[turn(s, p.at)]!;
        if (pl.hand.length === 0 && pl.specialUsed) {
          events?.push({ type: 'noCard', player: pl.id, ...said('blueSkies.log.noCardToPlay', { player: pl.name }) });
          p.at++;
          continue;
        }
        return;
      }
      case 'assist':
        if (p.at >= p.order.length) {
          s.phase = { kind: 'assistDiscard', pending: s.players.map(() => null) };
        }
        return;
      case 'assistDiscard':
        if (p.pending.every((x) => x !== null)) {
          resolveAssistDiscards(s, rng, events);
          continue;
        }
        return;
      default:
        return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The contract's entry points
// ---------------------------------------------------------------------------------------------

export function phaseWords(s: BlueSkiesState): Wording {
  return { key: `blueSkies.phase.${s.phase.kind}`, params: { player: nameOf(s, currentIndex(s) ?? -1) } };
}

export function activePlayers(s: BlueSkiesState): PlayerId[] {
  const p = s.phase;
  if (p.kind === 'over') return [];
  if (p.kind === 'assistDiscard') return s.players.filter((_, i) => p.pending[i] === null).map((pl) => pl.id);
  const pi = currentIndex(s);
  return pi === null ? [] : [s.players[pi]!.id];
}

/** Every different set of cards one can discard from a hand (the empty one included). */
export function discardChoices(hand: readonly string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    const pick = hand.filter((_, i) => (mask & (1 << i)) !== 0).sort();
    const key = pick.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(pick);
  }
  return out;
}

export function legalMoves(s: BlueSkiesState, player: PlayerId): BlueSkiesMove[] {
  const pi = s.players.findIndex((pl) => pl.id === player);
  if (pi < 0 || !activePlayers(s).includes(player)) return [];
  const p = s.phase;
  const pl = s.players[pi]!;
  switch (p.kind) {
    case 'setupBuy':
    case 'buy':
      // The gates, then the buy-outs, then the end.
      return buyMoves(s, pi);
    case 'play': {
      // Each different card in hand, first come first, then the special action at every airport.
      const t = listedMoves(s.board);
      const hand = pl.hand;
      const out: BlueSkiesMove[] = [];
      for (let k = 0; k < hand.length; k++) {
        const c = hand[k]!;
        let seen = false;
        for (let j = 0; j < k; j++) if (hand[j] === c) seen = true;
        if (!seen) out.push(t.playCard.get(c) ?? { type: 'playCard', airport: c });
      }
      if (!pl.specialUsed) for (const m of t.special) out.push(m);
      return out;
    }
    case 'specialDiscard':
    case 'assistDiscard':
      return discardChoices(pl.hand).map((c) => ({ type: 'discard', cards: c }));
    case 'assist': {
      const t = listedMoves(s.board);
      const airports = s.board.airports;
      const out: BlueSkiesMove[] = [];
      for (let i = 0; i < airports.length; i++) if (!p.chosen.includes(airports[i]!.id)) out.push(t.assist[i]!);
      out.push(t.endAssist);
      return out;
    }
    default:
      return [];
  }
}

/**
 * Applies a move to `s` itself (apply's copy, or a simulation state: sim.ts). Refuses by
 * throwing, possibly halfway, so only a copy may be handed to it. Builds events only when
 * `events` is given.
 */
export function applyInPlace(s: BlueSkiesState, player: PlayerId, move: BlueSkiesMove, events: GameEvent[] | undefined): void {
  const pi = s.players.findIndex((pl) => pl.id === player);
  if (pi < 0) refuse('no-player', said('blueSkies.refuse.noPlayer', { id: JSON.stringify(player) }));
  if (s.phase.kind === 'over') refuse('game-over', said('blueSkies.refuse.gameOver'));
  if (typeof move !== 'object' || move === null) refuse('bad-move', said('blueSkies.refuse.badMove'));
  const rng = new Rng(s.rng);
  switch (move.type) {
    case 'buyGate':
      buyGate(s, pi, String(move.airport), events);
      break;
    case 'buyOut':
      buyOut(s, pi, String(move.airport), events);
      break;
    case 'endPurchases':
      buyingPhase(s, pi, null);
      finishPurchases(s, events);
      break;
    case 'playCard':
      playCard(s, pi, String(move.airport), rng, events);
      break;
    case 'special':
      special(s, pi, String(move.airport), rng, events);
      break;
    case 'assist':
      assist(s, pi, String(move.airport), rng, events);
      break;
    case 'endAssist':
      endAssist(s, pi, events);
      break;
    case 'discard':
      if (!Array.isArray(move.cards)) refuse('bad-move', said('blueSkies.refuse.discardShape'));
      discard(s, pi, move.cards.map(String), rng, events);
      break;
    default:
      refuse('bad-move', said('blueSkies.refuse.unknownMove', { type: JSON.stringify((move as { type?: unknown }).type) }));
  }
  settle(s, rng, events);
}
