/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget: Hard
 * and Expert play imagined continuations out with the game's heuristic (the lab probe's
 * `standing` judges one cut short). `npm run bench -- bots` prints their CPU per move: Expert
 * aims at about a second at the game's largest table on one core.
 */
import { levelBots, TO_THE_END, type SearchBudget } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { routeBot } from './bots.js';
import { linie1Probe } from './elements.js';
import type { Linie1State, Linie1Move } from './types.js';

/**
 * Rollouts to the end: cut short after 12 moves and judged by `standing`, the search lost its
 * first two Airlines games to the heuristic it rolls out with (npm run bench -- bots).
 */
export const HARD: SearchBudget = { iterations: 4, rolloutDepth: TO_THE_END };
export const EXPERT: SearchBudget = { iterations: 10, rolloutDepth: TO_THE_END };

export function levels(def: GameDefinition<any, any, Linie1State, Linie1Move>): Bot<Linie1State, Linie1Move>[] {
  return levelBots(def, {
    heuristic: routeBot,
    standing: (s) => linie1Probe.standing(s),
    hard: HARD,
    expert: EXPERT,
    // The root tries the heuristic's move, then one more about every √n iterations (4 by 16).
    widening: 1.25,
  });
}
