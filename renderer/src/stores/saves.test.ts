import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { ClientMessage, HostMessage, TableSummary } from '../../../formats/protocol.js';
import { HostError, useConnection } from './connection.js';
import { useSaves } from './saves.js';
import { savedAt, savePlayers, saveProgress } from '../screens/save-words.js';
import { inLocale } from '../i18n/in-locale.test-support.js';
import { savesArea } from '../i18n/saves/index.js';
import { useTable } from './table.js';

describe('Saves list lines', () => {
  const players = [
    { name: 'Ann', kind: 'human' as const },
    { name: 'Bob', kind: 'bot' as const },
    { name: 'Seat 3', kind: 'open' as const },
    { name: '', kind: 'human' as const },
  ];

  it('Saves list: players, bots marked, open seats said as such, an unnamed seat by its number: in the page’s language', async () => {
    expect(await inLocale('en', [savesArea], () => savePlayers(players))).toBe('Ann, Bob (bot), open seat, Player 4');
    const fr = await inLocale('fr', [savesArea], () => savePlayers(players));
    expect(fr).toBe('Ann, Bob (bot), place libre et Joueur 4');
    expect(await inLocale('de', [savesArea], () => savePlayers(players))).toBe('Ann, Bob (Bot), freier Platz und Spieler 4');
  });

  it('Saves list: shows the round or turn, the moves, and whether the game is over', async () => {
    const lines = () => [saveProgress({ turn: 4, moves: 23, finished: false }), saveProgress({ round: 2, moves: 1, finished: false }), saveProgress({ moves: 90, finished: true })];
    expect(await inLocale('en', [savesArea], lines)).toEqual(['turn 4 · 23 moves', 'round 2 · 1 move', '90 moves · finished']);
    expect(await inLocale('fr', [savesArea], lines)).toEqual(['tour 4 · 23 coups', 'manche 2 · 1 coup', '90 coups · terminée']);
  });

  it('Saves list: an unreadable date is shown as written rather than as "Invalid Date"', async () => {
    expect(await inLocale('en', [savesArea], () => savedAt('not a date'))).toBe('saved not a date');
    expect(await inLocale('de', [savesArea], () => savedAt('2026-11-22T07:12:00.000Z'))).toMatch(/^gespeichert am .*2026/);
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
