/**
 * Where the trams are drawn, moving: when a tram goes forward on its path (a roll, its own or
 * another player's), it drives there along the track over a moment instead of jumping. Pure
 * timing (the caller gives the clock), so it is tested without a browser; the screen asks for
 * frames only while `busy`.
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import type { Point } from '../../pixi/camera.js';
import { pathLine, pointAlong, tramPoint } from './geometry.js';
import type { TramMark } from './scene.js';

export interface Trip {
  id: string;
  colour: string;
  label: string;
  path: readonly string[];
  at: number;
}

/** Milliseconds a tram takes per space, and the bounds of one move. */
export const MS_PER_SPACE = 260;
const MIN_MS = 450;
const MAX_MS = 2600;

interface Motion {
  points: Point[];
  start: number;
  duration: number;
}

const ease = (f: number) => (f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2);

export class TramMotions {
  private shown = new Map<string, { key: string; at: number }>();
  private motions = new Map<string, Motion>();
  private trips: Trip[] = [];

  constructor(private board: Pick<Linie1Board, 'rows' | 'cols' | 'terminals'>) {}

  /** The trips now; a tram that went forward on the same path drives there (when `animate`). */
  update(trips: readonly Trip[], now: number, animate: boolean): void {
    this.trips = [...trips];
    const seen = new Set<string>();
    for (const t of trips) {
      seen.add(t.id);
      const key = t.path.join(' ');
      const was = this.shown.get(t.id);
      this.shown.set(t.id, { key, at: t.at });
      if (!animate || !was || was.key !== key || t.at <= was.at) {
        if (!was || was.key !== key || t.at !== was.at) this.motions.delete(t.id);
        continue;
      }
      // From where it is drawn now (mid-move, the end of that move) to its new place.
      const from = was.at;
      const points = pathLine(this.board, t.path.slice(from, t.at + 1), true);
      const spaces = t.at - from;
      this.motions.set(t.id, { points, start: now, duration: Math.max(MIN_MS, Math.min(MAX_MS, spaces * MS_PER_SPACE)) });
    }
    for (const id of [...this.shown.keys()]) if (!seen.has(id)) this.shown.delete(id);
    for (const id of [...this.motions.keys()]) if (!seen.has(id)) this.motions.delete(id);
  }

  /** Every tram at its place at once (a click skips the motion). */
  finish(): void {
    this.motions.clear();
  }

  /** Whether some tram is still on its way at `now`. */
  busy(now: number): boolean {
    for (const m of this.motions.values()) if (now < m.start + m.duration) return true;
    return false;
  }

  marks(now: number): TramMark[] {
    const out: TramMark[] = [];
    for (const t of this.trips) {
      const m = this.motions.get(t.id);
      let at: Point | null;
      if (m && now < m.start + m.duration && m.points.length > 1) at = pointAlong(m.points, ease((now - m.start) / m.duration));
      else at = tramPoint(this.board, t.path, t.at);
      if (at) out.push({ id: t.id, colour: t.colour, label: t.label, at });
    }
    return out;
  }
}
