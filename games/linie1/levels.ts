/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget:
 * Hard and Expert roll out with the game's heuristic for ROLLOUT_DEPTH moves and then ask the
 * lab probe's `standing` who is ahead. EXPERT_ITERATIONS is about a second of one core per move
 * at the largest table on the engine of today (npm run bench -- bots prints the CPU per move).
 */
import { levelBots } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { routeBot } from './bots.js';
import { linie1Probe } from './elements.js';
import type { Linie1State, Linie1Move } from './state.js';

export const ROLLOUT_DEPTH = 12;
export const HARD_ITERATIONS = 6;
export const EXPERT_ITERATIONS = 40;

export function levels(def: GameDefinition<any, any, Linie1State, Linie1Move>): Bot<Linie1State, Linie1Move>[] {
  return levelBots(def, {
    heuristic: routeBot,
    standing: (s) => linie1Probe.standing(s),
    rolloutDepth: ROLLOUT_DEPTH,
    hardIterations: HARD_ITERATIONS,
    expertIterations: EXPERT_ITERATIONS,
  });
}
