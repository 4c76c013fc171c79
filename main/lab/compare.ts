/**
 * Two versions of a board side by side: both were played with the same settings and seed list,
 * so every difference between the reports comes from the boards (or chance). Or one board played
 * by two bot mixes on the same seeds (`comparesBotMixes`): then the differences come from the bots. Rates are compared
 * with Fisher's exact test on the counts, means with Welch's t test; Holm's adjustment over all
 * the lines keeps the chance of any false flag under its share of the comparison's 5 %
 * (alarm-budget.ts).
 */
import { LAB_REPORT_FORMAT, type CompareLine, type LabComparison, type LabReport, type SampleSummary } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { LINE_ALPHA } from './alarm-budget.js';
import { compareFindings } from './compare-findings.js';
import { newReportId } from './report-id.js';
import { probeFor } from './probes.js';
import type { Wording } from '../../games/core/wording.js';
import { pctFigure, pWording, say, unitWording, type LabSentence } from './words.js';
import { fisherExact, holm, welchT, type TestResult } from './stats.js';

interface Line {
  what: LabSentence;
  a: number;
  b: number;
  unit: 'rate' | 'number';
  r: TestResult;
}

function rate(what: LabSentence, ka: number, na: number, kb: number, nb: number): Line | null {
  if (na <= 0 || nb <= 0) return null;
  return { what, a: ka / na, b: kb / nb, unit: 'rate', r: fisherExact(ka, na - ka, kb, nb - kb) };
}

function mean(what: LabSentence, a: SampleSummary | null, b: SampleSummary | null): Line | null {
  if (!a || !b || a.n < 2 || b.n < 2) return null;
  return { what, a: a.mean, b: b.mean, unit: 'number', r: welchT(a.mean, a.sd * a.sd, a.n, b.mean, b.sd * b.sd, b.n) };
}

/** The same board played by two bot mixes: an A/B of the bots, not of the board. */
export const comparesBotMixes = (a: LabReport, b: LabReport): boolean =>
  a.settings.board.hash === b.settings.board.hash && a.settings.bots.join() !== b.settings.bots.join();

export function compareReports(a: LabReport, b: LabReport, now = new Date()): LabComparison {
  const def = games.get(b.settings.game);
  const mixes = comparesBotMixes(a, b);
  const elementChanges = compareFindings(a, b, def ? probeFor(def) : probeFor({} as never), { suggest: !mixes });
  for (const f of [...elementChanges.findings, ...elementChanges.unconfirmed]) if (b.basis) f.basis = b.basis;
  const lines: (Line | null)[] = [];
  // The seats' figure is the reports' own (the win share over decided games, a shared win
  // counting as a share), so a seat has one figure across the report and the comparison; the test
  // takes the shares rounded to whole wins.
  a.seats.forEach((s, i) => {
    const t = b.seats[i];
    if (!t || s.games <= 0 || t.games <= 0) return;
    const [wa, wb] = [Math.round(s.wins), Math.round(t.wins)];
    lines.push({ what: say('labr.cmp.seatWins', { n: i + 1 }), a: s.rate, b: t.rate, unit: 'rate', r: fisherExact(wa, s.games - wa, wb, t.games - wb) });
  });
  for (const bot of a.bots) {
    const other = b.bots.find((x) => x.id === bot.id);
    if (other) lines.push(rate(say('labr.cmp.botWins', { bot: bot.nameWords ?? bot.name }), Math.round(bot.wins), bot.games, Math.round(other.wins), other.games));
  }
  lines.push(mean(say('labr.cmp.lengthMoves'), a.length.moves, b.length.moves));
  lines.push(mean(say('labr.cmp.lengthTurns', { unit: unitWording(a.turnUnit, 2) }), a.length.turns, b.length.turns));
  lines.push(mean(say('labr.cmp.lead'), a.margins, b.margins));
  lines.push(rate(say('labr.cmp.leader'), a.decisiveness.leaderWon, a.decisiveness.games, b.decisiveness.leaderWon, b.decisiveness.games));
  lines.push(rate(say('labr.cmp.noWinner'), a.problems.totals.noWinner, a.settings.games, b.problems.totals.noWinner, b.settings.games));
  lines.push(rate(say('labr.cmp.stalled'), a.problems.totals.stalled, a.settings.games, b.problems.totals.stalled, b.settings.games));
  for (const kind of a.elements) {
    const other = b.elements.find((k) => k.kind === kind.kind);
    if (!other) continue;
    const byId = new Map(other.items.map((it) => [it.id, it]));
    for (const it of kind.items) {
      const o = byId.get(it.id);
      if (!o || (it.games === 0 && o.games === 0)) continue;
      lines.push(rate(say('labr.cmp.used', { kindLabel: kind.labelWording ?? kind.label, name: it.nameWords ?? it.name }), it.games, a.settings.games, o.games, b.settings.games));
    }
  }
  const kept = lines.filter((l): l is Line => l !== null);
  const adjusted = holm(kept.map((l) => l.r.p));
  const out: CompareLine[] = kept.map((l, i) => ({
    what: l.what.text,
    whatWords: l.what.wording,
    a: l.a,
    b: l.b,
    unit: l.unit,
    result: { p: adjusted[i]!, statistic: l.r.statistic, test: l.r.test, testWords: l.r.testWords, flagged: adjusted[i]! < LINE_ALPHA },
  }));
  const flagged = out.filter((l) => l.result.flagged);
  const show = (l: CompareLine, x: number): Wording => ({ key: 'labr.cmp.value', params: { unit: l.unit, x: l.unit === 'rate' ? pctFigure(x) : x } });
  const said: LabSentence[] = flagged.length
    ? flagged.map((l) => say('labr.cmp.line', { what: l.whatWords ?? l.what, a: show(l, l.a), b: show(l, l.b), test: l.result.testWords ?? l.result.test, p: pWording(l.result.p) }))
    : [say(mixes ? 'labr.cmp.noneMixes' : 'labr.cmp.none', { n: out.length, level: Math.round(1000 * LINE_ALPHA) / 10 })];
  // Every figure names its bots: the comparison's come from these runs.
  if (mixes) said.unshift(say('labr.cmp.mixes'));
  if (a.basis && b.basis) said.push(say('labr.cmp.bases', { a: a.basis.wording ?? a.basis.words, b: b.basis.wording ?? b.basis.words }));
  const summary = said.map((s) => s.text);
  return {
    format: LAB_REPORT_FORMAT,
    kind: 'lab-comparison',
    id: newReportId(now),
    createdAt: now.toISOString(),
    a,
    b,
    lines: out,
    summary,
    summaryWords: said.map((s) => s.wording),
    findings: elementChanges.findings,
    unconfirmed: elementChanges.unconfirmed,
    findingsMethod: elementChanges.method,
    findingsMethodWords: elementChanges.methodWords,
  };
}
