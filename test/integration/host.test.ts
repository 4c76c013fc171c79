import { afterEach, describe, expect, it } from 'vitest';
import { CHILD_PROCESS_BUDGET_MS, STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { mkdtempSync, mkdirSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostMessage, TableView } from '../../formats/protocol.js';
import { type LogEntry, PROTOCOL_VERSION, MAX_FRAME_BYTES } from '../../formats/protocol.js';
import { wordLogEntry, wordRefusal } from '../../formats/client-words.js';
import { allMessages } from '../../games/messages.js';
import type { TallyView } from '../fixtures/fixture-game.js';
import { TestClient, isView, type ClientEvent, type TableViewEvent } from './client.js';
import { startHost, type TestHost } from './helpers.js';

/** A log entry in English, as a client words it (the wire carries keys, not sentences). */
const en = (e: LogEntry): string => wordLogEntry(allMessages, 'en', e);

let th: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await th?.host.close();
  th = null;
});

async function client(): Promise<TestClient> {
  const c = await TestClient.connect(th!.host.url);
  clients.push(c);
  return c;
}

type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type Seated = Extract<HostMessage, { type: 'seated' }>;

/** Creates a Tally table; returns its id, the owner token and the seat tokens. */
async function createTable(c: TestClient, seats: { kind: 'human' | 'bot' | 'open'; bot?: string; name?: string }[], extra: Record<string, unknown> = {}) {
  const created = await c.request<Created>({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats, seed: 7, ...extra }, (m) => m.type === 'tableCreated' || m.type === 'error');
  if (created.type !== 'tableCreated') throw new Error(JSON.stringify(created));
  const tokens = new Map<number, string>(created.seats.map((s) => [s.seat, s.token]));
  expect(tokens.size).toBe(seats.filter((s) => s.kind === 'human').length);
  return { id: created.table.id, owner: created.ownerToken, tokens };
}

describe('host over HTTP', () => {
  it('serves the renderer with MIME types, the CSP header and an index.html fallback', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bw-rend-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>BW</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    th = await startHost({ rendererDir: dir });
    const page = await fetch(th.host.url + 'lobby/table/123');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws: wss:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('<title>BW</title>');
    const js = await fetch(th.host.url + 'assets/app.js');
    expect(js.headers.get('content-type')).toMatch(/text\/javascript/);
    expect((await fetch(th.host.url + 'assets/missing.js')).status).toBe(404);
    expect((await fetch(th.host.url + '..%2f..%2fetc%2fpasswd')).status).not.toBe(200);
  });

  it('answers the JSON API: games, boards, one board with its problems, saving a user board', async () => {
    th = await startHost();
    const games = (await (await fetch(th.host.url + 'api/games')).json()) as { id: string; bots: unknown[] }[];
    expect(games.map((g) => g.id)).toEqual(['tally']);
    const boards = (await (await fetch(th.host.url + 'api/boards')).json()) as { id: string; playable: boolean }[];
    expect(boards).toEqual([expect.objectContaining({ id: 'bundled:tally/classic', playable: true })]);
    const one = (await (await fetch(th.host.url + 'api/boards/bundled:tally/classic')).json()) as { board: { name: string }; raw: { name: string }; problems: unknown[] };
    expect(one.board.name).toBe('Classic');
    expect(one.raw.name).toBe('Classic');
    const bad = await fetch(th.host.url + 'api/boards/user/tally/mine', { method: 'PUT', body: JSON.stringify({ game: 'tally', format: 1, name: 'x' }) });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { problems: { path: string }[] };
    expect(body.problems.map((p) => p.path)).toContain('$.target');
    const good = await fetch(th.host.url + 'api/boards/user/tally/mine', {
      method: 'PUT',
      body: JSON.stringify({ game: 'tally', format: 1, name: 'Mine', target: 10, deck: [1, 2, 3, 4], handSize: 1 }),
    });
    expect(good.status).toBe(200);
    expect(readdirSync(join(th.dataDir, 'boards', 'tally'))).toEqual(['mine.board.json']);
    const foreign = await fetch(th.host.url + 'api/boards/user/tally/evil', { method: 'PUT', headers: { Origin: 'http://evil.example' }, body: '{}' });
    expect(foreign.status).toBe(403);
  });

  it('refuses a WebSocket from a page of another site', async () => {
    th = await startHost();
    await expect(TestClient.connect(th.host.url, { headers: { Origin: 'http://evil.example' } })).rejects.toThrow();
  });
});

describe('host over WebSocket', () => {
  it('says welcome with the games and boards', async () => {
    th = await startHost();
    const c = await client();
    const w = await c.request<Extract<HostMessage, { type: 'welcome' }>>({ type: 'hello', protocol: PROTOCOL_VERSION }, (m) => m.type === 'welcome');
    expect(w.games[0]!.id).toBe('tally');
    expect(w.boards[0]!.id).toBe('bundled:tally/classic');
  });

  it('Bad input: malformed JSON, unknown types and wrong shapes get an error, never a crash', async () => {
    th = await startHost();
    const c = await client();
    expect((await c.request({}, (m) => m.type === 'error')).type).toBe('error');
    const a = await c.request<Extract<HostMessage, { type: 'error' }>>('{not json', (m) => m.type === 'error');
    expect(a.code).toBe('bad-json');
    const b = await c.request<Extract<HostMessage, { type: 'error' }>>({ type: 'launchMissiles' }, (m) => m.type === 'error');
    expect(b.code).toBe('bad-message');
    const d = await c.request<Extract<HostMessage, { type: 'error' }>>({ type: 'move', table: 'x' }, (m) => m.type === 'error');
    expect(d.message).toMatch(/right shape/);
    expect((await c.request({ type: 'ping', t: 5 }, (m) => m.type === 'pong')).type).toBe('pong');
  });

  it('Frames over MAX_FRAME_BYTES close the connection', async () => {
    th = await startHost();
    const c = await client();
    c.send('x'.repeat(MAX_FRAME_BYTES + 10));
    await expect.poll(() => c.closeCode, { timeout: STATE_BUDGET_MS, interval: 20 }).toBe(1009);
    const c2 = await client();
    expect((await c2.request({ type: 'ping' }, (m) => m.type === 'pong')).type).toBe('pong');
  });

  it('Rate limit: a flood gets rate-limited errors, then the connection is closed', async () => {
    th = await startHost({ rateLimit: { perSecond: 5, burst: 5 } });
    const c = await client();
    for (let i = 0; i < 60; i++) c.send({ type: 'ping' });
    await c.next((m) => m.type === 'error' && m.code === 'rate-limited');
    await expect.poll(() => c.closed, { timeout: STATE_BUDGET_MS, interval: 20 }).toBe(true);
  });

  it('Seats: each seat sees only its own hand; a spectator sees no hand', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'human' }]);
    const v0 = await a.next<TableViewEvent>(isView(id, 0), 5000, 0);
    const v1 = await a.next<TableViewEvent>(isView(id, 1), 5000, 0);
    expect((v0.data.view as TallyView).hand).toHaveLength(3);
    expect(v0.data.legal.length).toBeGreaterThan(0);
    expect(v1.data.legal).toEqual([]); // not its turn
    expect(tokens.size).toBe(2);
    const s = await client();
    const sv = await s.request<TableViewEvent>({ type: 'watch', table: id }, isView(id, null));
    expect((sv.data.view as TallyView).hand).toBeNull();
    expect(sv.data.legal).toEqual([]);
    expect(JSON.stringify(sv.data)).not.toContain(tokens.get(0)!);
  });

  it('Moves: a stale state number gets a fresh view; a replayed move is applied once', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'human' }]);
    const t0 = tokens.get(0)!;
    const move = { type: 'move', table: id, token: t0, stateNo: 0, move: { type: 'bank' } };
    a.send(move);
    await a.next(isView(id, 0, 1));
    const rej = await a.request<Extract<HostMessage, { type: 'moveRejected' }>>({ ...move, rid: 5 }, (m) => m.type === 'moveRejected');
    expect(rej.error.code).toBe('stale');
    expect(rej.rid).toBe(5);
    // The view the client holds is the current one already (the delta came before the answer).
    const fresh = a.latestView(id, 0)!;
    expect(fresh.stateNo).toBe(1);
    expect((fresh.view as TallyView).scores['p1']).toBe(1);
    expect(th.host.hub.tables.get(id)!.moves).toHaveLength(1);
  });

  it('Authority: a move with a wrong token, out of turn, or of a wrong shape is refused and changes nothing', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'human' }]);
    const reject = async (msg: unknown): Promise<string> =>
      (await a.request<Extract<HostMessage, { type: 'moveRejected' }>>(msg, (m) => m.type === 'moveRejected')).error.code;
    expect(await reject({ type: 'move', table: id, token: 'x'.repeat(43), stateNo: 0, move: { type: 'bank' } })).toBe('not-your-seat');
    expect(await reject({ type: 'move', table: id, token: tokens.get(1)!, stateNo: 0, move: { type: 'bank' } })).toBe('not-your-turn');
    const badShape = await a.request<Extract<HostMessage, { type: 'moveRejected' }>>(
      { type: 'move', table: id, token: tokens.get(0)!, stateNo: 0, move: { type: 'fly' } },
      (m) => m.type === 'moveRejected',
    );
    // The schema's complaint goes by key too, so each client words it whole in its language.
    expect(badShape.error).toMatchObject({ code: 'bad-move', key: 'host.refuse.badMove', message: 'That is not a move of Tally (test game): type “fly” is not in a form this field accepts.' });
    expect(wordRefusal(allMessages, 'fr', badShape.error)).toBe('Ce n’est pas un coup du jeu Tally (test game) : le champ « type » (“fly”) n’a pas une forme que ce champ accepte.');
    expect(wordRefusal(allMessages, 'de', badShape.error)).toMatch(/: das Feld „type“ \(“fly”\) hat keine Form, die dieses Feld annimmt\.$/);
    const noCard = await a.request<Extract<HostMessage, { type: 'moveRejected' }>>(
      { type: 'move', table: id, token: tokens.get(0)!, stateNo: 0, move: { type: 'play', card: 99 } },
      (m) => m.type === 'moveRejected',
    );
    expect(noCard.error).toEqual({ code: 'no-card', message: 'You hold no 99.' });
    expect(th.host.hub.tables.get(id)!.stateNo).toBe(0);
  });

  it('Log: a private draw is shown only to the seat that drew', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'human' }]);
    const v = await a.next<TableViewEvent>(isView(id, 0), 5000, 0);
    const card = (v.data.view as TallyView).hand![0]!;
    a.send({ type: 'move', table: id, token: tokens.get(0)!, stateNo: 0, move: { type: 'play', card } });
    const mine = await a.next<TableViewEvent>(isView(id, 0, 1));
    const theirs = await a.next<TableViewEvent>(isView(id, 1, 1), 5000, 0);
    expect(mine.data.log.some((e) => /^You draw/.test(en(e)))).toBe(true);
    expect(theirs.data.log.some((e) => /^You draw/.test(en(e)))).toBe(false);
    expect(theirs.data.log.some((e) => /draws a card/.test(en(e)))).toBe(true);
  });

  it('Undo: only your own last move, and only if it drew nothing hidden', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'human' }]);
    a.send({ type: 'move', table: id, token: tokens.get(0)!, stateNo: 0, move: { type: 'bank' } });
    const after = await a.next<TableViewEvent>(isView(id, 0, 1));
    expect(after.data.canUndo).toBe(true);
    const other = await a.request<Extract<HostMessage, { type: 'moveRejected' }>>({ type: 'undo', table: id, token: tokens.get(1)!, stateNo: 1 }, (m) => m.type === 'moveRejected');
    expect(other.error.code).toBe('no-undo');
    a.send({ type: 'undo', table: id, token: tokens.get(0)!, stateNo: 1 });
    const undone = await a.next<TableViewEvent>(isView(id, 0, 2));
    expect((undone.data.view as TallyView).scores['p1']).toBe(0);
    expect(undone.data.activePlayers).toEqual(['p1']);
    // A played card draws a hidden card: no undo.
    const card = (undone.data.view as TallyView).hand![0]!;
    a.send({ type: 'move', table: id, token: tokens.get(0)!, stateNo: 2, move: { type: 'play', card } });
    const played = await a.next<TableViewEvent>(isView(id, 0, 3));
    expect(played.data.canUndo).toBe(false);
    const refused = await a.request<Extract<HostMessage, { type: 'moveRejected' }>>({ type: 'undo', table: id, token: tokens.get(0)!, stateNo: 3 }, (m) => m.type === 'moveRejected');
    expect(refused.error.code).toBe('no-undo');
  });

  it('Bots: bot seats are played by the host until a human must act', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot' }]);
    a.send({ type: 'move', table: id, token: tokens.get(0)!, stateNo: 0, move: { type: 'pass' } });
    const back = await a.next<TableViewEvent>((m) => isView(id, 0, 3)(m) && (m as { data: TableView }).data.activePlayers[0] === 'p1');
    expect(back.data.stateNo).toBe(3);
    expect(back.data.legal.length).toBeGreaterThan(0);
  });

  it('An all-bot table plays to the end and is autosaved as finished', async () => {
    th = await startHost();
    const a = await client();
    const { id } = await createTable(a, [{ kind: 'bot' }, { kind: 'bot', bot: 'greedy' }]);
    a.send({ type: 'watch', table: id });
    const end = await a.next<TableViewEvent>((m) => m.type === 'tableView' && m.data.outcome !== null, 20_000);
    expect(end.data.table.status).toBe('finished');
    await th.host.flush();
    const list = await th.host.saves.list();
    expect(list.find((s) => s.id === id)).toMatchObject({ finished: true, game: 'tally' });
  });

  it('Owner: hands a seat to a bot and back, frees it, and a guest takes the open seat', async () => {
    th = await startHost();
    const owner = await client();
    const { id, owner: ownerToken, tokens } = await createTable(owner, [{ kind: 'human' }, { kind: 'human' }, { kind: 'open' }]);
    const guest = await client();
    const notOwner = await guest.request<Extract<HostMessage, { type: 'error' }>>({ type: 'setSeat', table: id, ownerToken: tokens.get(1)!, seat: 1, kind: 'bot' }, (m) => m.type === 'error');
    expect(notOwner.code).toBe('not-owner');
    const seated = await guest.request<Seated>({ type: 'joinTable', table: id, seat: 2, name: 'Guest' }, (m) => m.type === 'seated');
    expect(seated.seat).toBe(2);
    const taken = await client();
    expect((await taken.request<Extract<HostMessage, { type: 'error' }>>({ type: 'joinTable', table: id, seat: 2 }, (m) => m.type === 'error')).code).toBe('seat-taken');
    // Seat 1 to a bot: its holder may not act; back to the human: it may.
    owner.send({ type: 'setSeat', table: id, ownerToken, seat: 1, kind: 'bot', bot: 'random' });
    await owner.next((m) => m.type === 'tableView' && m.data.table.seats[1]!.kind === 'bot');
    owner.send({ type: 'setSeat', table: id, ownerToken, seat: 1, kind: 'human' });
    await owner.next((m) => m.type === 'tableView' && m.data.table.seats[1]!.kind === 'human');
    // Removing the guest: its token stops working.
    owner.send({ type: 'setSeat', table: id, ownerToken, seat: 2, kind: 'open' });
    const lost = await guest.next<Extract<HostMessage, { type: 'seatLost' }>>((m) => m.type === 'seatLost');
    expect(lost.seat).toBe(2);
    const again = await guest.request<Extract<HostMessage, { type: 'error' }>>({ type: 'joinTable', table: id, token: seated.token }, (m) => m.type === 'error');
    expect(again.code).toBe('bad-token');
  });

  it('Reconnection: a dropped client comes back to the same seat with its token', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'human' }]);
    a.ws.terminate();
    const b = await client();
    const s = await b.request<Seated>({ type: 'joinTable', table: id, token: tokens.get(1)! }, (m) => m.type === 'seated');
    expect(s.seat).toBe(1);
    const v = await b.next<TableViewEvent>(isView(id, 1), 5000, 0);
    expect(v.data.table.seats[1]!.connected).toBe(true);
    expect(v.data.table.seats[0]!.connected).toBe(false);
  });

  it('Password: a table with a password lets in only who knows it', async () => {
    th = await startHost();
    const a = await client();
    const { id } = await createTable(a, [{ kind: 'human' }, { kind: 'open' }], { password: 'sesame' });
    const g = await client();
    expect((await g.request<Extract<HostMessage, { type: 'error' }>>({ type: 'joinTable', table: id, seat: 1 }, (m) => m.type === 'error')).code).toBe('password');
    expect((await g.request<Extract<HostMessage, { type: 'error' }>>({ type: 'watch', table: id }, (m) => m.type === 'error')).code).toBe('password');
    expect((await g.request<Seated>({ type: 'joinTable', table: id, seat: 1, password: 'sesame' }, (m) => m.type === 'seated')).seat).toBe(1);
  });

  it('Restart: the host stopped and started again reopens the table from its autosave; seats come back with their tokens', async () => {
    th = await startHost();
    const a = await client();
    const { id, tokens } = await createTable(a, [{ kind: 'human' }, { kind: 'bot' }]);
    a.send({ type: 'move', table: id, token: tokens.get(0)!, stateNo: 0, move: { type: 'bank' } });
    await a.next(isView(id, 0, 2));
    await th.host.flush();
    const dataDir = th.dataDir;
    a.close();
    clients.length = 0;
    await th.host.close();
    th = await startHost({}, dataDir);
    const b = await client();
    await b.request({ type: 'joinTable', table: id, token: tokens.get(0)! }, (m) => m.type === 'seated');
    const v = await b.next<TableViewEvent>(isView(id, 0), 5000, 0);
    expect(v.data.stateNo).toBe(2);
    expect((v.data.view as TallyView).scores['p1']).toBe(1);
    b.send({ type: 'move', table: id, token: tokens.get(0)!, stateNo: 2, move: { type: 'bank' } });
    const next = await b.next<TableViewEvent>(isView(id, 0, 3));
    expect((next.data.view as TallyView).scores['p1']).toBe(2);
  });

  it('Lobby: listTables lists tables and stays live', async () => {
    th = await startHost();
    const lobby = await client();
    const first = await lobby.request<Extract<HostMessage, { type: 'tables' }>>({ type: 'listTables' }, (m) => m.type === 'tables');
    expect(first.tables).toEqual([]);
    const a = await client();
    const { id } = await createTable(a, [{ kind: 'human' }, { kind: 'open' }]);
    const live = await lobby.next<Extract<HostMessage, { type: 'tables' }>>((m) => m.type === 'tables' && m.tables.length === 1);
    expect(live.tables[0]).toMatchObject({ id, status: 'waiting', game: 'tally' });
  });
});

describe('ports', () => {
  it('a taken port fails unless anyPortIfTaken, which falls back to a free one', async () => {
    th = await startHost();
    const taken = th.host.port;
    await expect(startHost({ port: taken })).rejects.toThrow(/EADDRINUSE/);
    const other = await startHost({ port: taken, anyPortIfTaken: true });
    expect(other.host.port).not.toBe(taken);
    await other.host.close();
  });
});

describe('limits', () => {
  it('Limits: even the host machine holds at most MAX_TABLES tables at once (guests have lower limits: limits.test.ts)', async () => {
    const { MAX_TABLES } = await import('../../main/host/hub.js');
    th = await startHost();
    const c = await client();
    for (let i = 0; i < MAX_TABLES; i++) {
      c.send({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'open' }], seed: i });
    }
    await c.next((m) => m.type === 'tableCreated' && th!.host.hub.tables.size === MAX_TABLES, 20_000, 0);
    const err = await c.request<Extract<HostMessage, { type: 'error' }>>({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'open' }] }, (m) => m.type === 'error');
    expect(err.code).toBe('too-many-tables');
  });
});

describe('inline boards', () => {
  it('Playtest: a table can play a board carried inline; an inline board with errors is refused with the path', async () => {
    th = await startHost();
    const c = await client();
    const bad = await c.request<Extract<HostMessage, { type: 'error' }>>(
      { type: 'createTable', game: 'tally', board: { inline: { game: 'tally', format: 1, name: 'Draft', target: 5, deck: [1, 2], handSize: 1 } }, seats: [{ kind: 'bot' }] },
      (m) => m.type === 'error',
    );
    expect(bad.code).toBe('board-problems');
    expect(bad.message).toContain('$.deck');
    const ok = await c.request<Created>(
      { type: 'createTable', game: 'tally', board: { inline: { game: 'tally', format: 1, name: 'Draft', target: 5, deck: [1, 2, 3, 4], handSize: 1 } }, seats: [{ kind: 'bot' }, { kind: 'bot' }] },
      (m) => m.type === 'tableCreated',
    );
    expect(ok.table.board).toBe('Draft');
  });
});

describe('finished tables', () => {
  it('a finished table nobody is at leaves memory after the grace time; its save stays', async () => {
    // The sweep runs when the test says (no heartbeat in the test's time): with a grace of 0, a
    // heartbeat's sweep between "created" and "watch" closed the table as one nobody had joined.
    th = await startHost({ heartbeatMs: 3_600_000, finishedTableGraceMs: 0 });
    const a = await client();
    const { id } = await createTable(a, [{ kind: 'bot' }, { kind: 'bot' }]);
    a.send({ type: 'watch', table: id });
    await a.next((m) => m.type === 'tableView', undefined, 0);
    // The end reaches a watcher as a delta or in its first view; the host's table says it directly.
    // A whole bots' game: the budget of a child process's work, not of one step.
    const hub = th.host.hub;
    await expect.poll(() => hub.tables.get(id)?.outcome() ?? null, { timeout: CHILD_PROCESS_BUDGET_MS, interval: 10 }).not.toBeNull();
    th.host.hub.sweep();
    expect(th.host.hub.tables.has(id)).toBe(true);
    a.send({ type: 'leave', table: id });
    await expect
      .poll(
        () => {
          hub.sweep();
          return hub.tables.has(id);
        },
        { timeout: STATE_BUDGET_MS, interval: 10 },
      )
      .toBe(false);
    await th.host.flush();
    expect((await th.host.saves.list()).find((s) => s.id === id)?.finished).toBe(true);
  });
});
