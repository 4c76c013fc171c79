/**
 * Print drawing shared by the route-map games (Airlines, Airlines Europe): land, routes with their
 * numbered circles in a line style, cities with names, airlines' flags at their home city.
 */
import type { Colour, Drawing, Shape } from './drawing.js';

export type RouteStyle = 'solid' | 'dashed' | 'dotted' | 'double' | 'wavy';

export interface PrintRouteMap {
  width: number;
  height: number;
  land?: readonly { points: readonly (readonly [number, number])[] }[];
  cities: readonly { id: string; name: string; x: number; y: number }[];
  routes: readonly { from: string; to: string; circles: readonly number[]; style: RouteStyle }[];
  flags: readonly { city: string; initials: string; colour: Colour }[];
}

const INK = '#1f2933';
const CITY_R = 4;
const CIRCLE_R = 5.5;

function routeLine(ax: number, ay: number, bx: number, by: number, style: RouteStyle): Shape[] {
  const base = { width: 1.2, colour: INK };
  switch (style) {
    case 'dashed':
      return [{ kind: 'line', x1: ax, y1: ay, x2: bx, y2: by, ...base, dash: [6, 4] }];
    case 'dotted':
      return [{ kind: 'line', x1: ax, y1: ay, x2: bx, y2: by, ...base, dash: [1.5, 3] }];
    case 'double': {
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const [nx, ny] = [(-(by - ay) / len) * 1.6, ((bx - ax) / len) * 1.6];
      return [-1, 1].map((k) => ({ kind: 'line' as const, x1: ax + k * nx, y1: ay + k * ny, x2: bx + k * nx, y2: by + k * ny, width: 0.8, colour: INK }));
    }
    case 'wavy': {
      // A zigzag of short segments reads as a wave at print size.
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const steps = Math.max(2, Math.round(len / 6));
      const [nx, ny] = [(-(by - ay) / len) * 2, ((bx - ax) / len) * 2];
      const out: Shape[] = [];
      for (let i = 0; i < steps; i++) {
        const t0 = i / steps;
        const t1 = (i + 1) / steps;
        const k0 = i === 0 ? 0 : i % 2 ? 1 : -1;
        const k1 = i + 1 === steps ? 0 : (i + 1) % 2 ? 1 : -1;
        out.push({ kind: 'line', x1: ax + (bx - ax) * t0 + k0 * nx, y1: ay + (by - ay) * t0 + k0 * ny, x2: ax + (bx - ax) * t1 + k1 * nx, y2: ay + (by - ay) * t1 + k1 * ny, width: 1, colour: INK });
      }
      return out;
    }
    default:
      return [{ kind: 'line', x1: ax, y1: ay, x2: bx, y2: by, ...base }];
  }
}

export function drawRouteMap(map: PrintRouteMap): Drawing {
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: map.width, h: map.height, fill: '#dbe9f2' }];
  for (const l of map.land ?? []) shapes.push({ kind: 'polygon', points: l.points.map(([x, y]) => [x, y]), fill: '#f4f1ea', stroke: '#c9c2b2', width: 0.6 });
  const cities = new Map(map.cities.map((c) => [c.id, c]));
  // Parallel routes between the same two cities sit side by side.
  const pairs = new Map<string, number>();
  const seen = new Map<string, number>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const r of map.routes) pairs.set(key(r.from, r.to), (pairs.get(key(r.from, r.to)) ?? 0) + 1);
  const circles: Shape[] = [];
  for (const r of map.routes) {
    const a = cities.get(r.from);
    const b = cities.get(r.to);
    if (!a || !b) continue;
    const k = key(r.from, r.to);
    const n = pairs.get(k)!;
    const i = seen.get(k) ?? 0;
    seen.set(k, i + 1);
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const off = (i - (n - 1) / 2) * 10;
    const [ox, oy] = [(-(b.y - a.y) / len) * off, ((b.x - a.x) / len) * off];
    const [ax, ay, bx, by] = [a.x + ox, a.y + oy, b.x + ox, b.y + oy];
    shapes.push(...routeLine(ax, ay, bx, by, r.style));
    r.circles.forEach((cost, j) => {
      const t = (j + 1) / (r.circles.length + 1);
      const [cx, cy] = [ax + (bx - ax) * t, ay + (by - ay) * t];
      circles.push({ kind: 'circle', x: cx, y: cy, r: CIRCLE_R, fill: '#ffffff', stroke: INK, width: 0.8 });
      circles.push({ kind: 'text', x: cx, y: cy, text: String(cost), size: 6.5, anchor: 'middle', bold: true });
    });
  }
  shapes.push(...circles);
  for (const c of map.cities) {
    shapes.push({ kind: 'circle', x: c.x, y: c.y, r: CITY_R, fill: '#ffffff', stroke: INK, width: 1.2 });
    shapes.push({ kind: 'text', x: c.x + CITY_R + 2, y: c.y - CITY_R - 3, text: c.name, size: 7 });
  }
  for (const f of map.flags) {
    const c = cities.get(f.city);
    if (!c) continue;
    shapes.push({ kind: 'rect', x: c.x - 9, y: c.y + CITY_R + 2, w: 18, h: 8, fill: f.colour, stroke: INK, width: 0.5 });
    shapes.push({ kind: 'text', x: c.x, y: c.y + CITY_R + 6, text: f.initials, size: 5.5, anchor: 'middle', colour: '#ffffff', bold: true });
  }
  return { width: map.width, height: map.height, shapes };
}

/** A playing card (63 × 88 mm) with a title band in `colour`, a big label and a small line. */
export function simpleCard(band: Colour, big: string, small: string, w = 63, h = 88): Drawing {
  return {
    width: w,
    height: h,
    shapes: [
      { kind: 'rect', x: 0, y: 0, w, h, fill: '#ffffff', stroke: '#333333', width: 0.4 },
      { kind: 'rect', x: 0, y: 0, w, h: 14, fill: band },
      { kind: 'text', x: w / 2, y: h / 2, text: big, size: 16, anchor: 'middle', bold: true },
      { kind: 'text', x: w / 2, y: h - 8, text: small, size: 4.5, anchor: 'middle' },
    ],
  };
}
