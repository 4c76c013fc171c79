/**
 * What one playout is worth to each seat, in [0, 1], for a search to back up: half for the win
 * (shared by tied winners), half for the margin over the best other seat. The margin is counted
 * against the size of the scores (twice the margin over the largest score, capped at ±1): 90 to
 * 80 is a close game, 90 to 20 a rout. (Against the spread of the scores, as before, every
 * 2-seat margin was ±1 and the reward only said who won: a search could not see a move that
 * wins by more or loses by less.) The seats are the keys of `scores`. A finished game's winners
 * come from its outcome; an unfinished one (a rollout cut short) counts its leaders by `standing`.
 */
import type { PlayerId } from './types.js';

export function playoutReward(scores: Readonly<Record<PlayerId, number>>, winners?: readonly PlayerId[]): Record<PlayerId, number> {
  const players = Object.keys(scores);
  const value = (p: PlayerId): number => (Number.isFinite(scores[p]) ? scores[p]! : 0);
  const all = players.map(value);
  const top = Math.max(...all);
  const size = Math.max(1, ...all.map(Math.abs));
  const won = winners ?? players.filter((p) => value(p) === top);
  const out: Record<PlayerId, number> = {};
  players.forEach((p, i) => {
    let bestOther = -Infinity;
    all.forEach((v, j) => {
      if (j !== i && v > bestOther) bestOther = v;
    });
    const margin = players.length > 1 ? Math.max(-1, Math.min(1, (2 * (all[i]! - bestOther)) / size)) : 0;
    const win = won.includes(p) ? 1 / won.length : 0;
    out[p] = 0.5 * win + 0.25 * (1 + margin);
  });
  return out;
}
