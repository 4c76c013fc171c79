/**
 * Airlines' suggested edits for the playtest lab (games/core/lab-probe.ts): a route that is
 * taken too eagerly gets dearer circles, a neglected one cheaper ones (towards the middle of the
 * routes of its type); an airline that holds its holders back gets the stock cards of a typical
 * airline, or a route type its headquarters needs, or more markers; a too strong one fewer markers.
 */
import type { ElementRef, FixDirection, Suggestion } from '../core/lab-probe.js';
import { median, nudge, slash, suggested, verb } from '../core/lab-suggest.js';
import { said, routeTypeWords } from './messages.js';
import { indexBoard } from './board.js';
import type { AirlinesBoard, RouteType } from './types.js';

export function suggestEdit(board: AirlinesBoard, ref: ElementRef, direction: FixDirection): Suggestion | null {
  if (ref.kind === 'route') {
    const i = board.routes.findIndex((r) => r.id === ref.id);
    const route = board.routes[i];
    if (!route) return null;
    const peers = board.routes.filter((r) => r.type === route.type && r !== route);
    const to = route.costs.map((c, k) => nudge(c, median(peers.flatMap((r) => (r.costs[k] !== undefined ? [r.costs[k]!] : []))), direction, true, 2, 1, 14));
    if (to.every((c, k) => c === route.costs[k])) return null;
    const idx = indexBoard(board);
    const name = `${idx.cityName.get(route.from) ?? route.from}–${idx.cityName.get(route.to) ?? route.to}`;
    return suggested(`routes[${i}].costs`, route.costs, to, said('airlines.lab.edit.costs', { verb: verb(route.costs, to), name, from: slash(route.costs), to: slash(to) }));
  }
  if (ref.kind === 'airline') {
    const i = board.airlines.findIndex((a) => a.id === ref.id);
    const a = board.airlines[i];
    if (!a) return null;
    if (direction === 'strengthen') {
      const typical = median(board.airlines.map((x) => x.stockCards));
      if (a.stockCards < typical) return suggested(`airlines[${i}].stockCards`, a.stockCards, typical, said('airlines.lab.edit.stockCards', { name: a.name, from: a.stockCards, to: typical }));
      // The route type most common at its headquarters that it may not fly.
      const counts = new Map<string, number>();
      for (const r of board.routes) if ((r.from === a.hq || r.to === a.hq) && !a.allowedRouteTypes.includes(r.type)) counts.set(r.type, (counts.get(r.type) ?? 0) + 1);
      const best = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0];
      if (best) {
        const to = [...a.allowedRouteTypes, best[0]];
        return suggested(`airlines[${i}].allowedRouteTypes`, a.allowedRouteTypes, to, said('airlines.lab.edit.routeType', { name: a.name, type: routeTypeWords(best[0] as RouteType), n: best[1] }));
      }
    }
    const to = nudge(a.markers, NaN, direction, false, 2, 2, 40);
    if (to === a.markers) return null;
    return suggested(`airlines[${i}].markers`, a.markers, to, said('airlines.lab.edit.markers', { verb: verb(a.markers, to), name: a.name, from: a.markers, to }));
  }
  return null;
}
