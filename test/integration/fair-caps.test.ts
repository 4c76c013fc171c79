/**
 * Fair caps (main/host/caps.ts): guests are counted by address. Sixteen guest computers
 * (loopback addresses 127.0.0.2 … 127.0.0.17 as the clients' local address; only 127.0.0.1 is
 * the host machine here) each open as many tables as a guest may, and stay: a 17th guest and
 * the owner can still open and play a table. When guests hold the most the host takes from
 * them, a new guest is refused while the owner still plays; once the squatters leave, their
 * tables are saved and closed after the idle time (the sweep is driven with a clock, not by
 * waiting), they stay in the lobby and reopen when a player comes back. After a restart, the
 * tables reopened from their autosaves count toward no guest's limit.
 */
import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import type { IncomingMessage } from 'node:http';
import type { HostMessage } from '../../formats/protocol.js';
import { IDLE_TABLE_MS, MAX_GUEST_TABLES, MAX_TABLES_PER_ADDRESS } from '../../main/host/hub.js';
import { isView, TestClient, type TableViewEvent } from './client.js';
import { hostSession } from './helpers.js';

const session = hostSession();
type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type Err = Extract<HostMessage, { type: 'error' }>;

/** Only 127.0.0.1 is the host machine; 127.0.0.2 and up play other computers on the LAN. */
const ownerOnly = (req: IncomingMessage): boolean => req.socket.remoteAddress === '127.0.0.1';
const create = { type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'human' }, { kind: 'bot' }] };

async function guestAt(n: number): Promise<TestClient> {
  const c = await TestClient.connect(session.th.host.url, { localAddress: `127.0.0.${n}` });
  clients.push(c);
  return c;
}
const clients: TestClient[] = [];

const open = (c: TestClient): Promise<Created | Err> => c.request<Created | Err>(create, (m) => m.type === 'tableCreated' || m.type === 'error', 10_000);

/** Opens a table and makes the first move at it: the table is someone's game. */
async function openAndPlay(c: TestClient): Promise<Created> {
  const t = await open(c);
  expect(t.type).toBe('tableCreated');
  const created = t as Created;
  c.send({ type: 'move', table: created.table.id, token: created.seats[0]!.token, stateNo: 0, move: { type: 'bank' } });
  await c.next(isView(created.table.id, 0, 2), 10_000, 0);
  return created;
}

describe('fair caps', () => {
  it('Sixteen guest addresses at their cap leave room for a 17th guest and the owner; a full guest allowance never refuses the owner; idle tables close, stay listed and reopen', async () => {
    const th = await session.start({ clientIsLocal: ownerOnly });
    try {
      const squatters: TestClient[] = [];
      const held: Created[] = [];
      for (let n = 2; n <= 17; n++) {
        const g = await guestAt(n);
        squatters.push(g);
        // Each asks for as many tables as it can get (eight), and plays at each it gets.
        const answers: (Created | Err)[] = [];
        for (let i = 0; i < 8; i++) answers.push(await open(g));
        const got = answers.filter((a): a is Created => a.type === 'tableCreated');
        expect(got).toHaveLength(MAX_TABLES_PER_ADDRESS);
        expect(answers.at(-1)).toMatchObject({ type: 'error', code: 'too-many-tables', message: expect.stringMatching(/Your computer has opened 3 tables/) });
        for (const t of got) {
          g.send({ type: 'move', table: t.table.id, token: t.seats[0]!.token, stateNo: 0, move: { type: 'bank' } });
          await g.next(isView(t.table.id, 0, 2), 10_000, 0);
        }
        held.push(...got);
      }
      expect(th.host.hub.tables.size).toBe(16 * MAX_TABLES_PER_ADDRESS);
      // A 17th guest and the owner open and play.
      const seventeenth = await guestAt(18);
      await openAndPlay(seventeenth);
      const owner = await session.client();
      await openAndPlay(owner);

      // More guest computers fill what the host takes from guests: a new guest is refused, the owner is not.
      for (let n = 19; th.host.hub.tables.size - 1 < MAX_GUEST_TABLES; n++) {
        const g = await guestAt(n);
        for (let i = 0; i < MAX_TABLES_PER_ADDRESS && th.host.hub.tables.size - 1 < MAX_GUEST_TABLES; i++) await openAndPlay(g);
      }
      const late = await guestAt(60);
      expect(await open(late)).toMatchObject({ type: 'error', code: 'too-many-tables', message: `Guests have ${MAX_GUEST_TABLES} unfinished tables open on this host, the most it takes from guests; try again when one ends or its players leave it.` });
      await openAndPlay(owner);

      // The sixteen leave. Nothing closes before the idle time; then their tables are saved and closed.
      for (const g of squatters) g.ws.close();
      await owner.request({ type: 'ping', t: 1 }, (m) => m.type === 'pong' && m.t === 1);
      await expect.poll(() => th.host.hub.conns.size, { timeout: STATE_BUDGET_MS, interval: 10 }).toBeLessThanOrEqual(clients.length - squatters.length + 1);
      await th.host.flush();
      const t0 = Date.now();
      th.host.hub.sweep(t0);
      th.host.hub.sweep(t0 + IDLE_TABLE_MS - 1);
      expect(held.every((h) => th.host.hub.tables.has(h.table.id))).toBe(true);
      th.host.hub.sweep(t0 + IDLE_TABLE_MS);
      expect(held.some((h) => th.host.hub.tables.has(h.table.id))).toBe(false);
      // The late guest now opens and plays.
      await openAndPlay(late);
      // The closed tables are still in the lobby, and a player who comes back reopens theirs where it was.
      const lobby = await owner.request<Extract<HostMessage, { type: 'tables' }>>({ type: 'listTables' }, (m) => m.type === 'tables');
      expect(held.every((h) => lobby.tables.some((t) => t.id === h.table.id))).toBe(true);
      const back = await guestAt(2);
      const mine = held[0]!;
      back.send({ type: 'joinTable', table: mine.table.id, token: mine.seats[0]!.token });
      const seen = await back.next<Extract<HostMessage, { type: 'seated' }>>((m) => m.type === 'seated', 10_000);
      expect(seen).toMatchObject({ table: mine.table.id, seat: 0 });
      const view = await back.next<TableViewEvent>(isView(mine.table.id, 0, 2), 10_000, 0);
      expect(view.data.stateNo).toBeGreaterThanOrEqual(2);
      expect(th.host.hub.tables.has(mine.table.id)).toBe(true);
      // It counts toward its guest again: that computer may open two more, not three.
      expect((await open(back)).type).toBe('tableCreated');
      expect((await open(back)).type).toBe('tableCreated');
      expect(await open(back)).toMatchObject({ code: 'too-many-tables' });

      // After a restart the autosaves reopen as tables; they count toward no guest, so a new guest plays at once.
      const restarted = await session.restart({ clientIsLocal: ownerOnly });
      clients.length = 0;
      expect(restarted.host.hub.tables.size).toBeGreaterThanOrEqual(MAX_GUEST_TABLES);
      const fresh = await guestAt(61);
      await openAndPlay(fresh);
      await openAndPlay(await session.client());
    } finally {
      for (const c of clients.splice(0)) c.ws.terminate();
    }
  });
});
