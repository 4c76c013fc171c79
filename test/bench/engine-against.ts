/**
 * Same-run A/B of the engine: `ENGINE_AGAINST=<git ref> npm run bench -- engine`.
 *
 * The ref's `games/` is taken out of git (`git archive`) into a fresh directory under the
 * system's temporary directory, and both it and the working tree's `games/` are bundled the same
 * way (esbuild, one ES module each), then imported into this one process. Random games (or, with
 * `ENGINE_AB_BOT=default`, the default bot's) are played in batches of seeds, each batch by both
 * sides back to back (which goes first alternates), each side's CPU time read once per batch and
 * summed on its side. A machine that
 * gets busier or quieter slows both games of a seed alike: each chunk's ratio of the two sums
 * cancels most of the load's swings, and the median over the chunks (with its middle half) says
 * what separate batches' ranges hide (two copies of the same code read ×0.94–1.05 per chunk at a
 * load of 30). About `ENGINE_AB_MS` CPU milliseconds per seat count (default 6000, both sides),
 * in `ENGINE_AB_CHUNKS` chunks (default 15); `ENGINE_AB_GAMES` (comma-separated ids) narrows the
 * games.
 *
 * Only what every version of `games/` exports is used (the registry and the seeded Rng); the
 * simulation path is called through each definition's own `sim`, as core/sim.ts does, so a ref
 * from before that path existed still runs (on `apply`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Bench } from './harness.js';
import { BATCH_MS, nextBatch } from './engine-clock.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What the bench needs of one bundled `games/`. */
export interface Side {
  label: string;
  games: Map<string, Def>;
  Rng: { fromSeed(seed: number): RngLike };
}
export interface RngLike {
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
}
/** The parts of a game definition this bench calls (typed loosely: two versions of the contract meet here). */
export interface Def {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  defaultBot?: string;
  bots: { id: string; choose(ctx: { state: unknown; player: string; legal: unknown[]; rng: RngLike }): unknown }[];
  boardSchema: { parse(raw: unknown): unknown };
  optionsSchema: { parse(raw: unknown): unknown };
  migrateBoard?(raw: unknown): unknown;
  playerCounts?(board: unknown): { min: number; max: number } | undefined;
  setup(args: { board: unknown; players: { id: string; name: string }[]; options: unknown; seed: number }): unknown;
  outcome(state: unknown): unknown;
  activePlayers(state: unknown): string[];
  legalMoves(state: unknown, player: string): unknown[];
  apply(state: unknown, player: string, move: unknown): { ok: boolean; state?: unknown; error?: { code: string; message: string } };
  sim?: {
    fork(state: unknown): unknown;
    step(state: unknown, player: string, move: unknown): unknown;
    randomMove?(state: unknown, player: string, rng: RngLike): unknown;
  };
}

export const git = (args: string[]): Buffer => execFileSync('git', args, { cwd: root, maxBuffer: 1 << 30 });

/**
 * Bundles a module of `lines` (exports from files under a tree) into `dir`/`name`.mjs and imports
 * it. `require` is given to the bundle for packages that load others at run time.
 */
export async function bundleModule(dir: string, name: string, lines: string[]): Promise<unknown> {
  const entry = join(dir, `${name}-entry.ts`);
  writeFileSync(entry, lines.join('\n') + '\n');
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    // The ref's files live outside the checkout: its packages come from the checkout's.
    nodePaths: [join(root, 'node_modules')],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** `export { names } from <file under from>;` */
export const exportFrom = (from: string, names: string, file: string): string => `export { ${names} } from ${JSON.stringify(pathToFileURL(join(from, file)).pathname)};`;

/** Bundles `games/` found under `from` into `dir`/`name`.mjs and imports it. */
export async function bundle(from: string, dir: string, name: string, label: string): Promise<Side> {
  const mod = (await bundleModule(dir, name, [exportFrom(from, 'games', 'games/index.ts'), exportFrom(from, 'Rng', 'games/core/rng.ts')])) as Omit<Side, 'label'>;
  return { label, games: mod.games, Rng: mod.Rng };
}

/** One side's seeded game, ready to play: `play(seed)` plays it from setup to the end. */
function player(side: Side, def: Def, board: unknown, seats: number, useBot: boolean): (seed: number) => void {
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const options = def.optionsSchema.parse({});
  const bot = useBot ? def.bots.find((b) => b.id === def.defaultBot) ?? def.bots[0]! : null;
  const sim = def.sim;
  return (seed) => {
    let state = def.setup({ board, players, options, seed });
    if (sim) state = sim.fork(state);
    const rng = side.Rng.fromSeed(seed ^ 0x5bd1e995);
    for (let n = 0; n < 100_000 && def.outcome(state) === null; n++) {
      const player = def.activePlayers(state)[0]!;
      let move: unknown;
      if (bot) move = bot.choose({ state, player, legal: def.legalMoves(state, player), rng });
      else if (sim?.randomMove) move = sim.randomMove(state, player, rng);
      else move = rng.pick(def.legalMoves(state, player));
      if (sim) state = sim.step(state, player, move);
      else {
        const res = def.apply(state, player, move);
        if (!res.ok) throw new Error(`${side.label}: ${def.id} refused a move: ${res.error?.code}`);
        state = res.state;
      }
    }
  };
}

export const cpuUs = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/**
 * Plays games `[from, to)` on each side in turn (`a`, `b`), in batches, for about `budget` CPU ms
 * in `chunks` chunks. Each batch of games is played by both sides back to back (which goes first
 * alternates), the clock read once per side per batch (engine-clock.ts: a reading per game
 * weighed on the figure), each batch sized to about BATCH_MS / 2 per side: the load of those
 * milliseconds weighs on both, and a chunk's ratio of CPU sums (b's ÷ a's: a's speed over b's)
 * cancels most of it; the median of the chunks' ratios steps over a burst of load.
 */
export function alternate(a: (from: number, to: number) => void, b: (from: number, to: number) => void, chunks: number, budget: number): { ratios: number[]; totalA: number; totalB: number; games: number } {
  const ratios: number[] = [];
  let totalA = 0;
  let totalB = 0;
  let games = 0;
  let batch = 1;
  let turn = 0;
  for (let c = 0; c < chunks; c++) {
    let ta = 0;
    let tb = 0;
    const end = cpuUs() + (budget * 1000) / chunks;
    for (let k = 0; cpuUs() < end || k === 0; k++, turn++) {
      const first = turn % 2 === 0 ? a : b;
      const second = turn % 2 === 0 ? b : a;
      const t0 = cpuUs();
      first(games, games + batch);
      const t1 = cpuUs();
      second(games, games + batch);
      const t2 = cpuUs();
      ta += turn % 2 === 0 ? t1 - t0 : t2 - t1;
      tb += turn % 2 === 0 ? t2 - t1 : t1 - t0;
      games += batch;
      batch = nextBatch(batch, (t2 - t0) / 2000, BATCH_MS / 2);
    }
    ratios.push(tb / ta);
    totalA += ta;
    totalB += tb;
  }
  return { ratios, totalA, totalB, games };
}

/** The chunks' ratios in words: median, middle half, all. */
export function ratioLine(ratios: number[]): string {
  return `median ×${median(ratios).toFixed(3)} over ${ratios.length} chunks, middle half ×${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}, all ×${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}

export function bundledBoardRaw(id: string): unknown {
  const dir = join(root, 'boards', id);
  const file = readdirSync(dir).filter((f) => f.endsWith('.board.json')).sort()[0];
  if (!file) throw new Error(`No bundled board for ${id}`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8'));
}

/** The value a fraction `q` of the way through the sorted list (nearest rank). */
export const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const median = (xs: number[]): number => quantile(xs, 0.5);

export async function engineAgainst(ref: string, bench: Bench): Promise<void> {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]).toString().trim();
  const dir = mkdtempSync(join(tmpdir(), 'boardwright-engine-ab-'));
  try {
    const refDir = join(dir, 'ref');
    mkdirSync(refDir);
    execFileSync('tar', ['-x', '-C', refDir], { input: git(['archive', '--format=tar', sha, 'games']), maxBuffer: 1 << 30 });
    const here = await bundle(root, dir, 'working-tree', 'working tree');
    const there = await bundle(refDir, dir, 'ref', `${ref} (${sha.slice(0, 8)})`);
    const budget = Number(process.env.ENGINE_AB_MS ?? 6000);
    const chunks = Math.max(3, Number(process.env.ENGINE_AB_CHUNKS ?? 15));
    const useBot = process.env.ENGINE_AB_BOT === 'default';
    const only = process.env.ENGINE_AB_GAMES?.split(',').map((s) => s.trim());
    bench.report('A/B', `working tree against ${there.label}, ${useBot ? "the default bot's" : 'random'} games, each seed played by both in turn, about ${budget} CPU ms per seat count in ${chunks} chunks`);
    bench.report('load average at the start (1, 5, 15 min)', loadavg().map((l) => l.toFixed(2)).join(', '));
    for (const [id, def] of here.games) {
      if (only && !only.includes(id)) continue;
      const old = there.games.get(id);
      if (!old) {
        bench.report(`${id}`, `not in ${there.label}: skipped`);
        continue;
      }
      const raw = bundledBoardRaw(id);
      const parse = (d: Def): unknown => d.boardSchema.parse(d.migrateBoard ? d.migrateBoard(raw) : raw);
      const boardHere = parse(def);
      const boardThere = parse(old);
      const counts = def.playerCounts?.(boardHere);
      const min = Math.max(def.minPlayers, counts?.min ?? def.minPlayers);
      const max = Math.min(def.maxPlayers, counts?.max ?? def.maxPlayers);
      for (const seats of [...new Set([min, Math.round((min + max) / 2), max])]) {
        const a = player(here, def, boardHere, seats, useBot);
        const b = player(there, old, boardThere, seats, useBot);
        // Warm-up, so neither side's first games are the JIT compiler's.
        const w0 = cpuUs();
        for (let seed = 1e6; cpuUs() - w0 < Math.min(budget / 4, 1500) * 1000; seed++) {
          a(seed);
          b(seed);
        }
        const { ratios, totalA, totalB, games } = alternate(
          (from, to) => {
            for (let s = from; s < to; s++) a(1 + s);
          },
          (from, to) => {
            for (let s = from; s < to; s++) b(1 + s);
          },
          chunks,
          budget,
        );
        bench.report(
          `${id} ${seats} seats: games/CPU s, tree | ${ref}`,
          `${((games * 1e6) / totalA).toFixed(0)} | ${((games * 1e6) / totalB).toFixed(0)}  (${games} seeds each)`,
        );
        bench.report(`${id} ${seats} seats: tree's speed ÷ ${ref}'s`, ratioLine(ratios));
      }
    }
    bench.report('load average at the end (1, 5, 15 min)', loadavg().map((l) => l.toFixed(2)).join(', '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
