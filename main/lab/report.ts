/**
 * Turns a run's game records into the report (formats/lab-report.ts): seat and bot win rates
 * with Wilson intervals and the seat-edge tests, score, length and margin distributions, how
 * decisive the games are, per-element use and its relation to winning, the findings, and the
 * verdict in words. Pure, and computed in game order, so the same records give the same report.
 */
import {
  LAB_REPORT_FORMAT,
  type BotLine,
  type ElementKindReport,
  type ExhaustedResource,
  type Finding,
  type LabReport,
  type LabSettings,
  type SampleSummary,
  type SeatLine,
  type TestOutcome,
  type Verdict,
} from '../../formats/lab-report.js';
import { list, type WordValue, type Wording } from '../../games/core/wording.js';
import { runBasis } from './basis.js';
import { labSaid, pctFigure, pWording, say, unitWording, type LabSentence } from './words.js';
import { clusterAdjusted, withEarlyByTurn } from './clustered.js';
import { ledgerMeasures, type LedgerMeasures } from './element-ledger.js';
import { elementFindings } from './findings.js';
import type { RunContext } from './games.js';
import type { GameRecord } from './play.js';
import { binomialTest, chiSquareUniform, histogram, holm, mantelHaenszel, summarise, wilson, type TestResult } from './stats.js';

/** Findings kept per list (the totals count them all). */
const KEEP = 100;
const ALPHA = 0.05;

export function sample(values: readonly number[]): SampleSummary {
  const s = summarise(values);
  return {
    n: s.n,
    mean: s.mean,
    sd: Math.sqrt(s.variance),
    min: s.min,
    p10: s.p10,
    q1: s.q1,
    median: s.median,
    q3: s.q3,
    p90: s.p90,
    max: s.max,
    histogram: histogram(values),
  };
}

let noWinner: LabSentence | undefined;
/** What a game without a winner says, said once. */
const NO_WINNER = (): LabSentence => (noWinner ??= say('labr.problem.noWinner'));

function outcome(r: TestResult, adjusted = r.p): TestOutcome {
  return { p: r.p, statistic: r.statistic, test: r.test, testWords: r.testWords, flagged: adjusted < ALPHA };
}

function share(r: GameRecord, seat: number): number {
  return r.winners.includes(seat) ? 1 / r.winners.length : 0;
}

export interface ReportMeta {
  id: string;
  createdAt: string;
  settings: LabSettings;
  board: unknown;
  run: LabReport['run'];
}

export function buildReport(ctx: Pick<RunContext, 'def' | 'probe' | 'kinds' | 'elements'>, records: readonly GameRecord[], meta: ReportMeta): LabReport {
  const { probe } = ctx;
  const P = meta.settings.players;
  const decided = records.filter((r) => r.winners.length > 0);
  const sole = decided.filter((r) => r.winners.length === 1);
  const finished = records.filter((r) => r.finished);

  // --- Seats
  const soleWins = Array.from({ length: P }, (_, i) => sole.filter((r) => r.winners[0] === i).length);
  const seats: SeatLine[] = Array.from({ length: P }, (_, i) => {
    let wins = 0;
    for (const r of decided) wins += share(r, i);
    const ci = wilson(wins, decided.length);
    return {
      seat: i,
      wins,
      games: decided.length,
      rate: decided.length ? wins / decided.length : 0,
      lo: ci.lo,
      hi: ci.hi,
      soleWins: soleWins[i]!,
      scores: probe.hasPoints && finished.length ? sample(finished.map((r) => r.scores![i]!)) : null,
    };
  });
  const first = binomialTest(soleWins[0]!, sole.length, 1 / P);
  const last = binomialTest(soleWins[P - 1]!, sole.length, 1 / P);
  const [firstAdj, lastAdj] = holm([first.p, last.p]);
  const all = chiSquareUniform(soleWins);
  const seatTests = { first: outcome(first, firstAdj), last: outcome(last, lastAdj), all: { ...outcome(all), df: all.df }, games: sole.length };

  // --- Bots (each id once, in the order given), tallied in one pass over the records: each bot's
  // sums take its seats in the same order (game by game, seat by seat) as a pass per bot would.
  const botIds = [...new Set(meta.settings.bots)];
  const botAt = new Map(botIds.map((id, k) => [id, k]));
  const tallies = botIds.map(() => ({ seatsPlayed: 0, seatGames: 0, wins: 0, scores: [] as number[], moveMix: new Map<string, number>() }));
  for (const r of records) {
    for (let i = 0; i < r.bots.length; i++) {
      const k = botAt.get(r.bots[i]!);
      if (k === undefined) continue;
      const t = tallies[k]!;
      t.seatsPlayed++;
      if (r.winners.length > 0) {
        t.seatGames++;
        t.wins += share(r, i);
      }
      if (r.finished && r.scores) t.scores.push(r.scores[i]!);
      addCounts(t.moveMix, r.moveTypes[i]);
    }
  }
  const bots: BotLine[] = botIds.map((id, k) => {
    const { seatsPlayed, seatGames, wins, scores, moveMix } = tallies[k]!;
    const ci = wilson(wins, seatGames);
    const bot = ctx.def.bots.find((b) => b.id === id);
    return {
      id,
      name: bot?.name ?? id,
      ...(bot?.nameWords ? { nameWords: bot.nameWords } : {}),
      seats: seatsPlayed,
      wins,
      games: seatGames,
      rate: seatGames ? wins / seatGames : 0,
      lo: ci.lo,
      hi: ci.hi,
      scores: probe.hasPoints && scores.length ? sample(scores) : null,
      moveMix: countsRecord(moveMix),
    };
  });

  // --- Length, margins, decisiveness
  const length = { moves: sample(records.map((r) => r.moves)), turns: sample(records.map((r) => r.turns)) };
  const marginValues = probe.hasPoints
    ? sole.filter((r) => r.scores).map((r) => {
        const w = r.winners[0]!;
        const others = r.scores!.filter((_, i) => i !== w);
        return r.scores![w]! - Math.max(...others);
      })
    : [];
  const margins = marginValues.length ? sample(marginValues) : null;
  let clear = 0;
  let leaderWon = 0;
  let noClearLeader = 0;
  for (const r of decided) {
    if (!r.leaders) continue;
    if (r.leaders.length !== 1) {
      noClearLeader++;
      continue;
    }
    clear++;
    if (r.winners.includes(r.leaders[0]!)) leaderWon++;
  }
  const dci = wilson(leaderWon, clear);
  const decisiveness = { games: clear, leaderWon, rate: clear ? leaderWon / clear : 0, lo: dci.lo, hi: dci.hi, noClearLeader };

  // Games, not seat-games, are the independent draws (clustered.ts).
  const measures = withEarlyByTurn(records, clusterAdjusted(records, ledgerMeasures(ctx, records)));
  const elements = elementReport(ctx, decided, records, measures);
  const advice = elementFindings(ctx, meta.board, measures);

  // --- Findings
  const ref = (r: GameRecord, move: number): Omit<Finding, 'kind' | 'message'> => ({ game: r.index, seed: r.seed, move, bots: r.bots });
  const stalledAll = records.filter((r) => r.problem?.kind === 'stalled');
  const uncoveredAll = records.filter((r) => r.problem && r.problem.kind !== 'stalled');
  const noWinnerAll = finished.filter((r) => r.winners.length === 0);
  const exhausted = exhaustedReport(records, ref, (resource) => probe.resourceWords?.(meta.board, resource) ?? null);
  const eventCounts = new Map<string, number>();
  for (const r of records) addCounts(eventCounts, r.events);
  const counts = countsRecord(eventCounts);
  const neverFired = probe.watched
    .filter((w) => (w.applies ? w.applies(meta.settings.options, P) : true) && !Object.hasOwn(counts, w.event))
    .map((w) => (w.wording ? { event: w.event, words: w.words, wording: w.wording } : { event: w.event, words: w.words }));
  const problems = {
    totals: { stalled: stalledAll.length, noWinner: noWinnerAll.length, uncovered: uncoveredAll.length },
    stalled: stalledAll.slice(0, KEEP).map((r) => ({ ...ref(r, r.problem!.move), kind: 'stalled', message: r.problem!.message, messageWords: r.problem!.words })),
    noWinner: noWinnerAll.slice(0, KEEP).map((r) => ({ ...ref(r, r.moves), kind: 'no-winner', message: NO_WINNER().text, messageWords: NO_WINNER().wording })),
    uncovered: uncoveredAll.slice(0, KEEP).map((r) => ({ ...ref(r, r.problem!.move), kind: r.problem!.kind, message: r.problem!.message, messageWords: r.problem!.words })),
    exhausted,
    neverFired,
  };

  const report: LabReport = {
    format: LAB_REPORT_FORMAT,
    kind: 'lab-report',
    id: meta.id,
    createdAt: meta.createdAt,
    settings: meta.settings,
    board: meta.board,
    run: meta.run,
    verdict: { balance: '', decisiveness: '', length: '', lookFirst: '' },
    hasPoints: probe.hasPoints,
    turnUnit: probe.turnUnit,
    finished: finished.length,
    decided: decided.length,
    soleWinner: sole.length,
    seats,
    seatTests,
    bots,
    length,
    margins,
    decisiveness,
    elements,
    findings: advice.findings,
    unconfirmed: advice.unconfirmed,
    findingsMethod: advice.method,
    findingsMethodWords: advice.methodWords,
    problems,
  };
  report.basis = runBasis(ctx.def, meta.settings);
  report.verdict = verdict(report);
  for (const f of [...report.findings, ...report.unconfirmed]) f.basis = report.basis;
  return report;
}

function elementReport(ctx: Pick<RunContext, 'kinds' | 'elements'>, decided: readonly GameRecord[], records: readonly GameRecord[], measures: LedgerMeasures): ElementKindReport[] {
  const n = ctx.elements.length;
  const games = new Float64Array(n);
  const uses = new Float64Array(n);
  for (const r of records) {
    const inGame = new Set<number>();
    for (const seat of r.usage) for (const [i, c] of seat) {
      inGame.add(i);
      uses[i]! += c;
    }
    for (const i of inGame) games[i]!++;
  }
  // Per bot (the strata), per element: seats that used it and their wins; all seats and wins.
  const bots = [...new Set(records.flatMap((r) => r.bots))];
  const strata = bots.map(() => ({ seats: 0, wins: 0, used: new Float64Array(n), usedWins: new Float64Array(n) }));
  const botIndex = new Map(bots.map((b, i) => [b, i]));
  for (const r of decided) {
    r.usage.forEach((seat, s) => {
      const st = strata[botIndex.get(r.bots[s]!)!]!;
      const won = share(r, s);
      st.seats++;
      st.wins += won;
      for (const [i] of seat) {
        st.used[i]!++;
        st.usedWins[i]! += won;
      }
    });
  }
  const seatGames = strata.reduce((t, st) => t + st.seats, 0);
  const totalWins = strata.reduce((t, st) => t + st.wins, 0);
  // Association with winning: seats that used it against seats that did not, within each bot.
  const tests: { i: number; r: TestResult }[] = [];
  const usedSeats = (i: number): number => strata.reduce((t, st) => t + st.used[i]!, 0);
  const usedWins = (i: number): number => strata.reduce((t, st) => t + st.usedWins[i]!, 0);
  for (let i = 0; i < n; i++) {
    const u = usedSeats(i);
    if (u < 5 || seatGames - u < 5) continue;
    tests.push({
      i,
      r: mantelHaenszel(strata.map((st) => [st.usedWins[i]!, st.used[i]! - st.usedWins[i]!, st.wins - st.usedWins[i]!, st.seats - st.used[i]! - (st.wins - st.usedWins[i]!)] as const)),
    });
  }
  const adjusted = holm(tests.map((t) => t.r.p));
  const assoc = new Map(tests.map((t, k) => [t.i, outcome(t.r, adjusted[k]!)]));
  const out: ElementKindReport[] = [];
  let at = 0;
  for (const k of ctx.kinds) {
    const items = k.items.map((it, j) => {
      const i = at + j;
      const u = usedSeats(i);
      const w = usedWins(i);
      const rest = seatGames - u;
      return {
        id: it.id,
        name: it.name,
        ...(it.nameWords ? { nameWords: it.nameWords } : {}),
        ...(it.peers ? { peers: it.peers } : {}),
        games: games[i]!,
        useRate: records.length ? games[i]! / records.length : 0,
        uses: uses[i]!,
        usesPerGame: records.length ? uses[i]! / records.length : 0,
        winRateUsed: u > 0 ? w / u : null,
        winRateUnused: rest > 0 ? (totalWins - w) / rest : null,
        association: assoc.get(i) ?? null,
        ledger: measures.lines[i] ?? null,
      };
    });
    at += k.items.length;
    out.push({ kind: k.kind, label: k.label, ...(k.labelWords ? { labelWording: k.labelWords } : {}), items, neverUsed: items.filter((it) => it.games === 0).map((it) => it.id) });
  }
  return out;
}

/**
 * The resources that ran out. A game may key a resource and say it by key (`resourceWords`):
 * the report then carries its English, made from the English catalogue, and its wording.
 */
function exhaustedReport(records: readonly GameRecord[], ref: (r: GameRecord, move: number) => Omit<Finding, 'kind' | 'message'>, wordsOf: (resource: string) => Wording | null): ExhaustedResource[] {
  const by = new Map<string, { moves: number[]; examples: Omit<Finding, 'kind' | 'message'>[] }>();
  for (const r of records) {
    for (const [resource, move] of r.exhausted) {
      let e = by.get(resource);
      if (!e) by.set(resource, (e = { moves: [], examples: [] }));
      e.moves.push(move);
      if (e.examples.length < 5) e.examples.push(ref(r, move));
    }
  }
  return [...by.entries()]
    .map(([resource, e]) => {
      const w = wordsOf(resource);
      return { resource: w ? labSaid(w.key, w.params).text : resource, ...(w ? { resourceWords: w } : {}), games: e.moves.length, rate: records.length ? e.moves.length / records.length : 0, medianMove: summarise(e.moves).median, examples: e.examples };
    })
    .sort((a, b) => b.games - a.games || a.resource.localeCompare(b.resource));
}

// --- The verdict ---------------------------------------------------------------------------------

export const pct = (x: number): string => `${(100 * x).toFixed(x > 0 && x < 0.1 ? 1 : 0)} %`;
export const pWords = (p: number): string => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(p < 0.01 ? 3 : 2)}`);

/** The verdict: four sentences by key (formats/lab-words), and their English. */
export function verdict(r: LabReport): Verdict {
  const parts = { balance: balanceSaid(r), decisiveness: decisivenessSaid(r), length: lengthSaid(r), lookFirst: firstThing(r, r.settings.games, 1 / r.settings.players) };
  return {
    balance: parts.balance.text,
    decisiveness: parts.decisiveness.text,
    length: parts.length.text,
    lookFirst: parts.lookFirst.text,
    wordings: { balance: parts.balance.wording, decisiveness: parts.decisiveness.wording, length: parts.length.wording, lookFirst: parts.lookFirst.wording },
  };
}

/** Balance: the seats first, then which style the board rewards, after the bots and games it comes from. */
function balanceSaid(r: LabReport): LabSentence {
  const P = r.settings.players;
  const fair = 1 / P;
  let seats: LabSentence;
  const { first, last } = r.seatTests;
  if (r.seatTests.games < 20) {
    seats = say('labr.verdict.fewGames', { n: r.seatTests.games });
  } else {
    const rates = r.seats.map((s) => s.rate);
    const spread = { lo: pctFigure(Math.min(...rates)), hi: pctFigure(Math.max(...rates)), fair: pctFigure(fair) };
    if (first.flagged || last.flagged) {
      const which = first.flagged && (!last.flagged || first.p <= last.p) ? 0 : P - 1;
      const s = r.seats[which]!;
      const t = which === 0 ? first : last;
      // "Edge" only above fair: a seat that wins less than its share is behind, not ahead.
      seats = say('labr.verdict.seatEdge', {
        which: which === 0 ? 'first' : 'last',
        how: s.rate > fair ? 'ahead' : 'behind',
        rate: pctFigure(s.rate),
        lo: pctFigure(s.lo),
        hi: pctFigure(s.hi),
        fair: pctFigure(fair),
        p: pWording(t.p),
      });
    } else if (r.seatTests.all.flagged) {
      seats = say('labr.verdict.seatsDiffer', { ...spread, p: pWording(r.seatTests.all.p) });
    } else {
      seats = say('labr.verdict.balanced', { ...spread, pFirst: pWording(first.p), pLast: pWording(last.p) });
    }
  }
  let bots: WordValue = '';
  if (r.bots.length > 1) {
    const best = [...r.bots].sort((a, b) => b.rate - a.rate)[0]!;
    const others = r.bots.filter((b) => b !== best);
    const beats = others.every((o) => best.lo > o.hi);
    bots = { key: 'labr.verdict.bestBot', params: { bot: best.nameWords ?? best.name, rate: pctFigure(best.rate), clear: beats ? 'yes' : 'no' } };
  }
  return say('labr.verdict.balance', { basis: r.basis?.wording ?? r.basis?.words ?? '', seats: seats.wording, bots });
}

function decisivenessSaid(r: LabReport): LabSentence {
  const d = r.decisiveness;
  if (d.games < 10) return say('labr.verdict.fewLeaders');
  const how = d.rate >= 0.8 ? 'decisive' : d.rate >= 0.55 ? 'fairly' : 'open';
  return say('labr.verdict.decisive', { rate: pctFigure(d.rate), lo: pctFigure(d.lo), hi: pctFigure(d.hi), how });
}

function lengthSaid(r: LabReport): LabSentence {
  const m = r.length.moves;
  const t = r.length.turns;
  const lead: WordValue = r.margins ? { key: 'labr.verdict.lead', params: { lead: fmt(r.margins.median) } } : '';
  return say('labr.verdict.length', { turns: fmt(t.median), unit: unitWording(r.turnUnit, 2), moves: fmt(m.median), p10: fmt(t.p10), p90: fmt(t.p90), lead });
}

/** A figure as the verdict shows it: whole from 20 up, else to one decimal. */
function fmt(x: number): number {
  return Number.isInteger(x) || Math.abs(x) >= 20 ? Math.round(x) : Number(x.toFixed(1));
}

function firstThing(r: LabReport, n: number, fair: number): LabSentence {
  const f = r.problems;
  if (f.totals.uncovered > 0) {
    const e = f.uncovered[0]!;
    return say('labr.look.uncovered', { n: f.totals.uncovered, seed: e.seed, move: e.move, message: e.messageWords ?? e.message });
  }
  if (f.totals.stalled > 0) {
    const e = f.stalled[0]!;
    return say('labr.look.stalled', { n: f.totals.stalled, seed: e.seed, move: e.move });
  }
  if (r.seatTests.first.flagged || r.seatTests.last.flagged) return say('labr.look.seatOrder');
  if (f.totals.noWinner / Math.max(1, n) >= 0.05) return say('labr.look.noWinner', { rate: pctFigure(f.totals.noWinner / n) });
  const never = r.elements.flatMap((k) => k.neverUsed.map((id) => ({ kind: k.label, id })));
  const total = r.elements.reduce((t, k) => t + k.items.length, 0);
  if (never.length > 0 && never.length <= total / 2) {
    return say('labr.look.neverUsed', { n: never.length, games: n, ids: list(never.slice(0, 4).map((x) => x.id), 'comma'), more: never.length > 4 ? 'yes' : 'no' });
  }
  const strong = r.elements.flatMap((k) => k.items.filter((it) => it.association?.flagged && (it.winRateUsed ?? 0) > fair * 1.5).map((it): WordValue => it.nameWords ?? it.name));
  if (strong.length > 0) return say('labr.look.strong', { names: list(strong.slice(0, 3), 'comma'), n: strong.length });
  const e = r.problems.exhausted.find((x) => x.rate >= 0.25);
  if (e) {
    const what = e.resource.charAt(0).toUpperCase() + e.resource.slice(1);
    // English starts the sentence with the resource, capitalised; French and German word it (`res`) where it needs no capital.
    return say('labr.look.exhausted', { what, res: e.resourceWords ?? e.resource, many: e.resource.endsWith('s') ? 'yes' : 'no', rate: pctFigure(e.rate), move: fmt(e.medianMove) });
  }
  return say('labr.look.nothing');
}

/**
 * Adds the counts of `from` (none when undefined) into `into`, key by key in `Object.entries`'
 * order: its own keys walked without a pair made per key (once per seat of every game's record).
 */
function addCounts(into: Map<string, number>, from: Readonly<Record<string, number>> | undefined): void {
  if (from === undefined) return;
  for (const t in from) {
    if (!Object.hasOwn(from, t)) continue;
    into.set(t, (into.get(t) ?? 0) + from[t]!);
  }
}

/**
 * Counts kept in a Map, as the record the report has always written: each key set once, in the
 * order it was first counted, into a plain object (which, as ever, lists whole-number keys first,
 * and takes no `__proto__`).
 */
function countsRecord(m: ReadonlyMap<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of m) out[k] = n;
  return out;
}
