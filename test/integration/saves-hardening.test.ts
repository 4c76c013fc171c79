/**
 * Saves and imports are checked like moves: ids follow safe patterns, a save that throws or is
 * refused on replay is listed as damaged with its reason and never reopened at start, and a
 * guest who takes a seat under a name gets the game back after a restart.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostMessage } from '../../formats/protocol.js';
import { boardFor, hardeningRegistry } from '../fixtures/fragile-games.js';
import { isView, type TestClient, type TableViewEvent } from './client.js';
import { hostSession } from './helpers.js';
import { reasonText } from '../../main/saves/reasons.js';
import type { Wording } from '../../games/core/wording.js';

const session = hostSession();
const client = session.client;

type Created = Extract<HostMessage, { type: 'tableCreated' }>;
type Seated = Extract<HostMessage, { type: 'seated' }>;
const fixture = (): Record<string, unknown> & { players: { id: string; name: string }[]; moves: { player: string; move: unknown }[]; table: { id: string } } =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'saves', 'format-2.save.json'), 'utf8'));

/** A save with "__proto__" as its first player's id, as the security probe crafted it. */
function protoSave(): string {
  const save = fixture();
  save.players[0]!.id = '__proto__';
  for (const m of save.moves) if (m.player === 'p1') m.player = '__proto__';
  // Written by hand so the key survives as a plain string value (JSON.stringify would too; this is explicit).
  return JSON.stringify(save);
}

function putSave(dataDir: string, id: string, text: string): void {
  mkdirSync(join(dataDir, 'saves'), { recursive: true });
  writeFileSync(join(dataDir, 'saves', `${id}.save.json`), text);
}

describe('saves are checked like moves', () => {
  it('Crafted save: a "__proto__" first player is refused at import, listed as damaged, and never reopened at start', async () => {
    let th = await session.start();
    const imp = await fetch(th.host.url + 'api/saves/import', { method: 'POST', body: protoSave() });
    expect(imp.status).toBe(422);
    expect(reasonText((await imp.json()) as Wording)).toMatch(/players\.0\.id: not a safe id/);
    const dataDir = th.dataDir;
    await th.host.close();
    // The same file as a table's autosave (its id is its table id): the host starts and lives.
    const save = JSON.parse(protoSave()) as { table: { id: string } };
    putSave(dataDir, save.table.id, protoSave());
    th = await session.start({}, dataDir);
    expect(th.host.hub.tables.size).toBe(0);
    const list = (await (await fetch(th.host.url + 'api/saves')).json()) as { id: string; damaged?: Wording }[];
    expect(reasonText(list.find((s) => s.id === save.table.id)!.damaged!)).toMatch(/players\.0\.id: not a safe id/);
    // Nothing may go wrong later (a restore or a sweep the start scheduled): a fixed wait is the check.
    await new Promise((r) => setTimeout(r, 600));
    expect((await fetch(th.host.url + 'api/games')).status).toBe(200);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const c = await client();
    const err = await c.request<Extract<HostMessage, { type: 'error' }>>({ type: 'resumeSave', save: save.table.id }, (m) => m.type === 'error');
    expect(err.code).toBe('save-damaged');
  });

  it('Crafted save: prototype-named option keys, a move by no player, and a bad table id are refused with their place', async () => {
    const th = await session.start();
    const bad = (edit: (s: ReturnType<typeof fixture>) => void): string => {
      const s = fixture();
      edit(s);
      return JSON.stringify(s);
    };
    const cases: [string, RegExp][] = [
      [bad((s) => (s['options'] = JSON.parse('{"__proto__": {"polluted": 1}}'))), /options: an option name is not a safe id/],
      [bad((s) => (s.moves[0]!.player = 'constructor')), /moves\.0\.player: not one of the save's players/],
      [bad((s) => (s.table.id = '../../x')), /table\.id: not a table id/],
      [bad((s) => (s.players[1]!.id = s.players[0]!.id)), /appears twice/],
    ];
    for (const [text, reason] of cases) {
      const r = await fetch(th.host.url + 'api/saves/import', { method: 'POST', body: text });
      expect(r.status).toBe(422);
      expect(reasonText((await r.json()) as Wording)).toMatch(reason);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('Damaged saves: one that throws in the game on replay and one whose move is refused are listed as damaged with the reason and not reopened', async () => {
    let th = await session.start({ games: hardeningRegistry });
    const c = await client();
    const created = await c.request<Created>({ type: 'createTable', game: 'fragile', board: { inline: boardFor('fragile') }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 2 }, (m) => m.type === 'tableCreated');
    const id = created.table.id;
    const t0 = created.seats.find((s) => s.seat === 0)!.token;
    const t1 = created.seats.find((s) => s.seat === 1)!.token;
    c.send({ type: 'move', table: id, token: t0, stateNo: 0, move: { type: 'pass' } });
    await c.next(isView(id, 1, 1), 5000, 0);
    c.send({ type: 'move', table: id, token: t1, stateNo: 1, move: { type: 'bank' } });
    await c.next(isView(id, 1, 2), 5000, 0);
    await th.host.flush();
    const dataDir = th.dataDir;
    c.ws.terminate();
    await th.host.close();
    const text = readFileSync(join(dataDir, 'saves', `${id}.save.json`), 'utf8');
    const saved = JSON.parse(text) as { options: Record<string, unknown>; moves: { move: unknown }[] };
    // The same save, but its game's code now throws on the first move…
    putSave(dataDir, id, JSON.stringify({ ...saved, options: { ...saved.options, breaks: 'pass' } }));
    // …and a copy whose second move is not legal.
    const refused = JSON.parse(text) as typeof saved & { table: { id: string } };
    refused.moves[1] = { ...(refused.moves[1] as object), move: { type: 'play', card: 99 } } as never;
    refused.table.id = 'other1';
    putSave(dataDir, 'other1', JSON.stringify(refused));
    th = await session.start({ games: hardeningRegistry }, dataDir);
    expect(th.host.hub.tables.size).toBe(0);
    const list = await th.host.saves.list();
    expect(reasonText(list.find((s) => s.id === id)!.damaged!)).toMatch(/^Replaying the save failed in the game's code: Cannot read properties of undefined/);
    expect(reasonText(list.find((s) => s.id === 'other1')!.damaged!)).toBe('Move 2 of the save is refused on replay: You hold no 99.');
    expect(th.logs.filter((l) => /not reopened/.test(l))).toHaveLength(2);
  });

  it("Guests' games come back: a guest takes an open seat under a name, the host restarts, and the table is reopened with the replay matching", async () => {
    let th = await session.start({ games: hardeningRegistry });
    const owner = await client();
    const created = await owner.request<Created>({ type: 'createTable', game: 'named', board: { inline: boardFor('named') }, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'open' }], seed: 4 }, (m) => m.type === 'tableCreated');
    const id = created.table.id;
    const ownerSeat = created.seats[0]!.token;
    const guest = await client();
    const seat = await guest.request<Seated>({ type: 'joinTable', table: id, seat: 1, name: 'Gus' }, (m) => m.type === 'seated');
    owner.send({ type: 'move', table: id, token: ownerSeat, stateNo: 0, move: { type: 'bank' } });
    await guest.next(isView(id, 1, 1), 5000, 0);
    guest.send({ type: 'move', table: id, token: seat.token, stateNo: 1, move: { type: 'bank' } });
    await guest.next(isView(id, 1, 2), 5000, 0);
    await th.host.flush();
    const loaded = await th.host.saves.load(id);
    expect(loaded.ok && loaded.matches).toBe(true);
    // Names belong to seats: the game was set up with name tokens, so the seat's new name is all the save keeps.
    const file = JSON.parse(readFileSync(join(th.dataDir, 'saves', `${id}.save.json`), 'utf8')) as { players: { name: string }[]; setupNames?: string[] };
    expect(file.players[1]).toMatchObject({ name: 'Gus' });
    expect(file.setupNames).toBeUndefined();
    th = await session.restart({ games: hardeningRegistry });
    expect([...th.host.hub.tables.keys()]).toEqual([id]);
    const back = await client();
    await back.request({ type: 'joinTable', table: id, token: seat.token }, (m) => m.type === 'seated');
    const v = await back.next<TableViewEvent>(isView(id, 1), 5000, 0);
    expect(v.data.stateNo).toBe(2);
    expect(v.data.table.seats[1]!.name).toBe('Gus');
  });
});
