/**
 * The registry: every game's definition, keyed by its id (its folder name). The host, the
 * CLI tools and the tests reach the games only through this.
 */
import type { GameDefinition } from './core/types.js';
import { airlines } from './airlines/index.js';
import { airlinesEurope } from './airlines-europe/index.js';
import { blueSkies } from './blue-skies/index.js';
import { linie1 } from './linie1/index.js';

// A new game adds its import and its entry here; the ids must be unique (a test checks).
const all: GameDefinition[] = [airlines, airlinesEurope, blueSkies, linie1];

const byId = new Map(all.map((g) => [g.id, g]));

export const games: ReadonlyMap<string, GameDefinition> = byId;

/**
 * Adds a game at run time, for a test that brings its own game (test/integration/toy-game.test.ts)
 * without editing this file; returns a function that takes it out again. The app's games are the
 * ones listed above. Worker threads (the lab's pool, the bot thread) load this module afresh and
 * do not see a game added so: such a test runs the lab in its own thread.
 */
export function addGame(def: GameDefinition): () => void {
  if (byId.has(def.id)) throw new Error(`A game called "${def.id}" is registered already.`);
  byId.set(def.id, def);
  return () => void byId.delete(def.id);
}

export function getGame(id: string): GameDefinition | undefined {
  return games.get(id);
}
