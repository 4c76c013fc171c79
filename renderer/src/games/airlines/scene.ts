/**
 * The Airlines board drawn in Pixi: land, cities, HQ flags, routes in their five line styles,
 * circles with their costs, markers in airline colours and sabotage markers.
 *
 * Like chessground, it knows no rules: it draws a board plus an overlay of markers, shows the
 * highlights it is given, and answers "what is at this map point". The play screen feeds it the
 * legal moves as highlights; the editor draws its handles on top of `root`.
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import type { AirlinesBoard, Route, RouteMarker } from '../../../../games/airlines/types.js';
import type { Point, Rect } from '../../pixi/camera.js';
import { boardGeometry, CIRCLE_RADIUS, CITY_RADIUS, hitTest, routeAnchor, type BoardGeometry, type RouteShape, type SceneHit } from './geometry.js';
import { boardPartKeys, flagPlacements, orderChanged, type BoardPartKeys } from './scene-keys.js';
import { MAP_COLOURS, ROUTE_STYLE, textOn } from './style.js';

export interface SceneOverlay {
  /** Per route id, the marker on each circle (same order as `costs`). */
  markers?: Record<string, (RouteMarker | null)[]>;
  /** Airlines whose HQ marker is on the board. */
  founded?: readonly string[];
  /** Airlines that can no longer be founded (their flag is greyed). */
  inactive?: readonly string[];
  /** Circles marked recently (since this player's last move), ringed so they catch the eye. */
  recent?: readonly { route: string; circle: number }[];
}

export interface SceneHighlight {
  routes?: Iterable<string>;
  cities?: Iterable<string>;
  /** Single circles to ring (a sabotage's choice of circle). */
  circles?: Iterable<{ route: string; circle: number }>;
  /** Tint for the highlighted routes (the airline being played), default amber. */
  colour?: string;
}

const TEXT_RESOLUTION = 4;
const CITY_LABEL_SIZE = 6.4;
const LABEL_MIN_PX = 8.5;
const FONT = 'Inter, "Segoe UI", system-ui, sans-serif';

function text(value: string, style: TextStyleOptions): Text {
  const t = new Text({ text: value, style: { fontFamily: FONT, ...style }, resolution: TEXT_RESOLUTION });
  return t;
}

export class AirlinesScene {
  /** Add this to a stage's world. */
  readonly root = new Container();
  /** Called whenever something changed and the stage should draw a frame. */
  onChange: () => void = () => {};

  private readonly landLayer = new Graphics();
  private readonly haloLayer = new Graphics();
  private readonly routeLayer = new Container();
  private readonly hoverLayer = new Graphics();
  private readonly circleLayer = new Container();
  /** Markers: one Graphics redrawn when the markers change (the board itself is not redrawn). */
  private readonly markerLayer = new Graphics();
  private readonly costLayer = new Container();
  /** Founded airlines' rings around their HQ city, under the city dots. */
  private readonly ringLayer = new Graphics();
  private readonly cityLayer = new Container();
  private readonly flagLayer = new Container();
  /** A move being composed, drawn as it would land (ghost markers, the new HQ ring). */
  private readonly previewLayer = new Graphics();
  /** The keyboard's target: a ring that is always visible. */
  private readonly focusLayer = new Graphics();
  /** Free for a consumer (the editor's handles, selection). */
  readonly top = new Container();

  private board: AirlinesBoard | null = null;
  private geo: BoardGeometry | null = null;
  /** The keys of the parts drawn now (see scene-keys.ts): a new board redraws only what differs. */
  private keys: BoardPartKeys | null = null;
  private landKey = '';
  private routeParts = new Map<string, RouteParts>();
  private cityParts = new Map<string, CityParts>();
  private flags = new Map<string, Container>();
  /** Ids in drawing order, so an added, removed or reordered element restacks its layers. */
  private routeOrder: string[] = [];
  private cityOrder: string[] = [];
  private flagOrder: string[] = [];
  private highlighted = new Set<string>();
  private highlightedCities = new Set<string>();
  private highlightColour = MAP_COLOURS.highlight;
  private highlightedCircles: { route: string; circle: number }[] = [];
  private hovered: SceneHit | null = null;
  private focused: SceneHit | null = null;
  private preview: ScenePreview = {};
  private zoom = 1;
  /** Cost label fills per `${route}#${circle}`, recoloured when a marker lands on their circle. */
  private costFills = new Map<string, string>();

  constructor() {
    this.root.addChild(
      this.landLayer,
      this.haloLayer,
      this.routeLayer,
      this.hoverLayer,
      this.circleLayer,
      this.markerLayer,
      this.costLayer,
      this.ringLayer,
      this.cityLayer,
      this.flagLayer,
      this.previewLayer,
      this.focusLayer,
      this.top,
    );
    // The layers holding thousands of objects are render groups of their own: a changed route or
    // a moved handle re-batches its own layer only, not the whole map, and a camera move moves
    // each group as a whole instead of every object in it.
    for (const layer of [this.routeLayer, this.circleLayer, this.costLayer, this.cityLayer, this.flagLayer, this.top]) layer.isRenderGroup = true;
  }

  get geometry(): BoardGeometry | null {
    return this.geo;
  }

  bounds(): Rect {
    return this.geo?.bounds ?? { x: 0, y: 0, width: 1000, height: 700 };
  }

  /**
   * Draws a board and its markers. Only the parts of the board that changed since the last draw
   * are rebuilt (a moved city: its dot, its name, its routes and its flags); a new view of the
   * same board redraws just the markers, rings and flag states.
   */
  draw(board: AirlinesBoard, overlay: SceneOverlay = {}): void {
    // Always compared (cheap next to drawing): a caller may hand in the same object changed.
    this.syncBoard(board);
    this.drawOverlay(board, overlay);
    this.applyHighlight();
    this.drawHover();
    this.drawPreview();
    this.drawFocus();
    this.onChange();
  }

  private syncBoard(board: AirlinesBoard): void {
    const geo = boardGeometry(board);
    const keys = boardPartKeys(board, geo.routes);
    const before = this.keys ?? { routes: new Map(), costs: new Map(), cities: new Map(), names: new Map(), flags: new Map() };
    this.board = board;
    this.geo = geo;
    this.keys = keys;
    const landKey = JSON.stringify(board.land ?? []);
    if (landKey !== this.landKey) this.drawLand(board);
    this.landKey = landKey;
    this.syncRoutes(board, geo, before, keys);
    this.syncCities(board, before, keys);
    this.syncFlags(board, before, keys);
  }

  private syncRoutes(board: AirlinesBoard, geo: BoardGeometry, before: BoardPartKeys, keys: BoardPartKeys): void {
    let restackLabels = false;
    const order: string[] = [];
    for (const r of board.routes) {
      const shape = geo.routes.get(r.id);
      if (!shape) continue;
      order.push(r.id);
      let parts = this.routeParts.get(r.id);
      const shapeChanged = before.routes.get(r.id) !== keys.routes.get(r.id);
      if (!parts) {
        parts = { line: new Graphics(), circles: new Graphics(), labels: [] };
        this.routeParts.set(r.id, parts);
      } else if (!shapeChanged && before.costs.get(r.id) === keys.costs.get(r.id)) {
        continue;
      }
      if (shapeChanged) {
        parts.line.clear();
        drawRouteLine(parts.line, r, shape);
        parts.circles.clear();
        for (const c of shape.circles) drawCircle(parts.circles, c);
      }
      if (this.syncCostLabels(r, shape, parts)) restackLabels = true;
    }
    for (const [id, parts] of this.routeParts) {
      if (keys.routes.has(id)) continue;
      parts.line.destroy();
      parts.circles.destroy();
      parts.labels.forEach((t, i) => {
        t.destroy();
        this.costFills.delete(`${id}#${i}`);
      });
      this.routeParts.delete(id);
      restackLabels = true;
    }
    const restack = orderChanged(this.routeOrder, order);
    this.routeOrder = order;
    if (restack) {
      // Same stacking as a fresh draw: lines, circles and numbers each in board order.
      restackLayer(this.routeLayer, order.map((id) => this.routeParts.get(id)!.line));
      restackLayer(this.circleLayer, order.map((id) => this.routeParts.get(id)!.circles));
    }
    if (restack || restackLabels) restackLayer(this.costLayer, order.flatMap((id) => this.routeParts.get(id)!.labels));
  }

  /** Puts one number per circle; true if labels were added or removed (the layer restacks). */
  private syncCostLabels(r: Route, shape: RouteShape, parts: RouteParts): boolean {
    let counted = false;
    r.costs.forEach((cost, i) => {
      const c = shape.circles[i];
      if (!c) return;
      let label = parts.labels[i];
      if (!label) {
        label = text(String(cost), { fontSize: 5.6, fontWeight: '600', fill: MAP_COLOURS.cost });
        label.anchor.set(0.5);
        parts.labels[i] = label;
        counted = true;
      } else if (label.text !== String(cost)) {
        label.text = String(cost);
      }
      label.position.set(c.x, c.y + 0.2);
    });
    while (parts.labels.length > r.costs.length) {
      parts.labels.pop()!.destroy();
      this.costFills.delete(`${r.id}#${parts.labels.length}`);
      counted = true;
    }
    return counted;
  }

  private syncCities(board: AirlinesBoard, before: BoardPartKeys, keys: BoardPartKeys): void {
    const order: string[] = [];
    const k = this.labelScale();
    for (const c of board.cities) {
      order.push(c.id);
      let parts = this.cityParts.get(c.id);
      if (!parts) {
        // The dot is drawn at the origin and placed, so a move only sets positions.
        const dot = new Graphics();
        dot.circle(0, 0, CITY_RADIUS).fill(MAP_COLOURS.city).stroke({ width: 1, color: MAP_COLOURS.cityEdge });
        const name = text(c.name, { fontSize: CITY_LABEL_SIZE, fill: MAP_COLOURS.label, fontWeight: '500', stroke: { color: '#ffffff', width: 2, join: 'round' } });
        name.anchor.set(0, 0.5);
        name.scale.set(k);
        parts = { dot, name };
        this.cityParts.set(c.id, parts);
      } else if (before.names.get(c.id) !== keys.names.get(c.id)) {
        parts.name.text = c.name;
      }
      if (before.cities.get(c.id) !== keys.cities.get(c.id)) {
        parts.dot.position.set(c.x, c.y);
        parts.name.position.set(c.x + CITY_RADIUS + 2, c.y + 6);
      }
    }
    for (const [id, parts] of this.cityParts) {
      if (keys.cities.has(id)) continue;
      parts.dot.destroy();
      parts.name.destroy();
      this.cityParts.delete(id);
    }
    if (orderChanged(this.cityOrder, order)) restackLayer(this.cityLayer, order.flatMap((id) => [this.cityParts.get(id)!.dot, this.cityParts.get(id)!.name]));
    this.cityOrder = order;
  }

  private syncFlags(board: AirlinesBoard, before: BoardPartKeys, keys: BoardPartKeys): void {
    const order: string[] = [];
    for (const f of flagPlacements(board)) {
      order.push(f.airline.id);
      if (before.flags.get(f.airline.id) === f.key && this.flags.has(f.airline.id)) continue;
      this.flags.get(f.airline.id)?.destroy({ children: true });
      this.flags.set(f.airline.id, buildFlag(f.city, f.airline, f.slot));
      this.flagOrder = []; // a rebuilt flag goes back into the layer
    }
    for (const [id, flag] of this.flags) {
      if (keys.flags.has(id)) continue;
      flag.destroy({ children: true });
      this.flags.delete(id);
    }
    if (orderChanged(this.flagOrder, order)) restackLayer(this.flagLayer, order.map((id) => this.flags.get(id)!));
    this.flagOrder = order;
  }

  private drawOverlay(board: AirlinesBoard, overlay: SceneOverlay): void {
    const airlines = new Map(board.airlines.map((a) => [a.id, a]));
    const g = this.markerLayer;
    g.clear();
    for (const r of board.routes) {
      const shape = this.geo?.routes.get(r.id);
      if (!shape) continue;
      const marks = overlay.markers?.[r.id] ?? [];
      r.costs.forEach((_cost, i) => {
        const c = shape.circles[i];
        const label = this.routeParts.get(r.id)?.labels[i];
        if (!c) return;
        const m = marks[i] ?? null;
        const colour = m ? (airlines.get(m.airline)?.colour ?? '#888888') : MAP_COLOURS.circle;
        if (label) {
          label.visible = !m?.sabotage;
          // Recolouring re-rasterises the text: only when it really changes.
          const fill = m ? textOn(colour) : MAP_COLOURS.cost;
          const k = `${r.id}#${i}`;
          if ((this.costFills.get(k) ?? MAP_COLOURS.cost) !== fill) {
            label.style.fill = fill;
            this.costFills.set(k, fill);
          }
        }
        if (!m) return;
        if (m.sabotage) {
          // Sabotage: the marker lies sticker side up: dark disc, airline ring, a cross.
          g.circle(c.x, c.y, CIRCLE_RADIUS).fill(MAP_COLOURS.sabotage).stroke({ width: 1.3, color: colour });
          const k = CIRCLE_RADIUS * 0.5;
          g.moveTo(c.x - k, c.y - k).lineTo(c.x + k, c.y + k).moveTo(c.x + k, c.y - k).lineTo(c.x - k, c.y + k).stroke({ width: 1.1, color: '#ffffff', cap: 'round' });
        } else {
          g.circle(c.x, c.y, CIRCLE_RADIUS).fill(colour).stroke({ width: 0.9, color: '#1b1b1b' });
        }
      });
    }
    for (const r of overlay.recent ?? []) {
      const c = this.geo?.routes.get(r.route)?.circles[r.circle];
      if (c) g.circle(c.x, c.y, CIRCLE_RADIUS + 1.5).stroke({ width: 1.3, color: MAP_COLOURS.hover });
    }
    const founded = new Set(overlay.founded ?? []);
    const inactive = new Set(overlay.inactive ?? []);
    const rings = this.ringLayer;
    rings.clear();
    for (const a of board.airlines) {
      const city = this.geo?.cities.get(a.hq);
      if (city && founded.has(a.id)) rings.circle(city.x, city.y, CITY_RADIUS + 1.9).fill(a.colour);
      const flag = this.flags.get(a.id);
      if (flag) flag.alpha = inactive.has(a.id) ? 0.35 : 1;
    }
  }

  /** Highlights exactly these routes and cities (and dims the rest); empty clears. */
  highlight(h: SceneHighlight): void {
    this.highlighted = new Set(h.routes ?? []);
    this.highlightedCities = new Set(h.cities ?? []);
    this.highlightColour = h.colour ?? MAP_COLOURS.highlight;
    this.highlightedCircles = [...(h.circles ?? [])];
    this.applyHighlight();
    this.onChange();
  }

  /** Draws a move being composed as it would land; empty clears. */
  setPreview(p: ScenePreview): void {
    this.preview = p;
    this.drawPreview();
    this.onChange();
  }

  /** Rings the keyboard's target (null: none). */
  setFocus(hit: SceneHit | null): void {
    this.focused = hit;
    this.drawFocus();
    this.onChange();
  }

  setHover(hit: SceneHit | null): void {
    const same =
      hit?.kind === this.hovered?.kind && hit?.id === this.hovered?.id && (hit?.kind !== 'route' || this.hovered?.kind !== 'route' || hit.circle === this.hovered.circle);
    if (same) return;
    this.hovered = hit;
    this.drawHover();
    this.onChange();
  }

  /**
   * Tells the scene the camera zoom: city names grow when zoomed out so they stay readable
   * (at least LABEL_MIN_PX on screen), and keep their map size when zoomed in.
   */
  setZoom(scale: number): void {
    if (scale === this.zoom) return;
    this.zoom = scale;
    this.applyZoom();
    // The halo keeps a visible width on screen when zoomed out.
    if (this.highlighted.size > 0 || this.highlightedCities.size > 0) this.applyHighlight();
    if (this.focused) this.drawFocus();
    if (this.preview.markers?.length) this.drawPreview();
  }

  private applyZoom(): void {
    const k = this.labelScale();
    for (const parts of this.cityParts.values()) parts.name.scale.set(k);
  }

  private labelScale(): number {
    return Math.max(1, LABEL_MIN_PX / (CITY_LABEL_SIZE * this.zoom));
  }

  /** What is at a map point; `scale` is the camera zoom (the tolerance is a few screen pixels). */
  hitTest(p: Point, scale: number): SceneHit | null {
    return this.geo ? hitTest(this.geo, p, 5 / Math.max(0.1, scale)) : null;
  }

  /** A map point that clicks this route (null if unknown). */
  routePoint(id: string): Point | null {
    return this.geo ? routeAnchor(this.geo, id) : null;
  }

  cityPoint(id: string): Point | null {
    return this.geo?.cities.get(id) ?? null;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }

  private drawLand(board: AirlinesBoard): void {
    const g = this.landLayer;
    g.clear();
    for (const land of board.land ?? []) {
      g.poly(land.points.flat()).fill(MAP_COLOURS.land).stroke({ width: 1, color: MAP_COLOURS.landEdge, join: 'round' });
    }
  }

  private applyHighlight(): void {
    const halo = this.haloLayer;
    halo.clear();
    // Only a route highlight dims the other routes (city highlights are hints, not a choice).
    const any = this.highlighted.size > 0;
    for (const [id, parts] of this.routeParts) parts.line.alpha = any && !this.highlighted.has(id) ? 0.35 : 1;
    if (!this.geo) return;
    const outer = Math.max(10, 13 / this.zoom);
    const inner = Math.max(4, 5 / this.zoom);
    for (const id of this.highlighted) {
      const s = this.geo.routes.get(id);
      if (!s) continue;
      halo.moveTo(s.a.x, s.a.y).lineTo(s.b.x, s.b.y).stroke({ width: outer, color: this.highlightColour, alpha: 0.5, cap: 'round' });
      halo.moveTo(s.a.x, s.a.y).lineTo(s.b.x, s.b.y).stroke({ width: inner, color: '#ffffff', alpha: 0.6, cap: 'round' });
    }
    for (const id of this.highlightedCities) {
      const c = this.geo.cities.get(id);
      if (c) halo.circle(c.x, c.y, Math.max(CITY_RADIUS + 5, 10 / this.zoom)).fill({ color: this.highlightColour, alpha: 0.55 });
    }
    for (const { route, circle } of this.highlightedCircles) {
      const c = this.geo.routes.get(route)?.circles[circle];
      if (c) halo.circle(c.x, c.y, CIRCLE_RADIUS + 2.2).stroke({ width: 2, color: this.highlightColour });
    }
  }

  private drawPreview(): void {
    const g = this.previewLayer;
    g.clear();
    if (!this.geo) return;
    for (const r of this.preview.rings ?? []) {
      const c = this.geo.cities.get(r.city);
      if (c) g.circle(c.x, c.y, CITY_RADIUS + 1.9).fill({ color: r.colour, alpha: 0.75 }).stroke({ width: 1.2, color: MAP_COLOURS.hover });
    }
    for (const m of this.preview.markers ?? []) {
      const c = this.geo.routes.get(m.route)?.circles[m.circle];
      if (!c) continue;
      // A halo a dozen screen pixels wide at any zoom, so the pending marker is found at a glance.
      g.circle(c.x, c.y, Math.max(CIRCLE_RADIUS + 3, 12 / this.zoom)).fill({ color: MAP_COLOURS.hover, alpha: 0.25 });
      g.circle(c.x, c.y, CIRCLE_RADIUS).fill({ color: m.colour, alpha: 0.8 });
      g.circle(c.x, c.y, CIRCLE_RADIUS + 1.6).stroke({ width: 1.4, color: MAP_COLOURS.hover });
    }
  }

  private drawFocus(): void {
    const g = this.focusLayer;
    g.clear();
    const f = this.focused;
    if (!f || !this.geo) return;
    // A dark ring with a white edge, a few screen pixels wide at any zoom: visible on land and sea.
    const w = Math.max(1.6, 2.6 / this.zoom);
    if (f.kind === 'city') {
      const c = this.geo.cities.get(f.id);
      if (!c) return;
      const r = Math.max(CITY_RADIUS + 6, 12 / this.zoom);
      g.circle(c.x, c.y, r).stroke({ width: w + 1.5, color: '#ffffff' }).circle(c.x, c.y, r).stroke({ width: w, color: MAP_COLOURS.focus });
      return;
    }
    const s = this.geo.routes.get(f.id);
    if (!s) return;
    const at = f.circle !== null ? s.circles[f.circle] : undefined;
    if (at) {
      const r = CIRCLE_RADIUS + 3;
      g.circle(at.x, at.y, r).stroke({ width: w + 1.5, color: '#ffffff' }).circle(at.x, at.y, r).stroke({ width: w, color: MAP_COLOURS.focus });
      return;
    }
    // An outline around the route, so the route and its circles stay readable inside it.
    const half = Math.max(CIRCLE_RADIUS + 2.5, 9 / this.zoom);
    const n = { x: s.normal.x * half, y: s.normal.y * half };
    const d = { x: s.dir.x * 2, y: s.dir.y * 2 };
    const box = [s.a.x - d.x + n.x, s.a.y - d.y + n.y, s.b.x + d.x + n.x, s.b.y + d.y + n.y, s.b.x + d.x - n.x, s.b.y + d.y - n.y, s.a.x - d.x - n.x, s.a.y - d.y - n.y];
    g.poly(box).stroke({ width: w + 1.5, color: '#ffffff', join: 'round' });
    g.poly(box).stroke({ width: w, color: MAP_COLOURS.focus, join: 'round' });
  }

  private drawHover(): void {
    const g = this.hoverLayer;
    g.clear();
    const h = this.hovered;
    if (!h || !this.geo) return;
    if (h.kind === 'route') {
      const s = this.geo.routes.get(h.id);
      if (s) g.moveTo(s.a.x, s.a.y).lineTo(s.b.x, s.b.y).stroke({ width: 4.5, color: MAP_COLOURS.hover, alpha: 0.35, cap: 'round' });
    } else {
      const c = this.geo.cities.get(h.id);
      if (c) g.circle(c.x, c.y, CITY_RADIUS + 3).stroke({ width: 1.5, color: MAP_COLOURS.hover });
    }
  }
}

/** A move being composed, as it would land on the map. */
export interface ScenePreview {
  markers?: { route: string; circle: number; colour: string }[];
  rings?: { city: string; colour: string }[];
}

interface RouteParts {
  line: Graphics;
  circles: Graphics;
  /** The number on each circle, in the order of the route's costs. */
  labels: Text[];
}

interface CityParts {
  dot: Graphics;
  name: Text;
}

/** Puts a layer's children in this order (objects not yet in it are added, none destroyed). */
function restackLayer(layer: Container, children: Container[]): void {
  layer.removeChildren();
  // Added in slices: a spread of thousands of arguments can overflow the call stack.
  for (let i = 0; i < children.length; i += 1000) layer.addChild(...children.slice(i, i + 1000));
}

function drawCircle(g: Graphics, c: Point): void {
  g.circle(c.x, c.y, CIRCLE_RADIUS).fill(MAP_COLOURS.circle).stroke({ width: 0.7, color: MAP_COLOURS.circleEdge });
}

/** An airline's HQ flag on its city; `slot` places a city's second or third flag beside the first. */
function buildFlag(city: Point, airline: AirlinesBoard['airlines'][number], slot: number): Container {
  const flag = new Container();
  const g = new Graphics();
  const poleX = city.x + slot * 24;
  const top = city.y - 17;
  const w = 6 + airline.initials.length * 4.6;
  g.moveTo(poleX, city.y - CITY_RADIUS).lineTo(poleX, top).stroke({ width: 0.9, color: '#2b3440' });
  g.rect(poleX, top, w, 9).fill(airline.colour).stroke({ width: 0.6, color: '#ffffff' });
  const t = text(airline.initials, { fontSize: 6, fontWeight: '700', fill: textOn(airline.colour), letterSpacing: 0.3 });
  t.anchor.set(0.5);
  t.position.set(poleX + w / 2, top + 4.6);
  flag.addChild(g, t);
  return flag;
}

/** One route's line in its network's style. */
export function drawRouteLine(g: Graphics, route: Route, s: RouteShape): void {
  const colour = ROUTE_STYLE[route.type].colour;
  // Leave the city dots clear.
  const a = { x: s.a.x + s.dir.x * CITY_RADIUS, y: s.a.y + s.dir.y * CITY_RADIUS };
  const len = Math.max(0, s.length - 2 * CITY_RADIUS);
  const at = (t: number, side = 0) => ({ x: a.x + s.dir.x * t + s.normal.x * side, y: a.y + s.dir.y * t + s.normal.y * side });
  switch (route.type) {
    case 'solid': {
      const e = at(len);
      g.moveTo(a.x, a.y).lineTo(e.x, e.y).stroke({ width: 2.2, color: colour, cap: 'round' });
      break;
    }
    case 'double': {
      for (const side of [-1.3, 1.3]) {
        const p = at(0, side);
        const q = at(len, side);
        g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      }
      g.stroke({ width: 0.9, color: colour });
      break;
    }
    case 'dashed': {
      for (let t = 0; t < len; t += 7) {
        const p = at(t);
        const q = at(Math.min(len, t + 4.2));
        g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      }
      g.stroke({ width: 1.8, color: colour, cap: 'butt' });
      break;
    }
    case 'dotted': {
      for (let t = 1; t <= len - 0.5; t += 3.6) {
        const p = at(t);
        g.circle(p.x, p.y, 0.95);
      }
      g.fill(colour);
      break;
    }
    case 'wavy': {
      const wavelength = 7;
      const amp = 1.6;
      const steps = Math.max(2, Math.ceil(len / 1.2));
      const p0 = at(0);
      g.moveTo(p0.x, p0.y);
      for (let i = 1; i <= steps; i++) {
        const t = (len * i) / steps;
        const p = at(t, Math.sin((t / wavelength) * 2 * Math.PI) * amp);
        g.lineTo(p.x, p.y);
      }
      g.stroke({ width: 1.3, color: colour, join: 'round' });
      break;
    }
  }
}
