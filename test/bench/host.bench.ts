/**
 * The host over loopback, measured from outside: the host runs in a child process (its CPU time
 * and memory are its own), the clients here read the wire as the renderer does (board once,
 * whole views, deltas; formats/view-stream.ts).
 *
 * 1. Six players and ten spectators play whole Airlines games (random legal moves from each
 *    seat's rebuilt view). Then a bare `ws` server (test/bench/host-child.ts `bare`) sends the
 *    very same frames to the same sixteen clients, move by move: the floor. Per move: the round
 *    trip (a move sent → all sixteen hold the new view), the bytes sent, the host's CPU time.
 * 2. Fifty all-bot Airlines tables at once (bots at the host's default pace, a spectator at
 *    each, a lobby listening): ping round trips, host CPU and resident memory.
 * 3. One all-bot table with a hundred spectators: host CPU and bytes per move.
 *
 * Every rate is also given per CPU second of the process that did the work. The host section
 * prints `bytes sent per move`, `host CPU per move` and `round trip / bare fan-out (p50)`, and
 * where the round trips go: to the server, inside its handler, and after it until the last
 * client holds the view (one monotonic clock for all the processes).
 * BENCH_FREE_VIEWS=1 (host-child.ts): Airlines' views are a stub, to see what the rest costs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { Rng } from '../../games/core/rng.js';
import { games } from '../../games/index.js';
import type { HostMessage, TableView } from '../../formats/protocol.js';
import { ViewStream } from '../../formats/view-stream.js';
import { fmtMs, type Bench } from './harness.js';

export const title = 'host: the wire over loopback (host in a child process)';

const here = dirname(fileURLToPath(import.meta.url));
const BOARD = 'bundled:airlines/north-america';

export interface Usage {
  cpuMicros: number;
  /** Of which in the kernel (socket writes, loopback delivery). */
  sysMicros: number;
  rss: number;
  heapUsed: number;
  /** Host only: tables in memory. */
  tables: number;
  /** Host only: ms inside the handler of each move frame since the last ask. */
  work?: number[];
  /** [start, end] of each handler of a move since the last ask (µs, monotonic clock). */
  spans?: [number, number][];
  /** BENCH_STAGES=1: CPU time (µs) inside the handlers of moves since the child started. */
  workCpuMicros?: number;
  /** Main-thread garbage-collection pauses (ms) since the child started. */
  gcMs: number;
  /** BENCH_STAGES=1: CPU ms inside each stage of the host's work since the child started. */
  stages?: Record<string, number>;
  /** The child's event-loop delay since the last ask (ms). */
  loopDelayP99: number;
  loopDelayMax: number;
}

export interface Child {
  proc: ChildProcess;
  url: string;
  usage(): Promise<Usage>;
  stop(): Promise<void>;
}

export function startChild(args: string[]): Promise<Child> {
  // BENCH_PROFILE=<dir>: each child writes a CPU profile there (node --cpu-prof).
  const prof = process.env['BENCH_PROFILE'] ? ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', process.env['BENCH_PROFILE']] : [];
  // BENCH_NODE_FLAGS: extra node/V8 flags for the children (experiments; the figures quoted use none).
  const flags = (process.env['BENCH_NODE_FLAGS'] ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...flags, ...prof, '--import', 'tsx', join(here, 'host-child.ts'), ...args], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready (\S+)/.exec(out);
      if (!m) return;
      resolve({
        proc,
        url: m[1]!,
        usage: () =>
          new Promise((res) => {
            proc.once('message', (u) => res(u as Usage));
            proc.send('usage');
          }),
        stop: () =>
          new Promise((res) => {
            if (proc.exitCode !== null) return res();
            proc.once('exit', () => res());
            proc.send('exit');
            setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
          }),
      });
    });
    proc.once('exit', (code) => reject(new Error(`the bench child exited (${code})`)));
  });
}

/** A client reading the wire as the renderer does; frames grouped by the move they answer. */
class Client {
  readonly streams = new Map<string, ViewStream>();
  readonly boards = new Map<string, unknown>();
  /** Frames received since `mark()`. */
  bucket: string[] = [];
  bytes = 0;
  resyncs = 0;
  /** When (µs, monotonic clock) `until` last saw its condition hold. */
  doneAt = 0;
  private waiter: { done: () => boolean; resolve: () => void } | null = null;
  private others: ((m: HostMessage) => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const buf = data as Buffer;
      const text = buf.toString('utf8');
      this.bytes += buf.length;
      this.bucket.push(text);
      const m = JSON.parse(text) as HostMessage;
      if (m.type === 'board') this.boards.set(m.hash, m.board);
      else if (m.type === 'view' || m.type === 'delta') {
        const key = `${m.table}/${m.seat}`;
        let s = this.streams.get(key);
        if (!s) this.streams.set(key, (s = new ViewStream()));
        if (s.receive(m) === 'resync') this.resyncs++;
      } else this.others?.(m);
      if (this.waiter?.done()) {
        this.doneAt = clockMicros();
        const w = this.waiter;
        this.waiter = null;
        w.resolve();
      }
    });
  }

  static open(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  view(table: string, seat: number | null): TableView | null {
    const s = this.streams.get(`${table}/${seat}`);
    return s?.view(s.pub ? (this.boards.get(s.pub.board) ?? null) : null) ?? null;
  }

  /** Resolves once `done()` holds (checked after every frame). */
  until(done: () => boolean): Promise<void> {
    if (done()) {
      this.doneAt = clockMicros();
      return Promise.resolve();
    }
    return new Promise((resolve) => (this.waiter = { done, resolve }));
  }

  reply<T extends HostMessage>(pred: (m: HostMessage) => boolean): Promise<T> {
    return new Promise((resolve) => {
      this.others = (m) => {
        if (pred(m)) {
          this.others = null;
          resolve(m as T);
        }
      };
    });
  }

  stateOf(table: string, seat: number | null): number {
    return this.streams.get(`${table}/${seat}`)?.pub?.stateNo ?? -1;
  }

  mark(): string[] {
    const b = this.bucket;
    this.bucket = [];
    return b;
  }

  close(): void {
    this.ws.terminate();
  }
}

const clockMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** One move: when it was sent and when the last client held its view (µs, monotonic clock). */
interface Trip {
  sent: number;
  done: number;
}

/** Where the round trips went (p50 of each part): to the server, in its handler, after it. */
function tripParts(trips: Trip[], spans: [number, number][]): string {
  const n = Math.min(trips.length, spans.length);
  const parts: [number[], number[], number[]] = [[], [], []];
  for (let i = 0; i < n; i++) {
    const [start, end] = spans[i]!;
    parts[0].push(start - trips[i]!.sent);
    parts[1].push(end - start);
    parts[2].push(trips[i]!.done - end);
  }
  const p50 = (xs: number[]): string => `${xs.sort((a, b) => a - b)[xs.length >> 1] ?? NaN} µs`;
  return `to it ${p50(parts[0])}, its handler ${p50(parts[1])}, after it ${p50(parts[2])}`;
}

const wsUrl = (url: string): string => url.replace(/^http/, 'ws') + 'ws';
const perCpuSecond = (count: number, cpuMicros: number): string => `${((count / cpuMicros) * 1e6).toFixed(0)}`;

/** Part 1: 6 players + 10 spectators, then the bare fan-out of the same frames. */
async function fanOut(bench: Bench): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-host-'));
  const host = await startChild(['host', dataDir, '0']);
  const rng = Rng.fromSeed(1);
  const TARGET = 600;
  /**
   * The first game warms the host up (its code gets compiled while it plays): measured on its own
   * (`first game`), then the measured games follow. The bare server gets a warm-up pass too.
   */
  // BENCH_WARMUP_GAMES=0: measure from a cold host, as this bench did before the warm-up.
  const WARMUP_GAMES = Number(process.env['BENCH_WARMUP_GAMES'] ?? 1);
  const cold = { moves: 0, cpu: 0, samples: [] as number[] };
  const samples: number[] = [];
  /** frames[0]: before the first move; then one entry per move; each one list per client. */
  const frames: string[][][] = [];
  let bytes = 0;
  let cpu = 0;
  let sys = 0;
  let handlerCpu = 0;
  let gc = 0;
  const stages: Record<string, number> = {};
  let wall = 0;
  let resyncs = 0;
  const work: number[] = [];
  const trips: Trip[] = [];
  const spans: [number, number][] = [];
  for (let game = 0; samples.length < TARGET && game < 10 + WARMUP_GAMES; game++) {
    const warmup = game < WARMUP_GAMES;
    const recording = game === WARMUP_GAMES;
    const owner = await Client.open(wsUrl(host.url));
    owner.send({ type: 'createTable', game: 'airlines', board: { library: BOARD }, seats: Array.from({ length: 6 }, () => ({ kind: 'open' })), seed: game + 1 });
    const created = await owner.reply<Extract<HostMessage, { type: 'tableCreated' }>>((m) => m.type === 'tableCreated');
    const id = created.table.id;
    const seats: { c: Client; token: string; playerId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await Client.open(wsUrl(host.url));
      c.send({ type: 'joinTable', table: id, seat: i });
      const s = await c.reply<Extract<HostMessage, { type: 'seated' }>>((m) => m.type === 'seated');
      seats.push({ c, token: s.token, playerId: created.table.seats[i]!.playerId });
    }
    const spectators: Client[] = [];
    for (let i = 0; i < 10; i++) {
      const c = await Client.open(wsUrl(host.url));
      c.send({ type: 'watch', table: id });
      spectators.push(c);
    }
    const everyone = [...seats.map((s) => s.c), ...spectators];
    const seatOf = (c: Client): number | null => {
      const i = seats.findIndex((s) => s.c === c);
      return i < 0 ? null : i;
    };
    const atLeast = (n: number) => Promise.all(everyone.map((c) => c.until(() => c.stateOf(id, seatOf(c)) >= n)));
    await atLeast(0);
    // Settle: the seats joined one by one; their deltas (who is connected) have all come.
    await new Promise((r) => setTimeout(r, 200));
    if (recording) frames.push(everyone.map((c) => c.mark()));
    else everyone.forEach((c) => c.mark());
    const before = await host.usage();
    const t0 = performance.now();
    let moves = 0;
    for (;;) {
      const any = spectators[0]!.view(id, null)!;
      if (any.outcome !== null || (!warmup && samples.length >= TARGET)) break;
      const active = any.activePlayers[0]!;
      const mover = seats.find((s) => s.playerId === active)!;
      const v = mover.c.view(id, seats.indexOf(mover))!;
      const move = rng.pick(v.legal);
      const t = performance.now();
      const sent = clockMicros();
      mover.c.send({ type: 'move', table: id, token: mover.token, stateNo: v.stateNo, move, rid: moves + 1 });
      await atLeast(v.stateNo + 1);
      if (!warmup) trips.push({ sent, done: Math.max(...everyone.map((c) => c.doneAt)) });
      (warmup ? cold.samples : samples).push(performance.now() - t);
      const got = everyone.map((c) => c.mark());
      if (!warmup) for (const list of got) for (const f of list) bytes += Buffer.byteLength(f);
      if (recording) frames.push(got);
      moves++;
    }
    const after = await host.usage();
    resyncs += everyone.reduce((n, c) => n + c.resyncs, 0);
    if (warmup) {
      cold.moves += moves;
      cold.cpu += after.cpuMicros - before.cpuMicros;
      for (const c of [owner, ...everyone]) c.close();
      continue;
    }
    wall += performance.now() - t0;
    cpu += after.cpuMicros - before.cpuMicros;
    sys += after.sysMicros - before.sysMicros;
    handlerCpu += (after.workCpuMicros ?? 0) - (before.workCpuMicros ?? 0);
    gc += after.gcMs - before.gcMs;
    for (const [k, v] of Object.entries(after.stages ?? {})) stages[k] = (stages[k] ?? 0) + v - (before.stages?.[k] ?? 0);
    work.push(...(after.work ?? []));
    spans.push(...(after.spans ?? []));
    for (const c of [owner, ...everyone]) c.close();
  }
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });

  // The floor: the same frames of the first game, to sixteen clients, from a bare ws server.
  const file = join(mkdtempSync(join(tmpdir(), 'bw-bench-frames-')), 'frames.json');
  writeFileSync(file, JSON.stringify(frames));
  const bare = await startChild(['bare', file]);
  const bareTrips: Trip[] = [];
  /** Sixteen fresh clients receive every recorded move's frames; the time of each move. */
  const replay = async (): Promise<number[]> => {
    const clients: Client[] = [];
    for (let i = 0; i < 16; i++) {
      const c = await Client.open(bare.url);
      const ready = c.reply((m) => m.type === 'ok');
      c.send({ hello: i });
      await ready;
      clients.push(c);
    }
    clients.forEach((c) => c.mark());
    const out: number[] = [];
    bareTrips.length = 0;
    for (let k = 0; k + 1 < frames.length; k++) {
      const want = frames[k + 1]!.map((l) => l.length);
      const t = performance.now();
      const sent = clockMicros();
      clients[0]!.send({ move: k });
      await Promise.all(clients.map((c, i) => c.until(() => c.bucket.length >= want[i]!)));
      out.push(performance.now() - t);
      bareTrips.push({ sent, done: Math.max(...clients.map((c) => c.doneAt)) });
      clients.forEach((c) => c.mark());
    }
    for (const c of clients) c.close();
    return out;
  };
  // Warm-up, as the host had: the same frames once, then measured.
  if (WARMUP_GAMES > 0) await replay();
  // The spans of the warm-up pass go with this ask.
  const bareBefore = await bare.usage();
  const bareSamples = await replay();
  const bareAfter = await bare.usage();
  const bareCpu = bareAfter.cpuMicros - bareBefore.cpuMicros;
  const bareSys = bareAfter.sysMicros - bareBefore.sysMicros;
  const bareHandlerCpu = (bareAfter.workCpuMicros ?? 0) - (bareBefore.workCpuMicros ?? 0);
  const bareGc = bareAfter.gcMs - bareBefore.gcMs;
  await bare.stop();
  rmSync(dirname(file), { recursive: true, force: true });

  const n = samples.length;
  const h = bench.percentiles(samples);
  const b = bench.percentiles(bareSamples);
  bench.report(`moves played (6 players + 10 spectators, ${n} moves)`, `${((n / wall) * 1000).toFixed(0)} moves/s wall, ${perCpuSecond(n, cpu)} moves per host CPU second`);
  if (cold.moves > 0) bench.report(`first game, cold host (${cold.moves} moves, not in the figures below)`, `host CPU per move ${(cold.cpu / Math.max(1, cold.moves) / 1000).toFixed(3)} ms, round trip p50 ${fmtMs(bench.percentiles(cold.samples).p50)} (its code compiles as it plays)`);
  bench.report('bytes sent per move', `${(bytes / n / 1024).toFixed(1)} KB (16 clients)`);
  bench.report('host CPU per move', `${(cpu / n / 1000).toFixed(3)} ms (the host process: parse, apply, views, diff, send; ${(sys / n / 1000).toFixed(3)} ms of it in the kernel)`);
  const w = bench.percentiles(work);
  bench.report('host work per move p50, p99 (inside its handler)', `${fmtMs(w.p50)}, ${fmtMs(w.p99)} (parse, check, apply, views, diff, serialise, send)`);
  bench.report('host GC pauses per move (main thread)', `${(gc / n).toFixed(3)} ms`);
  if (handlerCpu > 0) bench.report('host CPU per move inside its handler', `${(handlerCpu / n / 1000).toFixed(3)} ms (the rest: receiving, GC, timers, autosave)`);
  for (const [k, v] of Object.entries(stages)) bench.report(`  stage: ${k}`, `${((v / n) * 1000).toFixed(0)} µs CPU per move`);
  bench.report('move round trip p50, p99', `${fmtMs(h.p50)}, ${fmtMs(h.p99)}`);
  bench.report(`bare ws fan-out of the same frames p50, p99 (${bareSamples.length} moves)`, `${fmtMs(b.p50)}, ${fmtMs(b.p99)}`);
  bench.report('bare fan-out CPU per move', `${(bareCpu / bareSamples.length / 1000).toFixed(3)} ms (${(bareSys / bareSamples.length / 1000).toFixed(3)} ms in the kernel), ${perCpuSecond(bareSamples.length, bareCpu)} moves per CPU second`);
  bench.report('bare fan-out GC pauses per move (main thread)', `${(bareGc / bareSamples.length).toFixed(3)} ms`);
  if (bareHandlerCpu > 0) bench.report('bare fan-out CPU per move inside its handler', `${(bareHandlerCpu / bareSamples.length / 1000).toFixed(3)} ms`);
  bench.report('where the host round trips go (p50)', tripParts(trips, spans));
  bench.report('where the bare round trips go (p50)', tripParts(bareTrips, bareAfter.spans ?? []));
  bench.report('round trip / bare fan-out (p50)', `${(h.p50 / b.p50).toFixed(2)}×`);
  bench.report('round trip / bare fan-out (p99)', `${(h.p99 / b.p99).toFixed(2)}×`);
  bench.report('clients that had to ask for a whole view again', String(resyncs));
}

/** Part 2: fifty all-bot tables at the default bot pace, a spectator at each, a lobby, and pings. */
async function manyTables(bench: Bench): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-50-'));
  const host = await startChild(['host', dataDir, '400']);
  const watchers: Client[] = [];
  const lobby = await Client.open(wsUrl(host.url));
  lobby.send({ type: 'listTables' });
  const tables: string[] = [];
  for (let i = 0; i < 50; i++) {
    const c = await Client.open(wsUrl(host.url));
    c.send({ type: 'createTable', game: 'airlines', board: { library: BOARD }, seats: Array.from({ length: 4 }, () => ({ kind: 'bot' })), seed: 100 + i });
    const created = await c.reply<Extract<HostMessage, { type: 'tableCreated' }>>((m) => m.type === 'tableCreated');
    c.send({ type: 'watch', table: created.table.id });
    tables.push(created.table.id);
    watchers.push(c);
  }
  const pinger = await Client.open(wsUrl(host.url));
  const pings: number[] = [];
  const stateSum = () => tables.reduce((n, id, i) => n + Math.max(0, watchers[i]!.stateOf(id, null)), 0);
  await new Promise((r) => setTimeout(r, 1000));
  const before = await host.usage();
  const s0 = stateSum();
  const t0 = performance.now();
  const SECONDS = 15;
  while (performance.now() - t0 < SECONDS * 1000) {
    const t = performance.now();
    const pong = pinger.reply((m) => m.type === 'pong');
    pinger.send({ type: 'ping', t });
    await pong;
    pings.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  const wall = performance.now() - t0;
  const after = await host.usage();
  const moves = stateSum() - s0;
  const cpu = after.cpuMicros - before.cpuMicros;
  for (const c of [lobby, pinger, ...watchers]) c.close();
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const p = bench.percentiles(pings);
  bench.report('50 bot tables: ping p50, p99', `${fmtMs(p.p50)}, ${fmtMs(p.p99)} (${pings.length} pings over ${SECONDS} s)`);
  bench.report('50 bot tables: moves', `${((moves / wall) * 1000).toFixed(0)} moves/s, ${perCpuSecond(moves, cpu)} moves per host CPU second`);
  bench.report('50 bot tables: host CPU', `${((cpu / 1000 / wall) * 100).toFixed(0)} % of a core, ${(cpu / Math.max(1, moves) / 1000).toFixed(3)} ms per move`);
  bench.report('50 bot tables: host RSS', `${(after.rss / 1024 / 1024).toFixed(0)} MB`);
  bench.report('50 bot tables: host event-loop delay p99, max', `${fmtMs(after.loopDelayP99)}, ${fmtMs(after.loopDelayMax)} (the host's own stalls; the rest of a ping is the machine)`);
}

/** Part 3: one all-bot table, a hundred spectators. */
async function hundredSpectators(bench: Bench): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-100-'));
  const host = await startChild(['host', dataDir, '5']);
  const owner = await Client.open(wsUrl(host.url));
  owner.send({ type: 'createTable', game: 'airlines', board: { library: BOARD }, seats: Array.from({ length: 4 }, () => ({ kind: 'bot' })), seed: 3 });
  const created = await owner.reply<Extract<HostMessage, { type: 'tableCreated' }>>((m) => m.type === 'tableCreated');
  const id = created.table.id;
  const spectators: Client[] = [];
  for (let i = 0; i < 100; i++) {
    const c = await Client.open(wsUrl(host.url));
    c.send({ type: 'watch', table: id });
    spectators.push(c);
  }
  const first = spectators[0]!;
  await first.until(() => first.stateOf(id, null) >= 0);
  const before = await host.usage();
  const s0 = first.stateOf(id, null);
  const b0 = spectators.reduce((n, c) => n + c.bytes, 0);
  const t0 = performance.now();
  await first.until(() => first.view(id, null)?.outcome !== null || performance.now() - t0 > 60_000);
  const wall = performance.now() - t0;
  const after = await host.usage();
  const moves = first.stateOf(id, null) - s0;
  const bytes = spectators.reduce((n, c) => n + c.bytes, 0) - b0;
  const cpu = after.cpuMicros - before.cpuMicros;
  for (const c of [owner, ...spectators]) c.close();
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });
  bench.report(`100 spectators: host CPU per move (${moves} moves)`, `${(cpu / Math.max(1, moves) / 1000).toFixed(3)} ms, ${perCpuSecond(moves, cpu)} moves per host CPU second`);
  bench.report('100 spectators: bytes sent per move', `${(bytes / Math.max(1, moves) / 1024).toFixed(1)} KB, ${((moves / wall) * 1000).toFixed(0)} moves/s wall`);
}

export default async function (bench: Bench): Promise<void> {
  if (!games.has('airlines')) {
    bench.report('skipped', 'Airlines is not registered');
    return;
  }
  await fanOut(bench);
  if (!process.env["BENCH_ONLY_FANOUT"]) await manyTables(bench);
  if (!process.env["BENCH_ONLY_FANOUT"]) await hundredSpectators(bench);
}
