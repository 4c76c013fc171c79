/**
 * `useTableEscape()`: what Escape and Backspace do at the table, in the order things lie on top of
 * each other, and the window's keys installed with them (useTableKeys, with the replay's keys).
 * Escape closes or drops one thing a press, top first: the little menu; the rules help (over
 * everything, so it closes before it drops a move being made); the move being made; the replay;
 * a panel under the bar; and at the hand-over with no moment open, it is the way out: back to
 * the lobby, nothing shown (the table waits). Backspace takes back the last choice of the move
 * being made, unless the rules help is open.
 */
import type { Ref } from 'vue';
import type { Composer } from './useComposer.js';
import type { ReplayControls } from './useReplay.js';
import { useTableKeys } from './useTableKeys.js';

export interface TableEscapeDeps {
  composer: Pick<Composer, 'popup' | 'picks' | 'sending' | 'cancel' | 'back'>;
  replay: Pick<ReplayControls, 'on' | 'last' | 'onKey'>;
  rulesOpen: Ref<boolean>;
  /** Closes a panel open under the bar: true when one was. */
  closePanel(): boolean;
  /** The seat the screen waits to be handed to, or null. */
  handOverTo(): number | null;
  /** Whether a moment is open to read (it has its own Escape). */
  momentOpen(): boolean;
  /** Back to the lobby. */
  leave(): void;
}

export function useTableEscape(d: TableEscapeDeps): void {
  const { composer, replay, rulesOpen } = d;
  const composing = () => composer.picks.value.length > 0 && !composer.sending.value;
  /** Escape closes or drops what is on top, one thing a press: true when it did. */
  function escape(): boolean {
    if (composer.popup.value) composer.popup.value = null;
    else if (rulesOpen.value) rulesOpen.value = false;
    else if (composing()) composer.cancel();
    else if (replay.on.value) replay.last();
    else if (d.closePanel()) return true;
    else if (d.handOverTo() !== null && !d.momentOpen()) d.leave();
    else return false;
    return true;
  }
  useTableKeys({
    replayKey: replay.onKey,
    takeBack: () => {
      if (rulesOpen.value || !composing()) return false;
      composer.back();
      return true;
    },
    escape,
  });
}
