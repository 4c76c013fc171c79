/**
 * Stock cards seen moving on an Airlines table (issue 29): on each new live state, a chip flies
 * from the face-up row or the deck into the hand that took it (ours, or just under the taker's
 * name in the table bar, never over the names), and from a hand into the played-shares table when
 * a share is laid out. At the person's pace, at once under reduced motion or at "Instant", never
 * in a replay or at the end.
 */
import { nextTick, watch } from 'vue';
import type { AirlinesBoard, AirlinesView } from '../../../../games/airlines/types.js';
import type { TableContext } from '../../table-shell/types.js';
import { motionPace } from '../../route-map/arrivals.js';
import { readableOn } from '../../ui/contrast.js';
import { fly } from '../../ui/fly.js';
import { shareFlights, shareSnapshot, type SharePlace, type ShareSnapshot } from './share-flights.js';

/** The element that stands for a place (null: not on screen now). */
function elementOf(place: SharePlace): Element | null {
  const q = (sel: string) => document.querySelector(sel);
  switch (place.kind) {
    case 'faceup':
      return q(`[data-testid="faceup-${place.slot}"]`);
    case 'deck':
      return q('[data-testid="draw-deck"]');
    case 'hand':
      return q(`[data-testid="hand-stock-${CSS.escape(place.airline)}"]`) ?? q('[data-testid="hand"]');
    case 'seat':
      return q(`[data-testid="player-${place.seat}"]`);
    case 'played':
      return q(`[data-share-cell="${CSS.escape(`${place.player}/${place.airline}`)}"]`);
  }
}

function boxOf(place: SharePlace): DOMRect | null {
  const el = elementOf(place);
  const r = el?.getBoundingClientRect();
  if (!el || !r || r.width <= 0 || r.height <= 0) return null;
  // Another player's hand is their name in the table bar: the chip leaves or lands just under the
  // bar, below the name, so it never covers the seats' names (and their scores) while it flies.
  const bar = place.kind === 'seat' ? el.closest('header') : null;
  if (!bar) return r;
  return new DOMRect(r.left, bar.getBoundingClientRect().bottom + SEAT_GAP, r.width, CHIP_HEIGHT);
}

/** How far under the table bar a chip flying to or from a seat stays, and its height (px). */
const SEAT_GAP = 6;
const CHIP_HEIGHT = 22;

export function useShareFlights(ctx: () => TableContext<AirlinesView, AirlinesBoard>): void {
  let last: { table: string; stateNo: number; view: ShareSnapshot } | null = null;
  // Before the panels update ('pre'): where each card leaves from is measured on the old screen.
  watch(
    () => ctx().tv,
    (tv) => {
      const c = ctx();
      const before = last;
      if (c.replay) {
        last = null;
        return;
      }
      const now = shareSnapshot(c.view);
      last = { table: tv.table.id, stateNo: tv.stateNo, view: now };
      const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      const ms = motionPace(c.pace ?? 0, reduced);
      if (!before || before.table !== tv.table.id || tv.stateNo <= before.stateNo || c.view.over || ms <= 0) return;
      const list = shareFlights(before.view, now, tv.playerId);
      if (list.length === 0) return;
      const airlines = new Map(c.board.airlines.map((a) => [a.id, a]));
      const from = list.map((f) => boxOf(f.from));
      void nextTick(() => {
        list.forEach((f, i) => {
          const a = f.airline ? airlines.get(f.airline) : undefined;
          const start = from[i];
          if (!start) return;
          const colour = a?.colour ?? '#3b4754';
          fly(start, () => boxOf(f.to), { label: a?.initials ?? '?', background: colour, color: readableOn(colour) }, ms * 1.2, i * ms * 0.25);
        });
      });
    },
    // The view on screen when the table opens is the first to compare with.
    { immediate: true },
  );
}
