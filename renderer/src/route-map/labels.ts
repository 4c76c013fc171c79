/**
 * Where the words go on a route map: each label (a city's name, a cost badge) tries a few spots
 * around its anchor, in order of preference, and takes the first that covers nothing already
 * there (flags, markers, city dots, labels placed before it); when every spot covers something,
 * the one that covers least. Pure (map units in, boxes out), so it is tested in Node; the scene
 * runs it again when the zoom changes the labels' size.
 */
import type { Point } from '../pixi/camera.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /**
   * How bad covering it is, per unit of area (default 1: an empty circle, a route's line).
   * `HARD` for what a label must never hide: flags, markers, city dots, other labels.
   */
  weight?: number;
}

/** The weight of what a label must not cover: it goes further out before it covers one. */
export const HARD = 1000;

export interface LabelItem {
  id: string;
  /** The point the label belongs to (a city dot, a circle). */
  anchor: Point;
  w: number;
  h: number;
  /** Space between the anchor and the label. */
  gap: number;
}

/**
 * Spots around the anchor as the box's top-left corner: right, left, above, below, then the
 * corners. The right comes first (where a map reader looks for a city's name). `extra` moves
 * them further out (a crowded spot's second and third rings).
 */
export function spotsAround(item: LabelItem, extra = 0): Box[] {
  const { anchor: a, w, h } = item;
  const gap = item.gap + extra;
  const mid = a.y - h / 2;
  return [
    { x: a.x + gap, y: mid, w, h },
    { x: a.x - gap - w, y: mid, w, h },
    { x: a.x - w / 2, y: a.y - gap - h, w, h },
    { x: a.x - w / 2, y: a.y + gap, w, h },
    { x: a.x + gap * 0.7, y: a.y - gap * 0.7 - h, w, h },
    { x: a.x + gap * 0.7, y: a.y + gap * 0.7, w, h },
    { x: a.x - gap * 0.7 - w, y: a.y - gap * 0.7 - h, w, h },
    { x: a.x - gap * 0.7 - w, y: a.y + gap * 0.7, w, h },
    // Right and left, half a line up or down: room between two neighbours' names.
    { x: a.x + gap, y: mid - h * 0.6, w, h },
    { x: a.x + gap, y: mid + h * 0.6, w, h },
    { x: a.x - gap - w, y: mid - h * 0.6, w, h },
    { x: a.x - gap - w, y: mid + h * 0.6, w, h },
  ];
}

export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A box in the grid, with the last query that counted it (so a box over several cells counts once). */
interface Entry {
  box: Box;
  seen: number;
}

/**
 * A coarse grid of boxes, so a label is compared with its neighbours only. Cells are keyed by a
 * number and a query marks what it counted, not a set per query: placing 500 names asks it some
 * 30,000 times, and string keys and sets made that most of a big board's label time.
 */
class Grid {
  private cells = new Map<number, Entry[]>();
  private query = 0;
  constructor(private readonly size: number) {}
  private static key(i: number, j: number): number {
    // Cells of a map are far fewer than 2^20 a side either way of 0.
    return (i + 0x80000) * 0x100000 + (j + 0x80000);
  }
  add(b: Box): void {
    const s = this.size;
    const e: Entry = { box: b, seen: 0 };
    for (let i = Math.floor(b.x / s); i <= Math.floor((b.x + b.w) / s); i++) {
      for (let j = Math.floor(b.y / s); j <= Math.floor((b.y + b.h) / s); j++) {
        const k = Grid.key(i, j);
        const list = this.cells.get(k);
        if (list) list.push(e);
        else this.cells.set(k, [e]);
      }
    }
  }
  covered(b: Box): number {
    const s = this.size;
    const q = ++this.query;
    let sum = 0;
    for (let i = Math.floor(b.x / s); i <= Math.floor((b.x + b.w) / s); i++) {
      for (let j = Math.floor(b.y / s); j <= Math.floor((b.y + b.h) / s); j++) {
        const list = this.cells.get(Grid.key(i, j));
        if (!list) continue;
        for (const e of list) {
          if (e.seen === q) continue;
          e.seen = q;
          sum += overlap(b, e.box) * (e.box.weight ?? 1);
        }
      }
    }
    return sum;
  }
}

const RINGS = 5;

/**
 * Places the labels in the order given (the first ones get the best spots), around `obstacles`
 * that stay where they are, each weighed by what covering it costs. Returns each label's box.
 */
export function placeLabels(items: readonly LabelItem[], obstacles: readonly Box[]): Map<string, Box> {
  const typical = items.reduce((m, i) => Math.max(m, i.w, i.h), 8);
  const grid = new Grid(Math.max(8, typical));
  for (const o of obstacles) grid.add(o);
  const out = new Map<string, Box>();
  for (const item of items) {
    let best: Box | null = null;
    let bestScore = Infinity;
    // Ring by ring outwards: the nearest spot that hides nothing hard wins; a further ring costs
    // a little more than a near spot over an empty circle, far less than hiding a flag or a name.
    for (let ring = 0; ring < RINGS; ring++) {
      for (const spot of spotsAround(item, ring * item.h)) {
        const score = grid.covered(spot) + ring * item.w * item.h;
        if (score < bestScore) {
          best = spot;
          bestScore = score;
        }
      }
      if (bestScore < HARD) break;
    }
    out.set(item.id, best!);
    grid.add({ ...best!, weight: HARD });
  }
  return new Map([...out].map(([id, b]) => [id, { x: b.x, y: b.y, w: b.w, h: b.h }]));
}
