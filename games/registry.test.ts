import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from './index.js';
import { isDefinedByCore } from './core/define.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('the game registry', () => {
  it('holds every game folder, each under its folder name, once', () => {
    const folders = readdirSync(here).filter((f) => f !== 'core' && statSync(join(here, f)).isDirectory());
    expect([...games.keys()].sort()).toEqual(folders.sort());
    expect(new Set([...games.values()].map((g) => g.id)).size).toBe(games.size);
  });

  it('gives every game the whole contract: schemas, at least two bots, options with defaults', () => {
    for (const def of games.values()) {
      expect(def.minPlayers).toBeGreaterThanOrEqual(2);
      expect(def.maxPlayers).toBeGreaterThanOrEqual(def.minPlayers);
      expect(def.bots.length).toBeGreaterThanOrEqual(2);
      expect(new Set(def.bots.map((b) => b.id)).size).toBe(def.bots.length);
      expect(def.bots.map((b) => b.id)).toContain(def.defaultBot);
      expect(() => def.optionsSchema.parse({})).not.toThrow();
      for (const o of def.options) expect(def.optionsSchema.parse({})).toHaveProperty(o.key, o.default);
    }
  });

  it("builds every game's apply in core (defineGame), so the host parses a move once and the game's cloner runs", () => {
    for (const def of games.values()) expect(isDefinedByCore(def), `${def.id}: defineGame(...)`).toBe(true);
    // A hand-written apply, or one wrapped over core's, is not core's.
    const first = [...games.values()][0]!;
    expect(isDefinedByCore({ ...first, apply: (s: unknown, p: string, m: unknown) => first.apply(s, p, m) })).toBe(false);
    expect(isDefinedByCore({ ...first, applyParsed: undefined })).toBe(false);
  });

  it('names a default board for every game, one of its bundled boards', () => {
    for (const def of games.values()) {
      expect(def.defaultBoard, `${def.id} names its default board`).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
      expect(existsSync(join(here, '..', 'boards', def.id, `${def.defaultBoard}.board.json`)), `boards/${def.id}/${def.defaultBoard}.board.json`).toBe(true);
    }
  });

  /**
   * The game folder's template: the files every game has, by the same names, so a reader finds
   * the same thing in the same place in each (ARCHITECTURE.md).
   */
  const TEMPLATE = [
    'index.ts', // the definition (defineGame), the one thing the registry imports
    'types.ts', // the state, moves and views (and the board's schema where board.ts re-exports it)
    'board.ts', // the board file's schema and helpers
    'setup.ts', // setting up a table (rules.ts may re-export it)
    'validate.ts', // a board's checks beyond its schema (validateBoard)
    'rules.ts', // legal moves, the step
    'view.ts', // what a seat or a spectator sees
    'wire.ts', // privateView and undoable, what the host's wire relies on
    'sim.ts', // the simulation path
    'determinize.ts', // hidden information redrawn for search bots
    'bots.ts',
    'levels.ts', // bots by level
    'playstyles.ts', // bot playstyles (the renderer's style.ts is colours)
    'elements.ts', // the lab's probe
    'ledger.ts', // the lab's element ledger
    'limits.ts', // the bounds of a board file
    'print.ts', // print-and-play
    'fixture-covers.ts', // what the recorded fixtures must cover
    'fixtures', // recorded games
    'RULES.md', // the rules in our words, with their sources
  ];

  it('gives every game folder the same template of files', () => {
    for (const id of games.keys()) {
      const have = new Set(readdirSync(join(here, id)));
      expect(TEMPLATE.filter((f) => !have.has(f)), `games/${id}/ lacks`).toEqual([]);
    }
  });
});
