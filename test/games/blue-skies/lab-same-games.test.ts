/**
 * The lab's Blue Skies games are the games they were: the default bots (the Strategist and the
 * spreader, in every seat order the run gives them) at 2, 3 and 5 seats, each game's record and
 * move log digested, as recorded on main (729eea8) before the speed work of branch perf8. A bot
 * that chose one move otherwise in one of these games, a legal list in another order or a record
 * counted otherwise changes its digest.
 */
import { describe } from 'vitest';
import { blueSkies } from '../../../games/blue-skies/index.js';
import { usaBoard } from '../../../games/blue-skies/testing.js';
import { sameLabGames } from '../../fixtures/lab-games-digest.js';

/** Recorded on main (729eea8): 10 games per seat count, seeds 900 + seats onwards. */
const recorded: Record<number, string> = {
  2: '440231ebb1ceed8ad819',
  3: '7abf5abe967983de7af7',
  5: '6d6c776ce28c2ab14a4a',
};

describe("the lab's Blue Skies games with the default bots, as before the fast paths", () => {
  sameLabGames(blueSkies, () => usaBoard, 10, 900, recorded, 'RECORD_BLUE_SKIES_LAB_GAMES');
});
