/**
 * `useTableKeys()`: the table's keys on the whole window. Escape closes or drops what is on top,
 * one thing a press (the little menu, the rules, the move being made, the replay, a panel under
 * the bar; at the hand-over, it goes back to the lobby). Backspace takes back the last choice of
 * the move being made. While a replay is on screen, Home, ←, → and End step through it.
 * A key typed into a field is the field's.
 */
import { onScopeDispose } from 'vue';
import { typing } from './useReplay.js';

export interface TableKeysDeps {
  /** The replay's keys (true when the key was used). */
  replayKey(ev: KeyboardEvent): boolean;
  /** Backspace: true when a choice was taken back. */
  takeBack(): boolean;
  /** Escape: true when it closed or dropped something. */
  escape(): boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function useTableKeys(deps: TableKeysDeps): (ev: KeyboardEvent) => void {
  function onKey(ev: KeyboardEvent): void {
    if (ev.defaultPrevented) return;
    if (ev.key === 'Backspace') {
      if (!typing(ev.target) && deps.takeBack()) ev.preventDefault();
      return;
    }
    if (ev.key === 'Escape') {
      if (deps.escape()) ev.preventDefault();
      return;
    }
    deps.replayKey(ev);
  }
  const target = deps.target ?? (typeof window === 'undefined' ? undefined : window);
  target?.addEventListener('keydown', onKey);
  onScopeDispose(() => target?.removeEventListener('keydown', onKey));
  return onKey;
}
