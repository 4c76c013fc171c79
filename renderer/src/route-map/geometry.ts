/**
 * Where things sit on a route map (Airlines, Airlines Europe): each route's line, the circles
 * printed on it (cost circles, licence spaces), and what a map point hits. Pure (no Pixi),
 * shared by the play screens and the editors, and tested on its own.
 */
import type { MapRoute, RouteMapBoard } from '../../../games/core/route-map.js';
import { distance, distanceToSegment } from '../pixi/hit.js';
import type { Point, Rect } from '../pixi/camera.js';

/** Sizes in map units; a game whose map is drawn looser may take bigger circles. */
export interface MapSizes {
  cityRadius: number;
  circleRadius: number;
  /** Space between two circles of one route. */
  circleGap: number;
  /** Two routes between the same cities are drawn this far apart. */
  parallelOffset: number;
}

/** The Airlines sizes (a 1000 × 700 map). */
export const DEFAULT_SIZES: MapSizes = { cityRadius: 3.4, circleRadius: 5.2, circleGap: 1.4, parallelOffset: 7 };

export interface RouteShape {
  id: string;
  a: Point;
  b: Point;
  /** Centre of each circle, in the order the board lists them. */
  circles: Point[];
  /**
   * The circles' radius on this route: the map's, or (circles grown to keep their numbers
   * readable when zoomed out, see `GeometryOptions.minRadius`) what the route has room for.
   */
  radius: number;
  /** Unit vector along the route and its normal. */
  dir: Point;
  normal: Point;
  length: number;
}

export type SceneHit = { kind: 'route'; id: string; circle: number | null } | { kind: 'city'; id: string };

export interface BoardGeometry {
  routes: Map<string, RouteShape>;
  cities: Map<string, Point>;
  bounds: Rect;
  sizes: MapSizes;
}

function pairKey(r: MapRoute): string {
  return r.from < r.to ? `${r.from}|${r.to}` : `${r.to}|${r.from}`;
}

/** Circle centres spread around the middle of a–b, squeezed if the route is short. */
export function circleCentres(a: Point, b: Point, count: number, sizes: MapSizes = DEFAULT_SIZES): Point[] {
  const length = distance(a, b);
  if (length === 0) return Array.from({ length: count }, () => ({ ...a }));
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  const usable = Math.max(0, length - 2 * (sizes.cityRadius + sizes.circleRadius));
  const step = count > 1 ? Math.min(2 * sizes.circleRadius + sizes.circleGap, usable / (count - 1)) : 0;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i - (count - 1) / 2) * step;
    out.push({ x: mid.x + ux * t, y: mid.y + uy * t });
  }
  return out;
}

export interface GeometryOptions<R extends MapRoute> {
  /** How many circles a route carries (its costs, its licence spaces). */
  circles(route: R): number;
  sizes?: MapSizes;
  /** The map's size: the bounds of a board with nothing on it yet. */
  map?: { width: number; height: number };
  /**
   * When `sizes.circleRadius` is grown beyond the map's own (a play screen zoomed out): the
   * map's own radius. A short route's circles then grow only as far as the route has room for
   * (never below this), so they stay apart instead of piling up.
   */
  minRadius?: number;
}

/** How big a route's circles may be: `want`, or less on a short route (never below `min`). */
export function routeRadius(length: number, count: number, sizes: MapSizes, min: number): number {
  if (count === 0 || sizes.circleRadius <= min) return sizes.circleRadius;
  const room = (length - 2 * sizes.cityRadius) / count;
  return Math.max(min, Math.min(sizes.circleRadius, (room - sizes.circleGap) / 2));
}

export function boardGeometry<R extends MapRoute>(board: RouteMapBoard & { routes: R[] }, opts: GeometryOptions<R>): BoardGeometry {
  const sizes = opts.sizes ?? DEFAULT_SIZES;
  const cities = new Map<string, Point>(board.cities.map((c) => [c.id, { x: c.x, y: c.y }]));
  const pairs = new Map<string, R[]>();
  for (const r of board.routes) {
    const k = pairKey(r);
    const list = pairs.get(k);
    if (list) list.push(r);
    else pairs.set(k, [r]);
  }
  const routes = new Map<string, RouteShape>();
  for (const r of board.routes) {
    const from = cities.get(r.from);
    const to = cities.get(r.to);
    if (!from || !to) continue; // a draft in the editor may point at a deleted city
    const length = distance(from, to);
    const dir = length > 0 ? { x: (to.x - from.x) / length, y: (to.y - from.y) / length } : { x: 1, y: 0 };
    const normal = { x: -dir.y, y: dir.x };
    // Parallel routes between one pair of cities fan out sideways, in a stable order.
    const siblings = pairs.get(pairKey(r)) ?? [r];
    const k = siblings.indexOf(r) - (siblings.length - 1) / 2;
    // Keep the offset's side independent of which end is `from`.
    const sign = r.from < r.to ? 1 : -1;
    const off = k * sizes.parallelOffset * sign;
    const a = { x: from.x + normal.x * off, y: from.y + normal.y * off };
    const b = { x: to.x + normal.x * off, y: to.y + normal.y * off };
    const count = opts.circles(r);
    const radius = routeRadius(length, count, sizes, opts.minRadius ?? sizes.circleRadius);
    const own = radius === sizes.circleRadius ? sizes : { ...sizes, circleRadius: radius };
    routes.set(r.id, { id: r.id, a, b, circles: circleCentres(a, b, count, own), radius, dir, normal, length });
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const grow = (p: Point) => {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  };
  for (const p of cities.values()) grow(p);
  for (const l of board.land ?? []) for (const [x, y] of l.points) grow({ x, y });
  const map = opts.map ?? { width: 1000, height: 700 };
  const bounds =
    minX === Infinity ? { x: 0, y: 0, width: map.width, height: map.height } : { x: minX - 30, y: minY - 40, width: maxX - minX + 60, height: maxY - minY + 70 };
  return { routes, cities, bounds, sizes };
}

/**
 * What a map point hits: a route circle first (the most precise target), then a city, then the
 * nearest route line. `tolerance` is in map units (a few screen pixels divided by the zoom).
 */
export function hitTest(geo: BoardGeometry, p: Point, tolerance: number): SceneHit | null {
  const { cityRadius } = geo.sizes;
  for (const shape of geo.routes.values()) {
    for (let i = 0; i < shape.circles.length; i++) {
      if (distance(p, shape.circles[i]!) <= shape.radius) return { kind: 'route', id: shape.id, circle: i };
    }
  }
  let city: string | null = null;
  let cityD = cityRadius + tolerance;
  for (const [id, c] of geo.cities) {
    const d = distance(p, c);
    if (d <= cityD) {
      city = id;
      cityD = d;
    }
  }
  if (city) return { kind: 'city', id: city };
  let route: string | null = null;
  let routeD = tolerance + 2;
  for (const shape of geo.routes.values()) {
    const d = distanceToSegment(p, shape.a, shape.b);
    if (d <= routeD) {
      route = shape.id;
      routeD = d;
    }
  }
  return route ? { kind: 'route', id: route, circle: null } : null;
}

/**
 * A point to click a route at (tests, keyboard play): its circles first, then points along its
 * line, the first that hits this route and nothing else. Null if the route is buried.
 */
export function routeAnchor(geo: BoardGeometry, id: string, tolerance = 2): Point | null {
  const shape = geo.routes.get(id);
  if (!shape) return null;
  const candidates = [...shape.circles];
  for (const t of [0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85]) {
    candidates.push({ x: shape.a.x + (shape.b.x - shape.a.x) * t, y: shape.a.y + (shape.b.y - shape.a.y) * t });
  }
  for (const c of candidates) {
    const hit = hitTest(geo, c, tolerance);
    if (hit?.kind === 'route' && hit.id === id) return c;
  }
  return null;
}

/** The cities inside a box, and the routes with both ends inside (the editor's box selection). */
export function citiesAndRoutesIn(board: RouteMapBoard, r: Rect): { cities: string[]; routes: string[] } {
  const inside = new Set(board.cities.filter((c) => c.x >= r.x && c.x <= r.x + r.width && c.y >= r.y && c.y <= r.y + r.height).map((c) => c.id));
  return { cities: [...inside], routes: board.routes.filter((x) => inside.has(x.from) && inside.has(x.to)).map((x) => x.id) };
}
