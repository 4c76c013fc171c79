/**
 * A CPU profile of the lab's games, bundled as the lab ships them:
 * `npx tsx test/bench/lab-profile.ts <game> <games per seat count> <seats,...> [out dir]`
 * (`PROFILE_BOTS=id,...`: those bots instead of the lab's default mix).
 *
 * The working tree's `runContext` and `playRange` are bundled with esbuild (as lab-against.ts
 * does), then a child `node --cpu-prof` plays the lab's games with the default bots on the
 * bundled board, one thread, after a warm-up of other game numbers; the profile is summed by
 * function (self time) and by the callers named in `INCLUSIVE` (time with what they call), and
 * the split printed. The .cpuprofile file stays in the out directory for a closer look.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleModule, exportFrom } from './engine-against.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions whose time with their callees is printed (first match on the stack counts once). */
const INCLUSIVE = (process.env['PROFILE_INCLUSIVE'] ?? 'choose,step,legalMoves,playRunGame,standingNow,licenceMoves,chooseTycoon,licenceValue,builderAim,traderAim,playGain,scoringEvents,said,article,play,simStep,offered,(garbage collector)').split(',');

function summarise(p: Profile): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    // Samples counted, not their time deltas: on a busy machine a delta holds the time the
    // process waited for a core, charged to whatever ran before the wait.
    const dt = 1;
    total += dt;
    const node = byId.get(p.samples[i]!)!;
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      // esbuild numbers a name it bundles twice (legalMoves2): the name without that number.
      const name = byId.get(id)!.callFrame.functionName.replace(/\d+$/, '');
      if (INCLUSIVE.includes(name) && !seen.has(name)) {
        seen.add(name);
        incl.set(name, (incl.get(name) ?? 0) + dt);
      }
    }
  }
  const pc = (x: number): string => `${((100 * x) / total).toFixed(1)} %`;
  console.log(`${total} samples`);
  console.log('--- with callees');
  for (const name of INCLUSIVE) console.log(`${pc(incl.get(name) ?? 0).padStart(8)}  ${name}`);
  console.log('--- self, top 40');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${pc(v).padStart(8)}  ${k}`);
}

const [game = 'airlines-europe', perSeats = '130', seatList = '2,3,5', outArg] = process.argv.slice(2);
// A profile already written: only its summary.
if (game.endsWith('.cpuprofile')) {
  summarise(JSON.parse(readFileSync(game, 'utf8')) as Profile);
  process.exit(0);
}
const out = outArg ?? mkdtempSync(join(tmpdir(), 'boardwright-lab-profile-'));
mkdirSync(out, { recursive: true });
await bundleModule(out, 'lab', [
  exportFrom(root, 'games', 'games/index.ts'),
  exportFrom(root, 'runContext, playRange', 'main/lab/games.ts'),
  exportFrom(root, 'defaultBots', 'main/lab/lab.ts'),
]);
const dir = join(root, 'boards', game);
const boardFile = readdirSync(dir).filter((f) => f.endsWith('.board.json')).sort()[0]!;
writeFileSync(join(out, 'board.json'), readFileSync(join(dir, boardFile)));
// The child: warm-up games (numbers far from the profiled ones), then the profiled ones, per seat count.
writeFileSync(
  join(out, 'child.mjs'),
  `import { readFileSync } from 'node:fs';
import { games, runContext, playRange, defaultBots } from './lab.mjs';
const def = games.get(${JSON.stringify(game)});
const raw = JSON.parse(readFileSync(new URL('./board.json', import.meta.url), 'utf8'));
const t0 = process.cpuUsage();
let played = 0;
for (const seats of ${JSON.stringify(seatList.split(',').map(Number))}) {
  const spec = { game: def.id, board: def.boardSchema.parse(raw), options: def.optionsSchema.parse({}), players: seats, seed: 1, bots: ${JSON.stringify(process.env['PROFILE_BOTS']?.split(',') ?? null)} ?? defaultBots(def), maxMoves: 5000 };
  const ctx = runContext(spec);
  playRange(ctx, 100000, 100030);
  playRange(ctx, 0, ${Number(perSeats)});
  played += ${Number(perSeats)} + 30;
}
const u = process.cpuUsage(t0);
console.log(played + ' games, ' + ((u.user + u.system) / 1e6).toFixed(2) + ' s CPU, ' + (played * 1e6 / (u.user + u.system)).toFixed(1) + ' games per CPU s (warm-up included)');
`,
);
console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '200', '--cpu-prof-dir', out, join(out, 'child.mjs')], { stdio: 'inherit' });
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
const prof = readdirSync(out).filter((f) => f.endsWith('.cpuprofile')).sort().pop()!;
console.log(`profile: ${join(out, prof)}`);
summarise(JSON.parse(readFileSync(join(out, prof), 'utf8')) as Profile);
