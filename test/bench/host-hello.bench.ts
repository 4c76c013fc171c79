/**
 * A guest sending `hello` 40 times a second while two 1,500-route boards sit in the data folder,
 * and another connection pinging every 20 ms: its round trips (goal: p99 under 50 ms). The host
 * runs in a child process (host-child.ts), so its CPU time is its own. The first `hello` checks
 * both boards (once per file version, main/library/cache.ts); the flood after it checks nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { bigAirlinesBoards } from '../games/airlines/big-boards.js';
import { fmtMs, type Bench } from './harness.js';
import { startChild } from './host.bench.js';

export const title = 'host: hello flood with two 1,500-route boards (host in a child process)';

const SECONDS = 10;

function connect(url: string): Promise<{ ws: WebSocket; on: (f: (m: { type: string; t?: number }) => void) => void }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + 'ws');
    const handlers: ((m: { type: string; t?: number }) => void)[] = [];
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { type: string; t?: number };
      for (const h of handlers) h(m);
    });
    ws.once('open', () => resolve({ ws, on: (f) => handlers.push(f) }));
    ws.once('error', reject);
  });
}

/** Pings every 20 ms until `done()`; the round trips. */
async function pingWhile(c: Awaited<ReturnType<typeof connect>>, done: () => boolean): Promise<number[]> {
  const rtts: number[] = [];
  const waiting = new Map<number, number>();
  c.on((m) => {
    if (m.type === 'pong' && m.t !== undefined && waiting.has(m.t)) {
      rtts.push(performance.now() - waiting.get(m.t)!);
      waiting.delete(m.t);
    }
  });
  for (let t = 0; !done() || waiting.size > 0; t++) {
    if (!done()) {
      waiting.set(t, performance.now());
      c.ws.send(JSON.stringify({ type: 'ping', t }));
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return rtts;
}

const pct = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

export default async function run(bench: Bench): Promise<void> {
  const data = mkdtempSync(join(tmpdir(), 'bw-bench-hello-'));
  mkdirSync(join(data, 'boards', 'airlines'), { recursive: true });
  bigAirlinesBoards(2).forEach((text, i) => writeFileSync(join(data, 'boards', 'airlines', `big-${i}.board.json`), text));
  const child = await startChild(['host', data, '0']);
  try {
    const guest = await connect(child.url);
    const other = await connect(child.url);
    let welcomes = 0;
    guest.on((m) => {
      if (m.type === 'welcome') welcomes++;
    });
    const hello = JSON.stringify({ type: 'hello', protocol: 2 });

    // The first hello: both boards are read and checked (the bundled ones too).
    const t0 = performance.now();
    guest.ws.send(hello);
    const cold = await pingWhile(other, () => welcomes >= 1);
    bench.report('first hello (checks every board once)', fmtMs(performance.now() - t0));
    bench.report('  other connection ping meanwhile: p50 / p99 / max', `${fmtMs(pct(cold, 0.5))} / ${fmtMs(pct(cold, 0.99))} / ${fmtMs(Math.max(...cold))}`);

    // The flood: 40 hellos a second.
    const u0 = await child.usage();
    let sent = 0;
    const flood = setInterval(() => {
      guest.ws.send(hello);
      sent++;
    }, 25);
    const end = performance.now() + SECONDS * 1000;
    const warm = await pingWhile(other, () => {
      if (performance.now() < end) return false;
      clearInterval(flood);
      return welcomes >= sent + 1;
    });
    const u1 = await child.usage();
    const cpuMs = (u1.cpuMicros - u0.cpuMicros) / 1000;
    bench.report(`${sent} hellos in ${SECONDS} s: other connection ping p50`, fmtMs(pct(warm, 0.5)));
    bench.report('  ping p99 (goal under 50 ms) / max', `${fmtMs(pct(warm, 0.99))} / ${fmtMs(Math.max(...warm))}`);
    bench.report('  host CPU per hello', fmtMs(cpuMs / sent));
    bench.report('  hellos per host CPU second', `${(sent / (cpuMs / 1000)).toFixed(0)}`);
    bench.report('  host event-loop delay p99 / max', `${fmtMs(u1.loopDelayP99)} / ${fmtMs(u1.loopDelayMax)}`);
    guest.ws.close();
    other.ws.close();
  } finally {
    await child.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
