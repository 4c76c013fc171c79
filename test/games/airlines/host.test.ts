/**
 * Airlines through the host over real sockets on 127.0.0.1: six players at their own clients
 * and ten spectators play a whole game; a player drops mid-turn and comes back; a move sent
 * twice is applied once; the host stops and starts again from its saves and the table goes on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../../games/index.js';
import type { HostMessage } from '../../../formats/protocol.js';
import { createHost, type HostHandle } from '../../../main/host/index.js';
import { TestClient } from '../../integration/client.js';
import { openTable, playRandom, waitForState, type SeatClient } from '../../integration/players.js';

const BOARD = 'bundled:airlines/north-america';
let host: HostHandle | null = null;
const open: TestClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.ws.terminate();
  await host?.close();
  host = null;
});

async function start(dataDir: string): Promise<HostHandle> {
  host = await createHost({ port: 0, dataDir, games, botDelayMs: 0, mdns: false, rateLimit: { perSecond: 10_000, burst: 10_000 } });
  return host;
}

describe.runIf(games.has('airlines'))('Airlines through the host', () => {
  it('six players and ten spectators play a full game; a dropped player comes back; a replayed move is applied once', async () => {
    const h = await start(mkdtempSync(join(tmpdir(), 'bw-air-')));
    const t = await openTable(h.url, 'airlines', BOARD, 6, { seed: 42 });
    open.push(t.owner, ...t.seats.map((s) => s.client));
    const spectators: TestClient[] = [];
    for (let i = 0; i < 10; i++) {
      const c = await TestClient.connect(h.url, { keep: 5 });
      open.push(c);
      c.send({ type: 'watch', table: t.id });
      spectators.push(c);
    }
    const table = h.hub.tables.get(t.id)!;
    let dropped = false;
    let replayed = false;
    const result = await playRandom(t.id, t.seats, 9, 3000, {
      async beforeMove(n, seat: SeatClient, view) {
        if (n === 40 && !dropped) {
          // Mid-turn: the active player's connection dies; a new one comes back with the token.
          dropped = true;
          seat.client.ws.terminate();
          const back = await TestClient.connect(h.url, { keep: 20 });
          open.push(back);
          const s = await back.request<Extract<HostMessage, { type: 'seated' }>>({ type: 'joinTable', table: t.id, token: seat.token }, (m) => m.type === 'seated');
          expect(s.seat).toBe(seat.seat);
          seat.client = back;
          const again = await waitForState(back, t.id, seat.seat, view.stateNo);
          expect(again.legal).toEqual(view.legal);
        }
        if (n === 80 && !replayed) {
          // A retry: the same move sent twice on the same state number.
          replayed = true;
          const before = table.moves.length;
          const move = { type: 'move', table: t.id, token: seat.token, stateNo: view.stateNo, move: view.legal[0] };
          const from = seat.client.count;
          seat.client.send(move);
          seat.client.send(move);
          const rej = await seat.client.next<Extract<HostMessage, { type: 'moveRejected' }>>((m) => m.type === 'moveRejected', 5000, from);
          expect(rej.error.code).toBe('stale');
          expect(table.moves.length).toBe(before + 1);
          await waitForState(seat.client, t.id, seat.seat, view.stateNo + 1);
        }
      },
    });
    expect(dropped && replayed).toBe(true);
    expect(result.last.outcome).not.toBeNull();
    expect(result.last.table.status).toBe('finished');
    const final = table.stateNo;
    for (const s of t.seats) expect((await waitForState(s.client, t.id, s.seat, final)).outcome).not.toBeNull();
    for (const c of spectators) {
      const v = await waitForState(c, t.id, null, final);
      expect(v.outcome).toEqual(result.last.outcome);
      expect(v.legal).toEqual([]);
      expect(v.view).toEqual(JSON.parse(JSON.stringify(games.get('airlines')!.view(table.state, null))));
    }
  });

  it('a person (driven by the test over the socket) and three bots play a whole game', async () => {
    const h = await start(mkdtempSync(join(tmpdir(), 'bw-air-bots-')));
    const c = await TestClient.connect(h.url, { keep: 20 });
    open.push(c);
    const created = await c.request<Extract<HostMessage, { type: 'tableCreated' }>>(
      {
        type: 'createTable',
        game: 'airlines',
        board: { library: BOARD },
        seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', bot: 'strategist' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'strategist' }],
        seed: 77,
      },
      (m) => m.type === 'tableCreated' || m.type === 'error',
    );
    expect(created.type).toBe('tableCreated');
    if (created.type !== 'tableCreated') return;
    const result = await playRandom(created.table.id, [{ seat: 0, token: created.seats[0]!.token, client: c }], 8, 3000);
    expect(result.last.outcome).not.toBeNull();
    const outcome = result.last.outcome as { scores: Record<string, number>; winners: string[] };
    expect(Object.keys(outcome.scores).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    const table = h.hub.tables.get(created.table.id)!;
    expect(table.moves.filter((m) => m.player === 'p1').length).toBe(result.moves);
    expect(table.moves.length).toBeGreaterThan(result.moves);
  });

  it('Restart: the host is stopped and started again from its saves, and the table goes on to the end', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-air-restart-'));
    let h = await start(dataDir);
    const t = await openTable(h.url, 'airlines', BOARD, 3, { seed: 5 });
    open.push(t.owner, ...t.seats.map((s) => s.client));
    const first = await playRandom(t.id, t.seats, 3, 30);
    expect(first.moves).toBe(30);
    const stateBefore = JSON.stringify(h.hub.tables.get(t.id)!.state);
    for (const c of open.splice(0)) c.ws.terminate();
    await h.close();
    h = await start(dataDir);
    const table = h.hub.tables.get(t.id);
    expect(table).toBeDefined();
    expect(JSON.stringify(table!.state)).toBe(stateBefore);
    for (const s of t.seats) {
      s.client = await TestClient.connect(h.url, { keep: 20 });
      open.push(s.client);
      await s.client.request({ type: 'joinTable', table: t.id, token: s.token }, (m) => m.type === 'seated');
    }
    const rest = await playRandom(t.id, t.seats, 4, 3000);
    expect(rest.last.outcome).not.toBeNull();
    await h.flush();
    const loaded = await h.saves.load(t.id);
    expect(loaded.ok && loaded.matches && loaded.save.finished).toBe(true);
    const listed = (await h.saves.list()).find((x) => x.id === t.id);
    expect(listed).toMatchObject({ game: 'airlines', board: 'North America', finished: true });
    expect(listed!.turn).toBeGreaterThan(10);
  });
});
