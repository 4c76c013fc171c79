/**
 * A board's cards decide how many can play (issue 12): cards for fewer than six players are a
 * warning that says for how many they are enough, never a block on a small playtest; not enough
 * even for two is an error; setup refuses a player count the cards cannot supply, in words.
 */
import { describe, expect, it } from 'vitest';
import { SetupError } from '../core/errors.js';
import { word } from '../core/wording.js';
import { airlinesMessages } from './messages.js';
import { simulate } from '../core/simulate.js';
import { airlines } from './index.js';
import { setup } from './rules.js';
import { flightNeeded, playerCounts, stockNeeded } from './seats.js';
import { defaultBoard, ids, twoPlayerBoard } from './testing.js';
import type { BoardProblem } from '../core/types.js';
import { validateBoard as checkedProblems } from './validate.js';

// The English each problem says (its key and parameters are pinned in validate.test.ts).
const validateBoard = (b: Parameters<typeof checkedProblems>[0]): BoardProblem[] =>
  checkedProblems(b).map(({ path, message, severity }) => ({ path, message, severity }));

describe('Airlines: how many players a board seats', () => {
  it('Player counts: a game deals 5 stock cards and 3 flight cards to each player and 5 stock cards face up, and keeps one of each to draw', () => {
    expect([2, 6].map(stockNeeded)).toEqual([16, 36]);
    expect([2, 6].map(flightNeeded)).toEqual([7, 19]);
  });

  it('Player counts: the 1990 cards seat 2 to 6, with nothing to say', () => {
    expect(playerCounts(defaultBoard)).toEqual({ min: 2, max: 6, note: null });
    expect(airlines.playerCounts!(defaultBoard)).toEqual({ min: 2, max: 6, note: null });
  });

  it('Player counts: a tiny test map seats as many as its scarcer cards allow, and says which', () => {
    expect(playerCounts(twoPlayerBoard())).toMatchObject({
      min: 2,
      max: 2,
      note: "This board's cards are enough for 2 players: it has 20 stock cards (3 players need 21: 5 each, 5 face up and one to draw).",
    });
    const b = twoPlayerBoard();
    b.airlines[2]!.stockCards = 20; // 34 stock cards: 5 players; the 10 flight cards: 3
    expect(playerCounts(b)).toMatchObject({
      min: 2,
      max: 3,
      note: "This board's cards are enough for 2 to 3 players: it has 10 flight cards (4 players need 13: 3 each and one to draw).",
    });
    // The lobby and the playtest dialog word it by key: the card names are the published ones.
    const words = playerCounts(b).noteWords!;
    expect(word(airlinesMessages, 'fr', words)).toBe('Les cartes de ce plateau suffisent pour 2 à 3 joueurs : il a 10 cartes Vol (4 joueurs en demandent 13 : 3 chacun et une à piocher).');
    expect(word(airlinesMessages, 'de', words)).toBe('Die Karten dieses Spielplans reichen für 2 bis 3 Personen: Er hat 10 Flugkarten (4 Personen brauchen 13: 3 je Person und eine zum Ziehen).');
  });

  it('Board check: cards for fewer than 6 players are warnings that say for how many they are enough, so a 2-player playtest is never blocked', () => {
    const b = twoPlayerBoard();
    const problems = validateBoard(b);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problems).toContainEqual({ path: '$.airlines', severity: 'warning', message: 'There are 20 stock cards: enough for 2 players; 6 players need 36 (5 each, 5 face up and one to draw).' });
    expect(problems).toContainEqual({ path: '$.flightCards', severity: 'warning', message: 'There are 10 flight cards: enough for 2 to 3 players; 6 players need 19 (3 each and one to draw).' });
  });

  it('Board check: cards not enough even for 2 players are an error', () => {
    const b = twoPlayerBoard();
    b.airlines[2]!.stockCards = 1; // 15
    b.flightCards = b.flightCards.slice(0, 6);
    const errors = validateBoard(b).filter((p) => p.severity === 'error');
    expect(errors).toContainEqual({ path: '$.airlines', severity: 'error', message: 'There are 15 stock cards; even 2 players need 16 (5 each, 5 face up and one to draw).' });
    expect(errors).toContainEqual({ path: '$.flightCards', severity: 'error', message: 'There are 6 flight cards; even 2 players need 7 (3 each and one to draw).' });
  });

  it('Setup: a player count the cards cannot supply is refused with the board\'s reason and the counts it seats', () => {
    const b = twoPlayerBoard();
    let err: unknown;
    try {
      setup({ board: b, players: ids(3), options: {}, seed: 1 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SetupError);
    expect((err as SetupError).code).toBe('player-count');
    expect((err as SetupError).message).toBe(
      "This board's cards are enough for 2 players: it has 20 stock cards (3 players need 21: 5 each, 5 face up and one to draw). Seat 2 players, not 3.",
    );
    const e = err as SetupError;
    expect(word(airlinesMessages, 'de', { key: e.key!, params: e.params! })).toBe(
      'Die Karten dieses Spielplans reichen für 2 Personen: Er hat 20 Aktien (3 Personen brauchen 21: 5 je Person, 5 offen und eine zum Ziehen). Setzt 2 Personen an den Tisch, nicht 3.',
    );
  });

  it('Setup: the tiny 2-player map deals and plays to the end with two bots', () => {
    const board = twoPlayerBoard();
    for (const seed of [1, 2, 3, 4, 5]) {
      const res = simulate(airlines, { board, players: 2, seed, bots: airlines.bots, maxMoves: 5000 });
      expect(res.finished, `seed ${seed}`).toBe(true);
      expect(res.moves.length).toBeGreaterThan(10);
    }
  });
});
