/**
 * Host start-up with a full saves folder: how long `createHost` takes (reopening tables
 * included) with no saves, with 400 named saves beside one unfinished game, and with 400 named
 * saves, 100 finished and 10 unfinished autosaves. Named saves are not read at start, so the
 * second should cost about what the first does. Airlines games of ~120 moves; wall and CPU time.
 * Also the saves list, whose first call replays every save (to list damaged ones) and later
 * calls answer from a cache per file version.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { games } from '../../games/index.js';
import { createHost } from '../../main/host/index.js';
import { Table } from '../../main/host/table.js';
import { createLibrary } from '../../main/library/index.js';
import { prettyJson } from '../../main/library/json-file.js';
import type { Bench } from './harness.js';

export const title = 'host: start-up with many saves (Airlines, 120-move games)';

export async function airlinesSaves(): Promise<{ unfinished: string; finished: string }> {
  const def = games.get('airlines')!;
  const library = createLibrary({ registry: games, dataDir: mkdtempSync(join(tmpdir(), 'bw-bench-lib-')) });
  const board = (await library.get('bundled:airlines/north-america'))!.board;
  const table = new Table({
    id: 'aaaa0000',
    title: 'Bench',
    def,
    board,
    boardHash: 'bench',
    options: def.optionsSchema.parse({}) as Record<string, unknown>,
    seed: 9,
    seats: [0, 1, 2].map((i) => ({ index: i, playerId: `p${i + 1}`, name: `P${i + 1}`, kind: 'bot' as const, bot: def.bots[0]!.id })),
    ownerHashes: [],
    joined: true,
  });
  let unfinished = '';
  for (let n = 0; n < 2000 && table.outcome() === null; n++) {
    const seat = table.botSeatsToAct()[0];
    if (!seat) break;
    table.playBot(seat, () => {});
    if (table.moves.length === 120) unfinished = prettyJson(table.toSave('Bench'));
  }
  return { unfinished, finished: prettyJson(table.toSave('Bench (finished)')) };
}

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bw-bench-start-'));
  mkdirSync(join(dir, 'saves'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'saves', name), text);
  return dir;
}

const withId = (text: string, id: string): string => text.replace('"id": "aaaa0000"', `"id": "${id}"`);

export default async function (bench: Bench): Promise<void> {
  const { unfinished, finished } = await airlinesSaves();
  const named: Record<string, string> = {};
  for (let i = 0; i < 400; i++) named[`save-${String(i).padStart(10, '0')}.save.json`] = unfinished;
  const cases: [string, Record<string, string>][] = [
    ['no saves', {}],
    ['400 named + 1 unfinished', { ...named, 'aaaa0000.save.json': unfinished }],
    ['400 named + 100 finished + 10 unfinished', {
      ...named,
      ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${String(i).padStart(7, '0')}.save.json`, withId(finished, `f${String(i).padStart(7, '0')}`)])),
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`u${String(i).padStart(7, '0')}.save.json`, withId(unfinished, `u${String(i).padStart(7, '0')}`)])),
    }],
  ];
  bench.report('save file size', `${(unfinished.length / 1024).toFixed(0)} KB unfinished, ${(finished.length / 1024).toFixed(0)} KB finished`);
  for (const [label, files] of cases) {
    const walls: number[] = [];
    const cpus: number[] = [];
    let reopened = 0;
    let listLine: [string, string] | null = null;
    for (let run = 0; run < 3; run++) {
      const dir = folder(files);
      const cpu = process.cpuUsage();
      const t = performance.now();
      const host = await createHost({ port: 0, dataDir: dir, games, mdns: false, botDelayMs: 60_000 });
      walls.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
      reopened = host.hub.tables.size;
      if (run === 0 && Object.keys(files).length > 0) {
        // The saves list replays each save once to find damaged ones (then keeps the answer).
        let t0 = performance.now();
        const n = (await host.saves.list()).length;
        const first = performance.now() - t0;
        t0 = performance.now();
        await host.saves.list();
        const again = performance.now() - t0;
        await host.close();
        // A new start reads the replay answers the first list kept.
        const next = await createHost({ port: 0, dataDir: dir, games, mdns: false, botDelayMs: 60_000 });
        t0 = performance.now();
        await next.saves.list();
        listLine = [`  its saves list (${n}): first, again, after a restart`, `${first.toFixed(0)} ms, ${again.toFixed(0)} ms, ${(performance.now() - t0).toFixed(0)} ms`];
        await next.close();
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const range = (xs: number[]): string => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms`;
    bench.report(`${label} (${reopened} reopened)`, `wall ${range(walls)}, CPU ${range(cpus)}`);
    if (listLine) bench.report(...listLine);
  }
}
