/**
 * Airlines Europe's suggested edits for the playtest lab (games/core/lab-probe.ts): a licence
 * bought too eagerly gets dearer prices, a neglected one cheaper (towards the middle of the
 * board's routes); an airline whose shares win too often starts lower on the share track, one
 * whose holders lose starts higher; a bonus connection is worth less or more.
 */
import type { ElementRef, FixDirection, Suggestion } from '../core/lab-probe.js';
import { median, nudge, slash, verb } from '../core/lab-suggest.js';
import type { EuropeBoard } from './types.js';

export function suggestEdit(board: EuropeBoard, ref: ElementRef, direction: FixDirection): Suggestion | null {
  if (ref.kind === 'route') {
    const i = board.routes.findIndex((r) => r.id === ref.id);
    const route = board.routes[i];
    if (!route) return null;
    const to = route.licences.map((c, k) => nudge(c, median(board.routes.flatMap((r) => (r !== route && r.licences[k] !== undefined ? [r.licences[k]!] : []))), direction, true, 2, 1, 30));
    if (to.every((c, k) => c === route.licences[k])) return null;
    return { field: `routes[${i}].licences`, from: route.licences, to, words: `${verb(route.licences, to)} its licence prices from ${slash(route.licences)} to ${slash(to)}` };
  }
  if (ref.kind === 'airline') {
    const i = board.airlines.findIndex((a) => a.id === ref.id);
    const a = board.airlines[i];
    if (!a) return null;
    const to = nudge(a.trackStart, NaN, direction, false, 2, 0, 99);
    return to === a.trackStart ? null : { field: `airlines[${i}].trackStart`, from: a.trackStart, to, words: `${verb(a.trackStart, to)} its share-track start from ${a.trackStart} to ${to}` };
  }
  if (ref.kind === 'bonus') {
    const i = board.bonuses.findIndex((b) => b.id === ref.id);
    const b = board.bonuses[i];
    if (!b) return null;
    const to = nudge(b.value, median(board.bonuses.filter((x) => x !== b).map((x) => x.value)), direction, false, 2, 1, 40);
    return to === b.value ? null : { field: `bonuses[${i}].value`, from: b.value, to, words: `${verb(b.value, to)} its value from ${b.value} to ${to}` };
  }
  return null;
}
