/**
 * Blue Skies' suggested edits for the playtest lab (games/core/lab-probe.ts): a region whose
 * bonus decides games gets the bonus of a typical region, a neglected one more; a gate space
 * that is snapped up gets dearer, a shunned one cheaper; an airport nobody opens gates at gets
 * the demand of a typical airport (more demand cards name it), a crowded one less.
 */
import type { ElementRef, FixDirection, Suggestion } from '../core/lab-probe.js';
import { median, nudge, verb } from '../core/lab-suggest.js';
import type { BlueSkiesBoard } from './board.js';

export function suggestEdit(board: BlueSkiesBoard, ref: ElementRef, direction: FixDirection): Suggestion | null {
  const edit = (field: string, what: string, from: number, to: number): Suggestion | null =>
    to === from ? null : { field, from, to, words: `${verb(from, to)} its ${what} from ${from} to ${to}` };
  if (ref.kind === 'region') {
    const i = board.regions.findIndex((r) => r.id === ref.id);
    const r = board.regions[i];
    if (!r) return null;
    const others = median(board.regions.filter((x) => x !== r).map((x) => x.bonus));
    return edit(`regions[${i}].bonus`, 'bonus', r.bonus, nudge(r.bonus, others, direction, false, 3, 0, 100));
  }
  if (ref.kind === 'gate') {
    const [airport, space] = ref.id.split('#');
    const i = board.airports.findIndex((a) => a.id === airport);
    const j = Number(space) - 1;
    const gate = board.airports[i]?.gates[j];
    if (!gate) return null;
    const peers = median(board.airports.flatMap((a) => (a.gates[j] && a.id !== airport ? [a.gates[j]!.cost] : [])));
    return edit(`airports[${i}].gates[${j}].cost`, 'cost', gate.cost, nudge(gate.cost, peers, direction, true, 1, 1, 9));
  }
  if (ref.kind === 'airport') {
    const i = board.airports.findIndex((a) => a.id === ref.id);
    const a = board.airports[i];
    if (!a) return null;
    const peers = median(board.airports.filter((x) => x !== a).map((x) => x.demand));
    return edit(`airports[${i}].demand`, 'demand cards', a.demand, nudge(a.demand, peers, direction, false, 1, 0, 20));
  }
  return null;
}
