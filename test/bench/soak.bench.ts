/**
 * A long session: 1,000 all-bot games in sequence on one host (in a child process, so its
 * memory is its own), each watched to its end by one client that then leaves, as a player
 * going back to the lobby would. A finished table nobody watches is kept as its save, not in
 * memory (main/host/parked.ts), so the host's memory should come back to where it started
 * (goal: the end within 10 % of the start). Prints the resident memory (RSS) and the live heap
 * at the start, after the first 20 games, at the peak and at the end, and the tables in memory.
 *
 * The host sweeps every BENCH_HEARTBEAT_MS (1 s here; the default is 30 s, which holds a
 * finished table up to 30 s longer; 2e9 (24 days): never, which keeps every finished table in memory as
 * before tables were kept as their saves: the baseline). BENCH_SOAK_GAMES, BENCH_SOAK_GAME and BENCH_SOAK_BOARD
 * BENCH_SOAK_BOT change the count, the game, the board and the bots (default: Blue Skies on
 * its bundled board, two of its default bots: among the four games, the most games per host CPU
 * second through the host).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HostMessage } from '../../formats/protocol.js';
import { isView, TestClient, type TableViewEvent } from '../integration/client.js';
import type { Bench } from './harness.js';
import { startChild, type Usage } from './host.bench.js';

export const title = 'host: memory over a long session (1,000 games in sequence, host in a child process)';

const GAMES = Number(process.env['BENCH_SOAK_GAMES'] ?? 1000);
const GAME = process.env['BENCH_SOAK_GAME'] ?? 'blue-skies';
const BOARD = process.env['BENCH_SOAK_BOARD'] ?? 'bundled:blue-skies/usa';
/** The bots' id (default: the game's own default bot). */
const BOT = process.env['BENCH_SOAK_BOT'];

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const memory = (u: Usage): string => `RSS ${mb(u.rss)}, heap ${mb(u.heapUsed)}, ${u.tables} table(s) in memory`;

export default async function run(bench: Bench): Promise<void> {
  const data = mkdtempSync(join(tmpdir(), 'bw-bench-soak-'));
  process.env['BENCH_HEARTBEAT_MS'] ??= '1000';
  const child = await startChild(['host', data, '0']);
  try {
    const c = await TestClient.connect(child.url, { keep: 20 });
    const start = await child.usage();
    bench.report('start (host ready)', memory(start));
    let peak = start;
    let warm = start;
    const t0 = performance.now();
    const cpu0 = start.cpuMicros;
    for (let i = 0; i < GAMES; i++) {
      const created = await c.request<Extract<HostMessage, { type: 'tableCreated' }>>(
        { type: 'createTable', game: GAME, board: { library: BOARD }, seats: [0, 1].map(() => ({ kind: 'bot', ...(BOT ? { bot: BOT } : {}) })), seed: i + 1 },
        (m) => m.type === 'tableCreated' || m.type === 'error',
        30_000,
      );
      if (created.type !== 'tableCreated') throw new Error(`game ${i + 1} could not be opened: ${JSON.stringify(created)}`);
      const id = created.table.id;
      const from = c.count;
      c.send({ type: 'watch', table: id });
      await c.next<TableViewEvent>((m) => isView(id, null)(m) && (m as TableViewEvent).data.outcome !== null, 120_000, from);
      await c.request({ type: 'leave', table: id }, (m) => m.type === 'ok', 30_000);
      if ((i + 1) % 25 === 0 || i === 19) {
        const u = await child.usage();
        if (u.rss > peak.rss) peak = u;
        if (i === 19) warm = u;
      }
    }
    const played = performance.now() - t0;
    // Two sweeps: the last finished tables are parked. (BENCH_HEARTBEAT_MS=2e9: no sweep, the baseline.)
    await new Promise((r) => setTimeout(r, Math.min(10_000, 3 * Number(process.env['BENCH_HEARTBEAT_MS']))));
    const end = await child.usage();
    if (end.rss > peak.rss) peak = end;
    bench.report('after 20 games (warm)', memory(warm));
    bench.report('peak (sampled every 25 games)', memory(peak));
    bench.report(`end (${GAMES} ${GAME} games, 2 ${BOT ?? 'default'} bots)`, memory(end));
    bench.report('end / start RSS (goal: within 10 %)', `${((end.rss / start.rss - 1) * 100).toFixed(1)} %`);
    bench.report('end / warm RSS', `${((end.rss / warm.rss - 1) * 100).toFixed(1)} %`);
    bench.report('games per second (wall) / per host CPU second', `${(GAMES / (played / 1000)).toFixed(1)} / ${(GAMES / ((end.cpuMicros - cpu0) / 1e6)).toFixed(1)}`);
    c.ws.close();
  } finally {
    await child.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
