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
import { benjaminiHochberg, normalSf, summarise, wilson, Z95 } from './stats.js';


/** The smallest difference of win rates worth a finding: 8 points. */
export const MIN_EFFECT = 0.08;
const Q = 0.05;

const pct = (x: number): string => `${Math.round(100 * x)} %`;
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;

export interface FindingsResult {
  findings: ElementFinding[];
  unconfirmed: ElementFinding[];
  method: string;
}

function words(name: string, l: ElementLedgerLine, f: Pick<ElementFinding, 'holdsInBothHalves' | 'suggestion' | 'direction'>, turnUnit: string): string {
  const e = l.effect;
  let s = `${name}: the seats holding it win ${pct(l.holders.rate)} against ${pct(l.others.rate)} for the others (${signed(e.d)} points, 95 % interval ${signed(e.lo)} to ${signed(e.hi)})`;
  const facts: string[] = [];
  if (l.early && l.medianTurn !== null) facts.push(`taken by ${turnUnit.replace(/s$/, '')} ${l.early.byTurn} in ${pct(l.early.rate)} of games`);
  if (l.medianCost !== null) facts.push(`at a median cost of ${l.medianCost}`);
  if (l.meanWorth !== null) facts.push(`worth ${l.meanWorth.toFixed(1)} points to its holder on average`);
  if (facts.length) s += `; ${facts.join(', ')}`;
  s += f.holdsInBothHalves ? '. It holds in both halves of the run.' : `. It does not hold in both halves of the run (${signed(l.halves[0])} and ${signed(l.halves[1])} points): run more games before acting on it.`;
  if (f.suggestion) s += ` Suggested edit: ${f.suggestion.words} (${f.suggestion.field}).`;
  else s += ` Make it ${f.direction === 'weaken' ? 'dearer or worth less' : 'cheaper or worth more'}.`;
  return s;
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
  /** The peers it was compared with ('' : its whole kind). */
  peers: string;
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
    k.items.forEach((item, j) => {
      const i = at + j;
      if (!m.lines[i]?.early) return;
      const g = item.peers ?? '';
      groups.set(g, [...(groups.get(g) ?? []), i]);
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
        out.push({ i, p, rate: e.rate, typical, lo, hi, halves: l.earlyHalves ?? [e.rate, e.rate], range, edge, peers });
      }
    }
  }
  return out;
}

function takeWords(name: string, t: TakeTest, l: ElementLedgerLine, f: Pick<ElementFinding, 'holdsInBothHalves' | 'suggestion' | 'direction'>, turnUnit: string, kindLabel: string): string {
  let s = `${name} is taken by ${turnUnit.replace(/s$/, '')} ${l.early!.byTurn} in ${pct(t.rate)} of games (95 % interval ${pct(t.lo)}–${pct(t.hi)}), against ${pct(t.typical)} for the typical one of the ${kindLabel.toLowerCase()}${t.peers ? ` at ${t.peers}` : ''} (the middle half: ${pct(t.range[0])}–${pct(t.range[1])})`;
  const facts: string[] = [];
  if (l.medianTurn !== null) facts.push(firstTakenWords(l, turnUnit));
  else facts.push('never taken');
  if (l.medianCost !== null) facts.push(`at a median cost of ${fmt(l.medianCost)}`);
  s += `; ${facts.join(', ')}`;
  s += f.holdsInBothHalves ? '. It holds in both halves of the run.' : `. It does not hold in both halves of the run (${pct(t.halves[0])} and ${pct(t.halves[1])}): run more games before acting on it.`;
  if (f.suggestion) s += ` Suggested edit: ${f.suggestion.words} (${f.suggestion.field}).`;
  else s += ` Make it ${f.direction === 'weaken' ? 'dearer' : 'cheaper or easier to reach'}.`;
  return s;
}

const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** Its own timing in words: "first taken on turn 2 (median of 150 games; 95 % interval 1–3)". */
function firstTakenWords(l: ElementLedgerLine, turnUnit: string): string {
  const ci = l.medianTurnInterval;
  const unit = turnUnit.replace(/s$/, '');
  return ci ? `first taken on ${unit} ${fmt(l.medianTurn!)} (median of ${ci.games} games; 95 % interval ${fmt(ci.lo)}–${fmt(ci.hi)})` : `first taken on ${unit} ${fmt(l.medianTurn!)} (median)`;
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
    f.words = takeWords(el.name, t, l, f, ctx.probe.turnUnit, labelOf.get(el.kind) ?? el.kind);
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
    f.words = words(el.name, l, f, ctx.probe.turnUnit);
    (holds ? findings : unconfirmed).push(f);
  });
  const merged = onePerElement(findings, unconfirmed);
  const method = `Each element's early-take rate (taken by the turn a quarter of its kind's first takings come by) against the middle half of its kind, or of its peers where the rules order them (a z test against the nearer quartile, with that quartile's own noise; shown at ${Math.round(100 * MIN_TAKE_EFFECT)} points or more beyond that quartile, with the rate's 95 % interval clear of it, and only when its holders' win rate, where measured, leans the same way), and each element's holders (the seats that took it or were dealt it) against the other seats: the Cochran–Mantel–Haenszel test within bots, corrected for the seats of one game being one draw (Rao–Scott), for the ${tested.length} element${tested.length === 1 ? '' : 's'} with at least 12 seat-games on each side). All ${tested.length + takes.length} tests are Benjamini–Hochberg adjusted together (q < 0.05); a difference of win rates is shown when the win rates are at least ${Math.round(100 * MIN_EFFECT)} points apart with the 95 % interval clear of zero, and the difference holds in both halves of the run.`;
  return { ...merged, method: `${method} One finding per element: its strongest reading, the others listed under it.` };
}
