import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from './index.js';

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

  it('names a default board for every game, one of its bundled boards', () => {
    for (const def of games.values()) {
      expect(def.defaultBoard, `${def.id} names its default board`).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
      expect(existsSync(join(here, '..', 'boards', def.id, `${def.defaultBoard}.board.json`)), `boards/${def.id}/${def.defaultBoard}.board.json`).toBe(true);
    }
  });
});
