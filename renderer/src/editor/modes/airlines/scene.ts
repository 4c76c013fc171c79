/**
 * The Airlines map in Pixi for the editor: land, routes in their network's style with cost
 * circles, cities and HQ flags, and the editor's handles (selection, highlight, the route being
 * drawn) on top. Shapes come from geometry.ts; this file only draws them, batched per style so
 * a 1,500-route board is a handful of draw calls. Text uses bitmap fonts (cheap to redraw).
 */
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { AirlinesBoard, RouteType } from '../../../../../games/airlines/types.js';
import { ROUTE_TYPES } from '../../../../../games/airlines/types.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import type { ModeScene, SceneState } from '../../canvas/scene-types.js';
import { refKey } from '../../model/selection.js';
import { boardShapes, CIRCLE_RADIUS, CITY_RADIUS, hitBox, hitTest, ROUTE_COLOURS, type RouteShape } from './geometry.js';

const SELECT = 0xffb300;
const HIGHLIGHT = 0xe53935;
const HOVER = 0x42a5f5;

function colourNumber(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return Number.isFinite(n) ? n : 0x888888;
}

/** A pool of bitmap texts: kept between redraws, hidden when not needed. */
class TextPool {
  private items: BitmapText[] = [];
  private used = 0;
  constructor(
    readonly layer: Container,
    private readonly size: number,
    private readonly fill: number,
  ) {}
  begin(): void {
    this.used = 0;
  }
  put(text: string, x: number, y: number, ax = 0.5, ay = 0.5): void {
    let t = this.items[this.used];
    if (!t) {
      t = new BitmapText({ text, style: { fontFamily: 'Arial', fontSize: this.size, fill: this.fill } });
      this.items.push(t);
      this.layer.addChild(t);
    }
    if (t.text !== text) t.text = text;
    t.anchor.set(ax, ay);
    t.position.set(x, y);
    t.visible = true;
    this.used++;
  }
  end(): void {
    for (let i = this.used; i < this.items.length; i++) this.items[i]!.visible = false;
  }
}

export class AirlinesScene implements ModeScene<AirlinesBoard> {
  readonly root = new Container();
  private land = new Graphics();
  private routeUnder = new Graphics();
  private routes = new Graphics();
  private circles = new Graphics();
  private cities = new Graphics();
  private handles = new Graphics();
  private costText: TextPool;
  private nameText: TextPool;
  private drawn: { board: AirlinesBoard | null; shapes: RouteShape[] } = { board: null, shapes: [] };
  private lastState: SceneState | null = null;

  constructor() {
    const costs = new Container();
    const names = new Container();
    this.root.addChild(this.land, this.routeUnder, this.routes, this.circles, costs, this.cities, names, this.handles);
    this.costText = new TextPool(costs, 7, 0x222222);
    this.nameText = new TextPool(names, 9, 0x1b1b1b);
  }

  update(board: AirlinesBoard, state: SceneState): void {
    const boardChanged = board !== this.drawn.board;
    if (boardChanged) this.drawBoard(board);
    const s = this.lastState;
    if (boardChanged || !s || s.selection !== state.selection || s.highlight !== state.highlight || s.hover !== state.hover || s.pendingFrom !== state.pendingFrom) {
      this.drawHandles(board, state);
    }
    if (!s || s.scale !== state.scale || boardChanged) {
      // Costs under ~4 screen pixels tall are noise: hide them until the user zooms in.
      this.costText.layer.visible = state.scale * 7 >= 4 || board.routes.length < 200;
      this.nameText.layer.visible = state.scale * 9 >= 5 || board.cities.length < 150;
    }
    this.lastState = state;
  }

  /** Draws the whole map; called when the board object changed. */
  private drawBoard(board: AirlinesBoard): void {
    const shapes = boardShapes(board);
    this.drawn = { board, shapes };

    this.land.clear();
    for (const l of board.land ?? []) {
      if (!Array.isArray(l.points) || l.points.length < 3) continue;
      this.land.poly(l.points.flat()).fill({ color: 0xe8e2cf }).stroke({ width: 1, color: 0xc9bf9f });
    }

    this.routes.clear();
    this.circles.clear();
    this.costText.begin();
    const byType = new Map<RouteType, RouteShape[]>();
    for (const s of shapes) {
      const list = byType.get(s.type) ?? [];
      list.push(s);
      byType.set(s.type, list);
    }
    for (const type of ROUTE_TYPES) {
      const list = byType.get(type);
      if (!list) continue;
      const colour = ROUTE_COLOURS[type];
      for (const s of list) {
        for (const line of s.lines) {
          this.routes.moveTo(line[0]!, line[1]!);
          for (let i = 2; i < line.length; i += 2) this.routes.lineTo(line[i]!, line[i + 1]!);
        }
      }
      this.routes.stroke({ width: type === 'double' ? 1 : 1.6, color: colour, cap: 'round' });
      for (const s of list) for (const c of s.circles) this.circles.circle(c.x, c.y, CIRCLE_RADIUS);
      this.circles.fill({ color: 0xffffff }).stroke({ width: 1.2, color: colour });
      for (const s of list) for (const c of s.circles) this.costText.put(String(c.cost), c.x, c.y);
    }
    this.costText.end();

    this.cities.clear();
    this.nameText.begin();
    const hqColours = new Map<string, number[]>();
    for (const a of board.airlines) {
      const list = hqColours.get(a.hq) ?? [];
      list.push(colourNumber(a.colour));
      hqColours.set(a.hq, list);
    }
    for (const c of board.cities) {
      const hq = hqColours.get(c.id);
      if (hq) {
        // A headquarters: a square in the colour of (each) airline based there.
        const w = CITY_RADIUS * 2.2;
        hq.forEach((col, i) => {
          this.cities.rect(c.x - w / 2 + i * 2, c.y - w / 2 - i * 2, w, w).fill({ color: col }).stroke({ width: 1, color: 0x1b1b1b });
        });
      } else {
        this.cities.circle(c.x, c.y, CITY_RADIUS).fill({ color: 0xffffff }).stroke({ width: 1.4, color: 0x1b1b1b });
      }
      this.nameText.put(c.name, c.x, c.y + CITY_RADIUS + 2, 0.5, 0);
    }
    this.nameText.end();
  }

  private drawHandles(board: AirlinesBoard, state: SceneState): void {
    const g = this.handles;
    g.clear();
    const cities = new Map(board.cities.map((c) => [c.id, c]));
    const shapeOf = new Map(this.drawn.shapes.map((s) => [s.id, s]));
    const ring = (id: string, colour: number, r: number) => {
      const c = cities.get(id);
      if (c) g.circle(c.x, c.y, r).stroke({ width: 2, color: colour });
    };
    const routeMark = (id: string, colour: number) => {
      const r = board.routes.find((x) => x.id === id);
      const a = r && cities.get(r.from);
      const b = r && cities.get(r.to);
      if (!a || !b) return;
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 6, color: colour, alpha: 0.45, cap: 'round' });
      for (const c of shapeOf.get(id)?.circles ?? []) g.circle(c.x, c.y, CIRCLE_RADIUS + 1.5).stroke({ width: 1.5, color: colour });
    };
    for (const key of state.selection) {
      const i = key.indexOf(':');
      const kind = key.slice(0, i);
      const id = key.slice(i + 1);
      if (kind === 'city') ring(id, SELECT, CITY_RADIUS + 3);
      else if (kind === 'route') routeMark(id, SELECT);
    }
    if (state.hover && !state.selection.has(refKey(state.hover))) {
      if (state.hover.kind === 'city') ring(state.hover.id, HOVER, CITY_RADIUS + 3);
      else if (state.hover.kind === 'route') routeMark(state.hover.id, HOVER);
    }
    if (state.highlight) {
      if (state.highlight.kind === 'city') ring(state.highlight.id, HIGHLIGHT, CITY_RADIUS + 6);
      else if (state.highlight.kind === 'route') routeMark(state.highlight.id, HIGHLIGHT);
    }
    if (state.pendingFrom?.kind === 'city') ring(state.pendingFrom.id, HIGHLIGHT, CITY_RADIUS + 4);
  }

  hit(board: AirlinesBoard, p: Point, tolerance: number) {
    return hitTest(board, p.x, p.y, tolerance);
  }

  hitBox(board: AirlinesBoard, r: Rect) {
    return hitBox(board, r.x, r.y, r.x + r.width, r.y + r.height);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
