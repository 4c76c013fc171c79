/**
 * Where the Blue Skies map puts things: each airport is a dot at its place and a card (its name,
 * value, buyout and four gate boxes) near it. Cards keep a readable size on screen whatever the
 * zoom, so at a small zoom they would cover each other around New York; `placeCards` pushes
 * them apart (a leader line joins a moved card to its dot). Pure, so it is tested without Pixi.
 */
import type { Point, Rect } from '../../pixi/camera.js';

/** A card's size in card pixels (one card pixel is one screen pixel while zoomed out). */
export const CARD_W = 70;
export const CARD_H = 42;
/** Gate boxes, left to right along the card's middle row. */
export const GATE_SIZE = 14;
export const GATE_GAP = 1.5;
export const GATE_TOP = 15;
export const GATE_LEFT = 4.75;
/** Gap kept between two cards, in card pixels. */
const CARD_GAP = 3;

export interface Anchor {
  id: string;
  x: number;
  y: number;
}

/**
 * Map units per card pixel at a camera zoom: cards keep their screen size (`size` of their
 * natural size) while zoomed out, so they stay readable, and grow with the map once it is shown
 * larger than that. Rounded to steps of about 8 % so a wheel zoom re-places the cards only now
 * and then.
 */
export function cardUnits(zoom: number, size = 1): number {
  const raw = Math.max(1, size / Math.max(0.05, zoom));
  const step = Math.round(Math.log(raw) / Math.log(1.08));
  return Math.pow(1.08, step);
}

/**
 * How big cards are drawn on a map area of w × h pixels: their natural size when there is room,
 * down to 80 % on a small window (where zooming in gives them their room again).
 */
export function cardSizeFor(width: number, height: number): number {
  return Math.round(Math.max(0.8, Math.min(1, width / 620, height / 500)) * 100) / 100;
}

/**
 * How much to stretch the map north–south on a map area of w × h pixels: a tall, narrow area
 * (a small window with the side panels open) gives the cards its height; a wide one keeps the
 * map's shape.
 */
export function stretchFor(width: number, height: number, mapAspect = 0.7): number {
  // A map area wide enough for the cards keeps the map's true shape.
  if (width >= 640) return 1;
  return Math.max(1, Math.min(1.6, height / Math.max(1, width) / mapAspect));
}

/**
 * A board's shape, north–south span over east–west span of its airports (what `stretchFor`
 * stretches from); 0.7 for a board with no width to measure.
 */
export function mapAspect(airports: readonly { x: number; y: number }[]): number {
  if (airports.length < 2) return 0.7;
  const xs = airports.map((a) => a.x);
  const ys = airports.map((a) => a.y);
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  return w > 0 && h > 0 ? h / w : 0.7;
}

/** The top-left corner of gate box `i` inside a card, in card pixels. */
export function gateBox(i: number): Rect {
  return { x: GATE_LEFT + i * (GATE_SIZE + GATE_GAP), y: GATE_TOP, width: GATE_SIZE, height: GATE_SIZE };
}

/**
 * Card centres (map units) for airports at `anchors`, cards `w` × `h` map units: each card
 * starts on its airport and overlapping cards are pushed apart along the axis where they
 * overlap least, while a weak pull keeps each near its airport. Deterministic (same input, same
 * output). Returns centres in the anchors' order.
 */
export function placeCards(anchors: readonly Anchor[], w: number, h: number, opts: { gap?: number; iterations?: number } = {}): Point[] {
  const gap = opts.gap ?? CARD_GAP * (w / CARD_W);
  const iterations = opts.iterations ?? 400;
  const pos = anchors.map((a) => ({ x: a.x, y: a.y }));
  const n = pos.length;
  const W = w + gap;
  const H = h + gap;
  for (let it = 0; it < iterations; it++) {
    let moved = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = pos[i]!;
        const b = pos[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const ox = W - Math.abs(dx);
        const oy = H - Math.abs(dy);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        // Push along the axis of least overlap (cards are wider than tall, so mostly up/down).
        if (ox / W < oy / H) {
          const s = (dx === 0 ? (i % 2 ? 1 : -1) : Math.sign(dx)) * (ox / 2 + 0.01);
          a.x -= s;
          b.x += s;
        } else {
          const s = (dy === 0 ? (anchors[i]!.y <= anchors[j]!.y ? 1 : -1) : Math.sign(dy)) * (oy / 2 + 0.01);
          a.y -= s;
          b.y += s;
        }
      }
    }
    if (!moved) break;
    // A weak pull home while something still overlaps, fading out over the first half so the
    // last pushes leave no overlap behind.
    const pull = 0.03 * Math.max(0, 1 - (2 * it) / iterations);
    if (pull === 0) continue;
    for (let i = 0; i < n; i++) {
      const p = pos[i]!;
      p.x += (anchors[i]!.x - p.x) * pull;
      p.y += (anchors[i]!.y - p.y) * pull;
    }
  }
  return pos;
}

/** The smallest rectangle holding every card and every airport dot. */
export function cardsBounds(anchors: readonly Anchor[], centres: readonly Point[], w: number, h: number): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  anchors.forEach((a) => add(a.x, a.y));
  centres.forEach((c) => {
    add(c.x - w / 2, c.y - h / 2);
    add(c.x + w / 2, c.y + h / 2);
  });
  if (!Number.isFinite(x0)) return { x: 0, y: 0, width: 1000, height: 700 };
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Whether two cards centred at `a` and `b` overlap. */
export function overlaps(a: Point, b: Point, w: number, h: number): boolean {
  return Math.abs(a.x - b.x) < w - 1e-6 && Math.abs(a.y - b.y) < h - 1e-6;
}

/**
 * The edges of a shortest tree joining `points` (Prim's method): how a region overlay links its
 * airports without drawing a hull that would cover airports outside it.
 */
export function spanningTree(points: readonly Point[]): [number, number][] {
  const n = points.length;
  if (n < 2) return [];
  const inTree = new Array<boolean>(n).fill(false);
  const best = new Array<number>(n).fill(Infinity);
  const from = new Array<number>(n).fill(-1);
  best[0] = 0;
  const edges: [number, number][] = [];
  for (let k = 0; k < n; k++) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!inTree[i] && (u < 0 || best[i]! < best[u]!)) u = i;
    inTree[u] = true;
    if (from[u]! >= 0) edges.push([from[u]!, u]);
    for (let v = 0; v < n; v++) {
      if (inTree[v]) continue;
      const d = Math.hypot(points[u]!.x - points[v]!.x, points[u]!.y - points[v]!.y);
      if (d < best[v]!) {
        best[v] = d;
        from[v] = u;
      }
    }
  }
  return edges;
}
