/**
 * Host move round trip: a seat sends a move, and every seat and spectator has its new view.
 * Six players and ten spectators at an Airlines table on loopback, beside a bare `ws` echo
 * round trip measured in the same run (one client, one frame of the same size), and the ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer } from 'ws';
import { Rng } from '../../games/core/rng.js';
import { games } from '../../games/index.js';
import type { HostMessage, TableView } from '../../games/core/protocol.js';
import { createHost } from '../../main/host/index.js';
import { fmtMs, type Bench } from './harness.js';

export const title = 'host: move round trip (6 players + 10 spectators, loopback)';

interface Peer {
  ws: WebSocket;
  latest: TableView | null;
  seat: number | null;
  token?: string;
  waiting: { stateNo: number; resolve: () => void } | null;
  onOther?: (m: HostMessage) => void;
}

function peer(url: string): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + 'ws');
    const p: Peer = { ws, latest: null, seat: null, waiting: null };
    ws.on('message', (data) => {
      const m = JSON.parse((data as Buffer).toString('utf8')) as HostMessage;
      if (m.type === 'tableView') {
        p.latest = m.data;
        if (p.waiting && m.data.stateNo >= p.waiting.stateNo) {
          const w = p.waiting;
          p.waiting = null;
          w.resolve();
        }
      } else p.onOther?.(m);
    });
    ws.once('open', () => resolve(p));
    ws.once('error', reject);
  });
}

function reach(p: Peer, stateNo: number): Promise<void> {
  if (p.latest && p.latest.stateNo >= stateNo) return Promise.resolve();
  return new Promise((resolve) => (p.waiting = { stateNo, resolve }));
}

function next(p: Peer, pred: (m: HostMessage) => boolean): Promise<HostMessage> {
  return new Promise((resolve) => {
    p.onOther = (m) => {
      if (pred(m)) {
        p.onOther = undefined;
        resolve(m);
      }
    };
  });
}

async function echoRoundTrip(frameBytes: number, n: number): Promise<number[]> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => wss.once('listening', r));
  wss.on('connection', (ws) => ws.on('message', (d) => ws.send(d)));
  const port = (wss.address() as { port: number }).port;
  const ws = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((r) => ws.once('open', r));
  const payload = JSON.stringify({ type: 'echo', pad: 'x'.repeat(Math.max(0, frameBytes - 30)) });
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await new Promise<void>((resolve) => {
      ws.once('message', (d) => {
        JSON.parse((d as Buffer).toString('utf8'));
        resolve();
      });
      ws.send(payload);
    });
    samples.push(performance.now() - t);
  }
  ws.close();
  await new Promise((r) => wss.close(r));
  return samples;
}

export default async function (bench: Bench): Promise<void> {
  if (!games.has('airlines')) {
    bench.report('skipped', 'Airlines is not registered');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-host-'));
  const host = await createHost({ port: 0, dataDir, games, botDelayMs: 0, mdns: false, rateLimit: { perSecond: 1e6, burst: 1e6 } });
  const rng = Rng.fromSeed(1);
  const samples: number[] = [];
  const hostWork: number[] = [];
  let frameBytes = 0;
  const TARGET = 600;
  for (let game = 0; samples.length < TARGET && game < 10; game++) {
    const owner = await peer(host.url);
    owner.ws.send(JSON.stringify({ type: 'createTable', game: 'airlines', board: { library: 'bundled:airlines/north-america' }, seats: Array.from({ length: 6 }, () => ({ kind: 'open' })), seed: game + 1 }));
    const created = (await next(owner, (m) => m.type === 'tableCreated')) as Extract<HostMessage, { type: 'tableCreated' }>;
    const id = created.table.id;
    const seats: Peer[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await peer(host.url);
      const seated = next(p, (m) => m.type === 'seated');
      p.ws.send(JSON.stringify({ type: 'joinTable', table: id, seat: i }));
      p.token = ((await seated) as Extract<HostMessage, { type: 'seated' }>).token;
      p.seat = i;
      seats.push(p);
    }
    const spectators: Peer[] = [];
    for (let i = 0; i < 10; i++) {
      const p = await peer(host.url);
      p.ws.send(JSON.stringify({ type: 'watch', table: id }));
      spectators.push(p);
    }
    const everyone = [...seats, ...spectators];
    const table = host.hub.tables.get(id)!;
    // The host's own share of a round trip: applying the move and building and sending every view.
    const move = table.move.bind(table);
    const afterChange = host.hub.afterChange.bind(host.hub);
    let spent = 0;
    table.move = (...a) => {
      const t = performance.now();
      const r = move(...a);
      spent += performance.now() - t;
      return r;
    };
    host.hub.afterChange = (t0) => {
      const t = performance.now();
      afterChange(t0);
      spent += performance.now() - t;
    };
    await Promise.all(everyone.map((p) => reach(p, table.stateNo)));
    while (table.outcome() === null && samples.length < TARGET) {
      const active = table.def.activePlayers(table.state)[0]!;
      const mover = seats.find((p) => table.seats[p.seat!]!.playerId === active)!;
      await reach(mover, table.stateNo);
      const view = mover.latest!;
      const move = rng.pick(view.legal);
      const t = performance.now();
      mover.ws.send(JSON.stringify({ type: 'move', table: id, token: mover.token, stateNo: view.stateNo, move }));
      spent = 0;
      await Promise.all(everyone.map((p) => reach(p, view.stateNo + 1)));
      samples.push(performance.now() - t);
      hostWork.push(spent);
      frameBytes = Math.max(frameBytes, JSON.stringify(mover.latest).length);
    }
    for (const p of [owner, ...everyone]) p.ws.close();
  }
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
  const echo = await echoRoundTrip(frameBytes, 600);
  const h = bench.percentiles(samples);
  const e = bench.percentiles(echo);
  bench.report(`host move round trip p50 (${samples.length} moves, 16 clients)`, fmtMs(h.p50));
  bench.report('host move round trip p99', fmtMs(h.p99));
  bench.report(`bare ws echo round trip p50 (1 client, ${(frameBytes / 1024).toFixed(0)} KB frame)`, fmtMs(e.p50));
  bench.report('bare ws echo round trip p99', fmtMs(e.p99));
  bench.report('ratio host / echo (p50, p99)', `${(h.p50 / e.p50).toFixed(1)}×, ${(h.p99 / e.p99).toFixed(1)}×`);
  const w = bench.percentiles(hostWork);
  bench.report('of which the host applies and sends (p50, p99)', `${fmtMs(w.p50)}, ${fmtMs(w.p99)}`);
}
