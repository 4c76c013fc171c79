/**
 * The levels a person picks in the lobby (core/levels.ts), with this game's search budget: Hard
 * and Expert play imagined continuations a few moves on with the game's heuristic, and the race
 * evaluation (evaluate.ts) judges where they stop. `npm run bench -- bots` prints their CPU per move: Expert
 * aims at about a second at the game's largest table on one core.
 */
import { levelBots, type LevelSettings, type SearchBudget } from '../core/levels.js';
import type { Bot, GameDefinition } from '../core/types.js';
import { routeBot } from './bots.js';
import { linie1Probe } from './elements.js';
import { winChances } from './evaluate.js';
import { lookaheadBot } from './lookahead.js';
import { runnerUpBot, styles } from './playstyles.js';
import type { Linie1State, Linie1Move } from './types.js';

/**
 * The iterations are at 2 seats (fewer at a bigger table, core/levels.ts). A search leaves the
 * heuristic's move only after both were played in 8 or more of the same worlds (core/ismcts.ts).
 * Linie 1's root plays only two moves (`rootMoves`): the route builder's and the evaluation's
 * pick (lookahead.ts), or the route builder's runner-up on its plan when the two agree.
 *
 * Before: rollouts to the end, finished games valued by how far each tram got, the others' lines
 * dealt uniformly, the root's second move the runner-up. Two on-plan placements then differed
 * little: in 24 paired worlds from 6 mid-game states (a throwaway probe) the reward difference
 * averaged -0.05 to +0.03 with a standard deviation of 0.01–0.4, so the search kept the route
 * builder's move and won 10 of 24 games against it (Wilson 95 % 24–61 %). What changed:
 * - Rollouts stop after ROLLOUT moves (about a round at 2 seats) and evaluate.ts judges the game
 *   as a race (each seat's turns to go as win chances): far less luck in a world's value.
 * - The others' hidden lines and cards are dealt as the board's track suggests (determinize.ts),
 *   so the rollouts race against roughly the right opponent, and blocking it can show.
 * - The root's second move is the evaluation's pick among own-plan and blocking placements.
 * Expert then won 23 of 24 games against the route builder at 2 seats on fresh deals (Wilson 95 %
 * 80–99 %; npm run bench -- bots). CPU per decision (load ~35): 845 ms median at 2 seats, 465 at 5.
 */
/** Rollout moves before the evaluation judges the game (evaluate.ts). */
export const ROLLOUT = 8;
/**
 * Hard keeps its iterations at every table (`seatScale` 0). With 16 shrinking to 8 at 5 seats its
 * two root moves shared 4 worlds each, short of the 8 the search needs before it may leave the
 * route builder's move, so at 5 seats it was Medium. A Linie 1 iteration is cheap beside a
 * decision's fixed cost (the lookahead and the root's order): at 5 seats 8 iterations took
 * 260–290 ms and 30 took 195–300 ms (a throwaway probe, load ~25). With 24 it won 13 of 20 games
 * against the route builder (Medium) at 5 seats (fair 20 %, Wilson 95 % 43–82 %), CPU per decision
 * median 218 ms, max 673 ms (load 25–30).
 */
export const HARD: SearchBudget = { iterations: 24, rolloutDepth: ROLLOUT, seatScale: 0 };
/**
 * Expert's iterations shrink to 39 at 3 seats and 30 at 5 (seatScale 0.5). Keeping 48 at every
 * table (a rollout stops after ROLLOUT moves, so an iteration costs about the same at 5 seats) was
 * tried: on deals 80 and 82 at 5 seats it won 3 of 10 against the route builder, as the 30 did on
 * those deals (3 of 10), at about twice the CPU (median 397–488 ms, max 1.2 s, load ~40), so it
 * was not kept. At 5 seats Expert won 11 of 30 (fair 20 %, Wilson 95 % 22–54 %), at 3 seats 17 of
 * 27 (fair 33 %, 44–78 %), CPU per decision median 213–342 ms, max 1,083 ms (npm run bench -- bots,
 * BOTS_SEATS). With the hidden cards dealt uniformly from 4 seats (determinize.ts), again 11 of
 * 30 on the same deals.
 */
export const EXPERT: SearchBudget = { iterations: 48, rolloutDepth: ROLLOUT, seatScale: 0.5 };

/** The search's settings for every level (core/levels.ts). */
export const settings: LevelSettings<Linie1State, Linie1Move> = {
  heuristic: routeBot,
  standing: (s) => linie1Probe.standing(s),
  // Rollouts cut short are judged as a race, finished ones by the win (core/ismcts.ts).
  evaluate: (s) => winChances(s),
  // Moves tried after the heuristic's: at the root the evaluation's pick (it weighs a few dozen
  // placements, too costly for every node), then its runner-up on its plan, then each
  // playstyle's; below the root a node widens by `widening`.
  rootCandidates: [lookaheadBot],
  candidates: [runnerUpBot, ...styles],
  rootMoves: 2,
  seats: (s) => s.players.length,
  hard: HARD,
  expert: EXPERT,
  widening: 1.25,
};

export function levels(def: GameDefinition<any, any, Linie1State, Linie1Move>): Bot<Linie1State, Linie1Move>[] {
  return levelBots(def, settings);
}
