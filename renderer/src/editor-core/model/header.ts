/**
 * The fields every board file has (games/core/board-header.ts): name, description, credits and
 * the tracing picture. The core edits them for every game, so no mode writes these again.
 */
import type { BackgroundImage } from '../../../../games/core/board-header.js';
import { setField, type Command } from './command.js';

export interface BoardHeader {
  name: string;
  description?: string;
  credits?: string;
  background?: BackgroundImage;
}

export function boardName(board: unknown): string {
  const n = (board as Partial<BoardHeader> | null)?.name;
  return typeof n === 'string' && n ? n : 'Untitled board';
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
  const label = key === 'name' ? `Rename board to ${text}` : `Set board ${key}`;
  return setField(label, h, key, text === '' ? undefined : text) as unknown as Command<B>;
}

export function setBackground<B>(board: B, background: BackgroundImage | undefined): Command<B> {
  const h = board as unknown as BoardHeader;
  const what = !background ? 'Remove background picture' : !h.background ? 'Add background picture' : 'Adjust background picture';
  return setField(what, h, 'background', background) as unknown as Command<B>;
}

/** The board as a table needs it (no tracing picture): the playtest and the crash net use it. */
export { withoutBackground as withoutPicture } from '../../../../games/core/board-header.js';
