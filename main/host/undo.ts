/**
 * When may a seat take back its move? Only when taking it back un-learns nothing. The host
 * cannot know each game's secrets by name, so it checks what it can see from outside:
 *
 * 1. the move is the last one made, by this seat, and the game is not over;
 * 2. none of its events was private (`visibleTo`): no card was drawn into a hand;
 * 3. no random number was drawn: every seeded RNG state (`{ s: [4 numbers] }`) in the game
 *    state is unchanged;
 * 4. nothing hidden from the mover changed: every list in the state that the mover's own view
 *    did not show before the move (a deck's order, another hand) is exactly as it was. This is
 *    what catches a reveal, such as a face-up display refilled from the deck.
 */
import type { GameEvent } from '../../games/core/types.js';

function isRngState(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const s = (v as { s?: unknown }).s;
  return Array.isArray(s) && s.length === 4 && s.every((n) => typeof n === 'number') && Object.keys(v).length === 1;
}

/** Every list and RNG state in a value, by path. */
function collect(v: unknown, path: string, lists: Map<string, string>, rngs: Map<string, string>, depth: number): void {
  if (depth > 40 || typeof v !== 'object' || v === null) return;
  if (isRngState(v)) {
    rngs.set(path, JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    lists.set(path, JSON.stringify(v));
    v.forEach((x, i) => collect(x, `${path}[${i}]`, lists, rngs, depth + 1));
    return;
  }
  for (const [k, x] of Object.entries(v)) collect(x, `${path}.${k}`, lists, rngs, depth + 1);
}

export function undoAllowed(before: unknown, after: unknown, events: readonly GameEvent[], moverViewBefore: unknown): { ok: true } | { ok: false; reason: string } {
  if (events.some((e) => e.visibleTo !== undefined)) return { ok: false, reason: 'That move showed you something hidden, so it cannot be taken back.' };
  const lb = new Map<string, string>();
  const rb = new Map<string, string>();
  const la = new Map<string, string>();
  const ra = new Map<string, string>();
  collect(before, '$', lb, rb, 0);
  collect(after, '$', la, ra, 0);
  if (rb.size !== ra.size || [...rb].some(([p, s]) => ra.get(p) !== s)) {
    return { ok: false, reason: 'That move drew something at random, so it cannot be taken back.' };
  }
  const seen = JSON.stringify(moverViewBefore) ?? '';
  for (const [path, json] of lb) {
    // Lists of fewer than two items say too little to tell hidden from shown.
    if (json.length < 6 || seen.includes(json)) continue;
    if (la.get(path) !== json) return { ok: false, reason: 'That move revealed something hidden, so it cannot be taken back.' };
  }
  return { ok: true };
}
