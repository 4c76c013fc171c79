/**
 * LAN and saves through the host: opening to the network (loopback only in tests), saving on
 * demand, resuming from the saves list, the saves API, the log API, and tokens never logged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LogEntry, HostMessage } from '../../formats/protocol.js';
import { wordLogEntry } from '../../formats/client-words.js';
import { allMessages } from '../../games/messages.js';
import { SAVE_FORMAT } from '../../main/saves/format.js';
import { TestClient, isView, type TableViewEvent } from './client.js';
import { startHost, type TestHost } from './helpers.js';

/** A log entry in English, as a client words it (the wire carries keys, not sentences). */
const en = (e: LogEntry): string => wordLogEntry(allMessages, 'en', e);

let th: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await th?.host.close();
  th = null;
});

async function client(url = th!.host.url): Promise<TestClient> {
  const c = await TestClient.connect(url);
  clients.push(c);
  return c;
}

type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type Seated = Extract<HostMessage, { type: 'seated' }>;

async function hotSeat(c: TestClient) {
  const created = await c.request<Created>({ type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 3 }, (m) => m.type === 'tableCreated');
  const token = (seat: number): string => created.seats.find((s) => s.seat === seat)!.token;
  return { id: created.table.id, owner: created.ownerToken, tokens: [token(0), token(1)] };
}

describe('LAN', () => {
  it('openToLan listens on the chosen interface too; a guest there takes a seat and plays; closeToLan ends it', async () => {
    th = await startHost();
    const lanUrl = await th.host.openToLan({ address: '127.0.0.1' });
    expect(lanUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(th.host.lanUrl).toBe(lanUrl);
    const owner = await client();
    const created = await owner.request<Created>(
      { type: 'createTable', game: 'tally', board: { library: 'bundled:tally/classic' }, seats: [{ kind: 'open' }, { kind: 'human' }], seed: 1 },
      (m) => m.type === 'tableCreated',
    );
    const guest = await client(lanUrl);
    const seated = await guest.request<Seated>({ type: 'joinTable', table: created.table.id, seat: 0, name: 'Guest' }, (m) => m.type === 'seated');
    guest.send({ type: 'move', table: created.table.id, token: seated.token, stateNo: 0, move: { type: 'bank' } });
    const v = await owner.next<TableViewEvent>(isView(created.table.id, 1, 1), 5000, 0);
    expect(v.data.table.seats[0]!.name).toBe('Guest');
    const info = (await (await fetch(th.host.url + 'api/host')).json()) as { lanUrl: string };
    expect(info.lanUrl).toBe(lanUrl);
    // mDNS is off in tests (loopback only): the Join list is empty but answers.
    expect(await (await fetch(th.host.url + 'api/lan')).json()).toEqual([]);
    const qr = await fetch(th.host.url + 'api/host/qr.svg');
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    await th.host.closeToLan();
    expect(th.host.lanUrl).toBeNull();
    await expect(TestClient.connect(lanUrl)).rejects.toThrow();
  });
});

describe('saves through the host', () => {
  it('saveTable saves on demand; the saves API lists, renames, exports, imports and deletes', async () => {
    th = await startHost();
    const c = await client();
    const t = await hotSeat(c);
    c.send({ type: 'move', table: t.id, token: t.tokens[0], stateNo: 0, move: { type: 'bank' } });
    await c.next(isView(t.id, 0, 1));
    const saved = await c.request<Extract<HostMessage, { type: 'saved' }>>({ type: 'saveTable', table: t.id, token: t.tokens[1], name: 'Before lunch' }, (m) => m.type === 'saved');
    const stranger = await client();
    const refused = await stranger.request<Extract<HostMessage, { type: 'error' }>>({ type: 'saveTable', table: t.id, token: 'z'.repeat(43), name: 'x' }, (m) => m.type === 'error');
    expect(refused.code).toBe('not-at-table');
    await th.host.flush();
    const api = th.host.url + 'api/saves';
    const list = (await (await fetch(api)).json()) as { id: string; name: string; moves: number }[];
    expect(list.map((s) => s.id).sort()).toEqual([saved.save, t.id].sort());
    expect(list.find((s) => s.id === saved.save)).toMatchObject({ name: 'Before lunch', moves: 1 });
    const one = (await (await fetch(`${api}/${saved.save}`)).json()) as { matches: boolean };
    expect(one.matches).toBe(true);
    expect((await fetch(`${api}/${saved.save}/rename`, { method: 'POST', body: JSON.stringify({ name: 'After lunch' }) })).status).toBe(200);
    const exported = await (await fetch(`${api}/${saved.save}/export`)).text();
    expect(JSON.parse(exported)).toMatchObject({ name: 'After lunch', format: SAVE_FORMAT });
    const imported = (await (await fetch(`${api}/import`, { method: 'POST', body: exported })).json()) as { id: string };
    expect(imported.id).toMatch(/^import-/);
    // Resuming the named save opens a new table at the saved state; the running game is untouched.
    const resumed = await c.request<Created>({ type: 'resumeSave', save: saved.save }, (m) => m.type === 'tableCreated');
    expect(resumed.table.id).not.toBe(t.id);
    expect(th.host.hub.tables.get(resumed.table.id)!.moves).toHaveLength(1);
    expect(th.host.hub.tables.get(t.id)!.stateNo).toBe(1);
    expect((await fetch(`${api}/import`, { method: 'POST', body: '{"format":1}' })).status).toBe(422);
    expect((await fetch(`${api}/${saved.save}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${api}/${saved.save}`, { method: 'DELETE', headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    await th.host.flush();
    const after = (await (await fetch(api)).json()) as { id: string }[];
    expect(after.map((s) => s.id).sort()).toEqual([imported.id, t.id, resumed.table.id].sort());
  });

  it('resumeSave opens a save as a table with its seats waiting; the owner takes them back', async () => {
    th = await startHost({ restoreTables: false });
    const dir = join(th.dataDir, 'saves');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'old.save.json'), readFileSync(join(import.meta.dirname, '..', 'fixtures', 'saves', 'format-1.save.json')));
    const c = await client();
    const created = await c.request<Created>({ type: 'resumeSave', save: 'old' }, (m) => m.type === 'tableCreated' || m.type === 'error');
    expect(created.type).toBe('tableCreated');
    expect(created.table.seats.map((s) => s.kind)).toEqual(['open', 'open']);
    const table = th.host.hub.tables.get(created.table.id)!;
    expect(table.moves).toHaveLength(9);
    const s = await c.request<Seated>({ type: 'joinTable', table: table.id, seat: 1, ownerToken: created.ownerToken }, (m) => m.type === 'seated');
    expect(s.seat).toBe(1);
  });

  it('Old saves: a save of every format opens as a table; a format-4 save brings back its take-back line', async () => {
    th = await startHost({ restoreTables: false });
    const dir = join(th.dataDir, 'saves');
    mkdirSync(dir, { recursive: true });
    const c = await client();
    for (const format of [1, 2, 3, 4]) {
      writeFileSync(join(dir, `f${format}.save.json`), readFileSync(join(import.meta.dirname, '..', 'fixtures', 'saves', `format-${format}.save.json`)));
      const created = await c.request<Created>({ type: 'resumeSave', save: `f${format}` }, (m) => m.type === 'tableCreated' || m.type === 'error');
      expect(created.type, `format ${format}`).toBe('tableCreated');
      const table = th.host.hub.tables.get(created.table.id)!;
      expect(table.moves.length, `format ${format}`).toBeGreaterThanOrEqual(9);
      // Format 3's guest renamed the first seat; the game it was set up with still replays.
      expect(created.table.seats.map((s) => s.name).slice(0, 2)).toEqual([format === 3 ? 'Annie (renamed)' : 'Ann', 'Bob']);
      if (format === 4) {
        expect(table.logFor(null, Infinity, 100).filter((e) => e.type === 'undo').map((e) => en(e))).toEqual(['{{p1}} takes back a move.']);
        expect(table.stateNo).toBeGreaterThanOrEqual(11);
      }
    }
  });

  it('resumeSave refuses a save whose replay disagrees with its snapshot, unless told to accept the replay', async () => {
    th = await startHost({ restoreTables: false });
    const dir = join(th.dataDir, 'saves');
    mkdirSync(dir, { recursive: true });
    const save = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'saves', 'format-2.save.json'), 'utf8')) as { snapshot: { scores: Record<string, number> } };
    save.snapshot.scores['p2'] = 77;
    writeFileSync(join(dir, 'edited.save.json'), JSON.stringify(save));
    const c = await client();
    const err = await c.request<Extract<HostMessage, { type: 'error' }>>({ type: 'resumeSave', save: 'edited' }, (m) => m.type === 'error');
    expect(err.code).toBe('save-mismatch');
    expect(err.message).toContain('$.scores.p2');
    const ok = await c.request<Created>({ type: 'resumeSave', save: 'edited', acceptReplay: true }, (m) => m.type === 'tableCreated');
    expect(ok.table.id).not.toBe('fixture2'); // not the table's own autosave: a new table
    // Nine saved moves; its bot seat may already have played the next one.
    const resumed = th.host.hub.tables.get(ok.table.id)!;
    expect(resumed.moves.slice(0, 9).map(({ player, move }) => ({ player, move }))).toEqual((save as unknown as { moves: unknown[] }).moves);
  });
});

describe('log and secrets', () => {
  it('getLog returns earlier entries filtered for the asking seat; tokens never appear in the host log', async () => {
    th = await startHost();
    const c = await client();
    const t = await hotSeat(c);
    for (let n = 0; n < 6; n++) {
      const seat = n % 2;
      const view = (await c.next<TableViewEvent>(isView(t.id, seat, n), 5000, 0)).data;
      const card = (view.view as { hand: number[] }).hand[0]!;
      c.send({ type: 'move', table: t.id, token: t.tokens[seat], stateNo: n, move: { type: 'play', card } });
    }
    await c.next(isView(t.id, 0, 6), 5000, 0);
    const mine = await c.request<Extract<HostMessage, { type: 'log' }>>({ type: 'getLog', table: t.id, token: t.tokens[0], before: 4 }, (m) => m.type === 'log');
    expect(mine.seat).toBe(0);
    expect(mine.entries.every((e) => e.stateNo < 4)).toBe(true);
    expect(mine.entries.filter((e) => en(e).startsWith('You draw')).map((e) => e.stateNo)).toEqual([1, 3]);
    const pub = await c.request<Extract<HostMessage, { type: 'log' }>>({ type: 'getLog', table: t.id }, (m) => m.type === 'log');
    expect(pub.entries.some((e) => en(e).startsWith('You draw'))).toBe(false);
    await th.host.flush();
    const all = th.logs.join('\n');
    for (const tok of [...t.tokens, t.owner]) expect(all).not.toContain(tok);
    const saveText = readFileSync(join(th.dataDir, 'saves', `${t.id}.save.json`), 'utf8');
    for (const tok of [...t.tokens, t.owner]) expect(saveText).not.toContain(tok);
  });
});
