/**
 * The Airlines map in the editor: the play screen's own scene (games/airlines/scene.ts) draws
 * the board, and the editor's handles go on its `top` layer: selection rings, the highlighted
 * problem element, the hovered element and the first end of a route being drawn.
 */
import { Graphics } from 'pixi.js';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { AirlinesScene as PlayScene } from '../../../games/airlines/scene.js';
import { CIRCLE_RADIUS, CITY_RADIUS } from '../../../games/airlines/geometry.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import type { ModeScene, SceneState } from '../../canvas/scene-types.js';
import { parseKey, refKey, type ElementRef } from '../../model/selection.js';
import { hitBox } from './geometry.js';

const SELECT = 0xffb300;
const PROBLEM = 0xe53935;
const HOVER = 0x0b7285;
/** Above this many routes a drag shows a preview and the full map is redrawn when it ends. */
export const LIVE_PREVIEW_ROUTES = 300;

export class AirlinesEditorScene implements ModeScene<AirlinesBoard> {
  readonly play = new PlayScene();
  readonly root = this.play.root;
  private handles = new Graphics();
  private ghost = new Graphics();
  private drawnBoard: AirlinesBoard | null = null;
  private last: SceneState | null = null;
  /** Milliseconds the last full board redraw took (the benchmark and the status bar read it). */
  lastDrawMs = 0;

  constructor() {
    this.play.top.addChild(this.ghost, this.handles);
  }

  update(board: AirlinesBoard, state: SceneState): void {
    const changed = board !== this.drawnBoard;
    const preview = changed && state.live && this.drawnBoard !== null && board.routes.length > LIVE_PREVIEW_ROUTES;
    this.ghost.clear();
    if (preview) {
      // Redrawing every route and label costs too much per pointer move on a big board: show
      // the moved cities and their routes as a light preview until the drag ends.
      this.drawGhost(this.drawnBoard!, board, state.scale);
    } else if (changed) {
      const t = performance.now();
      this.play.draw(board);
      this.lastDrawMs = performance.now() - t;
      this.drawnBoard = board;
    }
    const s = this.last;
    if (preview) {
      this.last = state;
      return;
    }
    if (changed || !s || s.selection !== state.selection || s.highlight !== state.highlight || s.hover !== state.hover || s.pendingFrom !== state.pendingFrom || s.scale !== state.scale) {
      this.drawHandles(state);
    }
    this.last = state;
  }

  private drawGhost(drawn: AirlinesBoard, board: AirlinesBoard, scale: number): void {
    const before = new Map(drawn.cities.map((c) => [c.id, c]));
    const now = new Map(board.cities.map((c) => [c.id, c]));
    const moved = new Set(board.cities.filter((c) => {
      const b = before.get(c.id);
      return !b || b.x !== c.x || b.y !== c.y;
    }).map((c) => c.id));
    if (moved.size === 0) return;
    const g = this.ghost;
    const px = 1 / Math.max(0.1, scale);
    for (const r of board.routes) {
      if (!moved.has(r.from) && !moved.has(r.to)) continue;
      const a = now.get(r.from);
      const b = now.get(r.to);
      if (a && b) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    }
    g.stroke({ width: 2 * px, color: SELECT, alpha: 0.9 });
    for (const id of moved) {
      const c = now.get(id)!;
      g.circle(c.x, c.y, CITY_RADIUS + 1).fill({ color: 0xffffff }).stroke({ width: 2 * px, color: SELECT });
    }
  }

  private drawHandles(state: SceneState): void {
    const g = this.handles;
    g.clear();
    const geo = this.play.geometry;
    if (!geo) return;
    // Handles keep their screen size whatever the zoom.
    const px = 1 / Math.max(0.1, state.scale);
    const mark = (ref: ElementRef, colour: number, grow: number) => {
      if (ref.kind === 'city') {
        const c = geo.cities.get(ref.id);
        if (c) g.circle(c.x, c.y, CITY_RADIUS + grow * px + 2).stroke({ width: 2 * px, color: colour });
      } else if (ref.kind === 'route') {
        const r = geo.routes.get(ref.id);
        if (!r) return;
        g.moveTo(r.a.x, r.a.y).lineTo(r.b.x, r.b.y).stroke({ width: 7 * px, color: colour, alpha: 0.4, cap: 'round' });
        for (const c of r.circles) g.circle(c.x, c.y, CIRCLE_RADIUS + 1.5 * px).stroke({ width: 1.5 * px, color: colour });
      }
    };
    for (const key of state.selection) mark(parseKey(key), SELECT, 3);
    if (state.hover && !state.selection.has(refKey(state.hover))) mark(state.hover, HOVER, 2);
    if (state.highlight) mark(state.highlight, PROBLEM, 7);
    if (state.pendingFrom) mark(state.pendingFrom, PROBLEM, 5);
  }

  hit(_board: AirlinesBoard, p: Point, scale: number): ElementRef | null {
    const h = this.play.hitTest(p, scale);
    return h ? { kind: h.kind, id: h.id } : null;
  }

  hitBox(board: AirlinesBoard, r: Rect): ElementRef[] {
    return hitBox(board, r.x, r.y, r.x + r.width, r.y + r.height);
  }

  destroy(): void {
    this.play.destroy();
  }
}
