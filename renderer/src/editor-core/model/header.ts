/**
 * The fields every board file has (games/core/board-header.ts): name, description, credits and
 * the tracing picture. The core edits them for every game, so no mode writes these again.
 */
import type { BackgroundImage } from '../../../../games/core/board-header.js';
import { setField, type Command } from './command.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

/** Undo labels in the editor's language (worded when a command is made). */
const { t } = useT(editorArea);

export interface BoardHeader {
  name: string;
  description?: string;
  credits?: string;
  background?: BackgroundImage;
}

export function boardName(board: unknown): string {
  const n = (board as Partial<BoardHeader> | null)?.name;
  return typeof n === 'string' && n ? n : t('editor.untitled');
}

export function boardBackground(board: unknown): BackgroundImage | undefined {
  const bg = (board as Partial<BoardHeader> | null)?.background;
  return bg && typeof bg === 'object' ? bg : undefined;
}

/** Name, description or credits; an empty description or credits takes the key out. */
export function setHeaderText<B>(board: B, key: 'name' | 'description' | 'credits', value: string): Command<B> | null {
  const h = board as unknown as BoardHeader;
  const text = key === 'name' ? value.trim() : value;
  if (key === 'name' && !text) return null;
  if ((h[key] ?? '') === text) return null;
  const label = key === 'name' ? t('editor.c.renameBoard', { name: text }) : t('editor.c.setBoardText', { field: key });
  return setField(label, h, key, text === '' ? undefined : text) as unknown as Command<B>;
}

export function setBackground<B>(board: B, background: BackgroundImage | undefined): Command<B> {
  const h = board as unknown as BoardHeader;
  const what = t('editor.c.background', { edit: !background ? 'remove' : !h.background ? 'add' : 'adjust' });
  return setField(what, h, 'background', background) as unknown as Command<B>;
}

/** The board as a table needs it (no tracing picture): the playtest and the crash net use it. */
export { withoutBackground as withoutPicture } from '../../../../games/core/board-header.js';
