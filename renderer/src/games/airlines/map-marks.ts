/**
 * The Airlines markers as people tell them apart and see them come in: each airline's mark (by its
 * place on the board) and what the others placed since the last view. Pure (no Pixi).
 */
import type { LogEntry } from '../../../../formats/protocol.js';
import type { AirlinesBoard, AirlinesView } from '../../../../games/airlines/types.js';
import { startCity } from '../../route-map/arrivals.js';
import { patternFor, type MarkerPattern } from '../../route-map/patterns.js';
import type { ArrivalItem } from '../../route-map/scene.js';

/** Each airline's mark on its markers, by its place on the board (the panels show the same). */
export function airlinePatterns(board: AirlinesBoard): Map<string, MarkerPattern> {
  return new Map(board.airlines.map((a, i) => [a.id, patternFor(i)]));
}

/**
 * What the others did since state `since`, as the map shows it coming in: each marker they put on
 * a circle (a claim, a sabotage) and each headquarters they founded, in the order of the log.
 * The seat's own moves (`me`) appear as they are made.
 */
export function othersArrivals(board: AirlinesBoard, log: readonly LogEntry[], since: number, me: string | null, view?: Pick<AirlinesView, 'routes'>): ArrivalItem[] {
  const airlines = new Map(board.airlines.map((a, i) => [a.id, { a, i }]));
  const routes = new Map(board.routes.map((r) => [r.id, r]));
  const patterns = airlinePatterns(board);
  const out: ArrivalItem[] = [];
  for (const e of log) {
    if (e.stateNo <= since || (me !== null && e.player === me)) continue;
    const d = (e.data ?? {}) as { airline?: unknown; route?: unknown; circle?: unknown };
    const found = typeof d.airline === 'string' ? airlines.get(d.airline) : undefined;
    if (!found) continue;
    const colour = found.a.colour;
    if ((e.type === 'claim' || e.type === 'sabotage') && typeof d.route === 'string' && typeof d.circle === 'number') {
      const route = routes.get(d.route);
      // A claim is drawn out from the city its airline reached before; a sabotage just lands.
      const from = e.type === 'claim' && route ? startCity(route, networkBefore(board, view, found.a.id, d.route)) : undefined;
      out.push({ kind: 'marker', key: `${d.route}#${d.circle}`, route: d.route, circle: d.circle, colour, sabotage: e.type === 'sabotage', pattern: patterns.get(found.a.id), from });
    } else if (e.type === 'found') {
      out.push({ kind: 'ring', key: `ring:${found.a.hq}`, city: found.a.hq, colour });
    }
  }
  return out;
}

/**
 * The cities an airline reached before it claimed `route`: its HQ and the ends of its other
 * routes in the view (its markers face up). Without a view, the HQ only.
 */
export function networkBefore(board: AirlinesBoard, view: Pick<AirlinesView, 'routes'> | undefined, airline: string, route: string): Set<string> {
  const out = new Set<string>();
  const hq = board.airlines.find((a) => a.id === airline)?.hq;
  if (hq) out.add(hq);
  for (const r of board.routes) {
    if (r.id === route || !Object.hasOwn(view?.routes ?? {}, r.id)) continue;
    if (view!.routes[r.id]!.some((m) => m?.airline === airline && !m.sabotage)) out.add(r.from).add(r.to);
  }
  return out;
}
