/**
 * The hover card of a route: its network and circles, who is on it, who may claim it and with
 * what card, and what this seat may do there now. Every "may" and "why not" is the host's (the
 * view's `claimable` and `routeNotes`, the offered moves); nothing is worked out here.
 */
import type { AirlinesBoard, AirlinesView } from '../../../../games/airlines/types.js';
import { viewText } from '../../i18n/wire-words.js';
import { cardText, routeName } from './options.js';
import { netLower, netName, netRegion, words } from './i18n/index.js';

const { t } = words;

export function routeHoverLines(board: AirlinesBoard, view: AirlinesView, routeId: string, seat: { own: boolean; offers: string[] }): string[] {
  const route = board.routes.find((r) => r.id === routeId);
  if (!route) return [];
  const initials = (id: string) => board.airlines.find((a) => a.id === id)?.initials ?? id;
  const marks = view.routes[route.id] ?? [];
  const lines = [t('airlines.hover.route', { route: routeName(board, route), net: netName(route.type), region: netRegion(route.type) })];
  const circles = route.costs.map((c, i) => {
    const mk = marks[i];
    if (!mk) return t('airlines.hover.circleFree', { cost: c });
    return mk.sabotage ? t('airlines.hover.circleSabotaged', { cost: c, airline: initials(mk.airline) }) : t('airlines.hover.circleTaken', { cost: c, airline: initials(mk.airline) });
  });
  lines.push(t('airlines.hover.circles', { circles: circles.join(', ') }));
  const free = view.claimable[route.id];
  const note = view.routeNotes?.[route.id];
  if (free && free.airlines.length > 0) {
    lines.push(t('airlines.hover.mayClaim', { airlines: free.airlines.map(initials).join(', '), net: netLower(route.type), cost: free.cost }));
    if (seat.own && note) {
      if (note.may.length > 0) lines.push(t('airlines.hover.withYours', { list: note.may.map((m) => `${initials(m.airline)} (${cardText(m.card)})`).join(', ') }));
      else if (note.why) lines.push(viewText(note.why));
    }
  } else if (note?.why) {
    lines.push(viewText(note.why));
  }
  for (const o of seat.offers) lines.push(t('airlines.hover.youMay', { what: o }));
  return lines;
}
