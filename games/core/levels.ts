/**
 * The four levels a person picks an opponent by, built for any game from its heuristic bot and
 * the search (ismcts.ts): Easy slips, Medium is the heuristic, Hard and Expert search. Each game
 * sets the budgets (iterations, so a seed gives the same game) in its own levels.ts: Expert about
 * a second of one core per move at the game's largest table, Hard about a tenth of that.
 */
import { searchMove, type SearchOptions } from './ismcts.js';
import type { Bot, GameDefinition } from './types.js';

export interface LevelSettings<S, M> extends Omit<SearchOptions<S, M>, 'iterations' | 'policy'> {
  /** The game's heuristic bot: Medium, Easy's sound moves, the search's rollouts. */
  heuristic: Bot<S, M>;
  hardIterations: number;
  expertIterations: number;
}

/** Easy's share of moves picked at random among the legal ones. */
export const EASY_SLIPS = 0.4;

export function levelBots<S, M>(def: GameDefinition<any, any, S, M>, set: LevelSettings<S, M>): Bot<S, M>[] {
  const { heuristic, hardIterations, expertIterations, ...search } = set;
  const searching = (iterations: number): Bot<S, M>['choose'] => (ctx) => searchMove(def, ctx, { ...search, iterations, policy: heuristic }).move;
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
    {
      id: 'hard',
      name: 'Hard',
      level: 'hard',
      thinks: true,
      description: `Searches ${hardIterations} imagined continuations per move (the hidden cards drawn afresh each time, never peeked at) and plays the move that did best.`,
      choose: searching(hardIterations),
    },
    {
      id: 'expert',
      name: 'Expert',
      level: 'expert',
      thinks: true,
      description: `Searches ${expertIterations} imagined continuations per move (about a second of thought; hidden cards drawn afresh each time, never peeked at) and plays the move that did best.`,
      choose: searching(expertIterations),
    },
  ];
}
