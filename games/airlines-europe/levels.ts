/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget: Hard
 * and Expert play imagined continuations out with the game's heuristic (the lab probe's
 * `standing` judges one cut short). `npm run bench -- bots` prints their CPU per move: Expert
 * aims at about a second at the game's largest table on one core.
 */
import { levelBots, TO_THE_END, type LevelSettings, type SearchBudget } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { tycoonBot } from './bots.js';
import { europeProbe } from './elements.js';
import { styles } from './playstyles.js';
import type { EuropeState, EuropeMove } from './types.js';

/**
 * Rollouts to the end: cut short after 12 moves and judged by `standing`, the search lost its
 * first two Airlines games to the heuristic it rolls out with (npm run bench -- bots). The
 * iterations are at 2 seats (fewer at a bigger table, core/levels.ts), set so that Expert thinks
 * about a second a move on one core at the largest table.
 */
export const HARD: SearchBudget = { iterations: 24, rolloutDepth: TO_THE_END, seatScale: 0 };
// As many iterations at every table (seatScale 0): 2/n of them at 4 seats left Expert 32, too few
// to leave the Tycoon's move where it should (test/bench/bots-judge.ts at 4 seats: 64 of them
// chose better on the Tycoon's own games; measured figures in bots.bench.ts).
//
// At most 12,000 simulated moves a decision (`steps`, counted, so a seed still gives the same
// move): a playout plays the rest of the game, so a decision's CPU follows the moves left (30–70
// µs each under load). A 6-seat opening took 64 × ~244 = 15,600 of them, 0.6–1.0 s warm and 1.4 s
// in a cold process (test/bench/bots-cpu.ts); capped, it keeps about 49 iterations. The cap binds
// only while more than about 187 moves are left: the first quarter of a 6-seat game, the first
// seventh of a 4-seat one. Weighed move by move against no cap (bots-judge.ts, 5 seeds at 4 and 6
// seats): no cap +0.10 ± 0.22 of a win over 382 states, not shown better (bots.bench.ts, 29 Nov).
export const EXPERT: SearchBudget = { iterations: 64, rolloutDepth: TO_THE_END, seatScale: 0, steps: 12_000 };

/** Hard's and Expert's settings (test/bench/bots-judge.ts weighs variants of them, move by move). */
export const SETTINGS: LevelSettings<EuropeState, EuropeMove> = {
  heuristic: tycoonBot,
  standing: (s) => europeProbe.standing(s),
  // Moves the search tries after the heuristic's: each playstyle's (core/ismcts.ts).
  candidates: styles,
  seats: (s) => s.players.length,
  hard: HARD,
  expert: EXPERT,
  // The root tries the heuristic's move, then the playstyles', then one more about every √n
  // iterations (about 12 moves by 100).
  widening: 1.25,
};

export function levels(def: GameDefinition<any, any, EuropeState, EuropeMove>): Bot<EuropeState, EuropeMove>[] {
  return levelBots(def, SETTINGS);
}
