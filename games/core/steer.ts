/**
 * A playstyle as a competent player with a bias: the game's heuristic bot chooses by its own
 * evaluation, but only among the moves the style's aim allows at this decision. A style written
 * as its own rules of thumb from scratch played far worse than the heuristic (`npm run bench --
 * bots` measured most of them winning under 10 % of 2-seat games against it); one that mostly
 * copied the heuristic's move was not a style. Steering keeps the heuristic's judgement of which
 * of the allowed moves is best and changes what it may choose from: a saver that may not buy
 * dear gates, a speculator that lays out one share at a time.
 *
 * `aim` answers the moves the style would consider here, best first by the style's own taste, or
 * nothing when it has no opinion (then the heuristic chooses among all legal moves). A heuristic
 * that answers a move outside the allowed ones (some build their moves rather than pick one of
 * those given) is overruled by the style's first allowed move.
 *
 * A style whose aim only ever answers moves taken from the legal list it is given (the same
 * objects, as Airlines' and Europe's do) says so with `answersLegal`: its answer is then used as
 * the allowed list as it stands, without looking each move up in the legal list (a set of a list
 * of hundreds of moves, made at every steered decision, was 4–5 % of an Airlines lab game). The
 * choice is the same as the check would give, because the check would keep every move and their
 * order (games/core/steer.test.ts plays both ways side by side). Linie 1's aim does not say it,
 * and keeps the check.
 */
import type { BotWords } from './bot-words.js';
import { moveKey } from './move-key.js';
import type { Bot, BotContext } from './types.js';

export type Aim<S, M> = (ctx: BotContext<S, M>) => readonly M[] | undefined;

export interface Style<S, M> extends BotWords {
  id: string;
  aim: Aim<S, M>;
  /** The aim answers only moves of `ctx.legal` itself (by identity): they need not be looked up there. */
  answersLegal?: boolean;
}

/** What each steered bot was made of, so a test can play its style with the check as well (`steeringOf`). */
const made = new WeakMap<Bot<any, any>, { heuristic: Bot<any, any>; style: Style<any, any> }>();

/** The heuristic and style a bot was steered from (undefined: not a steered bot). */
export function steeringOf<S, M>(bot: Bot<S, M>): { heuristic: Bot<S, M>; style: Style<S, M> } | undefined {
  return made.get(bot);
}

export function steered<S, M>(heuristic: Bot<S, M>, style: Style<S, M>): Bot<S, M> {
  const { aim, answersLegal, ...words } = style;
  const bot: Bot<S, M> = {
    ...words,
    choose(ctx) {
      const given = aim(ctx);
      // Passed on as the heuristic's legal list either way (an aim answers a list of its own).
      const allowed = answersLegal === true ? (given as M[] | undefined) : given && amongLegal(given, ctx.legal);
      if (!allowed || allowed.length === 0) return heuristic.choose(ctx);
      if (allowed.length === 1) return allowed[0]!;
      const chosen = heuristic.choose({ ...ctx, legal: allowed });
      // Most heuristics answer one of the moves they were given: that one, without writing every
      // allowed move out as a key (a tenth of a Europe lab game's time).
      if (allowed.includes(chosen)) return chosen;
      const pick = moveKey(chosen);
      return allowed.find((m) => moveKey(m) === pick) ?? allowed[0]!;
    },
  };
  made.set(bot, { heuristic, style });
  return bot;
}

/** The moves of `given` that are in `legal` (by identity), in `given`'s order. */
function amongLegal<M>(given: readonly M[], legal: readonly M[]): M[] {
  // The legal list may run to hundreds of moves and an aim names a few: those are looked for
  // in it one by one, many through a set made of it.
  const set = given.length > 8 ? new Set(legal) : null;
  return given.filter((m) => (set ? set.has(m) : legal.includes(m)));
}
