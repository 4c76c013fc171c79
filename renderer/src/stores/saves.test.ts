import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { ClientMessage, HostMessage, TableSummary } from '../../../formats/protocol.js';
import { HostError, useConnection } from './connection.js';
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


/** A connection store that records what is sent and lets the test answer each request as the host would. */
function fakeHost() {
  setActivePinia(createPinia());
  const connection = useConnection();
  const sent: unknown[] = [];
  const answers: { msg: unknown; resolve: (m: HostMessage) => void; reject: (e: Error) => void }[] = [];
  const listeners = new Set<(m: HostMessage) => void>();
  connection.send = (m: ClientMessage) => void sent.push(m);
  connection.request = ((m: unknown) => {
    sent.push(m);
    return new Promise<HostMessage>((resolve, reject) => answers.push({ msg: m, resolve, reject }));
  }) as typeof connection.request;
  connection.onMessage = (fn: (m: HostMessage) => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  connection.onOpen = () => () => undefined;
  /** Answers the oldest request still waiting. */
  const answer = (m: HostMessage | HostError) => {
    const a = answers.shift()!;
    if (m instanceof HostError) a.reject(m);
    else a.resolve(m);
  };
  return { connection, sent, answer, answers };
}

const summary: TableSummary = {
  id: 't-new',
  title: 'Friday',
  game: 'some-game',
  board: 'North America',
  status: 'playing',
  hasPassword: false,
  createdAt: '2026-11-22T07:00:00.000Z',
  seats: [
    { index: 0, playerId: 'p1', name: 'Ann', kind: 'human', connected: false },
    { index: 1, playerId: 'p2', name: 'Bob', kind: 'bot', bot: 'strategist', connected: true },
    { index: 2, playerId: 'p3', name: 'Cy', kind: 'human', connected: false },
  ],
};

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('Resume from the saves list', () => {
  it('Resume: the save opens as a table on screen and the opener, now owner, takes the seats people played', async () => {
    const { sent, answer, answers } = fakeHost();
    const saves = useSaves();
    const pending = saves.resume('save-1');
    expect(sent).toEqual([{ type: 'resumeSave', save: 'save-1' }]);
    answer({ type: 'tableCreated', table: summary, ownerToken: 'o'.repeat(32), seats: [] });
    await flush();
    expect(useTable().currentId).toBe('t-new');
    // Watching first (no seat held here yet), then one claim per seat a person played.
    expect(sent.slice(1)).toEqual([
      { type: 'watch', table: 't-new' },
      { type: 'joinTable', table: 't-new', seat: 0, ownerToken: 'o'.repeat(32) },
      { type: 'joinTable', table: 't-new', seat: 2, ownerToken: 'o'.repeat(32) },
    ]);
    answer({ type: 'ok' });
    answer({ type: 'seated', table: 't-new', seat: 0, token: 't'.repeat(32) });
    answer({ type: 'seated', table: 't-new', seat: 2, token: 'u'.repeat(32) });
    expect(await pending).toEqual({ ok: true, table: 't-new' });
    expect(answers).toEqual([]);
    expect(useTable().heldSeats).toEqual([0, 2]);
  });

  it('Resume: a save whose replay differs is not opened; the user is told why (and may accept the replay)', async () => {
    const { connection, sent, answer } = fakeHost();
    const saves = useSaves();
    const pending = saves.resume('save-2');
    answer(new HostError('save-mismatch', 'They differ at $.turn.'));
    expect(await pending).toEqual({ ok: false, code: 'save-mismatch', message: 'They differ at $.turn.' });
    expect(useTable().currentId).toBeNull();
    // The refusal answered this request: no banner.
    expect(connection.lastError).toBeNull();
    void saves.resume('save-2', true);
    expect(sent.at(-1)).toEqual({ type: 'resumeSave', save: 'save-2', acceptReplay: true });
  });
});
