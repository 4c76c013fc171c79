/**
 * The lab's Linie 1 games: the default bots (the route bot and the playstyles, in every seat order
 * the run gives them) at 2, 3 and 5 seats, each game's record and move log digested. A bot that
 * chose one move otherwise in one of these games, a legal list in another order or a record
 * counted otherwise changes its digest.
 *
 * Two sets. With every plan searched afresh (`freshPlans`, the route bot as it was) the games must
 * digest as recorded on main (729eea8) before branch perf7's fast paths: the rules, the legal
 * lists, the lab's records and replays are unchanged. As the bots play (the route bot keeping its
 * plan between decisions, games/linie1/kept-plan.ts), the digests were recorded again on purpose
 * when that was made: it may follow another of equally cheap plans, and in these games it did so
 * at 3 seats.
 */
import { describe, expect, it } from 'vitest';
import { freshPlans } from '../../../games/linie1/bots.js';
import { linie1 } from '../../../games/linie1/index.js';
import { classicBoard } from '../../../games/linie1/fixtures.test-helpers.js';
import { labGamesDigest, sameLabGames } from '../../fixtures/lab-games-digest.js';

/** Recorded on main (729eea8): 5 games per seat count, seeds 900 + seats onwards, the route bot planning afresh. */
const recordedFresh: Record<number, string> = {
  2: '2d2b1b2a2931a68e4538',
  3: '8a16896e57e63f6ad733',
  5: '42b070d0d39dfed423bc',
};

/** Recorded on branch perf12 (the route bot keeping its plans): the same games but at 3 seats. */
const recorded: Record<number, string> = {
  2: '2d2b1b2a2931a68e4538',
  3: '2c45bf7da9feda27c2ee',
  5: '42b070d0d39dfed423bc',
};

describe("the lab's Linie 1 games with the default bots, planning afresh: as before the fast paths", () => {
  it.each([2, 3, 5])('%i seats: 5 games’ records and moves', (players) => {
    expect(freshPlans(() => labGamesDigest(linie1, classicBoard(), players, 900 + players, 5))).toBe(recordedFresh[players]);
  });
});

describe("the lab's Linie 1 games with the default bots, as they play", () => {
  sameLabGames(linie1, () => classicBoard(), 5, 900, recorded, 'RECORD_LINIE1_LAB_GAMES');
});
