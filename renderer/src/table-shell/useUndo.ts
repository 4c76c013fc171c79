/**
 * `useUndo()`: taking back one's last move (free when nothing hidden or random came after it),
 * asking the others to allow it, and answering such a request for the seats held here. Undoing
 * drops the last refusal: the move it was about is gone.
 */
import { computed, type ComputedRef } from 'vue';
import type { UndoRequest } from '../../../formats/protocol.js';
import type { Notices } from './useNotices.js';

export interface UndoDeps {
  /** The live view's open request, if any. */
  request: () => UndoRequest | null;
  heldSeats: () => readonly number[];
  shownSeat: () => number | null;
  undo(seat: number): Promise<void>;
  askUndo(seat: number): Promise<void>;
  answerUndo(seat: number, accept: boolean): Promise<void>;
  notices: Notices;
}

export interface Undo {
  request: ComputedRef<UndoRequest | null>;
  /** Held seats that must answer the open request. */
  toAnswer: ComputedRef<number[]>;
  /** The open request was made from this screen. */
  askedHere: ComputedRef<boolean>;
  undo(): void;
  askUndo(): void;
  answer(seat: number, accept: boolean): void;
}

export function useUndo(deps: UndoDeps): Undo {
  const request = computed(() => deps.request());
  const toAnswer = computed(() => {
    const r = request.value;
    return r ? deps.heldSeats().filter((s) => r.waitingFor.includes(s)) : [];
  });
  const askedHere = computed(() => request.value !== null && deps.heldSeats().includes(request.value.seat));
  function undo(): void {
    const seat = deps.shownSeat();
    if (seat === null) return;
    deps.notices.drop('move-rejected');
    deps.undo(seat).catch(deps.notices.report);
  }
  function askUndo(): void {
    const seat = deps.shownSeat();
    if (seat === null) return;
    deps.notices.drop('move-rejected');
    deps.askUndo(seat).catch(deps.notices.report);
  }
  function answer(seat: number, accept: boolean): void {
    deps.answerUndo(seat, accept).catch(deps.notices.report);
  }
  return { request, toAnswer, askedHere, undo, askUndo, answer };
}
