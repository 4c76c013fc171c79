/**
 * Share cards seen moving on a table (issue 29): on each new live state, a chip in the airline's
 * colour flies from the face-up row or the deck into the hand that took it (ours, or just under
 * the taker's name in the table bar, never over the names), from a supply into a hand, and from a
 * hand onto the table of shares laid out. At the person's pace, at once under reduced motion or at
 * "Instant", never in a replay or at the end. The game says what its view holds and where each
 * place is on its screen; the rest is here.
 */
import { watch } from 'vue';
import type { TableContext } from './types.js';
import { motionPace } from '../route-map/arrivals.js';
import { readableOn } from '../ui/contrast.js';
import { fly } from '../ui/fly.js';
import { motionHeld } from '../pixi/motion-clock.js';
import { shareFlights, type SharePlace, type ShareSnapshot } from './share-flights.js';

/** What one game tells the flights. */
export interface ShareFlightGame<V> {
  /** The view copied into what the flights compare. */
  snapshot(view: V): ShareSnapshot;
  /** The element that stands for a place on this game's screen (null: not on screen now); seats are the table bar's. */
  elementOf(place: Exclude<SharePlace, { kind: 'seat' }>): Element | null;
  /** An airline's chip: its initials and colour (undefined: unknown, a grey chip). */
  chip(airline: string): { initials: string; colour: string } | undefined;
  /** Whether the game is over (nothing flies at the end). */
  over(view: V): boolean;
}

/** How far under the table bar a chip flying to or from a seat stays, and its height (px). */
const SEAT_GAP = 6;
const CHIP_HEIGHT = 22;

function boxOf(place: SharePlace, elementOf: ShareFlightGame<unknown>['elementOf']): DOMRect | null {
  const el = place.kind === 'seat' ? document.querySelector(`[data-testid="player-${place.seat}"]`) : elementOf(place);
  const r = el?.getBoundingClientRect();
  if (!el || !r || r.width <= 0 || r.height <= 0) return null;
  // Another player's hand is their name in the table bar: the chip leaves or lands just under the
  // bar, below the name, so it never covers the seats' names (and their scores) while it flies.
  const bar = place.kind === 'seat' ? el.closest('header') : null;
  if (bar) return new DOMRect(r.left, bar.getBoundingClientRect().bottom + SEAT_GAP, r.width, CHIP_HEIGHT);
  // A place scrolled out of a side panel: the chip goes to the window's edge nearest it and fades
  // there, rather than flying off the screen.
  const bottom = window.innerHeight - CHIP_HEIGHT - SEAT_GAP;
  if (r.top <= bottom && r.bottom >= 0) return r;
  return new DOMRect(r.left, Math.min(bottom, Math.max(SEAT_GAP, r.top)), r.width, CHIP_HEIGHT);
}

export function useShareFlights<V, B>(ctx: () => TableContext<V, B>, game: ShareFlightGame<V>): void {
  let last: { table: string; stateNo: number; view: ShareSnapshot } | null = null;
  const elementOf = game.elementOf as ShareFlightGame<unknown>['elementOf'];
  // Each new view only plans its flights (pure, cheap); the page is measured in the next frame
  // (ui/fly.ts), once for every chip however many views came in meanwhile.
  watch(
    () => ctx().tv,
    (tv) => {
      const c = ctx();
      const before = last;
      if (c.replay) {
        last = null;
        return;
      }
      const now = game.snapshot(c.view);
      last = { table: tv.table.id, stateNo: tv.stateNo, view: now };
      const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      const ms = motionPace(c.pace ?? 0, reduced);
      if (!before || before.table !== tv.table.id || tv.stateNo <= before.stateNo || game.over(c.view) || ms <= 0) return;
      // A held clock (a test photographing one motion): a chip started now would sit where it left.
      if (motionHeld()) return;
      shareFlights(before.view, now, tv.playerId).forEach((f, i) => {
        const a = f.airline ? game.chip(f.airline) : undefined;
        const colour = a?.colour ?? '#3b4754';
        fly(
          () => boxOf(f.from, elementOf),
          () => boxOf(f.to, elementOf),
          { label: a?.initials ?? '?', background: colour, color: readableOn(colour) },
          ms * 1.2,
          i * ms * 0.25,
        );
      });
    },
    // The view on screen when the table opens is the first to compare with.
    { immediate: true },
  );
}
