/**
 * Auto-balance: a small multi-objective search over the numbers the designer lets change (after
 * Volz, Rudolph and Naujoks, GECCO 2016). The aims are objectives, each a shortfall that is 0 when
 * met: the worst seat's distance from fair beyond ±seatWithin at each player count, the share of
 * games without a sole winner, the mean length's distance from a target. The search keeps a Pareto
 * front (no board on it is beaten on every aim by another) rather than climbing one score.
 *
 * Moves come from the games themselves: each element's suggested edit (its game's ledger, one step
 * stronger or weaker), on allowed fields only. The first boards try the board's own findings'
 * edits; later ones step from a board on the front, or join two front boards' edits.
 *
 * Racing (balance-race.ts): every board is played in stages (an eighth, a quarter, a half, all of
 * the games, on the same seeds as the board as it was); after each stage a board stops when its
 * summed shortfall is above the leading board's on the same games beyond a paired bootstrap's
 * 95 % interval, so boards clearly worse cost few games and boards near the lead play them all.
 * At the end the chosen board (the front's best by the sum of shortfalls) and the board as it was
 * are played side by side at full size on fresh seeds, so the verification never reuses a seed
 * the search chose by.
 */
import type { AutoBalanceResult, BalanceAims, BalanceCandidate, BalanceDrop, BalanceObjective, FindingSuggestion, LabReport, LabSettings } from '../../formats/lab-report.js';
import { checkBoard } from '../../games/core/board-check.js';
import { Rng } from '../../games/core/rng.js';
import { games } from '../../games/index.js';
import { applySuggestion, valueAt } from './board-field.js';
import { runBasis } from './basis.js';
import { runContext } from './games.js';
import { reportOf, specOf, type LabRunOptions, type LabSide } from './lab.js';
import type { GameRecord } from './play.js';
import { withLabPool } from './lab-pool.js';
import { runGames } from './runner.js';
import { pointScore, raceGap, shortfalls, talliesOf, type GameOutcome, type Tally } from './balance-race.js';
import { wilson, Z95 } from './stats.js';
import { editWording, labWord, say } from './words.js';
import { list, type Wording, type WordValue } from '../../games/core/wording.js';
import type { Locale } from '../../games/core/locales.js';
import { labNo, type LabNo } from './lab.js';

export const MAX_CANDIDATES = 50;
export const DEFAULT_AIMS: Omit<BalanceAims, 'players'> = { seatWithin: 0.03, decisive: true, targetTurns: null };

export interface AutoBalanceOptions extends LabRunOptions {
  /** Boards to try besides the board as it was; at most MAX_CANDIDATES. */
  candidates: number;
  /** Fields an edit may change: a suggestion's field must start with one of them. Absent: any. */
  fields?: string[];
  /** What to aim for; unset parts take DEFAULT_AIMS and the run's player count. */
  aims?: Partial<BalanceAims>;
  /** Boards to try first, each as its edits from the board as it was (those on fields not allowed, or that fail the board's checks, are skipped). */
  first?: Omit<FindingSuggestion, 'from'>[][];
}

/** The games' stages: each board is played to these shares of the games, dropped early when hopeless. */
const STAGES = [1 / 8, 1 / 4, 1 / 2, 1];

/** The games an auto-balance plays at most: every board at every count, then the verifying A/B. */
export function balanceGames(games_: number, candidates: number, counts: number): number {
  return games_ * counts * (candidates + 1 + 2);
}

/** An auto-balance's ask checked against its game: null when fine, else why not, in words. */
export function balanceAskProblem(def: { name: string; minPlayers: number; maxPlayers: number }, ask: { candidates: number; aims?: Partial<BalanceAims> }): LabNo | null {
  if (!(Number.isInteger(ask.candidates) && ask.candidates >= 1 && ask.candidates <= MAX_CANDIDATES)) return labNo('host.lab.candidates', { max: MAX_CANDIDATES });
  const a = ask.aims ?? {};
  if (a.seatWithin !== undefined && !(Number.isFinite(a.seatWithin) && a.seatWithin >= 0 && a.seatWithin <= 0.5)) return labNo('host.lab.seatAim');
  if (a.players !== undefined) {
    if (a.players.length < 1 || a.players.length > 4 || new Set(a.players).size !== a.players.length) return labNo('host.lab.playerCounts');
    for (const p of a.players) if (!Number.isInteger(p) || p < def.minPlayers || p > def.maxPlayers) return labNo('host.refuse.players', { game: def.name, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers, length: p });
  }
  if (a.targetTurns !== undefined && a.targetTurns !== null && !(Number.isFinite(a.targetTurns) && a.targetTurns > 0 && a.targetTurns <= 10_000)) return labNo('host.lab.targetTurns');
  return null;
}

function allowed(field: string, fields: readonly string[] | undefined): boolean {
  return !fields || fields.some((p) => field === p || field.startsWith(`${p}.`) || field.startsWith(`${p}[`));
}

const pt = (x: number): string => `${Math.round(100 * x)}`;
/** A figure rounded to tenths as the English always wrote it (toFixed), for a `::.0` argument. */
const tenths = (x: number): number => Number(x.toFixed(1));

/** An objective's figure said by key: its English and its wording. */
function objWords(key: string, params: Record<string, WordValue>): { words: string; wording: Wording } {
  const s = say(key, params);
  return { words: s.text, wording: s.wording };
}

/** A board's objectives from its tallies (one per player count), each a shortfall with its interval. */
export function objectivesOf(tallies: readonly Tally[], aims: BalanceAims): BalanceObjective[] {
  const out: BalanceObjective[] = [];
  // The values by balance-race.ts's formula (the race's score), the intervals and words here.
  const values = shortfalls(tallies, aims);
  // Seats: the worst seat at any count, beyond ±seatWithin of fair.
  let lo = 0;
  let hi = 0;
  const parts: Wording[] = [];
  for (const t of tallies) {
    const fair = 1 / t.players;
    const rates = seatRates(t);
    t.seatWins.forEach((w) => {
      const ci = wilson(w, t.decided);
      const beyond = (d: number): number => Math.max(0, d - aims.seatWithin);
      lo = Math.max(lo, beyond(Math.max(0, ci.lo - fair, fair - ci.hi)));
      hi = Math.max(hi, beyond(Math.max(Math.abs(ci.lo - fair), Math.abs(ci.hi - fair))));
    });
    parts.push({ key: 'labr.bal.seatsAt', params: { rates: rates.map(pt).join('/'), players: t.players, fair: pt(fair) } });
  }
  out.push({ key: 'seats', value: values[0]!, lo, hi, ...objWords('labr.bal.seats', { parts: list(parts, 'comma') }) });
  if (aims.decisive) {
    const games = tallies.reduce((x, t) => x + t.games, 0);
    const sole = tallies.reduce((x, t) => x + t.sole, 0);
    const ci = wilson(games - sole, games);
    out.push({ key: 'undecided', value: values[out.length]!, lo: ci.lo, hi: ci.hi, ...objWords('labr.bal.undecided', { rate: pt(games ? (games - sole) / games : 0) }) });
  }
  if (aims.targetTurns !== null && aims.targetTurns > 0) {
    const target = aims.targetTurns;
    const n = tallies.reduce((x, t) => x + t.games, 0);
    const mean = n ? tallies.reduce((x, t) => x + t.turns, 0) / n : 0;
    const sd = n > 1 ? Math.sqrt(Math.max(0, (tallies.reduce((x, t) => x + t.turns2, 0) - n * mean * mean) / (n - 1))) : 0;
    const half = n ? (Z95 * sd) / Math.sqrt(n) : Infinity;
    const off = (m: number): number => Math.abs(m - target) / target;
    const inside = mean - half <= target && target <= mean + half;
    out.push({ key: 'length', value: values[out.length]!, lo: inside ? 0 : Math.min(off(mean - half), off(mean + half)), hi: Math.max(off(mean - half), off(mean + half)), ...objWords('labr.bal.length', { mean: tenths(mean), target }) });
  }
  return out;
}

/** The sum of the shortfalls in points: how boards on the front are ordered. */
const scoreOf = (objs: readonly BalanceObjective[]): number => objs.reduce((x, o) => x + 100 * o.value, 0);

/** Whether `a` beats `b` on every aim, using the values given (`at` picks a bound or the value). */
function dominates(a: readonly BalanceObjective[], b: readonly BalanceObjective[], at: (o: BalanceObjective, mine: boolean) => number): boolean {
  let strict = false;
  for (let k = 0; k < a.length; k++) {
    const x = at(a[k]!, true);
    const y = at(b[k]!, false);
    if (x > y) return false;
    if (x < y) strict = true;
  }
  return strict;
}

/** Indices of the boards no other board beats on every aim (point values), best score first. */
export function paretoFront(cands: readonly Pick<BalanceCandidate, 'objectives' | 'score' | 'dropped'>[]): number[] {
  const live = cands.map((c, i) => ({ c, i })).filter(({ c }) => !c.dropped);
  return live
    .filter(({ c }) => !live.some(({ c: o }) => o !== c && dominates(o.objectives, c.objectives, (x) => x.value)))
    .sort((x, y) => x.c.score - y.c.score || x.i - y.i)
    .map(({ i }) => i);
}

const show = (x: unknown): string => (Array.isArray(x) ? x.join('/') : String(x));
const keyOf = (edits: readonly FindingSuggestion[]): string => edits.map((e) => `${e.field}=${JSON.stringify(e.to)}`).sort().join(';');

interface Board {
  edits: FindingSuggestion[];
  board: unknown;
}

type Elements = ReturnType<typeof runContext>;

/**
 * The board one step from `from`: an element's suggested edit (one step stronger or weaker), on
 * an allowed field, as a diff from the board as it was (an edit of a field already edited
 * replaces it). Null when the game has no such edit or the board it makes fails its checks.
 */
function stepOf(ctx: Elements, from: Board, original: unknown, game: string, el: Elements['elements'][number], direction: 'weaken' | 'strengthen', fields: readonly string[] | undefined): Board | null {
  const s = ctx.probe.ledger.suggest?.(from.board, { kind: el.kind, id: el.id }, direction);
  if (!s || !allowed(s.field, fields)) return null;
  const applied = applySuggestion(from.board, s);
  if (!applied.ok) return null;
  const check = checkBoard(games.get(game)!, applied.board);
  if (!check.ok) return null;
  const was = valueAt(original, s.field);
  if (JSON.stringify(was) === JSON.stringify(s.to)) return null;
  const said = say('labr.bal.edit', { name: el.nameWords ?? el.name, from: show(was), to: show(s.to) });
  const edit: FindingSuggestion = { field: s.field, from: structuredClone(was), to: structuredClone(s.to), words: said.text, wording: said.wording };
  return { edits: [...from.edits.filter((e) => e.field !== s.field), edit], board: check.board };
}

/** A random step from `from` (a few tries: many elements have no edit on an allowed field). */
function randomStep(ctx: Elements, from: Board, original: unknown, game: string, fields: readonly string[] | undefined, random: () => number): Board | null {
  for (let i = 0; i < 40; i++) {
    const el = ctx.elements[Math.floor(random() * ctx.elements.length)];
    if (!el) return null;
    const b = stepOf(ctx, from, original, game, el, random() < 0.5 ? 'weaken' : 'strengthen', fields);
    if (b) return b;
  }
  return null;
}

/** Two boards' edits joined (the first's where both edit a field), or null when they can't be. */
function joined(a: Board, b: Board, original: unknown, settings: LabSettings): Board | null {
  const def = games.get(settings.game)!;
  const edits = [...a.edits, ...b.edits.filter((e) => !a.edits.some((x) => x.field === e.field))];
  let board = original;
  for (const e of edits) {
    const applied = applySuggestion(board, e);
    if (!applied.ok) return null;
    board = applied.board;
  }
  const check = checkBoard(def, board);
  return check.ok ? { edits, board: check.board } : null;
}

/**
 * The search, on one pool of worker threads for all of it (lab-pool.ts): the board as it was,
 * every stage of every board and the verifying A/B play on the same warm threads, instead of each
 * starting a pool of its own (about 2.5 s of CPU each, some 51 times for 12 boards). A cancel
 * ends the search, and the pool is closed, every thread exited, before this returns.
 */
export async function autoBalance(side: LabSide, opts: AutoBalanceOptions): Promise<AutoBalanceResult> {
  return withLabPool(opts, (o) => search(side, o));
}

async function search(side: LabSide, opts: AutoBalanceOptions): Promise<AutoBalanceResult> {
  const { candidates: asked, fields, aims: askedAims, onProgress, first: firstAsked, ...run } = opts;
  const count = Math.max(0, Math.min(MAX_CANDIDATES, Math.floor(asked)));
  const aims: BalanceAims = { ...DEFAULT_AIMS, players: [side.settings.players], ...askedAims };
  if (aims.players.length === 0) aims.players = [side.settings.players];
  const n = side.settings.games;
  const counts = aims.players;
  const most = balanceGames(n, count, counts.length);
  let done = 0;
  let saved = 0;
  // The total shrinks as the race drops boards: the progress says "at most" this many games.
  const tick = (base: number) => (onProgress ? { onProgress: (d: number) => onProgress(base + d, most - saved) } : {});
  const at = (players: number): LabSettings => ({ ...side.settings, players });
  const basis = runBasis(games.get(side.settings.game), side.settings);
  let cancelled = false;

  // The board as it was: a full report at each count (its findings seed the first moves), its
  // games' outcomes kept: every board tried is raced against the leader on the same games.
  const baseOutcomes: GameOutcome[][] = [];
  let baseReport: LabReport | null = null;
  for (const p of counts) {
    const settings = at(p);
    const spec = specOf(settings, side.board);
    const res = await runGames(spec, n, { ...run, ...tick(done) });
    done += res.records.length;
    if (res.cancelled || res.records.length < n) {
      cancelled = true;
      break;
    }
    baseReport ??= reportOf({ settings, board: side.board }, spec, res.records, res);
    baseOutcomes.push(res.records.map(outcomeOf));
  }
  type Tried = BalanceCandidate & { board: unknown; outcomes: GameOutcome[][] };
  const tried: Tried[] = [];
  const seen = new Set<string>();
  if (!cancelled) {
    const objectives = objectivesOf(talliesOf(baseOutcomes, counts), aims);
    tried.push({ edits: [], board: side.board, outcomes: baseOutcomes, games: n, dropped: false, objectives, score: scoreOf(objectives), seats: seatRates(talliesOf(baseOutcomes, counts)[0]!) });
    seen.add('');
  }
  // Seeded: the same settings search the same boards.
  const rng = Rng.fromSeed(side.settings.seed ^ 0x5eed);
  const random = (): number => rng.next();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  // The elements and their game's edits (the same on every board: edits change numbers, not ids).
  const ctx = runContext(specOf(side.settings, side.board));
  const original: Board = { edits: [], board: side.board };
  // The first moves: the boards the designer asked to try, then the edits of the board's own findings, largest first.
  const firstMoves = [
    ...(firstAsked ?? []).flatMap((edits) => {
      const b = joined({ edits: edits.map((e) => ({ ...e, from: structuredClone(valueAt(side.board, e.field)) })), board: side.board }, original, side.board, side.settings);
      return b && b.edits.every((e) => allowed(e.field, fields)) ? [b] : [];
    }),
    ...(baseReport?.findings ?? []).flatMap((f) => {
      const el = ctx.elements.find((e) => e.kind === f.kind && e.id === f.element);
      const b = el ? stepOf(ctx, original, side.board, side.settings.game, el, f.direction, fields) : null;
      return b ? [b] : [];
    }),
  ];

  const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
  const unit = counts.reduce((l, p) => (l * p) / gcd(l, p), 1);
  const finished = (b: Board, outcomes: GameOutcome[][], played: number, drop?: BalanceDrop): Tried => {
    const tallies = talliesOf(outcomes, counts);
    const objectives = objectivesOf(tallies, aims);
    return { ...b, outcomes, games: played, dropped: drop !== undefined, ...(drop ? { drop } : {}), objectives, score: scoreOf(objectives), seats: seatRates(tallies[0]!) };
  };
  const play = async (b: Board): Promise<Tried | null> => {
    const outcomes: GameOutcome[][] = counts.map(() => []);
    let played = 0;
    for (const share of STAGES) {
      // Stages end on a whole round of seats at every count, so each board plays every seed with
      // the same bots in the same seats as the board as it was (game g: seed + g, bots rotated by g).
      const upTo = Math.min(n, Math.max(unit, Math.round((share * n) / unit) * unit));
      if (upTo <= played) continue;
      for (let c = 0; c < counts.length; c++) {
        const spec = { ...specOf(at(counts[c]!), b.board), seed: side.settings.seed + played };
        const res = await runGames(spec, upTo - played, { ...run, ...tick(done) });
        done += res.records.length;
        outcomes[c]!.push(...res.records.map(outcomeOf));
        if (res.cancelled) return null;
      }
      played = upTo;
      if (played >= n) break;
      // The race: stop when clearly further from the aims than the board leading on these games.
      const rivals = tried.map((t, i) => ({ t, i })).filter(({ t }) => !t.dropped && t.games >= played);
      const lead = rivals.reduce((best, r) => (leadScore(r.t, played) < leadScore(best.t, played) ? r : best), rivals[0]!);
      const gap = raceGap(outcomes, lead.t.outcomes, counts, played, aims, side.settings.seed + 7919 * tried.length + played);
      if (gap.worse) {
        saved += (n - played) * counts.length;
        const against: Wording = lead.i === 0 ? { key: 'labr.bal.asItWas' } : { key: 'labr.bal.board', params: { n: lead.i } };
        const said = say('labr.bal.dropped', { games: played, value: tenths(gap.value), against, lo: tenths(gap.lo), hi: tenths(gap.hi) });
        return finished(b, outcomes, played, { after: played, against: lead.i, value: gap.value, lo: gap.lo, hi: gap.hi, words: said.text, wording: said.wording });
      }
    }
    return finished(b, outcomes, n);
  };
  const leadScore = (t: Tried, games_: number): number => pointScore(talliesOf(t.outcomes, counts, games_), aims);

  let stalls = 0;
  while (!cancelled && tried.length - 1 < count && stalls < 50) {
    const front = paretoFront(tried).map((i) => tried[i]!);
    let next: Board | null = null;
    if (firstMoves.length) next = firstMoves.shift()!;
    else if (front.length > 1 && random() < 0.3) next = joined(pick(front), pick(front), side.board, side.settings);
    else next = randomStep(ctx, pick(front), side.board, side.settings.game, fields, random);
    if (!next || seen.has(keyOf(next.edits))) {
      stalls++;
      continue;
    }
    seen.add(keyOf(next.edits));
    stalls = 0;
    const c = await play(next);
    if (!c) {
      cancelled = true;
      break;
    }
    tried.push(c);
  }

  const front = paretoFront(tried);
  // A seats aim the board misses beyond chance that no allowed number moves (the game's own study,
  // its probe's seatEdge): said plainly, and no board is chosen for a gain on it, only on the other aims.
  const edge = ctx.probe.seatEdge;
  const base = tried[0];
  const stuck = !!edge && !!base && base.objectives[0]!.lo > 0 && !edge.fields.some((f) => allowed(f, fields));
  const chosenScore = (c: Tried): number => (stuck ? c.score - 100 * c.objectives[0]!.value : c.score);
  const chosenAt = front.find((i) => i !== 0 && chosenScore(tried[i]!) < chosenScore(tried[0]!)) ?? null;
  const chosen = chosenAt === null ? null : tried[chosenAt]!;
  let verification: AutoBalanceResult['verification'] = null;
  if (!cancelled && chosen) {
    const before: Tally[] = [];
    const after: Tally[] = [];
    // The games alone on each board (no report is shown of them, so none is built): the tallies are the same.
    for (const p of counts) {
      const settings = { ...at(p), seed: side.settings.seed + n };
      const tallies: Tally[] = [];
      for (const board of [side.board, chosen.board]) {
        const res = await runGames(specOf(settings, board), n, { ...run, ...tick(done) });
        done += res.records.length;
        if (res.cancelled) break;
        tallies.push(talliesOf([res.records.map(outcomeOf)], [p])[0]!);
      }
      if (tallies.length < 2) {
        cancelled = true;
        break;
      }
      before.push(tallies[0]!);
      after.push(tallies[1]!);
    }
    if (!cancelled) {
      const vb = runBasis(games.get(side.settings.game), { ...side.settings, seed: side.settings.seed + n });
      const ob = objectivesOf(before, aims);
      const oa = objectivesOf(after, aims);
      // Nearer the aims, better on some aim beyond both intervals and worse on none beyond them.
      const nearer = scoreOf(oa) < scoreOf(ob);
      const clear = oa.some((o, k) => o.hi < ob[k]!.lo);
      const worse = oa.some((o, k) => o.lo > ob[k]!.hi);
      const holds = nearer && clear && !worse;
      const short: Wording = { key: 'labr.bal.short', params: { after: tenths(scoreOf(oa)), before: tenths(scoreOf(ob)) } };
      const outcome: Wording = { key: holds ? 'labr.bal.holds' : worse ? 'labr.bal.worse' : nearer ? 'labr.bal.nearer' : 'labr.bal.notNearer', params: { short } };
      const said = say('labr.bal.verify', { basis: vb.wording ?? vb.words, before: objectivesWording(ob), after: objectivesWording(oa), outcome });
      verification = { basis: vb, before: ob, after: oa, holds, words: said.text, wording: said.wording };
    }
  }
  const played = done;
  const stopped: AutoBalanceResult['stopped'] = cancelled ? 'cancelled' : tried.length <= 1 ? 'no-candidate' : 'done';
  const aimWords: Wording = {
    key: 'labr.bal.aims',
    params: { within: pt(aims.seatWithin), counts: list(counts, 'comma'), decisive: aims.decisive ? 'yes' : 'no', length: aims.targetTurns ? 'yes' : 'no', target: aims.targetTurns ?? 0 },
  };
  const searchWords: Wording =
    stopped === 'cancelled'
      ? { key: 'labr.bal.cancelled', params: { n: tried.length - 1 } }
      : stopped === 'no-candidate'
        ? { key: 'labr.bal.noCandidate' }
        : { key: 'labr.bal.tried', params: { n: tried.length - 1, dropped: tried.filter((t) => t.dropped).length, saved, front: front.length } };
  const chosenWords: WordValue = chosen
    ? { key: 'labr.bal.best', params: { edits: editsWording(chosen.edits), score: tenths(chosen.score), was: tenths(tried[0]!.score) } }
    : stopped === 'done'
      ? { key: 'labr.bal.noBetter' }
      : '';
  const said = say('labr.bal.words', {
    aims: aimWords,
    basis: basis.wording ?? basis.words,
    search: searchWords,
    chosen: chosenWords,
    verify: verification ? { key: 'labr.bal.then', params: { words: verification.wording ?? verification.words } } : '',
    edge: stuck ? { key: 'labr.bal.seatEdge', params: { why: edge!.wording ?? edge!.words } } : '',
  });
  return {
    aims,
    basis,
    candidates: tried.map(({ board: _b, outcomes: _o, ...c }) => c),
    front,
    chosen: chosenAt,
    edits: chosen?.edits ?? [],
    board: chosen?.board ?? side.board,
    stopped,
    played,
    saved,
    verification,
    words: said.text,
    wording: said.wording,
  };
}

/** A board's objectives, one after another ("…; …"): each by its wording, else its English. */
function objectivesWording(objs: readonly BalanceObjective[]): WordValue {
  return list(objs.map((o) => o.wording ?? o.words), 'semicolon');
}

/** A board's edits with their fields ("…: 3 → 4 (routes[2].costs); …"). */
function editsWording(edits: readonly FindingSuggestion[]): WordValue {
  return list(edits.map((e) => editWording(e)), 'semicolon');
}

/** What the race keeps of a game record. */
const outcomeOf = (r: GameRecord): GameOutcome => ({ winners: r.winners, turns: r.turns });

function seatRates(t: Tally): number[] {
  return t.seatWins.map((w) => (t.decided ? w / t.decided : 0));
}

/** The best few boards on the front, in words: their shortfall, figures and edits. */
export const FRONT_SHOWN = 5;

export function frontLines(r: Pick<AutoBalanceResult, 'front' | 'candidates' | 'chosen'>, locale: Locale = 'en'): string[] {
  return r.front.slice(0, FRONT_SHOWN).map((i, place) => {
    const c = r.candidates[i]!;
    const diff: WordValue = c.edits.length ? editsWording(c.edits) : { key: 'labr.bal.asItWas' };
    const line: Wording = { key: 'labr.bal.front', params: { place: place + 1, score: tenths(c.score), chosen: i === r.chosen ? 'yes' : 'no', objectives: objectivesWording(c.objectives), diff } };
    return labWord(locale, line, '');
  });
}

/**
 * Every board the race ran, in the order tried (board 0 is the board as it was): its diff, and
 * the games it played, or why it stopped early.
 */
export function raceLines(r: Pick<AutoBalanceResult, 'candidates'>, locale: Locale = 'en'): string[] {
  return r.candidates.map((c, i) => {
    const diff: WordValue = c.edits.length ? editsWording(c.edits) : { key: 'labr.bal.asItWas' };
    const how: WordValue = c.drop ? (c.drop.wording ?? c.drop.words) : { key: 'labr.bal.full', params: { games: c.games } };
    return labWord(locale, { key: 'labr.bal.raced', params: { place: i, diff, how } }, '');
  });
}
