import { describe, expect, it, beforeEach } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLibrary, findProjectRoot, parseBoardId } from './index.js';
import { lineColumn, parseJson } from './json-file.js';
import { fixtureRegistry, tallyBoardFile } from '../../test/fixtures/fixture-game.js';

let dir: string;
let bundled: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bw-lib-'));
  bundled = join(dir, 'bundled');
  mkdirSync(join(bundled, 'tally'), { recursive: true });
  writeFileSync(join(bundled, 'tally', 'classic.board.json'), JSON.stringify(tallyBoardFile()));
});

describe('board library', () => {
  it('JSON syntax errors are reported with line and column', () => {
    const res = parseJson('{\n  "a": 1,\n  "b": ,\n}');
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.line).toBe(3);
      expect(res.message).toMatch(/line 3, column \d+/);
    }
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('lists bundled and user boards with ids bundled:<game>/<name> and user:<game>/<name>', async () => {
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    const saved = await lib.saveUserBoard('tally', 'mine', tallyBoardFile({ name: 'Mine' }));
    expect(saved.ok).toBe(true);
    const list = await lib.list();
    expect(list.map((b) => b.id)).toEqual(['bundled:tally/classic', 'user:tally/mine']);
    expect(list.every((b) => b.playable)).toBe(true);
    const got = await lib.get('user:tally/mine');
    expect(got?.name).toBe('Mine');
    expect(await lib.get('user:tally/../../etc')).toBeNull();
    expect(parseBoardId('bundled:tally/a/b')).toBeNull();
  });

  it('Cache: each board file version is read and checked once; a changed, added or removed file is seen at the next listing', async () => {
    const userGame = join(dir, 'data', 'boards', 'tally');
    mkdirSync(userGame, { recursive: true });
    const mine = join(userGame, 'mine.board.json');
    writeFileSync(mine, JSON.stringify(tallyBoardFile({ name: 'Mine' })));
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    expect(lib.checks()).toBe(0);
    await lib.list();
    expect(lib.checks()).toBe(2);
    for (let i = 0; i < 5; i++) await lib.list();
    await lib.get('user:tally/mine');
    expect(lib.checks()).toBe(2);
    // Listings asked for at once share one.
    const all = await Promise.all(Array.from({ length: 10 }, () => lib.list()));
    expect(new Set(all).size).toBe(1);
    expect(lib.checks()).toBe(2);
    // Same size, new time: checked again, and its new content listed.
    writeFileSync(mine, JSON.stringify(tallyBoardFile({ name: 'Mind' })));
    utimesSync(mine, new Date(), new Date(Date.now() + 5000));
    expect((await lib.list()).find((b) => b.id === 'user:tally/mine')?.name).toBe('Mind');
    expect(lib.checks()).toBe(3);
    // Broken now: listed broken (not the old good result).
    writeFileSync(mine, '{"game": "tally",');
    expect((await lib.list()).find((b) => b.id === 'user:tally/mine')?.playable).toBe(false);
    expect(lib.checks()).toBe(4);
    writeFileSync(join(userGame, 'more.board.json'), JSON.stringify(tallyBoardFile({ name: 'More' })));
    rmSync(mine);
    expect((await lib.list()).map((b) => b.id)).toEqual(['bundled:tally/classic', 'user:tally/more']);
    expect(lib.checks()).toBe(5);
  });

  it('malformed board files are listed with their path and reason, never deleted or rewritten', async () => {
    const userGame = join(dir, 'data', 'boards', 'tally');
    mkdirSync(userGame, { recursive: true });
    const broken = '{\n  "game": "tally",\n  "format": 1\n  "name": "x"\n}';
    writeFileSync(join(userGame, 'broken.board.json'), broken);
    writeFileSync(join(userGame, 'shape.board.json'), JSON.stringify(tallyBoardFile({ deck: [1, 2] })));
    writeFileSync(join(userGame, 'other.board.json'), JSON.stringify({ ...tallyBoardFile(), game: 'chess' }));
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    const list = await lib.list();
    const broke = list.find((b) => b.id === 'user:tally/broken')!;
    expect(broke.playable).toBe(false);
    expect(broke.file).toBe(join(userGame, 'broken.board.json'));
    expect(broke.problems[0]!.message).toMatch(/not valid JSON.*line 4, column 3/);
    const shape = list.find((b) => b.id === 'user:tally/shape')!;
    expect(shape.problems[0]!.path).toBe('$.deck');
    const other = list.find((b) => b.id === 'user:tally/other')!;
    expect(other.problems[0]).toMatchObject({ path: '$.game' });
    expect(readFileSync(join(userGame, 'broken.board.json'), 'utf8')).toBe(broken);
    expect(readdirSync(userGame).sort()).toEqual(['broken.board.json', 'other.board.json', 'shape.board.json']);
  });

  it('semantic problems come back with their JSON path, and a board with only warnings is playable', async () => {
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    const res = await lib.saveUserBoard('tally', 'hard', tallyBoardFile({ target: 99, deck: [1, 1, 1, 1] }));
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.entry.problems).toEqual([expect.objectContaining({ path: '$.target', severity: 'warning' })]);
      expect(res.entry.playable).toBe(true);
    }
  });

  it('saving a user board writes stable JSON in the schema key order, atomically', async () => {
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    const shuffled = { handSize: 2, deck: [1, 2, 3, 4], target: 5, name: 'Keys', format: 1, game: 'tally' };
    const res = await lib.saveUserBoard('tally', 'keys', shuffled);
    expect(res.ok).toBe(true);
    const text = readFileSync(join(dir, 'data', 'boards', 'tally', 'keys.board.json'), 'utf8');
    expect(Object.keys(JSON.parse(text))).toEqual(['game', 'format', 'name', 'target', 'deck', 'handSize']);
    expect(text).toContain('\n  "format": 1,');
    expect(text.endsWith('\n')).toBe(true);
    expect(readdirSync(join(dir, 'data', 'boards', 'tally')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to save a board of the wrong shape or under a name that is not a plain file name', async () => {
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    const bad = await lib.saveUserBoard('tally', 'x', { game: 'tally', format: 1, name: 'x' });
    expect(bad.ok).toBe(false);
    const traversal = await lib.saveUserBoard('tally', '../evil', tallyBoardFile());
    expect(traversal.ok).toBe(false);
  });

  it('finds the project root and its bundled boards from its own location', async () => {
    const { games } = await import('../../games/index.js');
    const root = findProjectRoot();
    expect(root).toBeDefined();
    expect(readdirSync(join(root!, 'boards'))).toEqual(expect.arrayContaining([...games.keys()]));
  });
});

describe('board library: one writer', () => {
  it('every bundled board saved into My boards is written byte for byte as its file', async () => {
    const { games } = await import('../../games/index.js');
    const root = findProjectRoot()!;
    const lib = createLibrary({ registry: games, dataDir: join(dir, 'data') });
    for (const game of games.keys()) {
      for (const f of readdirSync(join(root, 'boards', game)).filter((x) => x.endsWith('.board.json'))) {
        const text = readFileSync(join(root, 'boards', game, f), 'utf8');
        const name = f.replace('.board.json', '');
        const res = await lib.saveUserBoard(game, name, JSON.parse(text));
        expect(res.ok).toBe(true);
        expect(readFileSync(join(dir, 'data', 'boards', game, f), 'utf8')).toBe(text);
        // And read back: the same board, the same name in the list.
        const entry = await lib.get(`user:${game}/${name}`);
        expect(entry?.raw).toEqual(JSON.parse(text));
      }
    }
  });

  it('a key the schema does not know is kept, not dropped', async () => {
    const lib = createLibrary({ registry: fixtureRegistry, dataDir: join(dir, 'data'), bundledDir: bundled });
    const res = await lib.saveUserBoard('tally', 'extra', { ...tallyBoardFile(), notes: 'mine' });
    expect(res.ok).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'data', 'boards', 'tally', 'extra.board.json'), 'utf8')).notes).toBe('mine');
  });
});
