/**
 * Linie 1's simulation path (issue 24) reaches exactly what the host's `apply` reaches: whole
 * seeded games, random and default bots, played both ways (core/sim-both-ways.test-support.ts).
 */
import { describe, expect, it } from 'vitest';
import { bothWays, defaultBot } from '../core/sim-both-ways.test-support.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';

const linie1Board = classicBoard();

describe('Linie 1: the simulation path plays exactly the games apply plays', () => {
  it('random games, 2 to 5 seats, every table option in turn', () => {
    const variants = [{}, { throughOwnTerminals: true }, { driversTilesWhenPileEmpty: true }, { drawOnlyWhatWasLaid: true }];
    const moves = bothWays(linie1, linie1Board, { games: 16, seed: 100, bot: null, options: (g) => linie1.optionsSchema.parse(variants[Math.floor(g / 4) % 4]) });
    expect(moves).toBeGreaterThan(1000);
  });
  it('route-builder games, 2 to 5 seats', () => {
    expect(bothWays(linie1, linie1Board, { games: 8, seed: 300, bot: defaultBot(linie1) })).toBeGreaterThan(500);
  });
});
