/**
 * Small helpers the playstyle bots (games/<game>/styles.ts) share: pick the best of the legal
 * moves by a score, so a bot can only ever answer with a move it was offered.
 */
import type { BotContext } from './types.js';

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

/** How far a playstyle follows its own rules (`leaning`). */
export interface Lean {
  /** Share of decisions the style's rules make alone, the kind of move included. */
  free: number;
  /** Share of the other decisions in which they pick the move of the default's kind. */
  within: number;
}

/**
 * A playstyle as a competent player with a bias. On a `free` share of its decisions (drawn from
 * the bot's random source) the style's own rules decide alone; on a `within` share of the rest
 * the game's default bot `base` decides which kind of move to make (the move's `type`: draw,
 * build, pass…) and the style's rules pick which move of that kind (when they would make another
 * kind of move, the default's is played); otherwise the default's move is played. Left to decide
 * everything, most styles lost nearly every 2-seat game to the default bot (npm run bench -- bots).
 */
export function leaning<S, M extends { type: string }>(style: (ctx: BotContext<S, M>) => M, base: { choose(ctx: BotContext<S, M>): M }, lean: Lean): (ctx: BotContext<S, M>) => M {
  return (ctx) => {
    const r = ctx.rng.next();
    if (r < lean.free) return style(ctx);
    const own = base.choose(ctx);
    if (r >= lean.free + (1 - lean.free) * lean.within) return own;
    const mine = style(ctx);
    return mine.type === own.type ? mine : own;
  };
}

/** What a leaning style does, in words for the lobby and the lab: the shares, then its habit. */
export function leanWords(lean: Lean, base: string, habit: string): string {
  const pct = (x: number): number => Math.round(x * 100);
  const parts: string[] = [];
  if (lean.free > 0) parts.push(`on ${pct(lean.free)} % of its decisions it follows its habit alone`);
  const within = (1 - lean.free) * lean.within;
  if (within > 0) parts.push(`on ${pct(within)} % it makes the ${base} bot's kind of move but picks it by its habit`);
  const rest = 1 - lean.free - within;
  const lead = parts.length === 0 ? `Plays the ${base} bot's moves` : `${parts.join('; ')}${rest > 0 ? `; otherwise it plays the ${base} bot's move` : ''}`;
  return `${lead[0]!.toUpperCase()}${lead.slice(1)}. Its habit: ${habit}`;
}
