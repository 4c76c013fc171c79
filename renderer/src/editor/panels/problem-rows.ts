/**
 * Keys for the problem list's rows (ProblemList.vue) that no language changes: a problem's place
 * (severity, path) and its catalogue key, never its words, nor its params (an element the editor
 * names, "Airline 2" / "Compagnie 2", is a param worded in the chosen language). A change of
 * language re-words the rows in place instead of replacing every one (the list keeps its scroll
 * and the row under the pointer), and a problem fixed above does not re-key those below it. The
 * modes' own problems (an empty list's hint) have no key: their place alone. Two problems alike in
 * all of that (one check twice at one path) get `#1`, `#2`, … in list order, so no two rows share
 * a key; a base key ends in `]`, a numbered one in a digit.
 */
import type { BoardProblem } from '../../../../games/core/types.js';

export type ProblemRow = Pick<BoardProblem, 'path' | 'key' | 'severity'>;

export function problemRowKeys(problems: readonly ProblemRow[]): string[] {
  const seen = new Map<string, number>();
  return problems.map((p) => {
    const base = JSON.stringify([p.severity ?? 'error', p.path, p.key ?? null]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  });
}
