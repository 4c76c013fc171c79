/**
 * The heat map's scale and colours, shared by the standalone report's SVG (main/lab) and the
 * app's board scenes (renderer/src/lab): how hot each element of a kind is, 0..1, and the colour
 * of a heat.
 */
import type { ElementKindReport } from './lab-report.js';

export interface KindHeat {
  /** Element id → 0..1: uses per game, from the least used element of its kind that was used
   * at all (0.08) to the most used (1); 0 for an element never used. */
  heat: Map<string, number>;
  /** Element id → share of games it was used in. */
  rate: Map<string, number>;
  /** Uses per game of the least and the most used (what the ends of the legend say). */
  min: number;
  max: number;
}

/** The scale starts above 0 so the least used element is still coloured, unlike a never used one. */
export const HEAT_FLOOR = 0.08;

export function kindHeat(elements: readonly ElementKindReport[], kind: string): KindHeat {
  const items = elements.find((e) => e.kind === kind)?.items ?? [];
  const rate = new Map(items.map((it) => [it.id, it.useRate]));
  const used = items.filter((it) => it.uses > 0).map((it) => it.usesPerGame);
  const min = used.length ? Math.min(...used) : 0;
  const max = used.length ? Math.max(...used) : 0;
  const heat = new Map(items.map((it) => [it.id, it.uses <= 0 ? 0 : max > min ? HEAT_FLOOR + ((1 - HEAT_FLOOR) * (it.usesPerGame - min)) / (max - min) : 1]));
  return { heat, rate, min, max };
}

/** Pale yellow → orange → deep red, as "#rrggbb". */
export function heatColour(t: number): string {
  const stops: [number, [number, number, number]][] = [
    [0, [255, 243, 191]],
    [0.5, [247, 103, 7]],
    [1, [166, 30, 77]],
  ];
  const x = Math.max(0, Math.min(1, t));
  const i = x <= 0.5 ? 0 : 1;
  const [t0, c0] = stops[i]!;
  const [t1, c1] = stops[i + 1]!;
  const f = (x - t0) / (t1 - t0);
  const c = c0.map((v, j) => Math.round(v + (c1[j]! - v) * f));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour of an element never used. */
export const NEVER_USED = '#adb5bd';

export interface XY {
  x: number;
  y: number;
}

/**
 * The convex hull of some points grown by `pad` all round (a ring of points around each keeps
 * the corners round): the outline of a region of airports on a heat map.
 */
export function paddedHull(points: readonly XY[], pad: number): XY[] {
  const ring: XY[] = [];
  for (const p of points) for (let k = 0; k < 12; k++) ring.push({ x: p.x + pad * Math.cos((k * Math.PI) / 6), y: p.y + pad * Math.sin((k * Math.PI) / 6) });
  const pts = ring.sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: XY, a: XY, b: XY): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: XY[]): XY[] => {
    const out: XY[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out;
  };
  const lower = half(pts);
  const upper = half([...pts].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
