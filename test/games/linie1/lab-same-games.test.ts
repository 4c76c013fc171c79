/**
 * The lab's Linie 1 games are the games they were: the default bots (the route bot and the
 * playstyles, in every seat order the run gives them) at 2, 3 and 5 seats, each game's record and
 * move log digested, as recorded on main (729eea8) before branch perf7's fast paths (the route
 * bot's and the legal list's). A bot that chose one move otherwise in one of these games, a legal
 * list in another order or a record counted otherwise changes its digest.
 */
import { describe } from 'vitest';
import { linie1 } from '../../../games/linie1/index.js';
import { classicBoard } from '../../../games/linie1/fixtures.test-helpers.js';
import { sameLabGames } from '../../fixtures/lab-games-digest.js';

/** Recorded on main (729eea8): 5 games per seat count, seeds 900 + seats onwards. */
const recorded: Record<number, string> = {
  2: '2d2b1b2a2931a68e4538',
  3: '8a16896e57e63f6ad733',
  5: '42b070d0d39dfed423bc',
};

describe("the lab's Linie 1 games with the default bots, as before the fast paths", () => {
  sameLabGames(linie1, () => classicBoard(), 5, 900, recorded, 'RECORD_LINIE1_LAB_GAMES');
});
