/**
 * What one playout is worth to each seat, in [0, 1], for a search to back up: half for the win
 * (shared by tied winners), half for the margin over the best other seat, scaled by the spread
 * of the scores so a close game and a rout differ. The seats are the keys of `scores`. A finished game's winners come from its
 * outcome; an unfinished one (a rollout cut short) counts its leaders by `standing`.
 */
import type { PlayerId } from './types.js';

export function playoutReward(scores: Readonly<Record<PlayerId, number>>, winners?: readonly PlayerId[]): Record<PlayerId, number> {
  const players = Object.keys(scores);
  const value = (p: PlayerId): number => (Number.isFinite(scores[p]) ? scores[p]! : 0);
  const all = players.map(value);
  const top = Math.max(...all);
  const spread = Math.max(1, top - Math.min(...all));
  const won = winners ?? players.filter((p) => value(p) === top);
  const out: Record<PlayerId, number> = {};
  players.forEach((p, i) => {
    let bestOther = -Infinity;
    all.forEach((v, j) => {
      if (j !== i && v > bestOther) bestOther = v;
    });
    const margin = players.length > 1 ? Math.max(-1, Math.min(1, (all[i]! - bestOther) / spread)) : 0;
    const win = won.includes(p) ? 1 / won.length : 0;
    out[p] = 0.5 * win + 0.25 * (1 + margin);
  });
  return out;
}
