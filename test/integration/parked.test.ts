/**
 * Tables kept as their saves (main/host/parked.ts): a finished table nobody watches leaves
 * memory at the next sweep, stays in the lobby for the grace time, and reopens from its save,
 * outcome and all, when someone watches it. A game in progress where nobody plays is closed
 * after the idle time: a spectator still watching is told why, and watching again reopens it.
 * Sweeps are driven with a clock (`hub.sweep(now)`), never by waiting.
 */
import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HostMessage } from '../../formats/protocol.js';
import { FINISHED_TABLE_GRACE_MS, IDLE_TABLE_MS } from '../../main/host/hub.js';
import { isView, type TableViewEvent } from './client.js';
import { hostSession, english } from './helpers.js';

const session = hostSession();
type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type Tables = Extract<HostMessage, { type: 'tables' }>;

describe('tables kept as their saves', () => {
  it('Finished: parked when nobody watches, listed for the grace time, reopened with its outcome when watched', async () => {
    const th = await session.start();
    const c = await session.client();
    const created = await c.request<Created>({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'bot' }, { kind: 'bot' }], seed: 3 }, (m) => m.type === 'tableCreated');
    const id = created.table.id;
    c.send({ type: 'watch', table: id });
    const done = await c.next<TableViewEvent>((m) => isView(id, null)(m) && (m as TableViewEvent).data.outcome !== null, 20_000, 0);
    await c.request({ type: 'leave', table: id }, (m) => m.type === 'ok');
    await th.host.flush();
    const t0 = Date.now();
    th.host.hub.sweep(t0);
    expect(th.host.hub.tables.has(id)).toBe(false);
    expect(existsSync(join(th.dataDir, 'saves', `${id}.save.json`))).toBe(true);
    const lobby = await c.request<Tables>({ type: 'listTables' }, (m) => m.type === 'tables');
    expect(lobby.tables.find((t) => t.id === id)).toMatchObject({ status: 'finished' });
    // Watching reopens it from its save: the same end.
    const from = c.count;
    c.send({ type: 'watch', table: id });
    const again = await c.next<TableViewEvent>(isView(id, null), 20_000, from);
    expect(again.data.stateNo).toBe(done.data.stateNo);
    expect(again.data.outcome).toEqual(done.data.outcome);
    expect(th.host.hub.tables.has(id)).toBe(true);
    // Left again: parked again, and gone from the lobby after the grace time (its save stays).
    await c.request({ type: 'leave', table: id }, (m) => m.type === 'ok');
    th.host.hub.sweep(t0);
    expect(th.host.hub.tables.has(id)).toBe(false);
    th.host.hub.sweep(t0 + FINISHED_TABLE_GRACE_MS);
    const later = await c.request<Tables>({ type: 'listTables' }, (m) => m.type === 'tables');
    expect(later.tables.map((t) => t.id)).not.toContain(id);
    expect((await th.host.saves.list()).find((s) => s.id === id)).toMatchObject({ finished: true });
  });

  it('Idle: a game nobody plays at is closed after the idle time, its spectator told why; a player coming back finds it where it was', async () => {
    const th = await session.start();
    const player = await session.client();
    const created = await player.request<Created>({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 4 }, (m) => m.type === 'tableCreated');
    const id = created.table.id;
    const token = created.seats[0]!.token;
    player.send({ type: 'move', table: id, token, stateNo: 0, move: { type: 'bank' } });
    await player.next(isView(id, 0, 1), 5000, 0);
    const spectator = await session.client();
    spectator.send({ type: 'watch', table: id });
    await spectator.next(isView(id, null, 1), 5000, 0);
    player.ws.close();
    await expect.poll(() => th.host.hub.conns.size, { timeout: STATE_BUDGET_MS, interval: 10 }).toBeLessThanOrEqual(1);
    await th.host.flush();
    const t0 = Date.now();
    th.host.hub.sweep(t0);
    th.host.hub.sweep(t0 + IDLE_TABLE_MS - 1);
    expect(th.host.hub.tables.has(id)).toBe(true);
    th.host.hub.sweep(t0 + IDLE_TABLE_MS);
    expect(th.host.hub.tables.has(id)).toBe(false);
    const told = await spectator.next<Extract<HostMessage, { type: 'tableClosed' }>>((m) => m.type === 'tableClosed');
    expect(told).toEqual({ type: 'tableClosed', table: id, reason: { key: 'host.closed.idle', params: { minutes: 30 } } });
    expect(english(told.reason)).toBe('Nobody has played at this table for 30 minutes: it is saved, and opens again when a player comes back.');
    const back = await session.client();
    back.send({ type: 'joinTable', table: id, token });
    const view = await back.next<TableViewEvent>(isView(id, 0), 10_000, 0);
    expect(view.data.stateNo).toBe(1);
    // It plays on.
    back.send({ type: 'move', table: id, token: created.seats[1]!.token, stateNo: 1, move: { type: 'bank' } });
    await back.next(isView(id, 0, 2), 5000, 0);
  });
});
