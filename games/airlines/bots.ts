/**
 * Airlines bots. `random` plays any legal move. `strategist` plays for majorities: it founds
 * airlines from its own hand, lays out shares where that wins or keeps a majority, expands the
 * airlines it profits from, takes the stock cards that strengthen its positions, and sabotages
 * with the markers of airlines its rivals lead.
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import { randomBot } from '../core/bots.js';
import type { Bot, BotContext, PlayerId } from '../core/types.js';
import { airlineValue, claimableRoutes, countOf, isInactive, SABOTAGE_MIN } from './queries.js';
import { allSeatPoints, seatOfPlayer, seatPoints, sharesBySeat, stakeOf } from './seat-shares.js';
import type { AirlinesMove, AirlinesState, Route, RouteMarker } from './types.js';

type Ctx = BotContext<AirlinesState, AirlinesMove>;

// Scratch lists of `growthGain` (asked one at a time).
const sharesNow: number[] = [];
const pointsNow: number[] = [];
const pointsGrown: number[] = [];

/** Gain for the seat (minus half the best rival's gain) if `airline` grows by one marker. */
function growthGain(state: AirlinesState, player: PlayerId, seat: number, airline: string): number {
  // Shares by seat (seat-shares.ts): the same points as by player id, without a record per question.
  // Every seat's points now and with one marker more, all seats at once (two scratch lists).
  const shares = sharesBySeat(state, airline, -1, 0, sharesNow);
  const v = airlineValue(state, airline);
  const now = allSeatPoints(v, shares, pointsNow);
  const grown = allSeatPoints(v + 1, shares, pointsGrown);
  let mine = 0;
  let rival = 0;
  for (let p = 0; p < shares.length; p++) {
    const d = grown[p]! - now[p]!;
    if (p === seat) mine = d;
    else rival = Math.max(rival, d);
  }
  // An airline nobody owns yet is worth growing when we hold its cards in hand.
  const held = countOf(state.hands[player]!.stock, airline);
  return mine - rival / 2 + (mine === 0 && rival === 0 ? held * 0.3 : 0);
}

/** Expected value of an airline for planning: its value now plus room to grow. */
function prospect(state: AirlinesState, airline: string): number {
  if (isInactive(state, airline)) return 0;
  const v = airlineValue(state, airline);
  const room = claimableRoutes(state, airline).length;
  return v + Math.min(room, 4) + (state.founded.includes(airline) ? 0 : 2);
}

/**
 * The legal move equal to `move` (a lay-out, an expansion or a sabotage spot the bot names), else `move` itself:
 * an answer that is one of the moves given is found by identity where it is checked (the lab,
 * a steered style) instead of compared field by field with every legal move.
 */
function given(legal: readonly AirlinesMove[], move: AirlinesMove): AirlinesMove {
  for (const m of legal) {
    if (m.type !== move.type) continue;
    if (m.type === 'expand') return m;
    if (m.type === 'playStock' && move.type === 'playStock' && m.airline === move.airline && m.count === move.count) return m;
    if (m.type === 'sabotage' && move.type === 'sabotage' && m.route === move.route && m.circle === move.circle) return m;
  }
  return move;
}

function chooseAction(ctx: Ctx): AirlinesMove {
  const { state, player, legal } = ctx;
  const cleanup = legal.find((m) => m.type === 'exchangeFlight' || m.type === 'removeInactive');
  if (cleanup) return cleanup;

  // Found: the airline of which we hold the most cards, laying out all of them.
  let bestFound: AirlinesMove | null = null;
  for (const m of legal) {
    if (m.type !== 'found') continue;
    if (!bestFound || (bestFound.type === 'found' && m.shares > bestFound.shares)) bestFound = m;
  }
  if (bestFound) return bestFound;

  // Play stock: the airline where laying out all our cards gains the most now.
  const hand = state.hands[player]!.stock;
  const endNear = state.stockDeck.length <= state.players.length * 3;
  let bestPlay: { move: AirlinesMove; gain: number } | null = null;
  // Only what may be laid out (an inactive airline's cards stay in the hand), in the order the
  // legal list first names each.
  const playable: string[] = [];
  for (const m of legal) if (m.type === 'playStock' && !playable.includes(m.airline)) playable.push(m.airline);
  const seat = seatOfPlayer(state, player);
  for (const airline of playable) {
    const n = countOf(hand, airline);
    const value = Math.max(prospect(state, airline), 1);
    if (value <= 0) continue;
    const now = seatPoints(seat, value, sharesBySeat(state, airline));
    const after = seatPoints(seat, value, sharesBySeat(state, airline, seat, n));
    const gain = after - now;
    if (!bestPlay || gain > bestPlay.gain) bestPlay = { move: { type: 'playStock', airline, count: n }, gain };
  }
  // Asked only when it decides (a question without side effects on the game).
  const canClaim = (): boolean =>
    state.founded.some((a) => claimableRoutes(state, a).some(({ route, cost }) => state.hands[player]!.flight.some((c) => c.type === route.type && c.value >= cost)));
  if (bestPlay && (bestPlay.gain >= 6 || (endNear && bestPlay.gain > 0) || hand.length >= 8 || (bestPlay.gain >= 3 && !canClaim()))) {
    return given(legal, bestPlay.move);
  }
  return given(legal, { type: 'expand' });
}

// Scratch lists of `chooseClaim` (one decision at a time): the airlines met, and their gains.
const gainOf: string[] = [];
const gainIs: number[] = [];

function chooseClaim(ctx: Ctx): AirlinesMove {
  const { state, player, legal } = ctx;
  // The best so far as two plain variables, and each airline's gain looked up in a short list
  // (one entry per airline met) by its id, not in a Map made per decision.
  let best: AirlinesMove | null = null;
  let bestScore = 0;
  let airlines = 0;
  const seat = seatOfPlayer(state, player);
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i]!;
    if (m.type !== 'claim') continue;
    let k = 0;
    while (k < airlines && gainOf[k] !== m.airline) k++;
    if (k === airlines) {
      gainOf[k] = m.airline;
      gainIs[k] = growthGain(state, player, seat, m.airline);
      airlines++;
    }
    // Favour our airlines, then the cheapest card that does the job.
    const score = gainIs[k]! * 10 - m.card.value * 0.1;
    if (best === null || score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  if (best) return best;
  return legal.find((m) => m.type === 'pass') ?? legal[0]!;
}

function chooseStock(ctx: Ctx): AirlinesMove {
  const { state, player, legal } = ctx;
  let best: { move: AirlinesMove; score: number } | null = null;
  const seat = seatOfPlayer(state, player);
  for (const m of legal) {
    if (m.type !== 'drawStock') continue;
    let score = 3.5; // a blind card: average worth
    if (m.from !== 'deck') {
      const airline = state.faceUp[m.from]!;
      const { mine: laid, rival: rivals } = stakeOf(state, seat, airline);
      const mine = laid + countOf(state.hands[player]!.stock, airline);
      const contest = mine + 1 >= rivals ? 1 : 0.3;
      score = (prospect(state, airline) * contest) / 2;
    }
    if (!best || score > best.score) best = { move: m, score };
  }
  return best?.move ?? legal[0]!;
}

/** Sabotage with the markers of the airline a rival leads most and we own least. */
function chooseSabotageAirline(ctx: Ctx): AirlinesMove {
  const { state, player, legal } = ctx;
  let best: { move: AirlinesMove; score: number } | null = null;
  const seat = seatOfPlayer(state, player);
  for (const m of legal) {
    if (m.type !== 'sabotageAirline') continue;
    const { mine, rival } = stakeOf(state, seat, m.airline);
    if (mine >= rival || !state.founded.includes(m.airline)) continue;
    const score = airlineValue(state, m.airline) + rival - mine;
    if (!best || score > best.score) best = { move: m, score };
  }
  return best?.move ?? legal.find((m) => m.type === 'pass')!;
}

/** Block a route the sabotaged airline could grow on, else the dearest free circle. */
function chooseSabotageSpot(ctx: Ctx): AirlinesMove {
  const { state, legal, rng } = ctx;
  const airline = state.turn.airline!;
  // The sabotage spots (queries.ts eachSabotageSpot) on the routes the airline could claim, in the
  // same order (board order, then circle order): only those routes are looked at, in ascending
  // number, instead of every spot on the board tested against a set of route ids.
  const wanted = claimableRoutes(state, airline);
  const nos: number[] = [];
  for (let i = 0; i < wanted.length; i++) nos.push(wanted[i]!.no);
  nos.sort(ascending);
  const spots: { route: Route; circle: number }[] = [];
  const routes = state.board.routes;
  for (let k = 0; k < nos.length; k++) {
    const route = routes[nos[k]!]!;
    const marks = state.routes[route.id]!;
    if (hasSabotage(marks)) continue;
    for (let i = 0; i < route.costs.length; i++) if (route.costs[i]! >= SABOTAGE_MIN && marks[i] === null) spots.push({ route, circle: i });
  }
  if (spots.length > 0) {
    const s = rng.pick(spots);
    return given(legal, { type: 'sabotage', route: s.route.id, circle: s.circle });
  }
  return legal.find((m) => m.type === 'pass') ?? legal[0]!;
}

function ascending(a: number, b: number): number {
  return a - b;
}

function hasSabotage(marks: readonly (RouteMarker | null)[]): boolean {
  for (let c = 0; c < marks.length; c++) if (marks[c] !== null && marks[c]!.sabotage) return true;
  return false;
}

export const strategistBot: Bot<AirlinesState, AirlinesMove> = {
  id: 'strategist',
  ...botWords(said, 'airlines', 'strategist'),
  choose(ctx) {
    switch (ctx.state.turn.phase) {
      case 'action':
        return chooseAction(ctx);
      case 'foundClaim':
      case 'expandClaim':
        return chooseClaim(ctx);
      case 'drawStock':
        return chooseStock(ctx);
      case 'sabotage':
        return chooseSabotageAirline(ctx);
      case 'sabotagePlace':
        return chooseSabotageSpot(ctx);
      default:
        return ctx.legal[0]!;
    }
  },
};

export const bots: Bot<AirlinesState, AirlinesMove>[] = [randomBot<AirlinesState, AirlinesMove>(), strategistBot];
