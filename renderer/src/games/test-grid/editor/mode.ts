/**
 * The test-only tile-grid mode: paint cells (a drag is one undo step), stamp a tile in one of
 * four turns, fill a region, select, move and delete tiles. Written against the mode interface
 * alone, as a game's grid mode would be; the core was not changed for it.
 */
import { command, setField, type Command } from '../../../editor-core/model/command.js';
import { nextNumbered } from '../../../editor-core/model/ids.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { cellKey, tileGrid } from '../../../editor-core/modes/layout.js';
import type { Cell, EditorMode, Tool, ToolContext } from '../../../editor-core/modes/types.js';
import { gridFormat, newGridBoard, TILE_TYPES, type GridBoard, type GridTile, type TileType } from './board.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

const { t } = useT(editorArea);

type B = GridBoard;
type Cmd = Command<B>;

export const CELL = 20;
const layout = tileGrid<B>({ cellSize: CELL, base: 1, size: (b) => ({ cols: b.cols, rows: b.rows }) });

function cellAt(b: B, c: Cell): string {
  return b.cells[c.row - 1]?.[c.col - 1] ?? '';
}

type Changes = ReadonlyMap<string, { cell: Cell; mark: string }>;

function putCells(b: B, changes: Changes): B {
  const rows = [...b.cells];
  for (const { cell, mark } of changes.values()) {
    const r = rows[cell.row - 1];
    if (r === undefined || cell.col < 1 || cell.col > r.length) continue;
    rows[cell.row - 1] = r.slice(0, cell.col - 1) + mark + r.slice(cell.col);
  }
  return { ...b, cells: rows };
}

/** Marks on cells; the marks of one drag fold into one command (one undo step, one undo call). */
export function paintCells(board: B, cells: readonly Cell[], mark: '#' | '.'): Cmd | null {
  const after = new Map<string, { cell: Cell; mark: string }>();
  const before = new Map<string, { cell: Cell; mark: string }>();
  for (const cell of cells) {
    const old = cellAt(board, cell);
    if (!old || old === mark) continue;
    after.set(cellKey(cell), { cell, mark });
    before.set(cellKey(cell), { cell, mark: old });
  }
  return after.size ? paintCommand(before, after) : null;
}

function paintCommand(before: Changes, after: Changes): Cmd {
  const mark = [...after.values()][0]?.mark;
  const cmd: Cmd & { changes?: [Changes, Changes] } = {
    label: mark === '#' ? 'Paint cells' : 'Clear cells',
    mergeKey: `paint:${mark}`,
    do: (b) => putCells(b, after),
    undo: (b) => putCells(b, before),
    merge(next) {
      const n = (next as typeof cmd).changes;
      if (!n) return null;
      // Earlier "before" values win (they are the board as it was); later "after" values win.
      return paintCommand(new Map([...n[0], ...before]), new Map([...after, ...n[1]]));
    },
  };
  cmd.changes = [before, after];
  return cmd;
}

/** The bare or painted region around `start`, four-connected. */
export function regionOf(b: B, start: Cell): Cell[] {
  const mark = cellAt(b, start);
  if (!mark) return [];
  const seen = new Set([cellKey(start)]);
  const out: Cell[] = [];
  const queue = [start];
  while (queue.length) {
    const c = queue.pop()!;
    out.push(c);
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const n = { col: c.col + dc, row: c.row + dr };
      if (seen.has(cellKey(n)) || cellAt(b, n) !== mark) continue;
      seen.add(cellKey(n));
      queue.push(n);
    }
  }
  return out;
}

function tileAt(b: B, c: Cell): GridTile | undefined {
  return b.tiles.find((t) => t.col === c.col && t.row === c.row);
}

/** A tile on a cell, replacing the one there (one step). */
export function stampTile(board: B, cell: Cell, type: TileType, rotation: number): { command: Cmd; tile: GridTile } {
  const old = tileAt(board, cell);
  const id = old?.id ?? nextNumbered('t', new Set(board.tiles.map((t) => t.id)));
  const tile: GridTile = { id, type, col: cell.col, row: cell.row, rotation: ((rotation % 4) + 4) % 4 };
  const tiles = old ? board.tiles.map((t) => (t === old ? tile : t)) : [...board.tiles, tile];
  return { command: setField(`Stamp ${type} tile`, board, 'tiles', tiles), tile };
}

/** A tile given another turn (the inspector's Turn choice): one step, named in the editor's language. */
export function turnTile(board: B, tile: GridTile, rotation: number): Cmd {
  return setField(t('editor.testGrid.turnTile'), board, 'tiles', board.tiles.map((x) => (x === tile ? { ...x, rotation } : x)));
}

function optionTile(ctx: ToolContext): TileType {
  const type = ctx.options.tile;
  return TILE_TYPES.includes(type as TileType) ? (type as TileType) : 'straight';
}

export const GRID_TOOLS: readonly Tool<B>[] = [
  { id: 'select', labelKey: 'editor.toolSelect', key: 'v', kind: 'select', get hint() {
      return t('editor.testGrid.selectHint');
    } },
  {
    id: 'paint',
    labelKey: 'editor.testGrid.toolPaint',
    key: 'p',
    kind: 'paint',
    get hint() {
      return t('editor.testGrid.paintHint');
    },
    paint: (board, cell, ctx) => paintCells(board, [cell], ctx.alt ? '.' : '#'),
  },
  {
    id: 'stamp',
    labelKey: 'editor.testGrid.toolStamp',
    key: 's',
    kind: 'stamp',
    rotations: 4,
    defaults: { tile: 'straight' },
    get hint() {
      return t('editor.testGrid.stampHint');
    },
    stamp(board, cell, ctx) {
      const { command: cmd, tile } = stampTile(board, cell, optionTile(ctx), ctx.rotation);
      return { command: cmd, select: [{ kind: 'tile', id: tile.id }] };
    },
  },
  {
    id: 'fill',
    labelKey: 'editor.testGrid.toolFill',
    key: 'b',
    kind: 'fill',
    get hint() {
      return t('editor.testGrid.fillHint');
    },
    fill(board, cell, ctx) {
      const cmd = paintCells(board, regionOf(board, cell), ctx.alt ? '.' : '#');
      return cmd ? { command: command(cmd.label.replace('cells', 'a region'), cmd.do, cmd.undo) } : t('editor.testGrid.regionAlreadySo');
    },
  },
  { id: 'delete', labelKey: 'editor.toolDelete', key: 'd', kind: 'delete', get hint() {
      return t('editor.testGrid.deleteHint');
    } },
];

export const testGridMode: EditorMode<B> = {
  game: 'test-grid',
  // Its name and first words in the editor's language (getters: read when shown).
  get label() {
    return t('editor.testGrid.name');
  },
  format: gridFormat,
  layout,
  tools: GRID_TOOLS,
  words: {
    get start() {
      return t('editor.testGrid.start');
    },
    fields: { cells: { one: 'row', many: 'rows' } },
  },
  newBoard: () => newGridBoard(),
  elements: (b) => b.tiles.map((t) => ({ kind: 'tile', id: t.id })),
  exists: (b, ref) => (ref.kind === 'tile' ? b.tiles.some((t) => t.id === ref.id) : ref.kind === 'row' ? Number(ref.id) < b.cells.length : true),
  position(b, ref) {
    const t = ref.kind === 'tile' ? b.tiles.find((x) => x.id === ref.id) : undefined;
    if (t) return { x: (t.col - 0.5) * CELL, y: (t.row - 0.5) * CELL };
    if (ref.kind === 'row' && Number(ref.id) < b.cells.length) return { x: (b.cols * CELL) / 2, y: (Number(ref.id) + 0.5) * CELL };
    return null;
  },
  describe(b, ref: ElementRef) {
    const t = ref.kind === 'tile' ? b.tiles.find((x) => x.id === ref.id) : undefined;
    if (t) return `Tile ${t.type} at column ${t.col}, row ${t.row}`;
    if (ref.kind === 'row') return `Row ${Number(ref.id) + 1}`;
    return 'The grid';
  },
  locate(b, path) {
    const m = /^\$\.(tiles|cells)\[(\d+)\]/.exec(path);
    if (!m) return { kind: 'board', id: /^\$\.(\w+)/.exec(path)?.[1] ?? '' };
    const i = Number(m[2]);
    if (m[1] === 'cells') return { kind: 'row', id: String(i) };
    const t = b.tiles[i];
    return t ? { kind: 'tile', id: t.id } : null;
  },
  deleteCommand(b, refs) {
    const ids = new Set(refs.filter((r) => r.kind === 'tile').map((r) => r.id));
    if (!b.tiles.some((t) => ids.has(t.id))) return null;
    return setField(`Delete ${ids.size === 1 ? 'a tile' : `${ids.size} tiles`}`, b, 'tiles', b.tiles.filter((t) => !ids.has(t.id)));
  },
  moveCommand(b, refs, dx, dy) {
    const ids = new Set(refs.filter((r) => r.kind === 'tile').map((r) => r.id));
    const dc = Math.round(dx / CELL);
    const dr = Math.round(dy / CELL);
    if (!ids.size || (dc === 0 && dr === 0)) return null;
    const moved = b.tiles.map((t) => (ids.has(t.id) ? { ...t, col: Math.min(b.cols, Math.max(1, t.col + dc)), row: Math.min(b.rows, Math.max(1, t.row + dr)) } : t));
    return setField(`Move ${ids.size === 1 ? 'a tile' : `${ids.size} tiles`}`, b, 'tiles', moved);
  },
  summary: (b) => `${b.cols} × ${b.rows} cells · ${b.cells.reduce((n, r) => n + (r.match(/#/g)?.length ?? 0), 0)} painted · ${b.tiles.length} tiles`,
};
