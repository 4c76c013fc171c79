/**
 * Where a bonus connection is drawn: a curve between its two cities, bowed to one side so it
 * does not hide the straight routes, with its marker at the middle. Pure, tested in Node.
 */
import type { Point } from '../../pixi/camera.js';
import { distance, distanceToPolyline } from '../../pixi/hit.js';

export interface BonusShape {
  id: string;
  /** Points along the curve, ends included. */
  points: Point[];
  /** Where the marker sits (the curve's middle). */
  middle: Point;
}

const STEPS = 24;
/** How far the curve bows out, as a share of the distance between the cities. */
const BOW = 0.2;

export function bonusShape(id: string, a: Point, b: Point): BonusShape {
  const len = distance(a, b);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // Bow upwards on the screen (or to the right for a vertical line), whichever end is first.
  let n = len > 0 ? { x: -(b.y - a.y) / len, y: (b.x - a.x) / len } : { x: 0, y: -1 };
  if (n.y > 0 || (n.y === 0 && n.x < 0)) n = { x: -n.x, y: -n.y };
  const c = { x: mid.x + n.x * len * BOW, y: mid.y + n.y * len * BOW };
  const points: Point[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const t = i / STEPS;
    const u = 1 - t;
    points.push({ x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y });
  }
  return { id, points, middle: points[STEPS / 2]! };
}

/** The bonus whose marker or curve is nearest `p` within `tolerance` map units (markers first). */
export function hitBonus(shapes: readonly BonusShape[], p: Point, tolerance: number, markerRadius: number): string | null {
  for (const s of shapes) if (distance(p, s.middle) <= markerRadius + tolerance) return s.id;
  let best: string | null = null;
  let bestD = tolerance;
  for (const s of shapes) {
    const d = distanceToPolyline(p, s.points);
    if (d <= bestD) {
      best = s.id;
      bestD = d;
    }
  }
  return best;
}
