/**
 * A board format that exists only to prove the editor's mode interface on a tile grid (the
 * browser tests and the benchmark drive it): `rows` strings of `cols` cells, "#" painted and
 * "." bare, and tiles laid on cells in one of four turns. Not a game: no host knows it.
 */
import { z } from 'zod';
import { boardHeader, elementId } from '../../../../../games/core/board-header.js';
import type { BoardFormat } from '../../../../../games/core/board-check.js';
import type { BoardProblem } from '../../../../../games/core/types.js';

export const TILE_TYPES = ['straight', 'curve'] as const;
export type TileType = (typeof TILE_TYPES)[number];

const tile = z.object({
  id: elementId,
  type: z.enum(TILE_TYPES),
  col: z.number().int().min(1),
  row: z.number().int().min(1),
  rotation: z.number().int().min(0).max(3),
});
export type GridTile = z.infer<typeof tile>;

export const gridBoardSchema = boardHeader('test-grid').extend({
  cols: z.number().int().min(2).max(60),
  rows: z.number().int().min(2).max(60),
  /** One string per row, top to bottom: "#" a painted cell, "." a bare one. */
  cells: z.array(z.string().regex(/^[.#]*$/, 'A row holds only "#" (painted) and "." (bare).')),
  tiles: z.array(tile),
});
export type GridBoard = z.infer<typeof gridBoardSchema>;

export function validateGridBoard(b: GridBoard): BoardProblem[] {
  const out: BoardProblem[] = [];
  if (b.cells.length !== b.rows) out.push({ path: '$.cells', message: `The grid has ${b.rows} rows but ${b.cells.length} rows of cells.`, severity: 'error' });
  b.cells.forEach((row, i) => {
    if (row.length !== b.cols) out.push({ path: `$.cells[${i}]`, message: `Row ${i + 1} has ${row.length} cells; the grid is ${b.cols} wide.`, severity: 'error' });
  });
  const taken = new Map<string, number>();
  b.tiles.forEach((t, i) => {
    const where = `column ${t.col}, row ${t.row}`;
    if (t.col > b.cols || t.row > b.rows) out.push({ path: `$.tiles[${i}]`, message: `A ${t.type} tile lies off the grid (${where}).`, severity: 'error' });
    const key = `${t.col},${t.row}`;
    if (taken.has(key)) out.push({ path: `$.tiles[${i}]`, message: `Two tiles lie on ${where}.`, severity: 'error' });
    taken.set(key, i);
    if (b.cells[t.row - 1]?.[t.col - 1] === '.') out.push({ path: `$.tiles[${i}]`, message: `A ${t.type} tile lies on a bare cell (${where}).`, severity: 'warning' });
  });
  return out;
}

export const gridFormat: BoardFormat<GridBoard> = {
  id: 'test-grid',
  name: 'Test grid',
  boardFormat: 1,
  boardSchema: gridBoardSchema,
  validateBoard: validateGridBoard,
};

export function newGridBoard(cols = 30, rows = 30): GridBoard {
  return { game: 'test-grid', format: 1, name: 'New grid', cols, rows, cells: Array.from({ length: rows }, () => '.'.repeat(cols)), tiles: [] };
}
