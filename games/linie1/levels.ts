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
import { styles } from './playstyles.js';
import type { Linie1State, Linie1Move } from './types.js';

/**
 * Rollouts to the end: cut short after 12 moves and judged by `standing`, the search lost its
 * first two Airlines games to the heuristic it rolls out with (npm run bench -- bots). The
 * iterations are at 2 seats (fewer at a bigger table, core/levels.ts). A search leaves the
 * heuristic's move only after both were played in 8 or more of the same worlds (core/ismcts.ts):
 * at 24 iterations Expert's alternatives got 3–4 playouts each and it left the heuristic's move
 * on luck, winning 2 of 10 games against it. 40 iterations think 1.5 s a move at 2 seats
 * (median of 3 states, 1.8 s at most) and 16 (at 5 seats) 0.7 s (median of 6, 1.0 s at most), on
 * one core (npm run bench -- bots prints both): the largest table stays within about a second.
 */
export const HARD: SearchBudget = { iterations: 16, rolloutDepth: TO_THE_END };
export const EXPERT: SearchBudget = { iterations: 40, rolloutDepth: TO_THE_END };

export function levels(def: GameDefinition<any, any, Linie1State, Linie1Move>): Bot<Linie1State, Linie1Move>[] {
  return levelBots(def, {
    heuristic: routeBot,
    standing: (s) => linie1Probe.standing(s),
    // A finished game's scores only say who won: the margin is how far along each tram got, so a
    // move that wins by more or loses by less shows in the search (core/search-reward.ts).
    finalStanding: true,
    // Moves the search tries after the heuristic's: each playstyle's (core/ismcts.ts).
    candidates: styles,
    seats: (s) => s.players.length,
    hard: HARD,
    expert: EXPERT,
    // The root tries the heuristic's move, then the playstyles', then one more about every √n
    // iterations (about 12 moves by 100).
    widening: 1.25,
  });
}
