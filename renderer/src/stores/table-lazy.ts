/**
 * The table store, loaded when it is first needed (a table opened, created or joined; the app
 * fetches it right after the lobby's first paint): it and the view stream stay out of the
 * lobby's first paint (issue 30).
 */
import { shallowRef, type ShallowRef } from 'vue';
import type { useTable } from './table.js';
import { loadOnce } from './load-once.js';

export type TableStore = ReturnType<typeof useTable>;

/**
 * The table store (wired to the connection once, on first load). A load that failed (its chunk
 * lost on the way) is not kept: the next call tries again.
 */
export const tableStore: () => Promise<TableStore> = loadOnce(() =>
  import('./table.js').then((m) => {
    const t = m.useTable();
    t.wire();
    return t;
  }),
);

export interface TableLoad {
  /** Why the last try failed (the error's own words: technical, for the banner's details), or null. */
  failed: ShallowRef<string | null>;
  /** Loads the store and hands it to `onLoaded`; a failure goes into `failed`, never unhandled. */
  start(): Promise<void>;
}

/**
 * The app's start: the table store, then `onLoaded` (which starts the connection). Until it
 * succeeds the app cannot reach the host at all, so a failure is shown with a way to try again
 * (App.vue) rather than left an unhandled rejection behind a lobby that waits for ever.
 * `alongside` loads in parallel with the store and must be in before `onLoaded`: what the lobby
 * shows once the host answers (its new-table form) is then ready when the answer comes.
 */
export function useTableLoad(onLoaded: (t: TableStore) => void, alongside: readonly (() => Promise<unknown>)[] = []): TableLoad {
  const failed = shallowRef<string | null>(null);
  async function start(): Promise<void> {
    failed.value = null;
    let store: TableStore;
    try {
      [store] = await Promise.all([tableStore(), ...alongside.map((load) => load())]);
    } catch (e) {
      failed.value = (e as Error).message || String(e);
      return;
    }
    onLoaded(store);
  }
  return { failed, start };
}
