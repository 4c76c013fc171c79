/**
 * A run re-checked under a second bot mix on fresh seeds: a seat's edge or an element's finding
 * may come from how one set of bots plays (the first seat on North America wins 35 % with the
 * default bots and 26 % with random ones), so the lab plays the board(s) again with other bots and
 * says, for the seats and for every finding, whether it holds under both. A finding that does not
 * hold under the second mix moves to the unconfirmed list, with the second mix's figure beside it.
 */
import type { ElementFinding, LabDocument, LabReport, MixHold, RateWithInterval, RunBasis, SecondMixCheck } from '../../formats/lab-report.js';
import type { GameDefinition } from '../../games/core/types.js';
import { games } from '../../games/index.js';
import { runBasis } from './basis.js';
import { elementChanges } from './compare-findings.js';
import { againstEdge, takeEdge } from './findings.js';
import { defaultBots, runLabDocument, type LabRunOptions, type LabSide } from './lab.js';
import { withLabPool } from './lab-pool.js';
import { pctFigure, say } from './words.js';
import type { Wording, WordValue } from '../../games/core/wording.js';

/**
 * The second mix unless told: the game's heuristic with and without slips (Medium and Easy), a
 * mix of skill rather than of playstyles; a game without levels gets random beside its bots.
 */
export function secondMixBots(def: Pick<GameDefinition, 'bots'>): string[] {
  const has = (id: string): boolean => def.bots.some((b) => b.id === id);
  if (has('medium') && has('easy')) return ['medium', 'easy'];
  return ['random', ...defaultBots(def as GameDefinition)];
}

const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;
type Effect = { value: number; lo: number; hi: number };

/** An element's effect in one report, measured as `measure` (null: not measured there). */
export function reportEffect(r: LabReport, kind: string, id: string, measure: ElementFinding['measure']): Effect | null {
  const k = r.elements.find((x) => x.kind === kind);
  const line = k?.items.find((it) => it.id === id)?.ledger;
  if (!k || !line) return null;
  if (measure === 'win-rate') return line.holders.games > 0 && line.others.games > 0 ? { value: line.effect.d, lo: line.effect.lo, hi: line.effect.hi } : null;
  if (measure === 'take-rate') {
    // As the findings measure it (findings.ts): against the middle half of its peers.
    const it = k.items.find((x) => x.id === id)!;
    const rates = k.items.flatMap((x) => (x.ledger?.early && (x.peers ?? '') === (it.peers ?? '') ? [x.ledger.early.rate] : []));
    if (!line.early || rates.length < 3) return null;
    const { edge } = takeEdge(rates, line.early.rate);
    const ci = againstEdge(line.early.games, r.settings.games, edge);
    return { value: line.early.rate - edge, lo: ci.lo - edge, hi: ci.hi - edge };
  }
  return null;
}

export function changeEffect(a: LabReport, b: LabReport, kind: string, id: string, measure: ElementFinding['measure']): Effect | null {
  const c = elementChanges(a, b).find((x) => x.kind === kind && x.id === id && x.measure === measure);
  return c ? { value: c.delta, lo: c.lo, hi: c.hi } : null;
}

function holdOf(f: ElementFinding, second: LabDocument, basis: RunBasis): MixHold {
  const there = [...second.findings, ...second.unconfirmed].find((g) => g.kind === f.kind && g.element === f.element && g.measure === f.measure);
  const holds = there !== undefined && there.direction === f.direction;
  const effect = there
    ? there.effect
    : second.kind === 'lab-report'
      ? reportEffect(second, f.kind, f.element, f.measure)
      : changeEffect(second.a, second.b, f.kind, f.element, f.measure);
  const fig: Wording = effect ? { key: 'labr.mix.fig', params: { d: pts(effect.value), lo: pts(effect.lo), hi: pts(effect.hi) } } : { key: 'labr.mix.noFig' };
  const params = { first: mixWords(f.basis, 'labr.mix.firstBots'), second: mixWords(basis, 'labr.mix.firstBots'), fig };
  const said = say(holds ? 'labr.mix.holds' : 'labr.mix.only', params);
  return { basis, holds, effect, words: said.text, wording: said.wording };
}

type SeatCall = { seat: number; ahead: boolean } | null;

/** The first or last seat that is ahead or behind beyond chance (the verdict's call), or none. */
function seatCall(r: LabReport): SeatCall {
  const { first, last } = r.seatTests;
  if (r.seatTests.games < 20 || (!first.flagged && !last.flagged)) return null;
  const seat = first.flagged && (!last.flagged || first.p <= last.p) ? 0 : r.settings.players - 1;
  return { seat, ahead: r.seats[seat]!.rate > 1 / r.settings.players };
}

/** A run's bots and seeds by key, or a stand-in when the report has none. */
const mixWords = (b: RunBasis | undefined, otherwise: string): WordValue => b?.wording ?? b?.words ?? { key: otherwise };

/** A seat's win rate with its interval: "35 % (31–39 %)". */
const seatRate = (r: LabReport, seat: number): Wording => ({ key: 'labr.mix.rate', params: { rate: pctFigure(r.seats[seat]!.rate), lo: pctFigure(r.seats[seat]!.lo), hi: pctFigure(r.seats[seat]!.hi) } });

/** The seat verdict under both mixes, by key. */
function seatWords(one: LabReport, two: LabReport): { text: string; wording: Wording } {
  const rates = (r: LabReport): string => r.seats.map((s) => Math.round(100 * s.rate)).join('/');
  const [mix1, mix2] = [mixWords(one.basis, 'labr.mix.firstMix'), mixWords(two.basis, 'labr.mix.secondMix')];
  const call = (c: NonNullable<SeatCall>) => ({ which: c.seat === 0 ? 'first' : 'last', ahead: c.ahead ? 'yes' : 'no' });
  const a = seatCall(one);
  const b = seatCall(two);
  const verdict: Wording =
    a && b && a.seat === b.seat && a.ahead === b.ahead
      ? { key: 'labr.mix.callBoth', params: { ...call(a), w1: seatRate(one, a.seat), w2: seatRate(two, a.seat), mix1, mix2 } }
      : a
        ? { key: 'labr.mix.callOne', params: { ...call(a), wA: seatRate(one, a.seat), wB: seatRate(two, a.seat), mixA: mix1, mixB: mix2 } }
        : b
          ? { key: 'labr.mix.callOne', params: { ...call(b), wA: seatRate(two, b.seat), wB: seatRate(one, b.seat), mixA: mix2, mixB: mix1 } }
          : { key: 'labr.mix.callNone' };
  return say('labr.mix.seats', { r1: rates(one), r2: rates(two), mix1, mix2, verdict });
}

export interface SecondMixOptions extends LabRunOptions {
  /** The second mix's bots (default `secondMixBots`). */
  bots?: string[];
}

/**
 * Plays the document's board (or both boards) again with the second mix on the seeds after the
 * run's own, and returns the document with every finding marked (`secondMix`), the findings that
 * do not hold moved to `unconfirmed`, and `secondMix` on the document. Unchanged when the
 * second run was cancelled before a game ended.
 */
export async function recheckSecondMix(doc: LabDocument, opts: SecondMixOptions = {}): Promise<LabDocument> {
  const first = doc.kind === 'lab-report' ? doc : doc.b;
  const def = games.get(first.settings.game);
  if (!def) return doc;
  const bots = opts.bots && opts.bots.length > 0 ? opts.bots : secondMixBots(def);
  for (const id of bots) if (!def.bots.some((b) => b.id === id)) throw new Error(`${def.name} has no bot "${id}". Its bots: ${def.bots.map((b) => b.id).join(', ')}.`);
  const side = (r: LabReport): LabSide => ({ settings: { ...r.settings, bots, seed: r.settings.seed + r.settings.games }, board: r.board });
  const { bots: _ignored, ...runOpts } = opts;
  const { doc: second } = await runLabDocument(doc.kind === 'lab-report' ? side(doc) : side(doc.a), doc.kind === 'lab-report' ? null : side(doc.b), runOpts);
  if (!second || second.cancelled) return doc;
  const secondFirst = second.kind === 'lab-report' ? second : second.b;
  const basis = runBasis(def, secondFirst.settings);
  const held: ElementFinding[] = [];
  const moved: ElementFinding[] = [];
  for (const f of doc.findings) {
    f.secondMix = holdOf(f, second, basis);
    f.words += ` ${f.secondMix.words}`;
    if (f.wording && f.secondMix.wording) f.wording = { key: 'labr.two', params: { a: f.wording, b: f.secondMix.wording } };
    (f.secondMix.holds ? held : moved).push(f);
  }
  for (const f of doc.unconfirmed) f.secondMix = holdOf(f, second, basis);
  const seats: RateWithInterval[] = secondFirst.seats.map(({ wins, games: n, rate, lo, hi }) => ({ wins, games: n, rate, lo, hi }));
  const seatSaid = seatWords(first, secondFirst);
  const check: SecondMixCheck = { basis, seats, seatWords: seatSaid.text, seatWording: seatSaid.wording, held: held.length, checked: doc.findings.length };
  const out: LabDocument = { ...doc, findings: held, unconfirmed: [...moved, ...doc.unconfirmed], secondMix: check };
  if (out.kind === 'lab-report') {
    const w = out.verdict.wordings;
    out.verdict = { ...out.verdict, balance: `${out.verdict.balance} ${check.seatWords}`, ...(w ? { wordings: { ...w, balance: { key: 'labr.two', params: { a: w.balance, b: seatSaid.wording } } } } : {}) };
  }
  return out;
}

/**
 * A run (one board or two compared) and, when asked, its second-mix recheck, on one pool of
 * threads (lab-pool.ts): the recheck's games start on the run's warm threads. `played` counts the
 * run's games; the recheck's progress follows them. A cancelled recheck leaves the run's document.
 */
export async function runWithSecondMix(a: LabSide, b: LabSide | null, opts: LabRunOptions & { secondMix?: boolean }): Promise<{ doc: LabDocument | null; played: number }> {
  const { secondMix, ...runOpts } = opts;
  return withLabPool(runOpts, async (o) => {
    const first = await runLabDocument(a, b, o);
    const { doc, played } = first;
    if (!doc || doc.cancelled || !secondMix) return first;
    const { onProgress, ...rest } = o;
    return { doc: await recheckSecondMix(doc, { ...rest, ...(onProgress ? { onProgress: (d, total) => onProgress(played + d, total) } : {}) }), played };
  });
}
