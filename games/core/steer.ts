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
 */
import type { BotWords } from './bot-words.js';
import { moveKey } from './move-key.js';
import type { Bot, BotContext } from './types.js';

export type Aim<S, M> = (ctx: BotContext<S, M>) => readonly M[] | undefined;

export function steered<S, M>(heuristic: Bot<S, M>, style: { id: string; aim: Aim<S, M> } & BotWords): Bot<S, M> {
  const { aim, ...words } = style;
  return {
    ...words,
    choose(ctx) {
      const given = aim(ctx);
      // The legal list may run to hundreds of moves and an aim names a few: those are looked for
      // in it one by one, many through a set made of it.
      const legal = given && given.length > 8 ? new Set(ctx.legal) : null;
      const allowed = given?.filter((m) => (legal ? legal.has(m) : ctx.legal.includes(m)));
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
}
