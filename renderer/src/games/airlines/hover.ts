/**
 * The hover card of a route: its network and circles, who is on it, who may claim it and with
 * what card, and what this seat may do there now. Every "may" and "why not" is the host's (the
 * view's `claimable` and `routeNotes`, the offered moves); nothing is worked out here.
 */
import type { AirlinesBoard, AirlinesView } from '../../../../games/airlines/types.js';
import { cardText, routeName } from './options.js';
import { ROUTE_STYLE } from './style.js';

export function routeHoverLines(board: AirlinesBoard, view: AirlinesView, routeId: string, seat: { own: boolean; offers: string[] }): string[] {
  const route = board.routes.find((r) => r.id === routeId);
  if (!route) return [];
  const style = ROUTE_STYLE[route.type];
  const initials = (id: string) => board.airlines.find((a) => a.id === id)?.initials ?? id;
  const marks = view.routes[route.id] ?? [];
  const lines = [`${routeName(board, route)} · ${style.label} (${style.region})`];
  const circles = route.costs.map((c, i) => {
    const mk = marks[i];
    return mk ? `${c}: ${initials(mk.airline)}${mk.sabotage ? ' (sabotaged)' : ''}` : `${c}: free`;
  });
  lines.push(`Circles — ${circles.join(', ')}`);
  const free = view.claimable[route.id];
  const note = view.routeNotes?.[route.id];
  if (free && free.airlines.length > 0) {
    lines.push(`${free.airlines.map(initials).join(', ')} may claim it with a ${style.label.toLowerCase()} card of ${free.cost} or more`);
    if (seat.own && note) {
      if (note.may.length > 0) lines.push(`With your cards: ${note.may.map((m) => `${initials(m.airline)} (${cardText(m.card)})`).join(', ')}`);
      else if (note.why) lines.push(note.why);
    }
  } else if (note?.why) {
    lines.push(note.why);
  }
  for (const o of seat.offers) lines.push(`You may: ${o}`);
  return lines;
}
