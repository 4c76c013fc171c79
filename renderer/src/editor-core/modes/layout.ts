/**
 * The two layouts the games use: free points on a fixed map (snapped to a step), and a square
 * tile grid whose size the board says. Pure: the tools and the tests use them without a canvas.
 */
import type { Cell, Layout, Point, Rect, Segment } from './types.js';

/** Points anywhere on a `width` × `height` map; snapping rounds to `step`. */
export function freePoints(opts: { width: number; height: number; step: number }): Layout<unknown> {
  const { width, height, step } = opts;
  const bounds: Rect = { x: 0, y: 0, width, height };
  const guides: Segment[] = [];
  for (let x = 0; x <= width; x += step) guides.push({ x1: x, y1: 0, x2: x, y2: height });
  for (let y = 0; y <= height; y += step) guides.push({ x1: 0, y1: y, x2: width, y2: y });
  return {
    kind: 'points',
    step,
    bounds: () => bounds,
    snap: (_b, p) => ({ x: Math.round(p.x / step) * step, y: Math.round(p.y / step) * step }),
    guides: () => guides,
  };
}

export interface TileGridOptions<B> {
  /** Map units per cell side. */
  cellSize: number;
  /** The grid's size, read from the board (it may change as the user edits). */
  size(board: B): { cols: number; rows: number };
  /** The number of the first column and row: 0, or 1 for boards that count from 1. */
  base?: 0 | 1;
}

/** Square cells, `cellSize` map units a side, the top-left cell at the map's origin. */
export function tileGrid<B>(opts: TileGridOptions<B>): Layout<B> {
  const { cellSize: s } = opts;
  const base = opts.base ?? 0;
  const dims = (b: B) => {
    const { cols, rows } = opts.size(b);
    return { cols: Math.max(0, Math.floor(cols)), rows: Math.max(0, Math.floor(rows)) };
  };
  let lastKey = '';
  let lastGuides: Segment[] = [];
  return {
    kind: 'cells',
    step: s,
    bounds(b) {
      const { cols, rows } = dims(b);
      return { x: 0, y: 0, width: cols * s, height: rows * s };
    },
    snap(b, p) {
      const c = this.cellAt!(b, p);
      if (!c) return p;
      return { x: (c.col - base + 0.5) * s, y: (c.row - base + 0.5) * s };
    },
    guides(b) {
      const { cols, rows } = dims(b);
      const key = `${cols}x${rows}`;
      if (key === lastKey) return lastGuides;
      const out: Segment[] = [];
      for (let c = 0; c <= cols; c++) out.push({ x1: c * s, y1: 0, x2: c * s, y2: rows * s });
      for (let r = 0; r <= rows; r++) out.push({ x1: 0, y1: r * s, x2: cols * s, y2: r * s });
      lastKey = key;
      lastGuides = out;
      return out;
    },
    cellAt(b, p) {
      const { cols, rows } = dims(b);
      const col = Math.floor(p.x / s);
      const row = Math.floor(p.y / s);
      if (col < 0 || row < 0 || col >= cols || row >= rows) return null;
      return { col: col + base, row: row + base };
    },
    cellRect(_b, c) {
      return { x: (c.col - base) * s, y: (c.row - base) * s, width: s, height: s };
    },
  };
}

/**
 * The cells a straight pointer path from `a` to `b` crosses, in order, each once (a fast drag
 * skips no cell). Both ends included.
 */
export function cellsOnLine(a: Cell, b: Cell): Cell[] {
  const nx = Math.abs(b.col - a.col);
  const ny = Math.abs(b.row - a.row);
  const sx = a.col < b.col ? 1 : -1;
  const sy = a.row < b.row ? 1 : -1;
  let { col, row } = a;
  const out: Cell[] = [{ col, row }];
  // One axis at a time (the cells of a 4-connected walk): a diagonal never jumps a corner.
  for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
    if ((0.5 + ix) / nx < (0.5 + iy) / ny) {
      col += sx;
      ix++;
    } else {
      row += sy;
      iy++;
    }
    out.push({ col, row });
  }
  return out;
}

export function cellKey(c: Cell): string {
  return `${c.col},${c.row}`;
}

export function sameCell(a: Cell | null, b: Cell | null): boolean {
  return a === b || (!!a && !!b && a.col === b.col && a.row === b.row);
}

export type { Point };
