/**
 * The four levels a person picks an opponent by, built for any game from its heuristic bot and
 * the search (ismcts.ts): Easy slips, Medium is the heuristic, Hard and Expert search. Each game
 * sets the budgets (iterations, so a seed gives the same game) in its own levels.ts.
 */
import { searchMove, type SearchOptions } from './ismcts.js';
import type { BotWords } from './bot-words.js';
import { coreMessages } from './core-messages.js';
import type { Bot, GameDefinition } from './types.js';
import { word, type WordParams, type WordValue } from './wording.js';

/** One searching level's budget. */
export interface SearchBudget {
  /**
   * Continuations imagined per move at 2 seats. A table of n seats imagines 2/n as many (at
   * least 8): a playout there is about n/2 times as long, so a move costs about the same time.
   */
  iterations: number;
  /** Moves each is played on before `standing` judges it (a large number: to the end). */
  rolloutDepth: number;
  /**
   * How the iterations shrink at a bigger table: times (2/n)^seatScale at n seats (default 1).
   * Below 1 for a game whose playouts grow slower than its seat count (an Airlines playout at 6
   * seats costs about 1.3 times one at 2, not 3 times), so its largest table still thinks about
   * as long as its smallest.
   */
  seatScale?: number;
  /**
   * Moves simulated per decision at most, at any table (core/ismcts.ts `steps`): a deterministic
   * cap on the CPU of the decisions whose playouts are longest. Default: none.
   */
  steps?: number;
}

export interface LevelSettings<S, M> extends Omit<SearchOptions<S, M>, 'iterations' | 'policy' | 'rolloutDepth' | 'steps'> {
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

/**
 * A warm-up's share of a level's iterations (Bot.warmUp). Measured in the host's bot thread
 * (test/bench/bots-first.ts, Airlines Europe Expert at 6 seats): a quarter cut nothing off the
 * first decision, a whole decision's search about a sixth; the compiler's extra cost spreads over
 * a fresh thread's first two or three decisions.
 */
export const WARM_UP_SHARE = 1;

/** Iterations of budget `b` at a table of `seats`. */
export function iterationsAt(b: SearchBudget, seats: number): number {
  return Math.max(Math.min(8, b.iterations), Math.round(b.iterations * (2 / Math.max(2, seats)) ** (b.seatScale ?? 1)));
}

/**
 * A level's name and description by key (core/bot-words.ts). The description names the game's
 * heuristic bot, whose name is in the game's catalogue: the wire carries its wording, the
 * English its English name.
 */
function levelWords(id: string, params: (heuristic: WordValue) => WordParams, heuristic: Bot<unknown, unknown>): BotWords {
  const key = `core.bot.${id}.description`;
  return {
    name: word(coreMessages, 'en', { key: `core.bot.${id}.name` }),
    nameWords: { key: `core.bot.${id}.name` },
    description: word(coreMessages, 'en', { key, params: params(heuristic.name) }),
    descriptionWords: { key, params: params(heuristic.nameWords ?? heuristic.name) },
  };
}

/** A search level's budget in words, naming the heuristic it rolls out with. */
function searchParams(b: SearchBudget, heuristic: WordValue): WordParams {
  // `scaled`: whether the iterations shrink at a bigger table (a budget with seatScale 0 keeps them).
  return { iterations: b.iterations, scaled: (b.seatScale ?? 1) === 0 ? 'no' : 'yes', ahead: b.rolloutDepth >= TO_THE_END ? 0 : b.rolloutDepth, heuristic };
}

/** The search's options for budget `b` of `set` on `state` (what a Hard or Expert bot searches with). */
export function budgetOptions<S, M>(set: LevelSettings<S, M>, b: SearchBudget, state: S): SearchOptions<S, M> {
  const { heuristic, hard: _hard, expert: _expert, seats, ...search } = set;
  return { ...search, rolloutDepth: b.rolloutDepth, iterations: iterationsAt(b, seats(state)), ...(b.steps === undefined ? {} : { steps: b.steps }), policy: heuristic };
}

export function levelBots<S, M>(def: GameDefinition<any, any, S, M>, set: LevelSettings<S, M>): Bot<S, M>[] {
  const { heuristic, hard, expert } = set;
  const searching = (b: SearchBudget): Bot<S, M>['choose'] => (ctx) => searchMove(def, ctx, budgetOptions(set, b, ctx.state)).move;
  // The same search (WARM_UP_SHARE of its iterations, at least 2): it runs the code a decision
  // runs, so part of the compiler's work is done before the first move a table waits for.
  const warming = (b: SearchBudget): Bot<S, M>['warmUp'] => (ctx) => {
    const o = budgetOptions(set, b, ctx.state);
    searchMove(def, ctx, { ...o, iterations: Math.max(2, Math.round(o.iterations * WARM_UP_SHARE)) });
  };
  return [
    {
      id: 'easy',
      level: 'easy',
      ...levelWords('easy', () => ({ slips: Math.round(EASY_SLIPS * 100) }), heuristic),
      choose: (ctx) => (ctx.rng.next() < EASY_SLIPS ? ctx.rng.pick(ctx.legal) : heuristic.choose(ctx)),
    },
    {
      id: 'medium',
      level: 'medium',
      ...levelWords('medium', (h) => ({ heuristic: h }), heuristic),
      choose: (ctx) => heuristic.choose(ctx),
    },
    { id: 'hard', level: 'hard', thinks: true, ...levelWords('hard', (h) => searchParams(hard, h), heuristic), choose: searching(hard), warmUp: warming(hard) },
    { id: 'expert', level: 'expert', thinks: true, ...levelWords('expert', (h) => ({ search: { key: 'core.bot.hard.description', params: searchParams(expert, h) } }), heuristic), choose: searching(expert), warmUp: warming(expert) },
  ];
}
