/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget: Hard
 * and Expert play imagined continuations out with the game's heuristic (the lab probe's
 * `standing` judges one cut short). `npm run bench -- bots` prints their CPU per move: Expert
 * aims at about a second at the game's largest table on one core.
 */
import { levelBots, TO_THE_END, type LevelSettings, type SearchBudget } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { bots } from './bots.js';
import { blueSkiesProbe } from './elements.js';
import { styles } from './playstyles.js';
import type { BlueSkiesState, BlueSkiesMove } from './types.js';

/**
 * Rollouts to the end: cut short after 12 moves and judged by `standing`, the search lost its
 * first two Airlines games to the heuristic it rolls out with (npm run bench -- bots). The
 * iterations are at 2 seats (fewer at a bigger table, core/levels.ts), set so that Expert thinks
 * about a second a move on one core at the largest table.
 */
export const HARD: SearchBudget = { iterations: 32, rolloutDepth: TO_THE_END };
export const EXPERT: SearchBudget = { iterations: 96, rolloutDepth: TO_THE_END };

/** Hard's and Expert's settings (test/bench/bots-judge.ts weighs variants of them, move by move). */
export const SETTINGS: LevelSettings<BlueSkiesState, BlueSkiesMove> = {
  heuristic: bots[0]!,
  standing: (s) => blueSkiesProbe.standing(s),
  // Moves the search tries after the heuristic's: each playstyle's (core/ismcts.ts).
  candidates: styles,
  seats: (s) => s.players.length,
  hard: HARD,
  expert: EXPERT,
  // The root tries the heuristic's move, then the playstyles', then one more about every √n
  // iterations (about 12 moves by 100).
  widening: 1.25,
};

export function levels(def: GameDefinition<any, any, BlueSkiesState, BlueSkiesMove>): Bot<BlueSkiesState, BlueSkiesMove>[] {
  return levelBots(def, SETTINGS);
}
