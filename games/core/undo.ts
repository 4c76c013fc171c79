/**
 * Undo declared from a move's events: a game lists the event types that reveal nothing and
 * draw nothing (a route claimed with a card from your own hand, a share played), and a move may
 * be taken back when every event it produced is one of them and none was private (`visibleTo`:
 * a card drawn into a hand). An unknown or new event type is never undoable, so a rule change
 * that adds a draw cannot slip through.
 */
import type { GameEvent } from './types.js';

export function undoableWhenEventsAre(safe: readonly string[]): (before: unknown, move: unknown, events: readonly GameEvent[]) => boolean {
  const set = new Set(safe);
  return (_before, _move, events) => events.every((e) => e.visibleTo === undefined && set.has(e.type));
}
