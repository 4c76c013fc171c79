/**
 * The log as one Tab stop (a roving tabindex): one line takes the Tab, the arrow keys move among
 * the lines, Enter shows the board after the focused one. Lines are known by their state and
 * their place within it, so the focus stays on its line while earlier pages arrive above it.
 * Pure.
 */
import type { LogEntry } from '../../../formats/protocol.js';

/** A key per line: its state and its place among that state's lines ("12.0", "12.1"). */
export function lineKeys(entries: readonly LogEntry[]): string[] {
  const out: string[] = [];
  let state = NaN;
  let k = 0;
  for (const e of entries) {
    k = e.stateNo === state ? k + 1 : 0;
    state = e.stateNo;
    out.push(`${e.stateNo}.${k}`);
  }
  return out;
}

/**
 * The line that takes the Tab: the one last focused (if still shown), else the last line of the
 * replayed state, else the latest line; -1 when there are none.
 */
export function tabStop(entries: readonly LogEntry[], keys: readonly string[], focused: string | null, selected: number | null): number {
  if (focused !== null) {
    const i = keys.indexOf(focused);
    if (i >= 0) return i;
  }
  if (selected !== null) {
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.stateNo === selected) return i;
  }
  return entries.length - 1;
}

/** Where a key moves the focus from line `at` of `count` (null: not a key the log uses). */
export function moveFocus(at: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowUp':
      return Math.max(0, at - 1);
    case 'ArrowDown':
      return Math.min(count - 1, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
