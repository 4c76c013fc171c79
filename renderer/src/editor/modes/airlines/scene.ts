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
export class AirlinesEditorScene implements ModeScene<AirlinesBoard> {
  readonly play = new PlayScene();
  readonly root = this.play.root;
  private handles = new Graphics();
  private drawnBoard: AirlinesBoard | null = null;
  private last: SceneState | null = null;
  /** Milliseconds the last board redraw took (the benchmark and the status bar read it). */
  lastDrawMs = 0;

  constructor() {
    this.play.top.addChild(this.handles);
  }

  update(board: AirlinesBoard, state: SceneState): void {
    const changed = board !== this.drawnBoard;
    if (changed) {
      // The play scene redraws only the elements that differ from the last board it drew, so
      // even on a big board each drag step shows the real map (a moved city and its routes).
      const t = performance.now();
      this.play.draw(board);
      this.lastDrawMs = performance.now() - t;
      this.drawnBoard = board;
    }
    const s = this.last;
    if (changed || !s || s.selection !== state.selection || s.highlight !== state.highlight || s.hover !== state.hover || s.pendingFrom !== state.pendingFrom || s.scale !== state.scale) {
      this.drawHandles(state);
    }
    this.last = state;
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
