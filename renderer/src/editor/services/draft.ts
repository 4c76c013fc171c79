/**
 * The crash net: while a board has unsaved changes, its text is kept in local storage (a few
 * times a minute at most). When the editor opens and a draft is there, it is offered back.
 * Storage is passed in, so this runs in tests without a browser.
 */
export interface DraftRecord {
  game: string;
  /** What the draft was opened from, to name it ("North America", "my-map.board.json"); empty: nothing, a new board. */
  title: string;
  /** The file reference, as the store keeps it, so Save goes back to the same place. */
  file: unknown;
  text: string;
  savedAt: string;
}

export const DRAFT_KEY = 'boardwright.editor.draft';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be disabled; then there is simply no crash net
  }
}

export function writeDraft(store: KeyValueStore | null, draft: DraftRecord): boolean {
  if (!store) return false;
  try {
    store.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false; // quota: better no draft than a crash while editing
  }
}

export function readDraft(store: KeyValueStore | null): DraftRecord | null {
  const text = store?.getItem(DRAFT_KEY);
  if (!text) return null;
  try {
    const d = JSON.parse(text) as Partial<DraftRecord>;
    if (typeof d.game !== 'string' || typeof d.text !== 'string') return null;
    return { game: d.game, title: String(d.title ?? ''), file: d.file ?? null, text: d.text, savedAt: String(d.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function clearDraft(store: KeyValueStore | null): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to clear */
  }
}
