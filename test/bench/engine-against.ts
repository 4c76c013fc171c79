/**
 * Same-run A/B of the engine: `ENGINE_AGAINST=<git ref> npm run bench -- engine`.
 *
 * The ref's `games/` is taken out of git (`git archive`) into a fresh directory under the
 * system's temporary directory, and both it and the working tree's `games/` are bundled the same
 * way (esbuild, one ES module each), then imported into this one process. Random games (or, with
 * `ENGINE_AB_BOT=default`, the default bot's) are played in pairs of short batches on the same
 * seeds — working tree, ref; ref, working tree; … — and each pair gives a ratio: a machine that
 * gets busier or quieter slows both halves of a pair alike, and the median ratio (with its middle
 * half) says what the load's swings hide in the two sides' own ranges. Each batch spends
 * `ENGINE_AB_MS` CPU milliseconds (default 250); `ENGINE_AB_ROUNDS` pairs (default 15);
 * `ENGINE_AB_GAMES` (comma-separated ids) narrows the games.
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

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What the bench needs of one bundled `games/`. */
interface Side {
  label: string;
  games: Map<string, Def>;
  Rng: { fromSeed(seed: number): RngLike };
}
interface RngLike {
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
}
/** The parts of a game definition this bench calls (typed loosely: two versions of the contract meet here). */
interface Def {
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

const git = (args: string[]): Buffer => execFileSync('git', args, { cwd: root, maxBuffer: 1 << 30 });

/** Bundles `games/` found under `from` into `dir`/`name`.mjs and imports it. */
async function bundle(from: string, dir: string, name: string, label: string): Promise<Side> {
  const entry = join(dir, `${name}-entry.ts`);
  const games = pathToFileURL(join(from, 'games/index.ts')).pathname;
  const rng = pathToFileURL(join(from, 'games/core/rng.ts')).pathname;
  writeFileSync(entry, `export { games } from ${JSON.stringify(games)};\nexport { Rng } from ${JSON.stringify(rng)};\n`);
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
    logLevel: 'warning',
  });
  const mod = (await import(pathToFileURL(outfile).href)) as Omit<Side, 'label'>;
  return { label, games: mod.games, Rng: mod.Rng };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

/** Seeded games on one side until `budget` CPU ms are spent; games per CPU second. */
function batch(side: Side, def: Def, board: unknown, seats: number, useBot: boolean, budget: number, seed0: number): number {
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const options = def.optionsSchema.parse({});
  const bot = useBot ? def.bots.find((b) => b.id === def.defaultBot) ?? def.bots[0]! : null;
  const sim = def.sim;
  let games = 0;
  let seed = seed0;
  const cpu0 = process.cpuUsage();
  while (cpuMs(cpu0) < budget || games === 0) {
    let state = def.setup({ board, players, options, seed });
    if (sim) state = sim.fork(state);
    const rng = side.Rng.fromSeed(seed ^ 0x5bd1e995);
    seed++;
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
    games++;
  }
  return games / (cpuMs(cpu0) / 1000);
}

function bundledBoardRaw(id: string): unknown {
  const dir = join(root, 'boards', id);
  const file = readdirSync(dir).filter((f) => f.endsWith('.board.json')).sort()[0];
  if (!file) throw new Error(`No bundled board for ${id}`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8'));
}

const range = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(0)}–${s[s.length - 1]!.toFixed(0)}`;
};
/** The value a fraction `q` of the way through the sorted list (nearest rank). */
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
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
    const budget = Number(process.env.ENGINE_AB_MS ?? 250);
    const rounds = Math.max(1, Number(process.env.ENGINE_AB_ROUNDS ?? 15));
    const useBot = process.env.ENGINE_AB_BOT === 'default';
    const only = process.env.ENGINE_AB_GAMES?.split(',').map((s) => s.trim());
    bench.report('A/B', `working tree against ${there.label}, ${useBot ? "the default bot's" : 'random'} games, ${rounds} pairs of batches of ${budget} CPU ms each`);
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
        // Warm-up, so neither side's first batch is the JIT compiler's.
        batch(here, def, boardHere, seats, useBot, Math.min(budget, 300), 1e6);
        batch(there, old, boardThere, seats, useBot, Math.min(budget, 300), 1e6);
        const a: number[] = [];
        const b: number[] = [];
        const ratios: number[] = [];
        for (let r = 0; r < rounds; r++) {
          // Each pair plays the same seeds back to back, ABBA order (neither side always first), so
          // the load of the moment weighs on both: the pair's ratio cancels most of it, and the
          // median of the ratios steps over the pairs a burst of load split.
          const seed = 1 + r * 1000;
          let x: number;
          let y: number;
          if (r % 2 === 0) {
            x = batch(here, def, boardHere, seats, useBot, budget, seed);
            y = batch(there, old, boardThere, seats, useBot, budget, seed);
          } else {
            y = batch(there, old, boardThere, seats, useBot, budget, seed);
            x = batch(here, def, boardHere, seats, useBot, budget, seed);
          }
          a.push(x);
          b.push(y);
          ratios.push(x / y);
        }
        bench.report(
          `${id} ${seats} seats: games/CPU s, tree | ${ref}`,
          `${range(a)} | ${range(b)}  (medians ${median(a).toFixed(0)} | ${median(b).toFixed(0)})`,
        );
        bench.report(
          `${id} ${seats} seats: tree ÷ ${ref}, per pair`,
          `median ×${median(ratios).toFixed(2)}, middle half ×${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}, all ×${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
        );
      }
    }
    bench.report('load average at the end (1, 5, 15 min)', loadavg().map((l) => l.toFixed(2)).join(', '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
