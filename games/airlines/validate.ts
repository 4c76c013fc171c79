/**
 * Semantic checks of an Airlines board, beyond its schema. Each problem points at the element
 * to fix (`$.routes[3].costs`) so the editor can select it. Errors make a board unplayable;
 * warnings flag a board that plays but strays from the 1990 game's numbers.
 */
import { prototypeIdProblems } from '../core/board-ids.js';
import { components } from '../core/graph.js';
import type { BoardProblem } from '../core/types.js';
import { FACE_UP, FLIGHT_HAND, flightNeeded, flightTotal, MAX_PLAYERS, MIN_PLAYERS, mostPlayersFor, playerRange, STOCK_HAND, stockNeeded, stockTotal } from './seats.js';
import { ROUTE_TYPES, type AirlinesBoard } from './types.js';

/** The numbers of the 1990 game: a board that differs gets a warning, not an error. */
export const CLASSIC = { airlines: 9, stock: 84, markers: 135, flight: 42, scoringCards: 3 } as const;

/** Cards a game of the most players (6) needs: 5 stock each + 5 face up + 1; 3 flight each + 1 (seats.ts). */
export const MIN_STOCK = stockNeeded(MAX_PLAYERS);
export const MIN_FLIGHT = flightNeeded(MAX_PLAYERS);

export function validateBoard(board: AirlinesBoard): BoardProblem[] {
  const problems: BoardProblem[] = [];
  const err = (path: string, message: string) => problems.push({ path, message, severity: 'error' });
  const warn = (path: string, message: string) => problems.push({ path, message, severity: 'warning' });

  // Ids key records in the game state: a prototype name there would read or write Object.prototype.
  problems.push(
    ...prototypeIdProblems(board.cities, '$.cities', 'city'),
    ...prototypeIdProblems(board.routes, '$.routes', 'route'),
    ...prototypeIdProblems(board.airlines, '$.airlines', 'airline'),
    ...prototypeIdProblems(board.land ?? [], '$.land', 'land shape'),
  );
  duplicates(board.cities, '$.cities', 'city', err);
  duplicates(board.routes, '$.routes', 'route', err);
  duplicates(board.airlines, '$.airlines', 'airline', err);
  if (board.land) duplicates(board.land, '$.land', 'land shape', err);

  const cityIds = new Set(board.cities.map((c) => c.id));
  const cityName = new Map(board.cities.map((c) => [c.id, c.name]));

  board.routes.forEach((r, i) => {
    const at = `$.routes[${i}]`;
    if (!cityIds.has(r.from)) err(`${at}.from`, `Route ${r.id} starts at "${r.from}", which is not a city on this board.`);
    if (!cityIds.has(r.to)) err(`${at}.to`, `Route ${r.id} ends at "${r.to}", which is not a city on this board.`);
    if (r.from === r.to) err(`${at}.to`, `Route ${r.id} starts and ends at the same city.`);
    if (r.costs.length < 1) err(`${at}.costs`, `Route ${r.id} has no circle: it needs 1 to 3 numbers.`);
    if (r.costs.length > 3) err(`${at}.costs`, `Route ${r.id} has ${r.costs.length} circles; a route has 1 to 3.`);
    r.costs.forEach((c, j) => {
      if (!Number.isInteger(c) || c < 1 || c > 14) err(`${at}.costs[${j}]`, `A circle's number is 1 to 14 (flight cards go up to 14); this one is ${c}.`);
    });
    if (!board.airlines.some((a) => a.allowedRouteTypes.includes(r.type))) {
      err(`${at}.type`, `No airline may fly ${r.type} routes, so route ${r.id} can never be used.`);
    }
  });

  // Cities: each needs a route; the network should be one piece.
  const touched = new Set<string>();
  for (const r of board.routes) {
    touched.add(r.from);
    touched.add(r.to);
  }
  board.cities.forEach((c, i) => {
    // A warning, as in Airlines Europe: the game plays (nobody ever flies there); setup refuses only errors.
    if (!touched.has(c.id)) warn(`$.cities[${i}]`, `${c.name} has no route: it is cut off from the map.`);
  });
  const edges = board.routes.filter((r) => cityIds.has(r.from) && cityIds.has(r.to)).map((r) => ({ id: r.id, a: r.from, b: r.to }));
  const comps = components([...cityIds].filter((id) => touched.has(id)), edges).sort((a, b) => b.length - a.length);
  for (const comp of comps.slice(1)) {
    const first = comp[0]!;
    const i = board.cities.findIndex((c) => c.id === first);
    warn(`$.cities[${i}]`, `${comp.map((id) => cityName.get(id) ?? id).join(', ')} ${comp.length === 1 ? 'is' : 'are'} not connected to the rest of the map.`);
  }

  // Airlines.
  const hqs = new Map<string, string>();
  board.airlines.forEach((a, i) => {
    const at = `$.airlines[${i}]`;
    if (!cityIds.has(a.hq)) {
      err(`${at}.hq`, `${a.name}'s headquarters "${a.hq}" is not a city on this board.`);
    } else {
      const usable = board.routes.filter((r) => (r.from === a.hq || r.to === a.hq) && a.allowedRouteTypes.includes(r.type));
      if (usable.length === 0) {
        err(`${at}.hq`, `${a.name} can never be founded: no route at ${cityName.get(a.hq)} is of a type it may fly (${a.allowedRouteTypes.join(', ')}).`);
      }
      const other = hqs.get(a.hq);
      if (other) warn(`${at}.hq`, `${a.name} shares its headquarters ${cityName.get(a.hq)} with ${other}.`);
      hqs.set(a.hq, a.name);
    }
    if (new Set(a.allowedRouteTypes).size !== a.allowedRouteTypes.length) {
      warn(`${at}.allowedRouteTypes`, `${a.name} lists a route type twice.`);
    }
    if (a.stockCards < 7 || a.stockCards > 12) warn(`${at}.stockCards`, `${a.name} has ${a.stockCards} stock cards; the 1990 airlines have 7 to 12.`);
  });
  const initials = new Map<string, number>();
  board.airlines.forEach((a, i) => {
    const prev = initials.get(a.initials.toUpperCase());
    if (prev !== undefined) warn(`$.airlines[${i}].initials`, `${a.name} has the same initials (${a.initials}) as ${board.airlines[prev]!.name}.`);
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
  if (stockFor < MIN_PLAYERS) err('$.airlines', `There are ${stock} stock cards; even ${MIN_PLAYERS} players need ${stockNeeded(MIN_PLAYERS)} (${STOCK_HAND} each, ${FACE_UP} face up and one to draw).`);
  else if (stockFor < MAX_PLAYERS) warn('$.airlines', `There are ${stock} stock cards: enough for ${playerRange(stockFor)}; ${MAX_PLAYERS} players need ${MIN_STOCK} (${STOCK_HAND} each, ${FACE_UP} face up and one to draw).`);
  else if (stock !== CLASSIC.stock) warn('$.airlines', `There are ${stock} stock cards; the 1990 game has ${CLASSIC.stock}.`);
  if (markers !== CLASSIC.markers) warn('$.airlines', `There are ${markers} markers; the 1990 game has ${CLASSIC.markers}.`);
  if (board.airlines.length !== CLASSIC.airlines) warn('$.airlines', `${board.airlines.length === 1 ? 'There is 1 airline' : `There are ${board.airlines.length} airlines`}; the 1990 game has ${CLASSIC.airlines}.`);
  if (flightFor < MIN_PLAYERS) err('$.flightCards', `There are ${flight} flight cards; even ${MIN_PLAYERS} players need ${flightNeeded(MIN_PLAYERS)} (${FLIGHT_HAND} each and one to draw).`);
  else if (flightFor < MAX_PLAYERS) warn('$.flightCards', `There are ${flight} flight cards: enough for ${playerRange(flightFor)}; ${MAX_PLAYERS} players need ${MIN_FLIGHT} (${FLIGHT_HAND} each and one to draw).`);
  else if (flight !== CLASSIC.flight) warn('$.flightCards', `There are ${flight} flight cards; the 1990 game has ${CLASSIC.flight}.`);
  if (board.scoringCards !== CLASSIC.scoringCards) warn('$.scoringCards', `There are ${board.scoringCards} scoring cards; the rules count on ${CLASSIC.scoringCards}.`);

  const seen = new Map<string, number>();
  board.flightCards.forEach((e, i) => {
    const key = `${e.type} ${e.value}`;
    const prev = seen.get(key);
    if (prev !== undefined) err(`$.flightCards[${i}]`, `Flight cards "${key}" are listed twice (also at $.flightCards[${prev}]); give one entry a count instead.`);
    seen.set(key, i);
  });
  for (const type of ROUTE_TYPES) {
    const routes = board.routes.filter((r) => r.type === type);
    const cards = board.flightCards.filter((e) => e.type === type);
    if (routes.length > 0 && cards.length === 0) {
      err('$.flightCards', `There are ${type} routes but no ${type} flight card, so they can never be claimed.`);
    } else if (routes.length > 0) {
      const best = Math.max(...cards.map((e) => e.value));
      routes.forEach((r) => {
        const i = board.routes.indexOf(r);
        r.costs.forEach((c, j) => {
          if (c > best) warn(`$.routes[${i}].costs[${j}]`, `No ${type} flight card is worth ${c} or more, so this circle can only be sabotaged.`);
        });
      });
    }
    if (routes.length === 0 && cards.length > 0) {
      const i = board.flightCards.indexOf(cards[0]!);
      warn(`$.flightCards[${i}]`, `There are ${type} flight cards but no ${type} route: they can never be played.`);
    }
  }
  return problems;
}

function duplicates(items: readonly { id: string }[], at: string, what: string, err: (p: string, m: string) => void): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) err(`${at}[${i}].id`, `Another ${what} already has the id "${item.id}"; ids must be unique.`);
    seen.add(item.id);
  });
}
