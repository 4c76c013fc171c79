/**
 * A test that runs over every game, and needs a piece only the game can give (its planted lab
 * flaws, its heaviest board), takes it from test/games/<id>/<piece>.ts by the registry's ids, so
 * it names no game and a new game adds its piece in its own test folder.
 *
 * test/games/<id>/ is the per-game home of the tests a game's own folder may not hold: those
 * through the host, the lab, the CLI or the editor (games/ tests stay below the host).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { games } from '../../games/index.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Each registered game's `piece` module (test/games/<id>/<piece>.ts), in the registry's order.
 * A game without one is an error naming the file to add, unless `optional`.
 */
export async function perGame<M>(piece: string, optional = false): Promise<Map<string, M>> {
  const out = new Map<string, M>();
  for (const id of games.keys()) {
    const file = join(here, id, `${piece}.ts`);
    if (!existsSync(file)) {
      if (optional) continue;
      throw new Error(`The game "${id}" has no ${piece} for this test: add test/games/${id}/${piece}.ts.`);
    }
    out.set(id, (await import(pathToFileURL(file).href)) as M);
  }
  return out;
}
