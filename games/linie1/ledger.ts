/**
 * Linie 1's suggested edits for the playtest lab (games/core/lab-probe.ts): a line (or one of its
 * terminals) whose holders win too often gets its second terminal moved to the edge across from
 * the first, so its trams cross the city; one whose holders lose too often gets it moved to an
 * edge beside the first. A tile type that runs short gets the pile of a typical type, a glut less.
 */
import type { ElementRef, FixDirection, Suggestion } from '../core/lab-probe.js';
import { median, nudge, suggested, verb } from '../core/lab-suggest.js';
import { said } from './messages.js';
import type { Linie1Board } from './board.js';

const ACROSS = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
const BESIDE = { top: 'left', bottom: 'right', left: 'bottom', right: 'top' } as const;

export function suggestEdit(board: Linie1Board, ref: ElementRef, direction: FixDirection): Suggestion | null {
  if (ref.kind === 'line' || ref.kind === 'terminal') {
    const line = ref.kind === 'line' ? ref.id : board.terminals.find((t) => t.id === ref.id)?.line;
    const ends = board.terminals.flatMap((t, i) => (t.line === line ? [{ t, i }] : []));
    if (ends.length < 2) return null;
    const [a, b] = [ends[0]!, ends[ends.length - 1]!];
    const to = direction === 'weaken' ? ACROSS[a.t.edge] : BESIDE[a.t.edge];
    if (b.t.edge === to) return null;
    return suggested(`terminals[${b.i}].edge`, b.t.edge, to, said('linie1.lab.edit.terminal', { id: b.t.id, street: b.t.street, from: b.t.edge, to, direction, other: a.t.id }));
  }
  if (ref.kind === 'tile') {
    const i = board.tileTypes.findIndex((t) => t.id === ref.id);
    const t = board.tileTypes[i];
    if (!t) return null;
    const peers = median(board.tileTypes.filter((x) => x !== t).map((x) => x.pile));
    const to = nudge(t.pile, peers, direction, false, 2, 0, 99);
    return to === t.pile ? null : suggested(`tileTypes[${i}].pile`, t.pile, to, said('linie1.lab.edit.pile', { verb: verb(t.pile, to), name: t.name, from: t.pile, to }));
  }
  return null;
}
