/**
 * Semantic checks of an Airlines board, beyond its schema. Each problem points at the element
 * to fix (`$.routes[3].costs`) so the editor can select it. Errors make a board unplayable;
 * warnings flag a board that plays but strays from the 1990 game's numbers.
 */
import { duplicateIdProblems, prototypeIdProblems } from '../core/board-ids.js';
import { problemSayer } from '../core/board-problem.js';
import { components } from '../core/graph.js';
import type { BoardProblem } from '../core/types.js';
import { list, type WordParams } from '../core/wording.js';
import { airlinesMessages, cardWords, routeTypeWords } from './messages.js';
import { FACE_UP, FLIGHT_HAND, flightNeeded, flightTotal, MAX_PLAYERS, MIN_PLAYERS, mostPlayersFor, STOCK_HAND, stockNeeded, stockTotal } from './seats.js';
import { ROUTE_TYPES, type AirlinesBoard } from './types.js';

/** The numbers of the 1990 game: a board that differs gets a warning, not an error. */
export const CLASSIC = { airlines: 9, stock: 84, markers: 135, flight: 42, scoringCards: 3 } as const;

/** Cards a game of the most players (6) needs: 5 stock each + 5 face up + 1; 3 flight each + 1 (seats.ts). */
export const MIN_STOCK = stockNeeded(MAX_PLAYERS);
export const MIN_FLIGHT = flightNeeded(MAX_PLAYERS);

const say = problemSayer(airlinesMessages);

export function validateBoard(board: AirlinesBoard): BoardProblem[] {
  const problems: BoardProblem[] = [];
  const err = (path: string, key: string, params?: WordParams) => problems.push(say(path, key, params, 'error'));
  const warn = (path: string, key: string, params?: WordParams) => problems.push(say(path, key, params, 'warning'));

  // Ids key records in the game state: a prototype name there would read or write Object.prototype.
  problems.push(
    ...prototypeIdProblems(board.cities, '$.cities', 'city'),
    ...prototypeIdProblems(board.routes, '$.routes', 'route'),
    ...prototypeIdProblems(board.airlines, '$.airlines', 'airline'),
    ...prototypeIdProblems(board.land ?? [], '$.land', 'landShape'),
    ...duplicateIdProblems(board.cities, '$.cities', 'city'),
    ...duplicateIdProblems(board.routes, '$.routes', 'route'),
    ...duplicateIdProblems(board.airlines, '$.airlines', 'airline'),
    ...duplicateIdProblems(board.land ?? [], '$.land', 'landShape'),
  );

  const cityIds = new Set(board.cities.map((c) => c.id));
  const cityName = new Map(board.cities.map((c) => [c.id, c.name]));

  board.routes.forEach((r, i) => {
    const at = `$.routes[${i}]`;
    if (!cityIds.has(r.from)) err(`${at}.from`, 'airlines.board.fromMissing', { route: r.id, city: r.from });
    if (!cityIds.has(r.to)) err(`${at}.to`, 'airlines.board.toMissing', { route: r.id, city: r.to });
    if (r.from === r.to) err(`${at}.to`, 'airlines.board.sameCity', { route: r.id });
    if (r.costs.length < 1) err(`${at}.costs`, 'airlines.board.noCircle', { route: r.id });
    if (r.costs.length > 3) err(`${at}.costs`, 'airlines.board.tooManyCircles', { route: r.id, n: r.costs.length });
    r.costs.forEach((c, j) => {
      if (!Number.isInteger(c) || c < 1 || c > 14) err(`${at}.costs[${j}]`, 'airlines.board.circleRange', { value: String(c) });
    });
    if (!board.airlines.some((a) => a.allowedRouteTypes.includes(r.type))) err(`${at}.type`, 'airlines.board.typeUnflown', { type: routeTypeWords(r.type), route: r.id });
  });

  // Cities: each needs a route; the network should be one piece.
  const touched = new Set<string>();
  for (const r of board.routes) {
    touched.add(r.from);
    touched.add(r.to);
  }
  board.cities.forEach((c, i) => {
    // A warning, as in Airlines Europe: the game plays (nobody ever flies there); setup refuses only errors.
    if (!touched.has(c.id)) warn(`$.cities[${i}]`, 'airlines.board.cutOff', { city: c.name });
  });
  const edges = board.routes.filter((r) => cityIds.has(r.from) && cityIds.has(r.to)).map((r) => ({ id: r.id, a: r.from, b: r.to }));
  const comps = components([...cityIds].filter((id) => touched.has(id)), edges).sort((a, b) => b.length - a.length);
  for (const comp of comps.slice(1)) {
    const first = comp[0]!;
    const i = board.cities.findIndex((c) => c.id === first);
    warn(`$.cities[${i}]`, 'airlines.board.apart', { cities: list(comp.map((id) => cityName.get(id) ?? id), 'comma'), n: comp.length });
  }

  // Airlines.
  const hqs = new Map<string, string>();
  board.airlines.forEach((a, i) => {
    const at = `$.airlines[${i}]`;
    if (!cityIds.has(a.hq)) {
      err(`${at}.hq`, 'airlines.board.hqMissing', { airline: a.name, hq: a.hq });
    } else {
      const usable = board.routes.filter((r) => (r.from === a.hq || r.to === a.hq) && a.allowedRouteTypes.includes(r.type));
      if (usable.length === 0) {
        err(`${at}.hq`, 'airlines.board.neverFounded', { airline: a.name, city: cityName.get(a.hq) ?? a.hq, types: list(a.allowedRouteTypes.map(routeTypeWords), 'comma') });
      }
      const other = hqs.get(a.hq);
      if (other) warn(`${at}.hq`, 'airlines.board.sharedHq', { airline: a.name, city: cityName.get(a.hq) ?? a.hq, other });
      hqs.set(a.hq, a.name);
    }
    if (new Set(a.allowedRouteTypes).size !== a.allowedRouteTypes.length) {
      warn(`${at}.allowedRouteTypes`, 'airlines.board.typeTwice', { airline: a.name });
    }
    if (a.stockCards < 7 || a.stockCards > 12) warn(`${at}.stockCards`, 'airlines.board.stockCount', { airline: a.name, n: a.stockCards });
  });
  const initials = new Map<string, number>();
  board.airlines.forEach((a, i) => {
    const prev = initials.get(a.initials.toUpperCase());
    if (prev !== undefined) warn(`$.airlines[${i}].initials`, 'airlines.board.sameInitials', { airline: a.name, initials: a.initials, other: board.airlines[prev]!.name });
    initials.set(a.initials.toUpperCase(), i);
  });

  // Card totals.
  // Cards for fewer players than the box's 6 only narrow the player counts (a warning: a tiny
  // test map plays with 2); not enough even for 2 is an error.
  const stock = stockTotal(board);
  const markers = board.airlines.reduce((n, a) => n + a.markers, 0);
  const flight = flightTotal(board);
  const stockFor = mostPlayersFor(stock, stockNeeded);
  const flightFor = mostPlayersFor(flight, flightNeeded);
  const enough = (most: number) => ({ min: MIN_PLAYERS, most, same: most > MIN_PLAYERS ? 'no' : 'yes', max: MAX_PLAYERS });
  if (stockFor < MIN_PLAYERS) err('$.airlines', 'airlines.board.stockShort', { n: stock, min: MIN_PLAYERS, need: stockNeeded(MIN_PLAYERS), hand: STOCK_HAND, faceUp: FACE_UP });
  else if (stockFor < MAX_PLAYERS) warn('$.airlines', 'airlines.board.stockFew', { n: stock, ...enough(stockFor), need: MIN_STOCK, hand: STOCK_HAND, faceUp: FACE_UP });
  else if (stock !== CLASSIC.stock) warn('$.airlines', 'airlines.board.stockClassic', { n: stock, classic: CLASSIC.stock });
  if (markers !== CLASSIC.markers) warn('$.airlines', 'airlines.board.markersClassic', { n: markers, classic: CLASSIC.markers });
  if (board.airlines.length !== CLASSIC.airlines) warn('$.airlines', 'airlines.board.airlinesClassic', { n: board.airlines.length, classic: CLASSIC.airlines });
  if (flightFor < MIN_PLAYERS) err('$.flightCards', 'airlines.board.flightShort', { n: flight, min: MIN_PLAYERS, need: flightNeeded(MIN_PLAYERS), hand: FLIGHT_HAND });
  else if (flightFor < MAX_PLAYERS) warn('$.flightCards', 'airlines.board.flightFew', { n: flight, ...enough(flightFor), need: MIN_FLIGHT, hand: FLIGHT_HAND });
  else if (flight !== CLASSIC.flight) warn('$.flightCards', 'airlines.board.flightClassic', { n: flight, classic: CLASSIC.flight });
  if (board.scoringCards !== CLASSIC.scoringCards) warn('$.scoringCards', 'airlines.board.scoringClassic', { n: String(board.scoringCards), classic: CLASSIC.scoringCards });

  const seen = new Map<string, number>();
  board.flightCards.forEach((e, i) => {
    const key = `${e.type} ${e.value}`;
    const prev = seen.get(key);
    if (prev !== undefined) err(`$.flightCards[${i}]`, 'airlines.board.flightTwice', { card: cardWords(e), prev: `$.flightCards[${prev}]` });
    seen.set(key, i);
  });
  for (const type of ROUTE_TYPES) {
    const routes = board.routes.filter((r) => r.type === type);
    const cards = board.flightCards.filter((e) => e.type === type);
    if (routes.length > 0 && cards.length === 0) {
      err('$.flightCards', 'airlines.board.noFlightForType', { type: routeTypeWords(type) });
    } else if (routes.length > 0) {
      const best = Math.max(...cards.map((e) => e.value));
      routes.forEach((r) => {
        const i = board.routes.indexOf(r);
        r.costs.forEach((c, j) => {
          if (c > best) warn(`$.routes[${i}].costs[${j}]`, 'airlines.board.circleTooHigh', { type: routeTypeWords(type), cost: c });
        });
      });
    }
    if (routes.length === 0 && cards.length > 0) {
      const i = board.flightCards.indexOf(cards[0]!);
      warn(`$.flightCards[${i}]`, 'airlines.board.flightNoRoute', { type: routeTypeWords(type) });
    }
  }
  return problems;
}
