/**
 * One field of a board set to a value as one undo step: how the playtest lab's suggested edit
 * (a finding's `field`, `from`, `to`) is staged in the editor. The field is data from a report:
 * it is followed only through what is already on the board (formats/board-field.ts), and the
 * edit is refused when the field does not hold the value the lab measured, since then the board
 * has changed since the run and the suggestion may no longer fit.
 */
import { valueAt, withValueAt } from '../../../../formats/board-field.js';
import { command, compound, type Command } from './command.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

/** Why an edit cannot be made, in the editor's language (worded when refused). */
const { t } = useT(editorArea);

export interface FieldEdit {
  field: string;
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The command, or why there is none (in the editor's language). */
export function fieldEditCommand<B>(label: string, board: B, edit: FieldEdit): Command<B> | string {
  const now = valueAt(board, edit.field);
  if (now === undefined) return t('editor.msg.labNoField', { field: edit.field.slice(0, 80) });
  if (!same(now, edit.from)) return t('editor.msg.labMoved', { field: edit.field.slice(0, 80), now: JSON.stringify(now).slice(0, 40), from: JSON.stringify(edit.from).slice(0, 40) });
  if (same(now, edit.to)) return t('editor.msg.labAlready', { field: edit.field.slice(0, 80), to: JSON.stringify(edit.to).slice(0, 40) });
  const old = structuredClone(now);
  const to = structuredClone(edit.to);
  return command(
    label,
    (b) => withValueAt(b, edit.field, to) ?? b,
    (b) => withValueAt(b, edit.field, old) ?? b,
  );
}

/**
 * Several edits in order as one command (an auto-balance's accepted edits): each is checked
 * against the board the ones before it leave, so a field edited twice is checked at its middle value.
 */
export function fieldEditsCommand<B>(label: string, board: B, edits: readonly FieldEdit[]): Command<B> | string {
  if (edits.length === 0) return t('editor.msg.labNoEdit');
  const list: Command<B>[] = [];
  let at = board;
  for (const e of edits) {
    const c = fieldEditCommand(label, at, e);
    if (typeof c === 'string') return c;
    list.push(c);
    at = c.do(at);
  }
  return list.length === 1 ? list[0]! : compound(label, list);
}
