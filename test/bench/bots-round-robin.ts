/**
 * The bots bench's round robin, without the games: who sits where in game k of the schedule, on
 * which deal, and the standings from the games' results. Pure, so a run can be cut into parts
 * (game k is the same whichever process plays it) and the parts' logs added up afterwards.
 *
 * The schedule repeats round after round, each round on fresh deals. Within a round every bot sits
 * every seat equally often:
 * - at 2 seats a round is every pair, each pair playing one deal twice, once from each seat
 *   (n·(n−1) games for n bots), so neither the deal nor the seat favours either bot;
 * - at s ≥ 3 seats a round is n games, game k seating bot (k + i·step) mod n in seat i; `step`
 *   runs through the numbers prime to n round by round, so the neighbours (who plays before whom)
 *   change from round to round. Needs n ≥ s, so no bot sits twice at a table.
 */

/** The first deal (seed) of the round robin's schedule. */
export const RR_FIRST_DEAL = 5000;

export interface RrGame {
  /** Index of the game in the schedule (0-based, across rounds). */
  index: number;
  round: number;
  /** The seed the game is set up with. */
  deal: number;
  /** The roster index of the bot in each seat. */
  seats: number[];
}

/** Games in one round of `bots` bots at `seats` seats. */
export function roundLength(bots: number, seats: number): number {
  return seats === 2 ? bots * (bots - 1) : bots;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Game `index` of the schedule of `bots` bots at `seats` seats. */
export function rrGame(bots: number, seats: number, index: number): RrGame {
  if (!Number.isSafeInteger(bots) || !Number.isSafeInteger(seats) || seats < 2 || bots < seats || bots < 2) throw new Error(`a round robin needs at least as many bots as seats (${bots} bots, ${seats} seats)`);
  if (!Number.isSafeInteger(index) || index < 0) throw new Error(`bad game index ${index}`);
  const len = roundLength(bots, seats);
  const round = Math.floor(index / len);
  const k = index % len;
  if (seats === 2) {
    // Pair p of the round (i < j in order), its first game with i in seat 1, its second with j.
    let p = Math.floor(k / 2);
    let i = 0;
    while (p >= bots - 1 - i) p -= bots - 1 - i++;
    const j = i + 1 + p;
    return { index, round, deal: RR_FIRST_DEAL + Math.floor(index / 2), seats: k % 2 === 0 ? [i, j] : [j, i] };
  }
  const steps = Array.from({ length: bots - 1 }, (_, s) => s + 1).filter((s) => gcd(s, bots) === 1);
  const step = steps[round % steps.length]!;
  return { index, round, deal: RR_FIRST_DEAL + index, seats: Array.from({ length: seats }, (_, i) => (k + i * step) % bots) };
}

/** A bot's standing: games, wins (a shared win counts as a fraction) and the sum of its margins. */
export interface Tally {
  games: number;
  wins: number;
  margin: number;
}

export const newTally = (): Tally => ({ games: 0, wins: 0, margin: 0 });

/**
 * Counts one game for the bot in `seat`: its share of the win (1/k when k seats share it) and its
 * margin over the best other seat's score.
 */
export function countSeat(t: Tally, scores: readonly number[], winners: readonly number[], seat: number): void {
  const mine = scores[seat] ?? 0;
  const best = Math.max(...scores.filter((_, i) => i !== seat));
  t.games++;
  t.wins += winners.includes(seat) ? 1 / winners.length : 0;
  t.margin += mine - best;
}

/** One played game of the round robin, as a progress line logs it. */
export interface RrRecord {
  game: string;
  /** The bots' ids in roster order: with `index`, they fix who sat where. */
  roster: string[];
  index: number;
  /** Score and winning seats, seat by seat. */
  scores: number[];
  winners: number[];
}

/** The standings of `records` (one game, one seat count, one roster): a tally per roster bot. */
export function rrTally(records: readonly RrRecord[], seats: number): Tally[] {
  const n = records[0]?.roster.length ?? 0;
  const tallies = Array.from({ length: n }, newTally);
  for (const r of records) {
    const g = rrGame(n, seats, r.index);
    g.seats.forEach((bot, seat) => countSeat(tallies[bot]!, r.scores, r.winners, seat));
  }
  return tallies;
}

/** Whole rounds among the played indices, and the games left over (whose seats are not balanced). */
export function rrCoverage(indices: readonly number[], bots: number, seats: number): { rounds: number; extra: number } {
  const len = roundLength(bots, seats);
  const byRound = new Map<number, Set<number>>();
  for (const i of indices) {
    const r = Math.floor(i / len);
    if (!byRound.has(r)) byRound.set(r, new Set());
    byRound.get(r)!.add(i);
  }
  let rounds = 0;
  for (const set of byRound.values()) if (set.size === len) rounds++;
  return { rounds, extra: new Set(indices).size - rounds * len };
}

const PREFIX = 'rr-game ';

/** The log line of one game (a progress line on stderr; `parseRrLog` reads it back). */
export const rrLogLine = (r: RrRecord): string => `${PREFIX}${JSON.stringify(r)}`;

const isInt = (v: unknown, max: number): v is number => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max;

/**
 * The games logged in `text` (a run's stderr): lines that are not a game's log line, or that do
 * not hold together, are skipped; a game logged twice (the same game, roster, seats and index,
 * say from two overlapping runs) counts once.
 */
export function parseRrLog(text: string): RrRecord[] {
  const out: RrRecord[] = [];
  const seen = new Set<string>();
  for (const raw of text.split('\n')) {
    const at = raw.indexOf(PREFIX);
    if (at < 0 || raw.length > 10_000) continue;
    let v: unknown;
    try {
      v = JSON.parse(raw.slice(at + PREFIX.length));
    } catch {
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    const { game, roster, index, scores, winners } = o;
    if (typeof game !== 'string' || game.length > 64) continue;
    if (!Array.isArray(roster) || roster.length < 2 || roster.length > 32 || !roster.every((b) => typeof b === 'string' && b.length <= 64)) continue;
    if (!isInt(index, 1_000_000)) continue;
    if (!Array.isArray(scores) || scores.length < 2 || scores.length > roster.length || !scores.every((s) => typeof s === 'number' && Number.isFinite(s))) continue;
    if (!Array.isArray(winners) || winners.length > scores.length || !winners.every((w) => isInt(w, scores.length - 1))) continue;
    const key = JSON.stringify([game, roster, scores.length, index]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ game, roster: roster as string[], index, scores: scores as number[], winners: winners as number[] });
  }
  return out;
}
