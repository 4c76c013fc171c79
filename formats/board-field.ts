/**
 * A field of a board named by a lab suggestion (`routes[12].costs`): read it, or set it on a copy.
 * The path is data from a report: only own properties and indices already on the board are
 * followed, and `__proto__`, `prototype` and `constructor` are never a step.
 */
import type { FindingSuggestion } from './lab-report.js';

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** `routes[12].costs` → ['routes', 12, 'costs']; null when the path is not of that shape. */
export function parseField(field: string): (string | number)[] | null {
  if (field.length > 200) return null;
  const out: (string | number)[] = [];
  const re = /(?:^|\.)([A-Za-z_][A-Za-z0-9_]*)|\[(\d{1,6})\]/y;
  let at = 0;
  while (at < field.length) {
    re.lastIndex = at;
    const m = re.exec(field);
    if (!m || (m[1] !== undefined && at > 0 && field[at] !== '.')) return null;
    if (m[1] !== undefined) {
      if (FORBIDDEN.has(m[1])) return null;
      out.push(m[1]);
    } else out.push(Number(m[2]));
    at = re.lastIndex;
  }
  return out.length ? out : null;
}

/** The value at a suggestion's field on a board (undefined: not there). */
export function valueAt(board: unknown, field: string): unknown {
  const path = parseField(field);
  if (!path) return undefined;
  let at: unknown = board;
  for (const key of path) {
    const ok = typeof key === 'number' ? Array.isArray(at) && key < at.length : at !== null && typeof at === 'object' && !Array.isArray(at) && Object.hasOwn(at, key);
    if (!ok) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/**
 * A copy of `board` with the suggestion's field set to its suggested value. Every step of the
 * path must already be on the board (own properties, indices within the list): an edit never
 * adds a field.
 */
export function applySuggestion(board: unknown, s: Pick<FindingSuggestion, 'field' | 'to'>): { ok: true; board: unknown } | { ok: false; message: string } {
  const path = parseField(s.field);
  if (!path) return { ok: false, message: `"${s.field.slice(0, 80)}" is not a field of a board.` };
  const copy = structuredClone(board) as unknown;
  let at: unknown = copy;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const ok = typeof key === 'number' ? Array.isArray(at) && key < at.length : at !== null && typeof at === 'object' && !Array.isArray(at) && Object.hasOwn(at, key);
    if (!ok) return { ok: false, message: `The board has no ${s.field} (${path.slice(0, i + 1).join('.')} is missing).` };
    if (i === path.length - 1) (at as Record<string | number, unknown>)[key] = structuredClone(s.to);
    else at = (at as Record<string | number, unknown>)[key];
  }
  return { ok: true, board: copy };
}

/**
 * `board` with the field at `field` set to `value`, sharing everything off the path (the editor's
 * boards are immutable: each object and list on the path is copied, nothing else). The same rules
 * as applySuggestion: every step must already be on the board. Null when it is not.
 */
export function withValueAt<B>(board: B, field: string, value: unknown): B | null {
  const path = parseField(field);
  if (!path) return null;
  const put = (at: unknown, i: number): { ok: boolean; v: unknown } => {
    const key = path[i]!;
    const ok = typeof key === 'number' ? Array.isArray(at) && key < at.length : at !== null && typeof at === 'object' && !Array.isArray(at) && Object.hasOwn(at, key);
    if (!ok) return { ok: false, v: undefined };
    const child = (at as Record<string | number, unknown>)[key];
    const next = i === path.length - 1 ? { ok: true, v: value } : put(child, i + 1);
    if (!next.ok) return next;
    const copy = (Array.isArray(at) ? [...at] : { ...(at as object) }) as Record<string | number, unknown>;
    copy[key] = next.v;
    return { ok: true, v: copy };
  };
  const r = put(board, 0);
  return r.ok ? (r.v as B) : null;
}
