/**
 * The Linie 1 city in the editor: the play screen's own scene (games/linie1/scene.ts) draws the
 * board, and the editor's handles go on its `top` layer: selection, hover and problem rings, the
 * sides of a selected building where its stop sign can go, and under the pointer what the tool
 * would do (a building, or a terminal loop turned by R).
 */
import { Graphics } from 'pixi.js';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { drawLoop } from '../../../games/linie1/draw.js';
import { CELL, loopShape, squareRect, terminalSquares } from '../../../games/linie1/geometry.js';
import { CityScene } from '../../../games/linie1/scene.js';
import { COLOURS } from '../../../games/linie1/style.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import type { ModeScene, SceneState } from '../../canvas/scene-types.js';
import { parseKey, refKey, type ElementRef } from '../../model/selection.js';
import { buildingAt, terminalSpots } from './commands.js';
import { stopSides } from './words.js';

const SELECT = 0xffb300;
const PROBLEM = 0xe53935;
const HOVER = 0x0b7285;

export class Linie1EditorScene implements ModeScene<Linie1Board> {
  readonly city = new CityScene();
  readonly root = this.city.root;
  private readonly handles = new Graphics();
  private drawn: Linie1Board | null = null;
  private last: SceneState | null = null;
  lastDrawMs = 0;

  constructor() {
    this.city.top.addChild(this.handles);
  }

  update(board: Linie1Board, state: SceneState): void {
    const changed = board !== this.drawn;
    if (changed) {
      const t = performance.now();
      this.city.setBoard(board);
      this.drawn = board;
      this.lastDrawMs = performance.now() - t;
    }
    const s = this.last;
    if (
      changed ||
      !s ||
      s.selection !== state.selection ||
      s.highlight !== state.highlight ||
      s.hover !== state.hover ||
      s.cell?.col !== state.cell?.col ||
      s.cell?.row !== state.cell?.row ||
      s.tool !== state.tool ||
      s.rotation !== state.rotation ||
      s.options !== state.options ||
      s.scale !== state.scale
    ) {
      this.drawHandles(board, state);
    }
    this.last = state;
  }

  private ring(board: Linie1Board, ref: ElementRef, colour: number, px: number): void {
    const g = this.handles;
    if (ref.kind === 'building') {
      const b = board.buildings.find((x) => x.id === ref.id);
      if (!b) return;
      const r = squareRect(b);
      g.rect(r.x - 2 * px, r.y - 2 * px, r.width + 4 * px, r.height + 4 * px).stroke({ width: 3 * px, color: colour });
      return;
    }
    const term = ref.kind === 'terminal' ? board.terminals.find((t) => t.id === ref.id) : ref.kind === 'line' ? board.terminals.find((t) => t.line === ref.id) : undefined;
    const terms = ref.kind === 'line' ? board.terminals.filter((t) => t.line === ref.id) : term ? [term] : [];
    for (const t of terms) {
      const sq = terminalSquares(board, t);
      const l = loopShape(board, t);
      if (!sq || !l) continue;
      const a = squareRect(sq[0]);
      const b = squareRect(sq[1]);
      const x = Math.min(a.x, b.x, l.label.x - CELL * 0.35);
      const y = Math.min(a.y, b.y, l.label.y - CELL * 0.35);
      const x2 = Math.max(a.x + CELL, b.x + CELL, l.label.x + CELL * 0.35);
      const y2 = Math.max(a.y + CELL, b.y + CELL, l.label.y + CELL * 0.35);
      g.rect(x, y, x2 - x, y2 - y).stroke({ width: 3 * px, color: colour });
    }
  }

  private drawHandles(board: Linie1Board, state: SceneState): void {
    const g = this.handles;
    g.clear();
    const px = 1 / Math.max(0.1, state.scale);
    for (const key of state.selection) {
      const ref = parseKey(key);
      this.ring(board, ref, SELECT, px);
      // Where this building's stop sign can go: its free sides.
      if (ref.kind === 'building') {
        const b = board.buildings.find((x) => x.id === ref.id);
        if (!b) continue;
        for (const s of stopSides(board, b)) {
          if (!s.free) continue;
          const r = squareRect(s.square);
          g.circle(r.x + CELL / 2, r.y + CELL / 2, CELL * 0.15).fill({ color: COLOURS.sign }).stroke({ width: CELL * 0.05, color: COLOURS.signRing });
        }
      }
    }
    if (state.hover && !state.selection.has(refKey(state.hover))) this.ring(board, state.hover, HOVER, px);
    if (state.highlight) this.ring(board, state.highlight, PROBLEM, px);
    const cell = state.cell;
    if (!cell) return;
    const r = squareRect(cell);
    if (state.tool.kind === 'paint') {
      const erase = buildingAt(board, cell);
      g.roundRect(r.x + 2, r.y + 2, CELL - 4, CELL - 4, CELL * 0.1).fill({ color: COLOURS.building, alpha: erase ? 0.15 : 0.45 }).stroke({ width: 2 * px, color: HOVER });
    } else if (state.tool.kind === 'stamp') {
      const spots = terminalSpots(board, cell);
      const spot = spots.length ? spots[state.rotation % spots.length] : undefined;
      const l = spot ? loopShape(board, spot) : null;
      const line = board.lines.find((x) => x.id === state.options.line);
      if (l) drawLoop(g, l, line?.colour ?? '#9aa5ad', 0.7);
      else g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: PROBLEM });
    } else if (state.tool.kind === 'fill') {
      g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: HOVER });
    }
  }

  hit(board: Linie1Board, p: Point): ElementRef | null {
    const h = this.city.hitTest(p);
    if (!h) return null;
    if (h.kind === 'terminal') return { kind: 'terminal', id: h.id };
    const b = buildingAt(board, h.square);
    return b ? { kind: 'building', id: b.id } : null;
  }

  hitBox(board: Linie1Board, r: Rect): ElementRef[] {
    const inRect = (p: Point) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
    return board.buildings.filter((b) => inRect({ x: (b.col - 0.5) * CELL, y: (b.row - 0.5) * CELL })).map((b) => ({ kind: 'building', id: b.id }));
  }

  destroy(): void {
    this.city.destroy();
  }
}
