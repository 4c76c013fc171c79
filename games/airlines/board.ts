/**
 * Look-ups over an Airlines board, built once per board object and cached: the rules ask
 * "which routes touch this city" and "which airline is this" on every move, and the board never
 * changes during a game (states share one board object).
 */
import type { Airline, AirlinesBoard, FlightCard, Route, RouteType } from './types.js';

export interface BoardIndex {
  route: Map<string, Route>;
  airline: Map<string, Airline>;
  cityName: Map<string, string>;
  /** Routes touching each city id. */
  routesAt: Map<string, Route[]>;
  routesOfType: Map<RouteType, Route[]>;
  airlineIds: string[];
  /** Allowed route types per airline id, as a set. */
  allowed: Map<string, Set<RouteType>>;
  totalStock: number;
  totalMarkers: number;
  totalFlight: number;
  /** `routeLabel`s made so far: the rules ask for one on every claim and sabotage, which a simulation plays by the thousand. */
  labels: Map<Route, string>;
}

const cache = new WeakMap<AirlinesBoard, BoardIndex>();

export function indexBoard(board: AirlinesBoard): BoardIndex {
  const hit = cache.get(board);
  if (hit) return hit;
  const routesAt = new Map<string, Route[]>();
  const routesOfType = new Map<RouteType, Route[]>();
  for (const r of board.routes) {
    for (const c of r.from === r.to ? [r.from] : [r.from, r.to]) {
      if (!routesAt.has(c)) routesAt.set(c, []);
      routesAt.get(c)!.push(r);
    }
    if (!routesOfType.has(r.type)) routesOfType.set(r.type, []);
    routesOfType.get(r.type)!.push(r);
  }
  const index: BoardIndex = {
    route: new Map(board.routes.map((r) => [r.id, r])),
    airline: new Map(board.airlines.map((a) => [a.id, a])),
    cityName: new Map(board.cities.map((c) => [c.id, c.name])),
    routesAt,
    routesOfType,
    airlineIds: board.airlines.map((a) => a.id),
    allowed: new Map(board.airlines.map((a) => [a.id, new Set(a.allowedRouteTypes)])),
    totalStock: board.airlines.reduce((n, a) => n + a.stockCards, 0),
    totalMarkers: board.airlines.reduce((n, a) => n + a.markers, 0),
    totalFlight: board.flightCards.reduce((n, e) => n + e.count, 0),
    labels: new Map(),
  };
  cache.set(board, index);
  return index;
}

/** The whole flight-card deck, unshuffled, in board order. */
export function flightDeckOf(board: AirlinesBoard): FlightCard[] {
  const out: FlightCard[] = [];
  for (const e of board.flightCards) for (let i = 0; i < e.count; i++) out.push({ type: e.type, value: e.value });
  return out;
}

/** The stock cards, unshuffled: each airline id as many times as it has stock cards. */
export function stockDeckOf(board: AirlinesBoard): string[] {
  const out: string[] = [];
  for (const a of board.airlines) for (let i = 0; i < a.stockCards; i++) out.push(a.id);
  return out;
}

export function routeLabel(index: BoardIndex, route: Route): string {
  let label = index.labels.get(route);
  if (label === undefined) {
    label = `${index.cityName.get(route.from) ?? route.from}–${index.cityName.get(route.to) ?? route.to}`;
    index.labels.set(route, label);
  }
  return label;
}

export function cardLabel(card: FlightCard): string {
  return `${card.type} ${card.value}`;
}
