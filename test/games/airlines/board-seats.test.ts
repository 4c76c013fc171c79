/**
 * A board whose cards seat fewer players than its game (issue 12: a designer's tiny 2-player
 * Airlines map) through the real host: the board list says which counts it seats and why, and
 * creating a larger table, from the library or inline as the editor's playtest sends it, is
 * refused with the game's own words; the counts it seats open as usual.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../../games/index.js';
import { allMessages } from '../../../games/messages.js';
import { word } from '../../../games/core/wording.js';
import { twoPlayerBoard } from '../../../games/airlines/testing.js';
import type { BoardInfo, HostMessage } from '../../../formats/protocol.js';
import { createHost, type HostHandle } from '../../../main/host/index.js';
import { TestClient, isView, type TableViewEvent } from '../../integration/client.js';

let host: HostHandle | null = null;
const open: TestClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.ws.terminate();
  await host?.close();
  host = null;
});

const tiny = twoPlayerBoard();
const NOTE = "This board's cards are enough for 2 players: it has 20 stock cards (3 players need 21: 5 each, 5 face up and one to draw).";

type Reply = Extract<HostMessage, { type: 'tableCreated' }> | Extract<HostMessage, { type: 'error' }>;

describe.runIf(games.has('airlines'))('A board that seats fewer players than its game', () => {
  it('is listed with the counts it seats; a larger table is refused with the reason, from the library and inline; two players start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-seats-'));
    mkdirSync(join(dataDir, 'boards', 'airlines'), { recursive: true });
    writeFileSync(join(dataDir, 'boards', 'airlines', 'two-of-us.board.json'), JSON.stringify(tiny));
    host = await createHost({ port: 0, dataDir, games, botDelayMs: 0, mdns: false });

    const boards = (await (await fetch(host.url + 'api/boards')).json()) as BoardInfo[];
    const mine = boards.find((b) => b.id === 'user:airlines/two-of-us')!;
    expect(mine.playable).toBe(true);
    expect(mine.players).toMatchObject({ min: 2, max: 2, note: NOTE });
    // The note comes by key too: a lobby in German words it from the catalogue.
    expect(word(allMessages, 'de', mine.players!.noteWords!)).toBe('Die Karten dieses Spielplans reichen für 2 Personen: Er hat 20 Aktien (3 Personen brauchen 21: 5 je Person, 5 offen und eine zum Ziehen).');
    expect(boards.find((b) => b.id === 'bundled:airlines/north-america')!.players).toBeUndefined();

    const c = await TestClient.connect(host.url);
    open.push(c);
    const create = (board: unknown, n: number) =>
      c.request<Reply>({ type: 'createTable', game: 'airlines', board, seats: Array.from({ length: n }, () => ({ kind: 'bot' })), seed: 3 }, (m) => m.type === 'tableCreated' || m.type === 'error');
    for (const board of [{ library: 'user:airlines/two-of-us' }, { inline: tiny }]) {
      const refused = await create(board, 3);
      expect(refused).toMatchObject({ type: 'error', code: 'setup', message: `${NOTE} Seat 2 players, not 3.` });
      expect((await create(board, 2)).type).toBe('tableCreated');
    }
  });

  it('A board that carries its tracing picture plays without it: no player is sent the picture', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-picture-'));
    host = await createHost({ port: 0, dataDir, games, botDelayMs: 0, mdns: false });
    const c = await TestClient.connect(host.url);
    open.push(c);
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const traced = { ...tiny, background: { file: 'scan.png', x: 0, y: 0, scale: 1, opacity: 0.5, locked: true, data: png } };
    const made = await c.request<Reply>(
      { type: 'createTable', game: 'airlines', board: { inline: traced }, seats: [{ kind: 'human' }, { kind: 'bot' }], seed: 3 },
      (m) => m.type === 'tableCreated' || m.type === 'error',
    );
    expect(made.type).toBe('tableCreated');
    const id = (made as Extract<Reply, { type: 'tableCreated' }>).table.id;
    await c.next<TableViewEvent>(isView(id, 0), 5000, 0);
    expect(c.boards.size).toBe(1);
    const board = [...c.boards.values()][0] as Record<string, unknown>;
    expect(board.name).toBe(tiny.name);
    expect('background' in board).toBe(false);
  });
});
