/**
 * Hit tests on the board's own data (city centres, straight route lines), for the tools'
 * tests and box selection. The canvas asks the play scene for clicks, which knows the drawn
 * shapes (parallel routes fanned out); this is the same answer on an unfanned map.
 */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { ElementRef } from '../../model/selection.js';

/** How close (map units) a click must be to a city's centre, beyond the tolerance. */
export const CITY_RADIUS = 5;

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * What is under a map point: a city first (they sit on top), else the nearest route within
 * `tolerance` map units. Later cities win ties, as they are drawn over earlier ones.
 */
export function hitTest(board: AirlinesBoard, x: number, y: number, tolerance = 4): ElementRef | null {
  let best: ElementRef | null = null;
  let bestD = CITY_RADIUS + tolerance;
  for (const c of board.cities) {
    const d = Math.hypot(c.x - x, c.y - y);
    if (d <= bestD) {
      bestD = d;
      best = { kind: 'city', id: c.id };
    }
  }
  if (best) return best;
  const cities = new Map(board.cities.map((c) => [c.id, c]));
  bestD = tolerance;
  for (const r of board.routes) {
    const a = cities.get(r.from);
    const b = cities.get(r.to);
    if (!a || !b) continue;
    const d = segmentDistance(x, y, a.x, a.y, b.x, b.y);
    if (d <= bestD) {
      bestD = d;
      best = { kind: 'route', id: r.id };
    }
  }
  return best;
}

/** A selection box: the cities inside it, and the routes with both ends inside. */
export function hitBox(board: AirlinesBoard, x0: number, y0: number, x1: number, y1: number): ElementRef[] {
  const [l, r] = x0 < x1 ? [x0, x1] : [x1, x0];
  const [t, b] = y0 < y1 ? [y0, y1] : [y1, y0];
  const inside = new Set(board.cities.filter((c) => c.x >= l && c.x <= r && c.y >= t && c.y <= b).map((c) => c.id));
  return [
    ...[...inside].map((id) => ({ kind: 'city', id })),
    ...board.routes.filter((x) => inside.has(x.from) && inside.has(x.to)).map((x) => ({ kind: 'route', id: x.id })),
  ];
}
