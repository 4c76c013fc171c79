/**
 * The lab's Airlines games are the games they were: the default bots (the Strategist and the
 * three playstyles, in every seat order the run gives them) at 2, 4 and 6 seats, each game's
 * record and move log digested, as recorded on main (f40a6a6) before the bots read shares by
 * seat from the forked state's kept counts (games/airlines/seat-shares.ts), counted a claim's
 * opened routes once per board and ordered the playstyles' moves by numbers. A bot that chose
 * one move otherwise in one of these games changes its digest.
 */
import { describe } from 'vitest';
import { airlines } from '../../../games/airlines/index.js';
import { defaultBoard } from '../../../games/airlines/testing.js';
import { sameLabGames } from '../../fixtures/lab-games-digest.js';

/** Recorded on main (f40a6a6): 8 games per seat count, seeds 500 + seats onwards. */
const recorded: Record<number, string> = {
  2: '360456c351aa3e986ab2',
  4: 'b25858c32a619c545b94',
  6: '2b827f68c8e96162f817',
};

describe("the lab's Airlines games with the default bots, as before the bots' fast paths", () => {
  sameLabGames(airlines, () => defaultBoard, 8, 500, recorded, 'RECORD_AIRLINES_LAB_GAMES');
});
