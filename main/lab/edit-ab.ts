/**
 * The A/B that proves a suggested edit: the edit applied to a copy of the board, both boards
 * played on the same seeds with the same bots, and the flaw's size measured on each (the
 * element's holders against the other seats, or its early-take rate against its kind's), with
 * the change and its interval. A finding is gone only when the interval of the shrink is above
 * zero; the edited board's own findings are listed, since an edit can move the problem elsewhere.
 */
import type { EditProof, ElementFinding, FindingSuggestion } from '../../games/core/lab-report.js';
import { runBasis } from './basis.js';
import { runLab, runLabDocument, type LabRunOptions, type LabSide } from './lab.js';
import { changeEffect, reportEffect } from './second-mix.js';
import { Z95 } from './stats.js';
import { games } from '../../games/index.js';

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

const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;
const fig = (e: { value: number; lo: number; hi: number } | null): string => (e ? `${pts(e.value)} points (95 % interval ${pts(e.lo)} to ${pts(e.hi)})` : 'not measured');

/** The single-board measure behind a finding (a comparison's change is measured on each board alone). */
export function singleMeasure(f: Pick<ElementFinding, 'measure'>): 'win-rate' | 'take-rate' {
  return f.measure === 'take-rate' || f.measure === 'take-rate-change' ? 'take-rate' : 'win-rate';
}

export interface ProveOptions extends LabRunOptions {
  /** The first seed of the A/B (default the side's own). */
  seed?: number;
  /**
   * The board a comparison finding was measured against: the flaw is then its change from this
   * board, measured for the board as it is and for the edited copy (all three on the same seeds).
   */
  reference?: unknown;
}

/** Plays the board and its edited copy on the same seeds. Null when cancelled or the edit cannot be applied. */
export async function proveEdit(side: LabSide, f: Pick<ElementFinding, 'kind' | 'element' | 'name' | 'measure' | 'suggestion'>, opts: ProveOptions = {}): Promise<{ proof: EditProof; edited: unknown } | null> {
  if (!f.suggestion) return null;
  const applied = applySuggestion(side.board, f.suggestion);
  if (!applied.ok) throw new Error(applied.message);
  const { seed, reference, ...runOpts } = opts;
  const settings = { ...side.settings, ...(seed !== undefined ? { seed } : {}) };
  const a: LabSide = { settings, board: side.board };
  const b: LabSide = { settings: { ...settings, board: { ...settings.board, name: `${settings.board.name} (edited)` } }, board: applied.board };
  const { doc } = await runLabDocument(a, b, runOpts);
  if (!doc || doc.cancelled || doc.kind !== 'lab-comparison') return null;
  let measure: EditProof['measure'] = singleMeasure(f);
  let before = reportEffect(doc.a, f.kind, f.element, measure);
  let after = reportEffect(doc.b, f.kind, f.element, measure);
  let against = '';
  if (reference !== undefined && (f.measure === 'take-rate-change' || f.measure === 'win-rate-change')) {
    const ref = await runLab({ ...settings, board: { ...settings.board, name: 'reference' } }, reference, runOpts);
    if (!ref || ref.cancelled) return null;
    measure = f.measure;
    before = changeEffect(ref, doc.a, f.kind, f.element, f.measure);
    after = changeEffect(ref, doc.b, f.kind, f.element, f.measure);
    against = ' against the reference board';
  }
  let shrink: EditProof['shrink'] = null;
  if (before && after) {
    // How much nearer zero: |before| − |after|, its interval from the two intervals' half-widths.
    const v = Math.abs(before.value) - Math.abs(after.value);
    const half = Z95 * Math.hypot((before.hi - before.lo) / (2 * Z95), (after.hi - after.lo) / (2 * Z95));
    shrink = { value: v, lo: Math.max(-1, v - half), hi: Math.min(1, v + half) };
  }
  const shrank = shrink !== null && shrink.lo > 0;
  const basis = runBasis(games.get(settings.game), settings);
  const newFindings = doc.b.findings.filter((g) => !(g.kind === f.kind && g.element === f.element)).slice(0, 3).map((g) => ({ kind: g.kind, element: g.element, name: g.name, words: g.words }));
  const what = {
    'win-rate': "its holders' lead over the other seats",
    'take-rate': 'how much more often than the typical one of its kind it is taken early',
    'win-rate-change': "the change of its holders' lead over the other seats",
    'take-rate-change': 'the change of how often it is taken early',
  }[measure] + against;
  let words = `Edit tried on a copy: ${f.suggestion.words} (${f.suggestion.field}). With ${basis.words} on both boards, ${what} went from ${fig(before)} to ${fig(after)}`;
  words += shrink ? (shrank ? `: the flaw shrank by ${Math.round(100 * shrink.value)} points (95 % interval ${Math.round(100 * shrink.lo)} to ${Math.round(100 * shrink.hi)}).` : `: it did not shrink beyond chance (${pts(shrink.value)} points nearer zero, 95 % interval ${pts(shrink.lo)} to ${pts(shrink.hi)}).`) : '.';
  if (newFindings.length) words += ` On the edited board the largest other finding: ${newFindings[0]!.words}`;
  return {
    proof: { element: { kind: f.kind, id: f.element, name: f.name }, suggestion: f.suggestion, measure, basis, before, after, shrink, shrank, newFindings, words },
    edited: applied.board,
  };
}

