/**
 * A route map drawn in Pixi: land, cities with their names, airline flags on cities, routes
 * with the numbered circles printed on them, markers on those circles, and what a screen lays
 * over them (highlights, a move being composed, the keyboard's focus, the hovered element).
 *
 * Like chessground, it knows no rules: a game gives its look (how a route's line is drawn, the
 * numbers on its circles, which flags stand where) and, for each view, the markers to show;
 * the play screen feeds the legal moves in as highlights; the editor draws its handles on `top`.
 * Games add their own drawings to `below` (under the routes) and `above` (over the cities).
 */
import { Container, Graphics, Text, type BitmapText, type Sprite, type TextStyleOptions } from 'pixi.js';
import { costGlyphs, nameGlyphs } from './glyphs.js';
import { discSprite, dotQuad, placeDisc, sideAt, type DiscLook } from './discs.js';
import { offView, routeExtent, sameView } from './cull.js';
import type { MapRoute, RouteMapBoard } from '../../../games/core/route-map.js';
import type { Point, Rect } from '../pixi/camera.js';
import { boardGeometry, DEFAULT_SIZES, hitTest, insetPath, pathWalker, routeAnchor, subPath, type BoardGeometry, type MapSizes, type RouteShape, type SceneHit } from './geometry.js';
import { boardPartKeys, flagPlacements, orderChanged, type BoardPartKeys, type FlagSpec } from './keys.js';
import { claimStages, elapsed, progress, schedule, type Arrival } from './arrivals.js';
import { HARD, placeLabels, type Box } from './labels.js';
import { CostCallouts, type CalloutSpot } from './callouts.js';
import { drawPattern, type MarkerPattern } from './patterns.js';
import { MAP_COLOURS, textOn } from './style.js';
import { distance } from '../pixi/hit.js';
import { motionNow } from '../pixi/motion-clock.js';

/** What differs between the games' maps. */
export interface RouteMapLook<B extends RouteMapBoard> {
  /** The numbers printed in a route's circles, in drawing order (costs, licence prices). */
  numbers(route: B['routes'][number]): readonly number[];
  /** What the route's line looks like, as a key (its network); the line is redrawn when it changes. */
  lineKey(route: B['routes'][number]): string;
  /** `dot` draws a small filled disc cheaply (a dotted line's dots). */
  drawLine(g: Graphics, route: B['routes'][number], shape: RouteShape, sizes: MapSizes, dot: DotPen): void;
  /** The flags standing on cities: headquarters, home airports. */
  flags(board: B): FlagSpec[];
  /** The map's size (the bounds of an empty board). */
  map: { width: number; height: number };
  sizes?: MapSizes;
  /** Font sizes in map units. */
  fonts?: { city: number; cost: number; flag: number };
}

/** Draws a filled disc of `radius` map units at (x, y) into a Graphics. */
export type DotPen = (g: Graphics, x: number, y: number, radius: number, colour: string) => void;

/** A marker on a circle: an airline's colour (a sabotage marker lies face down). */
export interface MapMarker {
  colour: string;
  sabotage?: boolean;
  /** Shown on the marker instead of the circle's number (an airline's initials). */
  label?: string;
  /**
   * A mark drawn on the marker in its contrasting colour (see patterns.ts), so airlines are told
   * apart by shape too. A marker with a mark covers its circle's number, as on the printed board.
   */
  pattern?: MarkerPattern;
}

export interface SceneOverlay {
  /** Per route id, the marker on each circle (same order as the route's numbers). */
  markers?: Record<string, readonly (MapMarker | null)[]>;
  /** Coloured rings round cities (a founded airline's HQ). */
  rings?: readonly { city: string; colour: string }[];
  /** Flags drawn faint (an airline that can no longer be founded). */
  dimmed?: readonly string[];
  /** Circles marked recently (since this player's last move), ringed so they catch the eye. */
  recent?: readonly { route: string; circle: number }[];
}

export interface SceneHighlight {
  routes?: Iterable<string>;
  cities?: Iterable<string>;
  /**
   * Single circles to ring; their numbers are shown large enough to read at any zoom. `note` is
   * said beside the number, always ("GGA": the airline a claim there would be for).
   */
  circles?: Iterable<{ route: string; circle: number; note?: string }>;
  /**
   * The airline being played. Highlights no longer take its colour (a grey or yellow airline's
   * highlight hardly showed): they are one amber band with a dark edge for every airline.
   */
  colour?: string;
}

/** A move being composed, as it would land on the map. */
export interface ScenePreview {
  markers?: { route: string; circle: number; colour: string }[];
  rings?: { city: string; colour: string }[];
  /** Routes drawn wide in a colour (a network growing as licences are picked). */
  lines?: { route: string; colour: string }[];
}

/**
 * Everything a play screen shows on the map, handed over at once (chessground's `set`): a key
 * left out keeps what is on screen; a key given is compared with what is drawn, and only what
 * differs is drawn again (the same config twice draws nothing).
 */
export interface RouteMapConfig<B extends RouteMapBoard> {
  /** A changed board must be a new object (the editor, which edits one in place, calls `draw`). */
  board?: B;
  overlay?: SceneOverlay;
  highlight?: SceneHighlight;
  preview?: ScenePreview;
  /** The keyboard's target, ringed (null: none). */
  focus?: SceneHit | null;
  /** What the pointer is over (null: nothing). */
  hover?: SceneHit | null;
  /** The camera's zoom (names and highlighted numbers keep a readable size). */
  zoom?: number;
}

/** A config part as a string, to tell whether it differs from the one drawn (sets as lists). */
export function configKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v instanceof Set ? [...(v as Set<unknown>)] : v));
}

const TEXT_RESOLUTION = 4;
/** On a play screen, a circle's number is at least this tall on screen where its route has room (issue 29). */
export const COST_MIN_PX = 10;
/** Numbers printed smaller than this on screen (px) are not drawn: they read as specks. */
const COST_SHOWN_PX = 5;
/** A circle holds a number of its radius / this (a two-digit number fills it). */
const FONT_PER_RADIUS = 1 / 0.55;
/** The share of a name's text box above (and below) its letters and their outline: room a neighbour may take. */
const NAME_SPARE = 0.075;
/** How bad a label over an empty circle is, per unit of area (labels.ts: HARD for a marker). */
const EMPTY_CIRCLE = 4;
const LABEL_MIN_PX = 8.5;
/** A highlighted circle's number is at least this tall on screen. */
const BADGE_MIN_PX = 11;
/** The dark edge of a highlight: it shows on land, sea and amber alike. */
const HIGHLIGHT_EDGE = '#22303c';
export const MAP_FONT = 'Inter, "Segoe UI", system-ui, sans-serif';
const DEFAULT_FONTS = { city: 6.4, cost: 5.6, flag: 6 };

export function mapText(value: string, style: TextStyleOptions): Text {
  return new Text({ text: value, style: { fontFamily: MAP_FONT, ...style }, resolution: TEXT_RESOLUTION });
}

export class RouteMapScene<B extends RouteMapBoard> {
  /** Add this to a stage's world. */
  readonly root = new Container();
  /** Called whenever something changed and the stage should draw a frame. */
  onChange: () => void = () => {};

  private readonly landLayer = new Graphics();
  /** A game's own drawing under the routes (bonus connections …). */
  readonly below = new Container();
  private readonly haloLayer = new Graphics();
  private readonly routeLayer = new Container();
  /**
   * The lines an editor's drag is redrawing (see `liveLines`), over the others until the drop.
   * Pixi batches a layer's lines together, and a changed line makes it batch its whole layer
   * again: each drag step re-batched all 1,500 lines of a big board; now it re-batches these few.
   */
  private readonly liveLineLayer = new Container();
  private readonly hoverLayer = new Graphics();
  private readonly circleLayer = new Container();
  /** Markers: one Graphics redrawn when the markers change (the board itself is not redrawn). */
  private readonly markerLayer = new Graphics();
  private readonly costLayer = new Container();
  /** Rings around cities (founded HQs), under the city dots. */
  private readonly ringLayer = new Graphics();
  private readonly cityLayer = new Container();
  private readonly flagLayer = new Container();
  /** A game's own drawing over the cities (a share track …). */
  readonly above = new Container();
  /** Numbers of highlighted circles, readable at any zoom. */
  private readonly badgeLayer = new Container();
  /** Numbers of circles too small to hold them readably, drawn beside them (play screens). */
  private readonly callouts = new CostCallouts(() =>
    mapText('', { fontSize: this.fonts.cost, fontWeight: '700', fill: MAP_COLOURS.cost, stroke: { color: '#ffffff', width: 2.2, join: 'round' } }),
  );
  /** The callouts changed since the labels were last placed. */
  private calloutsMoved = false;
  /** The others' new markers and rings coming in (see `arrive`). */
  private readonly arrivalLayer = new Graphics();
  /** A move being composed, drawn as it would land (ghost markers, rings, lines). */
  private readonly previewLayer = new Graphics();
  /** The keyboard's target: a ring that is always visible. */
  private readonly focusLayer = new Graphics();
  /** Free for a consumer (the editor's handles, selection). */
  readonly top = new Container();

  protected board: B | null = null;
  protected geo: BoardGeometry | null = null;
  protected readonly sizes: MapSizes;
  protected readonly fonts: { city: number; cost: number; flag: number };
  /** The keys of the parts drawn now (see keys.ts): a new board redraws only what differs. */
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
  private highlightedCircles: { route: string; circle: number; note?: string }[] = [];
  private badges: Text[] = [];
  /** The circle each badge shows, in the order of `badges`. */
  private badgeCircles: { route: string; circle: number }[] = [];
  /** Each flag's box on the map (city names keep off them). */
  private flagBoxes = new Map<string, Box>();
  /** The label scale the names were last placed at (a zoom that changes it places them again). */
  private placedAt = -1;
  /**
   * While an editor drags (see `quickLabels`): the cities whose dot or name changed in the last
   * draw, whose names alone are placed again; null when every name must be.
   */
  private movedNames: Set<string> | null = null;
  /**
   * An editor's drag is under way: each step places only the names of the cities it moved, around
   * the others where they are (a full placement of 500 names took hundreds of milliseconds a
   * step); `placeAllLabels()` at the drop places them all again.
   */
  quickLabels = false;
  /** The last draw changed only cities' names or their places by hand (see syncBoard). */
  private namesOnly = false;
  /** The overlay on screen, to draw again when an arrival lands. */
  private overlay: SceneOverlay = {};
  /** Markers (`route#circle`) and rings (`ring:city`) still coming in, in order. */
  private arrivals: Arrival<ArrivalItem>[] = [];
  private hovered: SceneHit | null = null;
  private focused: SceneHit | null = null;
  private preview: ScenePreview = {};
  protected zoom = 1;
  /**
   * A play screen's map grows its circles and their numbers when zoomed out, so the numbers stay
   * COST_MIN_PX tall where the routes have room (see `readableSizes`); the editor's keep their size.
   */
  readableCosts = false;
  /** The circle radius the geometry was built for (a zoom that changes it builds it again). */
  private builtRadius = 0;
  /** Cost label fills per `${route}#${circle}`, recoloured when a marker lands on their circle. */
  private costFills = new Map<string, string>();
  /**
   * Routes whose numbers are still to be made (see `fillNumbers`): a draw makes at most
   * NUMBERS_PER_DRAW new ones, so a big board's first frame does not wait for its 4,000.
   */
  private pendingNumbers = new Set<string>();
  /**
   * A draw makes at most NUMBERS_PER_DRAW numbers and leaves the rest to `fillNumbers` (the
   * editor, which opens boards of any size, asks for it; a play screen draws all at once).
   */
  deferNumbers = false;
  /** New numbers the draw under way may still make. */
  private numberBudget = 0;
  /** The last overlay drawn had no markers, rings or callouts (see drawOverlay). */
  private plainOverlay = false;
  /** The routes whose lines are in `liveLineLayer` (a drag under way). */
  private liveLines = new Set<string>();
  /** The texture side the discs were last sized for (see resizeDiscs). */
  private discSide = 0;
  /** The view last culled to (see `cullTo`; null: nothing culled). */
  private culledView: Rect | null = null;
  /** Something was drawn, made or moved since the last cull: the next culls again. */
  private cullStale = true;
  /** What `set` last drew, as keys (see configKey). */
  private setKeys: { overlay?: string; highlight?: string; preview?: string; focus?: string } = {};

  constructor(readonly look: RouteMapLook<B>) {
    this.sizes = look.sizes ?? DEFAULT_SIZES;
    this.fonts = look.fonts ?? DEFAULT_FONTS;
    // The layers bottom to top, named so the editor bench can count what each draws
    // (test/bench/editor-browser.ts).
    const named: [Container, string][] = [
      [this.landLayer, 'land'],
      [this.below, 'below'],
      [this.haloLayer, 'halo'],
      [this.routeLayer, 'lines'],
      [this.liveLineLayer, 'dragged lines'],
      [this.hoverLayer, 'hover'],
      [this.circleLayer, 'circles'],
      [this.markerLayer, 'markers'],
      [this.costLayer, 'numbers'],
      [this.ringLayer, 'rings'],
      [this.cityLayer, 'cities and names'],
      [this.flagLayer, 'flags'],
      [this.above, 'above'],
      [this.callouts.layer, 'callouts'],
      [this.badgeLayer, 'badges'],
      [this.arrivalLayer, 'arrivals'],
      [this.previewLayer, 'preview'],
      [this.focusLayer, 'focus'],
      [this.top, 'top'],
    ];
    for (const [layer, label] of named) layer.label = `route-map:${label}`;
    this.root.addChild(...named.map(([layer]) => layer));
    // The layers holding thousands of objects are render groups of their own: a changed route or
    // a moved handle re-batches its own layer only, not the whole map, and a camera move moves
    // each group as a whole instead of every object in it.
    for (const layer of [this.routeLayer, this.liveLineLayer, this.circleLayer, this.costLayer, this.cityLayer, this.flagLayer, this.top]) layer.isRenderGroup = true;
  }

  /** The overlay on screen (a game's own `set` draws the board again with it). */
  protected overlayShown(): SceneOverlay {
    return this.overlay;
  }

  get geometry(): BoardGeometry | null {
    return this.geo;
  }

  bounds(): Rect {
    return this.geo?.bounds ?? { x: 0, y: 0, ...this.look.map };
  }

  /**
   * What Fit shows on a play screen: the cities with their flags and their names where they were
   * placed (a name may sit left of its city: the edge city's name must not be cut). Land beyond
   * them is decoration: leaving it out makes the map as large as the space between the panels
   * allows. Names are placed for a zoom, so a caller fits, tells the zoom, and fits again.
   */
  fitBounds(): Rect {
    const cities = [...(this.geo?.cities.values() ?? [])];
    if (cities.length < 2) return this.bounds();
    const r = this.sizes.cityRadius;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    const add = (x: number, y: number, w: number, h: number): void => {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + w);
      y1 = Math.max(y1, y + h);
    };
    for (const c of cities) add(c.x - r, c.y - r, 2 * r, 2 * r);
    for (const b of this.flagBoxes.values()) add(b.x, b.y, b.w, b.h);
    for (const { name } of this.cityParts.values()) if (name.visible && name.text !== '') add(name.x, name.y, name.width, name.height);
    const pad = 4;
    return { x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad };
  }

  /**
   * Shows what a play screen gives (see RouteMapConfig): only the parts that differ from what is
   * on screen are drawn again. True if anything was.
   */
  set(config: RouteMapConfig<B>): boolean {
    let drew = false;
    const key = (part: 'overlay' | 'highlight' | 'preview' | 'focus', value: unknown): boolean => {
      const k = configKey(value);
      if (this.setKeys[part] === k) return false;
      this.setKeys[part] = k;
      return true;
    };
    if (config.zoom !== undefined && config.zoom !== this.zoom) {
      this.setZoom(config.zoom);
      drew = true;
    }
    const board = config.board ?? this.board;
    const overlayNew = config.overlay !== undefined && key('overlay', config.overlay);
    if (board && (board !== this.board || overlayNew)) {
      this.draw(board, config.overlay ?? this.overlay);
      drew = true;
    }
    if (config.highlight !== undefined && key('highlight', config.highlight)) {
      this.highlight(config.highlight);
      drew = true;
    }
    if (config.preview !== undefined && key('preview', config.preview)) {
      this.setPreview(config.preview);
      drew = true;
    }
    if (config.focus !== undefined && key('focus', config.focus)) {
      this.setFocus(config.focus);
      drew = true;
    }
    if (config.hover !== undefined && this.setHover(config.hover)) drew = true;
    return drew;
  }

  /**
   * Draws a board and its markers. Only the parts of the board that changed since the last draw
   * are rebuilt (a moved city: its dot, its name, its routes and its flags); a new view of the
   * same board redraws just the markers, rings and flag states.
   */
  draw(board: B, overlay: SceneOverlay = {}): void {
    // Always compared (cheap next to drawing): a caller may hand in the same object changed.
    this.syncBoard(board);
    this.overlay = overlay;
    this.drawOverlay(board, overlay);
    this.applyHighlight();
    this.drawHover();
    this.drawPreview();
    this.drawFocus();
    this.onChange();
  }

  private syncBoard(board: B): void {
    const sizes = this.readableSizes();
    this.builtRadius = sizes.circleRadius;
    // Only the routes whose ends moved (or that changed) are built again: a drag step on a big
    // board rebuilt all 1,500 shapes.
    const geo = boardGeometry(board, { circles: (r) => this.look.numbers(r).length, sizes, map: this.look.map, minRadius: this.sizes.circleRadius, previous: this.geo });
    const flags = flagPlacements(board.cities, this.look.flags(board));
    const keys = boardPartKeys(board, geo.routes, this.look, flags);
    const before = this.keys ?? { routes: new Map(), costs: new Map(), cities: new Map(), names: new Map(), flags: new Map() };
    const last = this.board;
    this.board = board;
    this.geo = geo;
    this.keys = keys;
    // The same land object is the same land (an edit elsewhere keeps it): no key to build.
    if (board.land !== last?.land || !last) {
      const landKey = JSON.stringify(board.land ?? []);
      if (landKey !== this.landKey) this.drawLand(board);
      this.landKey = landKey;
    }
    this.numberBudget = this.deferNumbers ? (this.costLayer.visible ? NUMBERS_PER_DRAW : 0) : Infinity;
    this.syncRoutes(board, geo, before, keys);
    this.syncCities(board, before, keys);
    this.syncFlags(flags, before, keys);
    this.movedNames = this.placedAt < 0 || !last ? null : changedCities(last, board);
    // Only names changed (a rename, a name put by hand): every dot, line, circle and flag is
    // where it was, so the other names' places still hold (see quickMoves).
    this.namesOnly = !!this.movedNames?.size && (['cities', 'routes', 'costs', 'flags'] as const).every((k) => sameEntries(before[k], keys[k]));
    this.placedAt = -1;
    this.cullStale = true;
  }

  private syncRoutes(board: B, geo: BoardGeometry, before: BoardPartKeys, keys: BoardPartKeys): void {
    if (!this.quickLabels) this.settleLines();
    let restackLabels = false;
    let restackCircles = false;
    const order: string[] = [];
    for (const r of board.routes) {
      const shape = geo.routes.get(r.id);
      if (!shape) continue;
      order.push(r.id);
      let parts = this.routeParts.get(r.id);
      const shapeChanged = before.routes.get(r.id) !== keys.routes.get(r.id);
      if (!parts) {
        parts = { line: new Graphics(), circles: [], labels: [] };
        // Batched whatever its size: Pixi draws a drawing of 400 vertices or more (a curved line)
        // with a draw call of its own (each a CPU cost on SwiftShader).
        parts.line.context.batchMode = 'batch';
        this.routeParts.set(r.id, parts);
      } else if (!shapeChanged && before.costs.get(r.id) === keys.costs.get(r.id)) {
        continue;
      }
      if (shapeChanged) {
        parts.line.clear();
        this.look.drawLine(parts.line, r, shape, this.sizes, dotQuad);
        // A dragged route's line goes to the live layer: the first step re-batches the route
        // layer (as any change would), the next steps only the lines being dragged.
        if (this.quickLabels && !this.liveLines.has(r.id) && parts.line.parent === this.routeLayer) {
          this.liveLineLayer.addChild(parts.line);
          this.liveLines.add(r.id);
        }
        if (this.syncCircles(shape, parts)) restackCircles = true;
      }
      if (this.syncCostLabels(r, shape, parts)) restackLabels = true;
    }
    for (const id of this.pendingNumbers) if (!keys.routes.has(id)) this.pendingNumbers.delete(id);
    for (const [id, parts] of this.routeParts) {
      if (keys.routes.has(id)) continue;
      parts.line.destroy();
      this.liveLines.delete(id);
      for (const c of parts.circles) c.destroy();
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
      this.liveLines.clear();
    }
    if (restack || restackCircles) restackLayer(this.circleLayer, order.flatMap((id) => this.routeParts.get(id)!.circles));
    if (restack || restackLabels) restackLayer(this.costLayer, order.flatMap((id) => this.routeParts.get(id)!.labels));
  }

  /** The drag's lines back in the route layer, in board order (the drop). */
  private settleLines(): void {
    if (this.liveLines.size === 0) return;
    this.liveLines.clear();
    restackLayer(this.routeLayer, this.routeOrder.map((id) => this.routeParts.get(id)!.line));
  }

  /** A route's circles, one disc sprite each (discs.ts); true if some were added or removed (the layer restacks). */
  private syncCircles(shape: RouteShape, parts: RouteParts): boolean {
    const { circles } = parts;
    const counted = circles.length !== shape.circles.length;
    while (circles.length > shape.circles.length) circles.pop()!.destroy();
    shape.circles.forEach((c, i) => {
      const disc = circles[i];
      if (disc) placeDisc(disc, c.x, c.y, shape.radius, CIRCLE_LOOK, this.zoom);
      else circles.push(discSprite(c.x, c.y, shape.radius, CIRCLE_LOOK, this.zoom));
    });
    return counted;
  }

  /** Every disc's texture for the new zoom (discs.ts: a texture about its size on screen), when it changes. */
  private resizeDiscs(): void {
    const side = sideAt(this.sizes.circleRadius, CIRCLE_LOOK, this.zoom);
    if (side === this.discSide) return;
    this.discSide = side;
    for (const [id, parts] of this.routeParts) {
      const shape = this.geo?.routes.get(id);
      if (shape) this.syncCircles(shape, parts);
    }
    const r = this.sizes.cityRadius;
    for (const [id, { dot }] of this.cityParts) {
      const c = this.geo?.cities.get(id);
      if (c) placeDisc(dot, c.x, c.y, r, CITY_LOOK, this.zoom);
    }
  }

  /**
   * Whether some routes' numbers are still to be made (the caller draws another frame, calling
   * `fillNumbers`). Numbers too small to be drawn at this zoom (see setZoom) wait until a zoom
   * shows them: Pixi builds a hidden layer's words all the same, and a big board's 4,000 numbers
   * were most of the work of opening it zoomed out.
   */
  numbersPending(): boolean {
    return this.pendingNumbers.size > 0 && this.costLayer.visible;
  }

  /**
   * Makes every number a draw left for later: a big board's first frame shows its routes,
   * circles, cities and names, and the numbers come in the next. All at once: spread over
   * several frames, each frame drew the whole map again (on SwiftShader, seconds each).
   * True if it made any (the stage should draw).
   */
  fillNumbers(): boolean {
    const board = this.board;
    const geo = this.geo;
    if (!board || !geo || !this.numbersPending()) return false;
    this.numberBudget = Infinity;
    const byId = new Map(board.routes.map((r) => [r.id, r]));
    for (const id of [...this.pendingNumbers]) {
      const r = byId.get(id);
      const shape = geo.routes.get(id);
      const parts = this.routeParts.get(id);
      if (!r || !shape || !parts) {
        this.pendingNumbers.delete(id);
        continue;
      }
      this.syncCostLabels(r, shape, parts);
    }
    restackLayer(this.costLayer, this.routeOrder.flatMap((id) => this.routeParts.get(id)?.labels ?? []));
    this.cullStale = true;
    // The new numbers take the overlay's marks (a marker over one, a callout beside it); with
    // none, they are right as made.
    if (!this.plainOverlay) this.redrawOverlay();
    this.onChange();
    return true;
  }

  /** Puts one number per circle; true if labels were added or removed (the layer restacks). */
  private syncCostLabels(r: B['routes'][number], shape: RouteShape, parts: RouteParts): boolean {
    let counted = false;
    const numbers = this.look.numbers(r);
    const making = Math.max(0, Math.min(numbers.length, shape.circles.length) - parts.labels.length);
    if (making > 0 && this.numberBudget < making) {
      // Made on a later frame (fillNumbers); its circles are drawn now.
      this.pendingNumbers.add(r.id);
      return false;
    }
    this.numberBudget -= making;
    this.pendingNumbers.delete(r.id);
    numbers.forEach((cost, i) => {
      const c = shape.circles[i];
      if (!c) return;
      let label = parts.labels[i];
      if (!label) {
        label = costGlyphs(String(cost), MAP_FONT, this.fonts.cost, MAP_COLOURS.cost);
        label.anchor.set(0.5);
        parts.labels[i] = label;
        counted = true;
      } else if (label.text !== String(cost)) {
        label.text = String(cost);
      }
      label.position.set(c.x, c.y + 0.2);
    });
    while (parts.labels.length > numbers.length) {
      parts.labels.pop()!.destroy();
      this.costFills.delete(`${r.id}#${parts.labels.length}`);
      counted = true;
    }
    return counted;
  }

  private syncCities(board: B, before: BoardPartKeys, keys: BoardPartKeys): void {
    const order: string[] = [];
    const k = this.labelScale();
    const r = this.sizes.cityRadius;
    for (const c of board.cities) {
      order.push(c.id);
      let parts = this.cityParts.get(c.id);
      if (!parts) {
        // One sprite of the shared dot texture, placed: a move only sets its position.
        const dot = discSprite(c.x, c.y, r, CITY_LOOK, this.zoom);
        const name = nameGlyphs(c.name, MAP_FONT, this.fonts.city);
        name.anchor.set(0, 0);
        name.scale.set(k);
        parts = { dot, name };
        this.cityParts.set(c.id, parts);
      } else if (before.names.get(c.id) !== keys.names.get(c.id)) {
        parts.name.text = c.name;
      }
      if (before.cities.get(c.id) !== keys.cities.get(c.id)) placeDisc(parts.dot, c.x, c.y, r, CITY_LOOK, this.zoom);
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

  private syncFlags(flags: ReturnType<typeof flagPlacements>, before: BoardPartKeys, keys: BoardPartKeys): void {
    const order: string[] = [];
    for (const f of flags) {
      order.push(f.flag.id);
      if (before.flags.get(f.flag.id) === f.key && this.flags.has(f.flag.id)) continue;
      this.flags.get(f.flag.id)?.destroy({ children: true });
      this.flags.set(f.flag.id, this.buildFlag(f.city, f.flag, f.slot));
      this.flagBoxes.set(f.flag.id, this.flagBox(f.city, f.flag, f.slot));
      this.flagOrder = []; // a rebuilt flag goes back into the layer
    }
    for (const [id, flag] of this.flags) {
      if (keys.flags.has(id)) continue;
      flag.destroy({ children: true });
      this.flags.delete(id);
      this.flagBoxes.delete(id);
    }
    if (orderChanged(this.flagOrder, order)) restackLayer(this.flagLayer, order.map((id) => this.flags.get(id)!));
    this.flagOrder = order;
  }

  /** Where a flag stands: its pole and cloth (see buildFlag). */
  private flagBox(city: Point, spec: FlagSpec, slot: number): Box {
    const font = this.fonts.flag;
    const poleX = city.x + slot * (font * 4);
    const h = font * 1.5;
    const top = city.y - 8 - h;
    const w = font + spec.initials.length * font * 0.77;
    return { x: poleX - 0.5, y: top - 0.5, w: w + 1, h: city.y - this.sizes.cityRadius - top + 1 };
  }

  /** An airline's flag on its city; `slot` places a city's second or third flag beside the first. */
  private buildFlag(city: Point, spec: FlagSpec, slot: number): Container {
    const flag = new Container();
    const g = new Graphics();
    const font = this.fonts.flag;
    const poleX = city.x + slot * (font * 4);
    const h = font * 1.5;
    const top = city.y - 8 - h;
    const w = font + spec.initials.length * font * 0.77;
    g.moveTo(poleX, city.y - this.sizes.cityRadius).lineTo(poleX, top).stroke({ width: 0.9, color: '#2b3440' });
    g.rect(poleX, top, w, h).fill(spec.colour).stroke({ width: 0.6, color: '#5b6875' });
    const t = mapText(spec.initials, { fontSize: font, fontWeight: '700', fill: textOn(spec.colour), letterSpacing: 0.3 });
    t.anchor.set(0.5);
    t.position.set(poleX + w / 2, top + h / 2 + 0.1);
    flag.addChild(g, t);
    return flag;
  }

  private drawOverlay(board: B, overlay: SceneOverlay): void {
    const g = this.markerLayer;
    g.clear();
    // No markers, rings or callouts now nor at the last draw (the editor): every number is as
    // syncCostLabels made it, so the 4,000 circles of a big board are not walked on each drag step.
    const plain = !this.readableCosts && this.arrivals.length === 0 && !overlay.markers && !overlay.recent?.length && !overlay.rings?.length && !overlay.dimmed?.length;
    const wasPlain = this.plainOverlay;
    this.plainOverlay = plain;
    if (plain && wasPlain) {
      this.ringLayer.clear();
      for (const flag of this.flags.values()) flag.alpha = 1;
      return;
    }
    const callouts: CalloutSpot[] = [];
    // A number smaller than this on screen is drawn outside its circle instead (play screens).
    const small = this.readableCosts ? COST_MIN_PX - 0.01 : 0;
    for (const r of board.routes) {
      const shape = this.geo?.routes.get(r.id);
      if (!shape) continue;
      const R = shape.radius;
      const scale = this.costScale(shape);
      const outside = this.fonts.cost * scale * this.zoom < small;
      const marks = overlay.markers?.[r.id] ?? [];
      const labels = this.routeParts.get(r.id)?.labels ?? [];
      const numbers = this.look.numbers(r);
      shape.circles.forEach((c, i) => {
        const label = labels[i];
        // A marker still coming in is not there yet: its circle shows as it was.
        const m = this.coming(`${r.id}#${i}`) ? null : (marks[i] ?? null);
        if (label) {
          // A marker with a mark covers the number, as a wooden marker does on the printed board.
          label.visible = !m?.sabotage && !(m?.pattern && !m.label);
          const text = m?.label ?? String(numbers[i] ?? '');
          if (!m && outside) {
            label.visible = false;
            callouts.push({ route: r.id, circle: i, text, at: c, radius: R });
          }
          if (label.text !== text) label.text = text;
          // Initials are longer than a price: a smaller size keeps them inside the circle.
          const size = scale * (text.length > 2 ? 0.62 : text.length > 1 && m?.label ? 0.8 : 1);
          if (label.scale.x !== size) label.scale.set(size);
          // Recolouring re-rasterises the text: only when it really changes.
          const fill = m ? textOn(m.colour) : MAP_COLOURS.cost;
          const k = `${r.id}#${i}`;
          if ((this.costFills.get(k) ?? MAP_COLOURS.cost) !== fill) {
            label.style.fill = fill;
            this.costFills.set(k, fill);
          }
        }
        if (!m) return;
        if (m.sabotage) {
          // Sabotage: the marker lies sticker side up: dark disc, airline ring, a cross.
          g.circle(c.x, c.y, R).fill(MAP_COLOURS.sabotage).stroke({ width: 1.3, color: m.colour });
          const k = R * 0.5;
          g.moveTo(c.x - k, c.y - k).lineTo(c.x + k, c.y + k).moveTo(c.x + k, c.y - k).lineTo(c.x - k, c.y + k).stroke({ width: 1.1, color: '#ffffff', cap: 'round' });
        } else {
          g.circle(c.x, c.y, R).fill(m.colour).stroke({ width: 0.9, color: '#1b1b1b' });
          if (m.pattern) drawPattern(g, m.pattern, c, R, textOn(m.colour));
        }
      });
    }
    for (const r of overlay.recent ?? []) {
      const shape = this.geo?.routes.get(r.route);
      const c = shape?.circles[r.circle];
      if (shape && c) g.circle(c.x, c.y, shape.radius + 1.5).stroke({ width: 1.3, color: MAP_COLOURS.hover });
    }
    const rings = this.ringLayer;
    rings.clear();
    for (const ring of overlay.rings ?? []) {
      const city = this.geo?.cities.get(ring.city);
      if (city && !this.coming(`ring:${ring.city}`)) rings.circle(city.x, city.y, this.sizes.cityRadius + 1.9).fill(ring.colour);
    }
    const dimmed = new Set(overlay.dimmed ?? []);
    for (const [id, flag] of this.flags) flag.alpha = dimmed.has(id) ? 0.35 : 1;
    if (this.callouts.set(callouts, (COST_MIN_PX * 1.02) / (this.fonts.cost * this.zoom))) this.calloutsMoved = true;
  }

  /**
   * Shows these markers and rings of the overlay coming in one after the other, `pace` ms each,
   * after those still coming from the states before, so a person follows every move in order
   * (a backlog is squeezed: nothing waits more than a few seconds, see `schedule`).
   * Pace 0: everything lands at once. The stage draws frames only while something is coming
   * (`animating`), none at idle. A claimed route with a `from` city is first drawn out from it,
   * then its marker drops. Timed on the animations' clock (a test may hold it).
   */
  arrive(items: readonly ArrivalItem[], pace: number, now = motionNow()): void {
    if (pace <= 0) {
      this.settle();
      return;
    }
    const waiting = this.arrivals.filter((a) => a.end > now);
    const next = schedule(items, now, waiting.at(-1)?.end ?? now, pace);
    if (next.length === 0) return;
    this.arrivals = [...waiting, ...next];
    this.redrawOverlay();
    this.drawArrivals(now);
    this.onChange();
  }

  /** Puts every marker still coming in in place at once (the game ended, a replay began). */
  settle(): void {
    if (this.arrivals.length === 0) return;
    this.arrivals = [];
    this.redrawOverlay();
    this.drawArrivals(0);
    this.onChange();
  }

  /** Whether markers are still coming in (the stage asks for another frame). */
  animating(): boolean {
    return this.arrivals.length > 0;
  }

  /**
   * When the first arrival still coming in at `now` runs (null: none), for freezing it mid-way
   * (tests). One already over but not yet ticked away is passed by: holding the clock there would
   * hold the ones after it before their start, unseen.
   */
  motionWindow(now = performance.now()): { start: number; end: number } | null {
    const a = this.arrivals.find((x) => x.end > now);
    return a ? { start: a.start, end: a.end } : null;
  }

  /** Where the first arrival still coming in lands (map units; null: none), for a close-up (tests). */
  motionPoint(): Point | null {
    // On the animations' clock: held, it is the held moment.
    const now = motionNow();
    const item = this.arrivals.find((x) => x.end > now)?.item;
    if (!item) return null;
    return item.kind === 'ring' ? this.cityPoint(item.city) : (this.geo?.routes.get(item.route)?.circles[item.circle] ?? null);
  }

  /**
   * How far the first claim still coming in is drawn at the animations' clock: its line (0 … 1)
   * and its marker (null: none coming, or not a claim drawn from a city). For the browser tests.
   */
  motionStage(): { line: number; marker: number } | null {
    const now = motionNow();
    const a = this.arrivals.find((x) => x.end > now);
    return a && a.item.kind === 'marker' && a.item.from ? claimStages(elapsed(a, now)) : null;
  }

  /** Moves the arrivals on to `now`; those done join the overlay. */
  tick(now = performance.now()): void {
    if (this.arrivals.length === 0) return;
    const before = this.arrivals.length;
    this.arrivals = this.arrivals.filter((a) => a.end > now);
    if (this.arrivals.length !== before) this.redrawOverlay();
    this.drawArrivals(now);
  }

  /** The markers again (an arrival landed); the labels move if a callout came or went. */
  private redrawOverlay(): void {
    if (!this.board) return;
    this.drawOverlay(this.board, this.overlay);
    if (this.calloutsMoved) this.layoutLabels();
  }

  private coming(key: string): boolean {
    return this.arrivals.some((a) => a.item.key === key);
  }

  /** The arrivals under way: a marker falling into its circle, a ring closing round its city. */
  private drawArrivals(now: number): void {
    const g = this.arrivalLayer;
    g.clear();
    if (!this.geo) return;
    for (const a of this.arrivals) {
      const t = progress(a, now);
      if (t <= 0) continue;
      const { item } = a;
      // A ring a dozen screen pixels wide shrinks onto the spot, so the eye finds it at any zoom.
      const R = item.kind === 'marker' ? (this.geo.routes.get(item.route)?.radius ?? this.sizes.circleRadius) : this.sizes.circleRadius;
      const reach = Math.max(R * 3, 18 / this.zoom);
      const spread = reach * (1 - t);
      if (item.kind === 'ring') {
        const c = this.geo.cities.get(item.city);
        if (!c) continue;
        const r = this.sizes.cityRadius + 1.9;
        g.circle(c.x, c.y, r + spread).stroke({ width: Math.max(1.5, 2.5 / this.zoom), color: MAP_COLOURS.hover, alpha: 1 - t * 0.6 });
        g.circle(c.x, c.y, r).fill({ color: item.colour, alpha: t });
        continue;
      }
      const shape = this.geo.routes.get(item.route);
      const c = shape?.circles[item.circle];
      if (!shape || !c) continue;
      let tm = t;
      const from = item.from ? this.geo.cities.get(item.from) : undefined;
      if (from) {
        // On linear time: the stages ease themselves (an eased clock would draw the line in a blink).
        const stages = claimStages(elapsed(a, now));
        tm = stages.marker;
        if (stages.line <= 0) continue;
        // Out from the city the airline already reaches, along the route, in the airline's colour,
        // a thick band with a dark edge and a bright head at its tip, so it is seen at any zoom.
        const fromA = distance(from, shape.a) <= distance(from, shape.b);
        const len = pathWalker(shape.path).length;
        const drawn = fromA ? subPath(shape.path, 0, len * stages.line) : subPath(shape.path, len * (1 - stages.line), len);
        const w = Math.max(4, 7 / this.zoom);
        const fade = 1 - tm * 0.7;
        const edge = Math.max(1.5, 2.5 / this.zoom);
        // A white glow under a dark edge: a pale airline's line shows on land and sea alike.
        tracePath(g, drawn).stroke({ width: w + 4 * edge, color: '#ffffff', alpha: 0.85 * fade, cap: 'round', join: 'round' });
        tracePath(g, drawn).stroke({ width: w + 2 * edge, color: HIGHLIGHT_EDGE, alpha: 0.9 * fade, cap: 'round', join: 'round' });
        tracePath(g, drawn).stroke({ width: w, color: item.colour, alpha: fade, cap: 'round', join: 'round' });
        const head = fromA ? drawn[drawn.length - 1] : drawn[0];
        if (head && stages.line < 1) {
          // The tip travels with a ring round it a dozen screen pixels wide, so the eye finds it.
          g.circle(head.x, head.y, Math.max(w * 1.6, 14 / this.zoom)).stroke({ width: edge, color: MAP_COLOURS.hover, alpha: 0.9 });
          g.circle(head.x, head.y, w * 0.95).fill({ color: '#ffffff' }).stroke({ width: edge * 0.8, color: HIGHLIGHT_EDGE });
          g.circle(head.x, head.y, w * 0.55).fill(item.colour);
        }
        if (tm <= 0) continue;
      }
      g.circle(c.x, c.y, R + reach * (1 - tm)).stroke({ width: Math.max(1.5, 2.5 / this.zoom), color: MAP_COLOURS.hover, alpha: 1 - tm * 0.6 });
      const r = R * (1.6 - 0.6 * tm);
      if (item.sabotage) g.circle(c.x, c.y, r).fill({ color: MAP_COLOURS.sabotage, alpha: tm }).stroke({ width: 1.3, color: item.colour, alpha: tm });
      else {
        g.circle(c.x, c.y, r).fill({ color: item.colour, alpha: tm }).stroke({ width: 0.9, color: '#1b1b1b', alpha: tm });
        if (item.pattern && tm > 0.5) drawPattern(g, item.pattern, c, r, textOn(item.colour));
      }
    }
  }

  /** Highlights exactly these routes and cities (and dims the rest); empty clears. */
  private highlight(h: SceneHighlight): void {
    this.highlighted = new Set(h.routes ?? []);
    this.highlightedCities = new Set(h.cities ?? []);
    this.highlightedCircles = [...(h.circles ?? [])];
    this.applyHighlight();
    this.onChange();
  }

  /** Draws a move being composed as it would land; empty clears. */
  private setPreview(p: ScenePreview): void {
    this.preview = p;
    this.drawPreview();
    this.onChange();
  }

  /** Rings the keyboard's target (null: none). */
  private setFocus(hit: SceneHit | null): void {
    this.focused = hit;
    this.drawFocus();
    this.onChange();
  }

  /** Outlines what the pointer is over; false if it was already. */
  private setHover(hit: SceneHit | null): boolean {
    const same =
      hit?.kind === this.hovered?.kind && hit?.id === this.hovered?.id && (hit?.kind !== 'route' || this.hovered?.kind !== 'route' || hit.circle === this.hovered.circle);
    if (same) return false;
    this.hovered = hit;
    this.drawHover();
    this.onChange();
    return true;
  }

  /**
   * Tells the scene the camera zoom: city names and highlighted numbers grow when zoomed out so
   * they stay readable, and keep their map size when zoomed in. (Play screens give it in `set`;
   * the editor and the lab's heat view call this.)
   */
  setZoom(scale: number): void {
    if (scale === this.zoom) return;
    this.zoom = scale;
    if (this.readableCosts && this.board) {
      // Circles and their numbers keep a readable size on screen: the geometry follows the zoom.
      if (this.readableSizes().circleRadius !== this.builtRadius) this.syncBoard(this.board);
      this.drawOverlay(this.board, this.overlay);
    }
    this.resizeDiscs();
    // Drawn by zoom: an editor's numbers too small to read (a whole big board in view) are not drawn.
    this.costLayer.visible = this.readableCosts || this.fonts.cost * scale >= COST_SHOWN_PX;
    const k = this.labelScale();
    for (const parts of this.cityParts.values()) parts.name.scale.set(k);
    if (k !== this.placedAt) this.movedNames = null;
    // The halo keeps a visible width on screen when zoomed out; the badges keep a readable size.
    if (this.highlighted.size > 0 || this.highlightedCities.size > 0 || this.highlightedCircles.length > 0) this.applyHighlight();
    else if (k !== this.placedAt || this.calloutsMoved) this.layoutLabels();
    if (this.focused) this.drawFocus();
    if (this.preview.markers?.length || this.preview.lines?.length) this.drawPreview();
    this.zoomChanged();
  }

  /**
   * The sizes the geometry is built with: the map's own, or on a play screen circles big enough
   * to hold a COST_MIN_PX number at this zoom (in steps of 5 %, so a zoom rebuilds it seldom).
   */
  private readableSizes(): MapSizes {
    if (!this.readableCosts) return this.sizes;
    const want = COST_MIN_PX / FONT_PER_RADIUS / this.zoom;
    if (want <= this.sizes.circleRadius) return this.sizes;
    const stepped = this.sizes.circleRadius * 1.05 ** Math.ceil(Math.log(want / this.sizes.circleRadius) / Math.log(1.05));
    return { ...this.sizes, circleRadius: stepped };
  }

  /**
   * How much a route's numbers are scaled: on a play screen, up to COST_MIN_PX on screen as far
   * as its circles hold them; otherwise their own size.
   */
  private costScale(shape: RouteShape): number {
    if (!this.readableCosts) return 1;
    const wanted = COST_MIN_PX / (this.fonts.cost * this.zoom);
    const holds = (shape.radius * FONT_PER_RADIUS) / this.fonts.cost;
    return Math.max(1, Math.min(wanted, holds));
  }

  /** For a game's own drawings that keep a screen size. */
  protected zoomChanged(): void {}

  /**
   * Leaves out of the frame what lies wholly outside `view` (map units, the camera's view): each
   * route's line, circles and numbers, each city's dot and name. Pixi's `culled` flag, apart from
   * `visible` (which a marker over a number sets). Null: nothing culled. Works only when the view
   * moved or the board was drawn again since the last call, so a still camera costs nothing.
   */
  cullTo(view: Rect | null): void {
    if (!this.cullStale && sameView(view, this.culledView)) return;
    this.cullStale = false;
    this.culledView = view && { ...view };
    for (const [id, parts] of this.routeParts) {
      const shape = this.geo?.routes.get(id);
      const off = !!view && !!shape && offView(view, routeExtent(shape));
      parts.line.culled = off;
      for (const c of parts.circles) c.culled = off;
      for (const l of parts.labels) l.culled = off;
    }
    const r = this.sizes.cityRadius;
    for (const [id, { dot, name }] of this.cityParts) {
      const c = this.geo?.cities.get(id);
      dot.culled = !!view && !!c && offView(view, { x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r });
      name.culled = !!view && offView(view, { x0: name.x, y0: name.y, x1: name.x + name.width, y1: name.y + name.height });
    }
  }

  private labelScale(): number {
    return Math.max(1, LABEL_MIN_PX / (this.fonts.city * this.zoom));
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

  /** Where a target is: a city, a route's click point, or one of its circles. */
  pointOf(hit: SceneHit): Point | null {
    if (hit.kind === 'city') return this.cityPoint(hit.id);
    if (hit.circle !== null) return this.geo?.routes.get(hit.id)?.circles[hit.circle] ?? null;
    return this.routePoint(hit.id);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }

  private drawLand(board: B): void {
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
    this.drawBadges();
    if (!this.geo) return;
    // One look for every airline: an amber band with a dark edge and a light core, so it shows
    // on land and sea and whatever the airline's colour (grey, yellow …).
    const outer = Math.max(10, 13 / this.zoom);
    const inner = Math.max(4, 5 / this.zoom);
    const edge = Math.max(1.2, 1.6 / this.zoom);
    const amber = MAP_COLOURS.highlight;
    for (const id of this.highlighted) {
      const s = this.geo.routes.get(id);
      if (!s) continue;
      tracePath(halo, s.path).stroke({ width: outer + 2 * edge, color: HIGHLIGHT_EDGE, alpha: 0.8, cap: 'round', join: 'round' });
      tracePath(halo, s.path).stroke({ width: outer, color: amber, alpha: 0.85, cap: 'round', join: 'round' });
      tracePath(halo, s.path).stroke({ width: inner, color: '#ffffff', alpha: 0.75, cap: 'round', join: 'round' });
    }
    for (const id of this.highlightedCities) {
      const c = this.geo.cities.get(id);
      if (!c) continue;
      const r = Math.max(this.sizes.cityRadius + 5, 10 / this.zoom);
      halo.circle(c.x, c.y, r).fill({ color: amber, alpha: 0.7 }).stroke({ width: edge, color: HIGHLIGHT_EDGE, alpha: 0.9 });
    }
    for (const { route, circle } of this.highlightedCircles) {
      const shape = this.geo.routes.get(route);
      const c = shape?.circles[circle];
      if (!shape || !c) continue;
      const r = shape.radius + 2.2;
      halo.circle(c.x, c.y, r).stroke({ width: 2.6, color: HIGHLIGHT_EDGE }).circle(c.x, c.y, r).stroke({ width: 1.6, color: amber });
    }
  }

  /**
   * Highlighted circles' numbers, at least BADGE_MIN_PX tall on screen: what a pick costs, and
   * with a note, for whom. A plain number shows only when the circle's own would be too small to
   * read; a note always. Placed by layoutLabels, with the city names.
   */
  private drawBadges(): void {
    const wanted: { route: string; circle: number; text: string; always: boolean }[] = [];
    if (this.geo && this.board) {
      const routes = new Map(this.board.routes.map((r) => [r.id, r]));
      for (const { route, circle, note } of this.highlightedCircles) {
        const c = this.geo.routes.get(route)?.circles[circle];
        const r = routes.get(route);
        const n = r ? this.look.numbers(r)[circle] : undefined;
        // A plain number shows only where the circle's own is too small to read.
        const own = this.numberPx(route, circle, false) ?? 0;
        if (c && n !== undefined) wanted.push({ route, circle, text: note ? `${n} · ${note}` : String(n), always: !!note || own < BADGE_MIN_PX });
      }
    }
    const k = Math.max(1, BADGE_MIN_PX / (this.fonts.cost * 1.25 * this.zoom));
    while (this.badges.length < wanted.length) {
      const t = mapText('', { fontSize: this.fonts.cost * 1.25, fontWeight: '700', fill: '#1b1b1b', stroke: { color: '#ffd666', width: 3, join: 'round' } });
      this.badgeLayer.addChild(t);
      this.badges.push(t);
    }
    this.badgeCircles = wanted.map((w) => ({ route: w.route, circle: w.circle }));
    this.badges.forEach((t, i) => {
      const w = wanted[i];
      t.visible = !!w && w.always;
      if (!w) return;
      if (t.text !== w.text) t.text = w.text;
      t.scale.set(k);
    });
    this.layoutLabels();
  }

  /**
   * Puts the badges, then the city names, where they cover least: off the flags, the city dots,
   * the circles and markers, and each other (labels.ts). Run again when the zoom changes their size.
   */
  private layoutLabels(): void {
    const geo = this.geo;
    if (!geo || !this.board) return;
    this.cullStale = true;
    const r = this.sizes.cityRadius;
    const quick = this.quickMoves();
    // A quick step places a few names: only what lies near them matters.
    const near = quick ? this.nearMoved(quick) : null;
    const obstacles: Box[] = [];
    const add = (b: Box) => {
      if (!near || (b.x < near.x + near.w && b.x + b.w > near.x && b.y < near.y + near.h && b.y + b.h > near.y)) obstacles.push(b);
    };
    // Flags, city dots and markers are never covered while a spot is left; an empty circle is,
    // a little, when nothing better is near (its number hides less than a name far away).
    for (const b of this.flagBoxes.values()) add({ ...b, weight: HARD });
    for (const c of geo.cities.values()) add({ x: c.x - r - 0.5, y: c.y - r - 0.5, w: 2 * r + 1, h: 2 * r + 1, weight: HARD });
    const marked = this.overlay.markers ?? {};
    for (const shape of geo.routes.values()) {
      const marks = Object.hasOwn(marked, shape.id) ? marked[shape.id]! : [];
      shape.circles.forEach((c, i) => {
        const R = shape.radius;
        add({ x: c.x - R, y: c.y - R, w: 2 * R, h: 2 * R, weight: marks[i] ? HARD : EMPTY_CIRCLE });
      });
    }
    if (quick) {
      // Every other name stays where it is, as something the moved ones must not cover.
      for (const [id, { name }] of this.cityParts) {
        if (!quick.has(id) && name.visible) add({ x: name.x, y: name.y + name.height * NAME_SPARE, w: name.width, h: name.height * (1 - 2 * NAME_SPARE), weight: HARD });
      }
    }
    const items = [];
    for (let i = 0; i < this.badges.length; i++) {
      const t = this.badges[i]!;
      const at = this.badgeCircles[i];
      const shape = at && t.visible ? geo.routes.get(at.route) : undefined;
      const c = at ? shape?.circles[at.circle] : undefined;
      if (shape && c) items.push({ id: `badge:${i}`, anchor: c, w: t.width, h: t.height * 0.8, gap: shape.radius + 0.8 });
    }
    const labelK = this.labelScale();
    for (const c of this.board.cities) {
      if (quick && !quick.has(c.id)) continue;
      const name = this.cityParts.get(c.id)?.name;
      const at = geo.cities.get(c.id);
      if (!name || !at) continue;
      if (c.label) {
        // The designer put this name: it stays there, and the others keep off it.
        name.position.set(at.x + c.label.dx, at.y + c.label.dy);
        obstacles.push({ x: name.x, y: name.y + name.height * NAME_SPARE, w: name.width, h: name.height * (1 - 2 * NAME_SPARE), weight: HARD });
      } else items.push({ id: `city:${c.id}`, anchor: at, w: name.width, h: name.height * (1 - 2 * NAME_SPARE), gap: r + 1.5 });
    }
    // The callouts last: the names keep their places, a callout goes further out on a leader line.
    if (quick) {
      for (const [id, box] of placeLabels(items, obstacles)) {
        const name = this.cityParts.get(id.slice(5))?.name;
        name?.position.set(box.x, box.y - name.height * NAME_SPARE);
      }
      this.movedNames = new Set();
      // Placed once round the others; the next placement not of a drag step places them all.
      this.namesOnly = false;
      this.placedAt = labelK;
      return;
    }
    const badged = new Set(this.badgeCircles.filter((_, i) => this.badges[i]?.visible).map((b) => `${b.route}#${b.circle}`));
    items.push(...this.callouts.items(badged, this.zoom));
    const placed = placeLabels(items, obstacles);
    this.callouts.place(placed, this.zoom);
    this.calloutsMoved = false;
    for (const [id, box] of placed) {
      if (id.startsWith('badge:')) {
        const t = this.badges[Number(id.slice(6))]!;
        t.position.set(box.x, box.y - t.height * 0.1);
      } else {
        const name = this.cityParts.get(id.slice(5))?.name;
        name?.position.set(box.x, box.y - name.height * NAME_SPARE);
      }
    }
    this.placedAt = labelK;
  }

  /**
   * The names to place again on a quick step (see `quickLabels`), or null for a full placement:
   * no drag, the zoom changed the names' size, badges or callouts to place, or too many moved.
   */
  private quickMoves(): ReadonlySet<string> | null {
    const moved = this.movedNames;
    if (!(this.quickLabels || this.namesOnly) || !moved || moved.size > QUICK_NAMES || this.calloutsMoved) return null;
    // (The callouts' layer always holds their leader lines: asking its children made every step
    // of a drag place all 500 names again.)
    if (this.badges.some((b) => b.visible) || this.callouts.showing()) return null;
    return this.quickLabels ? moved : this.withCovered(moved);
  }

  /**
   * Renamed cities and the cities whose names their new names now cover where they stand: those
   * are placed again, round the rest (a rename placed all 500 names of a big board: 0.8 s).
   */
  private withCovered(renamed: ReadonlySet<string>): Set<string> {
    const out = new Set(renamed);
    const boxes: Box[] = [];
    for (const c of this.board?.cities ?? []) {
      if (!renamed.has(c.id)) continue;
      const name = this.cityParts.get(c.id)?.name;
      const at = this.geo?.cities.get(c.id);
      if (!name || !at) continue;
      // A name put by hand goes where it was put; the others are where they were placed.
      const x = c.label ? at.x + c.label.dx : name.x;
      const y = c.label ? at.y + c.label.dy : name.y;
      boxes.push({ x, y, w: name.width, h: name.height });
    }
    for (const [id, { name }] of this.cityParts) {
      if (out.has(id) || !name.visible) continue;
      if (boxes.some((b) => b.x < name.x + name.width && b.x + b.w > name.x && b.y < name.y + name.height && b.y + b.h > name.y)) out.add(id);
    }
    return out;
  }

  /** The map area a quick step's names may reach: round the moved cities, as far as a name's outer spots go. */
  private nearMoved(ids: ReadonlySet<string>): Box {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    let reach = this.sizes.cityRadius * 4;
    for (const id of ids) {
      const c = this.geo?.cities.get(id);
      const name = this.cityParts.get(id)?.name;
      if (!c || !name) continue;
      x0 = Math.min(x0, c.x);
      y0 = Math.min(y0, c.y);
      x1 = Math.max(x1, c.x);
      y1 = Math.max(y1, c.y);
      reach = Math.max(reach, name.width + name.height * (RINGS_REACH + 2));
    }
    return { x: x0 - reach, y: y0 - reach, w: x1 - x0 + 2 * reach, h: y1 - y0 + 2 * reach };
  }

  /** Places every name again (an editor's drag ended: the quick steps placed only the moved ones). */
  placeAllLabels(): void {
    this.settleLines();
    this.movedNames = null;
    this.layoutLabels();
  }

  /**
   * How tall the number of a circle is on screen now, in pixels: its badge when one shows, else
   * the number printed in the circle (0 when hidden under a marker). For the browser tests.
   */
  numberPx(route: string, circle: number, badges = true): number | null {
    const i = badges ? this.badgeCircles.findIndex((b) => b.route === route && b.circle === circle) : -1;
    const badge = i >= 0 ? this.badges[i] : undefined;
    if (badge?.visible) return (badge.style.fontSize as number) * badge.scale.y * this.zoom;
    const label = this.routeParts.get(route)?.labels[circle];
    if (!label) return null;
    return label.visible ? (label.style.fontSize as number) * label.scale.y * this.zoom : 0;
  }

  /** Where each city's name is on the map (map units). For the browser tests. */
  cityNameBoxes(): { id: string; x: number; y: number; w: number; h: number }[] {
    const out = [];
    for (const [id, { name }] of this.cityParts) if (name.visible) out.push({ id, x: name.x, y: name.y, w: name.width, h: name.height });
    return out;
  }

  /**
   * What the labels were laid out against, in map units, for the browser tests: each city's name,
   * each flag, each marker on a circle, and the smallest number printed in a circle (its height on
   * screen at this zoom, in px; markers that cover their number left out) on the routes with room
   * for readable circles, or beside its circle (`costs`, the callouts); numbers still printed in
   * circles too small for them (`short`, none on a play screen) listed apart.
   */
  labelBoxes(): { names: LabelledBox[]; costs: LabelledBox[]; flags: LabelledBox[]; markers: LabelledBox[]; costPx: number | null; short: { id: string; px: number }[] } {
    // A name's drawn letters with their white outline: its text box less the line's spare room
    // above and below (the box the layout keeps clear, see layoutLabels).
    const names = this.cityNameBoxes().map((b) => ({ ...b, y: b.y + b.h * NAME_SPARE, h: b.h * (1 - 2 * NAME_SPARE) }));
    const flags = [...this.flagBoxes].map(([id, b]) => ({ id, ...b }));
    const markers: LabelledBox[] = [];
    let costPx: number | null = null;
    for (const [route, marks] of Object.entries(this.overlay.markers ?? {})) {
      const shape = this.geo?.routes.get(route);
      marks.forEach((m, i) => {
        const c = shape?.circles[i];
        const R = shape?.radius ?? 0;
        if (m && c) markers.push({ id: `${route}#${i}`, x: c.x - R, y: c.y - R, w: 2 * R, h: 2 * R });
      });
    }
    const short: { id: string; px: number }[] = [];
    const want = this.readableSizes().circleRadius;
    for (const [id, parts] of this.routeParts) {
      // A route too short for circles of the readable size (they grew as far as it has room).
      const tight = (this.geo?.routes.get(id)?.radius ?? want) < want;
      for (const label of parts.labels) {
        if (!label.visible || !/^\d+$/.test(label.text)) continue;
        const px = (label.style.fontSize as number) * label.scale.y * this.zoom;
        if (tight && px < COST_MIN_PX - 0.01) short.push({ id, px });
        else costPx = costPx === null ? px : Math.min(costPx, px);
      }
    }
    const costs = this.callouts.boxes(this.zoom);
    for (const c of costs) costPx = costPx === null ? c.px : Math.min(costPx, c.px);
    return { names, costs: costs.map(({ px: _px, ...box }) => box), flags, markers, costPx, short };
  }

  /** How tall a city's name is on screen at the camera's `scale`, in pixels (null: no such city). For the browser tests. */
  cityNamePx(id: string, scale: number): number | null {
    const name = this.cityParts.get(id)?.name;
    return name ? (name.style.fontSize as number) * name.scale.y * scale : null;
  }

  private drawPreview(): void {
    const g = this.previewLayer;
    g.clear();
    if (!this.geo) return;
    for (const l of this.preview.lines ?? []) {
      const s = this.geo.routes.get(l.route);
      if (s) tracePath(g, s.path).stroke({ width: Math.max(5, 7 / this.zoom), color: l.colour, alpha: 0.45, cap: 'round', join: 'round' });
    }
    for (const r of this.preview.rings ?? []) {
      const c = this.geo.cities.get(r.city);
      if (c) g.circle(c.x, c.y, this.sizes.cityRadius + 1.9).fill({ color: r.colour, alpha: 0.75 }).stroke({ width: 1.2, color: MAP_COLOURS.hover });
    }
    for (const m of this.preview.markers ?? []) {
      const shape = this.geo.routes.get(m.route);
      const c = shape?.circles[m.circle];
      if (!shape || !c) continue;
      const R = shape.radius;
      // A halo a dozen screen pixels wide at any zoom, so the pending marker is found at a glance.
      g.circle(c.x, c.y, Math.max(R + 3, 12 / this.zoom)).fill({ color: MAP_COLOURS.hover, alpha: 0.25 });
      g.circle(c.x, c.y, R).fill({ color: m.colour, alpha: 0.8 });
      g.circle(c.x, c.y, R + 1.6).stroke({ width: 1.4, color: MAP_COLOURS.hover });
    }
  }

  private drawFocus(): void {
    const g = this.focusLayer;
    g.clear();
    const f = this.focused;
    if (!f || !this.geo) return;
    const { cityRadius } = this.sizes;
    // A dark ring with a white edge, a few screen pixels wide at any zoom: visible on land and sea.
    const w = Math.max(1.6, 2.6 / this.zoom);
    if (f.kind === 'city') {
      const c = this.geo.cities.get(f.id);
      if (!c) return;
      const r = Math.max(cityRadius + 6, 12 / this.zoom);
      g.circle(c.x, c.y, r).stroke({ width: w + 1.5, color: '#ffffff' }).circle(c.x, c.y, r).stroke({ width: w, color: MAP_COLOURS.focus });
      return;
    }
    const s = this.geo.routes.get(f.id);
    if (!s) return;
    const at = f.circle !== null ? s.circles[f.circle] : undefined;
    if (at) {
      const r = s.radius + 3;
      g.circle(at.x, at.y, r).stroke({ width: w + 1.5, color: '#ffffff' }).circle(at.x, at.y, r).stroke({ width: w, color: MAP_COLOURS.focus });
      return;
    }
    // An outline around the route (along its bend), so the route and its circles stay readable inside it.
    const half = Math.max(s.radius + 2.5, 9 / this.zoom);
    const walk = pathWalker(s.path);
    const stops = s.path.length > 2 ? s.path.map((_, i) => (walk.length * i) / (s.path.length - 1)) : [0, walk.length];
    stops[0] = -2;
    stops[stops.length - 1] = walk.length + 2;
    const side = (k: number) => stops.map((t) => walk.at(t, k * half));
    const box = [...side(1), ...side(-1).reverse()].flatMap((p) => [p.x, p.y]);
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
      if (s) tracePath(g, s.path).stroke({ width: 4.5, color: MAP_COLOURS.hover, alpha: 0.35, cap: 'round', join: 'round' });
    } else {
      const c = this.geo.cities.get(h.id);
      if (c) g.circle(c.x, c.y, this.sizes.cityRadius + 3).stroke({ width: 1.5, color: MAP_COLOURS.hover });
    }
  }
}

/** Something of the overlay coming in: a marker on a circle, or a ring round a city. */
export type ArrivalItem =
  | { kind: 'marker'; key: string; route: string; circle: number; colour: string; sabotage?: boolean; pattern?: MarkerPattern; from?: string }
  | { kind: 'ring'; key: string; city: string; colour: string };

export interface LabelledBox {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

interface RouteParts {
  line: Graphics;
  /** One disc per circle, in the route's order (discs.ts). */
  circles: Sprite[];
  /** The number on each circle, in the order of the route's numbers (glyphs.ts). */
  labels: BitmapText[];
}

interface CityParts {
  dot: Sprite;
  name: BitmapText;
}

/** A route's circle: white with a thin grey edge. */
const CIRCLE_LOOK: DiscLook = { fill: MAP_COLOURS.circle, edge: MAP_COLOURS.circleEdge, edgeWidth: 0.7 };
/** A city's dot: white with a dark edge. */
const CITY_LOOK: DiscLook = { fill: MAP_COLOURS.city, edge: MAP_COLOURS.cityEdge, edgeWidth: 1 };

/** How many name heights beyond its first spot a name may go (labels.ts's rings). */
const RINGS_REACH = 5;
/**
 * Most new circle numbers one draw makes (see fillNumbers): every bundled board's fit in one
 * draw; a generated 1,500-route board's other 3,000 come in the frame after the first.
 */
const NUMBERS_PER_DRAW = 600;
/** Most names a quick step places again (a drag of more cities places them all). */
const QUICK_NAMES = 24;

/** The cities of `now` that are not the same objects in `last` (moved, renamed, name placed, added). */
function changedCities(last: RouteMapBoard, now: RouteMapBoard): Set<string> {
  const before = new Map(last.cities.map((c) => [c.id, c]));
  const out = new Set<string>();
  for (const c of now.cities) if (before.get(c.id) !== c) out.add(c.id);
  return out;
}

/** Whether two maps hold the same keys with the same values. */
function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** Puts a layer's children in this order (objects not yet in it are added, none destroyed). */
export function restackLayer(layer: Container, children: Container[]): void {
  layer.removeChildren();
  // Added in slices: a spread of thousands of arguments can overflow the call stack.
  for (let i = 0; i < children.length; i += 1000) layer.addChild(...children.slice(i, i + 1000));
}

/** A plain line between the two cities (straight or along its bend), leaving the city dots clear. */
export function drawPlainLine(g: Graphics, s: RouteShape, sizes: MapSizes, style: { width: number; colour: string }): void {
  tracePath(g, insetPath(s.path, sizes.cityRadius)).stroke({ width: style.width, color: style.colour, cap: 'round', join: 'round' });
}

/** Moves to a polyline's first point and draws on through the rest (the caller strokes it). */
export function tracePath(g: Graphics, points: readonly Point[]): Graphics {
  const [first, ...rest] = points;
  if (!first) return g;
  g.moveTo(first.x, first.y);
  for (const p of rest) g.lineTo(p.x, p.y);
  return g;
}
