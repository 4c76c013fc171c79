/**
 * `npm run bench -- linie1-plan`: Linie 1's plan search alone (bots.ts' `planRoute`), CPU µs per
 * position for a plan and, where there is one, the detour round its squares (as the route bot and
 * the playstyles ask for them), over the positions of the lab's games: every building decision
 * of the default bots, L1PLAN_SEEDS (default 3) games from seed 7000 at 2, 3 and 5 seats. No kept
 * plan is read (planRoute always searches), so both sides do the same work.
 *
 * With `L1PLAN_AGAINST=<git ref>` the ref's `games/` is bundled beside the working tree's (as
 * engine-l1bot.ts does) and both are timed in the same run, whole sweeps over the positions taking
 * turns (which side goes first alternating by round), L1PLAN_ROUNDS (default 21) rounds after two
 * of warm-up; first it counts the positions where both sides answer exactly the same plan and
 * detour (a faster search must answer what the old one did: the lab's records depend on it).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simFork } from '../../games/core/sim.js';
import { simulate } from '../../games/core/simulate.js';
import type { Bot } from '../../games/core/types.js';
import { classicBoard, players } from '../../games/linie1/fixtures.test-helpers.js';
import { linie1 } from '../../games/linie1/index.js';
import type { Linie1Move, Linie1State } from '../../games/linie1/types.js';
import { defaultBots } from '../../main/lab/lab.js';
import { bundleModule, exportFrom, git } from './engine-against.js';
import type { Bench } from './harness.js';

export const title = 'Linie 1: the plan search alone';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SEEDS = Number(process.env.L1PLAN_SEEDS ?? 3);
const ROUNDS = Math.max(3, Number(process.env.L1PLAN_ROUNDS ?? 21));

/** One side's plan search (bundled, or the tree's own when no ref is asked for). */
interface Planner {
  planRoute: (state: unknown, player: string, avoid?: ReadonlySet<number>) => { sq: number }[] | null;
  forgetNoPlans: () => void;
}

interface Position {
  state: unknown;
  player: string;
}

/** Every building decision of the lab's default bots in a few seeded games (simulation forks). */
function positions(): Position[] {
  const out: Position[] = [];
  const bots = defaultBots(linie1 as never).map((id) => {
    const bot = linie1.bots.find((b) => b.id === id)!;
    const watched: Bot<Linie1State, Linie1Move> = {
      ...bot,
      choose: (ctx) => {
        if (ctx.state.step === 'build') out.push({ state: simFork(linie1, ctx.state), player: ctx.player });
        return bot.choose(ctx);
      },
    };
    return watched;
  });
  for (const seats of [2, 3, 5]) {
    for (let seed = 7000; seed < 7000 + SEEDS; seed++) simulate(linie1, { board: classicBoard(), players: players(seats), seed, bots });
  }
  return out;
}

/** The plan and the detour round its squares at one position. */
function answer(m: Planner, p: Position): [unknown, unknown] {
  const plan = m.planRoute(p.state, p.player);
  const detour = plan && plan.length > 0 ? m.planRoute(p.state, p.player, new Set(plan.map((st) => st.sq))) : null;
  return [plan, detour];
}

/** CPU µs per position of one sweep (the memo of plans known impossible emptied first, so every sweep does the same work). */
function sweep(m: Planner, ps: readonly Position[]): number {
  m.forgetNoPlans();
  const u0 = process.cpuUsage();
  for (const p of ps) answer(m, p);
  const u = process.cpuUsage(u0);
  return (u.user + u.system) / ps.length;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const span = (xs: number[], digits: number): string => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(', ');

export default async function (bench: Bench): Promise<void> {
  const against = process.env.L1PLAN_AGAINST;
  const dir = mkdtempSync(join(tmpdir(), 'boardwright-l1plan-'));
  try {
    const sides: { label: string; m: Planner }[] = [];
    const exports = 'planRoute, forgetNoPlans';
    if (against) {
      const sha = git(['rev-parse', '--verify', `${against}^{commit}`]).toString().trim();
      const refDir = join(dir, 'ref');
      mkdirSync(refDir);
      execFileSync('tar', ['-x', '-C', refDir], { input: git(['archive', '--format=tar', sha, 'games']), maxBuffer: 1 << 30 });
      // Both sides bundled alike, so neither is timed through a different loader.
      sides.push({ label: 'tree', m: (await bundleModule(dir, 'tree', [exportFrom(root, exports, 'games/linie1/bots.ts')])) as Planner });
      sides.push({ label: `${against} (${sha.slice(0, 8)})`, m: (await bundleModule(dir, 'ref', [exportFrom(refDir, exports, 'games/linie1/bots.ts')])) as Planner });
    } else {
      sides.push({ label: 'tree', m: (await import('../../games/linie1/bots.js')) as unknown as Planner });
    }
    const ps = positions();
    bench.report('positions', `${ps.length} building decisions of the default bots (${SEEDS} games each at 2, 3 and 5 seats); load ${load()}`);
    if (sides.length === 2) {
      sides.forEach((s) => s.m.forgetNoPlans());
      let same = 0;
      for (const p of ps) if (JSON.stringify(answer(sides[0]!.m, p)) === JSON.stringify(answer(sides[1]!.m, p))) same++;
      bench.report('same plan and detour', `${same}/${ps.length} positions`);
    }
    for (let w = 0; w < 2; w++) for (const s of sides) sweep(s.m, ps);
    const us: number[][] = sides.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? sides.map((_, i) => i) : sides.map((_, i) => sides.length - 1 - i);
      for (const i of order) us[i]!.push(sweep(sides[i]!.m, ps));
    }
    sides.forEach((s, i) => bench.report(`${s.label}: CPU µs per position (plan and detour)`, `${span(us[i]!, 1)} (median, range over ${ROUNDS} rounds)`));
    if (sides.length === 2) {
      const ratios = us[0]!.map((x, r) => us[1]![r]! / x);
      bench.report(`tree's speed ÷ ${sides[1]!.label}'s`, `×${span(ratios, 2)} per round`);
    }
    bench.report('load at the end', load());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
