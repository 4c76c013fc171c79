/**
 * A route map in the editor: the play screen's own scene draws the board, and the editor's
 * handles go on its `top` layer: selection rings, the highlighted problem element, the hovered
 * element and the first end of a route being drawn. A game adds handles for its own map
 * elements (bonus connections …) through `extra`.
 */
import { Graphics, type Container } from 'pixi.js';
import type { RouteMapBoard } from '../../../../games/core/route-map.js';
import type { ModeScene, SceneState } from '../../editor-core/modes/scene-types.js';
import { parseKey, refKey, type ElementRef, type Selection } from '../../editor-core/model/selection.js';
import type { EditorHandle } from '../../editor-core/modes/types.js';
import type { Point, Rect } from '../../pixi/camera.js';
import { distance } from '../../pixi/hit.js';
import { BEND_HANDLE_GAIN, centreOf, type BoardGeometry, type SceneHit } from '../geometry.js';
import { tracePath } from '../scene.js';
import { hitBox, hitLasso } from './hit.js';

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
  /** Where each city's name is drawn (map units). */
  cityNameBoxes(): { id: string; x: number; y: number; w: number; h: number }[];
  /** A drag is under way: each step places only the moved cities' names (the rest stay). */
  quickLabels?: boolean;
  /** Places every name again (at the drop). */
  placeAllLabels?(): void;
  /** Leaves out of the frame what lies outside this map area (null: nothing left out). */
  cullTo?(view: Rect | null): void;
  /** A draw may leave circle numbers for later frames (a big board's first frame does not wait for them). */
  deferNumbers?: boolean;
  numbersPending?(): boolean;
  /** Makes some of the numbers left for later; true if it made any. */
  fillNumbers?(): boolean;
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
/** The bend handle's radius on screen (pixels). */
const BEND_PX = 5.5;
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
    this.play.deferNumbers = true;
    if (typeof window !== 'undefined') {
      const hook = window as unknown as EditorHook;
      hook.__boardwrightEditorCityNamePx = (id) => this.play.cityNamePx(id, this.last?.scale ?? 1);
      hook.__boardwrightEditorNameBox = (id) => this.play.cityNameBoxes().find((b) => b.id === id) ?? null;
      hook.__boardwrightEditorRoute = (id) => {
        const r = this.play.geometry?.routes.get(id);
        return r ? { bendHandle: r.bendHandle, middle: r.middle, circles: r.circles } : null;
      };
    }
  }

  update(board: B, state: SceneState): void {
    // Names are placed for the zoom they are read at (zoomed out, they grow to stay readable).
    this.play.setZoom(state.scale);
    this.play.quickLabels = state.live;
    const changed = board !== this.drawnBoard;
    if (changed) {
      // The play scene redraws only the elements that differ from the last board it drew, so
      // even on a big board each drag step shows the real map (a moved city and its routes).
      const t = performance.now();
      this.play.draw(board);
      this.lastDrawMs = performance.now() - t;
      this.drawnBoard = board;
    } else if (this.play.numbersPending?.()) {
      // The numbers a big board's first frame left out, in the next (see unfinished).
      this.play.fillNumbers?.();
    }
    // The drop: the names the drag's steps left where they were find their places again.
    if (this.last?.live && !state.live) this.play.placeAllLabels?.();
    // Zoomed in on a big board, only what is in view is drawn (after the names found their places).
    this.play.cullTo?.(state.view ?? null);
    const s = this.last;
    if (changed || !s || s.selection !== state.selection || s.highlight !== state.highlight || s.hover !== state.hover || s.pendingFrom !== state.pendingFrom || s.scale !== state.scale) {
      this.drawHandles(board, state);
    }
    this.last = state;
  }

  /** Numbers still to be made: the canvas draws another frame, which makes more. */
  unfinished(): boolean {
    return this.play.numbersPending?.() ?? false;
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
        tracePath(g, r.path).stroke({ width: 7 * px, color: colour, alpha: 0.4, cap: 'round', join: 'round' });
        for (const c of r.circles) g.circle(c.x, c.y, circleRadius + 1.5 * px).stroke({ width: 1.5 * px, color: colour });
      } else {
        this.extra.mark?.(g, board, ref, colour, px);
      }
    };
    for (const key of state.selection) mark(parseKey(key), SELECT, 3);
    // A selected route's handles: its bend (a white disc a quarter along it) and, when its numbers
    // were moved off the line, a thread back to where they belong.
    for (const key of state.selection) {
      const ref = parseKey(key);
      const r = ref.kind === 'route' ? geo.routes.get(ref.id) : undefined;
      if (!r) continue;
      const home = r.circlesHome;
      const now = r.circles.length ? centreOf(r.circles) : home;
      if (distance(home, now) > 0.5) {
        g.moveTo(home.x, home.y).lineTo(now.x, now.y).stroke({ width: px, color: SELECT, alpha: 0.8 });
      }
      g.circle(r.bendHandle.x, r.bendHandle.y, BEND_PX * px).fill(0xffffff).stroke({ width: 2 * px, color: SELECT });
    }
    if (state.hover && !state.selection.has(refKey(state.hover))) mark(state.hover, HOVER, 2);
    if (state.highlight) mark(state.highlight, PROBLEM, 7);
    if (state.pendingFrom) mark(state.pendingFrom, PROBLEM, 5);
  }

  hit(board: B, p: Point, scale: number): ElementRef | null {
    const h = this.play.hitTest(p, scale);
    if (h) return { kind: h.kind, id: h.id };
    return this.extra.hit?.(board, p, scale) ?? null;
  }

  /**
   * The handle at a map point: a selected route's bend (its middle) or numbers (its circles),
   * else a city's name (not where the city's dot is: that moves the city).
   */
  handleAt(_board: B, p: Point, scale: number, selection: Selection): EditorHandle | null {
    const geo = this.play.geometry;
    if (!geo) return null;
    const px = 1 / Math.max(0.1, scale);
    for (const key of selection) {
      const ref = parseKey(key);
      const r = ref.kind === 'route' ? geo.routes.get(ref.id) : undefined;
      if (!r) continue;
      const owner = { kind: 'route', id: r.id };
      if (distance(p, r.bendHandle) <= (BEND_PX + 2) * px) {
        // In the handle's own measure: it moves BEND_HANDLE_GAIN times as far as the middle.
        return { ref: { kind: 'bend', id: r.id }, owner, from: { dx: r.bend.dx * BEND_HANDLE_GAIN, dy: r.bend.dy * BEND_HANDLE_GAIN } };
      }
      if (r.circles.some((c) => distance(p, c) <= r.radius)) {
        const now = centreOf(r.circles);
        return { ref: { kind: 'numbers', id: r.id }, owner, from: { dx: now.x - r.circlesHome.x, dy: now.y - r.circlesHome.y } };
      }
    }
    if (this.play.hitTest(p, scale)?.kind === 'city') return null;
    const boxes = this.play.cityNameBoxes();
    for (let i = boxes.length - 1; i >= 0; i--) {
      const b = boxes[i]!;
      const c = geo.cities.get(b.id);
      if (c && p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h) {
        return { ref: { kind: 'name', id: b.id }, owner: { kind: 'city', id: b.id }, from: { dx: b.x - c.x, dy: b.y - c.y } };
      }
    }
    return null;
  }

  hitLasso(board: B, loop: readonly Point[]): ElementRef[] {
    return hitLasso(board, loop);
  }

  hitBox(board: B, r: Rect): ElementRef[] {
    return hitBox(board, r.x, r.y, r.x + r.width, r.y + r.height);
  }

  destroy(): void {
    if (typeof window !== 'undefined') {
      const hook = window as unknown as EditorHook;
      delete hook.__boardwrightEditorCityNamePx;
      delete hook.__boardwrightEditorNameBox;
      delete hook.__boardwrightEditorRoute;
    }
    this.play.destroy();
  }
}

/** For the browser tests: names' boxes and routes' handles in map units. */
interface EditorHook {
  __boardwrightEditorCityNamePx?: (id: string) => number | null;
  __boardwrightEditorNameBox?: (id: string) => { x: number; y: number; w: number; h: number } | null;
  __boardwrightEditorRoute?: (id: string) => { bendHandle: Point; middle: Point; circles: Point[] } | null;
}
