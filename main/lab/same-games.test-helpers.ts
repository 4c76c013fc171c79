/**
 * A digest of some of the lab's games with the default bots: each game's record, then the same
 * game again with its moves kept (a replay's path), so that a bot choosing one move otherwise, or
 * a record counted otherwise, changes it. The same-games tests pin these as recorded on main.
 */
import { createHash } from 'node:crypto';
import type { GameDefinition } from '../../games/core/types.js';
import { playRunGame, runContext } from './games.js';
import { defaultBots } from './lab.js';

export function labGamesDigest(def: GameDefinition, board: unknown, players: number, seed: number, games: number): string {
  const ctx = runContext({ game: def.id, board, options: def.optionsSchema.parse({}), players, seed, bots: defaultBots(def), maxMoves: 5000 });
  const h = createHash('sha256');
  for (let g = 0; g < games; g++) {
    h.update(JSON.stringify(playRunGame(ctx, g).record));
    h.update(JSON.stringify(playRunGame(ctx, g, 5000).log));
  }
  return h.digest('hex').slice(0, 20);
}
