/**
 * From a lab finding to the editor: whether the editor already holds the board a report was run
 * on (then the suggestion is staged there, over its undo history). Where a report's board came
 * from is the editor's to read (editor-core/handoff.ts `openFrom`).
 */

/** JSON with every object's keys in order: two boards that differ only in key order read the same. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}

export function sameBoard(a: { game: string; board: unknown }, b: { game: string; board: unknown }): boolean {
  return a.game === b.game && canonical(a.board) === canonical(b.board);
}
