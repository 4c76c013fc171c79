/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget:
 * Hard and Expert roll out with the game's heuristic for ROLLOUT_DEPTH moves and then ask the
 * lab probe's `standing` who is ahead. EXPERT_ITERATIONS is about a second of one core per move
 * at the largest table on the engine of today (npm run bench -- bots prints the CPU per move).
 */
import { levelBots } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { tycoonBot } from './bots.js';
import { europeProbe } from './elements.js';
import type { EuropeState, EuropeMove } from './types.js';

export const ROLLOUT_DEPTH = 12;
export const HARD_ITERATIONS = 12;
export const EXPERT_ITERATIONS = 100;

export function levels(def: GameDefinition<any, any, EuropeState, EuropeMove>): Bot<EuropeState, EuropeMove>[] {
  return levelBots(def, {
    heuristic: tycoonBot,
    standing: (s) => europeProbe.standing(s),
    rolloutDepth: ROLLOUT_DEPTH,
    hardIterations: HARD_ITERATIONS,
    expertIterations: EXPERT_ITERATIONS,
  });
}
