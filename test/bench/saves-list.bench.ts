/**
 * The saves list over 500 Airlines saves (120-move games): the first list of files copied in
 * (each read and replayed once), the same list again, after a restart (a new store on the same
 * folder: the index file answers), and 500 saves the host wrote itself (known to replay, listed
 * from the index at once). Wall and CPU time, and saves listed per CPU second.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { games } from '../../games/index.js';
import { createSaveStore, migrateSave } from '../../main/saves/index.js';
import { reasonText } from '../../main/saves/reasons.js';
import type { Bench } from './harness.js';
import { airlinesSaves } from './host-startup.bench.js';

export const title = 'saves: listing 500 saves (Airlines, 120-move games)';

const SAVES = 500;

async function timedList(dataDir: string): Promise<{ wall: number; cpu: number; n: number }> {
  const store = createSaveStore({ dataDir, registry: games });
  const c = process.cpuUsage();
  const t = performance.now();
  const n = (await store.list()).length;
  const u = process.cpuUsage(c);
  return { wall: performance.now() - t, cpu: (u.user + u.system) / 1000, n };
}

export default async function (bench: Bench): Promise<void> {
  const { unfinished } = await airlinesSaves();
  const mig = migrateSave(JSON.parse(unfinished), 'aaaa0000');
  if (!mig.ok) throw new Error(reasonText(mig.reason));
  const rows: Record<string, { wall: number; cpu: number; n: number }[]> = {};
  const add = (label: string, r: { wall: number; cpu: number; n: number }): void => void (rows[label] ??= []).push(r);
  for (let run = 0; run < 3; run++) {
    const copied = mkdtempSync(join(tmpdir(), 'bw-bench-list-'));
    mkdirSync(join(copied, 'saves'));
    for (let i = 0; i < SAVES; i++) writeFileSync(join(copied, 'saves', `save-${String(i).padStart(10, '0')}.save.json`), unfinished);
    add('copied in: first list (reads and replays each)', await timedList(copied));
    add('copied in: a new start, listed again (index file)', await timedList(copied));
    rmSync(copied, { recursive: true, force: true });

    const written = mkdtempSync(join(tmpdir(), 'bw-bench-list-'));
    const host = createSaveStore({ dataDir: written, registry: games });
    for (let i = 0; i < SAVES; i++) await host.write(`save-${String(i).padStart(10, '0')}`, mig.save);
    await host.list();
    add('written by the host: a new start, first list', await timedList(written));
    rmSync(written, { recursive: true, force: true });
  }
  const range = (xs: number[], f: (x: number) => string): string => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
  for (const [label, rs] of Object.entries(rows)) {
    bench.report(
      `${label} (${rs[0]!.n})`,
      `wall ${range(rs.map((r) => r.wall), (x) => x.toFixed(0))} ms, CPU ${range(rs.map((r) => r.cpu), (x) => x.toFixed(0))} ms, ${range(rs.map((r) => (r.n * 1000) / r.cpu), (x) => x.toFixed(0))} saves per CPU second`,
    );
  }
}
