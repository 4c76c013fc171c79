/**
 * Tiled's tools over a grid of cells, game-free and pure: a rectangular region, a clip (what a
 * region holds, copied), turning and mirroring a clip, moving, pasting, clearing and filling,
 * the flood of a bucket fill, and where a grid's old cells go when it is resized from an anchor.
 *
 * A mode says what its cells hold through `GridContent` (read one cell, write a batch of cells
 * as one command, turn or mirror one cell's content); everything here is built from those, so
 * every operation is one command and one undo step.
 */
import type { Command } from './command.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

// Refusals, undo labels and what a paste says, in the editor's language.
const { t } = useT(editorArea);

/** A square of the grid (the mode's numbering: Linie 1 counts from 1). */
export interface GridCell {
  col: number;
  row: number;
}

/** A rectangle of cells: its top-left cell and its size. */
export interface CellRect {
  col: number;
  row: number;
  cols: number;
  rows: number;
}

/** What a region held when it was copied, row by row; null is an empty cell. */
export interface Clip<T> {
  cols: number;
  rows: number;
  cells: readonly (T | null)[];
}

export type MirrorAxis = 'left-right' | 'top-bottom';

/** One cell's new content. */
export interface Placed<T> {
  cell: GridCell;
  value: T;
}

/** What a mode's grid holds, cell by cell. */
export interface GridContent<B, T = unknown> {
  /** The grid's extent and its first index (0 or 1). */
  size(board: B): { cols: number; rows: number; base: number };
  /** What is on a cell (null: nothing). */
  at(board: B, cell: GridCell): T | null;
  /** Whether two cells hold the same kind of thing (a bucket fill floods over equal cells). */
  same(a: T | null, b: T | null): boolean;
  /** The content turned clockwise `turns` quarter turns with the region around it. */
  turn(value: T, turns: number): T;
  mirror(value: T, axis: MirrorAxis): T;
  /**
   * Empties `clear`, then puts `place` (each replaces what its cell holds), as one command;
   * `fresh`: the placed things are new copies (new ids), not the same things moved.
   * Null when nothing changes.
   */
  write(board: B, clear: readonly GridCell[], place: readonly Placed<T>[], how: { fresh: boolean; label: string }): Command<B> | null;
}

/** How many cells a copy, a fill or a paste may touch at once (a 30 × 30 grid has 900). */
export const MAX_REGION_CELLS = 10_000;

export function cellRectOf(a: GridCell, b: GridCell): CellRect {
  return { col: Math.min(a.col, b.col), row: Math.min(a.row, b.row), cols: Math.abs(a.col - b.col) + 1, rows: Math.abs(a.row - b.row) + 1 };
}

export function cellsIn(r: CellRect): GridCell[] {
  const out: GridCell[] = [];
  for (let row = r.row; row < r.row + r.rows; row++) for (let col = r.col; col < r.col + r.cols; col++) out.push({ col, row });
  return out;
}

export function inCellRect(r: CellRect, c: GridCell): boolean {
  return c.col >= r.col && c.row >= r.row && c.col < r.col + r.cols && c.row < r.row + r.rows;
}

/** The part of a rectangle on the grid (null when none of it is). */
export function clampToGrid<B>(g: GridContent<B>, board: B, r: CellRect): CellRect | null {
  const { cols, rows, base } = g.size(board);
  const col = Math.max(base, r.col);
  const row = Math.max(base, r.row);
  const right = Math.min(base + cols - 1, r.col + r.cols - 1);
  const bottom = Math.min(base + rows - 1, r.row + r.rows - 1);
  if (right < col || bottom < row) return null;
  return { col, row, cols: right - col + 1, rows: bottom - row + 1 };
}

function fits<B>(g: GridContent<B>, board: B, r: CellRect): boolean {
  const { cols, rows, base } = g.size(board);
  return r.col >= base && r.row >= base && r.col + r.cols <= base + cols && r.row + r.rows <= base + rows;
}

export function readClip<B, T>(g: GridContent<B, T>, board: B, r: CellRect): Clip<T> {
  return { cols: r.cols, rows: r.rows, cells: cellsIn(r).map((c) => g.at(board, c)) };
}

export function clipIsEmpty<T>(clip: Clip<T>): boolean {
  return clip.cells.every((v) => v === null);
}

/** The clip's cells with something on them, placed with its top-left cell at `at`. */
export function clipPlaced<T>(clip: Clip<T>, at: GridCell): Placed<T>[] {
  const out: Placed<T>[] = [];
  clip.cells.forEach((value, i) => {
    if (value !== null) out.push({ cell: { col: at.col + (i % clip.cols), row: at.row + Math.floor(i / clip.cols) }, value });
  });
  return out;
}

/** The clip turned clockwise `turns` quarter turns (negative: anticlockwise), each cell's content with it. */
export function turnClip<T>(clip: Clip<T>, turns: number, turnValue: (v: T, turns: number) => T): Clip<T> {
  const q = ((turns % 4) + 4) % 4;
  let c = clip;
  for (let i = 0; i < q; i++) {
    // Clockwise: old (row r, col k) goes to new (row k, col rows - 1 - r).
    const cells: (T | null)[] = new Array(c.cols * c.rows).fill(null);
    for (let r = 0; r < c.rows; r++) {
      for (let k = 0; k < c.cols; k++) {
        const v = c.cells[r * c.cols + k] ?? null;
        cells[k * c.rows + (c.rows - 1 - r)] = v === null ? null : turnValue(v, 1);
      }
    }
    c = { cols: c.rows, rows: c.cols, cells };
  }
  return c;
}

export function mirrorClip<T>(clip: Clip<T>, axis: MirrorAxis, mirrorValue: (v: T, axis: MirrorAxis) => T): Clip<T> {
  const cells: (T | null)[] = [];
  for (let r = 0; r < clip.rows; r++) {
    for (let k = 0; k < clip.cols; k++) {
      const from = axis === 'left-right' ? r * clip.cols + (clip.cols - 1 - k) : (clip.rows - 1 - r) * clip.cols + k;
      const v = clip.cells[from] ?? null;
      cells.push(v === null ? null : mirrorValue(v, axis));
    }
  }
  return { cols: clip.cols, rows: clip.rows, cells };
}

/** An edit, or why there is none. */
export type RegionResult<B> = { command: Command<B>; region: CellRect } | string;

/** Moves what a region holds by whole cells (what it lands on is replaced); the region must stay on the grid. */
export function moveRegion<B, T>(g: GridContent<B, T>, board: B, r: CellRect, dc: number, dr: number): RegionResult<B> {
  const to = { ...r, col: r.col + dc, row: r.row + dr };
  if (dc === 0 && dr === 0) return t('editor.grid.r.samePlace');
  if (!fits(g, board, to)) return t('editor.grid.r.pastEdge');
  const clip = readClip(g, board, r);
  if (clipIsEmpty(clip)) return t('editor.grid.r.emptyMove');
  const command = g.write(board, cellsIn(r), clipPlaced(clip, to), { fresh: false, label: t('editor.grid.r.move', { cols: r.cols, rows: r.rows }) });
  return command ? { command, region: to } : t('editor.grid.r.nothing');
}

/**
 * Turns (quarter turns clockwise, negative anticlockwise) or mirrors what a region holds in
 * place: the region keeps its top-left cell (a turn swaps its width and height).
 */
export function transformRegion<B, T>(g: GridContent<B, T>, board: B, r: CellRect, how: { turns: number } | { mirror: MirrorAxis }): RegionResult<B> {
  const clip = readClip(g, board, r);
  if (clipIsEmpty(clip)) return t('editor.grid.r.emptyTurn');
  const next = 'turns' in how ? turnClip(clip, how.turns, (v, n) => g.turn(v, n)) : mirrorClip(clip, how.mirror, (v, a) => g.mirror(v, a));
  const to = { col: r.col, row: r.row, cols: next.cols, rows: next.rows };
  if (!fits(g, board, to)) return t('editor.grid.r.turnPastEdge', { cols: to.cols, rows: to.rows });
  const label = 'turns' in how ? t('editor.grid.r.turn', { cols: r.cols, rows: r.rows, dir: how.turns > 0 ? 'clockwise' : 'anticlockwise' }) : t('editor.grid.r.mirror', { cols: r.cols, rows: r.rows, axis: how.mirror === 'left-right' ? 'leftRight' : 'topBottom' });
  const command = g.write(board, cellsIn(r), clipPlaced(next, to), { fresh: false, label });
  return command ? { command, region: to } : t('editor.grid.r.sameTurned');
}

/**
 * Puts a copied clip with its top-left cell at `at` (a stamp: the copies are new things); its
 * empty cells leave the grid as it is, and what falls off the grid is left out (said).
 */
export function pasteClip<B, T>(g: GridContent<B, T>, board: B, clip: Clip<T>, at: GridCell): { command: Command<B>; region: CellRect; say: string } | string {
  const area = clampToGrid(g, board, { ...at, cols: clip.cols, rows: clip.rows });
  if (!area) return t('editor.grid.r.offGrid');
  const all = clipPlaced(clip, at);
  const kept = all.filter((p) => inCellRect(area, p.cell));
  if (kept.length === 0) return t('editor.grid.r.emptyPaste');
  const command = g.write(board, [], kept, { fresh: true, label: t('editor.grid.r.paste', { n: kept.length }) });
  if (!command) return t('editor.grid.r.alreadyHolds');
  const off = all.length - kept.length;
  return { command, region: area, say: t('editor.grid.r.pasted', { n: kept.length, off }) };
}

export function clearRegion<B, T>(g: GridContent<B, T>, board: B, r: CellRect): Command<B> | null {
  return g.write(board, cellsIn(r), [], { fresh: false, label: t('editor.grid.r.clear', { cols: r.cols, rows: r.rows }) });
}

/** Fills cells with one content (null empties them): each a new thing. */
export function fillCells<B, T>(g: GridContent<B, T>, board: B, cells: readonly GridCell[], value: T | null, label: string): Command<B> | null {
  if (cells.length > MAX_REGION_CELLS) return null;
  return g.write(board, cells, value === null ? [] : cells.map((cell) => ({ cell, value })), { fresh: true, label });
}

/** The cells joined side by side to `start` holding the same as it (a bucket fill's reach), `start` first. */
export function floodCells<B, T>(g: GridContent<B, T>, board: B, start: GridCell): GridCell[] {
  const { cols, rows, base } = g.size(board);
  const on = (c: GridCell) => c.col >= base && c.row >= base && c.col < base + cols && c.row < base + rows;
  if (!on(start)) return [];
  const like = g.at(board, start);
  const key = (c: GridCell) => c.row * (cols + base + 1) + c.col;
  const seen = new Set([key(start)]);
  const out = [start];
  for (let i = 0; i < out.length && out.length <= MAX_REGION_CELLS; i++) {
    const c = out[i]!;
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const n = { col: c.col + dc, row: c.row + dr };
      if (!on(n) || seen.has(key(n))) continue;
      seen.add(key(n));
      if (g.same(g.at(board, n), like)) out.push(n);
    }
  }
  return out;
}

/** Which side or corner of a grid stays put when it is resized. */
export type Anchor = 'top-left' | 'top' | 'top-right' | 'left' | 'centre' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';
export const ANCHORS: readonly Anchor[] = ['top-left', 'top', 'top-right', 'left', 'centre', 'right', 'bottom-left', 'bottom', 'bottom-right'];

/**
 * How far what is on a grid moves when it goes from `from` to `to` cells, `anchor` staying put:
 * anchored right, the grid grows or shrinks at its left, so everything moves by the difference
 * (centred, by half of it, rounded down).
 */
export function anchorShift(from: { cols: number; rows: number }, to: { cols: number; rows: number }, anchor: Anchor): { dc: number; dr: number } {
  const dCols = to.cols - from.cols;
  const dRows = to.rows - from.rows;
  const h = anchor.endsWith('right') ? dCols : anchor.endsWith('left') ? 0 : Math.floor(dCols / 2);
  const v = anchor.startsWith('bottom') ? dRows : anchor.startsWith('top') ? 0 : Math.floor(dRows / 2);
  return { dc: h, dr: v };
}
