/**
 * Airlines Europe's suggested edits for the playtest lab (games/core/lab-probe.ts): a licence
 * bought too eagerly gets dearer prices, a neglected one cheaper (towards the middle of the
 * board's routes); an airline whose shares win too often starts lower on the share track, one
 * whose holders lose starts higher; a bonus connection is worth less or more.
 */
import type { ElementRef, FixDirection, Suggestion } from '../core/lab-probe.js';
import { median, nudge, slash, suggested, verb } from '../core/lab-suggest.js';
import { said } from './messages.js';
import { indexBoard } from './board.js';
import type { EuropeBoard } from './types.js';

export function suggestEdit(board: EuropeBoard, ref: ElementRef, direction: FixDirection): Suggestion | null {
  const cityName = (b: EuropeBoard, id: string): string => indexBoard(b).cityName.get(id) ?? id;
  if (ref.kind === 'route') {
    const i = board.routes.findIndex((r) => r.id === ref.id);
    const route = board.routes[i];
    if (!route) return null;
    const to = route.licences.map((c, k) => nudge(c, median(board.routes.flatMap((r) => (r !== route && r.licences[k] !== undefined ? [r.licences[k]!] : []))), direction, true, 2, 1, 30));
    if (to.every((c, k) => c === route.licences[k])) return null;
    return suggested(`routes[${i}].licences`, route.licences, to, said('europe.lab.edit.licences', { verb: verb(route.licences, to), name: `${cityName(board, route.from)}–${cityName(board, route.to)}`, from: slash(route.licences), to: slash(to) }));
  }
  if (ref.kind === 'airline') {
    const i = board.airlines.findIndex((a) => a.id === ref.id);
    const a = board.airlines[i];
    if (!a) return null;
    const to = nudge(a.trackStart, NaN, direction, false, 2, 0, 99);
    return to === a.trackStart ? null : suggested(`airlines[${i}].trackStart`, a.trackStart, to, said('europe.lab.edit.trackStart', { verb: verb(a.trackStart, to), name: a.name, from: a.trackStart, to }));
  }
  if (ref.kind === 'bonus') {
    const i = board.bonuses.findIndex((b) => b.id === ref.id);
    const b = board.bonuses[i];
    if (!b) return null;
    const to = nudge(b.value, median(board.bonuses.filter((x) => x !== b).map((x) => x.value)), direction, false, 2, 1, 40);
    const name = `${cityName(board, b.from)}–${cityName(board, b.to)}`;
    return to === b.value ? null : suggested(`bonuses[${i}].value`, b.value, to, said('europe.lab.edit.bonus', { verb: verb(b.value, to), name, from: b.value, to }));
  }
  return null;
}
