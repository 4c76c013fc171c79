/**
 * The process the host benchmark measures, so its CPU time and memory are its own:
 * - `host <dataDir> <botDelayMs>`: the real host (createHost), printing "ready <url>";
 * - `bare <framesFile>`: a bare `ws` server that sends recorded frames and nothing else, the
 *   floor a host cannot beat: on `{"hello": i}` it sends client i the frames it got before the
 *   first move; on `{"move": k}` it sends every client its frames of move k, in the order the
 *   host sent them.
 * Either answers the IPC message "usage" with its CPU time (µs) and resident memory (bytes),
 * and the host with the time spent inside its handler of each move frame since the last ask.
 * Both also give when (monotonic clock, µs, the same in every process of the machine) each
 * handler of a move began and ended, so the bench can tell where a round trip goes.
 * BENCH_FREE_VIEWS=1: the host's Airlines shows a stub as its views (what the rest of the host
 * costs when building views costs nothing; an experiment, never the figures quoted as the host's).
 * Usage: node --import tsx host-child.ts host|bare …
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GameDefinition } from '../../games/core/types.js';
import { games } from '../../games/index.js';
import { Hub } from '../../main/host/hub.js';
import { createHost } from '../../main/host/index.js';

/** Wall time inside the host's handler of each move frame: parse, check, apply, views, serialise, send. */
const work: number[] = [];
/** [start, end] of each handler of a move (µs, monotonic clock shared by the processes). */
const spans: [number, number][] = [];
const clockMicros = (): number => Number(process.hrtime.bigint() / 1000n);
/**
 * BENCH_STAGES=1: also the CPU time (all threads, µs) inside the same handler calls (less
 * disturbed by a busy machine than wall time) and inside each stage of the host's work. Off by
 * default: each reading of the CPU clock costs some µs itself, which the figures would count.
 */
const STAGES = !!process.env['BENCH_STAGES'];
let workCpu = 0;
const hubProto = Hub.prototype as unknown as { onFrame(conn: unknown, data: Buffer, isBinary: boolean): void };
const onFrame = hubProto.onFrame;
hubProto.onFrame = function (this: unknown, conn, data, isBinary) {
  if (!Buffer.isBuffer(data) || data.indexOf('"type":"move"') < 0) return onFrame.call(this, conn, data, isBinary);
  const c = STAGES ? process.cpuUsage() : undefined;
  const t = performance.now();
  const start = clockMicros();
  onFrame.call(this, conn, data, isBinary);
  spans.push([start, clockMicros()]);
  work.push(performance.now() - t);
  if (c) {
    const d = process.cpuUsage(c);
    workCpu += d.user + d.system;
  }
};

/** BENCH_STAGES=1: CPU time (ms, all threads) inside each stage of the host's work, summed. */
const stages: Record<string, number> = {};
if (STAGES) {
  const { Outbox } = await import('../../main/host/streams.js');
  const { Conn } = await import('../../main/host/hub.js');
  const { Table } = await import('../../main/host/table.js');
  const timed = (proto: object, name: string, label: string): void => {
    const p = proto as Record<string, (...a: unknown[]) => unknown>;
    const f = p[name]!;
    p[name] = function (this: unknown, ...a: unknown[]) {
      const c = process.cpuUsage();
      try {
        return f.apply(this, a);
      } finally {
        const d = process.cpuUsage(c);
        stages[label] = (stages[label] ?? 0) + (d.user + d.system) / 1000;
      }
    };
  };
  timed(Outbox.prototype, 'flush', 'send (Outbox.flush)');
  timed(Conn.prototype, 'update', 'streams: seat parts, diffs, frames (Conn.update)');
  timed(Table.prototype, 'seatPart', '  of which seat parts (Table.seatPart)');
  timed(Table.prototype, 'publicPart', 'public part: view and diff (Table.publicPart)');
  timed(Table.prototype, 'move', 'the move: check and apply (Table.move)');
  timed(Hub.prototype, 'journalMove', 'journal line (Hub.journalMove)');
  timed(Hub.prototype, 'handle', 'handled (Hub.handle, all of the above)');
}

/** Time the main thread spent in garbage collection pauses (ms), since the child started. */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });

/** How late the event loop runs what is due (a long GC pause or a long task shows here). */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

process.on('message', (m) => {
  if (m === 'exit') process.exit(0);
  if (m === 'usage') {
    const c = process.cpuUsage();
    const mem = process.memoryUsage();
    process.send?.({ cpuMicros: c.user + c.system, sysMicros: c.system, rss: mem.rss, heapUsed: mem.heapUsed, tables: liveTables(), work: work.splice(0), spans: spans.splice(0), ...(STAGES ? { workCpuMicros: workCpu } : {}), gcMs, stages: { ...stages }, loopDelayP99: loopDelay.percentile(99) / 1e6, loopDelayMax: loopDelay.max / 1e6 });
    loopDelay.reset();
  }
});

/** Tables the host holds in memory (host mode), for the soak. */
let liveTables = (): number => 0;

const [mode, arg, delay] = process.argv.slice(2);
if (mode === 'host') {
  // BENCH_HEARTBEAT_MS: how often the host sweeps (the soak parks finished tables sooner than the default 30 s).
  const heartbeat = process.env['BENCH_HEARTBEAT_MS'];
  const host = await createHost({
    port: 0,
    dataDir: arg!,
    games: process.env['BENCH_FREE_VIEWS'] ? withFreeViews(games) : games,
    botDelayMs: Number(delay ?? 0),
    mdns: false,
    rateLimit: { perSecond: 1e6, burst: 1e6 },
    ...(heartbeat ? { heartbeatMs: Number(heartbeat) } : {}),
  });
  liveTables = () => host.hub.tables.size;
  process.stdout.write(`ready ${host.url}\n`);
} else if (mode === 'bare') {
  /** frames[0]: before the first move; frames[k + 1]: move k. Each: one list of frames per client. */
  const frames = JSON.parse(readFileSync(arg!, 'utf8')) as string[][][];
  const clients: WebSocket[] = [];
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const m = JSON.parse((data as Buffer).toString('utf8')) as { hello?: number; move?: number };
      if (m.hello !== undefined) {
        clients[m.hello] = ws;
        for (const f of frames[0]![m.hello] ?? []) ws.send(f);
        ws.send('{"type":"ok","rid":0}');
      } else if (m.move !== undefined) {
        const c0 = STAGES ? process.cpuUsage() : undefined;
        const start = clockMicros();
        const move = frames[m.move + 1]!;
        clients.forEach((c, i) => {
          for (const f of move[i] ?? []) c.send(f);
        });
        spans.push([start, clockMicros()]);
        if (c0) {
          const d = process.cpuUsage(c0);
          workCpu += d.user + d.system;
        }
      }
    });
  });
  wss.once('listening', () => process.stdout.write(`ready http://127.0.0.1:${(wss.address() as { port: number }).port}/\n`));
} else {
  throw new Error('usage: host-child.ts host <dataDir> <botDelayMs> | bare <framesFile>');
}

/** The registry with Airlines' views replaced by a stub: the turn and nothing else, no own part. */
function withFreeViews(all: ReadonlyMap<string, GameDefinition>): ReadonlyMap<string, GameDefinition> {
  const def = all.get('airlines')!;
  const stub: GameDefinition = {
    ...def,
    view: (state) => ({ turn: (state as { turn: unknown }).turn }),
    privateView: () => ({}),
  };
  return new Map([...all, ['airlines', stub]]);
}
