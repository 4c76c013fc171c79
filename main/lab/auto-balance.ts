/**
 * Auto-balance: the lab's own findings and their suggested edits, each proved by an A/B before it
 * is kept (edit-ab.ts), round after round until no finding is left or the budget is spent. The
 * designer says which fields may change (`fields`: path prefixes such as `routes`, or
 * `airlines[3].stockCards`). Each round plays a report on fresh seeds, takes the largest finding
 * whose edit is allowed and not yet tried, and tries it on fresh seeds again; at the end the
 * board as it was and the balanced one are played side by side on fresh seeds, so the
 * verification never reuses a seed the search chose by.
 */
import type { AutoBalanceResult, BalanceStep, ElementFinding, FindingSuggestion } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { runBasis } from './basis.js';
import { proveEdit } from './edit-ab.js';
import { runLab, runLabDocument, type LabRunOptions, type LabSide } from './lab.js';

export interface AutoBalanceOptions extends LabRunOptions {
  /** Rounds (one report and one A/B each); at most 50. */
  rounds: number;
  /** Fields an edit may change: a suggestion's field must start with one of them. Absent: any. */
  fields?: string[];
  /** Called as each step is decided. */
  onStep?(step: BalanceStep, round: number): void;
}

export const MAX_ROUNDS = 50;

function allowed(field: string, fields: readonly string[] | undefined): boolean {
  return !fields || fields.some((p) => field === p || field.startsWith(`${p}.`) || field.startsWith(`${p}[`));
}

const key = (s: FindingSuggestion): string => `${s.field}=${JSON.stringify(s.to)}`;

export async function autoBalance(side: LabSide, opts: AutoBalanceOptions): Promise<AutoBalanceResult> {
  const rounds = Math.max(0, Math.min(MAX_ROUNDS, Math.floor(opts.rounds)));
  const { rounds: _r, fields, onStep, onProgress, ...run } = opts;
  const n = side.settings.games;
  // Seeds: round r's report from seed + 3rn, its A/B from seed + (3r + 1)n (two boards, same
  // seeds), the verification after every round's.
  const seedOf = (slot: number): number => side.settings.seed + slot * n;
  const perRound = 3 * n;
  const total = rounds * perRound + 2 * n;
  let done = 0;
  const progress = (base: number) => (onProgress ? { onProgress: (d: number) => onProgress(base + d, total) } : {});
  const steps: BalanceStep[] = [];
  const edits: FindingSuggestion[] = [];
  const tried = new Set<string>();
  let board = side.board;
  let stopped: AutoBalanceResult['stopped'] = 'budget';
  for (let r = 0; r < rounds; r++) {
    const report = await runLab({ ...side.settings, seed: seedOf(3 * r) }, board, { ...run, ...progress(done) });
    if (!report || report.cancelled) {
      stopped = 'cancelled';
      break;
    }
    done += n;
    const next = report.findings.find((f): f is ElementFinding & { suggestion: FindingSuggestion } => f.suggestion !== null && allowed(f.suggestion.field, fields) && !tried.has(key(f.suggestion)));
    if (!next) {
      stopped = report.findings.some((f) => f.suggestion && allowed(f.suggestion.field, fields)) ? 'no-edit-helped' : 'no-finding';
      break;
    }
    tried.add(key(next.suggestion));
    const proved = await proveEdit({ settings: side.settings, board }, next, { ...run, ...progress(done), seed: seedOf(3 * r + 1) });
    if (!proved) {
      stopped = 'cancelled';
      break;
    }
    done += 2 * n;
    const step: BalanceStep = { finding: next.words, proof: proved.proof, accepted: proved.proof.shrank };
    steps.push(step);
    onStep?.(step, r);
    if (step.accepted) {
      board = proved.edited;
      edits.push(next.suggestion);
    }
  }
  let verification: AutoBalanceResult['verification'] = null;
  if (stopped !== 'cancelled' && edits.length > 0) {
    const settings = { ...side.settings, seed: seedOf(3 * rounds) };
    const { doc } = await runLabDocument({ settings, board: side.board }, { settings: { ...settings, board: { ...settings.board, name: `${settings.board.name} (balanced)` } }, board }, { ...run, ...progress(done) });
    if (doc && !doc.cancelled && doc.kind === 'lab-comparison') {
      const basis = runBasis(games.get(settings.game), settings);
      verification = {
        basis,
        before: doc.a.findings.length,
        after: doc.b.findings.length,
        words: `On fresh seeds (${basis.words} on each board) the board as it was has ${doc.a.findings.length} finding${doc.a.findings.length === 1 ? '' : 's'} and the balanced one ${doc.b.findings.length}.`,
      };
    }
  }
  const why: Record<AutoBalanceResult['stopped'], string> = {
    'no-finding': 'no finding with an allowed edit is left',
    'budget': `the budget of ${rounds} round${rounds === 1 ? '' : 's'} is spent`,
    'cancelled': 'it was cancelled',
    'no-edit-helped': 'every allowed edit of the findings left has been tried',
  };
  const list = edits.map((e) => `${e.words} (${e.field})`).join('; ');
  const kept = edits.length
    ? steps.length === 1
      ? `Kept the edit tried (it shrank its flaw beyond chance in its A/B): ${list}.`
      : `Kept ${edits.length} of the ${steps.length} edits tried (each kept one shrank its flaw beyond chance in its A/B): ${list}.`
    : steps.length === 0
      ? 'No edit was tried; the board is unchanged.'
      : `${steps.length === 1 ? 'The edit tried did not shrink its flaw' : `None of the ${steps.length} edits tried shrank its flaw`} beyond chance; the board is unchanged.`;
  const words = `${kept} It stopped because ${why[stopped]}.${verification ? ` ${verification.words}` : ''}`;
  return { steps, edits, board, stopped, verification, words };
}
