/**
 * The A/B that proves a suggested edit: the edit applied to a copy of the board, both boards
 * played on the same seeds with the same bots, and the flaw's size measured on each (the
 * element's holders against the other seats, or its early-take rate against its kind's), with
 * the change and its interval. A finding is gone only when the interval of the shrink is above
 * zero; the edited board's own findings are listed, since an edit can move the problem elsewhere.
 */
import type { EditProof, ElementFinding, FindingSuggestion } from '../../formats/lab-report.js';
import { applySuggestion } from './board-field.js';
import { runBasis } from './basis.js';
import { runLab, runLabDocument, type LabRunOptions, type LabSide } from './lab.js';
import { withLabPool } from './lab-pool.js';
import { changeEffect, reportEffect } from './second-mix.js';
import { Z95 } from './stats.js';
import { editWording, say } from './words.js';
import type { Wording, WordValue } from '../../games/core/wording.js';
import { games } from '../../games/index.js';

export { applySuggestion, parseField, valueAt } from './board-field.js';

const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;
const fig = (e: { value: number; lo: number; hi: number } | null): Wording => (e ? { key: 'labr.proof.fig', params: { v: pts(e.value), lo: pts(e.lo), hi: pts(e.hi) } } : { key: 'labr.proof.notMeasured' });

/** What the proof measured, as `labr.proof.what` selects it. */
const MEASURE: Record<EditProof['measure'], string> = { 'win-rate': 'win', 'take-rate': 'take', 'win-rate-change': 'winChange', 'take-rate-change': 'takeChange' };

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
export async function proveEdit(side: LabSide, f: Pick<ElementFinding, 'kind' | 'element' | 'name' | 'nameWords' | 'measure' | 'suggestion'>, opts: ProveOptions = {}): Promise<{ proof: EditProof; edited: unknown } | null> {
  if (!f.suggestion) return null;
  const applied = applySuggestion(side.board, f.suggestion);
  if (!applied.ok) throw new Error(applied.message);
  const { seed, reference, ...runOpts } = opts;
  const settings = { ...side.settings, ...(seed !== undefined ? { seed } : {}) };
  const a: LabSide = { settings, board: side.board };
  const b: LabSide = { settings: { ...settings, board: { ...settings.board, name: `${settings.board.name} (edited)` } }, board: applied.board };
  const versus = reference !== undefined && (f.measure === 'take-rate-change' || f.measure === 'win-rate-change');
  // The A/B and the reference board on one pool of threads (lab-pool.ts): the reference's games
  // start on warm threads. Null when the A/B or the reference was cancelled.
  const runs = await withLabPool(runOpts, async (o) => {
    const { doc } = await runLabDocument(a, b, o);
    if (!doc || doc.cancelled || doc.kind !== 'lab-comparison') return null;
    if (!versus) return { doc, ref: null };
    const ref = await runLab({ ...settings, board: { ...settings.board, name: 'reference' } }, reference, o);
    return ref && !ref.cancelled ? { doc, ref } : null;
  });
  if (!runs) return null;
  const { doc, ref } = runs;
  let measure: EditProof['measure'] = singleMeasure(f);
  let before = reportEffect(doc.a, f.kind, f.element, measure);
  let after = reportEffect(doc.b, f.kind, f.element, measure);
  let against = false;
  if (ref && (f.measure === 'take-rate-change' || f.measure === 'win-rate-change')) {
    measure = f.measure;
    before = changeEffect(ref, doc.a, f.kind, f.element, f.measure);
    after = changeEffect(ref, doc.b, f.kind, f.element, f.measure);
    against = true;
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
  const newFindings = doc.b.findings
    .filter((g) => !(g.kind === f.kind && g.element === f.element))
    .slice(0, 3)
    .map((g) => ({ kind: g.kind, element: g.element, name: g.name, words: g.words, ...(g.wording ? { wording: g.wording } : {}) }));
  const outcome: WordValue = !shrink
    ? '.'
    : shrank
      ? { key: 'labr.proof.shrank', params: { v: Math.round(100 * shrink.value), lo: Math.round(100 * shrink.lo), hi: Math.round(100 * shrink.hi) } }
      : { key: 'labr.proof.notShrank', params: { v: pts(shrink.value), lo: pts(shrink.lo), hi: pts(shrink.hi) } };
  const other = newFindings[0];
  const said = say('labr.proof.words', {
    edit: editWording(f.suggestion),
    basis: basis.wording ?? basis.words,
    what: { key: 'labr.proof.what', params: { measure: MEASURE[measure], against: against ? 'yes' : 'no' } },
    before: fig(before),
    after: fig(after),
    outcome,
    other: other ? { key: 'labr.proof.other', params: { finding: other.wording ?? other.words } } : '',
  });
  return {
    proof: {
      element: { kind: f.kind, id: f.element, name: f.name, ...(f.nameWords ? { nameWords: f.nameWords } : {}) },
      suggestion: f.suggestion,
      measure,
      basis,
      before,
      after,
      shrink,
      shrank,
      newFindings,
      words: said.text,
      wording: said.wording,
    },
    edited: applied.board,
  };
}

