/**
 * The four levels a person picks an opponent by, built for any game from its heuristic bot and
 * the search (ismcts.ts): Easy slips, Medium is the heuristic, Hard and Expert search. Each game
 * sets the budgets (iterations, so a seed gives the same game) in its own levels.ts.
 */
import { searchMove, type SearchOptions } from './ismcts.js';
import type { Bot, GameDefinition } from './types.js';

/** One searching level's budget. */
export interface SearchBudget {
  /**
   * Continuations imagined per move at 2 seats. A table of n seats imagines 2/n as many (at
   * least 8): a playout there is about n/2 times as long, so a move costs about the same time.
   */
  iterations: number;
  /** Moves each is played on before `standing` judges it (a large number: to the end). */
  rolloutDepth: number;
}

export interface LevelSettings<S, M> extends Omit<SearchOptions<S, M>, 'iterations' | 'policy' | 'rolloutDepth'> {
  /** The game's heuristic bot: Medium, Easy's sound moves, the search's rollouts. */
  heuristic: Bot<S, M>;
  hard: SearchBudget;
  expert: SearchBudget;
  /** The seats at the table (the budgets scale with it). */
  seats(state: S): number;
}

/** Easy's share of moves picked at random among the legal ones. */
export const EASY_SLIPS = 0.4;

/** A rollout this long plays any of the games to its end. */
export const TO_THE_END = 100_000;

/** Iterations of budget `b` at a table of `seats`. */
export function iterationsAt(b: SearchBudget, seats: number): number {
  return Math.max(Math.min(8, b.iterations), Math.round((b.iterations * 2) / Math.max(2, seats)));
}

function searchWords(b: SearchBudget, heuristic: string): string {
  const how = b.rolloutDepth >= TO_THE_END ? 'to the end of the game' : `${b.rolloutDepth} moves ahead`;
  return `Plays out ${b.iterations} imagined continuations per move at 2 seats (fewer at a bigger table), ${how}, with the ${heuristic} bot's moves (hidden cards are drawn afresh each time, never peeked at); it keeps the ${heuristic} bot's move unless another did clearly better in the same imagined games.`;
}

export function levelBots<S, M>(def: GameDefinition<any, any, S, M>, set: LevelSettings<S, M>): Bot<S, M>[] {
  const { heuristic, hard, expert, seats, ...search } = set;
  const searching = (b: SearchBudget): Bot<S, M>['choose'] => (ctx) =>
    searchMove(def, ctx, { ...search, rolloutDepth: b.rolloutDepth, iterations: iterationsAt(b, seats(ctx.state)), policy: heuristic }).move;
  return [
    {
      id: 'easy',
      name: 'Easy',
      level: 'easy',
      description: `Plays like Medium, but ${Math.round(EASY_SLIPS * 100)} % of its moves are any legal move at random.`,
      choose: (ctx) => (ctx.rng.next() < EASY_SLIPS ? ctx.rng.pick(ctx.legal) : heuristic.choose(ctx)),
    },
    {
      id: 'medium',
      name: 'Medium',
      level: 'medium',
      description: `Plays the ${heuristic.name} bot's move: the game's own rules of thumb, at once, without looking ahead.`,
      choose: (ctx) => heuristic.choose(ctx),
    },
    { id: 'hard', name: 'Hard', level: 'hard', thinks: true, description: searchWords(hard, heuristic.name), choose: searching(hard) },
    { id: 'expert', name: 'Expert', level: 'expert', thinks: true, description: `${searchWords(expert, heuristic.name)} About a second a move at a full table.`, choose: searching(expert) },
  ];
}
