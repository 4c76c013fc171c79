/**
 * `useReplay()`: the board as it was after an earlier move, read-only, and the controls to step
 * through the game: first, back, forward, last (back to now), a slider, and keys (Home, ←, →, End)
 * while a replay is on screen.
 *
 * The stops are the moves in the log the panel holds (one per state that has a line); "first"
 * and stepping back past the earliest line fetch earlier pages of the log from the host.
 *
 * A move half built when a replay opens is kept, not thrown away: it is put aside while the past
 * is on screen and comes back with "back to now" (unless the live game no longer offers it, or
 * other eyes are on screen by then). Opening a replay also drops the last refusal.
 */
import { computed, shallowRef, watch, type ComputedRef, type ShallowRef } from 'vue';
import type { LogEntry } from '../../../formats/protocol.js';
import type { Picks } from './composer.js';
import type { Notices } from './useNotices.js';
import type { Replay } from './useSeatView.js';
import { logLine } from '../i18n/wire-words.js';

export interface ReplayDeps {
  replay: ShallowRef<Replay | null>;
  /** The live state's number (null: no view yet). */
  liveStateNo: () => number | null;
  /** The seat whose eyes are on screen (a kept move belongs to them). */
  shownSeat: () => number | null;
  showAt(stateNo: number): Promise<void>;
  backToNow(): void;
  /** The log as the panel holds it, oldest first. */
  entries: () => readonly LogEntry[];
  hasMore: () => boolean;
  loadMore(): Promise<void>;
  /** The move being composed. */
  picks: ShallowRef<Picks>;
  closePopup(): void;
  notices: Notices;
  text(s: string): string;
}

export interface ReplayControls {
  on: ComputedRef<boolean>;
  /** The states a replay can show, oldest first (the live state is the stop after the last). */
  stops: ComputedRef<number[]>;
  /** Where the replay stands among the stops; `stops.length` is now. */
  position: ComputedRef<number>;
  /** The line of the move the replayed board follows. */
  line: ComputedRef<string>;
  /** A half-built move is put aside for "back to now". */
  kept: ComputedRef<boolean>;
  /** The board after `stateNo` (the live state or later: back to now). */
  open(stateNo: number): Promise<void>;
  /** Stop `i` (`stops.length` or more: back to now). */
  goTo(i: number): Promise<void>;
  first(): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  last(): void;
  /** The replay keys (Home, ←, →, End) while a replay is on screen; true when the key was used. */
  onKey(ev: KeyboardEvent): boolean;
}

/** Pages of earlier log lines "first" fetches at most (a page is 100 lines). */
const MAX_PAGES = 100;

export function useReplay(deps: ReplayDeps): ReplayControls {
  const on = computed(() => deps.replay.value !== null);
  const stops = computed(() => {
    const live = deps.liveStateNo();
    const out: number[] = [];
    for (const e of deps.entries()) if ((live === null || e.stateNo < live) && out[out.length - 1] !== e.stateNo) out.push(e.stateNo);
    return out;
  });
  const position = computed(() => {
    const r = deps.replay.value;
    const list = stops.value;
    if (!r) return list.length;
    // A state without a line of its own stands after the last stop before it.
    let i = 0;
    while (i < list.length && list[i]! < r.stateNo) i++;
    return i < list.length && list[i] === r.stateNo ? i : Math.max(0, i - 1);
  });
  const line = computed(() => {
    const r = deps.replay.value;
    if (!r) return '';
    const entries = deps.entries();
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.stateNo === r.stateNo) return deps.text(logLine(entries[i]!));
    return `state ${r.stateNo}`;
  });

  /** The move put aside while the past is on screen, with the eyes it belongs to. */
  const aside = shallowRef<{ picks: Picks; seat: number | null } | null>(null);
  const kept = computed(() => aside.value !== null);
  function putBack(): void {
    const a = aside.value;
    aside.value = null;
    if (a && a.seat === deps.shownSeat() && deps.picks.value.length === 0) deps.picks.value = a.picks;
  }
  // Back to now (a button, Escape, a hand-over): the kept move comes back. The composer drops it
  // at once if the live game no longer offers it.
  watch(deps.replay, (r) => {
    if (r === null) putBack();
  });

  async function open(stateNo: number): Promise<void> {
    deps.notices.drop('move-rejected');
    deps.closePopup();
    if (!on.value && deps.picks.value.length > 0) {
      aside.value = { picks: deps.picks.value, seat: deps.shownSeat() };
      deps.picks.value = [];
    }
    try {
      await deps.showAt(stateNo);
    } catch (e) {
      deps.notices.report(e);
    }
    // Nothing past came on screen (the live state was asked for, or the host said no).
    if (!on.value) putBack();
  }

  async function goTo(i: number): Promise<void> {
    const list = stops.value;
    if (i >= list.length) return last();
    await open(list[Math.max(0, i)]!);
  }

  async function loadEarlier(pages: number): Promise<void> {
    for (let n = 0; n < pages && deps.hasMore(); n++) {
      const before = deps.entries().length;
      await deps.loadMore();
      if (deps.entries().length === before) break;
    }
  }

  async function first(): Promise<void> {
    await loadEarlier(MAX_PAGES);
    if (stops.value.length > 0) await goTo(0);
  }

  async function back(): Promise<void> {
    let i = position.value;
    if (i === 0 && deps.hasMore()) {
      // The earliest line held: fetch the page before it, then step onto its last stop.
      const at = stops.value[0];
      await loadEarlier(1);
      i = at === undefined ? 0 : stops.value.indexOf(at);
    }
    if (i > 0) await goTo(i - 1);
  }

  async function forward(): Promise<void> {
    if (on.value) await goTo(position.value + 1);
  }

  function last(): void {
    deps.backToNow();
  }

  function onKey(ev: KeyboardEvent): boolean {
    if (!on.value || ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || ownKeys(ev.target)) return false;
    const act = ev.key === 'Home' ? first : ev.key === 'ArrowLeft' ? back : ev.key === 'ArrowRight' ? forward : ev.key === 'End' ? last : null;
    if (!act) return false;
    ev.preventDefault();
    void act();
    return true;
  }

  return { on, stops, position, line, kept, open, goTo, first, back, forward, last, onKey };
}

/**
 * An element that uses these keys itself: a field (text, a slider, a menu), or anything inside
 * an element marked `data-own-keys` (the log's list, the resize handle).
 */
export function ownKeys(target: EventTarget | null): boolean {
  if (typing(target)) return true;
  const el = target as { closest?: (s: string) => unknown } | null;
  return !!el && typeof el.closest === 'function' && el.closest('[data-own-keys]') !== null;
}

/** A field that takes typed keys (Backspace there deletes text, not a choice). */
export function typing(target: EventTarget | null): boolean {
  const el = target as { tagName?: unknown; isContentEditable?: boolean } | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return !!el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}
