/**
 * The Blue Skies map drawn in Pixi: each airport a dot at its place and a card beside it with
 * its code, its value (the badge), its buyout (B and the cost, or B✕ where there is none), its
 * gate boxes left to right (a free box shows its cost; an open one its owner's colour and the
 * passengers there; a local airline's box is grey and striped; a box not used at this player
 * count is faint), its demand cards and any passengers waiting for a gate. A coloured band under
 * each card says which regions the airport is in; a region switched on is drawn as a tree of
 * lines between its airports with its name and bonus.
 *
 * Like the Airlines scene it knows no rule: it draws a board and what the view says is on it,
 * the highlights it is given, and answers "which airport is at this point". Cards keep their
 * size on screen while zoomed out and are pushed apart where they would overlap
 * (geometry.ts). Passengers arriving fly onto their gates one by one (arrivals.ts); the
 * consumer draws frames while `animating()` says so, and none at rest.
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import type { Airport, BlueSkiesBoard, LandShape } from '../../../../games/blue-skies/board.js';
import { LOCAL } from '../../../../games/blue-skies/types.js';
import type { Point, Rect } from '../../pixi/camera.js';
import type { Arrival, AirportShares } from './arrivals.js';
import { CARD_W, cardsBounds, cardUnits, gateBox, GATE_SIZE, placeCards, spanningTree } from './geometry.js';
import { MAP_COLOURS, regionColour, textOn } from './style.js';

/** What is on the board besides the board itself. */
export interface SceneData {
  /** The player count (which gate spaces are in use); null: the editor, every space shown with who uses it. */
  players: number | null;
  /** The view's airports; absent: nothing on the board yet. */
  airports?: Readonly<Record<string, AirportShares>>;
  /** Colour of each gate owner (player ids; the local airline is grey). */
  colours?: Readonly<Record<string, string>>;
  /** Regions drawn as overlays (ids). */
  regions?: ReadonlySet<string>;
}

export interface SceneMarks {
  /** Airports a click may pick now. */
  highlight?: ReadonlySet<string>;
  /** The keyboard's airport. */
  focus?: string | null;
  hover?: string | null;
}

/**
 * Everything the play screen shows on the map, handed over at once (chessground's `set`): a key
 * left out keeps what is on screen; a key given is compared with what is drawn, and only what
 * differs is drawn again (the same config twice draws nothing).
 */
export interface BlueSkiesConfig {
  /** A changed board must be a new object (the editor, which edits one in place, calls `draw`). */
  board?: BlueSkiesBoard;
  data?: SceneData;
  marks?: SceneMarks;
  /** The camera's zoom and the size cards keep on screen. */
  zoom?: { scale: number; size: number };
  /** How far the map is stretched north–south (1 to 1.6). */
  stretch?: number;
}

/** A config part as a string (sets as lists), to tell whether it differs from the one drawn. */
const keyOf = (value: unknown): string => JSON.stringify(value, (_k, v: unknown) => (v instanceof Set ? [...(v as Set<unknown>)] : v));

const FONT = 'Inter, "Segoe UI", system-ui, sans-serif';
const TEXT_RESOLUTION = 3;
/** Editor cards have a row more: the player count from which each gate space is used. */
const PLAY_H = 42;
const EDIT_H = 52;
const FLIGHT_MS = 300;
const STAGGER_MS = 120;
const AIRPORT_STAGGER_MS = 160;
/** Longest a single airport's arrival takes (many cubes fly closer together). */
const MAX_ARRIVAL_MS = 1600;

/** Land outlines as flat coordinate lists for Pixi, y stretched north–south by `stretch`. */
export function landPolygons(land: readonly LandShape[], stretch = 1): number[][] {
  return land.map((shape) => shape.points.flatMap((p) => [p.x, p.y * stretch]));
}

function label(value: string, style: TextStyleOptions): Text {
  return new Text({ text: value, style: { fontFamily: FONT, ...style }, resolution: TEXT_RESOLUTION });
}

interface GateLook {
  kind: 'free' | 'owned' | 'local' | 'unused';
  cost: number;
  pax: number;
  colour: string;
  from: number;
}

interface CardLook {
  code: string;
  value: number;
  buyout: number | null;
  demand: number;
  gates: GateLook[];
  waiting: number;
  regions: number[];
  editor: boolean;
}

interface Animation {
  arrival: Arrival;
  start: number;
  stagger: number;
  landed: number;
}

export class BlueSkiesScene {
  readonly root = new Container();
  /** Free for a consumer (the editor's handles). */
  readonly top = new Container();
  /** Called when something changed and the stage should draw a frame. */
  onChange: () => void = () => {};

  private readonly land = new Graphics();
  private readonly regionLayer = new Graphics();
  private readonly leaderLayer = new Graphics();
  private readonly glowLayer = new Graphics();
  private readonly cardLayer = new Container();
  private readonly markLayer = new Graphics();
  /** Cards of the regions switched on, ringed in the region's colour (a dot may hide under a card). */
  private readonly regionRings = new Graphics();
  private readonly regionLabels = new Container();
  private readonly flightLayer = new Graphics();

  private board: BlueSkiesBoard | null = null;
  private data: SceneData = { players: null };
  private marks: SceneMarks = {};
  private units = 1;
  private size = 1;
  private centres = new Map<string, Point>();
  private anchors = new Map<string, Airport>();
  /** Where each airport's dot is drawn: its place, stretched north–south on a tall window. */
  private spots = new Map<string, Point>();
  private stretch = 1;
  private cards = new Map<string, { container: Container; key: string }>();
  private regionsKey = '';
  private animations = new Map<string, Animation>();
  /** Gate boxes rung after another player's purchase: when each ring starts and how long it lasts. */
  private pulses: { airport: string; space: number; colour: string; start: number; duration: number }[] = [];

  constructor() {
    this.root.addChild(this.land, this.regionLayer, this.leaderLayer, this.glowLayer, this.cardLayer, this.regionRings, this.markLayer, this.flightLayer, this.regionLabels, this.top);
  }

  private get cardH(): number {
    return this.data.players === null ? EDIT_H : PLAY_H;
  }

  /** Map units per card pixel now (handles drawn around cards scale with it). */
  get cardScale(): number {
    return this.units;
  }

  /** Map units of a card's width and height now. */
  cardSize(): { w: number; h: number } {
    return { w: CARD_W * this.units, h: this.cardH * this.units };
  }

  /** The whole drawing: every card and every airport. */
  bounds(): Rect {
    const b = this.board;
    if (!b || b.airports.length === 0) return { x: 0, y: 0, width: 1000, height: 700 };
    const { w, h } = this.cardSize();
    const spots = b.airports.map((a) => ({ id: a.id, ...(this.spots.get(a.id) ?? a) }));
    return cardsBounds(spots, spots.map((a) => this.centres.get(a.id) ?? a), w, h);
  }

  /** What `set` last drew of the data and the marks, as keys. */
  private setKeys: { data?: string; marks?: string } = {};

  /** Shows what the play screen gives (see BlueSkiesConfig), drawing only what differs; true if anything was. */
  set(config: BlueSkiesConfig): boolean {
    let drew = false;
    if (config.stretch !== undefined && this.setStretch(config.stretch)) drew = true;
    if (config.zoom && this.setZoom(config.zoom.scale, config.zoom.size)) drew = true;
    const board = config.board ?? this.board;
    const dataKey = config.data ? keyOf(config.data) : this.setKeys.data;
    if (board && (board !== this.board || dataKey !== this.setKeys.data)) {
      this.setKeys.data = dataKey;
      this.draw(board, config.data ?? this.data);
      drew = true;
    }
    if (config.marks) {
      const k = keyOf(config.marks);
      if (k !== this.setKeys.marks) {
        this.setKeys.marks = k;
        this.setMarks(config.marks);
        drew = true;
      }
    }
    return drew;
  }

  /** Draws a board and what is on it; only cards whose look changed are rebuilt. */
  draw(board: BlueSkiesBoard, data: SceneData): void {
    const boardChanged = board !== this.board;
    const modeChanged = (data.players === null) !== (this.data.players === null);
    this.board = board;
    this.data = data;
    if (boardChanged || modeChanged) this.place();
    this.drawCards();
    this.drawRegions();
    this.drawMarks();
    this.onChange();
  }

  /**
   * The camera's zoom, and the size cards keep on screen (smaller on a small window): a new
   * zoom may re-place the cards.
   */
  setZoom(zoom: number, size = this.size): boolean {
    this.size = size;
    const u = cardUnits(zoom, size);
    if (u === this.units) return false;
    this.units = u;
    this.replace();
    return true;
  }

  /**
   * Stretches the map north–south by `s` (1 to 1.6): on a tall, narrow window the cards get the
   * room the height gives. The editor keeps 1 (positions are edited as they are).
   */
  private setStretch(s: number): boolean {
    const next = Math.round(Math.max(1, Math.min(1.6, s)) * 20) / 20;
    if (next === this.stretch) return false;
    this.stretch = next;
    this.replace();
    return true;
  }

  /** Places the cards again (a new zoom or stretch) and redraws what depends on where they are. */
  private replace(): void {
    if (!this.board) return;
    this.place();
    this.drawCards();
    this.drawRegions();
    this.drawMarks();
    this.onChange();
  }

  private setMarks(marks: SceneMarks): void {
    this.marks = marks;
    this.drawMarks();
    this.onChange();
  }

  /** The middle of an airport's card (where a click picks it), in map units. */
  airportPoint(id: string): Point | null {
    return this.centres.get(id) ?? null;
  }

  /** An airport's card, in map units. */
  cardRect(id: string): Rect | null {
    const c = this.centres.get(id);
    if (!c) return null;
    const { w, h } = this.cardSize();
    return { x: c.x - w / 2, y: c.y - h / 2, width: w, height: h };
  }

  /** The middle of gate box `space` of an airport, in map units. */
  gatePoint(id: string, space: number): Point | null {
    const r = this.cardRect(id);
    if (!r) return null;
    const g = gateBox(space);
    return { x: r.x + (g.x + g.width / 2) * this.units, y: r.y + (g.y + g.height / 2) * this.units };
  }

  /** The airport whose card (or dot) is at a map point, the card drawn on top first. */
  hitTest(p: Point): string | null {
    const b = this.board;
    if (!b) return null;
    for (let i = b.airports.length - 1; i >= 0; i--) {
      const r = this.cardRect(b.airports[i]!.id);
      if (r && p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height) return b.airports[i]!.id;
    }
    const tol = 6 * this.units;
    let best: string | null = null;
    let bestD = tol;
    for (const a of b.airports) {
      const q = this.spots.get(a.id) ?? a;
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d <= bestD) {
        best = a.id;
        bestD = d;
      }
    }
    return best;
  }

  // ---- passengers arriving --------------------------------------------------------------------

  /** Starts the flights of these arrivals; the consumer then draws frames while `animating()`. */
  animate(list: readonly Arrival[], now: number): void {
    list.forEach((arrival, k) => {
      if (arrival.landings.length === 0) return;
      const stagger = Math.min(STAGGER_MS, (MAX_ARRIVAL_MS - FLIGHT_MS) / Math.max(1, arrival.landings.length - 1));
      this.animations.set(arrival.airport, { arrival, start: now + k * AIRPORT_STAGGER_MS, stagger, landed: 0 });
    });
    if (this.animations.size) this.tick(now);
  }

  animating(): boolean {
    return this.animations.size > 0 || this.pulses.length > 0;
  }

  /**
   * Rings gate boxes that another player just took, in their colour, one after the other at
   * `pace` ms each (a ring grows out of the box and fades).
   */
  pulse(list: readonly { airport: string; space: number; colour: string }[], now: number, pace: number): void {
    list.forEach((p, k) => this.pulses.push({ ...p, start: now + k * pace * 0.5, duration: pace }));
    if (this.pulses.length) this.tick(now);
  }

  /** When the first ring still closing runs, else the first flight (null: none), for freezing it mid-way (tests). */
  motionWindow(now = performance.now()): { start: number; end: number } | null {
    const p = this.pulses.find((x) => x.start + x.duration > now);
    if (p) return { start: p.start, end: p.start + p.duration };
    const an = [...this.animations.values()][0];
    return an ? { start: an.start, end: an.start + FLIGHT_MS } : null;
  }

  /** Drops every flight and ring (the cards show the view as it is). */
  stopAnimations(): void {
    if (!this.animations.size && !this.pulses.length) return;
    this.pulses = [];
    this.animations.clear();
    this.flightLayer.clear();
    this.drawCards();
  }

  /** Moves the flights on to `now`; returns whether any is still under way. */
  tick(now: number): boolean {
    const g = this.flightLayer;
    g.clear();
    const u = this.units;
    const size = 5 * u;
    for (const [id, an] of this.animations) {
      const n = an.arrival.landings.length;
      let landed = 0;
      const rect = this.cardRect(id);
      for (let i = 0; i < n; i++) {
        const t0 = an.start + i * an.stagger;
        const t = (now - t0) / FLIGHT_MS;
        if (t >= 1) {
          landed++;
          continue;
        }
        if (t < 0 || !rect) continue;
        const space = an.arrival.landings[i]!;
        const to = space >= 0 ? this.gatePoint(id, space)! : { x: rect.x + rect.width - 10 * u, y: rect.y + rect.height - 6 * u };
        const from = { x: rect.x + rect.width / 2, y: rect.y - 26 * u };
        const e = 1 - (1 - t) * (1 - t);
        const x = from.x + (to.x - from.x) * e;
        const y = from.y + (to.y - from.y) * e;
        g.rect(x - size / 2, y - size / 2, size, size).fill(MAP_COLOURS.passenger).stroke({ width: 0.8 * u, color: '#ffffff' });
      }
      if (landed !== an.landed) {
        an.landed = landed;
        if (landed >= n) this.animations.delete(id);
        this.rebuildCard(id);
      }
    }
    this.pulses = this.pulses.filter((p) => now < p.start + p.duration);
    for (const p of this.pulses) {
      const f = (now - p.start) / p.duration;
      const at = f >= 0 ? this.gatePoint(p.airport, p.space) : null;
      if (!at) continue;
      const r = (GATE_SIZE / 2 + 2 + 14 * f) * u;
      g.circle(at.x, at.y, r).stroke({ width: 3 * u, color: p.colour, alpha: 1 - f });
      g.circle(at.x, at.y, r + 1.5 * u).stroke({ width: 1.2 * u, color: '#ffffff', alpha: 0.8 * (1 - f) });
    }
    return this.animating();
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }

  // ---- drawing --------------------------------------------------------------------------------

  private place(): void {
    const b = this.board!;
    this.anchors = new Map(b.airports.map((a) => [a.id, a]));
    const spots = b.airports.map((a) => ({ id: a.id, x: a.x, y: a.y * this.stretch }));
    this.spots = new Map(spots.map((q) => [q.id, { x: q.x, y: q.y }]));
    const { w, h } = this.cardSize();
    const centres = placeCards(spots, w, h);
    this.centres = new Map(b.airports.map((a, i) => [a.id, centres[i]!]));
    for (const [id, card] of this.cards) {
      if (!this.anchors.has(id)) {
        card.container.destroy({ children: true });
        this.cards.delete(id);
      }
    }
    this.regionsKey = '';
    this.drawLand();
    this.drawLeaders();
  }

  /**
   * The land behind the airports: the board's outlines (stretched as the dots are), or, for a
   * board without any, a plain panel under the cards.
   */
  private drawLand(): void {
    this.land.clear();
    const land = this.board?.land;
    if (land && land.length > 0) {
      for (const shape of landPolygons(land, this.stretch)) {
        this.land.poly(shape, true).fill(MAP_COLOURS.land).stroke({ width: 1.5 * this.units, color: MAP_COLOURS.coast, join: 'round' });
      }
      return;
    }
    const r = this.bounds();
    const pad = 24 * this.units;
    this.land.roundRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, 18 * this.units).fill(MAP_COLOURS.land);
  }

  /** The land's outlines as drawn now (map units, stretched): for the editor's handles. */
  landPoint(shape: number, point: number): Point | null {
    const p = this.board?.land?.[shape]?.points[point];
    return p ? { x: p.x, y: p.y * this.stretch } : null;
  }

  private drawLeaders(): void {
    const g = this.leaderLayer;
    g.clear();
    const u = this.units;
    const { w, h } = this.cardSize();
    for (const airport of this.board!.airports) {
      const c = this.centres.get(airport.id)!;
      const a = this.spots.get(airport.id)!;
      const inside = Math.abs(c.x - a.x) < w / 2 && Math.abs(c.y - a.y) < h / 2;
      if (!inside) {
        // To the nearest point of the card's edge.
        const ex = Math.max(c.x - w / 2, Math.min(a.x, c.x + w / 2));
        const ey = Math.max(c.y - h / 2, Math.min(a.y, c.y + h / 2));
        g.moveTo(a.x, a.y).lineTo(ex, ey).stroke({ width: 1.2 * u, color: MAP_COLOURS.leader, alpha: 0.8 });
      }
      g.circle(a.x, a.y, 3 * u).fill(MAP_COLOURS.ink);
    }
  }

  private regionIndexes(): Map<string, number[]> {
    const out = new Map<string, number[]>();
    this.board!.regions.forEach((r, i) => {
      for (const id of r.airports) {
        const list = out.get(id);
        if (list) {
          if (!list.includes(i)) list.push(i);
        } else out.set(id, [i]);
      }
    });
    return out;
  }

  private look(a: Airport, regions: number[]): CardLook {
    const d = this.data;
    const st = d.airports && Object.prototype.hasOwnProperty.call(d.airports, a.id) ? d.airports[a.id]! : null;
    const an = this.animations.get(a.id);
    const shown = an ? this.shownDuring(an) : null;
    const openNow = st ? st.gates.some((g) => g.owner !== null) : false;
    const gates: GateLook[] = a.gates.map((space, i) => {
      const base = { cost: space.cost, pax: 0, colour: '', from: space.fromPlayers };
      if (d.players !== null && space.fromPlayers > d.players) return { ...base, kind: 'unused' };
      const g = st?.gates[i];
      if (!g || g.owner === null) return { ...base, kind: 'free' };
      const pax = shown ? shown.gates[i]! : g.pax;
      if (g.owner === LOCAL) return { ...base, kind: 'local', pax, colour: MAP_COLOURS.local };
      return { ...base, kind: 'owned', pax, colour: d.colours?.[g.owner] ?? '#888888' };
    });
    const waiting = shown ? shown.waiting : st && !openNow ? st.pax : 0;
    return { code: a.id, value: a.value, buyout: a.buyout, demand: a.demand, gates, waiting, regions, editor: d.players === null };
  }

  /** What an airport's boxes show while its passengers land: the counts before, plus those landed. */
  private shownDuring(an: Animation): { gates: number[]; waiting: number } {
    const gates = [...an.arrival.before];
    let waiting = an.arrival.waitingBefore;
    for (let i = 0; i < an.landed; i++) {
      const s = an.arrival.landings[i]!;
      if (s >= 0) gates[s] = (gates[s] ?? 0) + 1;
      else waiting++;
    }
    return { gates, waiting };
  }

  private drawCards(): void {
    const b = this.board!;
    const regions = this.regionIndexes();
    b.airports.forEach((a, order) => this.drawCard(a, regions.get(a.id) ?? [], order));
  }

  private rebuildCard(id: string): void {
    const a = this.anchors.get(id);
    if (!a || !this.board) return;
    this.drawCard(a, this.regionIndexes().get(id) ?? [], this.board.airports.indexOf(a));
  }

  private drawCard(a: Airport, regions: number[], order: number): void {
    const look = this.look(a, regions);
    const key = JSON.stringify(look);
    let card = this.cards.get(a.id);
    if (!card || card.key !== key) {
      card?.container.destroy({ children: true });
      card = { container: buildCard(look, this.cardH), key };
      this.cards.set(a.id, card);
      this.cardLayer.addChildAt(card.container, Math.min(order, this.cardLayer.children.length));
    }
    const c = this.centres.get(a.id)!;
    const { w, h } = this.cardSize();
    card.container.position.set(c.x - w / 2, c.y - h / 2);
    card.container.scale.set(this.units);
  }

  private drawRegions(): void {
    const b = this.board!;
    const shown = this.data.regions ?? new Set<string>();
    const key = `${[...shown].join(',')}|${this.units}|${this.stretch}|${b.regions.map((r) => `${r.id}:${r.name}:${r.bonus}:${r.airports.join(',')}`).join(';')}`;
    if (key === this.regionsKey) return;
    this.regionsKey = key;
    const g = this.regionLayer;
    g.clear();
    this.regionRings.clear();
    for (const t of this.regionLabels.removeChildren()) t.destroy({ children: true });
    const u = this.units;
    b.regions.forEach((r, i) => {
      if (!shown.has(r.id)) return;
      const colour = regionColour(i);
      const pts = r.airports.map((id) => this.spots.get(id)).filter((a): a is Point => !!a);
      if (pts.length === 0) return;
      for (const [p, q] of spanningTree(pts)) g.moveTo(pts[p]!.x, pts[p]!.y).lineTo(pts[q]!.x, pts[q]!.y).stroke({ width: 9 * u, color: colour, alpha: 0.35, cap: 'round' });
      for (const p of pts) g.circle(p.x, p.y, 15 * u).fill({ color: colour, alpha: 0.3 }).stroke({ width: 2 * u, color: colour, alpha: 0.8 });
      // An airport in two shown regions gets two rings, one outside the other.
      const rank = [...shown].filter((id) => b.regions.some((x) => x.id === id)).indexOf(r.id);
      for (const id of r.airports) {
        const rect = this.cardRect(id);
        if (!rect) continue;
        const grow = (1.5 + 3 * (rank % 3)) * u;
        this.regionRings.roundRect(rect.x - grow, rect.y - grow, rect.width + 2 * grow, rect.height + 2 * grow, 5 * u + grow).stroke({ width: 2.5 * u, color: colour });
      }
      // The label sits above the region's northernmost card, where it covers no card of the region.
      const top = r.airports.map((id) => this.cardRect(id)).filter((x): x is Rect => !!x).sort((p, q) => p.y - q.y)[0];
      const tag = new Container();
      const t = label(`${r.name} · ${r.bonus}`, { fontSize: 11, fontWeight: '700', fill: textOn(colour) });
      const bg = new Graphics().roundRect(-4, -2, t.width + 8, t.height + 4, 4).fill({ color: colour, alpha: 0.95 });
      tag.addChild(bg, t);
      tag.scale.set(u);
      const cx = top ? top.x + top.width / 2 : pts[0]!.x;
      const cy = top ? top.y - (t.height + 8) * u : pts[0]!.y;
      tag.position.set(cx - ((t.width + 8) * u) / 2, cy);
      this.regionLabels.addChild(tag);
    });
  }

  private drawMarks(): void {
    const g = this.markLayer;
    const glow = this.glowLayer;
    g.clear();
    glow.clear();
    if (!this.board) return;
    const u = this.units;
    const ring = (id: string, colour: string, width: number, grow: number, layer: Graphics, alpha = 1) => {
      const r = this.cardRect(id);
      if (r) layer.roundRect(r.x - grow * u, r.y - grow * u, r.width + 2 * grow * u, r.height + 2 * grow * u, (5 + grow) * u).stroke({ width: width * u, color: colour, alpha });
    };
    for (const id of this.marks.highlight ?? []) {
      ring(id, MAP_COLOURS.highlight, 5, 3, glow, 0.3);
      ring(id, MAP_COLOURS.highlight, 2.5, 1.5, g);
    }
    if (this.marks.hover) ring(this.marks.hover, MAP_COLOURS.hover, 2, 1, g);
    if (this.marks.focus) {
      ring(this.marks.focus, '#ffffff', 5, 4, g);
      ring(this.marks.focus, MAP_COLOURS.focus, 2.5, 4, g);
    }
  }
}

/** One airport's card, in card pixels (its container is scaled to map units). */
function buildCard(look: CardLook, height: number): Container {
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  g.roundRect(0, 0, CARD_W, height, 5).fill(MAP_COLOURS.card).stroke({ width: 1, color: MAP_COLOURS.cardEdge });
  // The band of region colours along the bottom.
  if (look.regions.length) {
    const w = (CARD_W - 8) / look.regions.length;
    look.regions.forEach((ri, k) => g.rect(4 + k * w, height - 3.5, w, 3).fill(regionColour(ri)));
  }
  const code = label(look.code, { fontSize: 11, fontWeight: '700', fill: MAP_COLOURS.ink });
  code.position.set(4, 0.5);
  c.addChild(code);
  const buy = label(buyoutMark(look.buyout), { fontSize: 9, fontWeight: '600', fill: MAP_COLOURS.faint });
  buy.position.set(CARD_W - 17 - buy.width, 2.5);
  c.addChild(buy);
  g.circle(CARD_W - 9, 7.5, 6.5).fill(MAP_COLOURS.valueBadge);
  const value = label(String(look.value), { fontSize: 10, fontWeight: '700', fill: '#ffffff' });
  value.anchor.set(0.5);
  value.position.set(CARD_W - 9, 7.5);
  c.addChild(value);

  look.gates.forEach((gate, i) => {
    const r = gateBox(i);
    let text = '';
    let ink = MAP_COLOURS.ink;
    switch (gate.kind) {
      case 'unused':
        g.rect(r.x, r.y, r.width, r.height).fill({ color: MAP_COLOURS.unusedGate, alpha: 0.35 });
        break;
      case 'free':
        g.rect(r.x, r.y, r.width, r.height).fill(MAP_COLOURS.freeGate).stroke({ width: 1, color: MAP_COLOURS.freeGateEdge });
        text = String(gate.cost);
        ink = MAP_COLOURS.faint;
        break;
      case 'local':
        g.rect(r.x, r.y, r.width, r.height).fill(MAP_COLOURS.local);
        // Stripes tell the local airline from a grey player without relying on the colour.
        for (let k = 1; k <= 3; k++) {
          const o = (k * r.width) / 4;
          g.moveTo(r.x + o, r.y).lineTo(r.x, r.y + o);
          g.moveTo(r.x + r.width, r.y + o).lineTo(r.x + o, r.y + r.height);
        }
        g.stroke({ width: 1, color: '#ffffff', alpha: 0.35 });
        text = String(gate.pax);
        ink = '#ffffff';
        break;
      case 'owned':
        g.rect(r.x, r.y, r.width, r.height).fill(gate.colour).stroke({ width: 1, color: MAP_COLOURS.cardEdge });
        text = String(gate.pax);
        ink = textOn(gate.colour);
        break;
    }
    if (text) {
      const t = label(text, { fontSize: gate.kind === 'free' ? 9.5 : 10, fontWeight: '700', fill: ink });
      t.anchor.set(0.5);
      t.position.set(r.x + r.width / 2, r.y + r.height / 2 + 0.5);
      c.addChild(t);
    }
    // The editor marks the spaces used only by more players ("3+"); unmarked ones are always used.
    if (look.editor && gate.from > 2) {
      const who = label(`${gate.from}+`, { fontSize: 8, fontWeight: '600', fill: MAP_COLOURS.ink });
      who.anchor.set(0.5, 0);
      who.position.set(r.x + r.width / 2, r.y + GATE_SIZE + 0.5);
      c.addChild(who);
    }
  });

  // Footer: demand cards (a small card and the count), passengers waiting for a gate.
  const fy = height - 13.5;
  g.roundRect(4, fy + 1.5, 6, 8, 1).fill('#ffffff').stroke({ width: 1, color: MAP_COLOURS.faint });
  const demand = label(String(look.demand), { fontSize: 8.5, fontWeight: '600', fill: MAP_COLOURS.faint });
  demand.position.set(12, fy);
  c.addChild(demand);
  if (look.waiting > 0) {
    g.rect(CARD_W - 24, fy + 2.5, 6, 6).fill(MAP_COLOURS.passenger);
    const waiting = label(String(look.waiting), { fontSize: 8.5, fontWeight: '700', fill: MAP_COLOURS.passenger });
    waiting.position.set(CARD_W - 16, fy);
    c.addChild(waiting);
  }
  return c;
}

/** An airport card's buyout mark: B and the cost, or B✕ where no local airline can be bought out (a symbol, the same in every language; the map key shows it too). */
export function buyoutMark(buyout: number | null): string {
  return buyout === null ? 'B✕' : `B${buyout}`;
}
