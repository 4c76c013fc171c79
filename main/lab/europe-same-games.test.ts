/**
 * The lab's Airlines Europe games are the games they were: the default bots (the Tycoon and its
 * two playstyles, in every seat order the run gives them) at 2, 4 and 6 seats, each game's record
 * and move log digested, as recorded on main (cd4480a) before the Tycoon's and the legal list's
 * fast paths of branch perf6. A bot that chose one move otherwise in one of these games, or a
 * legal list in another order, changes its digest.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { airlinesEurope } from '../../games/airlines-europe/index.js';
import { europeBoard } from '../../games/airlines-europe/testing.js';
import { playRunGame, runContext } from './games.js';
import { defaultBots } from './lab.js';

/** Recorded on main (cd4480a): 6 games per seat count, seeds 700 + seats onwards. */
const recorded: Record<number, string> = {
  2: '4cef0c4340cf5d9fe3c4',
  4: '4c41a9f8dcec2fdd44be',
  6: '55745f84a74a0e1f8ad4',
};

function labGames(players: number): string {
  const ctx = runContext({ game: 'airlines-europe', board: europeBoard, options: airlinesEurope.optionsSchema.parse({}), players, seed: 700 + players, bots: defaultBots(airlinesEurope), maxMoves: 5000 });
  const h = createHash('sha256');
  for (let g = 0; g < 6; g++) {
    h.update(JSON.stringify(playRunGame(ctx, g).record));
    // The same game again, its moves kept (a replay's path): every move the bots chose.
    h.update(JSON.stringify(playRunGame(ctx, g, 5000).log));
  }
  return h.digest('hex').slice(0, 20);
}

describe("the lab's Airlines Europe games with the default bots, as before the fast paths", () => {
  for (const players of [2, 4, 6]) {
    it(`${players} seats: 6 games' records and moves`, () => {
      const d = labGames(players);
      if (process.env['RECORD_EUROPE_LAB_GAMES']) console.log(`  ${players}: '${d}',`);
      expect(d).toBe(recorded[players]);
    });
  }
});
