/**
 * Blue Skies' simulation path (issue 24) reaches exactly what the host's `apply` reaches: whole
 * seeded games, random and default bots, played both ways (core/sim-both-ways.test-support.ts).
 */
import { describe, expect, it } from 'vitest';
import { bothWays, defaultBot } from '../core/sim-both-ways.test-support.js';
import { blueSkies } from './index.js';
import { usaBoard } from './testing.js';

describe('Blue Skies: the simulation path plays exactly the games apply plays', () => {
  it('random games, 2 to 5 seats, both table options in turn', () => {
    const variants = [{}, { fullAwardOnTies: true }, { sharedVictory: true }];
    const moves = bothWays(blueSkies, usaBoard, { games: 16, seed: 100, bot: null, options: (g) => blueSkies.optionsSchema.parse(variants[Math.floor(g / 4) % 3]) });
    expect(moves).toBeGreaterThan(1000);
  });
  it('strategist games, 2 to 5 seats', () => {
    expect(bothWays(blueSkies, usaBoard, { games: 8, seed: 300, bot: defaultBot(blueSkies) })).toBeGreaterThan(500);
  });
});
