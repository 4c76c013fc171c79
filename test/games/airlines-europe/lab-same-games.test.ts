/**
 * The lab's Airlines Europe games are the games they were: the default bots (the Tycoon and its
 * two playstyles, in every seat order the run gives them) at 2, 4 and 6 seats, each game's record
 * and move log digested, as recorded on main (cd4480a) before the Tycoon's, the legal list's and
 * the standing's fast paths of branch perf6. A bot that chose one move otherwise in one of these
 * games, a legal list in another order or a standing counted otherwise changes its digest.
 */
import { describe } from 'vitest';
import { airlinesEurope } from '../../../games/airlines-europe/index.js';
import { europeBoard } from '../../../games/airlines-europe/testing.js';
import { sameLabGames } from '../../fixtures/lab-games-digest.js';

/** Recorded on main (cd4480a): 6 games per seat count, seeds 700 + seats onwards. */
const recorded: Record<number, string> = {
  2: '4cef0c4340cf5d9fe3c4',
  4: '4c41a9f8dcec2fdd44be',
  6: '55745f84a74a0e1f8ad4',
};

describe("the lab's Airlines Europe games with the default bots, as before the fast paths", () => {
  sameLabGames(airlinesEurope, () => europeBoard, 6, 700, recorded, 'RECORD_EUROPE_LAB_GAMES');
});
