/**
 * The lab's findings: which elements to change, ranked by effect, each with the game's suggested
 * edit (games/<game>/ledger.ts) and the numbers behind it. A finding is an element whose holders
 * win more (or less) than the other seats:
 * - beyond chance: the Cochran–Mantel–Haenszel test within bots, Benjamini–Hochberg adjusted over
 *   every element tested (q < 0.05), so a large board's many tests do not make false findings;
 * - big enough to matter: at least MIN_EFFECT apart (MIN_TAKE_EFFECT for an early-take rate), and
 *   the 95 % interval clear of no effect;
 * - holding in both halves of the run (the same sign, at least half the threshold in each).
 * One that passes the first two but not the third is kept apart as unconfirmed.
 */
import type { ElementRef, GameProbe } from '../../games/core/lab-probe.js';
import type { ElementFinding, ElementLedgerLine } from '../../formats/lab-report.js';
import type { RunContext } from './games.js';
import type { LedgerMeasures } from './element-ledger.js';
import { onePerElement } from './one-per-element.js';
import { list, type Wording, type WordValue } from '../../games/core/wording.js';
import { editWording, say, unitWording, type LabSentence } from './words.js';
import { benjaminiHochberg, normalSf, summarise, wilson, Z95 } from './stats.js';


/** The smallest difference of win rates worth a finding: 8 points. */
export const MIN_EFFECT = 0.08;
const Q = 0.05;

const pc = (x: number): number => Math.round(100 * x);
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;

export interface FindingsResult {
  findings: ElementFinding[];
  unconfirmed: ElementFinding[];
  method: string;
  methodWords: Wording;
}

type Said = Pick<ElementFinding, 'holdsInBothHalves' | 'suggestion' | 'direction'>;

/** The suggested edit, or which way to move the element ("make it dearer"). */
function editWords(f: Said, make: 'labr.finding.makeWin' | 'labr.finding.makeTake'): Wording {
  if (!f.suggestion) return { key: make, params: { direction: f.direction } };
  const s = f.suggestion;
  return { key: 'labr.finding.edit', params: { edit: editWording(s) } };
}

/** Its facts after the figures ("; taken by turn 3 in 40 % of games, at a median cost of 4"), or nothing. */
function factsWords(facts: Wording[]): WordValue {
  return facts.length ? { key: 'labr.finding.facts', params: { list: list(facts, 'comma') } } : '';
}

function words(name: WordValue, l: ElementLedgerLine, f: Said, turnUnit: string): LabSentence {
  const e = l.effect;
  const facts: Wording[] = [];
  if (l.early && l.medianTurn !== null) facts.push({ key: 'labr.fact.takenBy', params: { unit: unitWording(turnUnit, 1), turn: l.early.byTurn, rate: pc(l.early.rate) } });
  if (l.medianCost !== null) facts.push({ key: 'labr.fact.cost', params: { cost: l.medianCost } });
  if (l.meanWorth !== null) facts.push({ key: 'labr.fact.worth', params: { worth: l.meanWorth } });
  const halves: Wording = f.holdsInBothHalves ? { key: 'labr.finding.holds' } : { key: 'labr.finding.notHolds', params: { a: signed(l.halves[0]), b: signed(l.halves[1]) } };
  return say('labr.finding.win', {
    name,
    holders: pc(l.holders.rate),
    others: pc(l.others.rate),
    d: signed(e.d),
    lo: signed(e.lo),
    hi: signed(e.hi),
    facts: factsWords(facts),
    halves,
    edit: editWords(f, 'labr.finding.makeWin'),
  });
}

/**
 * Where an early-take rate stands among its peers' rates: their median (the typical one), the
 * middle half (first to third quartile), and the edge of that half on the rate's side, from which
 * its effect is measured. A board's elements differ on purpose (costs, bonuses): an element
 * stands out only when it is taken early more (or less) often than the middle half of its peers.
 */
export function takeEdge(peerRates: readonly number[], rate: number): { typical: number; range: [number, number]; edge: number } {
  const s = summarise([...peerRates]);
  return { typical: s.median, range: [s.q1, s.q3], edge: rate >= s.median ? s.q3 : s.q1 };
}

/** How often an element is taken early, against the typical element of its kind. */
interface TakeTest {
  i: number;
  p: number;
  rate: number;
  typical: number;
  lo: number;
  hi: number;
  halves: [number, number];
  /** The middle half of its peers' rates (first and third quartiles): the ordinary spread. */
  range: [number, number];
  /** The edge of that range on its side: its effect is measured from here. */
  edge: number;
  /** The peers it was compared with ('' : its whole kind), and their words by key when the game gives them. */
  peers: string;
  peersWords?: Wording;
}

/**
 * A rate of k in n against the edge of its peers' middle half, which is itself measured over the
 * same n games (not a known rate): the edge's binomial noise is added to the rate's (Wilson's
 * interval, widened by it), and p comes from the z of the difference over both. Taking the edge as
 * known (an exact binomial test against it) gave findings on the bundled boards that a second run
 * on fresh seeds did not repeat.
 */
export function againstEdge(k: number, n: number, edge: number): { p: number; lo: number; hi: number } {
  const rate = k / n;
  const ci = wilson(k, n);
  const edgeVar = (edge * (1 - edge)) / n;
  const widen = (half: number): number => Math.sqrt(half * half + Z95 * Z95 * edgeVar);
  const lo = rate - widen(rate - ci.lo);
  const hi = rate + widen(ci.hi - rate);
  // The z of the difference, its standard error from the half of the interval on the edge's side.
  const se = (edge <= rate ? rate - lo : hi - rate) / Z95;
  const p = se > 0 ? Math.min(1, 2 * normalSf(Math.abs(rate - edge) / se)) : rate === edge ? 1 : 0;
  return { p, lo: Math.max(0, lo), hi: Math.min(1, hi) };
}

/**
 * Each element's early-take rate (taken by the turn a quarter of its kind's first takings come
 * by) against the median of its kind: the exact binomial test, the Wilson interval of the rate.
 */
function takeTests(ctx: Pick<RunContext, 'kinds'>, m: LedgerMeasures): TakeTest[] {
  const out: TakeTest[] = [];
  let at = 0;
  for (const k of ctx.kinds) {
    // Like is compared with like: the items of the kind that name the same peers (all of the
    // kind when none names any), each group only when it has three or more taken early.
    const groups = new Map<string, number[]>();
    const peersWords = new Map<string, Wording>();
    k.items.forEach((item, j) => {
      const i = at + j;
      if (!m.lines[i]?.early) return;
      const g = item.peers ?? '';
      groups.set(g, [...(groups.get(g) ?? []), i]);
      if (item.peersWords) peersWords.set(g, item.peersWords);
    });
    at += k.items.length;
    for (const [peers, idx] of groups) {
      if (idx.length < 3) continue;
      const rates = idx.map((i) => m.lines[i]!.early!.rate);
      for (const i of idx) {
        const l = m.lines[i]!;
        const e = l.early!;
        const n = m.games;
        if (n <= 0) continue;
        const { typical, range, edge } = takeEdge(rates, e.rate);
        const { p, lo, hi } = againstEdge(e.games, n, edge);
        const words = peersWords.get(peers);
        out.push({ i, p, rate: e.rate, typical, lo, hi, halves: l.earlyHalves ?? [e.rate, e.rate], range, edge, peers, ...(words ? { peersWords: words } : {}) });
      }
    }
  }
  return out;
}

function takeWords(name: WordValue, t: TakeTest, l: ElementLedgerLine, f: Said, turnUnit: string, kindLabel: string): LabSentence {
  const facts: Wording[] = [firstTakenWords(l, turnUnit)];
  if (l.medianCost !== null) facts.push({ key: 'labr.fact.cost', params: { cost: fmt(l.medianCost) } });
  const halves: Wording = f.holdsInBothHalves ? { key: 'labr.finding.holds' } : { key: 'labr.finding.notHoldsRate', params: { a: pc(t.halves[0]), b: pc(t.halves[1]) } };
  return say('labr.finding.take', {
    name,
    unit: unitWording(turnUnit, 1),
    turn: l.early!.byTurn,
    rate: pc(t.rate),
    lo: pc(t.lo),
    hi: pc(t.hi),
    typical: pc(t.typical),
    kind: kindLabel.toLowerCase(),
    // A select: 'none' for the whole kind, else the peers' words ("space 2", "l’emplacement 2").
    peers: t.peersWords ?? (t.peers || 'none'),
    q1: pc(t.range[0]),
    q3: pc(t.range[1]),
    facts: factsWords(facts),
    halves,
    edit: editWords(f, 'labr.finding.makeTake'),
  });
}

const fmt = (x: number): number => (Number.isInteger(x) ? x : Number(x.toFixed(1)));

/** Its own timing: "first taken on turn 2 (median of 150 games; 95 % interval 1–3)", or "never taken". */
function firstTakenWords(l: ElementLedgerLine, turnUnit: string): Wording {
  if (l.medianTurn === null) return { key: 'labr.fact.neverTaken' };
  const ci = l.medianTurnInterval;
  const unit = unitWording(turnUnit, 1);
  return ci
    ? { key: 'labr.fact.firstTaken', params: { unit, turn: fmt(l.medianTurn), games: ci.games, lo: fmt(ci.lo), hi: fmt(ci.hi) } }
    : { key: 'labr.fact.firstTakenMedian', params: { unit, turn: fmt(l.medianTurn) } };
}

/** The smallest difference of an early-take rate from its kind's typical one worth a finding: 30 points. */
export const MIN_TAKE_EFFECT = 0.3;

export function elementFindings(ctx: Pick<RunContext, 'elements' | 'kinds'> & { probe: GameProbe }, board: unknown, m: LedgerMeasures): FindingsResult {
  const tested = m.tests.flatMap((t, i) => (t ? [{ i, t }] : []));
  const takes = takeTests(ctx, m);
  const qAll = benjaminiHochberg([...tested.map((x) => x.t.p), ...takes.map((t) => t.p)]);
  const q = qAll.slice(0, tested.length);
  const qTake = qAll.slice(tested.length);
  const findings: ElementFinding[] = [];
  const unconfirmed: ElementFinding[] = [];
  const labelOf = new Map(ctx.kinds.map((k) => [k.kind, k.label]));
  takes.forEach((t, k) => {
    const d = t.rate - t.edge;
    // Beyond chance, big enough, and the rate's 95 % interval clear of its peers' middle half.
    if (qTake[k]! >= Q || Math.abs(d) < MIN_TAKE_EFFECT || (t.lo <= t.edge && t.hi >= t.edge)) return;
    // Taken early often is a flaw when it pays: an element snapped up whose holders win less than
    // the others is popular, not too strong (and one seldom taken whose holders win more is
    // overlooked, not too weak). Where the holders were measured, they must lean the same way.
    const lw = m.lines[t.i]!;
    if (lw.holders.games > 0 && lw.others.games > 0 && Math.sign(lw.effect.d) !== Math.sign(d)) return;
    const el = ctx.elements[t.i]!;
    const l = m.lines[t.i]!;
    const direction = d > 0 ? 'weaken' : 'strengthen';
    const holds = t.halves.every((h) => Math.sign(h - t.edge) === Math.sign(d) && Math.abs(h - t.edge) >= MIN_TAKE_EFFECT / 2);
    const suggestion = ctx.probe.ledger.suggest?.(board, { kind: el.kind, id: el.id }, direction) ?? null;
    const f: ElementFinding = {
      element: el.id,
      kind: el.kind,
      name: el.name,
      ...(el.nameWords ? { nameWords: el.nameWords } : {}),
      measure: 'take-rate',
      effect: { value: d, lo: t.lo - t.edge, hi: t.hi - t.edge },
      q: qTake[k]!,
      direction,
      holdsInBothHalves: holds,
      evidence: {
        takenByTurn: l.early!.byTurn,
        takenEarlyRate: t.rate,
        typicalEarlyRate: t.typical,
        firstHalf: t.halves[0],
        secondHalf: t.halves[1],
        medianTurn: l.medianTurn,
        medianCost: l.medianCost,
        holderWinRate: l.holders.games ? l.holders.rate : null,
        otherWinRate: l.others.games ? l.others.rate : null,
      },
      words: '',
      suggestion,
    };
    ({ text: f.words, wording: f.wording } = takeWords(el.nameWords ?? el.name, t, l, f, ctx.probe.turnUnit, labelOf.get(el.kind) ?? el.kind));
    (holds ? findings : unconfirmed).push(f);
  });
  tested.forEach(({ i }, k) => {
    const l = m.lines[i]!;
    const e = l.effect;
    if (q[k]! >= Q || Math.abs(e.d) < MIN_EFFECT || (e.lo <= 0 && e.hi >= 0)) return;
    const el = ctx.elements[i]!;
    const direction = e.d > 0 ? 'weaken' : 'strengthen';
    const holds = l.halves.every((h) => Math.sign(h) === Math.sign(e.d) && Math.abs(h) >= MIN_EFFECT / 2);
    const ref: ElementRef = { kind: el.kind, id: el.id };
    const suggestion = ctx.probe.ledger.suggest?.(board, ref, direction) ?? null;
    const f: ElementFinding = {
      element: el.id,
      kind: el.kind,
      name: el.name,
      ...(el.nameWords ? { nameWords: el.nameWords } : {}),
      measure: 'win-rate',
      effect: { value: e.d, lo: e.lo, hi: e.hi },
      q: q[k]!,
      direction,
      holdsInBothHalves: holds,
      evidence: {
        holderWinRate: l.holders.rate,
        holderSeatGames: l.holders.games,
        otherWinRate: l.others.rate,
        otherSeatGames: l.others.games,
        firstHalf: l.halves[0],
        secondHalf: l.halves[1],
        takenByTurn: l.early?.byTurn ?? null,
        takenEarlyRate: l.early?.rate ?? null,
        medianTurn: l.medianTurn,
        medianCost: l.medianCost,
        meanWorth: l.meanWorth,
      },
      words: '',
      suggestion,
    };
    ({ text: f.words, wording: f.wording } = words(el.nameWords ?? el.name, l, f, ctx.probe.turnUnit));
    (holds ? findings : unconfirmed).push(f);
  });
  const merged = onePerElement(findings, unconfirmed);
  const method = say('labr.findings.method', { minTake: Math.round(100 * MIN_TAKE_EFFECT), tested: tested.length, all: tested.length + takes.length, minEffect: Math.round(100 * MIN_EFFECT) });
  return { ...merged, method: method.text, methodWords: method.wording };
}
