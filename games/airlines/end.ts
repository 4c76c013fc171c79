/**
 * Airlines: the end of a turn, the housekeeping after every move, scoring, the end of the game
 * and its outcome. Part of the rules (rules.ts re-exports the public parts).
 */
import { finalTotalsSaid, winnersWords } from '../core/core-messages.js';
import { list, type Said, type Wording } from '../core/wording.js';
import { said } from './messages.js';
import { Rng } from '../core/rng.js';
import type { GameEvent, Outcome, PlayerId } from '../core/types.js';
import { indexBoard, type BoardIndex } from './board.js';
import { airlineValue, claimableRoutes, isInactive, sharesShutIt, lowestFree, marketShares, playerName, stockLeft } from './queries.js';
import { derivedOf, keptPlayed } from './derived.js';
import { scoreAirline } from './scoring.js';
import {
  FICTITIOUS_PLAYER,
  ROUTE_TYPES,
  SCORING_CARD,
  type Airline,
  type AirlineScore,
  type AirlinesState,
  type FlightCard,
  type Route,
  type ScoringRecord,
} from './types.js';
import { controlledRounds } from './setup.js';
import { moveEvent, readyEvent } from './events.js';

export function rngOf(s: AirlinesState): Rng {
  return new Rng(s.rng);
}

/** Two players, final scoring: the stock cards left in the deck and face up become a third shareholder. */
export function formFictitious(s: AirlinesState, events: GameEvent[] | null): void {
  s.fictitious = marketShares(s);
  events?.push(readyEvent('fictitious', 'airlines.log.fictitious', undefined, { shares: s.fictitious }));
}

export function endTurn(s: AirlinesState, events: GameEvent[] | null): void {
  if (s.over) return;
  if (s.lastRoundTurnsLeft !== null) {
    if (s.lastRoundTurnsLeft <= 0) {
      finish(s, events);
      return;
    }
    s.lastRoundTurnsLeft -= 1;
  }
  const n = s.players.length;
  // Changed in place (`apply` works on a copy whose turn is its own): a new object per turn was
  // garbage on every simulated turn. An airline named by the turn is left undefined, which JSON
  // leaves out as it would leave out a missing key.
  const turn = s.turn;
  turn.seat = (turn.seat + 1) % n;
  turn.number += 1;
  turn.phase = 'action';
  turn.removedInactive = false;
  if (turn.airline !== undefined) turn.airline = undefined;
  if (s.scoringAside > 0 && s.options.controlledScoring && s.turn.number - 1 >= controlledRounds(n) * n) {
    shuffleInScoring(s, events, { key: 'airlines.when.rounds', params: { rounds: controlledRounds(n) } });
  }
}

function shuffleInScoring(s: AirlinesState, events: GameEvent[] | null, when: Wording): void {
  for (let i = 0; i < s.scoringAside; i++) s.stockDeck.push(SCORING_CARD);
  rngOf(s).shuffle(s.stockDeck);
  events?.push(readyEvent('scoringShuffledIn', 'airlines.log.scoringShuffledIn', { when, scoringAside: s.scoringAside }));
  s.scoringAside = 0;
}

/**
 * Housekeeping after every move: scoring cards still aside join an empty deck; worthless
 * face-up cards leave the game once the deck is empty; the game ends when the last stock card
 * is gone (or, with the additional last round, a round later).
 */
export function tidy(s: AirlinesState, events: GameEvent[] | null, turnEnded: boolean): void {
  if (s.over) return;
  if (s.stockDeck.length === 0 && s.scoringAside > 0) shuffleInScoring(s, events, { key: 'airlines.when.deckEmpty' });
  if (s.stockDeck.length === 0) {
    for (let slot = 0; slot < s.faceUp.length; slot++) {
      const c = s.faceUp[slot]!;
      if (c !== null && isInactive(s, c)) {
        s.faceUp[slot] = null;
        s.removedStock.push(c);
        const a = indexBoard(s.board).airline.get(c);
        events?.push(readyEvent('removeInactive', 'airlines.log.removeInactiveDeckEmpty', { initials: a?.initials ?? c }));
      }
    }
  }
  if (s.turn.phase === 'drawStock' && !stockLeft(s)) {
    // A stock card was due, but none is left (the last face-up ones were worthless): the turn ends.
    endTurn(s, events);
    turnEnded = true;
  }
  if (turnEnded && s.lastRoundTurnsLeft === null && stockLeft(s) && !progressPossible(s)) {
    events?.push(readyEvent('stalemate', 'airlines.log.stalemate'));
    if (s.players.length === 2) formFictitious(s, events); // scored like the real end of a 2-player game
    finish(s, events);
    return;
  }
  if (stockLeft(s) || s.lastRoundTurnsLeft !== null) return;
  if (!s.options.additionalLastRound || s.players.length === 2) {
    finish(s, events);
    return;
  }
  // Everyone plays once more, the player who took the last card included.
  const n = s.players.length;
  s.lastRoundTurnsLeft = turnEnded ? n - 1 : n;
  events?.push(readyEvent('lastRound', 'airlines.log.lastRound'));
}

/**
 * Whether a stock card can still ever be drawn: some founded airline can claim a route with a
 * flight card still in the game (anyone may claim for any airline), or some airline can still be
 * founded by a player who holds its stock and can get a card for it (in hand, or still to be
 * drawn). When neither holds, the game could only go round in circles.
 */
export function progressPossible(s: AirlinesState): boolean {
  const anywhere = bestFlightInGame(s);
  const kept = derivedOf(s);
  if (kept) {
    // The same walk, by route type numbers.
    const bestOfType = kept.bestFlight!.byType;
    const types = kept.nums.type;
    for (let f = 0; f < s.founded.length; f++) {
      const list = claimableRoutes(s, s.founded[f]!);
      for (let j = 0; j < list.length; j++) if (bestOfType[types[list[j]!.no]!]! >= list[j]!.cost) return true;
    }
  } else {
    for (const airline of s.founded) {
      for (const { route, cost } of claimableRoutes(s, airline)) if ((anywhere[route.type] ?? 0) >= cost) return true;
    }
  }
  let drawable: Record<string, number> | null = null;
  const index = indexBoard(s.board);
  for (const a of s.board.airlines) {
    if (s.founded.includes(a.id) || (s.supply[a.id] ?? 0) < 2) continue;
    if (sharesShutIt(s, a.id)) continue;
    // Worked out when a player holds its stock, and the cards only when a route there is open.
    let open: { r: Route; circle: number }[] | null = null;
    for (const p of s.players) {
      if (!s.hands[p.id]!.stock.includes(a.id)) continue;
      open ??= openAtHq(s, index, a);
      if (open.length === 0) break;
      drawable ??= highestCards(s.flightDiscard, highestCards(s.flightDeck, {}));
      const mine = highestCards(s.hands[p.id]!.flight, { ...drawable });
      for (const { r, circle } of open) if ((mine[r.type] ?? 0) >= r.costs[circle]!) return true;
    }
  }
  return false;
}

/**
 * The routes at the airline's HQ it may fly that have a free circle, with the lowest. (Its own
 * function: arrows in `progressPossible` capturing the state would cost every call of it, at every
 * turn's end, a context.)
 */
function openAtHq(s: AirlinesState, index: BoardIndex, a: Airline): { r: Route; circle: number }[] {
  const allowed = index.allowed.get(a.id)!;
  const out: { r: Route; circle: number }[] = [];
  for (const r of index.routesAt.get(a.hq) ?? []) {
    if (!allowed.has(r.type)) continue;
    const circle = lowestFree(s.routes[r.id]!, r.costs);
    if (circle >= 0) out.push({ r, circle });
  }
  return out;
}

/**
 * Per route type, the highest flight card still in the game (deck, discard pile or a hand). Asked
 * at every turn's end; a forked state keeps the answer until a card leaves the game (cards
 * only ever leave, into `removedFlight`, so its length says when to look again).
 */
function bestFlightInGame(s: AirlinesState): Readonly<Record<string, number>> {
  const kept = derivedOf(s);
  if (kept?.bestFlight && kept.bestFlight.removed === s.removedFlight.length) return kept.bestFlight.best;
  const best = highestCards(s.flightDiscard, highestCards(s.flightDeck, {}));
  for (const id in s.hands) highestCards(s.hands[id]!.flight, best);
  if (kept) kept.bestFlight = { removed: s.removedFlight.length, best, byType: Int32Array.from(ROUTE_TYPES, (t) => best[t] ?? 0) };
  return best;
}

/** Raises `into` to the highest value per route type among `cards`; returns it. */
function highestCards(cards: readonly FlightCard[], into: Record<string, number>): Record<string, number> {
  for (const c of cards) if ((into[c.type] ?? 0) < c.value) into[c.type] = c.value;
  return into;
}

export function finish(s: AirlinesState, events: GameEvent[] | null): void {
  runScoring(s, 'final', events);
  s.over = true;
  s.turn.phase = 'over';
  s.turn.airline = undefined;
  if (events) {
    const o = outcome(s)!;
    events.push(readyEvent('gameOver', 'airlines.log.gameOver', { summary: o.summaryWords ?? o.summary }, o));
    events.push(finalTotalsEvent(s));
  }
}

/**
 * The final totals' event: its key is always `core.log.finalTotals` (finalTotalsSaid's), and its
 * params are made when read on the simulation path (the lab reads only the type; they were a
 * few per cent of a lab game), at once otherwise, as before. The maker reads the players, the
 * options and the scorings of a state that is over: none of them changes any more.
 */
function finalTotalsEvent(s: AirlinesState): GameEvent {
  return moveEvent('finalTotals', undefined, FINAL_TOTALS, () => finalTotalsText(s).params!);
}

const FINAL_TOTALS = 'core.log.finalTotals';

/** Every seat's final total and its points per scoring (and the seat bonus, with that option). */
function finalTotalsText(s: AirlinesState): Said {
  const scores = totals(s);
  return finalTotalsSaid(said, 
    s.players.map((p, seat) => ({
      name: playerName(s, p.id),
      total: scores[p.id]!,
      parts: [
        ...s.scorings.map((r) => ({ label: r.trigger === 'final' ? { key: 'airlines.part.final' } : { key: 'airlines.part.scoring', params: { number: r.number } }, points: r.points[p.id] ?? 0 })),
        ...(s.options.bonusPoints ? [{ label: { key: 'airlines.part.bonus' }, points: bonusFor(s, seat) }] : []),
      ],
    })),
  );
}

export function runScoring(s: AirlinesState, trigger: 'card' | 'final', events: GameEvent[] | null): void {
  const number = s.scorings.length + 1;
  const name = (id: PlayerId) => (id === FICTITIOUS_PLAYER ? 'the fictitious third player' : playerName(s, id));
  const airlines: AirlineScore[] = [];
  const points: Record<PlayerId, number> = {};
  for (const p of s.players) points[p.id] = 0;
  if (s.fictitious) points[FICTITIOUS_PLAYER] = 0;
  const d = derivedOf(s);
  s.board.airlines.forEach((a, no) => {
    const shares: Record<PlayerId, number> = {};
    for (let seat = 0; seat < s.players.length; seat++) {
      const id = s.players[seat]!.id;
      shares[id] = d ? keptPlayed(d, seat, no) : (s.played[id]![a.id] ?? 0);
    }
    if (s.fictitious) shares[FICTITIOUS_PLAYER] = s.fictitious[a.id] ?? 0;
    const score = scoreAirline(a.id, a.initials, airlineValue(s, a.id), shares, name);
    airlines.push(score);
    for (const id in score.points) points[id] = (points[id] ?? 0) + score.points[id]!;
  });
  const record: ScoringRecord = { number, trigger, points, airlines };
  s.scorings.push(record);
  if (!events) return;
  const line = list(s.players.map((p) => ({ key: 'core.log.namePoints', params: { player: p.name, points: points[p.id] ?? 0 } })), 'comma');
  events.push(readyEvent('scoring', trigger === 'final' ? 'airlines.log.scoringFinal' : 'airlines.log.scoring', { number, line }, record));
}

export function bonusFor(state: AirlinesState, seat: number): number {
  return state.options.bonusPoints ? seat : 0;
}

export function totals(state: AirlinesState): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  state.players.forEach((p, seat) => {
    out[p.id] = state.scorings.reduce((n, r) => n + (r.points[p.id] ?? 0), 0) + (state.over ? bonusFor(state, seat) : 0);
  });
  return out;
}

/**
 * The English line of an outcome, remembered by its words: formatting an ICU message is the
 * dearest step of a simulated game's end, and simulations end with the same few lines over and
 * over (the same names, a few dozen totals).
 */
const summaries = new Map<string, string>();
const SUMMARIES_CAP = 2_000;

function summaryText(words: Wording): string {
  const key = `${words.key}\u0000${JSON.stringify(words.params ?? {})}`;
  let text = summaries.get(key);
  if (text === undefined) {
    if (summaries.size >= SUMMARIES_CAP) summaries.clear();
    text = said(words.key, words.params).text;
    summaries.set(key, text);
  }
  return text;
}

export function outcome(state: AirlinesState): Outcome | null {
  if (!state.over) return null;
  const scores = totals(state);
  const best = Math.max(...Object.values(scores));
  const winners = state.players.filter((p) => scores[p.id] === best).map((p) => p.id);
  const names = winners.map((id) => playerName(state, id));
  const summaryWords = winnersWords(names, best);
  const kept = derivedOf(state) !== undefined;
  const out: Outcome = {
    scores,
    winners,
    breakdown: {
      scorings: state.scorings,
      bonus: Object.fromEntries(state.players.map((p, seat) => [p.id, bonusFor(state, seat)])),
    },
    summary: kept ? '' : summaryText(summaryWords),
    summaryWords,
  };
  // On the simulation path the English line is worked out when read (JSON and every reader see
  // the same text in the same place): formatting it was a tenth of a short random game, and the
  // lab and the bots read only the scores.
  if (kept) Object.defineProperty(out, 'summary', SUMMARY_WHEN_READ);
  return out;
}

/**
 * `summary` as a property worked out on reading, from the outcome's own `summaryWords`; a write
 * makes it a plain property again. One descriptor with the same two functions for every outcome:
 * a getter made per outcome (a closure over its words) gave every outcome a hidden class of its
 * own (that one `defineProperty` was about 1 % of a random 4-seat game's profile).
 */
const SUMMARY_WHEN_READ: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: Outcome): string {
    const words = this.summaryWords;
    return words ? summaryText(words) : '';
  },
  set(this: Outcome, text: string) {
    Object.defineProperty(this, 'summary', { value: text, enumerable: true, writable: true, configurable: true });
  },
};
