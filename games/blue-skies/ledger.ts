/**
 * Blue Skies' suggested edits for the playtest lab (games/core/lab-probe.ts): a region whose
 * bonus decides games gets the bonus of a typical region, a neglected one more; a gate space
 * that is snapped up gets dearer, a shunned one cheaper; an airport nobody opens gates at gets
 * the demand of a typical airport (more demand cards name it), a crowded one less.
 */
import type { ElementRef, FixDirection, Suggestion } from '../core/lab-probe.js';
import { median, nudge, suggested, verb } from '../core/lab-suggest.js';
import { said } from './messages.js';
import type { BlueSkiesBoard } from './board.js';

/** The edits' keys, written out whole (the catalogue test finds them). */
const KEYS = ['blueSkies.lab.edit.bonus', 'blueSkies.lab.edit.cost', 'blueSkies.lab.edit.demand'] as const;

export function suggestEdit(board: BlueSkiesBoard, ref: ElementRef, direction: FixDirection): Suggestion | null {
  const edit = (field: string, key: (typeof KEYS)[number], from: number, to: number, params: { name: string; gate?: number }): Suggestion | null =>
    to === from ? null : suggested(field, from, to, said(key, { ...params, verb: verb(from, to), from, to }));
  if (ref.kind === 'region') {
    const i = board.regions.findIndex((r) => r.id === ref.id);
    const r = board.regions[i];
    if (!r) return null;
    const others = median(board.regions.filter((x) => x !== r).map((x) => x.bonus));
    return edit(`regions[${i}].bonus`, 'blueSkies.lab.edit.bonus', r.bonus, nudge(r.bonus, others, direction, false, 3, 0, 100), { name: r.name });
  }
  if (ref.kind === 'gate') {
    const [airport, space] = ref.id.split('#');
    const i = board.airports.findIndex((a) => a.id === airport);
    const j = Number(space) - 1;
    const gate = board.airports[i]?.gates[j];
    if (!gate) return null;
    const peers = median(board.airports.flatMap((a) => (a.gates[j] && a.id !== airport ? [a.gates[j]!.cost] : [])));
    return edit(`airports[${i}].gates[${j}].cost`, 'blueSkies.lab.edit.cost', gate.cost, nudge(gate.cost, peers, direction, true, 1, 1, 9), { name: board.airports[i]!.city, gate: j + 1 });
  }
  if (ref.kind === 'airport') {
    const i = board.airports.findIndex((a) => a.id === ref.id);
    const a = board.airports[i];
    if (!a) return null;
    const peers = median(board.airports.filter((x) => x !== a).map((x) => x.demand));
    return edit(`airports[${i}].demand`, 'blueSkies.lab.edit.demand', a.demand, nudge(a.demand, peers, direction, false, 1, 0, 20), { name: a.city });
  }
  return null;
}
