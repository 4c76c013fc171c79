/**
 * The playstyles read the placements of the list `legalMoves` made last (listed.ts) instead of
 * working them out again. That shortcut must choose exactly what the long way chooses: a copy of
 * the list (not the one `legalMoves` made) takes the long way, so both are asked at every
 * decision of whole games (the copy also plans afresh, where the list's own choice may reuse the
 * plan of its decision, bots.ts).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import { classicBoard, options, players } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';
import { listedPlacements } from './listed.js';
import { blockerBot, shortcutBot, swapperBot } from './playstyles.js';
import type { Linie1State } from './types.js';

describe('Placements shared with the legal-move list', () => {
  it('each playstyle chooses the same move from the list legalMoves made and from a copy of it, at 2 and 4 seats', () => {
    const styles = [shortcutBot, blockerBot, swapperBot];
    let shared = 0;
    for (const seats of [2, 4]) {
      let state: Linie1State = simFork(linie1, linie1.setup({ board: classicBoard(), players: players(seats), options: options(), seed: 300 + seats }));
      const rng = Rng.fromSeed(seats);
      for (let move = 0; move < 400 && linie1.outcome(state) === null; move++) {
        const player = linie1.activePlayers(state)[0]!;
        const bot = styles[move % styles.length]!;
        const legal = linie1.legalMoves(state, player);
        if (listedPlacements(legal, state)) shared++;
        const seed = rng.nextUint32();
        const copy = bot.choose({ state, player, legal: [...legal], rng: Rng.fromSeed(seed) });
        const own = bot.choose({ state, player, legal, rng: Rng.fromSeed(seed) });
        expect(own).toEqual(copy);
        state = simStep(linie1, state, player, own);
      }
    }
    // The shortcut was taken (a placement turn lists its placements).
    expect(shared).toBeGreaterThan(100);
  });
});
