import { describe, expect, it, beforeEach } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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

  it('finds the project root and its bundled boards from its own location', () => {
    const root = findProjectRoot();
    expect(root).toBeDefined();
    expect(readdirSync(join(root!, 'boards'))).toContain('airlines');
  });
});
