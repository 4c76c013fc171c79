/**
 * Look-ups over an Airlines Europe board, built once per board object and cached: the rules ask
 * "which routes touch this city" on every move, and a board never changes during a game (all
 * states of a game share one board object).
 */
import { article } from '../core/words.js';
import type { Airline, Bonus, EuropeBoard, Route } from './types.js';

export interface BoardIndex {
  route: Map<string, Route>;
  airline: Map<string, Airline>;
  cityName: Map<string, string>;
  /** Routes touching each city id. */
  routesAt: Map<string, Route[]>;
  /** Bonus connections per airline id. */
  bonusesOf: Map<string, Bonus[]>;
  /** Per route id, its space indices from cheapest to dearest (ties: drawing order). */
  spaceOrder: Map<string, number[]>;
}

const cache = new WeakMap<EuropeBoard, BoardIndex>();

export function indexBoard(board: EuropeBoard): BoardIndex {
  const hit = cache.get(board);
  if (hit) return hit;
  const routesAt = new Map<string, Route[]>();
  for (const r of board.routes) {
    for (const c of r.from === r.to ? [r.from] : [r.from, r.to]) {
      let list = routesAt.get(c);
      if (!list) routesAt.set(c, (list = []));
      list.push(r);
    }
  }
  const bonusesOf = new Map<string, Bonus[]>();
  for (const b of board.bonuses) {
    let list = bonusesOf.get(b.airline);
    if (!list) bonusesOf.set(b.airline, (list = []));
    list.push(b);
  }
  const spaceOrder = new Map<string, number[]>();
  for (const r of board.routes) {
    spaceOrder.set(
      r.id,
      r.licences.map((_, i) => i).sort((a, b) => r.licences[a]! - r.licences[b]! || a - b),
    );
  }
  const index: BoardIndex = {
    route: new Map(board.routes.map((r) => [r.id, r])),
    airline: new Map(board.airlines.map((a) => [a.id, a])),
    cityName: new Map(board.cities.map((c) => [c.id, c.name])),
    routesAt,
    bonusesOf,
    spaceOrder,
  };
  cache.set(board, index);
  return index;
}

/** The airlines taking part at this player count, in board order. */
export function airlinesInPlay(board: EuropeBoard, players: number): Airline[] {
  return board.airlines.filter((a) => !a.removedWith.includes(players));
}

/** The payout table of a share-track space (the last range if the space is past the end). */
export function payoutAt(board: EuropeBoard, space: number): number[] {
  for (const r of board.shareTrack.ranges) if (space >= r.from && space <= r.to) return r.points;
  return board.shareTrack.ranges[board.shareTrack.ranges.length - 1]!.points;
}

export function routeLabel(index: BoardIndex, route: Route): string {
  return `${index.cityName.get(route.from) ?? route.from}–${index.cityName.get(route.to) ?? route.to}`;
}

export function airlineName(board: EuropeBoard, id: string): string {
  if (id === 'abacus') return board.abacus.name;
  return indexBoard(board).airline.get(id)?.name ?? id;
}

/** Per board: each share kind's article, by id (`airlineArticle`). */
const articles = new WeakMap<EuropeBoard, Map<string, 'a' | 'an'>>();

/**
 * `article(airlineName(board, id))`, kept per board for the board's own share kinds: the rules
 * word the share taken or drawn on almost every turn, and the article's patterns cost more than
 * the rest of such a move.
 */
export function airlineArticle(board: EuropeBoard, id: string): 'a' | 'an' {
  let byId = articles.get(board);
  if (!byId) articles.set(board, (byId = new Map()));
  let a = byId.get(id);
  if (a === undefined) {
    a = article(airlineName(board, id));
    // Only the board's own kinds are kept (any other id is worded each time, never stored).
    if (id === 'abacus' || indexBoard(board).airline.has(id)) byId.set(id, a);
  }
  return a;
}
