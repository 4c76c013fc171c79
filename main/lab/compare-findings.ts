/**
 * What changed between two boards played on the same seeds, element by element: how often each
 * element is taken by its kind's early turn (Fisher's exact test on the counts), how soon it is
 * taken by its own timing (its first-take turns over every game, the Mann–Whitney rank test; the
 * effect read at its median first-take turn on A), and how much better its holders do than the
 * other seats (the change of the two differences, its interval and p from Wilson's intervals:
 * difference-change.ts). All of them
 * Benjamini–Hochberg adjusted together; a change is shown when it is beyond chance (q under
 * CHANGE_Q, its share of the comparison's 5 %: alarm-budget.ts), big enough to matter and the
 * same way in both halves of the runs. One finding per element (its largest change), ranked by
 * effect; the suggestion is the game's edit that moves B back. The edit's own elements come
 * first, as the cause of the rest (`causesFirst`), from half the minimum effect or, when their
 * change is not beyond chance, from B's own report (`ownCause`).
 */
import type { GameProbe } from '../../games/core/lab-probe.js';
import type { ElementFinding, ElementLedgerLine, FindingSuggestion, LabReport, RateWithInterval } from '../../formats/lab-report.js';
import { CHANGE_Q } from './alarm-budget.js';
import { valueAt } from './board-field.js';
import { MIN_EFFECT } from './findings.js';
import { onePerElement } from './one-per-element.js';
import { editedElements, elementKey } from './edited-elements.js';
import { benjaminiHochberg, fisherExact, mannWhitney, Z95 } from './stats.js';
import { differenceChange, differenceChangeP, widening } from './difference-change.js';
import { editWording, say, unitWording, type LabSentence } from './words.js';
import type { Wording } from '../../games/core/wording.js';

/** The smallest change of an early-take rate worth a finding: 15 points. */
const MIN_TAKE_CHANGE = 0.15;

const pc = (x: number): number => Math.round(100 * x);
/** A signed difference in points as the report writes it ("+12", "−3"): the catalogue adds the unit. */
const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;

export interface Candidate {
  kind: string;
  id: string;
  name: string;
  nameWords?: Wording;
  measure: 'take-rate-change' | 'win-rate-change';
  /** A take-rate change by the element's own median first-take turn on A, not its kind's early turn. */
  ownTurn?: boolean;
  delta: number;
  lo: number;
  hi: number;
  p: number;
  halves: [number, number];
  a: ElementLedgerLine;
  b: ElementLedgerLine;
}

/**
 * Whether a win rate has seat-games enough to be compared: 12, as the ledger's own test wants
 * on each side (element-ledger.ts, MIN_SIDE).
 * The change's interval (difference-change.ts) is built from Wilson's intervals, which stay
 * honest with few wins: a normal approximation needed 5 wins and 5 games not won on every side,
 * and so dropped the very changes that matter most (a region worth 80 points, whose other seats
 * won 1 of 598).
 */
export function enoughSeats(r: RateWithInterval): boolean {
  return r.games >= 12;
}

/**
 * A run's early-take figures by turn `t`: its own when that is its early turn, else from its
 * counts by turn (`earlyByTurn`); null when it has no count that far.
 */
export function earlyAt(l: ElementLedgerLine, t: number, games: number): { games: number; rate: number; halves: [number, number] } | null {
  if (l.early && l.earlyHalves && l.early.byTurn === t) return { games: l.early.games, rate: l.early.rate, halves: l.earlyHalves };
  const c = l.earlyByTurn;
  if (!c || t < 0 || c[0].length === 0 || c[0].length !== c[1].length) return null;
  // Past the counts' end they stay the same, when the counts reach every first taking.
  if (t >= c[0].length && !l.earlyByTurnAll) return null;
  const u = Math.min(t, c[0].length - 1);
  const mid = Math.ceil(games / 2);
  const g = c[0][u]! + c[1][u]!;
  return { games: g, rate: games ? g / games : 0, halves: [mid ? c[0][u]! / mid : 0, games - mid ? c[1][u]! / (games - mid) : 0] };
}

/**
 * How many games first took it on each turn (index t), then how many never did (the last
 * entry), from its counts by turn when they reach every first taking; null otherwise.
 */
export function firstTakeCounts(l: ElementLedgerLine, games: number, turns: number): number[] | null {
  const c = l.earlyByTurn;
  if (!c || !l.earlyByTurnAll || c[0].length === 0 || c[0].length !== c[1].length) return null;
  const out: number[] = [];
  let before = 0;
  for (let t = 0; t < turns; t++) {
    const u = Math.min(t, c[0].length - 1);
    const by = c[0][u]! + c[1][u]!;
    out.push(by - before);
    before = by;
  }
  out.push(games - before);
  return out;
}

/**
 * The element's own timing, A against B: the turns it is first taken on, over every game (a game
 * that never takes it counts as taking it last), compared by the Mann–Whitney rank test; the
 * effect shown is the change of how often it is taken by its own median first-take turn on A
 * (half of A's games that take it do so by then), which is also what must hold in both halves.
 * Its kind's early turn misses an element taken in the middle of the game on both boards but
 * sooner on B (Miami–New York at 1/1/1: median turn 44 on A, 32 on B; by its kind's early turn,
 * 18, both rarely). A cheaper element taken sooner is a flaw when its takers gain by it: the
 * change is left out when B's holders do worse than B's other seats beyond chance (taken sooner,
 * no better for it: popular, not too cheap), and the mirror image. Left out where that turn is its
 * kind's early turn (measured already).
 */
export function ownTurnChange(la: ElementLedgerLine, lb: ElementLedgerLine, na: number, nb: number): Omit<Candidate, 'kind' | 'id' | 'name'> | null {
  if (la.medianTurn === null || !la.early || na <= 0 || nb <= 0) return null;
  const t = Math.floor(la.medianTurn);
  // That turn is its kind's early turn: measured already.
  if (t === la.early.byTurn) return null;
  const ea = earlyAt(la, t, na);
  const eb = earlyAt(lb, t, nb);
  const turns = Math.max(la.earlyByTurn?.[0].length ?? 0, lb.earlyByTurn?.[0].length ?? 0);
  const ca = firstTakeCounts(la, na, turns);
  const cb = firstTakeCounts(lb, nb, turns);
  if (!ea || !eb || !ca || !cb) return null;
  const d = eb.rate - ea.rate;
  if (lb.holders.games > 0 && lb.others.games > 0 && (d > 0 ? lb.effect.hi < 0 : lb.effect.lo > 0)) return null;
  const se = Math.sqrt((ea.rate * (1 - ea.rate)) / na + (eb.rate * (1 - eb.rate)) / nb);
  return {
    measure: 'take-rate-change',
    ownTurn: true,
    delta: d,
    lo: Math.max(-1, d - Z95 * se),
    hi: Math.min(1, d + Z95 * se),
    p: mannWhitney(ca, cb).p,
    halves: [eb.halves[0] - ea.halves[0], eb.halves[1] - ea.halves[1]],
    a: { ...la, early: { byTurn: t, games: ea.games, rate: ea.rate }, earlyHalves: ea.halves },
    b: { ...lb, early: { byTurn: t, games: eb.games, rate: eb.rate }, earlyHalves: eb.halves },
  };
}

/** Every element's change from A to B that can be measured, each with its interval and p (unadjusted). */
export function elementChanges(a: LabReport, b: LabReport): Candidate[] {
  const cands: Candidate[] = [];
  for (const kind of b.elements) {
    const other = a.elements.find((k) => k.kind === kind.kind);
    if (!other) continue;
    const byId = new Map(other.items.map((it) => [it.id, it]));
    for (const it of kind.items) {
      const la = byId.get(it.id)?.ledger;
      const lb = it.ledger;
      if (!la || !lb) continue;
      // The early turn is each run's own (a quarter of its kind's first takings come by then):
      // rates by different turns differ whatever the boards, so B is measured by A's turn.
      const eb = la.early && lb.early && la.earlyHalves && lb.earlyHalves ? earlyAt(lb, la.early.byTurn, b.settings.games) : null;
      if (la.early && la.earlyHalves && eb) {
        const na = a.settings.games;
        const nb = b.settings.games;
        const d = eb.rate - la.early.rate;
        const se = Math.sqrt((la.early.rate * (1 - la.early.rate)) / na + (eb.rate * (1 - eb.rate)) / nb);
        cands.push({
          kind: kind.kind,
          id: it.id,
          name: it.name,
          ...(it.nameWords ? { nameWords: it.nameWords } : {}),
          measure: 'take-rate-change',
          delta: d,
          // A difference of two rates lies in −1..1 whatever the normal approximation says.
          lo: Math.max(-1, d - Z95 * se),
          hi: Math.min(1, d + Z95 * se),
          p: fisherExact(eb.games, nb - eb.games, la.early.games, na - la.early.games).p,
          halves: [eb.halves[0] - la.earlyHalves[0], eb.halves[1] - la.earlyHalves[1]],
          a: la,
          b: { ...lb, early: { byTurn: la.early.byTurn, games: eb.games, rate: eb.rate }, earlyHalves: eb.halves },
        });
      }
      const own = ownTurnChange(la, lb, a.settings.games, b.settings.games);
      if (own) cands.push({ kind: kind.kind, id: it.id, name: it.name, ...(it.nameWords ? { nameWords: it.nameWords } : {}), ...own });
      if ([la.holders, la.others, lb.holders, lb.others].every(enoughSeats)) {
        const widen = { a: widening(la), b: widening(lb) };
        const r = differenceChange(lb.holders, lb.others, la.holders, la.others, Z95, widen);
        cands.push({
          kind: kind.kind,
          id: it.id,
          name: it.name,
          ...(it.nameWords ? { nameWords: it.nameWords } : {}),
          measure: 'win-rate-change',
          delta: r.d,
          lo: r.lo,
          hi: r.hi,
          p: differenceChangeP(lb.holders, lb.others, la.holders, la.others, widen),
          halves: [lb.halves[0] - la.halves[0], lb.halves[1] - la.halves[1]],
          a: la,
          b: lb,
        });
      }
    }
  }
  return cands;
}

const total = (x: unknown): number | null => (typeof x === 'number' ? x : Array.isArray(x) && x.every((v) => typeof v === 'number') ? x.reduce((t: number, v: number) => t + v, 0) : null);

/**
 * The game's edit, aimed at A's value of the same field when A has another value there that lies
 * the same way (a number, or a list of numbers with the same length): the change from A is what
 * made the flaw, so undoing it is the edit most likely to remove it. Otherwise the game's edit.
 */
export function backToA(s: FindingSuggestion | null, boardA: unknown): FindingSuggestion | null {
  if (!s) return s;
  const ref = valueAt(boardA, s.field);
  const [from, to, back] = [total(s.from), total(s.to), total(ref)];
  if (from === null || to === null || back === null || back === from) return s;
  if (Array.isArray(s.from) && (!Array.isArray(ref) || ref.length !== s.from.length)) return s;
  if (Math.sign(to - from) !== Math.sign(back - from)) return s;
  const show = (x: unknown): string => (Array.isArray(x) ? x.join('/') : String(x));
  const said = say('labr.cmpf.back', { verb: back > from ? 'raise' : 'lower', from: show(s.from), to: show(ref), own: s.wording ?? s.words });
  return { ...s, to: structuredClone(ref), words: said.text, wording: said.wording };
}

/**
 * An edited element's finding: undo the edit. When the element's one edited field holds numbers
 * on both boards and the game's suggestion does not already set it back, the suggestion becomes
 * setting it back to A's value, the game's own kept in its words: the edit made the change, so
 * undoing it is the surest fix, whichever way the game's own goes (Prairie Air cut to 1 stock card
 * makes its lone holder too strong: the game weakens it by its markers, setting its cards back to 7
 * removes the cause). Without a suggestion of the game's it is the setting back alone (a route's
 * licences cut to 1/1 cannot be made cheaper still, so the game suggests nothing to strengthen
 * it; 6/9 again can). An element whose edit also changed a field that is not a number keeps the
 * game's suggestion.
 */
export function undoEdit(s: FindingSuggestion | null, fields: readonly string[], boardA: unknown, boardB: unknown): FindingSuggestion | null {
  const numeric = fields.filter((f) => total(valueAt(boardA, f)) !== null && total(valueAt(boardB, f)) !== null);
  // The number must be the whole edit: a terminal moved to another edge and other squares is
  // not undone by setting its squares back.
  if (numeric.length !== 1 || fields.length !== 1) return s;
  const field = numeric[0]!;
  const [from, to] = [valueAt(boardB, field), valueAt(boardA, field)];
  if (s && s.field === field && JSON.stringify(s.to) === JSON.stringify(to)) return s;
  const [f, t] = [total(from)!, total(to)!];
  if (f === t) return s;
  const show = (x: unknown): string => (Array.isArray(x) ? x.join('/') : String(x));
  const back = { verb: t > f ? 'raise' : 'lower', from: show(from), to: show(to) };
  const said = s ? say('labr.cmpf.back', { ...back, own: s.wording ?? s.words }) : say('labr.cmpf.backOnly', back);
  return { field, from: structuredClone(from), to: structuredClone(to), words: said.text, wording: said.wording };
}

/** A take-rate change by key: by its kind's early turn, or by its own median first-take turn on A. */
function takeChangeWords(c: Candidate, turnUnit: string): Wording {
  const params = { name: c.nameWords ?? c.name, unit: unitWording(turnUnit, 1), turn: c.b.early!.byTurn, b: pc(c.b.early!.rate), a: pc(c.a.early!.rate) };
  return { key: c.ownTurn ? 'labr.cmpf.takeOwn' : 'labr.cmpf.takeEarly', params };
}

/** A comparison's finding, by key. */
function changeWords(c: Candidate, turnUnit: string, holds: boolean, suggestion: FindingSuggestion | null): LabSentence {
  const what: Wording =
    c.measure === 'take-rate-change'
      ? takeChangeWords(c, turnUnit)
      : { key: 'labr.cmpf.win', params: { name: c.nameWords ?? c.name, bh: pc(c.b.holders.rate), bo: pc(c.b.others.rate), ah: pc(c.a.holders.rate), ao: pc(c.a.others.rate) } };
  return say('labr.cmpf.finding', {
    what,
    d: pts(c.delta),
    lo: pts(c.lo),
    hi: pts(c.hi),
    holds: holds ? 'yes' : 'no',
    h1: pts(c.halves[0]),
    h2: pts(c.halves[1]),
    edit: suggestion ? { key: 'labr.cmpf.edit', params: { edit: editWording(suggestion) } } : '',
  });
}

/**
 * `suggest: false` when the two runs played the same board (an A/B of two bot mixes): a change
 * then comes from the bots, so no edit of the board is offered for it.
 */
export function compareFindings(a: LabReport, b: LabReport, probe: GameProbe, o: { suggest?: boolean } = {}): { findings: ElementFinding[]; unconfirmed: ElementFinding[]; method: string; methodWords: Wording } {
  const cands = elementChanges(a, b);
  const q = benjaminiHochberg(cands.map((c) => c.p));
  const all: ElementFinding[] = [];
  const edited = editedElements(a.board, b.board, b.elements);
  const isEdited = (c: { kind: string; id: string }): boolean => edited.has(elementKey(c.kind, c.id));
  const suggestionFor = (c: Candidate, direction: 'weaken' | 'strengthen'): FindingSuggestion | null => {
    if (o.suggest === false) return null;
    const own = backToA(probe.ledger.suggest?.(b.board, { kind: c.kind, id: c.id }, direction) ?? null, a.board);
    return undoEdit(own, edited.get(elementKey(c.kind, c.id)) ?? [], a.board, b.board);
  };
  const toFinding = (c: Candidate, qv: number, holds: boolean): ElementFinding => {
    const direction = c.delta > 0 ? 'weaken' : 'strengthen';
    const suggestion = suggestionFor(c, direction);
    const said = changeWords(c, b.turnUnit, holds, suggestion);
    return {
      element: c.id,
      kind: c.kind,
      name: c.name,
      ...(c.nameWords ? { nameWords: c.nameWords } : {}),
      measure: c.measure,
      effect: { value: c.delta, lo: c.lo, hi: c.hi },
      q: qv,
      direction,
      holdsInBothHalves: holds,
      evidence:
        c.measure === 'take-rate-change'
          ? { takenEarlyRateA: c.a.early!.rate, takenEarlyRateB: c.b.early!.rate, byTurnA: c.a.early!.byTurn, byTurnB: c.b.early!.byTurn, firstHalf: c.halves[0], secondHalf: c.halves[1] }
          : { holderWinRateA: c.a.holders.rate, otherWinRateA: c.a.others.rate, holderWinRateB: c.b.holders.rate, otherWinRateB: c.b.others.rate, firstHalf: c.halves[0], secondHalf: c.halves[1] },
      words: said.text,
      wording: said.wording,
      suggestion,
    };
  };
  // The edit's own elements (edited-elements.ts): on the same seeds every real change follows
  // from them, so a change of an edited element is the cause the other findings follow from. Its
  // own figure may be smaller than theirs (Sun Coast limited to wavy routes is taken 13.5 points
  // less by its median turn, the Miami routes it no longer flies 31 and 46 points less): when the
  // edit has consequences to explain (confirmed findings about other elements), it is shown from
  // half the minimum effect, still beyond chance and holding in both halves (a reading under the
  // minimum that does not hold is not listed as unconfirmed either), and ranked above them
  // (see `causesFirst`).
  const pass = (c: Candidate, k: number, min: number): ElementFinding | null => {
    if (q[k]! >= CHANGE_Q || Math.abs(c.delta) < min) return null;
    const holds = c.halves.every((h) => Math.sign(h) === Math.sign(c.delta) && Math.abs(h) >= min / 2);
    return toFinding(c, q[k]!, holds);
  };
  const minOf = (c: Candidate): number => (c.measure === 'take-rate-change' ? MIN_TAKE_CHANGE : MIN_EFFECT);
  cands.forEach((c, k) => {
    const f = pass(c, k, minOf(c));
    if (f) all.push(f);
  });
  const explained = all.filter((f) => f.holdsInBothHalves && !isEdited({ kind: f.kind, id: f.element }));
  if (explained.length) {
    cands.forEach((c, k) => {
      if (!isEdited(c) || Math.abs(c.delta) >= minOf(c)) return;
      const f = pass(c, k, minOf(c) / 2);
      if (f?.holdsInBothHalves) all.push(f);
    });
    // An edited element the comparison still cannot tell: B's own report may (see `ownCause`).
    cands.forEach((c, k) => {
      if (c.measure !== 'win-rate-change' || !isEdited(c) || all.some((f) => f.kind === c.kind && f.element === c.id)) return;
      const f = ownCause(a, b, c, q[k]!, (d) => suggestionFor(c, d));
      if (f) all.push(f);
    });
  }
  const merged = onePerElement(all, []);
  const findings = causesFirst(merged.findings, (f) => isEdited({ kind: f.kind, id: f.element }));
  const unconfirmed = merged.unconfirmed;
  const method = say('labr.cmpf.method', { minTake: Math.round(100 * MIN_TAKE_CHANGE), minEffect: Math.round(100 * MIN_EFFECT), n: cands.length, q: CHANGE_Q });
  return { findings, unconfirmed, method: method.text, methodWords: method.wording };
}

/**
 * An edited element's holders' lead as B's own report finds it, shown as the cause when the
 * comparison's own test of its change is not beyond chance. The change of a lead is the
 * difference of two runs' differences, so it carries both runs' noise, and it pools the bots,
 * while B's report tests B's lead alone, within bots (findings.ts): a Linie 1 line given a
 * terminal beside its start leads the other lines by 9 points on B (q 0.00001 in B's report), 3
 * on A; its change, +6 (95 % interval +0 to +12), is q 0.17 among 410 tests. Every difference
 * between the runs follows from the edit (the same seeds), so the edited element's imbalance on B
 * is read as the edit's doing when all of these hold:
 * - B's own report names it as a confirmed win-rate finding, and its q is also under CHANGE_Q;
 * - A's own report does not name it that way (the imbalance is new);
 * - the comparison's change of its lead goes the same way, by at least half the minimum effect,
 *   in the whole run and in each half of it.
 * The caller asks only when the edit has consequences to explain (confirmed findings about other
 * elements) and the element has no finding of the comparison's own. A board compared with itself
 * (A/A) has no edited element, so this never adds an alarm there. The finding is B's own (its
 * figure, q and direction) with A's figures and the change in its evidence and words.
 */
export function ownCause(a: LabReport, b: LabReport, c: Candidate, changeQ: number, suggest: (direction: 'weaken' | 'strengthen') => FindingSuggestion | null): ElementFinding | null {
  if (c.measure !== 'win-rate-change') return null;
  const same = (f: ElementFinding): boolean => f.kind === c.kind && f.element === c.id && f.measure === 'win-rate';
  const own = b.findings.find(same);
  if (!own || !own.holdsInBothHalves || own.q >= CHANGE_Q) return null;
  if (a.findings.some((f) => same(f) && f.direction === own.direction)) return null;
  const sign = own.direction === 'weaken' ? 1 : -1;
  const big = (x: number): boolean => Math.sign(x) === sign && Math.abs(x) >= MIN_EFFECT / 2;
  if (!big(c.delta) || !c.halves.every((h) => Math.sign(h) === sign)) return null;
  const suggestion = suggest(own.direction);
  const said = say('labr.cmpf.own', {
    what: { key: 'labr.cmpf.win', params: { name: c.nameWords ?? c.name, bh: pc(c.b.holders.rate), bo: pc(c.b.others.rate), ah: pc(c.a.holders.rate), ao: pc(c.a.others.rate) } },
    change: pts(c.delta),
    clo: pts(c.lo),
    chi: pts(c.hi),
    d: pts(own.effect.value),
    lo: pts(own.effect.lo),
    hi: pts(own.effect.hi),
    edit: suggestion ? { key: 'labr.cmpf.edit', params: { edit: editWording(suggestion) } } : '',
  });
  return {
    element: c.id,
    kind: c.kind,
    name: c.name,
    ...(c.nameWords ? { nameWords: c.nameWords } : {}),
    measure: 'win-rate',
    effect: { ...own.effect },
    q: own.q,
    direction: own.direction,
    holdsInBothHalves: true,
    evidence: {
      holderWinRateA: c.a.holders.rate,
      otherWinRateA: c.a.others.rate,
      holderWinRateB: c.b.holders.rate,
      otherWinRateB: c.b.others.rate,
      firstHalf: own.evidence['firstHalf'] ?? null,
      secondHalf: own.evidence['secondHalf'] ?? null,
      change: c.delta,
      changeLo: c.lo,
      changeHi: c.hi,
      changeQ,
      fromReportB: 1,
    },
    words: said.text,
    wording: said.wording,
    suggestion,
  };
}

/**
 * The findings with the edit's own first (each still ranked by effect within its group): a cause
 * above its consequences. A cause is marked in its evidence for a script: `edited` 1, and
 * `explains`, how many confirmed findings about other elements it stands before.
 */
export function causesFirst(findings: readonly ElementFinding[], isEdited: (f: ElementFinding) => boolean): ElementFinding[] {
  const rest = findings.filter((f) => !isEdited(f));
  const causes = findings.filter(isEdited).map((f) => ({ ...f, evidence: { ...f.evidence, edited: 1, explains: rest.length } }));
  return [...causes, ...rest];
}
