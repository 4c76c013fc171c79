/**
 * Importance by restricted play (Jaffe et al., "Evaluating Competitive Game Balance with
 * Restricted Play", AIIDE 2012): the board is played twice on the same seeds, once as it is and
 * once with one seat per game (seat g % players in game g, so every seat takes its turn) forbidden
 * from an element or a whole kind (restrict-bot.ts). The difference in that seat's win rate says
 * how much the element matters: nobody misses dead weight, and a seat that cannot take a dominant
 * element loses.
 */
import type { RestrictedPlay } from '../../formats/lab-report.js';
import { runBasis } from './basis.js';
import { MIN_EFFECT } from './findings.js';
import { runContext } from './games.js';
import type { LabSide } from './lab.js';
import { specOf } from './lab.js';
import { HOLD_FIELDS, type GameRecord } from './play.js';
import { withLabPool } from './lab-pool.js';
import { runGames, type RunOptions } from './runner.js';
import { Z95, wilson } from './stats.js';
import { say, wordedError } from './words.js';
import { list, type WordValue } from '../../games/core/wording.js';

const pc = (x: number): number => Math.round(100 * x);
const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;

/** The marked seat's win share in each game, and in how many games it took the element. */
function tally(records: readonly GameRecord[], players: number, elements: ReadonlySet<number>): { wins: number; games: number; took: number } {
  let wins = 0;
  let took = 0;
  for (const r of records) {
    const s = r.index % players;
    if (r.winners.includes(s)) wins += 1 / r.winners.length;
    for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
      if (r.holds[k + 1] === s && elements.has(r.holds[k]!) && !Number.isNaN(r.holds[k + 2]!)) {
        took++;
        break;
      }
    }
  }
  return { wins, games: records.length, took };
}

/**
 * The marked seat's win share, restricted minus unrestricted, paired game by game (the same seed
 * on both sides, so most of the chance cancels): the mean difference with a normal 95 % interval.
 */
export function pairedDifference(base: readonly GameRecord[], restricted: readonly GameRecord[], players: number): { d: number; lo: number; hi: number; changed: number } {
  const share = (r: GameRecord): number => {
    const s = r.index % players;
    return r.winners.includes(s) ? 1 / r.winners.length : 0;
  };
  const n = Math.min(base.length, restricted.length);
  const diffs = Array.from({ length: n }, (_, g) => share(restricted[g]!) - share(base[g]!));
  const mean = n ? diffs.reduce((t, x) => t + x, 0) / n : 0;
  const v = n > 1 ? diffs.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1) : 0;
  // Never narrower than ±3/n: with no result changed in n games, the chance that a game's result
  // changes may still be up to 3/n (the rule of three), and a change moves the share by up to 1.
  const half = Math.max(Z95 * Math.sqrt(v / Math.max(1, n)), Math.min(1, 3 / Math.max(1, n)));
  return { d: mean, lo: Math.max(-1, mean - half), hi: Math.min(1, mean + half), changed: diffs.filter((x) => x !== 0).length };
}

export interface RestrictAsk {
  kind: string;
  /** Absent: every element of the kind. */
  id?: string;
}

/**
 * Plays `side` as it is and with the restriction, `side.settings.games` games each on the same
 * seeds. Null when cancelled before both runs ended.
 */
/** What each verdict adds, by key (written out whole: the catalogue test finds them). */
const TAIL: Record<RestrictedPlay['verdict'], string> = {
  fatal: 'labr.restrict.fatal',
  matters: 'labr.restrict.matters',
  trap: 'labr.restrict.trap',
  'dead-weight': 'labr.restrict.deadWeight',
  'not-refusable': 'labr.restrict.notRefusable',
  unclear: 'labr.restrict.unclear',
};

export async function restrictedPlay(side: LabSide, ask: RestrictAsk, opts: Omit<RunOptions, 'onProgress'> & { onProgress?(done: number, total: number): void } = {}): Promise<RestrictedPlay | null> {
  const spec = specOf(side.settings, side.board);
  const ctx = runContext(spec);
  const idx = new Set(ctx.elements.flatMap((e, i) => (e.kind === ask.kind && (ask.id === undefined || e.id === ask.id) ? [i] : [])));
  const kind = ctx.kinds.find((k) => k.kind === ask.kind);
  if (idx.size === 0) {
    throw ask.id === undefined || !kind
      ? wordedError('labr.restrict.noKind', { kind: ask.kind, kinds: list(ctx.kinds.map((k) => k.kind), 'comma'), labels: list(ctx.kinds.map((k) => k.labelWords ?? k.label), 'comma') })
      : wordedError('labr.restrict.noElement', { kind: ask.kind, id: ask.id, label: kind.labelWords ?? kind.label });
  }
  // English lower-cases the label ("every routes"); French and German word the kind's own label.
  const nameSaid = ask.id === undefined ? say('labr.restrict.every', { lower: kind?.label.toLowerCase() ?? ask.kind, kind: kind?.labelWords ?? kind?.label ?? ask.kind }) : null;
  const el = ctx.elements[[...idx][0]!]!;
  const name = nameSaid ? nameSaid.text : el.name;
  const nameWords: WordValue = nameSaid ? nameSaid.wording : (el.nameWords ?? name);
  const n = side.settings.games;
  const { onProgress, ...rest } = opts;
  // Both runs on one pool of threads: the restricted games start on warm threads.
  const runs = await withLabPool(rest, async (o) => {
    const base = await runGames(spec, n, { ...o, ...(onProgress ? { onProgress: (d: number) => onProgress(d, 2 * n) } : {}) });
    if (base.cancelled) return null;
    const restricted = await runGames({ ...spec, restrict: { kind: ask.kind, ...(ask.id !== undefined ? { id: ask.id } : {}) } }, n, { ...o, ...(onProgress ? { onProgress: (d: number) => onProgress(n + d, 2 * n) } : {}) });
    return restricted.cancelled ? null : { base, restricted };
  });
  if (!runs) return null;
  const { base, restricted } = runs;
  const P = side.settings.players;
  const a = tally(base.records, P, idx);
  const b = tally(restricted.records, P, idx);
  const rate = (t: { wins: number; games: number }) => ({ wins: t.wins, games: t.games, rate: t.games ? t.wins / t.games : 0, ...wilson(t.wins, t.games) });
  const ua = rate(a);
  const ub = rate(b);
  const e = pairedDifference(base.records, restricted.records, P);
  const fair = 1 / P;
  // A seat that still takes it about as often did not refuse it: it is dealt or awarded (a Blue
  // Skies region bonus comes with the gates), not taken by a move of the seat's own.
  const refused = !(b.took > 0 && 2 * b.took >= a.took);
  const verdict: RestrictedPlay['verdict'] = !refused
    ? 'not-refusable'
    : ub.hi < fair / 2 ? 'fatal' : e.hi < 0 ? 'matters' : e.lo > 0 ? 'trap' : e.lo > -MIN_EFFECT && e.hi < MIN_EFFECT ? 'dead-weight' : 'unclear';
  const basis = runBasis(ctx.def, side.settings);
  const said = say('labr.restrict.play', {
    name: nameWords,
    ub: pc(ub.rate),
    ubLo: pc(ub.lo),
    ubHi: pc(ub.hi),
    ua: pc(ua.rate),
    uaLo: pc(ua.lo),
    uaHi: pc(ua.hi),
    d: pts(e.d),
    lo: pts(e.lo),
    hi: pts(e.hi),
    changed: e.changed,
    n,
    tookA: a.took,
    tookB: b.took,
    tail: { key: TAIL[verdict], params: { hi: pc(ub.hi), fair: pc(fair), within: Math.round(100 * MIN_EFFECT) } },
    basis: basis.wording ?? basis.words,
  });
  return {
    element: { kind: ask.kind, ...(ask.id !== undefined ? { id: ask.id } : {}), name, ...(typeof nameWords === 'object' ? { nameWords } : {}) },
    basis,
    unrestricted: ua,
    restricted: ub,
    effect: { value: e.d, lo: e.lo, hi: e.hi },
    changed: e.changed,
    tookUnrestricted: a.took,
    tookRestricted: b.took,
    verdict,
    words: said.text,
    wording: said.wording,
  };
}
