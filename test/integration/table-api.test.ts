/**
 * The table API over the wire (TABLE-API.md): request ids on every answer, `watch` with the
 * table's password, a seat in one round trip, names that belong to seats, reading holds the
 * bots, closing and pausing a table, the lobby pushed on summary changes only, and paging the
 * log.
 */
import { describe, expect, it } from 'vitest';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import type { GameDefinition } from '../../games/core/types.js';
import { type LogEntry, fillNames, type HostMessage } from '../../formats/protocol.js';
import { wordLogEntry } from '../../formats/client-words.js';
import { allMessages } from '../../games/messages.js';
import { fixtureRegistry, tally, type TallyView } from '../fixtures/fixture-game.js';
import { TestClient, isView, type ClientEvent, type TableViewEvent } from './client.js';
import { GUEST, guestHeader, hostSession, english } from './helpers.js';
import { SCORING_EVENT } from '../../main/host/hub-scoring-hold.js';

/** A log entry in English, as a client words it (the wire carries keys, not sentences). */
const en = (e: LogEntry): string => wordLogEntry(allMessages, 'en', e);

const session = hostSession();
const client = (): Promise<TestClient> => session.client();

type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type Err = Extract<HostMessage, { type: 'error' }>;
const answers = (rid: number) => (m: ClientEvent): boolean => 'rid' in m && m.rid === rid && m.type !== 'tableView';

/** Tally whose bank is a scoring: it logs an event of the type both Airlines games log a scoring by. */
const scoringTally: GameDefinition = {
  ...(tally as GameDefinition),
  apply(state, player, move) {
    const res = tally.apply(state, player, move);
    return res.ok && (move as { type?: unknown }).type === 'bank' ? { ...res, events: [...res.events, { type: SCORING_EVENT, text: 'A scoring.' }] } : res;
  },
};

async function create(c: TestClient, seats: { kind: 'human' | 'bot' | 'open'; name?: string; bot?: string }[], extra: Record<string, unknown> = {}) {
  const created = await c.request<Created>({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats, seed: 7, rid: 1, ...extra }, answers(1));
  expect(created.type).toBe('tableCreated');
  return { id: created.table.id, owner: created.ownerToken, tokens: new Map(created.seats.map((s) => [s.seat, s.token])) };
}

describe('the table API', () => {
  it('Request ids: every answer, and every refusal, names the request it answers', async () => {
    const th = await session.start();
    const c = await client();
    expect((await c.request({ type: 'hello', protocol: 2, rid: 11 }, answers(11))).type).toBe('welcome');
    expect((await c.request({ type: 'listTables', rid: 12 }, answers(12))).type).toBe('tables');
    expect((await c.request({ type: 'ping', rid: 13 }, answers(13))).type).toBe('pong');
    const { id, owner, tokens } = await create(c, [{ kind: 'human' }, { kind: 'human' }]);
    const bad = await c.request<Err>({ type: 'move', table: id, rid: 14 }, answers(14));
    expect([bad.type, bad.code]).toEqual(['error', 'bad-message']);
    const gone = await c.request<Err>({ type: 'watch', table: 'nope', rid: 15 }, answers(15));
    expect([gone.type, gone.code]).toEqual(['error', 'no-table']);
    const refused = await c.request<Extract<HostMessage, { type: 'moveRejected' }>>({ type: 'move', table: id, token: tokens.get(1), stateNo: 0, move: { type: 'bank' }, rid: 16 }, answers(16));
    expect([refused.type, refused.error.code]).toEqual(['moveRejected', 'not-your-turn']);
    // An accepted move: the mover's next view carries the request id.
    const moved = await c.request<TableViewEvent>({ type: 'move', table: id, token: tokens.get(0), stateNo: 0, move: { type: 'bank' }, rid: 17 }, (m) => m.type === 'tableView' && m.rid === 17);
    expect([moved.data.seat, moved.data.stateNo]).toEqual([0, 1]);
    expect((await c.request({ type: 'getLog', table: id, rid: 18 }, answers(18))).type).toBe('log');
    expect((await c.request({ type: 'viewAt', table: id, stateNo: 0, rid: 19 }, answers(19))).type).toBe('viewAt');
    expect((await c.request({ type: 'setReading', table: id, on: true, rid: 20 }, answers(20))).type).toBe('ok');
    expect((await c.request({ type: 'saveTable', table: id, token: tokens.get(0), name: 'Mid-game', rid: 21 }, answers(21))).type).toBe('saved');
    expect((await c.request({ type: 'closeTable', table: id, ownerToken: owner, rid: 22 }, answers(22))).type).toBe('ok');
    // Errors that answer no request carry none (the page's banner shows only those).
    const news = await c.request<Err>('{not json', (m) => m.type === 'error');
    expect('rid' in news).toBe(false);
  });

  it('watch takes the table password; a seat is taken in one round trip (the views follow the answer)', async () => {
    const th = await session.start();
    const a = await client();
    const { id } = await create(a, [{ kind: 'human' }, { kind: 'open' }], { password: 'sesame' });
    const g = await client();
    expect((await g.request<Err>({ type: 'watch', table: id, rid: 1 }, answers(1))).code).toBe('password');
    expect((await g.request<Err>({ type: 'watch', table: id, password: 'nope', rid: 2 }, answers(2))).message).toMatch(/wrong/);
    const watched = await g.request<TableViewEvent>({ type: 'watch', table: id, password: 'sesame', rid: 3 }, (m) => m.type === 'tableView' && m.rid === 3);
    expect(watched.data.seat).toBeNull();
    // One request: the answer, then the seat's whole view, with nothing else asked.
    const guest = await client();
    const from = guest.count;
    guest.send({ type: 'joinTable', table: id, seat: 1, name: 'Gus', password: 'sesame', rid: 4 });
    const seated = await guest.next<Extract<HostMessage, { type: 'seated' }>>(answers(4), 5000, from);
    const view = await guest.next<TableViewEvent>(isView(id, 1), 5000, from);
    expect(seated.seat).toBe(1);
    expect(view.data.table.seats[1]).toMatchObject({ name: 'Gus', kind: 'human', connected: true });
    const sent = guest.messages.slice(from - (guest.count - guest.messages.length)).map((m) => m.type);
    expect(sent.indexOf('seated')).toBeLessThan(sent.indexOf('view'));
  });

  it('Names belong to seats: the game and its log hold tokens; a guest taking a seat appears under its name everywhere, earlier lines included; a restart keeps it', async () => {
    let th = await session.start();
    const a = await client();
    const { id, tokens } = await create(a, [{ kind: 'human', name: 'Ann' }, { kind: 'open' }]);
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 0, move: { type: 'bank' } });
    await a.next(isView(id, 0, 1));
    const table = th.host.hub.tables.get(id)!;
    expect(JSON.stringify(table.state)).not.toContain('Ann');
    const guest = await client();
    const seated = await guest.request<Extract<HostMessage, { type: 'seated' }>>({ type: 'joinTable', table: id, seat: 1, name: 'Gus', rid: 1 }, answers(1));
    // The guest banks and takes it back: the host's line names the seat by its token.
    guest.send({ type: 'move', table: id, token: seated.token, stateNo: 1, move: { type: 'bank' } });
    await guest.next(isView(id, 1, 2), 5000, 0);
    guest.send({ type: 'undo', table: id, token: seated.token, stateNo: 2 });
    const after = await a.next<TableViewEvent>(isView(id, 0, 3), 5000, 0);
    const line = after.data.log.find((e) => e.type === 'undo')!;
    expect(en(line)).toBe('{{p2}} takes back a move.');
    expect(JSON.stringify(after.data)).not.toContain('Gus takes');
    expect(after.data.table.seats.map((s) => s.name)).toEqual(['Ann', 'Gus']);
    expect(fillNames(en(line), after.data.table.seats)).toBe('Gus takes back a move.');
    // The seat renamed again (the owner frees it, someone else sits): the same line names them.
    expect(fillNames(en(line), [{ playerId: 'p2', name: 'Hal' }])).toBe('Hal takes back a move.');
    await th.host.flush();
    const saved = await th.host.saves.load(id);
    expect(saved.ok && saved.matches).toBe(true);
    if (saved.ok) expect(saved.save.players.map((p) => p.name)).toEqual(['Ann', 'Gus']);
    // Restart: the renamed seat does not make the replay disagree with the snapshot.
    th = await session.restart({});
    expect(th.host.hub.tables.get(id)?.stateNo).toBe(3);
    expect(en(th.host.hub.tables.get(id)?.logFor(null, Infinity, 100).find((e) => e.type === 'undo')!)).toBe('{{p2}} takes back a move.');
  });

  it('Reading holds the bots: while a person reads, the bot waits; when the page closes, it plays', async () => {
    const th = await session.start();
    const a = await client();
    const { id, tokens } = await create(a, [{ kind: 'human' }, { kind: 'bot' }]);
    expect((await a.request({ type: 'setReading', table: id, on: true, rid: 2 }, answers(2))).type).toBe('ok');
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 0, move: { type: 'bank' } });
    const mine = await a.next<TableViewEvent>(isView(id, 0, 1));
    expect(mine.data.readers).toBe(1);
    // The bot must not move: a fixed wait is the check (a slow machine weakens it, never fails it).
    await new Promise((r) => setTimeout(r, 200));
    expect(th.host.hub.tables.get(id)!.stateNo).toBe(1);
    a.send({ type: 'setReading', table: id, on: false });
    await a.next(isView(id, 0, 2));
    // Again, then the connection goes: the hold goes with it.
    const b = await client();
    await b.request({ type: 'watch', table: id, rid: 3 }, answers(3));
    await b.request({ type: 'setReading', table: id, on: true, rid: 4 }, answers(4));
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 2, move: { type: 'bank' } });
    await a.next(isView(id, 0, 3));
    await new Promise((r) => setTimeout(r, 200));
    expect(th.host.hub.tables.get(id)!.stateNo).toBe(3);
    b.ws.terminate();
    await a.next(isView(id, 0, 4));
  });

  it('A scoring holds the bots from when the host sends it: for each page that reads scorings until it answers or goes, at most the bound', async () => {
    // Tally with a scoring: banking logs one (the event type both Airlines games log theirs by).
    const games = new Map([['tally', scoringTally]]);
    const th = await session.start({ games, scoringHoldMs: 10 * 60_000 });
    const a = await client();
    const { id, tokens } = await create(a, [{ kind: 'human' }, { kind: 'bot' }]);
    const stateNow = () => th.host.hub.tables.get(id)!.stateNo;
    // A client that did not say it reads scorings (a's, and every simple client) holds nothing.
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 0, move: { type: 'bank' } });
    await a.next(isView(id, 0, 2));
    // A page that reads scorings watches and never says "reading": the bot waits all the same.
    const page = await client();
    await page.request({ type: 'hello', protocol: 2, moments: true, rid: 1 }, answers(1));
    await page.request({ type: 'watch', table: id, rid: 2 }, answers(2));
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 2, move: { type: 'bank' } });
    await page.next(isView(id, null, 3));
    // The bot must not move: a fixed wait is the check, here and below.
    await new Promise((r) => setTimeout(r, 200));
    expect(stateNow()).toBe(3);
    // It says it reads (its own hold takes over), then closes the breakdown: the bot plays.
    await page.request({ type: 'setReading', table: id, on: true, rid: 3 }, answers(3));
    await new Promise((r) => setTimeout(r, 200));
    expect(stateNow()).toBe(3);
    page.send({ type: 'setReading', table: id, on: false });
    await a.next(isView(id, 0, 4));
    // The next scoring: the page goes without a word, and the hold goes with it.
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 4, move: { type: 'bank' } });
    await page.next(isView(id, null, 5));
    await new Promise((r) => setTimeout(r, 200));
    expect(stateNow()).toBe(5);
    page.ws.terminate();
    await a.next(isView(id, 0, 6));
  });

  it('A scoring holds the bots at most the bound for a page that never answers', async () => {
    const th = await session.start({ games: new Map([['tally', scoringTally]]), scoringHoldMs: 300 });
    const a = await client();
    await a.request({ type: 'hello', protocol: 2, moments: true, rid: 1 }, answers(1));
    const { id, tokens } = await create(a, [{ kind: 'human' }, { kind: 'bot' }]);
    const sent = performance.now();
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 0, move: { type: 'bank' } });
    await a.next(isView(id, 0, 2));
    // Not before the bound (a timer never fires early by more than a rounding).
    expect(performance.now() - sent).toBeGreaterThanOrEqual(290);
  });

  it('closeTable: only the owner (or the host machine); the people at it are told; its autosave stays and is not reopened at start', async () => {
    let th = await session.start({ clientIsLocal: guestHeader });
    const a = await session.client(GUEST);
    const { id, owner, tokens } = await create(a, [{ kind: 'human' }, { kind: 'human' }]);
    // A guest with a seat token is not the owner.
    expect((await a.request<Err>({ type: 'closeTable', table: id, ownerToken: tokens.get(0), rid: 1 }, answers(1))).code).toBe('not-owner');
    const w = await client();
    await w.request({ type: 'watch', table: id, rid: 2 }, answers(2));
    await a.request({ type: 'closeTable', table: id, ownerToken: owner, rid: 3 }, answers(3));
    expect((await w.next<Extract<HostMessage, { type: 'tableClosed' }>>((m) => m.type === 'tableClosed')).table).toBe(id);
    expect(th.host.hub.tables.has(id)).toBe(false);
    const listed = (await th.host.saves.list()).find((s) => s.id === id);
    expect(listed?.damaged).toBeUndefined();
    th = await session.restart({});
    expect(th.host.hub.tables.has(id)).toBe(false);
  });

  it('paused: a bot that cannot move pauses its table with the reason; the owner resumes it; a restart keeps it paused', async () => {
    // A Tally whose bot offers a card nobody holds.
    const broken: GameDefinition = { ...(tally as GameDefinition), defaultBot: 'lost', bots: [{ id: 'lost', name: 'Lost', description: 'Plays a card it does not have.', choose: () => ({ type: 'play', card: 99 }) }], legalMoves: () => [{ type: 'play', card: 99 }] };
    let th = await session.start({ games: new Map([...fixtureRegistry, ['tally', broken]]) });
    const a = await client();
    const { id, owner, tokens } = await create(a, [{ kind: 'human' }, { kind: 'bot' }]);
    a.send({ type: 'move', table: id, token: tokens.get(0), stateNo: 0, move: { type: 'bank' } });
    const paused = await a.next<TableViewEvent>((m) => m.type === 'tableView' && m.data.table.paused !== undefined, 5000, 0);
    expect(english(paused.data.table.paused)).toMatch(/could not move/);
    expect(english(th.host.hub.summaryList()[0]!.paused)).toMatch(/could not move/);
    const from = a.count;
    await a.request({ type: 'resumeTable', table: id, ownerToken: owner, rid: 5 }, answers(5));
    // It tries again and pauses again: the bot is as lost as before.
    await a.next<TableViewEvent>((m) => m.type === 'tableView' && m.data.table.paused === undefined, 5000, from);
    await a.next<TableViewEvent>((m) => m.type === 'tableView' && m.data.table.paused !== undefined, 5000, from);
    await th.host.flush();
    th = await session.restart({ games: new Map([...fixtureRegistry, ['tally', broken]]) });
    expect(english(th.host.hub.tables.get(id)?.paused)).toMatch(/could not move/);
  });

  it('Lobby: pushed when a summary changes, a few times a second at most, not per move', async () => {
    const th = await session.start({ botDelayMs: 0 });
    const lobby = await client();
    await lobby.request({ type: 'listTables', rid: 1 }, answers(1));
    const from = lobby.count;
    const a = await client();
    const { id } = await create(a, [{ kind: 'bot' }, { kind: 'bot', bot: 'greedy' }]);
    a.send({ type: 'watch', table: id });
    await a.next((m) => m.type === 'tableView' && m.data.outcome !== null, 20_000, 0);
    const moves = th.host.hub.tables.get(id)!.stateNo;
    // The pushes are spaced out: the last, saying the game is over, may come well after the end.
    const pushed = () => lobby.messages.slice(from - (lobby.count - lobby.messages.length)).filter((m) => m.type === 'tables') as Extract<HostMessage, { type: 'tables' }>[];
    await expect.poll(() => pushed().at(-1)?.tables.find((t) => t.id === id)?.status, { timeout: STATE_BUDGET_MS, interval: 20 }).toBe('finished');
    const pushes = pushed();
    expect(moves).toBeGreaterThan(10);
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.length).toBeLessThan(moves / 2);
    const last = pushes.at(-1) as Extract<HostMessage, { type: 'tables' }>;
    expect(last.tables.find((t) => t.id === id)?.status).toBe('finished');
  });

  it('getLog pages the log with the total a seat may see; viewAt refuses a state that was taken back', async () => {
    const th = await session.start();
    const a = await client();
    const { id, tokens } = await create(a, [{ kind: 'human' }, { kind: 'human' }]);
    let stateNo = 0;
    for (let i = 0; i < 8; i++) {
      const seat = i % 2;
      const v = (await a.next<TableViewEvent>(isView(id, seat, stateNo), 5000, 0)).data;
      const card = (v.view as TallyView).hand![0]!;
      a.send({ type: 'move', table: id, token: tokens.get(seat), stateNo, move: i === 7 ? { type: 'bank' } : { type: 'play', card } });
      stateNo++;
    }
    const last = await a.next<TableViewEvent>(isView(id, 1, 8), 5000, 0);
    expect(last.data.canUndo).toBe(true);
    const all = await a.request<Extract<HostMessage, { type: 'log' }>>({ type: 'getLog', table: id, token: tokens.get(0), rid: 1 }, answers(1));
    expect(all.total).toBe(all.entries.length);
    expect(a.latestView(id, 0)!.logCount).toBe(all.total);
    const page = await a.request<Extract<HostMessage, { type: 'log' }>>({ type: 'getLog', table: id, token: tokens.get(0), before: 5, limit: 3, rid: 2 }, answers(2));
    expect(page.entries).toHaveLength(3);
    expect(page.entries.every((e) => e.stateNo < 5)).toBe(true);
    expect(page.entries).toEqual(all.entries.filter((e) => e.stateNo < 5).slice(-3));
    await a.request({ type: 'undo', table: id, token: tokens.get(1), stateNo: 8, rid: 3 }, (m) => 'rid' in m && m.rid === 3);
    const gone = await a.request<Err>({ type: 'viewAt', table: id, stateNo: 8, rid: 4 }, answers(4));
    expect(gone.code).toBe('no-state');
    const undoState = await a.request<Extract<HostMessage, { type: 'viewAt' }>>({ type: 'viewAt', table: id, stateNo: 9, rid: 5 }, answers(5));
    expect(undoState.pub.stateNo).toBe(9);
    expect(undoState.mine.legal).toEqual([]);
  });
});
