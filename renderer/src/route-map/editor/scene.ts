/**
 * A route map in the editor: the play screen's own scene draws the board, and the editor's
 * handles go on its `top` layer: selection rings, the highlighted problem element, the hovered
 * element and the first end of a route being drawn. A game adds handles for its own map
 * elements (bonus connections …) through `extra`.
 */
import { Graphics, type Container } from 'pixi.js';
import type { RouteMapBoard } from '../../../../games/core/route-map.js';
import type { ModeScene, SceneState } from '../../editor/canvas/scene-types.js';
import { parseKey, refKey, type ElementRef } from '../../editor/model/selection.js';
import type { Point, Rect } from '../../pixi/camera.js';
import type { BoardGeometry, SceneHit } from '../geometry.js';
import { hitBox } from './hit.js';

/** What the editor needs of a play scene (the route-map kit's scene has it). */
export interface PlayMapScene<B> {
  readonly root: Container;
  readonly top: Container;
  readonly geometry: BoardGeometry | null;
  draw(board: B): void;
  /** The camera zoom: city names keep a readable size when zoomed out, as on the table. */
  setZoom(scale: number): void;
  /** How tall a city's name is on screen at the camera's `scale` (pixels), for the browser tests. */
  cityNamePx(id: string, scale: number): number | null;
  hitTest(p: Point, scale: number): SceneHit | null;
  destroy(): void;
}

/** A game's own elements on the map: hit them, mark them. */
export interface ExtraElements<B> {
  /** What is under a point among them (asked when the play scene hits nothing). */
  hit?(board: B, p: Point, scale: number): ElementRef | null;
  /** Draws a mark on one of them; false when `ref` is not one of them. */
  mark?(g: Graphics, board: B, ref: ElementRef, colour: number, px: number): boolean;
}

const SELECT = 0xffb300;
const PROBLEM = 0xe53935;
const HOVER = 0x0b7285;

export class RouteMapEditorScene<B extends RouteMapBoard> implements ModeScene<B> {
  readonly root: Container;
  private handles = new Graphics();
  private drawnBoard: B | null = null;
  private last: SceneState | null = null;
  /** Milliseconds the last board redraw took (the benchmark and the status bar read it). */
  lastDrawMs = 0;

  constructor(
    readonly play: PlayMapScene<B>,
    private readonly extra: ExtraElements<B> = {},
  ) {
    this.root = play.root;
    this.play.top.addChild(this.handles);
    if (typeof window !== 'undefined') (window as unknown as EditorHook).__boardwrightEditorCityNamePx = (id) => this.play.cityNamePx(id, this.last?.scale ?? 1);
  }

  update(board: B, state: SceneState): void {
    // Names are placed for the zoom they are read at (zoomed out, they grow to stay readable).
    this.play.setZoom(state.scale);
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
      this.drawHandles(board, state);
    }
    this.last = state;
  }

  private drawHandles(board: B, state: SceneState): void {
    const g = this.handles;
    g.clear();
    const geo = this.play.geometry;
    if (!geo) return;
    const { cityRadius, circleRadius } = geo.sizes;
    // Handles keep their screen size whatever the zoom.
    const px = 1 / Math.max(0.1, state.scale);
    const mark = (ref: ElementRef, colour: number, grow: number) => {
      if (ref.kind === 'city') {
        const c = geo.cities.get(ref.id);
        if (c) g.circle(c.x, c.y, cityRadius + grow * px + 2).stroke({ width: 2 * px, color: colour });
      } else if (ref.kind === 'route') {
        const r = geo.routes.get(ref.id);
        if (!r) return;
        g.moveTo(r.a.x, r.a.y).lineTo(r.b.x, r.b.y).stroke({ width: 7 * px, color: colour, alpha: 0.4, cap: 'round' });
        for (const c of r.circles) g.circle(c.x, c.y, circleRadius + 1.5 * px).stroke({ width: 1.5 * px, color: colour });
      } else {
        this.extra.mark?.(g, board, ref, colour, px);
      }
    };
    for (const key of state.selection) mark(parseKey(key), SELECT, 3);
    if (state.hover && !state.selection.has(refKey(state.hover))) mark(state.hover, HOVER, 2);
    if (state.highlight) mark(state.highlight, PROBLEM, 7);
    if (state.pendingFrom) mark(state.pendingFrom, PROBLEM, 5);
  }

  hit(board: B, p: Point, scale: number): ElementRef | null {
    const h = this.play.hitTest(p, scale);
    if (h) return { kind: h.kind, id: h.id };
    return this.extra.hit?.(board, p, scale) ?? null;
  }

  hitBox(board: B, r: Rect): ElementRef[] {
    return hitBox(board, r.x, r.y, r.x + r.width, r.y + r.height);
  }

  destroy(): void {
    if (typeof window !== 'undefined') delete (window as unknown as EditorHook).__boardwrightEditorCityNamePx;
    this.play.destroy();
  }
}

interface EditorHook {
  __boardwrightEditorCityNamePx?: (id: string) => number | null;
}
