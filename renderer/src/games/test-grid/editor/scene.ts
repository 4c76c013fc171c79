/**
 * The test grid drawn in Pixi: one Graphics per row of cells (a paint stroke redraws only the
 * rows it touched), the tiles, and on top the selection and the tile a stamp would lay.
 */
import { Container, Graphics } from 'pixi.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import { sceneStateChanged, type ModeScene, type SceneState } from '../../../editor-core/modes/scene-types.js';
import { parseKey, refKey, type ElementRef } from '../../../editor-core/model/selection.js';
import type { GridBoard, GridTile } from './board.js';
import { CELL } from './mode.js';

/** What the handles and the stamp's preview are drawn from. */
const HANDLE_KEYS: readonly (keyof SceneState)[] = ['selection', 'highlight', 'hover', 'cell', 'tool', 'rotation', 'options'];

const PAINTED = 0x6b8e23;
const BARE = 0xf4f1e8;
const TRACK = 0x333333;
const SELECT = 0xffb300;
const PROBLEM = 0xe53935;
const HOVER = 0x0b7285;

/** A tile's track, drawn in a cell at (x, y), turned by quarter turns. */
function drawTile(g: Graphics, type: GridTile['type'], x: number, y: number, rotation: number, alpha = 1): void {
  const h = CELL / 2;
  const cx = x + h;
  const cy = y + h;
  const turn = (px: number, py: number): [number, number] => {
    let [dx, dy] = [px - cx, py - cy];
    for (let i = 0; i < rotation; i++) [dx, dy] = [-dy, dx];
    return [cx + dx, cy + dy];
  };
  g.rect(x + 1, y + 1, CELL - 2, CELL - 2).fill({ color: 0xd9d2bf, alpha });
  if (type === 'straight') {
    const [ax, ay] = turn(cx, y);
    const [bx, by] = turn(cx, y + CELL);
    g.moveTo(ax, ay).lineTo(bx, by);
  } else {
    const [ax, ay] = turn(cx, y);
    const [mx, my] = turn(cx, cy);
    const [bx, by] = turn(x + CELL, cy);
    g.moveTo(ax, ay).lineTo(mx, my).lineTo(bx, by);
  }
  g.stroke({ width: 3, color: TRACK, alpha, cap: 'round' });
}

export class GridEditorScene implements ModeScene<GridBoard> {
  readonly root = new Container();
  private readonly rows = new Container();
  private readonly tiles = new Graphics();
  private readonly handles = new Graphics();
  private rowGraphics: Graphics[] = [];
  private drawnRows: string[] = [];
  private drawnTiles: GridTile[] | null = null;
  private last: SceneState | null = null;
  private drawnBoard: GridBoard | null = null;
  lastDrawMs = 0;

  constructor() {
    this.root.addChild(this.rows, this.tiles, this.handles);
  }

  update(board: GridBoard, state: SceneState): void {
    const changed = board !== this.drawnBoard;
    if (changed) {
      const t = performance.now();
      this.drawCells(board);
      if (board.tiles !== this.drawnTiles) this.drawTiles(board);
      this.lastDrawMs = performance.now() - t;
      this.drawnBoard = board;
    }
    if (changed || sceneStateChanged(this.last, state, HANDLE_KEYS)) this.drawHandles(board, state);
    this.last = state;
  }

  private drawCells(board: GridBoard): void {
    while (this.rowGraphics.length > board.cells.length) this.rowGraphics.pop()!.destroy();
    board.cells.forEach((row, r) => {
      let g = this.rowGraphics[r];
      if (!g) {
        g = new Graphics();
        this.rowGraphics.push(g);
        this.rows.addChild(g);
      } else if (this.drawnRows[r] === row) return;
      g.clear();
      for (let c = 0; c < row.length; c++) g.rect(c * CELL, r * CELL, CELL, CELL).fill(row[c] === '#' ? PAINTED : BARE);
      g.rect(0, r * CELL, row.length * CELL, CELL).stroke({ width: 0.5, color: 0x999999, alpha: 0.5 });
    });
    this.drawnRows = [...board.cells];
  }

  private drawTiles(board: GridBoard): void {
    const g = this.tiles;
    g.clear();
    for (const t of board.tiles) drawTile(g, t.type, (t.col - 1) * CELL, (t.row - 1) * CELL, t.rotation);
    this.drawnTiles = board.tiles;
  }

  private drawHandles(board: GridBoard, state: SceneState): void {
    const g = this.handles;
    g.clear();
    const px = 1 / Math.max(0.1, state.scale);
    const ring = (ref: ElementRef, colour: number) => {
      const t = ref.kind === 'tile' ? board.tiles.find((x) => x.id === ref.id) : undefined;
      if (t) g.rect((t.col - 1) * CELL, (t.row - 1) * CELL, CELL, CELL).stroke({ width: 2 * px, color: colour });
      else if (ref.kind === 'row') g.rect(0, Number(ref.id) * CELL, board.cols * CELL, CELL).stroke({ width: 2 * px, color: colour });
    };
    for (const key of state.selection) ring(parseKey(key), SELECT);
    if (state.hover && !state.selection.has(refKey(state.hover))) ring(state.hover, HOVER);
    if (state.highlight) ring(state.highlight, PROBLEM);
    // The tile a click would lay, in its turn, under the pointer.
    if (state.tool.kind === 'stamp' && state.cell) {
      const type = state.options.tile === 'curve' ? 'curve' : 'straight';
      drawTile(g, type, (state.cell.col - 1) * CELL, (state.cell.row - 1) * CELL, state.rotation, 0.5);
    } else if ((state.tool.kind === 'paint' || state.tool.kind === 'fill') && state.cell) {
      g.rect((state.cell.col - 1) * CELL, (state.cell.row - 1) * CELL, CELL, CELL).stroke({ width: 2 * px, color: HOVER });
    }
  }

  hit(board: GridBoard, p: Point): ElementRef | null {
    const col = Math.floor(p.x / CELL) + 1;
    const row = Math.floor(p.y / CELL) + 1;
    const t = board.tiles.find((x) => x.col === col && x.row === row);
    return t ? { kind: 'tile', id: t.id } : null;
  }

  hitBox(board: GridBoard, r: Rect): ElementRef[] {
    return board.tiles
      .filter((t) => {
        const x = (t.col - 0.5) * CELL;
        const y = (t.row - 0.5) * CELL;
        return x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height;
      })
      .map((t) => ({ kind: 'tile', id: t.id }));
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
