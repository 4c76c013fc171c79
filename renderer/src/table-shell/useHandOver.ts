/**
 * `useHandOver()`: when the hot-seat hand-over card covers the board. The scene says when it is
 * still showing what a move did (passengers flying onto their gates): the person who made the
 * move sees it land before the card covers the board. The seat on screen keeps its eyes (its hand
 * already hidden), so nothing of the next seat shows early; a scene that never says it is done is
 * not waited for past a limit.
 */
import { onScopeDispose, ref, watch, type Ref } from 'vue';

export const BUSY_LIMIT_MS = 8000;
/** A beat to look at the board at rest before it is covered. */
export const LINGER_MS = 600;

export interface HandOver {
  /** The card is on screen. */
  shown: Ref<boolean>;
  /** The scene's `busy` event. */
  onSceneBusy(on: boolean): void;
}

export function useHandOver(handOverTo: () => number | null): HandOver {
  const sceneBusy = ref(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  function onSceneBusy(on: boolean): void {
    clearTimeout(timer);
    if (on) {
      sceneBusy.value = true;
      timer = setTimeout(() => (sceneBusy.value = false), BUSY_LIMIT_MS);
    } else if (sceneBusy.value) timer = setTimeout(() => (sceneBusy.value = false), LINGER_MS);
  }
  onScopeDispose(() => clearTimeout(timer));
  // Decided after the render (flush: post), when the scene has seen the new view and said whether
  // it is busy: the card never flashes up before its wait. Once up, it stays until handed over.
  const shown = ref(false);
  watch(
    [handOverTo, sceneBusy],
    ([to, busy]) => {
      shown.value = to !== null && (shown.value || !busy);
    },
    { flush: 'post', immediate: true },
  );
  return { shown, onSceneBusy };
}
