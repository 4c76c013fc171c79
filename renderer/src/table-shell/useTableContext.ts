/**
 * `useTableContext()`: what the game's scene and panels are given (`TableContext`): the view on
 * screen with the players named, whose eyes, whether it is their turn, a replay or not, the
 * players' colours and names, and the pace of the others' moves.
 */
import { computed, type ComputedRef, type Ref } from 'vue';
import type { GameScreen, TableContext } from './types.js';
import type { SeatView } from './useSeatView.js';
import { fillNamesFor } from './you.js';
import { useT } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';

export interface TableNames {
  ctx: ComputedRef<TableContext | null>;
  colourOf(playerId: string): string;
  /** Game text with the seats' names (a seat named "You" gets "You found", not "You founds"). */
  text(s: string): string;
  seatName(seat: number): string;
  /** The game's view with the players' names put in. */
  named(view: unknown): unknown;
  /** Who is to play now, in names ("nobody" at the end). */
  waitingFor: ComputedRef<string>;
}

/** The colour of a seat nobody sits in (an id not at the table). */
const NO_SEAT = '#5b6875';

export function useTableContext(sv: SeatView, screen: () => GameScreen, seatColours: () => readonly string[], paceMs: Ref<number>): TableNames {
  const { t } = useT(tableArea);
  function colourOf(playerId: string): string {
    const s = sv.seatOf(playerId);
    const list = seatColours();
    return s ? list[s.index % list.length]! : NO_SEAT;
  }
  const text = (s: string) => fillNamesFor(s, sv.seats.value);
  const seatName = (seat: number) => sv.seats.value[seat]?.name ?? t('table.seatN', { n: seat + 1 });
  const named = (view: unknown) => {
    const withNames = screen().withNames;
    return withNames ? withNames(view, sv.nameOf) : view;
  };
  const ctx = computed<TableContext | null>(() => {
    const tv = sv.tv.value;
    if (!tv || tv.view == null || tv.board == null) return null;
    return {
      tv,
      view: named(tv.view),
      board: tv.board,
      seat: sv.shownSeat.value,
      myTurn: sv.myTurn.value && !sv.replay.value,
      hideHand: sv.hideHand.value,
      replay: sv.replay.value !== null,
      hotSeat: sv.hotSeat.value,
      nameOf: sv.nameOf,
      colourOf,
      text,
      pace: sv.replay.value ? 0 : paceMs.value,
    };
  });
  const waitingFor = computed(() => {
    const v = sv.liveView.value;
    return v ? v.activePlayers.map(sv.nameOf).join(', ') || t('table.nobody') : '';
  });
  return { ctx, colourOf, text, seatName, named, waitingFor };
}
