/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget: Hard
 * and Expert play imagined continuations out with the game's heuristic (the lab probe's
 * `standing` judges one cut short). `npm run bench -- bots` prints their CPU per move: Expert
 * aims at about a second at the game's largest table on one core.
 */
import { levelBots, TO_THE_END, type LevelSettings, type SearchBudget } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { strategistBot } from './bots.js';
import { airlinesProbe } from './elements.js';
import { styles } from './playstyles.js';
import type { AirlinesState, AirlinesMove } from './types.js';

/**
 * Rollouts to the end: cut short after 12 moves and judged by `standing`, the search lost its
 * first two Airlines games to the heuristic it rolls out with (npm run bench -- bots). The
 * iterations are at 2 seats (fewer at a bigger table, core/levels.ts), set so that Expert thinks
 * about a second a move on one core at the largest table.
 */
export const HARD: SearchBudget = { iterations: 64, rolloutDepth: TO_THE_END };
// A 6-seat playout costs about 1.3 times a 2-seat one: 139 iterations think 584 ms a move at 6
// seats (median, 6 states; 687 ms at most), so the largest table keeps those 139 ((2/6)^1.128 of
// 480). At 2 seats 480, not 240: weighed decision by decision on the Strategist's games (fresh
// seeds 930-934, test/bench/bots-judge.ts), its choices were worth +0.69 ± 0.22 of a win more
// than 240's, summed over 351 states, at a median of 450-750 ms a move there (bots.bench.ts).
export const EXPERT: SearchBudget = { iterations: 480, rolloutDepth: TO_THE_END, seatScale: 1.128 };

/** Hard's and Expert's settings (test/bench/bots-judge.ts weighs variants of them, move by move). */
export const SETTINGS: LevelSettings<AirlinesState, AirlinesMove> = {
  heuristic: strategistBot,
  standing: (s) => airlinesProbe.standing(s),
  // Moves the search tries after the heuristic's: each playstyle's (core/ismcts.ts).
  candidates: styles,
  seats: (s) => s.players.length,
  hard: HARD,
  expert: EXPERT,
  // The root tries the heuristic's move, then the playstyles', then one more about every √n
  // iterations (about 12 moves by 100).
  widening: 1.25,
};

export function levels(def: GameDefinition<any, any, AirlinesState, AirlinesMove>): Bot<AirlinesState, AirlinesMove>[] {
  return levelBots(def, SETTINGS);
}
