/**
 * Small helpers the playstyle bots (games/<game>/styles.ts) share: pick the best of the legal
 * moves by a score, so a bot can only ever answer with a move it was offered.
 */

/** The item with the highest score (the first on ties), or null when none passes `keep`. */
export function bestBy<T>(items: readonly T[], score: (t: T) => number, keep: (t: T) => boolean = () => true): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const it of items) {
    if (!keep(it)) continue;
    const v = score(it);
    if (best === null || v > bestScore) {
      best = it;
      bestScore = v;
    }
  }
  return best;
}

/** The legal moves of one type, typed. */
export function movesOf<M extends { type: string }, T extends M['type']>(legal: readonly M[], type: T): Extract<M, { type: T }>[] {
  return legal.filter((m): m is Extract<M, { type: T }> => m.type === type);
}

/**
 * A playstyle as a competent player with a bias: the game's default bot `base` decides which
 * kind of move to make (the move's `type`: draw, build, pass…), and the style's own rules pick
 * which move of that kind, on a `share` of its decisions (drawn from the bot's random source).
 * Left to decide everything, the styles lost nearly every 2-seat game to the default bot
 * (npm run bench -- bots): they spent when the default saved, drew when it built, or never
 * passed. When the style would make another kind of move, the default's is played.
 */
export function leaning<S, M extends { type: string }>(style: { choose(ctx: BotContextOf<S, M>): M }, base: { choose(ctx: BotContextOf<S, M>): M }, share = 1): (ctx: BotContextOf<S, M>) => M {
  return (ctx) => {
    const own = base.choose(ctx);
    if (share < 1 && ctx.rng.next() >= share) return own;
    const mine = style.choose(ctx);
    return mine.type === own.type ? mine : own;
  };
}

type BotContextOf<S, M> = import('./types.js').BotContext<S, M>;
