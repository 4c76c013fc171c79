/**
 * Deltas rebuild exactly the whole view. For every game, a whole game is played over real
 * sockets while every seat (and a spectator) is shown twice: by a connection that takes deltas
 * (as the renderer does) and by one that asks for whole views only (`hello` with
 * `deltas: false`). At every state, each seat's view rebuilt from deltas is the same JSON as
 * the whole view. Take-backs along the way rewrite history, which the deltas must survive too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS } from '../../games/core/soak.js';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../games/index.js';
import type { GameDefinition } from '../../games/core/types.js';
import type { HostMessage } from '../../formats/protocol.js';
import { createHost, type HostHandle } from '../../main/host/index.js';
import { createLibrary } from '../../main/library/index.js';
import { tally, tallyBoardFile } from '../fixtures/fixture-game.js';
import { TestClient, type ClientEvent } from './client.js';
import { openTable, playRandom, waitForState } from './players.js';

let host: HostHandle | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await host?.close();
  host = null;
});

const registry = new Map<string, GameDefinition>([...games, ['tally', tally as GameDefinition]]);

/** Each board's JSON, once per board object (a client holds one object per board it was sent). */
const boardJson = new WeakMap<object, string>();
function boardText(board: unknown): string {
  if (typeof board !== 'object' || board === null) return JSON.stringify(board);
  let text = boardJson.get(board);
  if (text === undefined) boardJson.set(board, (text = JSON.stringify(board)));
  return text;
}

/**
 * Every view a client rebuilt, as JSON, the last one per state number. The board (the same
 * object in every view of a connection) is written once per object, not once per view.
 */
function record(c: TestClient, table: string, seat: number | null): Map<number, string> {
  const out = new Map<number, string>();
  const kinds = { view: 0, delta: 0 };
  c.next((m: ClientEvent) => {
    if (m.type === 'tableView' && m.data.table.id === table && m.data.seat === seat) {
      const { board, ...rest } = m.data;
      out.set(m.data.stateNo, `${boardText(board)}\n${JSON.stringify(rest)}`);
      kinds[m.frame]++;
    }
    return false;
  }, 600_000).catch(() => undefined);
  (out as Map<number, string> & { kinds?: typeof kinds }).kinds = kinds;
  return out;
}

// Whole games by count, each seen by its seats, their whole-view twins and two spectators: a soak
// test's budget (games/core/soak.ts).
// Beside a CPU hog at a load of 20–27 on 2 cores, the Airlines and Airlines Europe games ran out
// the suite's 600 s (Linie 1 and Blue Skies took 258 s and 266 s there).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

describe('deltas', () => {
  for (const def of registry.values()) {
    it(`Deltas: every view of a whole ${def.name} game rebuilt from deltas is the whole view, take-backs included`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bw-deltas-'));
      mkdirSync(join(dataDir, 'boards', 'tally'), { recursive: true });
      writeFileSync(join(dataDir, 'boards', 'tally', 'test.board.json'), JSON.stringify(tallyBoardFile({ target: 60 })));
      host = await createHost({ port: 0, dataDir, games: registry, botDelayMs: 0, mdns: false, rateLimit: { perSecond: 100_000, burst: 100_000 } });
      const board = (await createLibrary({ registry, dataDir }).list()).find((b) => b.game === def.id && b.playable)!;
      const players = Math.min(def.maxPlayers, Math.max(def.minPlayers, 3));
      const t = await openTable(host.url, def.id, board.id, players, { seed: 29 });
      clients.push(t.owner, ...t.seats.map((s) => s.client));
      // The whole-view twins: the same seats (by their tokens) and a spectator each way.
      const pairs: { seat: number | null; delta: Map<number, string>; whole: Map<number, string> }[] = [];
      for (const s of t.seats) {
        const twin = await TestClient.connect(host.url, { keep: 5, wholeViews: true });
        clients.push(twin);
        await twin.request({ type: 'joinTable', table: t.id, token: s.token }, (m) => m.type === 'seated');
        await waitForState(twin, t.id, s.seat, 0);
        pairs.push({ seat: s.seat, delta: record(s.client, t.id, s.seat), whole: record(twin, t.id, s.seat) });
      }
      const watchDelta = await TestClient.connect(host.url, { keep: 5 });
      const watchWhole = await TestClient.connect(host.url, { keep: 5, wholeViews: true });
      clients.push(watchDelta, watchWhole);
      for (const w of [watchDelta, watchWhole]) {
        w.send({ type: 'watch', table: t.id });
        await waitForState(w, t.id, null, 0);
      }
      pairs.push({ seat: null, delta: record(watchDelta, t.id, null), whole: record(watchWhole, t.id, null) });
      const table = host.hub.tables.get(t.id)!;
      let undos = 0;
      let asked = 0;
      let refused = 0;
      const res = await playRandom(t.id, t.seats, 31, 3000, {
        async beforeMove(n, seat, view) {
          if (n % 4 === 0 && view.canUndo) {
            const from = seat.client.count;
            seat.client.send({ type: 'undo', table: t.id, token: seat.token, stateNo: view.stateNo });
            await seat.client.next<HostMessage>((m) => (m.type === 'tableView' && m.data.seat === seat.seat && m.data.stateNo > view.stateNo) || m.type === 'moveRejected', 5000, from);
            undos++;
            return;
          }
          if (n % 9 !== 5) return;
          // The last mover asks the others to let it take its move back; they agree (every third time one refuses).
          const lastPlayer = table.moves[table.moves.length - 1]?.player;
          const asker = t.seats.find((s) => table.seats[s.seat]!.playerId === lastPlayer);
          if (!asker || !asker.client.latestView(t.id, asker.seat)?.canAskUndo) return;
          const before = table.stateNo;
          const froms = new Map(t.seats.map((s) => [s, s.client.count]));
          const r = await asker.client.request<ClientEvent>({ type: 'askUndo', table: t.id, token: asker.token, rid: 900 + n }, (m) => 'rid' in m && m.rid === 900 + n);
          expect(r.type).not.toBe('moveRejected');
          const refuse = asked % 3 === 2;
          asked++;
          for (const other of t.seats.filter((s) => s !== asker)) {
            const v = await other.client.next<ClientEvent>((m) => m.type === 'tableView' && m.data.seat === other.seat && m.data.undoRequest !== null, 5000, froms.get(other));
            if (v.type === 'tableView') expect(v.data.undoRequest!.waitingFor).toContain(other.seat);
            await other.client.request({ type: 'answerUndo', table: t.id, token: other.token, accept: !refuse, rid: 1 }, (m) => 'rid' in m && m.rid === 1);
            if (refuse) break;
          }
          if (refuse) {
            refused++;
            expect(table.stateNo, 'a refusal changes no state').toBe(before);
          } else {
            expect(table.stateNo).toBe(before + 1);
            expect(table.moves.length).toBeLessThan(before);
          }
          await waitForState(seat.client, t.id, seat.seat, table.stateNo);
        },
      });
      expect(res.last.outcome, `${def.id} game finished`).not.toBeNull();
      const final = host.hub.tables.get(t.id)!.stateNo;
      for (const c of [...t.seats.map((s) => s.client), watchDelta, watchWhole]) {
        for (const p of pairs) if (c.latestView(t.id, p.seat)) await waitForState(c, t.id, p.seat, final);
      }
      let compared = 0;
      for (const p of pairs) {
        // Recording began once both were at state 0: from the first move on, both saw every state.
        const states = (m: Map<number, string>) => [...m.keys()].filter((n) => n > 0).sort((a, b) => a - b);
        expect(states(p.delta), `seat ${p.seat}: the same states both ways`).toEqual(states(p.whole));
        for (const [stateNo, json] of p.delta) {
          if (stateNo === 0) continue;
          expect(json, `seat ${p.seat} at state ${stateNo}`).toBe(p.whole.get(stateNo));
          compared++;
        }
        const kinds = (p.delta as Map<number, string> & { kinds: { view: number; delta: number } }).kinds;
        expect(kinds.delta, 'the deltas were used').toBeGreaterThan(kinds.view);
      }
      expect(compared).toBeGreaterThan(res.moves);
      expect(undos + asked - refused, 'take-backs happened').toBeGreaterThan(0);
      expect(refused, 'a refusal happened').toBeGreaterThan(0);
      for (const c of clients) expect(c.resyncs).toBe(0);
    });
  }
});
