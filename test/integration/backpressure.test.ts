/**
 * Backpressure: clients that never read what they are sent cost the host a bounded amount of
 * memory (while a send buffer is full its views wait, and then go out whole), and the clients
 * that do read keep getting every view. 200 non-reading spectators watch a whole Airlines game
 * played by bots. With deltas a whole game is a few hundred KB per spectator, which the
 * sockets' own buffers hold; the skipping itself is tested in main/host/units.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { games } from '../../games/index.js';
import type { HostMessage } from '../../formats/protocol.js';
import { createHost, type HostHandle } from '../../main/host/index.js';
import { TestClient, type TableViewEvent } from './client.js';

let host: HostHandle | null = null;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await host?.close();
  host = null;
});

const SOFT = 128 * 1024;
/** Any game will do: the registry's first, on its default board. */
const def = [...games.values()][0]!;
const NON_READERS = 200;

describe('backpressure', () => {
  it('Backpressure: 200 clients that never read keep host memory bounded; a reading client gets the game to its end', async () => {
    host = await createHost({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'bw-bp-')), games, mdns: false, botDelayMs: 0, rateLimit: { perSecond: 1e6, burst: 1e6 }, sendLimits: { soft: SOFT, hard: 8 * 1024 * 1024 } });
    const h = host;
    const owner = await TestClient.connect(h.url, { keep: 5 });
    const created = await owner.request<Extract<HostMessage, { type: 'tableCreated' }>>(
      { type: 'createTable', game: def.id, board: { library: `bundled:${def.id}/${def.defaultBoard}` }, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }], seed: 1 },
      (m) => m.type === 'tableCreated',
    );
    const id = created.table.id;
    // Spectators that send `watch` and then never read a byte (their socket is paused).
    for (let i = 0; i < NON_READERS; i++) {
      const ws = new WebSocket(h.url.replace(/^http/, 'ws') + 'ws');
      sockets.push(ws);
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ type: 'watch', table: id }));
      (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    }
    const reader = await TestClient.connect(h.url, { keep: 5 });
    await reader.request({ type: 'watch', table: id }, (m) => m.type === 'tableView');
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let maxOne = 0;
    let maxTotal = 0;
    const sample = setInterval(() => {
      let total = 0;
      for (const c of h.hub.conns) {
        total += c.ws.bufferedAmount;
        maxOne = Math.max(maxOne, c.ws.bufferedAmount);
      }
      maxTotal = Math.max(maxTotal, total);
    }, 10);
    // The first seat to a bot too: the bots play the game to its end.
    owner.send({ type: 'setSeat', table: id, ownerToken: created.ownerToken, seat: 0, kind: 'bot' });
    const end = await reader.next<TableViewEvent>((m) => m.type === 'tableView' && m.data.outcome !== null, 120_000);
    clearInterval(sample);
    const rssAfter = process.memoryUsage().rss;
    const views = end.data.stateNo;
    const coalesced = [...h.hub.conns].reduce((n, c) => n + c.coalesced, 0);
    console.log(
      `backpressure: ${views} moves; ${NON_READERS} non-reading clients; max send buffer of one ${(maxOne / 1024).toFixed(0)} KB, of all ${(maxTotal / 1024 / 1024).toFixed(1)} MB; ` +
        `${coalesced} views replaced before sending; RSS ${(rssBefore / 1024 / 1024).toFixed(0)} → ${(rssAfter / 1024 / 1024).toFixed(0)} MB`,
    );
    expect(views).toBeGreaterThan(100);
    // Each non-reader holds at most the soft limit plus the views that pushed it over (one ~60 KB view, and the lobby).
    expect(maxOne).toBeLessThan(SOFT + 256 * 1024);
    expect(maxTotal).toBeLessThan((NON_READERS + 2) * (SOFT + 256 * 1024));
    // The reading client saw the end; the owner still gets answers.
    expect((await owner.request({ type: 'ping', t: 2 }, (m) => m.type === 'pong')).type).toBe('pong');
    owner.close();
    reader.close();
    // No budget of its own (it had 180 s): the suite's hang detector (vitest.config.ts) is sized
    // for a load of 20 on 2 cores, where a bots' game to its end takes minutes.
  });
});
