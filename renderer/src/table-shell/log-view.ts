/**
 * The log as the panel shows it: pages fetched from the host joined to the live tail, hot-seat
 * privacy, and turn separators. Pure.
 */
import type { LogEntry } from '../../../formats/protocol.js';

/**
 * Joins an earlier page to what is shown. A page is fetched with `before` one past the first
 * shown state, so it holds that state's entries whole (the tail may have cut them): they replace
 * the shown ones of the same states.
 */
export function joinPage(page: readonly LogEntry[], shown: readonly LogEntry[]): LogEntry[] {
  if (page.length === 0) return [...shown];
  const last = page[page.length - 1]!.stateNo;
  return [...page, ...shown.filter((e) => e.stateNo > last)];
}

/** The `before` to ask for the page preceding these entries (null: nothing shown yet). */
export function pageBefore(shown: readonly LogEntry[]): number | null {
  return shown.length > 0 ? shown[0]!.stateNo + 1 : null;
}

/**
 * The earlier pages kept, joined with the live tail: the tail wins for every state it holds, the
 * pages give what came before it.
 */
export function withTail(older: readonly LogEntry[], tail: readonly LogEntry[]): LogEntry[] {
  if (tail.length === 0) return [...older];
  const first = tail[0]!.stateNo;
  // The tail may begin inside a state's entries: the page has that state whole, keep the page's.
  const fromPage = older.filter((e) => e.stateNo <= first);
  const pageHasFirst = fromPage.some((e) => e.stateNo === first);
  return [...fromPage, ...tail.filter((e) => e.stateNo > first || !pageHasFirst)];
}

// The same line has the same key and params (or, with no key, the same English).
const key = (e: LogEntry) => `${e.stateNo}|${e.type}|${e.key ?? ''}|${JSON.stringify(e.params ?? null)}|${e.text ?? ''}`;

/**
 * Hot-seat with the hand hidden: only the lines every held seat sees (a card drawn into one hand
 * is in that seat's log only).
 */
export function commonLines(own: readonly LogEntry[], others: readonly (readonly LogEntry[])[]): LogEntry[] {
  const sets = others.map((list) => new Set(list.map(key)));
  return own.filter((e) => sets.every((s) => s.has(key(e))));
}

export type LogRow =
  | { kind: 'turn'; player: string; at: number }
  | { kind: 'entry'; entry: LogEntry; at: number };

/**
 * Rows for the panel: a separator wherever the acting player changes (lines without a player,
 * a scoring say, stay in the turn they happened in).
 */
export function logRows(entries: readonly LogEntry[]): LogRow[] {
  const rows: LogRow[] = [];
  let current: string | undefined;
  entries.forEach((entry, at) => {
    if (entry.player !== undefined && entry.player !== current) {
      current = entry.player;
      rows.push({ kind: 'turn', player: entry.player, at });
    }
    rows.push({ kind: 'entry', entry, at });
  });
  return rows;
}
