/**
 * A card flying across the page (issue 29): a small chip leaves one element's box and lands on
 * another's, at the person's pace, so a share taken from the row or laid out is seen going where
 * it went. Drawn over everything, hidden from screen readers (the log says what happened), never
 * in the way of the pointer; any click or key lands every chip in flight at once. The landing
 * place is measured again every frame: the side panel may grow or shrink while a chip flies.
 * Frames run only while a chip flies; the clock is the boards' (a test may hold it half-way).
 *
 * Nothing is measured when a chip is asked for, only in the next animation frame, and each frame
 * reads every box it needs before it moves any chip: a page that takes a burst of moves (three
 * bots, a page catching up) pays one layout per frame, never one per move or per chip. Asking for
 * a chip measured the page at once before, inside each incoming view's task: a spectator's page
 * with three bots spent most of the flights' time in those forced layouts.
 */
import { motionNow } from '../pixi/motion-clock.js';

export interface FlyingChip {
  label: string;
  background: string;
  color: string;
}

/** A box on the page, measured when a frame needs it (null: not on the page now). */
export type BoxOf = () => DOMRect | null;

interface Flight {
  chip: FlyingChip;
  /** Created when the chip first shows (a chip waiting for its turn is no element yet). */
  el: HTMLElement | null;
  from: BoxOf;
  /** Where it leaves, measured in its first frame (undefined: not yet). */
  left?: DOMRect;
  /** Where it lands, measured each frame (null: gone from the page; it lands where it last was). */
  to: BoxOf;
  last: DOMRect | null;
  start: number;
  end: number;
}

const W = 36;
const H = 22;
/**
 * At most this many chips in flight at once: when moves come faster than chips fly, the oldest
 * lands at once (as a click lands them all), so a frame's work never grows with the backlog.
 */
export const MAX_IN_FLIGHT = 12;
const flights = new Set<Flight>();
let frame = 0;
let listening = false;

function land(f: Flight): void {
  f.el?.remove();
  flights.delete(f);
}

/** Lands every chip still flying (a click or a key: the person wants the table as it is). */
export function landAll(): void {
  for (const f of flights) f.el?.remove();
  flights.clear();
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
}

/** How many chips are in flight now (started or waiting for their turn). */
export function flying(): number {
  return flights.size;
}

/** When the first chip still in flight flies (null: none), for holding it half-way (tests). */
export function flightWindow(): { start: number; end: number } | null {
  let first: Flight | null = null;
  for (const f of flights) if (!first || f.start < first.start) first = f;
  return first ? { start: first.start, end: first.end } : null;
}

/**
 * Flies a chip from one page box to another over `ms` (nothing at 0), after `delay` ms. Both boxes
 * are measured in the coming frames, not now; a chip with nowhere to leave from or land on does
 * not show.
 */
export function fly(from: BoxOf, to: BoxOf, chip: FlyingChip, ms: number, delay = 0): void {
  if (!(ms > 0) || typeof document === 'undefined') return;
  if (!listening) {
    listening = true;
    window.addEventListener('pointerdown', landAll, { capture: true, passive: true });
    window.addEventListener('keydown', landAll, { capture: true, passive: true });
  }
  // The set keeps the order chips were asked for: its first is the oldest.
  while (flights.size >= MAX_IN_FLIGHT) land(flights.values().next().value!);
  const start = motionNow() + delay;
  flights.add({ chip, el: null, from, to, last: null, start, end: start + ms });
  if (!frame) frame = requestAnimationFrame(step);
}

function chipElement(chip: FlyingChip): HTMLElement {
  const el = document.createElement('div');
  el.className = 'flying-chip';
  el.setAttribute('aria-hidden', 'true');
  el.textContent = chip.label;
  Object.assign(el.style, {
    position: 'fixed',
    left: '0px',
    top: '0px',
    width: `${W}px`,
    height: `${H}px`,
    lineHeight: `${H}px`,
    textAlign: 'center',
    font: '700 12px Inter, "Segoe UI", system-ui, sans-serif',
    borderRadius: '4px',
    background: chip.background,
    color: chip.color,
    boxShadow: '0 2px 6px rgba(0, 0, 0, 0.35)',
    pointerEvents: 'none',
    zIndex: '1000',
    // Its own layer: moving it repaints nothing under it.
    willChange: 'transform, opacity',
  });
  document.body.appendChild(el);
  return el;
}

/** Eased in and out. */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function step(): void {
  frame = 0;
  const now = motionNow();
  // Reads: every box this frame needs, before any chip moves (one layout for the whole frame).
  const shown: { f: Flight; from: DOMRect; to: DOMRect }[] = [];
  for (const f of flights) {
    if (now >= f.end) {
      land(f);
      continue;
    }
    // Where it leaves is measured once, in its first frame (close to the move that sent it).
    f.left ??= f.from() ?? undefined;
    if (!f.left) {
      land(f);
      continue;
    }
    // A chip waiting for its turn is not drawn yet; where it lands is measured when it leaves.
    if (now < f.start) continue;
    const to = f.to() ?? f.last;
    if (!to) {
      land(f);
      continue;
    }
    f.last = to;
    shown.push({ f, from: f.left, to });
  }
  // Writes.
  for (const { f, from, to } of shown) {
    const t = Math.max(0, (now - f.start) / (f.end - f.start));
    const e = ease(t);
    const x = from.left + from.width / 2 + (to.left + to.width / 2 - (from.left + from.width / 2)) * e - W / 2;
    const y = from.top + from.height / 2 + (to.top + to.height / 2 - (from.top + from.height / 2)) * e - H / 2;
    // It grows a little as it lifts off, and fades in the last sixth as it lands.
    const scale = 1.15 - 0.35 * e;
    f.el ??= chipElement(f.chip);
    f.el.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    f.el.style.opacity = String(t > 5 / 6 ? (1 - t) * 6 : 1);
  }
  if (flights.size > 0) frame = requestAnimationFrame(step);
}
