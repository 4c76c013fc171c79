import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../games/core/rng.js';
import { createSaveStore, firstDifference, migrateSave, SAVE_FORMAT } from './index.js';
import { reasonText } from './reasons.js';
import { fixtureRegistry } from '../../test/fixtures/fixture-game.js';
import { bundleForNode, type NodeBundle } from '../../test/fixtures/node-bundle.js';
import { CHILD_PROCESS_BUDGET_MS } from '../../test/fixtures/budgets.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', '..', 'test', 'fixtures', 'saves');

function storeWith(files: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-saves-'));
  mkdirSync(join(dataDir, 'saves'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dataDir, 'saves', name), text);
  return { dataDir, store: createSaveStore({ dataDir, registry: fixtureRegistry }) };
}

describe('saves', () => {
  it('Format migrations: a save of every earlier format loads and replays to its snapshot', async () => {
    const formats = readdirSync(fixtures).filter((f) => /^format-\d+\.save\.json$/.test(f));
    expect(formats.length).toBe(SAVE_FORMAT);
    const { dataDir, store } = storeWith({});
    for (const f of formats) copyFileSync(join(fixtures, f), join(dataDir, 'saves', f));
    for (const f of formats) {
      const res = await store.load(f.replace('.save.json', ''));
      expect(res.ok, f).toBe(true);
      if (res.ok) {
        expect(res.matches, f).toBe(true);
        expect(res.save.format).toBe(SAVE_FORMAT);
        expect(res.save.moves.length).toBe(9);
      }
    }
    const v1 = await store.load('format-1');
    if (v1.ok) expect(v1.save.players.every((p) => p.kind === 'open')).toBe(true);
  });

  it('lists saves with game, board, players, moves and date; damaged and unknown-format files as damaged with the reason, never deleted', async () => {
    const good = readFileSync(join(fixtures, 'format-2.save.json'), 'utf8');
    const future = JSON.stringify({ ...JSON.parse(good), format: 99 });
    const { dataDir, store } = storeWith({ 'good.save.json': good, 'torn.save.json': good.slice(0, 300), 'future.save.json': future, 'alien.save.json': '{"hello": 1}' });
    const list = await store.list();
    expect(list[0]).toMatchObject({ id: 'good', name: 'Tally evening', game: 'tally', board: 'Tally test board', moves: 9, players: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'bot' }] });
    const why = (id: string): string => reasonText(list.find((s) => s.id === id)!.damaged!);
    expect(why('torn')).toMatch(/not valid JSON/);
    expect(why('future')).toMatch(/newer Boardwright/);
    expect(why('alien')).toMatch(/no format number/);
    expect(readdirSync(join(dataDir, 'saves')).sort()).toEqual(['alien.save.json', 'future.save.json', 'good.save.json', 'torn.save.json']);
    expect(readFileSync(join(dataDir, 'saves', 'torn.save.json'), 'utf8')).toBe(good.slice(0, 300));
  });

  it('Replay check: a save whose moves do not give its snapshot is reported, not hidden', async () => {
    const save = JSON.parse(readFileSync(join(fixtures, 'format-2.save.json'), 'utf8')) as { snapshot: { scores: Record<string, number> } };
    save.snapshot.scores['p1'] = 999;
    const { store } = storeWith({ 'edited.save.json': JSON.stringify(save) });
    const res = await store.load('edited');
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.matches).toBe(false);
      expect(res.difference).toBe('$.scores.p1');
    }
    const broken = JSON.parse(readFileSync(join(fixtures, 'format-2.save.json'), 'utf8')) as { moves: { move: unknown }[] };
    broken.moves[0]!.move = { type: 'play', card: 42 };
    const { store: s2 } = storeWith({ 'broken.save.json': JSON.stringify(broken) });
    const r2 = await s2.load('broken');
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(reasonText(r2.reason)).toMatch(/^Move 1 of the save is refused on replay: You hold no 42\.$/);
  });

  it('Damaged on replay: listed as damaged, still after a rename, and after a restart (the replay answers are kept per file version)', async () => {
    const broken = JSON.parse(readFileSync(join(fixtures, 'format-2.save.json'), 'utf8')) as { moves: { move: unknown }[] };
    broken.moves[1]!.move = { type: 'play', card: 42 };
    const good = readFileSync(join(fixtures, 'format-2.save.json'), 'utf8');
    const { dataDir, store } = storeWith({ 'broken.save.json': JSON.stringify(broken), 'good.save.json': good });
    const damaged = async (s: typeof store): Promise<Record<string, string | undefined>> => Object.fromEntries((await s.list()).map((x) => [x.id, x.damaged && reasonText(x.damaged)]));
    expect(await damaged(store)).toEqual({ good: undefined, broken: 'Move 2 of the save is refused on replay: You hold no 42.' });
    expect(await store.rename('broken', 'Still broken')).toEqual({ ok: true });
    expect((await damaged(store))['broken']).toMatch(/Move 2 of the save is refused/);
    const again = createSaveStore({ dataDir, registry: fixtureRegistry });
    expect(await damaged(again)).toEqual({ good: undefined, broken: expect.stringMatching(/Move 2 of the save is refused/) });
    // Mended by hand: a new file version is replayed again.
    writeFileSync(join(dataDir, 'saves', 'broken.save.json'), good);
    expect((await damaged(again))['broken']).toBeUndefined();
  });

  it('rename, delete, export and import (an import becomes a new save with free seats)', async () => {
    const good = readFileSync(join(fixtures, 'format-2.save.json'), 'utf8');
    const { store } = storeWith({ 'good.save.json': good });
    expect(await store.rename('good', 'Friday game')).toEqual({ ok: true });
    expect((await store.list())[0]!.name).toBe('Friday game');
    const text = await store.exportText('good');
    const imp = await store.importText(text!);
    expect(imp.ok).toBe(true);
    if (imp.ok) {
      const loaded = await store.load(imp.id);
      expect(loaded.ok && loaded.matches).toBe(true);
      if (loaded.ok) expect(loaded.save.players.map((p) => p.kind)).toEqual(['open', 'bot']);
    }
    expect((await store.importText('{"format": 2}')).ok).toBe(false);
    expect(await store.remove('good')).toBe(true);
    expect(await store.remove('../../etc/passwd')).toBe(false);
    expect((await store.list()).map((s) => s.id)).toEqual([imp.ok ? imp.id : '']);
  });

  it('firstDifference names the path where two values differ', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('$.a[1].b');
    expect(firstDifference({ a: 1, u: undefined }, { a: 1 })).toBeNull();
    expect(migrateSave([], 'x').ok).toBe(false);
  });

  // The writer is started eight times: bundled once, each start is a plain node start (not tsx).
  let writer: NodeBundle;
  beforeAll(async () => {
    writer = await bundleForNode('save-writer', { 'save-writer.mjs': 'test/fixtures/save-writer.ts' });
    // No budget of its own (it had 120 s): the suite's hook budget (5 minutes, vitest.config.ts)
    // is sized for a load of 20 on 2 cores.
  });
  afterAll(() => writer?.remove());

  it('Atomic writes: a process killed mid-write, over and over, always leaves the last good save loadable', async () => {
    const { dataDir, store } = storeWith({});
    const rng = Rng.fromSeed(2024);
    let lastLoaded = 0;
    for (let round = 0; round < 8; round++) {
      const child = spawn(process.execPath, [writer.file('save-writer.mjs'), dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
      let writes = 0;
      const killAfter = 1 + rng.int(40);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error('the writer never wrote'));
          // A hang detector: a node start is seconds of wall time at a load of 20 (budgets.ts).
        }, CHILD_PROCESS_BUDGET_MS);
        child.stdout.on('data', (chunk: Buffer) => {
          writes += chunk.toString().split('\n').filter((l) => l.startsWith('wrote')).length;
          if (writes >= killAfter && child.exitCode === null) child.kill('SIGKILL');
        });
        child.on('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const res = await store.load('crash');
      expect(res.ok, `round ${round}`).toBe(true);
      if (res.ok) {
        expect(res.matches).toBe(true);
        lastLoaded = res.save.moves.length;
      }
      const listed = (await store.list()).find((s) => s.id === 'crash');
      expect(listed?.damaged).toBeUndefined();
    }
    expect(lastLoaded).toBeGreaterThan(0);
    // What the kills left half-written are temporary files, which a host start cleans away.
    writeFileSync(join(dataDir, 'saves', 'keep-me.txt'), 'not ours');
    await store.cleanTemp(0);
    expect(readdirSync(join(dataDir, 'saves')).sort()).toEqual(['crash.save.json', 'keep-me.txt']);
  });
});

describe('the journal', () => {
  it('Journal: a save loads with the moves its journal holds after the snapshot; a torn last line is ignored; trimming keeps what the snapshot lacks', async () => {
    const v4 = readFileSync(join(fixtures, 'format-4.save.json'), 'utf8');
    const { dataDir, store } = storeWith({ 'j.save.json': v4 });
    const save = JSON.parse(v4) as { moves: { player: string; move: unknown; n: number }[]; stateNo: number; journal: number };
    const base = save.journal;
    // Two more moves (the fixture's game goes on: p2 then p1), and a line the host was killed while writing.
    const lines = [
      { j: base + 1, t: 'm', n: save.stateNo + 1, p: 'p2', m: { type: 'pass' } },
      { j: base + 2, t: 's', i: 1, s: { id: 'p2', name: 'Bobby', kind: 'bot', bot: 'greedy' } },
      { j: base + 3, t: 'm', n: save.stateNo + 2, p: 'p1', m: { type: 'bank' } },
    ];
    const journal = join(dataDir, 'saves', 'j.journal');
    writeFileSync(journal, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n{"j":${base + 4},"t":"m","n":`);
    const res = await store.load('j');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.matches).toBe(true);
    expect(res.save.moves).toHaveLength(save.moves.length + 2);
    expect(res.save.stateNo).toBe(save.stateNo + 2);
    expect(res.save.players[1]!.name).toBe('Bobby');
    expect(res.save.journal).toBe(base + 3);
    expect((await store.list()).find((s) => s.id === 'j')!.moves).toBe(save.moves.length + 2);
    // Export carries the journal's moves; the snapshot in it is the state after them.
    const exported = JSON.parse((await store.exportText('j'))!) as { moves: unknown[] };
    expect(exported.moves).toHaveLength(save.moves.length + 2);
    // A snapshot holding the first line: trimming drops it and keeps the rest.
    store.journal('j').trim(base + 1);
    expect(readFileSync(journal, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { j: number }).j)).toEqual([base + 2, base + 3]);
    store.journal('j').trim(base + 3);
    expect(readdirSync(join(dataDir, 'saves'))).toEqual(['j.save.json']);
  });
});
