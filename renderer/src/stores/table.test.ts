import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { HostMessage, PublicPart, SeatPart, TableSummary } from '../../../formats/protocol.js';
import { HostError, useConnection } from './connection.js';
import { useTable } from './table.js';

/** A connection store that records requests and lets the test speak for the host. */
function fakeHost() {
  setActivePinia(createPinia());
  const connection = useConnection();
  const asked: { msg: Record<string, unknown>; resolve: (m: HostMessage) => void; reject: (e: Error) => void }[] = [];
  const listeners = new Set<(m: HostMessage) => void>();
  connection.send = () => undefined;
  connection.request = ((msg: Record<string, unknown>) => new Promise<HostMessage>((resolve, reject) => asked.push({ msg, resolve, reject }))) as typeof connection.request;
  connection.onMessage = (fn: (m: HostMessage) => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  connection.onOpen = () => () => undefined;
  const say = (m: HostMessage) => [...listeners].forEach((fn) => fn(m));
  return { asked, say };
}

const summary: TableSummary = {
  id: 't1',
  title: 'Friday',
  game: 'tally',
  board: 'Classic',
  status: 'playing',
  hasPassword: false,
  createdAt: '2026-11-22T07:00:00.000Z',
  seats: [{ index: 0, playerId: 'p1', name: 'Ann', kind: 'human', connected: true }],
};
const pub: PublicPart = { table: summary, stateNo: 4, board: 'b0b0b0b0', view: { scores: { p1: 3 } }, activePlayers: ['p1'], outcome: null, undoRequest: null, readers: 0 };
const spectator: SeatPart = { seat: null, playerId: null, priv: {}, drop: [], legal: [], canUndo: false, canAskUndo: false, logCount: 0 };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the table store', () => {
  it('rebuilds views from the board, a whole view and deltas; a gap asks for the whole view again', async () => {
    const { asked, say } = fakeHost();
    const table = useTable();
    table.wire();
    const opened = table.openTable('t1');
    expect(asked.map((a) => a.msg)).toEqual([{ type: 'watch', table: 't1' }]);
    say({ type: 'board', hash: 'b0b0b0b0', board: { name: 'Classic' } });
    say({ type: 'view', table: 't1', seat: null, seq: 0, pub, mine: spectator, log: [] });
    asked.shift()!.resolve({ type: 'ok' });
    await opened;
    expect(table.views.get(-1)).toMatchObject({ stateNo: 4, board: { name: 'Classic' }, view: { scores: { p1: 3 } }, seat: null });
    const before = table.views.get(-1)!;
    say({ type: 'delta', table: 't1', seat: null, seq: 1, pub: [[0, ['stateNo'], 5], [0, ['view', 'scores', 'p1'], 9]], log: [{ stateNo: 5, text: '{{p1}} banks 6.', type: 'bank' }] });
    const after = table.views.get(-1)!;
    expect(after).toMatchObject({ stateNo: 5, view: { scores: { p1: 9 } }, log: [{ text: '{{p1}} banks 6.' }] });
    // The earlier view is not changed under a screen that still holds it.
    expect(before.stateNo).toBe(4);
    say({ type: 'delta', table: 't1', seat: null, seq: 3, pub: [[0, ['stateNo'], 7]] });
    expect(asked.map((a) => a.msg)).toEqual([{ type: 'resync', table: 't1', seat: null }]);
    expect(table.views.get(-1)!.stateNo).toBe(5);
  });

  it('takes a seat in one request, sends moves on the seat\'s view, and a refusal rejects with the host\'s code', async () => {
    const { asked, say } = fakeHost();
    const table = useTable();
    table.wire();
    const taking = table.takeSeat('t1', 0, 'Ann');
    expect(asked.map((a) => a.msg)).toEqual([{ type: 'joinTable', table: 't1', seat: 0, name: 'Ann' }]);
    asked.shift()!.resolve({ type: 'seated', table: 't1', seat: 0, token: 't'.repeat(32) });
    expect(await taking).toBe(0);
    expect(table.currentId).toBe('t1');
    expect(table.heldSeats).toEqual([0]);
    say({ type: 'view', table: 't1', seat: 0, seq: 0, pub, mine: { ...spectator, seat: 0, playerId: 'p1', legal: [{ type: 'bank' }], priv: { hand: [5] } }, log: [] });
    expect(table.views.get(0)).toMatchObject({ seat: 0, legal: [{ type: 'bank' }], view: { scores: { p1: 3 }, hand: [5] } });
    const moving = table.sendMove(0, { type: 'play', card: 5 });
    expect(asked[0]!.msg).toEqual({ type: 'move', table: 't1', token: 't'.repeat(32), stateNo: 4, move: { type: 'play', card: 5 } });
    asked.shift()!.reject(new HostError('no-card', 'You hold no 5.'));
    await expect(moving).rejects.toMatchObject({ code: 'no-card', message: 'You hold no 5.' });
    expect(table.rejection).toMatchObject({ code: 'no-card' });
    // A stale move rejects too, but it is not the player's fault: no rejection shown.
    table.clearRejection();
    const stale = table.sendMove(0, { type: 'bank' });
    asked.shift()!.reject(new HostError('stale', 'The table has moved on.'));
    await expect(stale).rejects.toMatchObject({ code: 'stale' });
    expect(table.rejection).toBeNull();
    await flush();
  });
});
