/**
 * What of a route map lies on screen (pure): the boxes the scene culls against the camera's
 * view, so a zoomed-in big board draws the few hundred circles and names in view, not all
 * 4,000 (scene.ts `cullTo`).
 */
import type { Rect } from '../pixi/camera.js';
import type { RouteShape } from './geometry.js';

/** Extra room round every box (map units): a line's width, a circle's edge, a name's outline. */
export const CULL_MARGIN = 4;

/** A box as its two corners. */
export interface Extent {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Everything a route draws: its line (along its bend) and its circles, with their radius. */
export function routeExtent(shape: RouteShape): Extent {
  const e = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of shape.path) grow(e, p.x, p.y, 0);
  for (const c of shape.circles) grow(e, c.x, c.y, shape.radius);
  return e;
}

function grow(e: Extent, x: number, y: number, r: number): void {
  e.x0 = Math.min(e.x0, x - r);
  e.y0 = Math.min(e.y0, y - r);
  e.x1 = Math.max(e.x1, x + r);
  e.y1 = Math.max(e.y1, y + r);
}

/** Whether a box lies wholly outside the view (with CULL_MARGIN round the box). */
export function offView(view: Rect, e: Extent): boolean {
  return e.x1 + CULL_MARGIN < view.x || e.x0 - CULL_MARGIN > view.x + view.width || e.y1 + CULL_MARGIN < view.y || e.y0 - CULL_MARGIN > view.y + view.height;
}

/** Whether two views are the same (null: no view, nothing culled). */
export function sameView(a: Rect | null, b: Rect | null): boolean {
  return a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
}
