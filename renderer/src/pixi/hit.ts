/** Hit-testing helpers in map coordinates: pure geometry, shared by the play view and the editor. */
import type { Point } from './camera.js';

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Distance from `p` to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/** Distance from `p` to a polyline. */
export function distanceToPolyline(p: Point, points: readonly Point[]): number {
  if (points.length === 1) return distance(p, points[0]!);
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, distanceToSegment(p, points[i - 1]!, points[i]!));
  return best;
}

/** The nearest of `items` within `tolerance` of `p` by the given distance, or null. */
export function nearest<T>(p: Point, items: Iterable<T>, dist: (item: T, p: Point) => number, tolerance: number): T | null {
  let best: T | null = null;
  let bestD = tolerance;
  for (const item of items) {
    const d = dist(item, p);
    if (d <= bestD) {
      best = item;
      bestD = d;
    }
  }
  return best;
}
