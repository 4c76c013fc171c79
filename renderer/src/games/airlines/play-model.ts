/**
 * What the play screen offers, read from the legal moves the host sent with the view. No rule
 * is worked out here: if a move is not in `legal`, the screen does not offer it. The one
 * exception is the hover text, which explains (from the public view) who could fly a route.
 */
import type { AirlinesBoard, AirlinesMove, AirlinesView, FlightCard, Route, RouteType } from '../../../../games/airlines/types.js';
import { ROUTE_STYLE } from './style.js';

export interface StockChoice {
  airline: string;
  /** Largest count the legal moves allow (1..max are all legal). */
  max: number;
}

export interface PlayModel {
  /** Moves the map answers: claims and sabotage spots, per route id. */
  mapMoves: Map<string, AirlinesMove[]>;
  found: StockChoice[];
  playStock: StockChoice[];
  canExpand: boolean;
  removeInactive: number[];
  exchange: FlightCard[];
  drawDeck: boolean;
  drawSlots: number[];
  sabotageAirlines: string[];
  canPass: boolean;
}

export function playModel(legal: readonly AirlinesMove[]): PlayModel {
  const m: PlayModel = {
    mapMoves: new Map(),
    found: [],
    playStock: [],
    canExpand: false,
    removeInactive: [],
    exchange: [],
    drawDeck: false,
    drawSlots: [],
    sabotageAirlines: [],
    canPass: false,
  };
  const maxOf = (list: StockChoice[], airline: string, n: number) => {
    const hit = list.find((c) => c.airline === airline);
    if (hit) hit.max = Math.max(hit.max, n);
    else list.push({ airline, max: n });
  };
  for (const mv of legal) {
    switch (mv.type) {
      case 'claim':
      case 'sabotage': {
        const list = m.mapMoves.get(mv.route);
        if (list) list.push(mv);
        else m.mapMoves.set(mv.route, [mv]);
        break;
      }
      case 'found':
        maxOf(m.found, mv.airline, mv.shares);
        break;
      case 'playStock':
        maxOf(m.playStock, mv.airline, mv.count);
        break;
      case 'expand':
        m.canExpand = true;
        break;
      case 'removeInactive':
        m.removeInactive.push(mv.slot);
        break;
      case 'exchangeFlight':
        m.exchange.push(mv.card);
        break;
      case 'drawStock':
        if (mv.from === 'deck') m.drawDeck = true;
        else m.drawSlots.push(mv.from);
        break;
      case 'sabotageAirline':
        m.sabotageAirlines.push(mv.airline);
        break;
      case 'pass':
        m.canPass = true;
        break;
    }
  }
  return m;
}

export function cardText(card: FlightCard): string {
  return `${ROUTE_STYLE[card.type].label.toLowerCase()} ${card.value}`;
}

/** Short words for a map move, for the chooser when one route offers several. */
export function mapMoveLabel(board: AirlinesBoard, move: AirlinesMove): string {
  const initials = (id: string) => board.airlines.find((a) => a.id === id)?.initials ?? id;
  if (move.type === 'claim') return `${initials(move.airline)} with your ${cardText(move.card)}`;
  if (move.type === 'sabotage') {
    const r = board.routes.find((x) => x.id === move.route);
    return `Sabotage the ${r?.costs[move.circle] ?? '?'} circle`;
  }
  return move.type;
}

/** Cities each founded airline reaches: its HQ and both ends of every route it flies. */
export function networks(board: AirlinesBoard, view: AirlinesView): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const a of board.airlines) if (view.airlines[a.id]?.founded) out.set(a.id, new Set([a.hq]));
  for (const r of board.routes) {
    for (const mk of view.routes[r.id] ?? []) {
      if (!mk || mk.sabotage) continue;
      const set = out.get(mk.airline);
      if (set) {
        set.add(r.from);
        set.add(r.to);
      }
    }
  }
  return out;
}

export function routeName(board: AirlinesBoard, route: Route): string {
  const name = (id: string) => board.cities.find((c) => c.id === id)?.name ?? id;
  return `${name(route.from)}–${name(route.to)}`;
}

/**
 * The hover text for a route: its network and circles, who is on it, which founded airlines
 * could extend onto it and with what card, and what this seat may do there now.
 */
export function routeHoverLines(board: AirlinesBoard, view: AirlinesView | null, routeId: string, legalHere: readonly AirlinesMove[]): string[] {
  const route = board.routes.find((r) => r.id === routeId);
  if (!route) return [];
  const style = ROUTE_STYLE[route.type];
  const lines = [`${routeName(board, route)} · ${style.label} (${style.region})`];
  const marks = view?.routes[route.id] ?? [];
  const initials = (id: string) => board.airlines.find((a) => a.id === id)?.initials ?? id;
  const circles = route.costs.map((c, i) => {
    const mk = marks[i];
    return mk ? `${c}: ${initials(mk.airline)}${mk.sabotage ? ' (sabotaged)' : ''}` : `${c}: free`;
  });
  lines.push(`Circles — ${circles.join(', ')}`);
  const free = route.costs.map((c, i) => (marks[i] ? Infinity : c));
  const lowest = Math.min(...free);
  if (view && lowest !== Infinity) {
    const nets = networks(board, view);
    const may: string[] = [];
    for (const a of board.airlines) {
      if (!a.allowedRouteTypes.includes(route.type as RouteType)) continue;
      const net = nets.get(a.id);
      if (!net || !(net.has(route.from) || net.has(route.to))) continue;
      if (marks.some((mk) => mk && mk.airline === a.id && !mk.sabotage)) continue;
      may.push(a.initials);
    }
    lines.push(
      may.length > 0
        ? `${may.join(', ')} may claim it with a ${style.label.toLowerCase()} card of ${lowest} or more`
        : `No founded airline reaches it yet (needs a ${style.label.toLowerCase()} card of ${lowest} or more)`,
    );
  } else if (lowest === Infinity) {
    lines.push('Every circle is taken');
  }
  for (const mv of legalHere) lines.push(`You may: ${mapMoveLabel(board, mv)}`);
  return lines;
}
