/**
 * Journals as hostile files: every kind of broken journal makes its save listed as damaged with
 * the line and the reason (never listed good, never opened with its later lines silently
 * dropped); the user may open a save up to its damaged line, and the journal is kept aside;
 * a journal over the cap is refused without being read whole; the bounds of the save format
 * name the field, the value and the limit; a folder of 500 saves is read once per file version.
 */
import { hostEnglish } from '../host/messages.js';
import { describe, expect, it, vi } from 'vitest';
import { closeSync, mkdirSync, mkdtempSync, openSync, promises as fsp, readFileSync, readdirSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameDefinition } from '../../games/core/types.js';
import { fixtureRegistry } from '../../test/fixtures/fixture-game.js';
import { createSaveStore, migrateSave, type SaveFile } from './index.js';
import { reasonText, type Reason } from './reasons.js';
import { SAVE_LIMITS } from './format.js';
import { JOURNAL_LIMITS } from './journal.js';

const here = dirname(fileURLToPath(import.meta.url));
const v4 = readFileSync(join(here, '..', '..', 'test', 'fixtures', 'saves', 'format-4.save.json'), 'utf8');
const save = JSON.parse(v4) as SaveFile & { journal: number };
const base = save.journal;
const n0 = save.stateNo;
const m0 = save.moves.length;

/** The fixture game goes on: p2 passes, p1 banks, p2 passes, p1 banks. */
const move = (k: number, p: string, m: unknown) => ({ j: base + k, t: 'm', n: n0 + k, p, m });
const good = [move(1, 'p2', { type: 'pass' }), move(2, 'p1', { type: 'bank' }), move(3, 'p2', { type: 'pass' }), move(4, 'p1', { type: 'bank' })];
const line = (x: unknown): string => `${JSON.stringify(x)}\n`;

function folder(): { dataDir: string; saves: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-journal-'));
  mkdirSync(join(dataDir, 'saves'));
  return { dataDir, saves: join(dataDir, 'saves') };
}

/** A registry whose games count their replays (each replay sets the game up once). */
function countingRegistry(): { registry: Map<string, GameDefinition>; setups: () => number } {
  let setups = 0;
  const registry = new Map<string, GameDefinition>();
  for (const [id, def] of fixtureRegistry) {
    registry.set(id, {
      ...def,
      setup: (...args: Parameters<GameDefinition['setup']>) => {
        setups++;
        return def.setup(...args);
      },
    } as GameDefinition);
  }
  return { registry, setups: () => setups };
}

/** A refusal's reason in English ('accepted' when it was not refused). */
const refusedWith = (r: { ok: true } | { ok: false; reason: Reason }): string => (r.ok ? 'accepted' : reasonText(r.reason));

/** Twenty journals broken in twenty ways, each with the line it breaks at. */
const broken: [name: string, text: string, line: number, reason: RegExp][] = [
  ['not-json', `${line(good[0])}{"j":\n${line(good[1])}`, 2, /not valid JSON/],
  ['words', `${line(good[0])}hello world\n`, 2, /not valid JSON/],
  ['nul-bytes', `${line(good[0])}${'\u0000'.repeat(40)}\n`, 2, /not valid JSON/],
  ['not-an-entry', `${line(good[0])}{"x":1}\n`, 2, /not a journal entry/],
  ['unknown-kind', line({ j: base + 1, t: 'z' }), 1, /not a journal entry/],
  ['proto-key', '{"__proto__":{"j":1,"t":"p","r":null}}\n', 1, /not a journal entry/],
  ['array', '[]\n', 1, /not a journal entry/],
  ['number', '42\n', 1, /not a journal entry/],
  ['zero-counter', line({ ...good[0], j: 0 }), 1, /not a journal entry \(j:/],
  ['counter-back', `${line({ j: base + 2, t: 'p', r: null })}${line({ j: base + 1, t: 'p', r: null })}`, 2, /its number \(\d+\) does not follow the line before it/],
  ['counter-twice', `${line(good[0])}${line({ ...good[1], j: base + 1 })}`, 2, /does not follow/],
  ['long-pause-reason', line({ j: base + 1, t: 'p', r: 'x'.repeat(500) }), 1, /r: 500 characters|r: Too big/],
  ['bad-owner-hash', line({ j: base + 1, t: 'o', h: 'not-a-hash' }), 1, /not a journal entry \(h:/],
  ['stranger-moves', line({ ...good[0], p: 'p9' }), 1, /a move by "p9", who is not one of the save's players/],
  ['seat-not-there', line({ j: base + 1, t: 's', i: 5, s: { id: 'p6', name: 'X', kind: 'open' } }), 1, /seat 6 changes, but the table has 2 seats/],
  ['seat-swapped', line({ j: base + 1, t: 's', i: 0, s: { id: 'p2', name: 'X', kind: 'open' } }), 1, /seat 1 changes to player "p2", but it is "p1"'s seat/],
  ['take-back-beyond', line({ j: base + 1, t: 'u', n: n0 + 1, p: 'p1', c: 999 }), 1, /a take-back to move 999 when the game has 9 moves/],
  ['refused-move', `${line(good[0])}${line(move(2, 'p1', { type: 'play', card: 42 }))}`, 2, /move 11 is refused on replay: You hold no 42/],
  ['not-a-move', line(move(1, 'p2', { type: 'fly' })), 1, /move 10 is not a move of this game/],
  ['too-deep', `${line(good[0])}${'['.repeat(150)}${']'.repeat(150)}\n`, 2, /nests arrays and objects too deep/],
];

describe('journals', () => {
  it('Twenty broken journals: each save is listed as damaged with the line and the reason, and opening it is refused with the same words', async () => {
    expect(broken).toHaveLength(20);
    const { dataDir, saves } = folder();
    for (const [name, text] of broken) {
      // Each save is its own table (its id is its table id), as a table's autosave is.
      writeFileSync(join(saves, `${name}.save.json`), JSON.stringify({ ...save, table: { ...save.table, id: name } }));
      writeFileSync(join(saves, `${name}.journal`), text);
    }
    const store = createSaveStore({ dataDir, registry: fixtureRegistry });
    const list = await store.list();
    for (const [name, , at, reason] of broken) {
      const s = list.find((x) => x.id === name)!;
      expect(reasonText(s.damaged!), name).toMatch(new RegExp(`^Journal damaged at line ${at}: `));
      expect(reasonText(s.damaged!), name).toMatch(reason);
      expect(s.journal, name).toMatchObject({ line: at });
      const loaded = await store.load(name);
      expect(loaded, name).toEqual({ ok: false, reason: s.damaged });
    }
    // Never reopened at a host start (those the start would try, load refuses above): they wait in the list for the user's choice.
    expect((await store.autosavesToReopen(64)).sort()).toEqual(['not-a-move', 'refused-move']);
    // Nothing was changed on disk.
    for (const [name, text] of broken) expect(readFileSync(join(saves, `${name}.journal`), 'utf8'), name).toBe(text);
  });

  it('A corrupt line in the middle: reported with its line number; the user may open the game up to it, and the whole journal is kept aside', async () => {
    const { dataDir, saves } = folder();
    const text = `${line(good[0])}${line(good[1])}{"j":${base + 3},"t":"m","n":\n${line(good[2])}${line(good[3])}`;
    writeFileSync(join(saves, 'mid.save.json'), v4);
    writeFileSync(join(saves, 'mid.journal'), text);
    const store = createSaveStore({ dataDir, registry: fixtureRegistry });
    const [listed] = await store.list();
    expect(listed).toMatchObject({ id: 'mid', moves: m0 + 2, journal: { line: 3, moves: m0 + 2 } });
    expect(reasonText(listed!.damaged!)).toBe('Journal damaged at line 3: it is not valid JSON (at column 20).');
    expect((await store.load('mid')).ok).toBe(false);
    // Only the line the list named: a stale choice is refused.
    expect(refusedWith(await store.cutJournal('mid', 4))).toBe('The journal is damaged at line 3 now, not at line 4: look at the list again.');
    expect(await store.cutJournal('mid', 3)).toEqual({ ok: true, moves: m0 + 2, setAside: 'mid.damaged-journal.txt' });
    expect(readFileSync(join(saves, 'mid.damaged-journal.txt'), 'utf8')).toBe(text);
    const [after] = await store.list();
    expect(after).toMatchObject({ id: 'mid', moves: m0 + 2 });
    expect(after!.damaged).toBeUndefined();
    const loaded = await store.load('mid');
    expect(loaded.ok && loaded.matches).toBe(true);
    if (loaded.ok) expect(loaded.save.moves.slice(m0).map((m) => m.move)).toEqual([{ type: 'pass' }, { type: 'bank' }]);
    expect(refusedWith(await store.cutJournal('mid', 3))).toBe('The journal of this save is not damaged: open it as it is.');
  });

  it('A move the game refuses in the journal: damaged at its line, openable up to the move before it', async () => {
    const { dataDir, saves } = folder();
    writeFileSync(join(saves, 'r.save.json'), v4);
    writeFileSync(join(saves, 'r.journal'), `${line(good[0])}${line(good[1])}${line(move(3, 'p2', { type: 'play', card: 42 }))}${line(good[3])}`);
    const store = createSaveStore({ dataDir, registry: fixtureRegistry });
    const [listed] = await store.list();
    expect(listed).toMatchObject({ journal: { line: 3, moves: m0 + 2 } });
    expect(reasonText(listed!.damaged!)).toBe('Journal damaged at line 3: move 12 is refused on replay: You hold no 42.');
    expect(reasonText(listed!.journal!.reason)).toBe('move 12 is refused on replay: You hold no 42.');
    expect(await store.cutJournal('r', 3)).toMatchObject({ ok: true, moves: m0 + 2 });
    const loaded = await store.load('r');
    expect(loaded.ok && loaded.save.moves.length).toBe(m0 + 2);
  });

  it('A torn last line (the host was killed while writing it) is not damage', async () => {
    const { dataDir, saves } = folder();
    writeFileSync(join(saves, 't.save.json'), v4);
    writeFileSync(join(saves, 't.journal'), `${line(good[0])}{"j":${base + 2},"t":"m"`);
    const store = createSaveStore({ dataDir, registry: fixtureRegistry });
    const [s] = await store.list();
    expect(s).toMatchObject({ id: 't', moves: m0 + 1 });
    expect(s!.damaged).toBeUndefined();
  });

  it('Over the cap: a 3 GB journal is listed as damaged with its size without being read whole, and opens up to where reading stopped', async () => {
    const { dataDir, saves } = folder();
    // A table's autosave (its id is its table id), so a host start would reopen it if it could.
    writeFileSync(join(saves, 'big.save.json'), JSON.stringify({ ...save, table: { ...save.table, id: 'big' } }));
    const file = join(saves, 'big.journal');
    const fd = openSync(file, 'w');
    writeSync(fd, line(good[0]));
    closeSync(fd);
    // A sparse file: 3 GB long, a few bytes on disk. Read whole it could not even be a string.
    await fsp.truncate(file, 3 * 1024 ** 3);
    const store = createSaveStore({ dataDir, registry: fixtureRegistry });
    const rss = process.memoryUsage().rss;
    const [s] = await store.list();
    expect(reasonText(s!.damaged!)).toBe(`Journal damaged at line 2: the journal is 3,221,225,472 bytes, more than the 4 MB a journal may hold.`);
    expect(s!.journal).toEqual({ line: 2, reason: expect.objectContaining({ key: 'host.journal.tooLarge' }), moves: m0 + 1 });
    // Far less than the file: it was read a chunk at a time, and only its first line.
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
    expect(await store.autosavesToReopen(64)).toEqual([]);
    expect(await store.cutJournal('big', 2)).toMatchObject({ ok: true, moves: m0 + 1, setAside: 'big.damaged-journal.txt' });
    expect(statSync(join(saves, 'big.damaged-journal.txt')).size).toBe(3 * 1024 ** 3);
    const loaded = await store.load('big');
    expect(loaded.ok && loaded.save.moves.length).toBe(m0 + 1);
  });

  it('Over the cap with good lines: the line that crosses 4 MB is where the damage is; every line before it opens', async () => {
    const { dataDir, saves } = folder();
    writeFileSync(join(saves, 'long.save.json'), v4);
    // Pause lines of ~420 bytes: about 10,000 of them fill the cap.
    const reason = 'x'.repeat(390);
    const lines: string[] = [];
    let size = 0;
    for (let k = 1; size <= JOURNAL_LIMITS.bytes + 1000; k++) {
      const l = line({ j: base + k, t: 'p', r: k % 2 === 1 ? reason : null });
      lines.push(l);
      size += l.length;
    }
    writeFileSync(join(saves, 'long.journal'), lines.join(''));
    let fit = 0;
    for (let used = 0; used + lines[fit]!.length <= JOURNAL_LIMITS.bytes; fit++) used += lines[fit]!.length;
    const store = createSaveStore({ dataDir, registry: fixtureRegistry });
    const [s] = await store.list();
    expect(s!.journal).toMatchObject({ line: fit + 1, moves: m0 });
    expect(reasonText(s!.damaged!)).toMatch(/more than the 4 MB a journal may hold/);
    expect(await store.cutJournal('long', fit + 1)).toMatchObject({ ok: true });
    const loaded = await store.load('long');
    expect(loaded.ok && loaded.save.journal).toBe(base + fit);
  });

  it('A live table: lines the host appends keep the save known to replay (no replay when listed), and the list shows its moves', async () => {
    const { dataDir } = folder();
    const { registry, setups } = countingRegistry();
    const store = createSaveStore({ dataDir, registry });
    const mig = migrateSave(JSON.parse(v4), 'live');
    if (!mig.ok) throw new Error(reasonText(mig.reason));
    store.writeSync('live', { ...mig.save, table: { ...mig.save.table, id: 'live' } });
    store.journal('live').append(good[0] as never);
    store.journal('live').append(good[1] as never);
    expect((await store.list())[0]).toMatchObject({ id: 'live', moves: m0 + 2 });
    expect(setups()).toBe(0);
    // A line written by someone else is checked: here, a refused move.
    writeFileSync(join(dataDir, 'saves', 'live.journal'), `${readFileSync(join(dataDir, 'saves', 'live.journal'), 'utf8')}${line(move(3, 'p2', { type: 'play', card: 42 }))}`);
    expect((await store.list())[0]!.journal).toMatchObject({ line: 3 });
    expect(setups()).toBe(1);
  });

  it('500 saves: the first list reads each once; a second list, and a new start on the same folder, read no save file and replay nothing', async () => {
    const { dataDir, saves } = folder();
    for (let i = 0; i < 500; i++) writeFileSync(join(saves, `s${String(i).padStart(4, '0')}.save.json`), v4);
    writeFileSync(join(saves, 's0007.journal'), `${line(good[0])}garbage\n`);
    const { registry, setups } = countingRegistry();
    const reads = vi.spyOn(fsp, 'readFile');
    const saveReads = (): number => reads.mock.calls.filter((c) => String(c[0]).endsWith('.save.json')).length;
    try {
      const first = await createSaveStore({ dataDir, registry }).list();
      expect(first).toHaveLength(500);
      expect(first.filter((s) => s.damaged).map((s) => [s.id, s.journal?.line])).toEqual([['s0007', 2]]);
      expect(saveReads()).toBe(500);
      // The damaged one too: a move before its damage might be refused.
      expect(setups()).toBe(500);
      const store = createSaveStore({ dataDir, registry });
      const again = await store.list();
      expect(await store.list()).toEqual(again);
      expect(again).toEqual(first);
      expect(saveReads()).toBe(500);
      expect(setups()).toBe(500);
      // A save changed by hand is read (and replayed) again, alone.
      writeFileSync(join(saves, 's0100.save.json'), JSON.stringify({ ...save, name: 'Changed' }));
      expect((await store.list()).find((s) => s.id === 's0100')!.name).toBe('Changed');
      expect(saveReads()).toBe(501);
      expect(setups()).toBe(501);
    } finally {
      reads.mockRestore();
    }
    expect(readdirSync(join(dataDir, 'cache'))).toEqual(['save-index.json']);
  });
});

describe('the bounds of a save', () => {
  const raw = (): Record<string, unknown> & SaveFile => JSON.parse(v4) as Record<string, unknown> & SaveFile;
  const refusal = (s: unknown): string => {
    const m = migrateSave(s, 'x');
    return m.ok ? 'accepted' : reasonText(m.reason);
  };

  it('each bound refuses the value above it, naming the field, the value and the limit; the bound itself is accepted', () => {
    const tooMany = raw();
    tooMany.moves = Array.from({ length: SAVE_LIMITS.moves + 1 }, (_, i) => ({ player: 'p1', move: { type: 'pass' }, n: i + 1 }));
    expect(refusal(tooMany)).toBe('The save is damaged: moves: 5,001 moves; a save holds at most 5,000');
    const atMost = raw();
    atMost.moves = tooMany.moves.slice(0, SAVE_LIMITS.moves);
    expect(refusal(atMost)).toBe('accepted');

    const longName = raw();
    longName.players[0]!.name = 'A'.repeat(81);
    expect(refusal(longName)).toBe('The save is damaged: players.0.name: 81 characters; a save holds at most 80');
    longName.players[0]!.name = 'A'.repeat(80);
    expect(refusal(longName)).toBe('accepted');

    const crowd = raw();
    crowd.players = Array.from({ length: 9 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, kind: 'open' as const }));
    expect(refusal(crowd)).toBe('The save is damaged: players: 9 players; a save holds at most 8');

    const opts = raw();
    opts.options = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`o${i}`, true]));
    expect(refusal(opts)).toBe('The save is damaged: options: 65 options; a save holds at most 64');

    const undos = raw();
    undos.undos = Array.from({ length: SAVE_LIMITS.moves + 1 }, (_, i) => ({ n: i + 1, player: 'p1', count: 0 }));
    expect(refusal(undos)).toBe('The save is damaged: undos: 5,001 take-backs; a save holds at most 5,000');

    const snap = raw();
    snap.snapshot = { blob: 'x'.repeat(SAVE_LIMITS.snapshotBytes) };
    expect(refusal(snap)).toBe('The save is damaged: snapshot: 16,777,227 bytes; a save holds at most 16,777,216');

    const title = raw();
    title.table = { ...title.table, title: 'T'.repeat(121) };
    expect(refusal(title)).toBe('The save is damaged: table.title: 121 characters; a save holds at most 120');
  });
});

describe('a live table at the bound', () => {
  it('a table whose game reaches the most moves a save holds pauses with the reason, and its save still loads', async () => {
    const { Table } = await import('../host/table.js');
    const { tally, tallyBoardFile } = await import('../../test/fixtures/fixture-game.js');
    const seats = [0, 1].map((i) => ({ index: i, playerId: `p${i + 1}`, name: `P${i + 1}`, kind: 'human' as const }));
    const t = new Table({ id: 't1', title: 't', def: tally as GameDefinition, board: tally.boardSchema.parse(tallyBoardFile()), boardHash: 'b0', options: { bankWorthTwo: false }, seed: 1, seats, ownerHashes: Array.from({ length: 70 }, (_, i) => i.toString(16).padStart(64, '0')) });
    // As if the game had gone on that long (no real game comes near).
    for (let i = t.moves.length; i < SAVE_LIMITS.moves; i++) t.moves.push({ player: 'p1', move: { type: 'pass' }, n: i + 1 });
    const res = t.move(t.seats.findIndex((s) => t.active().includes(s.playerId)), t.stateNo, { type: 'pass' });
    expect(res).toMatchObject({ ok: false, code: 'paused' });
    expect(t.paused).toEqual({ key: 'host.pause.saveMoves', params: { moves: 5000 } });
    expect(hostEnglish(t.paused!)).toBe('The game has reached 5,000 moves, the most a save holds.');
    expect(t.moves).toHaveLength(SAVE_LIMITS.moves);
    // The save keeps the latest owners, within its bound, and reads.
    const saved = t.toSave('t');
    expect(saved.table.ownerHashes).toHaveLength(SAVE_LIMITS.ownerHashes);
    expect(saved.table.ownerHashes!.at(-1)).toBe((69).toString(16).padStart(64, '0'));
    expect(migrateSave(JSON.parse(JSON.stringify(saved)), 't1').ok).toBe(true);
  });
});

describe('every recorded game still saves and loads within the bounds', () => {
  it('each game fixture (games/*/fixtures), written as a save, is accepted and replays', async () => {
    const { games } = await import('../../games/index.js');
    const { replaySave } = await import('./index.js');
    const root = join(here, '..', '..');
    let checked = 0;
    for (const game of readdirSync(join(root, 'games'))) {
      let files: string[] = [];
      try {
        files = readdirSync(join(root, 'games', game, 'fixtures')).filter((f) => f.endsWith('.game.json'));
      } catch {
        continue;
      }
      for (const f of files) {
        const fx = JSON.parse(readFileSync(join(root, 'games', game, 'fixtures', f), 'utf8')) as { game: string; board: string; options: Record<string, unknown>; seed: number; players: { id: string; name: string }[]; moves: { player: string; move: unknown }[] };
        const board = JSON.parse(readFileSync(join(root, 'boards', fx.game, `${fx.board}.board.json`), 'utf8')) as unknown;
        const mig = migrateSave({ format: 1, game: fx.game, board, options: fx.options, seed: fx.seed, players: fx.players, moves: fx.moves, snapshot: null, savedAt: '2026-11-27T00:00:00.000Z' }, 'fx');
        expect(mig.ok, f).toBe(true);
        if (mig.ok) expect(replaySave(games.get(fx.game)!, mig.save).ok, f).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(14);
  });
});
