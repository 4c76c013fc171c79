/**
 * Where things sit on a route map (Airlines, Airlines Europe): each route's line, the circles
 * printed on it (cost circles, licence spaces), and what a map point hits. Pure (no Pixi),
 * shared by the play screens and the editors, and tested on its own.
 */
import type { MapRoute, RouteMapBoard } from '../../../games/core/route-map.js';
import { distance, distanceToPolyline } from '../pixi/hit.js';
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
  /** Unit vector along the route and its normal (from end to end: the chord of a curve). */
  dir: Point;
  normal: Point;
  length: number;
  /**
   * The line as drawn, a → b: two points for a straight route, a polyline along the curve for
   * a bent one (see `bentPath`).
   */
  path: Point[];
  /** The middle of the line as drawn. */
  middle: Point;
  /** The bend as drawn (zero: straight), and where the editor's bend handle sits. */
  bend: { dx: number; dy: number };
  bendHandle: Point;
  /** Where the circles would sit without the board's `label` offset: their middle. */
  circlesHome: Point;
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

/** Points a curved route is drawn through (its polyline), enough for a smooth curve at any zoom. */
const CURVE_STEPS = 24;

/**
 * The quadratic curve from a to b whose middle is `bend` away from the middle of a–b (its
 * control point is twice as far), as a polyline of CURVE_STEPS segments.
 */
export function bentPath(a: Point, b: Point, bend: { dx: number; dy: number }): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= CURVE_STEPS; i++) out.push(curvePoint(a, b, bend, i / CURVE_STEPS));
  return out;
}

/**
 * Where a route's bend handle sits: a quarter of the way along the curve, clear of the numbers
 * in its middle. It moves BEND_HANDLE_GAIN times as far as the curve's middle does.
 */
export const BEND_HANDLE_T = 0.25;
export const BEND_HANDLE_GAIN = 2 * BEND_HANDLE_T * (1 - BEND_HANDLE_T) * 2;

/** The point of a route's curve at parameter `t` (0: its first end, 1: the other). */
export function curvePoint(a: Point, b: Point, bend: { dx: number; dy: number } | undefined, t: number): Point {
  const c = { x: (a.x + b.x) / 2 + 2 * (bend?.dx ?? 0), y: (a.y + b.y) / 2 + 2 * (bend?.dy ?? 0) };
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
}

/**
 * Walks a polyline by distance: `at(s, side)` is the point `s` map units along it, `side` units
 * off to the left of its direction there (the normal), as on a straight route `a + dir·s +
 * normal·side`. Distances past either end are taken on the end segment's line.
 */
export function pathWalker(points: readonly Point[]): { length: number; at(s: number, side?: number): Point; tangent(s: number): Point } {
  const seg: { a: Point; dir: Point; from: number; len: number }[] = [];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const len = distance(a, b);
    if (len === 0) continue;
    seg.push({ a, dir: { x: (b.x - a.x) / len, y: (b.y - a.y) / len }, from: total, len });
    total += len;
  }
  const find = (s: number) => {
    let lo = 0;
    let hi = seg.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (seg[mid]!.from <= s) lo = mid;
      else hi = mid - 1;
    }
    return seg[lo]!;
  };
  return {
    length: total,
    at(s, side = 0) {
      if (seg.length === 0) return { ...(points[0] ?? { x: 0, y: 0 }) };
      const g = find(s);
      const t = s - g.from;
      return { x: g.a.x + g.dir.x * t - g.dir.y * side, y: g.a.y + g.dir.y * t + g.dir.x * side };
    },
    tangent(s) {
      return seg.length === 0 ? { x: 1, y: 0 } : find(s).dir;
    },
  };
}

/** The part of a polyline from `s0` to `s1` map units along it (s0 ≤ s1, both clamped to it). */
export function subPath(points: readonly Point[], s0: number, s1: number): Point[] {
  const w = pathWalker(points);
  const from = Math.max(0, Math.min(w.length, s0));
  const to = Math.max(from, Math.min(w.length, s1));
  const out = [w.at(from)];
  let run = 0;
  for (let i = 1; i < points.length - 1; i++) {
    run += distance(points[i - 1]!, points[i]!);
    if (run > from && run < to) out.push({ ...points[i]! });
  }
  out.push(w.at(to));
  return out;
}

/** A route's line less `inset` at each end (leaving the city dots clear). */
export function insetPath(points: readonly Point[], inset: number): Point[] {
  const length = pathWalker(points).length;
  return subPath(points, inset, length - inset);
}

/**
 * Circle centres spread around the middle of a curved line, `step` apart along it (squeezed as
 * on a straight route when the line is short).
 */
function circlesAlong(path: readonly Point[], count: number, sizes: MapSizes): { circles: Point[]; middle: Point } {
  const w = pathWalker(path);
  const usable = Math.max(0, w.length - 2 * (sizes.cityRadius + sizes.circleRadius));
  const step = count > 1 ? Math.min(2 * sizes.circleRadius + sizes.circleGap, usable / (count - 1)) : 0;
  const half = w.length / 2;
  const circles: Point[] = [];
  for (let i = 0; i < count; i++) circles.push(w.at(half + (i - (count - 1) / 2) * step));
  return { circles, middle: w.at(half) };
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
  /**
   * The geometry of the board drawn before (an editor's drag step): a route that is the same
   * object, between cities at the same places, in the same place among its parallels, built
   * with the same sizes, keeps its shape instead of being built again.
   */
  previous?: BoardGeometry | null;
}

/** What a route's shape was built from (see GeometryOptions.previous). */
interface ShapeInputs {
  route: MapRoute;
  fx: number;
  fy: number;
  tx: number;
  ty: number;
  /** Its place among the routes between the same two cities, and how many there are. */
  k: number;
  count: number;
  sizes: string;
}

const shapeInputs = new WeakMap<BoardGeometry, Map<string, ShapeInputs>>();

const sameInputs = (a: ShapeInputs | undefined, b: ShapeInputs): boolean =>
  !!a && a.route === b.route && a.fx === b.fx && a.fy === b.fy && a.tx === b.tx && a.ty === b.ty && a.k === b.k && a.count === b.count && a.sizes === b.sizes;

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
  const inputs = new Map<string, ShapeInputs>();
  const before = opts.previous ? shapeInputs.get(opts.previous) : undefined;
  const sizesKey = `${sizes.cityRadius},${sizes.circleRadius},${sizes.circleGap},${sizes.parallelOffset},${opts.minRadius ?? ''}`;
  for (const r of board.routes) {
    const from = cities.get(r.from);
    const to = cities.get(r.to);
    if (!from || !to) continue; // a draft in the editor may point at a deleted city
    // Parallel routes between one pair of cities fan out sideways, in a stable order.
    const siblings = pairs.get(pairKey(r)) ?? [r];
    const k = siblings.indexOf(r) - (siblings.length - 1) / 2;
    const count = opts.circles(r);
    const input: ShapeInputs = { route: r, fx: from.x, fy: from.y, tx: to.x, ty: to.y, k, count, sizes: sizesKey };
    inputs.set(r.id, input);
    const kept = before && sameInputs(before.get(r.id), input) ? opts.previous!.routes.get(r.id) : undefined;
    routes.set(r.id, kept ?? routeShape(r, from, to, k, count, sizes, opts.minRadius ?? sizes.circleRadius));
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
  const geo = { routes, cities, bounds, sizes };
  shapeInputs.set(geo, inputs);
  return geo;
}

/** One route's shape: its line (fanned out `k` places from its parallels' middle), circles and handles. */
function routeShape(r: MapRoute, from: Point, to: Point, k: number, count: number, sizes: MapSizes, minRadius: number): RouteShape {
  const length = distance(from, to);
  const dir = length > 0 ? { x: (to.x - from.x) / length, y: (to.y - from.y) / length } : { x: 1, y: 0 };
  const normal = { x: -dir.y, y: dir.x };
  // Keep the offset's side independent of which end is `from`.
  const sign = r.from < r.to ? 1 : -1;
  const off = k * sizes.parallelOffset * sign;
  const a = { x: from.x + normal.x * off, y: from.y + normal.y * off };
  const b = { x: to.x + normal.x * off, y: to.y + normal.y * off };
  const path = r.bend ? bentPath(a, b, r.bend) : [a, b];
  const along = r.bend ? pathWalker(path).length : length;
  const radius = routeRadius(along, count, sizes, minRadius);
  const own = radius === sizes.circleRadius ? sizes : { ...sizes, circleRadius: radius };
  const placed = r.bend ? circlesAlong(path, count, own) : { circles: circleCentres(a, b, count, own), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  // The designer's move of the numbers (`label`) carries every circle along, as one group.
  const shift = r.label ?? { dx: 0, dy: 0 };
  const circles = placed.circles.map((c) => ({ x: c.x + shift.dx, y: c.y + shift.dy }));
  const home = count > 0 ? centreOf(placed.circles) : placed.middle;
  const bend = r.bend ?? { dx: 0, dy: 0 };
  return { id: r.id, a, b, circles, radius, dir, normal, length, path, middle: placed.middle, circlesHome: home, bend, bendHandle: curvePoint(a, b, bend, BEND_HANDLE_T) };
}

/** The mean of some points (a route's circles: where its numbers are). */
export function centreOf(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
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
    const d = distanceToPolyline(p, shape.path);
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
  const w = pathWalker(shape.path);
  for (const t of [0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85]) candidates.push(w.at(w.length * t));
  for (const c of candidates) {
    const hit = hitTest(geo, c, tolerance);
    if (hit?.kind === 'route' && hit.id === id) return c;
  }
  return null;
}

/** Whether a point is inside a closed loop of points (even-odd rule). */
export function insideLoop(p: Point, loop: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = loop.length - 1; i < loop.length; j = i++) {
    const a = loop[i]!;
    const b = loop[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The cities inside a lasso, and the routes with both ends inside (the editor's Lasso tool). */
export function citiesAndRoutesInLoop(board: RouteMapBoard, loop: readonly Point[]): { cities: string[]; routes: string[] } {
  const inside = new Set(board.cities.filter((c) => insideLoop(c, loop)).map((c) => c.id));
  return { cities: [...inside], routes: board.routes.filter((x) => inside.has(x.from) && inside.has(x.to)).map((x) => x.id) };
}

/** The cities inside a box, and the routes with both ends inside (the editor's box selection). */
export function citiesAndRoutesIn(board: RouteMapBoard, r: Rect): { cities: string[]; routes: string[] } {
  const inside = new Set(board.cities.filter((c) => c.x >= r.x && c.x <= r.x + r.width && c.y >= r.y && c.y <= r.y + r.height).map((c) => c.id));
  return { cities: [...inside], routes: board.routes.filter((x) => inside.has(x.from) && inside.has(x.to)).map((x) => x.id) };
}
