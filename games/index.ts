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

export const games: ReadonlyMap<string, GameDefinition> = new Map(all.map((g) => [g.id, g]));

export function getGame(id: string): GameDefinition | undefined {
  return games.get(id);
}
