/**
 * Small helpers the playstyle bots (games/<game>/playstyles.ts) share: pick the best of the legal
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
