/**
 * A report with its second-mix recheck (second-mix.ts `runWithSecondMix`, as the lab service runs
 * it) and an edit's A/B with its reference board (edit-ab.ts `proveEdit`) each play all their
 * runs on one pool of worker threads (lab-pool.ts): two threads for the whole, every one exited
 * when it returns, and the same documents and proof as in this thread. Before, the recheck and
 * the reference each started a pool of their own (two more threads, about 2.5 s of CPU each).
 * CPU: 8 Airlines games a run at 4 players, four runs on threads and four here, and two pools'
 * start-up (about 13 s of CPU with vitest's start, at a load of 20).
 */
import { describe, expect, it } from 'vitest';
import type { ElementFinding } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { poolThreads as threads } from '../../test/lab/pool-threads.js';
import { proveEdit } from './edit-ab.js';
import { defaultBots, type LabSide } from './lab.js';
import { runWithSecondMix } from './second-mix.js';

/** The bundled North America (the cheap-route flaw's file), 8 games at 4 players. */
const na = PLANTED.find((f) => f.name.startsWith('a cheap route'))!;
const def = games.get(na.game)!;
const settings = { game: def.id, gameName: def.name, board: { name: 'North America', hash: 'x', source: 'x' }, players: 4, games: 8, seed: 11, bots: defaultBots(def), options: def.optionsSchema.parse({}) as Record<string, unknown>, maxMoves: 5000 };
const board = plantedBoard({ game: na.game, file: na.file }) as { routes: { id: string; costs: number[] }[] };
const side: LabSide = { settings, board };

/** A document without what differs between two runs of the same seeds: its id, its time, its speed. */
const same = (d: unknown): unknown =>
  JSON.parse(JSON.stringify(d, (k, v) => ((k === 'id' && typeof v === 'string' && v.length > 12) || k === 'createdAt' || (k === 'run' && v && typeof v === 'object' && 'cpuMs' in v) ? undefined : v)));

describe('the lab runs that were two pools', () => {
  it('a report and its second-mix recheck: two threads for both runs, the same document as in this thread', async () => {
    const t = threads();
    const pooled = await runWithSecondMix(side, null, { workers: 2, onWorker: t.onWorker, secondMix: true });
    const inline = await runWithSecondMix(side, null, { workers: 0, secondMix: true });
    expect(t.seen.size).toBe(2);
    expect(t.exited.size).toBe(2);
    expect(pooled.played).toBe(8);
    expect(pooled.doc!.secondMix!.basis.seeds).toEqual([19, 26]);
    expect(same(pooled)).toEqual(same(inline));
  });

  it('an edit A/B against a reference board: two threads for the A/B and the reference, the same proof as in this thread', async () => {
    const route = board.routes[0]!;
    const f: Pick<ElementFinding, 'kind' | 'element' | 'name' | 'measure' | 'suggestion'> = {
      kind: 'route',
      element: route.id,
      name: route.id,
      measure: 'win-rate-change',
      suggestion: { field: 'routes[0].costs', from: route.costs, to: route.costs.map((c) => Math.min(14, c + 1)), words: '' },
    };
    const t = threads();
    const pooled = await proveEdit(side, f, { workers: 2, onWorker: t.onWorker, reference: board });
    const inline = await proveEdit(side, f, { workers: 0, reference: board });
    expect(t.seen.size).toBe(2);
    expect(t.exited.size).toBe(2);
    expect(pooled!.proof.measure).toBe('win-rate-change'); // the reference was played
    expect(same(pooled)).toEqual(same(inline));
  });
});
