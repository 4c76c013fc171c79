/**
 * The heading of each save on the Saves screen. Every autosave of a game on a board carries the
 * table's title ("Airlines · North America"), so a list of them read the same: where names repeat,
 * the players and then the time saved are added until each heading says which game it is.
 */
import type { SaveSummary } from '../stores/saves.js';
import { savedAt, savePlayers } from './save-words.js';

type Save = Pick<SaveSummary, 'id' | 'name' | 'players' | 'savedAt'>;

/** Headings in the page's language: the players and the time saved are worded by the saves catalogue. */
export function saveHeadings(list: readonly Save[]): Map<string, string> {
  const base = (s: Save) => s.name || s.id;
  const players = savePlayers;
  const saved = savedAt;
  const steps: ((s: Save) => string)[] = [
    base,
    (s) => `${base(s)} — ${players(s.players)}`,
    (s) => `${base(s)} — ${players(s.players)} — ${saved(s.savedAt)}`,
  ];
  const out = new Map<string, string>();
  let left = [...list];
  for (const [i, step] of steps.entries()) {
    const count = new Map<string, number>();
    for (const s of left) count.set(step(s), (count.get(step(s)) ?? 0) + 1);
    const last = i === steps.length - 1;
    for (const s of left) if (last || count.get(step(s)) === 1) out.set(s.id, step(s));
    left = left.filter((s) => !out.has(s.id));
  }
  return out;
}
