/**
 * The shapes of an Airlines map, as plain numbers: each route's line in its network's style,
 * its cost circles, and the hit tests the editor's tools use. Pure, so it is tested and
 * benchmarked in Node; the Pixi scene only hands these shapes to the GPU.
 */
import type { AirlinesBoard, City, Route, RouteType } from '../../../../../games/airlines/types.js';
import type { ElementRef } from '../../model/selection.js';

export const CITY_RADIUS = 5;
export const CIRCLE_RADIUS = 5.5;

/** Line colour per network (the printed map's networks, told apart by style and colour). */
export const ROUTE_COLOURS: Record<RouteType, number> = {
  wavy: 0x2f6db5,
  dotted: 0xa0522d,
  dashed: 0x2e7d32,
  double: 0x7b3fa0,
  solid: 0x333333,
};

export interface RouteShape {
  id: string;
  type: RouteType;
  /** Polylines as flat [x0, y0, x1, y1, …] lists (several for dashes and double lines). */
  lines: number[][];
  circles: { x: number; y: number; cost: number }[];
  mid: { x: number; y: number };
}

/** Splits a straight segment into pieces of `on` length with `off` gaps. */
function dashes(ax: number, ay: number, bx: number, by: number, on: number, off: number): number[][] {
  const len = Math.hypot(bx - ax, by - ay);
  if (len === 0) return [];
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const out: number[][] = [];
  for (let s = 0; s < len; s += on + off) {
    const e = Math.min(len, s + on);
    out.push([ax + ux * s, ay + uy * s, ax + ux * e, ay + uy * e]);
  }
  return out;
}

export function routeShape(route: Route, a: City, b: City): RouteShape {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const nx = -uy;
  const ny = ux;
  // The line starts and ends at the edge of the city dots, not their centres.
  const trim = Math.min(CITY_RADIUS, len / 2);
  const ax = a.x + ux * trim;
  const ay = a.y + uy * trim;
  const bx = b.x - ux * trim;
  const by = b.y - uy * trim;
  let lines: number[][];
  switch (route.type) {
    case 'solid':
      lines = [[ax, ay, bx, by]];
      break;
    case 'double':
      lines = [
        [ax + nx * 1.6, ay + ny * 1.6, bx + nx * 1.6, by + ny * 1.6],
        [ax - nx * 1.6, ay - ny * 1.6, bx - nx * 1.6, by - ny * 1.6],
      ];
      break;
    case 'dashed':
      lines = dashes(ax, ay, bx, by, 7, 4);
      break;
    case 'dotted':
      lines = dashes(ax, ay, bx, by, 1.5, 3);
      break;
    case 'wavy': {
      const inner = Math.max(0, len - 2 * trim);
      const steps = Math.max(2, Math.ceil(inner / 2));
      const pts: number[] = [];
      for (let i = 0; i <= steps; i++) {
        const t = (i / steps) * inner;
        const w = Math.sin((t / 10) * Math.PI * 2) * 2;
        pts.push(ax + ux * t + nx * w, ay + uy * t + ny * w);
      }
      lines = [pts];
      break;
    }
  }
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const n = route.costs.length;
  const gap = CIRCLE_RADIUS * 2.3;
  const circles = route.costs.map((cost, i) => {
    const off = (i - (n - 1) / 2) * gap;
    return { x: mid.x + ux * off, y: mid.y + uy * off, cost };
  });
  return { id: route.id, type: route.type, lines, circles, mid };
}

/** Every route's shape (routes whose ends are missing are left out: the problem list says why). */
export function boardShapes(board: AirlinesBoard): RouteShape[] {
  const cities = new Map(board.cities.map((c) => [c.id, c]));
  const out: RouteShape[] = [];
  for (const r of board.routes) {
    const a = cities.get(r.from);
    const b = cities.get(r.to);
    if (a && b && Array.isArray(r.costs)) out.push(routeShape(r, a, b));
  }
  return out;
}

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
