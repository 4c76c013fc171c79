/**
 * The heartbeat over real sockets (main/host/liveness.ts): a connection that gives no sign of
 * life for two beats is dropped and its seat shows as disconnected; a client slow to read its
 * ping (a page behind on a busy machine, or a host that judged before reading the pong) is kept.
 * Past the first test the beats are called by the test, so what lands between two beats is
 * known, whatever the load.
 */
import type { Socket } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { HostMessage } from '../../formats/protocol.js';
import { bytesHandedOn } from '../../main/host/liveness.js';
import type { Conn } from '../../main/host/streams.js';
import { TestClient, isView, type TableViewEvent } from './client.js';
import { startHost, type TestHost } from './helpers.js';

let th: TestHost | null = null;
const sockets: { terminate(): void }[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await th?.host.close();
  th = null;
});

/** The test's end of a connection: the socket under a `ws` WebSocket. */
const socketOf = (ws: WebSocket): Socket => (ws as unknown as { _socket: Socket })._socket;
/** A beat of the host's heartbeat, as its timer calls it. */
const beat = () => th!.host.hub.heartbeat();
const open = (conn: Conn) => conn.ws.readyState === conn.ws.OPEN;

async function client(): Promise<TestClient> {
  const c = await TestClient.connect(th!.host.url);
  sockets.push(c.ws);
  return c;
}

/** The host's end of the one connection made since `before` was taken. */
function newConn(before: Set<Conn>): Conn {
  const made = [...th!.host.hub.conns].filter((c) => !before.has(c));
  expect(made).toHaveLength(1);
  return made[0]!;
}

describe('heartbeat', () => {
  it('Heartbeat: a connection that stops answering pings is dropped and its seat shows as disconnected', async () => {
    th = await startHost({ heartbeatMs: 50 });
    const a = await client();
    const created = await a.request<Extract<HostMessage, { type: 'tableCreated' }>>(
      { type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 7 },
      (m) => m.type === 'tableCreated',
    );
    const id = created.table.id;
    const watcher = await client();
    watcher.send({ type: 'watch', table: id });
    await watcher.next(isView(id, null), 5000, 0);
    // A sleeping laptop: its socket stays open but nothing answers.
    socketOf(a.ws).pause();
    const seen = await watcher.next<TableViewEvent>((m) => m.type === 'tableView' && !m.data.table.seats[0]!.connected, 5000);
    expect(seen.data.table.seats[1]!.connected).toBe(false);
  });

  it('Heartbeat: a client that reads its ping a beat late is kept; two silent beats in a row drop it', async () => {
    th = await startHost({ heartbeatMs: 3_600_000 });
    const before = new Set(th.host.hub.conns);
    const a = await client();
    const conn = newConn(before);
    socketOf(a.ws).pause();
    beat(); // the ping goes out; the client does not read it
    beat(); // a beat later, unanswered: a slow client, kept (the host dropped it here before)
    expect(open(conn), 'kept after one silent beat').toBe(true);
    // It reads at last and answers.
    const pong = once(conn.ws, 'pong');
    socketOf(a.ws).resume();
    await pong;
    const next = once(conn.ws, 'pong');
    beat();
    expect(open(conn), 'kept once it answered').toBe(true);
    await next;
    // Gone for good: two silent beats in a row.
    socketOf(a.ws).pause();
    beat(); // it answered the last ping: no silent beat yet
    beat();
    expect(open(conn), 'one silent beat').toBe(true);
    beat();
    expect(open(conn), 'dropped after two silent beats').toBe(false);
  });

  it('Heartbeat: a client reading a backlog slowly is kept while its ping waits behind the frames, beat after beat', async () => {
    th = await startHost({ heartbeatMs: 3_600_000 });
    const before = new Set(th.host.hub.conns);
    // A client that does not answer pings by itself: while it reads the backlog, only the bytes
    // it takes can keep it. (With ws's automatic pong, a ping of an earlier beat that the kernel's
    // loopback buffers had already taken was sometimes read and answered mid-test, and a check
    // that no pong came failed: once in CI.)
    const ws = new WebSocket(th.host.url.replace(/^http/, 'ws') + 'ws', { autoPong: false });
    sockets.push(ws);
    await once(ws, 'open');
    const conn = newConn(before);
    const theirs = socketOf(ws);
    const ours = socketOf(conn.ws);
    let pongs = 0;
    conn.ws.on('pong', () => pongs++);
    theirs.pause();
    // Frames the client has not read, beyond what the system's buffers hold (tens of MB on
    // loopback): a backlog of 8 MB in our socket, so the ping waits behind it.
    const MB = 1 << 20;
    const frame = 'x'.repeat(MB);
    const send = () => new Promise<void>((r) => (conn.ws.send(frame), setImmediate(r)));
    for (let i = 0; i < 200 && ours.writableLength < 8 * MB; i++) await send();
    expect(ours.writableLength, 'a backlog waits in our socket').toBeGreaterThanOrEqual(8 * MB);
    beat(); // the ping goes out behind the backlog
    for (let round = 0; round < 4; round++) {
      // The client reads a little, a chunk at a time, until some of our backlog was handed on.
      const handed = bytesHandedOn(ours);
      for (let chunks = 0; bytesHandedOn(ours) === handed; chunks++) {
        expect(chunks, 'the backlog moves once the client reads').toBeLessThan(10_000);
        theirs.once('data', () => theirs.pause());
        theirs.resume();
        await once(theirs, 'data');
        await new Promise((r) => setTimeout(r, 2));
      }
      // Top the backlog up: once the client read, the system's buffer (sized by the kernel, and
      // on loopback it can take megabytes) may swallow one more frame whole.
      for (let i = 0; i < 200 && ours.writableLength < MB; i++) await send();
      expect(ours.writableLength, 'the backlog is still there').toBeGreaterThan(0);
      beat();
      expect(pongs, 'no pong: the client does not answer').toBe(0);
      expect(open(conn), `kept at beat ${round + 2}, on the bytes it took alone`).toBe(true);
    }
    // It reads everything and answers the pings it reads.
    ws.on('ping', (data) => ws.pong(data));
    const pong = once(conn.ws, 'pong');
    theirs.resume();
    await pong;
    beat();
    expect(open(conn)).toBe(true);
  });
});
