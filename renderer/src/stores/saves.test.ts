import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { ClientMessage, HostMessage, TableSummary } from '../../../games/core/protocol.js';
import { useConnection } from './connection.js';
import { describeDate, describePlayers, describeProgress, useSaves } from './saves.js';
import { useTable } from './table.js';

describe('Saves list lines', () => {
  it('Saves list: shows the round or turn, the moves, and whether the game is over', () => {
    expect(describeProgress({ turn: 4, moves: 23, finished: false })).toBe('turn 4 · 23 moves');
    expect(describeProgress({ round: 2, moves: 1, finished: false })).toBe('round 2 · 1 move');
    expect(describeProgress({ moves: 90, finished: true })).toBe('90 moves · finished');
  });

  it('Saves list: players, bots marked, open seats said as such', () => {
    expect(
      describePlayers([
        { name: 'Ann', kind: 'human' },
        { name: 'Bob', kind: 'bot' },
        { name: 'Seat 3', kind: 'open' },
      ]),
    ).toBe('Ann, Bob (bot), open seat');
  });

  it('Saves list: an unreadable date is shown as written rather than as "Invalid Date"', () => {
    expect(describeDate('not a date')).toBe('not a date');
    expect(describeDate('2026-11-22T07:12:00.000Z', 'en-GB')).toMatch(/2026/);
  });
});


/** A connection store that records what is sent and lets the test speak for the host. */
function fakeHost() {
  setActivePinia(createPinia());
  const connection = useConnection();
  const sent: ClientMessage[] = [];
  const listeners = new Set<(m: HostMessage) => void>();
  connection.send = (m: ClientMessage) => void sent.push(m);
  connection.onMessage = (fn: (m: HostMessage) => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  connection.onOpen = () => () => undefined;
  const say = (m: HostMessage) => [...listeners].forEach((fn) => fn(m));
  return { connection, sent, say };
}

const summary: TableSummary = {
  id: 't-new',
  title: 'Friday',
  game: 'airlines',
  board: 'North America',
  status: 'playing',
  hasPassword: false,
  seats: [
    { index: 0, playerId: 'p1', name: 'Ann', kind: 'human', connected: false },
    { index: 1, playerId: 'p2', name: 'Bob', kind: 'bot', bot: 'strategist', connected: true },
    { index: 2, playerId: 'p3', name: 'Cy', kind: 'human', connected: false },
  ],
};

describe('Resume from the saves list', () => {
  it('Resume: the save opens as a table on screen and the opener, now owner, takes the seats people played', async () => {
    const { sent, say } = fakeHost();
    const saves = useSaves();
    const pending = saves.resume('save-1');
    expect(sent).toEqual([{ type: 'resumeSave', save: 'save-1' }]);
    say({ type: 'tableCreated', table: summary, ownerToken: 'o'.repeat(32) });
    expect(await pending).toEqual({ ok: true, table: 't-new' });
    expect(useTable().currentId).toBe('t-new');
    const joins = sent.filter((m) => m.type === 'joinTable');
    expect(joins).toEqual([
      { type: 'joinTable', table: 't-new', seat: 0, ownerToken: 'o'.repeat(32) },
      { type: 'joinTable', table: 't-new', seat: 2, ownerToken: 'o'.repeat(32) },
    ]);
  });

  it('Resume: a save whose replay differs is not opened; the user is told why (and may accept the replay)', async () => {
    const { connection, sent, say } = fakeHost();
    const saves = useSaves();
    const pending = saves.resume('save-2');
    say({ type: 'error', code: 'save-mismatch', message: 'They differ at $.turn.' });
    connection.lastError = { code: 'save-mismatch', message: 'They differ at $.turn.' };
    expect(await pending).toEqual({ ok: false, code: 'save-mismatch', message: 'They differ at $.turn.' });
    expect(useTable().currentId).toBeNull();
    void saves.resume('save-2', true);
    expect(sent.at(-1)).toEqual({ type: 'resumeSave', save: 'save-2', acceptReplay: true });
  });
});
