/**
 * A bot or a timer cannot take the host down: when a game's code throws (in a move, a bot's
 * turn, listing legal moves, making a view) the table is paused with the reason in words, the
 * host keeps serving every other table, and the owner resumes it. The "fragile" fixture game
 * throws on purpose (test/fixtures/fragile-games.ts).
 */
import { describe, expect, it } from 'vitest';
import type { HostMessage, TableView } from '../../formats/protocol.js';
import { boardFor, hardeningRegistry } from '../fixtures/fragile-games.js';
import { isView, type TestClient, type TableViewEvent } from './client.js';
import { GUEST, guestHeader, hostSession, english } from './helpers.js';

const session = hostSession();
const client = session.client;

type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type View = TableViewEvent;

async function open(c: TestClient, game: string, seats: { kind: 'human' | 'bot' | 'open'; bot?: string }[], options: Record<string, unknown> = {}) {
  const created = await c.request<Created>({ type: 'createTable', game, board: { inline: boardFor(game as 'fragile') }, options, seats, seed: 5 }, (m) => m.type === 'tableCreated' || m.type === 'error');
  if (created.type !== 'tableCreated') throw new Error(JSON.stringify(created));
  const tokens: string[] = [];
  for (const s of created.seats) tokens[s.seat] = s.token;
  return { id: created.table.id, owner: created.ownerToken, tokens };
}

/** A healthy Tally table beside the broken one: it must go on being served. */
async function stillServes(c: TestClient): Promise<void> {
  const t = await open(c, 'tally', [{ kind: 'human' }, { kind: 'bot' }]);
  c.send({ type: 'move', table: t.id, token: t.tokens[0], stateNo: 0, move: { type: 'bank' } });
  const back = await c.next<View>(isView(t.id, 0, 2), 5000, 0);
  expect(back.data.table.paused).toBeUndefined();
  expect((await fetch(session.th.host.url + 'api/games')).status).toBe(200);
}

describe('a table whose game code throws is paused, the host goes on', () => {
  it("Paused: a move that throws in the game's code pauses that table with the reason; its owner resumes it", async () => {
    const th = await session.start({ games: hardeningRegistry, clientIsLocal: guestHeader });
    const owner = await client(GUEST);
    const t = await open(owner, 'fragile', [{ kind: 'human' }, { kind: 'human' }], { breaks: 'pass' });
    const rej = await owner.request<Extract<HostMessage, { type: 'moveRejected' }>>({ type: 'move', table: t.id, token: t.tokens[0], stateNo: 0, move: { type: 'pass' } }, (m) => m.type === 'moveRejected');
    expect(rej.error.code).toBe('paused');
    const paused = await owner.next<View>((m) => isView(t.id, 0)(m) && (m as View).data.table.paused !== undefined, 5000, 0);
    expect(english(paused.data.table.paused)).toMatch(/^Playing the move failed in the game's code \(TypeError: Cannot read properties of undefined/);
    expect(paused.data.legal).toEqual([]);
    expect(paused.data.stateNo).toBe(0);
    // Nobody moves on a paused table, not even with a move that would work.
    const refused = await owner.request<Extract<HostMessage, { type: 'moveRejected' }>>({ type: 'move', table: t.id, token: t.tokens[0], stateNo: 0, move: { type: 'bank' } }, (m) => m.type === 'moveRejected');
    expect(refused.error).toMatchObject({ code: 'paused', message: expect.stringContaining('This table is paused') });
    await stillServes(owner);
    // A guest who is not the owner may not resume it; the owner may.
    const stranger = await client(GUEST);
    expect((await stranger.request<Extract<HostMessage, { type: 'error' }>>({ type: 'resumeTable', table: t.id }, (m) => m.type === 'error')).code).toBe('not-owner');
    owner.send({ type: 'resumeTable', table: t.id, ownerToken: t.owner });
    const resumed = await owner.next<View>((m) => isView(t.id, 0)(m) && (m as View).data.table.paused === undefined, 5000);
    expect(resumed.data.legal.length).toBeGreaterThan(0);
    owner.send({ type: 'move', table: t.id, token: t.tokens[0], stateNo: 0, move: { type: 'bank' } });
    expect((await owner.next<View>(isView(t.id, 0, 1))).data.stateNo).toBe(1);
    expect(th.logs.some((l) => l.includes(`table ${t.id} paused`))).toBe(true);
  });

  it("Paused: a bot's turn that throws (in a timer) pauses the table; the process and every other table live on", async () => {
    const th = await session.start({ games: hardeningRegistry });
    const c = await client();
    const t = await open(c, 'fragile', [{ kind: 'human' }, { kind: 'bot', bot: 'passer' }], { breaks: 'pass' });
    c.send({ type: 'move', table: t.id, token: t.tokens[0], stateNo: 0, move: { type: 'bank' } });
    const paused = await c.next<View>((m) => isView(t.id, 0)(m) && (m as View).data.table.paused !== undefined, 5000, 0);
    expect(paused.data.stateNo).toBe(1);
    expect(english(paused.data.table.paused)).toMatch(/Playing the move failed in the game's code/);
    // The lobby says so too.
    const lobby = await c.request<Extract<HostMessage, { type: 'tables' }>>({ type: 'listTables' }, (m) => m.type === 'tables');
    expect(english(lobby.tables.find((x) => x.id === t.id)?.paused)).toMatch(/failed/);
    await stillServes(c);
  });

  it('Paused: legal moves that throw in an all-bot game, and a view that throws, pause their tables', async () => {
    const th = await session.start({ games: hardeningRegistry });
    const c = await client();
    const bots = await open(c, 'fragile', [{ kind: 'bot' }, { kind: 'bot' }], { breaks: 'legal' });
    c.send({ type: 'watch', table: bots.id });
    const p1 = await c.next<View>((m) => isView(bots.id, null)(m) && (m as View).data.table.paused !== undefined, 5000, 0);
    expect(english(p1.data.table.paused)).toMatch(/^Listing the (bot's )?legal moves failed in the game's code \(RangeError: legal moves exploded\)/);
    const viewBreaks = await open(c, 'fragile', [{ kind: 'human' }, { kind: 'human' }], { breaks: 'view' });
    c.send({ type: 'move', table: viewBreaks.id, token: viewBreaks.tokens[0], stateNo: 0, move: { type: 'bank' } });
    const p2 = await c.next<View>((m) => isView(viewBreaks.id, 1)(m) && (m as View).data.table.paused !== undefined, 5000, 0);
    expect(english(p2.data.table.paused)).toMatch(/^Showing the table failed in the game's code \(Error: view exploded\)/);
    expect(p2.data.view).toBeNull();
    expect(p2.data.stateNo).toBe(1);
    await stillServes(c);
  });
});
