/** Recently opened or saved boards, newest first, kept in local storage. */
import type { KeyValueStore } from './draft.js';
import type { FileTitle } from './files.js';

export interface RecentBoard {
  /** `library:<id>` or `path:<file path>`: how to open it again. */
  key: string;
  /** The board's name (a list kept before `file` existed holds the whole line, in English). */
  title: string;
  /** Where it lives, worded when the list is shown, so the line follows the chosen language. */
  file?: FileTitle;
  game: string;
  at: string;
}

export const RECENT_KEY = 'boardwright.editor.recent';
const MAX = 8;

export function readRecent(store: KeyValueStore | null): RecentBoard[] {
  try {
    const v = JSON.parse(store?.getItem(RECENT_KEY) ?? '[]') as unknown;
    if (!Array.isArray(v)) return [];
    return v
      .slice(0, MAX)
      .filter((r): r is RecentBoard => typeof r?.key === 'string' && typeof r?.title === 'string')
      .map((r) => {
        // Storage is the user's to edit: a place that is not one of ours is dropped, not shown.
        const { file, ...rest } = r;
        return fileTitleOk(file) ? { ...rest, file } : rest;
      });
  } catch {
    return [];
  }
}

function fileTitleOk(f: unknown): f is FileTitle {
  if (!f || typeof f !== 'object') return false;
  const { kind, name } = f as { kind?: unknown; name?: unknown };
  if (kind === 'new') return true;
  return (kind === 'bundled' || kind === 'mine' || kind === 'file') && typeof name === 'string' && name.length <= 300;
}

export function addRecent(store: KeyValueStore | null, entry: RecentBoard): RecentBoard[] {
  const list = [entry, ...readRecent(store).filter((r) => r.key !== entry.key)].slice(0, MAX);
  try {
    store?.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    /* a full storage only costs the recent list */
  }
  return list;
}
