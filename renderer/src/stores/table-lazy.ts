/**
 * The table store, loaded when it is first needed (a table opened, created or joined; the app
 * fetches it right after the lobby's first paint): it and the view stream stay out of the
 * lobby's first paint (issue 30).
 */
import type { useTable } from './table.js';

export type TableStore = ReturnType<typeof useTable>;

let loading: Promise<TableStore> | null = null;

/** The table store (wired to the connection once, on first load). */
export function tableStore(): Promise<TableStore> {
  loading ??= import('./table.js').then((m) => {
    const t = m.useTable();
    t.wire();
    return t;
  });
  return loading;
}
