/**
 * A card flying across the page (issue 29): a small chip leaves one element's box and lands on
 * another's, at the person's pace, so a share taken from the row or laid out is seen going where
 * it went. Drawn over everything, hidden from screen readers (the log says what happened), never
 * in the way of the pointer; any click or key lands every chip in flight at once. The landing
 * place is measured again every frame: the side panel may grow or shrink while a chip flies.
 * Frames run only while a chip flies; the clock is the boards' (a test may hold it half-way).
 */
import { motionNow } from '../pixi/motion-clock.js';

export interface FlyingChip {
  label: string;
  background: string;
  color: string;
}

interface Flight {
  el: HTMLElement;
  from: DOMRect;
  /** Where it lands, measured each frame (null: gone from the page; it lands where it last was). */
  to: () => DOMRect | null;
  last: DOMRect;
  start: number;
  end: number;
}

const W = 36;
const H = 22;
const flights = new Set<Flight>();
let frame = 0;
let listening = false;

/** Lands every chip still flying (a click or a key: the person wants the table as it is). */
export function landAll(): void {
  for (const f of flights) f.el.remove();
  flights.clear();
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
}

/** How many chips are in flight now. */
export function flying(): number {
  return flights.size;
}

/** When the first chip still in flight flies (null: none), for holding it half-way (tests). */
export function flightWindow(): { start: number; end: number } | null {
  let first: Flight | null = null;
  for (const f of flights) if (!first || f.start < first.start) first = f;
  return first ? { start: first.start, end: first.end } : null;
}

/** Flies a chip from a page box to an element's box over `ms` (nothing at 0), after `delay` ms. */
export function fly(from: DOMRect, to: () => DOMRect | null, chip: FlyingChip, ms: number, delay = 0): void {
  const end = to();
  if (!(ms > 0) || !end || typeof document === 'undefined') return;
  if (!listening) {
    listening = true;
    window.addEventListener('pointerdown', landAll, { capture: true, passive: true });
    window.addEventListener('keydown', landAll, { capture: true, passive: true });
  }
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
    opacity: '0',
  });
  document.body.appendChild(el);
  const start = motionNow() + delay;
  flights.add({ el, from, to, last: end, start, end: start + ms });
  if (!frame) frame = requestAnimationFrame(step);
}

/** Eased in and out. */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function step(): void {
  frame = 0;
  const now = motionNow();
  for (const f of flights) {
    if (now >= f.end) {
      f.el.remove();
      flights.delete(f);
      continue;
    }
    const t = Math.max(0, (now - f.start) / (f.end - f.start));
    const to = f.to() ?? f.last;
    f.last = to;
    const e = ease(t);
    const x = f.from.left + f.from.width / 2 + (to.left + to.width / 2 - (f.from.left + f.from.width / 2)) * e - W / 2;
    const y = f.from.top + f.from.height / 2 + (to.top + to.height / 2 - (f.from.top + f.from.height / 2)) * e - H / 2;
    // It grows a little as it lifts off, and fades in the last sixth as it lands.
    const scale = 1.15 - 0.35 * e;
    f.el.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    f.el.style.opacity = now < f.start ? '0' : String(t > 5 / 6 ? (1 - t) * 6 : 1);
  }
  if (flights.size > 0) frame = requestAnimationFrame(step);
}
