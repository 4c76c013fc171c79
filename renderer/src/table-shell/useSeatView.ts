/**
 * `useSeatView()`: whose eyes the table screen uses, and what those eyes may see.
 *
 * One machine may hold several seats (hot-seat play): the hand-over decides which seat's view is
 * on screen; while the hand is hidden, the log shows only what every held seat sees. A replay
 * puts a past state on screen (read-only, filtered for the same eyes). A seat a bot plays for
 * the moment is offered no moves. Everything comes from the table store (or, in tests, anything
 * shaped like it); nothing here knows a game.
 */
import { computed, ref, shallowRef, watch, type ComputedRef, type Ref, type ShallowRef } from 'vue';
import { labSeatWording, type LogEntry, type SeatInfo, type TableView } from '../../../formats/protocol.js';
import { viewText } from '../i18n/wire-words.js';
import { commonLines } from './log-view.js';
import { seatPicture } from './seat-picture.js';
import { isUnnamed, shownName } from './seat-label.js';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';

/** What the composable reads from the table store (TABLE-API.md). */
export interface SeatSource {
  readonly views: ReadonlyMap<number, TableView>;
  readonly heldSeats: readonly number[];
  viewAt(seat: number | null, stateNo: number): Promise<TableView>;
}

export interface Replay {
  stateNo: number;
  tv: TableView;
}

export interface SeatView {
  /** Held seats that have a view. */
  heldSeats: ComputedRef<number[]>;
  hotSeat: ComputedRef<boolean>;
  /** The seat whose eyes the screen uses (null: spectator, or nobody's yet in hot-seat play). */
  shownSeat: Ref<number | null>;
  /** The held seat that must act now. */
  actingSeat: ComputedRef<number | null>;
  /** Set while the screen must be handed to this seat's person first. */
  handOverTo: ComputedRef<number | null>;
  /** The person the screen was handed to says they are there. */
  confirmHandOver(): void;
  /** The live view for these eyes. */
  liveView: ComputedRef<TableView | null>;
  /** The view on screen: the replayed one while replaying, else the live one. */
  tv: ComputedRef<TableView | null>;
  replay: ShallowRef<Replay | null>;
  /** Puts the board as it was right after `stateNo` on screen (read-only). */
  showAt(stateNo: number): Promise<void>;
  backToNow(): void;
  /** The shown seat is played by a bot for now: no prompts, no moves. */
  botPlays: ComputedRef<boolean>;
  myTurn: ComputedRef<boolean>;
  /** The shown seat's legal moves, when it must act (else empty). */
  legal: ComputedRef<readonly unknown[]>;
  /** Hot-seat: hide the shown seat's private things. */
  hideHand: ComputedRef<boolean>;
  /** Whose log the panel shows (null: the public log). */
  logSeat: ComputedRef<number | null>;
  /** The live log tail as these eyes may see it. */
  logTail: ComputedRef<LogEntry[]>;
  seats: ComputedRef<readonly SeatInfo[]>;
  /** The seat's current name for a player id. */
  nameOf(playerId: string): string;
  seatOf(playerId: string): SeatInfo | undefined;
}

export function useSeatView(source: SeatSource): SeatView {
  const { t } = useT(tableArea);
  const heldSeats = computed(() => source.heldSeats.filter((s) => source.views.has(s)));
  // Hot-seat is known from the tokens held, before every seat's first view has come: a screen
  // that showed the first view's seat would skip the first turn's hand-over.
  const hotSeat = computed(() => source.heldSeats.length > 1);
  const anyView = computed<TableView | null>(() => {
    for (const s of heldSeats.value) return source.views.get(s)!;
    return source.views.get(-1) ?? null;
  });
  const activeIds = computed(() => anyView.value?.activePlayers ?? []);

  const shownSeat = ref<number | null>(null);
  // A held seat a bot plays for now never asks for the screen.
  const playerOf = (s: number) => {
    const v = source.views.get(s);
    return v && v.table.seats[s]?.kind !== 'bot' ? v.playerId : null;
  };
  const picture = computed(() => seatPicture([...source.heldSeats], playerOf, activeIds.value, shownSeat.value));
  watch(
    () => picture.value.shown,
    (s) => {
      if (s !== shownSeat.value) shownSeat.value = s;
    },
    { immediate: true },
  );
  const actingSeat = computed(() => picture.value.acting);
  const handOverTo = computed(() => picture.value.handOverTo);
  function confirmHandOver(): void {
    if (handOverTo.value !== null) shownSeat.value = handOverTo.value;
  }

  const liveView = computed<TableView | null>(() => (shownSeat.value !== null ? source.views.get(shownSeat.value) : undefined) ?? anyView.value);
  const replay = shallowRef<Replay | null>(null);
  const tv = computed(() => replay.value?.tv ?? liveView.value);
  // A seat someone plays that nobody named, and a lab replay's seat (named by key), are worded
  // here, in the page's language: every name below (the log's names, the bar, the panels) reads
  // it from these. An open one nobody named stays unnamed: the bar calls it by its number (seat-label.ts).
  const seats = computed<readonly SeatInfo[]>(() =>
    (liveView.value?.table.seats ?? []).map((s) => {
      const lab = labSeatWording(s);
      if (lab) return { ...s, name: viewText(lab) };
      return s.kind !== 'open' && isUnnamed(s) ? { ...s, name: shownName(s, t) } : s;
    }),
  );

  const botPlays = computed(() => shownSeat.value !== null && seats.value[shownSeat.value]?.kind === 'bot');
  const myTurn = computed(() => shownSeat.value !== null && actingSeat.value === shownSeat.value && handOverTo.value === null && !botPlays.value);
  const legal = computed<readonly unknown[]>(() => (myTurn.value && !replay.value ? (liveView.value?.legal ?? []) : []));
  const hideHand = computed(() => hotSeat.value && (!myTurn.value || shownSeat.value === null));

  const logSeat = computed<number | null>(() => (hideHand.value ? null : shownSeat.value));
  const logTail = computed<LogEntry[]>(() => {
    const own = liveView.value?.log ?? [];
    if (!hideHand.value) return own;
    const others = heldSeats.value.filter((s) => s !== shownSeat.value || shownSeat.value === null).map((s) => source.views.get(s)?.log ?? []);
    return commonLines(own, others);
  });

  // A replay belongs to the eyes that asked for it: a hand-over or a new seat ends it.
  watch([shownSeat, hideHand], () => backToNow());

  let asked = 0;
  async function showAt(stateNo: number): Promise<void> {
    const live = liveView.value;
    if (!live) return;
    if (stateNo >= live.stateNo) {
      backToNow();
      return;
    }
    const ticket = ++asked;
    const past = await source.viewAt(logSeat.value, stateNo);
    if (ticket === asked) replay.value = { stateNo, tv: past };
  }
  function backToNow(): void {
    asked++;
    replay.value = null;
  }

  function seatOf(playerId: string): SeatInfo | undefined {
    return seats.value.find((s) => s.playerId === playerId);
  }
  function nameOf(playerId: string): string {
    const s = seatOf(playerId);
    return s ? shownName(s, t) : playerId;
  }

  return {
    heldSeats,
    hotSeat,
    shownSeat,
    actingSeat,
    handOverTo,
    confirmHandOver,
    liveView,
    tv,
    replay,
    showAt,
    backToNow,
    botPlays,
    myTurn,
    legal,
    hideHand,
    logSeat,
    logTail,
    seats,
    nameOf,
    seatOf,
  };
}
