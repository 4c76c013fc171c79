/** Recently opened or saved boards, newest first, kept in local storage. */
import type { KeyValueStore } from './draft.js';

export interface RecentBoard {
  /** `library:<id>` or `path:<file path>`: how to open it again. */
  key: string;
  title: string;
  game: string;
  at: string;
}

export const RECENT_KEY = 'boardwright.editor.recent';
const MAX = 8;

export function readRecent(store: KeyValueStore | null): RecentBoard[] {
  try {
    const v = JSON.parse(store?.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((r): r is RecentBoard => typeof r?.key === 'string' && typeof r?.title === 'string') : [];
  } catch {
    return [];
  }
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
