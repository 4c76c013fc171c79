/**
 * Align and distribute the selected elements of a map of free points (a route map's cities, Blue
 * Skies' airports): line them up on the left, centre or right of the selection, its top, middle
 * or bottom, or space them evenly across or down between the two outermost. Game-free: through
 * the mode's `position` and `moveCommand`, one move per element, one undo step for the lot.
 */
import type { EditorMode } from '../modes/types.js';
import { compound, type Command } from './command.js';
import type { ElementRef } from './selection.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

/** The edit's label and refusals in the editor's language (worded when an edit is made). */
const { t } = useT(editorArea);

export type Arrange = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom' | 'across' | 'down';

/** The buttons, in order, with their words and keys (Figma's: Alt and a letter). */
export const ARRANGE: readonly { id: Arrange; label: string; key: string; code: string; shift: boolean }[] = [
  { id: 'left', label: 'Align left', key: 'Alt+A', code: 'KeyA', shift: false },
  { id: 'centre', label: 'Align centres across', key: 'Alt+H', code: 'KeyH', shift: false },
  { id: 'right', label: 'Align right', key: 'Alt+D', code: 'KeyD', shift: false },
  { id: 'top', label: 'Align top', key: 'Alt+W', code: 'KeyW', shift: false },
  { id: 'middle', label: 'Align middles down', key: 'Alt+V', code: 'KeyV', shift: false },
  { id: 'bottom', label: 'Align bottom', key: 'Alt+S', code: 'KeyS', shift: false },
  { id: 'across', label: 'Space evenly across', key: 'Alt+Shift+H', code: 'KeyH', shift: true },
  { id: 'down', label: 'Space evenly down', key: 'Alt+Shift+V', code: 'KeyV', shift: true },
];

/** "3 cities", "2 airports", "4 elements" (kinds mixed): the catalogue's select by kind. */
function many(refs: readonly ElementRef[]): string {
  const kinds = new Set(refs.map((r) => r.kind));
  const kind = kinds.size === 1 ? [...kinds][0]! : '';
  return t('editor.arrange.what', { kind, n: refs.length });
}

/**
 * The edit that arranges the movable elements among `refs` (those the mode's `moveCommand`
 * moves; a route between two cities moves with them), or why not in words.
 */
export function arrangeCommand<B>(mode: EditorMode<B>, board: B, refs: readonly ElementRef[], how: Arrange): Command<B> | string {
  const move = mode.moveCommand;
  if (!move || mode.layout.kind !== 'points') return t('editor.arrange.notPoints');
  const items: { ref: ElementRef; x: number; y: number }[] = [];
  for (const ref of refs) {
    const p = mode.position(board, ref);
    if (p && move(board, [ref], 0, 0)) items.push({ ref, ...p });
  }
  const spread = how === 'across' || how === 'down';
  const need = spread ? 3 : 2;
  if (items.length < need) return t('editor.arrange.tooFew', { spread: spread ? 'yes' : 'no', need, n: items.length });
  const xs = items.map((i) => i.x);
  const ys = items.map((i) => i.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const targets = new Map<ElementRef, { x: number; y: number }>();
  if (spread) {
    const axis = how === 'across' ? 'x' : 'y';
    // In their order along the axis (ties by selection order), from the first to the last.
    const order = items.map((it, i) => ({ it, i })).sort((a, b) => a.it[axis] - b.it[axis] || a.i - b.i);
    const lo = order[0]!.it[axis];
    const step = (order[order.length - 1]!.it[axis] - lo) / (order.length - 1);
    order.forEach(({ it }, k) => targets.set(it.ref, axis === 'x' ? { x: lo + k * step, y: it.y } : { x: it.x, y: lo + k * step }));
  } else {
    const x = how === 'left' ? minX : how === 'right' ? maxX : how === 'centre' ? (minX + maxX) / 2 : null;
    const y = how === 'top' ? minY : how === 'bottom' ? maxY : how === 'middle' ? (minY + maxY) / 2 : null;
    for (const it of items) targets.set(it.ref, { x: x ?? it.x, y: y ?? it.y });
  }
  const moves: Command<B>[] = [];
  let b = board;
  for (const it of items) {
    const t = targets.get(it.ref)!;
    const dx = t.x - it.x;
    const dy = t.y - it.y;
    if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) continue;
    const cmd = move(b, [it.ref], dx, dy);
    if (!cmd) continue;
    moves.push(cmd);
    b = cmd.do(b);
  }
  const label = t('editor.arrange.label', { how, what: many(items.map((i) => i.ref)) });
  if (moves.length === 0) return t('editor.arrange.already', { label });
  return compound(label, moves);
}
