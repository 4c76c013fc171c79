/**
 * Linie 1's route bot, CPU µs per choice at 2, 4 and 5 seats (issue 24's target: ≤ 100), called
 * from the engine bench (`npm run bench -- engine`; skipped when `ENGINE_GAMES`, or in an A/B run
 * `ENGINE_AB_GAMES`, leaves out linie1).
 *
 * The positions: 150 per seat count, every third position of route-bot games from seed 500 on
 * (the engine bench's own bot figure takes the same ones). Each round runs `choose` over all of
 * them, timed by readings of the process's CPU time around chunks of ten; the figure is the median
 * round with the range over the rounds (`ENGINE_L1BOT_ROUNDS`, default 15, after two rounds of
 * warm-up).
 *
 * With `ENGINE_AGAINST=<git ref>` the ref's `games/` is bundled beside the working tree's (as
 * engine-against.ts does) and both bots are timed in the same run, taking turns ten positions at
 * a time (which side goes first alternating), with each round's ratio. Each side plays its own
 * games to collect its positions (the same ones when the choices are the same), and both choose
 * over every position with the same seeded generator: the line says at how many they agree.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '../../games/index.js';
import { Rng } from '../../games/core/rng.js';
import { bundle, bundledBoardRaw, type Def, git, type Side } from './engine-against.js';
import type { Bench } from './harness.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SEATS = [2, 4, 5];
const POSITIONS = 150;

interface Position {
  state: unknown;
  player: string;
  legal: unknown[];
}

/** One side's route bot and the positions its own games pass through. */
interface Timed {
  label: string;
  choose: (p: Position, rng: unknown) => unknown;
  positions: Position[];
  Rng: Side['Rng'];
}

function routeBotOf(def: Def): Def['bots'][number] {
  const bot = def.bots.find((b) => b.id === 'route');
  if (!bot) throw new Error('linie1 has no route bot');
  return bot;
}

/** Every third position of route-bot games from seed 500 on, up to 150, each a simulation fork. */
function positionsOf(side: Side, seats: number): Timed {
  const def = side.games.get('linie1')!;
  const raw = bundledBoardRaw('linie1');
  const board = def.boardSchema.parse(def.migrateBoard ? def.migrateBoard(raw) : raw);
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const options = def.optionsSchema.parse({});
  const bot = routeBotOf(def);
  const fork = (s: unknown): unknown => (def.sim ? def.sim.fork(s) : s);
  const positions: Position[] = [];
  for (let seed = 500; positions.length < POSITIONS && seed < 520; seed++) {
    let state = fork(def.setup({ board, players, options, seed }));
    const rng = side.Rng.fromSeed(seed);
    for (let n = 0; n < 100_000 && def.outcome(state) === null && positions.length < POSITIONS; n++) {
      const player = def.activePlayers(state)[0]!;
      const legal = def.legalMoves(state, player);
      if (n % 3 === 0) positions.push({ state: fork(state), player, legal });
      const move = bot.choose({ state, player, legal, rng });
      if (def.sim) state = def.sim.step(state, player, move);
      else {
        const res = def.apply(state, player, move);
        if (!res.ok) throw new Error(`${side.label}: linie1 refused the route bot's move: ${res.error?.code}`);
        state = res.state;
      }
    }
  }
  return { label: side.label, choose: (p, rng) => bot.choose({ ...p, rng: rng as never }), positions, Rng: side.Rng };
}

/** Positions timed in one go: each side's chunk runs right after the other side's, so both meet the same moment's load. */
const CHUNK = 10;

/**
 * One round: CPU µs per choice of each side over all its positions (each position with its own
 * seeded generator), the sides taking turns chunk by chunk, which goes first alternating.
 */
function round(sides: Timed[], r: number): number[] {
  const spent = sides.map(() => 0);
  const rngs = sides.map((t) => t.positions.map((_, i) => t.Rng.fromSeed(r * 1000 + i)));
  const n = sides[0]!.positions.length;
  for (let from = 0, c = 0; from < n; from += CHUNK, c++) {
    for (let k = 0; k < sides.length; k++) {
      const i = (k + c + r) % sides.length;
      const t = sides[i]!;
      const to = Math.min(from + CHUNK, t.positions.length);
      const u0 = process.cpuUsage();
      for (let j = from; j < to; j++) t.choose(t.positions[j]!, rngs[i]![j]);
      const u = process.cpuUsage(u0);
      spent[i] = spent[i]! + u.user + u.system;
    }
  }
  return spent.map((us, i) => us / sides[i]!.positions.length);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const span = (xs: number[], digits: number): string => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

/** How many positions both sides hold alike and choose alike on (the same seeded generator each). */
function sameChoices(a: Timed, b: Timed): number {
  let same = 0;
  const n = Math.min(a.positions.length, b.positions.length);
  for (let i = 0; i < n; i++) {
    const pa = a.positions[i]!;
    const pb = b.positions[i]!;
    if (JSON.stringify(pa.state) !== JSON.stringify(pb.state)) continue;
    if (JSON.stringify(a.choose(pa, a.Rng.fromSeed(i))) === JSON.stringify(b.choose(pb, b.Rng.fromSeed(i)))) same++;
  }
  return same;
}

export async function routeBotLines(bench: Bench, against: string | undefined): Promise<void> {
  // Skipped when the games asked for leave Linie 1 out (ENGINE_GAMES, or ENGINE_AB_GAMES in an A/B run).
  const only = (against ? process.env.ENGINE_AB_GAMES : process.env.ENGINE_GAMES)?.split(',').map((id) => id.trim());
  if (only && !only.includes('linie1')) return;
  const rounds = Math.max(3, Number(process.env.ENGINE_L1BOT_ROUNDS ?? 15));
  const dir = mkdtempSync(join(tmpdir(), 'boardwright-l1bot-'));
  try {
    let here: Side = { label: 'tree', games: games as unknown as Side['games'], Rng };
    let there: Side | null = null;
    if (against) {
      const sha = git(['rev-parse', '--verify', `${against}^{commit}`]).toString().trim();
      const refDir = join(dir, 'ref');
      mkdirSync(refDir);
      execFileSync('tar', ['-x', '-C', refDir], { input: git(['archive', '--format=tar', sha, 'games']), maxBuffer: 1 << 30 });
      // Both sides bundled alike, so neither is timed through a different loader.
      here = await bundle(root, dir, 'working-tree', 'tree');
      there = await bundle(refDir, dir, 'ref', `${against} (${sha.slice(0, 8)})`);
    }
    bench.report('linie1 route bot: load average (1, 5, 15 min)', loadavg().map((l) => l.toFixed(2)).join(', '));
    for (const seats of SEATS) {
      const sides = [positionsOf(here, seats), ...(there ? [positionsOf(there, seats)] : [])];
      for (let w = 0; w < 2; w++) round(sides, 100 + w);
      const us: number[][] = sides.map(() => []);
      for (let r = 0; r < rounds; r++) round(sides, r).forEach((x, i) => us[i]!.push(x));
      const n = sides[0]!.positions.length;
      const label = `linie1 ${seats} seats, route bot: CPU µs per choice`;
      if (sides.length === 1) {
        bench.report(label, `${span(us[0]!, 1)} (median, range over ${rounds} rounds of ${n} positions)`);
        continue;
      }
      const ratios = us[0]!.map((x, r) => us[1]![r]! / x);
      bench.report(label, `tree ${span(us[0]!, 1)} | ${sides[1]!.label} ${span(us[1]!, 1)} (median, range over ${rounds} rounds of ${n} positions)`);
      bench.report(`linie1 ${seats} seats, route bot: tree's speed ÷ ${against}'s`, `×${span(ratios, 2)} per round; same choices at ${sameChoices(sides[0]!, sides[1]!)}/${n} positions`);
    }
    bench.report('linie1 route bot: load average at the end', loadavg().map((l) => l.toFixed(2)).join(', '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
