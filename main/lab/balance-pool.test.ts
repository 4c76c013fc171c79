/**
 * An auto-balance plays all its games on one pool of worker threads (lab-pool.ts): the board as
 * it was, every stage of every board and the verifying A/B start no thread after the first two,
 * give the same boards, figures and verdict as the same search in this thread, and a Cancel
 * returns with every thread exited. Before, each stage of each board started a pool of its own
 * (two threads each time, about 2.5 s of CPU per pool).
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { poolThreads as threads } from '../../test/lab/pool-threads.js';
import { autoBalance, type AutoBalanceOptions } from './auto-balance.js';
import { defaultBots } from './lab.js';

/** The bundled North America (the cheap-route flaw's file), 8 games a board at 4 players. */
const na = PLANTED.find((f) => f.name.startsWith('a cheap route'))!;
const def = games.get(na.game)!;
const N = 8;
const settings = { game: def.id, gameName: def.name, board: { name: 'North America', hash: 'x', source: 'x' }, players: 4, games: N, seed: 11, bots: defaultBots(def), options: def.optionsSchema.parse({}) as Record<string, unknown>, maxMoves: 5000 };
const board = plantedBoard({ game: na.game, file: na.file }) as { routes: { costs: number[] }[] };
// Two boards besides the board as it was: one route a step dearer, then one step of the search.
const dearer = [{ field: 'routes[0].costs', to: board.routes[0]!.costs.map((c) => Math.min(14, c + 1)), words: '' }];
const ask: AutoBalanceOptions = { candidates: 2, fields: ['routes'], first: [dearer] };

describe('auto-balance on one pool', () => {
  it('two threads for the whole search and its verifying A/B, with the same result as in this thread; every thread exited when it returns', async () => {
    const t = threads();
    const pooled = await autoBalance({ settings, board }, { ...ask, workers: 2, onWorker: t.onWorker });
    const inline = await autoBalance({ settings, board }, { ...ask, workers: 0 });
    expect(pooled.stopped).toBe('done');
    // Each board's stages and the A/B are several runs (runGames calls): one pool played them all.
    expect(t.seen.size).toBe(2);
    expect(t.exited.size).toBe(2);
    for (const w of t.seen) expect(w.threadId).toBe(-1);
    expect(pooled.candidates).toHaveLength(3);
    // The same seeds give the same games on any threads: the same boards, figures and verdict.
    expect(pooled).toEqual(inline);
  });

  it('Cancel during the search: it stops and says so, and every thread of its pool has exited when it returns', async () => {
    const t = threads();
    const stop = new AbortController();
    const r = await autoBalance({ settings, board }, { ...ask, workers: 2, onWorker: t.onWorker, signal: stop.signal, onProgress: (done) => done >= N + 4 && stop.abort() });
    expect(r.stopped).toBe('cancelled');
    expect(r.verification).toBeNull();
    expect(t.seen.size).toBe(2);
    expect(t.exited.size).toBe(2);
    for (const w of t.seen) expect(w.threadId).toBe(-1);
  });
});
