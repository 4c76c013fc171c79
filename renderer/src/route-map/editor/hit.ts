/**
 * Hit tests on a route map's own data (city centres, straight route lines), for the editor
 * tools' tests and box selection. The canvas asks the play scene for clicks, which knows the
 * drawn shapes (parallel routes fanned out); this is the same answer on an unfanned map.
 */
import type { RouteMapBoard } from '../../../../games/core/route-map.js';
import type { ElementRef } from '../../editor-core/model/selection.js';
import { distanceToSegment } from '../../pixi/hit.js';
import { citiesAndRoutesIn, citiesAndRoutesInLoop } from '../geometry.js';
import type { Point } from '../../pixi/camera.js';

/** How close (map units) a click must be to a city's centre, beyond the tolerance. */
export const CITY_RADIUS = 5;

/**
 * What is under a map point: a city first (they sit on top), else the nearest route within
 * `tolerance` map units. Later cities win ties, as they are drawn over earlier ones.
 */
export function hitTest(board: RouteMapBoard, x: number, y: number, tolerance = 4): ElementRef | null {
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
    const d = distanceToSegment({ x, y }, a, b);
    if (d <= bestD) {
      bestD = d;
      best = { kind: 'route', id: r.id };
    }
  }
  return best;
}

/** A lasso: the cities inside the loop, and the routes with both ends inside. */
export function hitLasso(board: RouteMapBoard, loop: readonly Point[]): ElementRef[] {
  const { cities, routes } = citiesAndRoutesInLoop(board, loop);
  return [...cities.map((id) => ({ kind: 'city', id })), ...routes.map((id) => ({ kind: 'route', id }))];
}

/** A selection box: the cities inside it, and the routes with both ends inside. */
export function hitBox(board: RouteMapBoard, x0: number, y0: number, x1: number, y1: number): ElementRef[] {
  const { cities, routes } = citiesAndRoutesIn(board, { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) });
  return [...cities.map((id) => ({ kind: 'city', id })), ...routes.map((id) => ({ kind: 'route', id }))];
}
