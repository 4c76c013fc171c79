/**
 * `BOTS_GAME=<id> [BOTS_SEATS=n] npx tsx test/bench/bots-cpu.ts [first seed] [games] [every]`:
 * a level's CPU per decision on the states of the heuristic's own games (default: the game's
 * largest table, seeds from 900, one game, every decision with a choice; `every` k times only
 * every k-th), with the median, p90 and max, and the slowest decisions named by their legal
 * moves' count and the kind of the move chosen, so an over-budget decision can be found.
 * BOTS_BOT=<id> times another level (default expert). The first decision is played once untimed
 * before it is timed (BOTS_WARM=0: not), so the figures are a warm worker's, not the compiler's.
 */
import { games } from '../../games/index.js';
import { Rng } from '../../games/core/rng.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition } from '../../games/core/types.js';
import { boardOf } from './bots.bench.js';

const gameId = process.env.BOTS_GAME ?? 'airlines';
const def = games.get(gameId) as GameDefinition | undefined;
if (!def) throw new Error(`no game ${gameId}`);
const board = boardOf(def);
const seats = Number(process.env.BOTS_SEATS ?? def.maxPlayers);
const first = Number(process.argv[2] ?? 900);
const nGames = Number(process.argv[3] ?? 1);
const every = Math.max(1, Number(process.argv[4] ?? 1));
const bot = def.bots.find((b) => b.id === (process.env.BOTS_BOT ?? 'expert')) as Bot<unknown, unknown>;
const heuristic = def.bots.find((b) => b.id === def.defaultBot) as Bot<unknown, unknown>;

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** A move's kind: its `type` (or `kind`) field when it has one. */
const kind = (m: unknown): string => (m && typeof m === 'object' ? String((m as { type?: unknown; kind?: unknown }).type ?? (m as { kind?: unknown }).kind ?? '?') : typeof m);

const rows: { ms: number; legal: number; kind: string; seed: number; i: number }[] = [];
for (let g = 0; g < nGames; g++) {
  const seed = first + g;
  let state = def.setup({ board, players: seatPlayers(seats), options: def.optionsSchema.parse({}), seed });
  const rng = Rng.fromSeed(seed);
  let k = 0;
  for (let i = 0; def.outcome(state) === null && i < 3000; i++) {
    const player = def.activePlayers(state)[0]!;
    const legal = def.legalMoves(state, player);
    if (legal.length > 1 && k++ % every === 0) {
      if (rows.length === 0 && process.env.BOTS_WARM !== '0') bot.choose({ state, player, legal, rng: Rng.fromSeed(i) });
      const t = cpuMs();
      const m = bot.choose({ state, player, legal, rng: Rng.fromSeed(i) });
      rows.push({ ms: cpuMs() - t, legal: legal.length, kind: kind(m), seed, i });
    }
    const res = def.apply(state, player, heuristic.choose({ state, player, legal, rng }));
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
  }
}
const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`${gameId} ${bot.id} at ${seats} seats, seeds ${first}–${first + nGames - 1}: ${rows.length} decisions, CPU median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}; over 1 s: ${rows.filter((r) => r.ms > 1000).length}`);
for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 12)) console.log(`  ${r.ms.toFixed(0)} ms: seed ${r.seed} decision ${r.i}, ${r.legal} legal, chose ${r.kind}`);
