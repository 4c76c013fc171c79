/**
 * The Linie 1 city drawn in Pixi: the cobbled grid, the buildings with their letters (and, where
 * the board names them, the sides that may take the stop sign), the squares where no track may
 * go, the terminal loops with their line numbers, every laid tile with its track and stop signs, and on
 * top what the screen asks for (squares to highlight, a tile previewed under the pointer, paths
 * along the track, trams, the keyboard's focus). It knows no rule: it draws what it is given and
 * says what is at a map point. The play screen and the editor both use it.
 *
 * Redraws are as small as the change: a new tile redraws its square, a board edit that leaves the
 * buildings and terminals alone leaves the ground alone.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Linie1Board, TileType } from '../../../../games/linie1/board.js';
import type { PlacedTile } from '../../../../games/linie1/types.js';
import type { Point, Rect } from '../../pixi/camera.js';
import { drawBadge, drawBlocked, drawLine, drawLoop, drawSign, drawStopSide, drawTile, signPoint } from './draw.js';
import { CELL, coordLabels, loopShape, mapBounds, MARGIN, parseSquare, sideIndex, sideTowards, squareRect, streetPlace, turnedSegments, type Square } from './geometry.js';
import { dropAt, type Appear } from './motion.js';
import { COLOURS, FONT, inkOn } from './style.js';

export type CityHit = { kind: 'square'; square: Square } | { kind: 'terminal'; id: string };

export interface PathMark {
  points: readonly Point[];
  colour: string | number;
  width?: number;
  alpha?: number;
  dash?: number;
}

export interface TramMark {
  id: string;
  colour: string;
  label: string;
  at: Point;
}

export interface PreviewMark {
  square: Square;
  segments: readonly (readonly [number, number])[];
  trees: boolean;
  ok: boolean;
}

/**
 * Everything the play screen shows on the city, handed over at once (chessground's `set`): a key
 * left out keeps what is on screen; a key given is compared with what is drawn, and only what
 * differs is drawn again (the same config twice draws nothing).
 */
export interface CityConfig {
  board?: Linie1Board;
  /** The laid tiles (row-major, null where none) and the stop signs. */
  tiles?: { grid: readonly (PlacedTile | null)[]; stopSigns: Readonly<Record<string, string>> };
  /** Squares outlined, each group in its colour (where a picked tile may go). */
  highlight?: readonly { squares: readonly Square[]; colour: number }[];
  /** Terminal loops ringed (the terminals a route may be declared from). */
  loopRings?: readonly string[];
  paths?: readonly PathMark[];
  /** A tile shown where it would go (null: none). */
  preview?: PreviewMark | null;
  trams?: readonly TramMark[];
  /** The keyboard's square (a thick ring) and the pointer's (a thin one). */
  focus?: { focus: Square | null; hover: Square | null };
}

type KeyedPart = 'highlight' | 'loopRings' | 'paths' | 'preview' | 'trams' | 'focus';

const TEXT_RESOLUTION = 4;

/** A tile's graphics back in its place, fully drawn. */
function settle(g: Graphics): void {
  g.pivot.set(0, 0);
  g.position.set(0, 0);
  g.scale.set(1);
  g.alpha = 1;
}

function label(text: string, size: number, fill: string, weight: '400' | '600' | '700' = '700'): Text {
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: size, fill, fontWeight: weight }, resolution: TEXT_RESOLUTION });
  t.anchor.set(0.5);
  return t;
}

export class CityScene {
  /** Add this to a stage's world. */
  readonly root = new Container();
  /** Free for a consumer (the editor's handles). */
  readonly top = new Container();
  /** Called whenever something changed and the stage should draw a frame. */
  onChange: () => void = () => {};

  private readonly ground = new Graphics();
  private readonly loops = new Graphics();
  private readonly tileLayer = new Container();
  /** Rings closing onto the squares whose tiles are dropping in. */
  private readonly dropLayer = new Graphics();
  private readonly signs = new Graphics();
  private readonly highlightLayer = new Graphics();
  private readonly ringLayer = new Graphics();
  private readonly pathLayer = new Graphics();
  private readonly previewLayer = new Graphics();
  private readonly tramLayer = new Container();
  private readonly focusLayer = new Graphics();
  private readonly labels = new Container();
  private readonly signLabels = new Container();

  private board: Linie1Board | null = null;
  private groundKey: unknown[] = [];
  private types = new Map<string, TileType>();
  private tiles = new Map<number, { key: string; g: Graphics }>();
  private signKey = '';
  private trams = new Map<string, { c: Container; key: string }>();
  /** Tiles dropping into place (another player's move): square → when, in performance.now() ms. */
  private appearing = new Map<number, { start: number; duration: number }>();
  /** Milliseconds the last redraw of the ground and tiles took. */
  lastDrawMs = 0;
  /** What `set` last drew of the overlays, as JSON (a part given again the same is not drawn). */
  private setKeys: Partial<Record<KeyedPart, string>> = {};

  constructor() {
    this.root.addChild(this.ground, this.loops, this.ringLayer, this.tileLayer, this.dropLayer, this.highlightLayer, this.signs, this.signLabels, this.pathLayer, this.previewLayer, this.labels, this.tramLayer, this.focusLayer, this.top);
  }

  /** Shows what the play screen gives (see CityConfig), drawing only what differs; true if anything was. */
  set(config: CityConfig): boolean {
    let drew = false;
    const fresh = (part: KeyedPart, value: unknown): boolean => {
      const k = JSON.stringify(value);
      if (this.setKeys[part] === k) return false;
      this.setKeys[part] = k;
      return (drew = true);
    };
    if (config.board && this.setBoard(config.board)) drew = true;
    if (config.tiles && this.setTiles(config.tiles.grid, config.tiles.stopSigns)) drew = true;
    if (config.highlight && fresh('highlight', config.highlight)) this.setHighlight(config.highlight);
    if (config.loopRings && fresh('loopRings', config.loopRings)) this.setLoopRings(config.loopRings);
    if (config.paths && fresh('paths', config.paths)) this.setPaths(config.paths);
    if (config.preview !== undefined && fresh('preview', config.preview)) this.setPreview(config.preview);
    if (config.trams && fresh('trams', config.trams)) this.setTrams(config.trams);
    if (config.focus && fresh('focus', config.focus)) this.setFocus(config.focus.focus, config.focus.hover);
    return drew;
  }

  bounds(): Rect {
    return this.board ? mapBounds(this.board) : { x: 0, y: 0, width: 100, height: 100 };
  }

  /** The grid, buildings and terminals; redrawn only when those parts of the board changed. */
  setBoard(board: Linie1Board): boolean {
    const t = performance.now();
    this.board = board;
    this.types = new Map(board.tileTypes.map((x) => [x.id, x]));
    const key = [board.rows, board.cols, board.buildings, board.blocked, board.terminals, board.lines];
    if (key.every((k, i) => k === this.groundKey[i])) return false;
    this.groundKey = key;
    this.drawGround(board);
    this.lastDrawMs = performance.now() - t;
    this.onChange();
    return true;
  }

  private drawGround(b: Linie1Board): void {
    const g = this.ground;
    g.clear();
    g.rect(0, 0, b.cols * CELL, b.rows * CELL).fill(COLOURS.cobbles);
    for (let c = 0; c <= b.cols; c++) g.moveTo(c * CELL, 0).lineTo(c * CELL, b.rows * CELL);
    for (let r = 0; r <= b.rows; r++) g.moveTo(0, r * CELL).lineTo(b.cols * CELL, r * CELL);
    g.stroke({ width: 1, color: COLOURS.gridLine });
    g.rect(0, 0, b.cols * CELL, b.rows * CELL).stroke({ width: 2, color: COLOURS.tileEdge });
    for (const l of this.labels.removeChildren()) l.destroy();
    const onGrid = (s: Square) => s.row >= 1 && s.col >= 1 && s.row <= b.rows && s.col <= b.cols;
    for (const q of b.blocked ?? []) if (onGrid(q)) drawBlocked(g, squareRect(q));
    for (const bd of b.buildings) {
      if (!onGrid(bd)) continue;
      const r = squareRect(bd);
      g.roundRect(r.x + 1.5, r.y + 1.5, CELL - 3, CELL - 3, CELL * 0.1).fill(COLOURS.building);
      // A building that names its stop sides shows them: a white bar on each (none drawn when every side may, as printed).
      if (bd.stopSides) for (const e of bd.stopSides) drawStopSide(g, r, sideIndex(e));
      const t = label(bd.id, CELL * 0.5, COLOURS.buildingText);
      t.position.set(r.x + CELL / 2, r.y + CELL / 2);
      this.labels.addChild(t);
    }
    const l = this.loops;
    l.clear();
    for (const term of b.terminals) {
      const shape = loopShape(b, term);
      if (!shape) continue;
      const colour = b.lines.find((x) => x.id === term.line)?.colour ?? '#888888';
      drawLoop(l, shape, colour);
      drawBadge(l, shape.label, colour);
      const t = label(term.line, CELL * 0.3, inkOn(colour));
      t.position.set(shape.label.x, shape.label.y);
      this.labels.addChild(t);
      // The street the route cards and the log name this terminal by.
      const place = streetPlace(b, term);
      if (place && term.street) {
        const s = label(term.street, CELL * 0.27, COLOURS.streetText, '600');
        s.scale.set(Math.min(1, place.maxWidth / Math.max(1, s.width)));
        s.rotation = place.rotation;
        s.position.set(place.at.x, place.at.y);
        this.labels.addChild(s);
      }
    }
    // Row and column numbers round the grid, as the log names squares.
    for (const c of coordLabels(b)) {
      const t = label(c.text, CELL * 0.32, COLOURS.coordText, '600');
      t.position.set(c.at.x, c.at.y);
      this.labels.addChild(t);
    }
  }

  /** The tiles on the grid (row-major, null where none lies) and the stop signs; true if any changed. */
  private setTiles(grid: readonly (PlacedTile | null)[], stopSigns: Readonly<Record<string, string>>): boolean {
    const b = this.board;
    if (!b) return false;
    const t = performance.now();
    let changed = false;
    const size = b.rows * b.cols;
    for (const [sq, entry] of this.tiles) {
      if (sq >= size || !grid[sq]) {
        entry.g.destroy();
        this.tiles.delete(sq);
        changed = true;
      }
    }
    for (let sq = 0; sq < size; sq++) {
      const placed = grid[sq];
      if (!placed) continue;
      const key = `${placed.tile}:${placed.rotation}`;
      const had = this.tiles.get(sq);
      if (had?.key === key) continue;
      const g = had?.g ?? new Graphics();
      g.clear();
      const type = this.types.get(placed.tile);
      const x = (sq % b.cols) * CELL;
      const y = Math.floor(sq / b.cols) * CELL;
      if (type) drawTile(g, x, y, turnedSegments(type, placed.rotation), { trees: type.trees });
      if (!had) this.tileLayer.addChild(g);
      this.tiles.set(sq, { key, g });
      changed = true;
    }
    const signKey = JSON.stringify(stopSigns);
    if (signKey !== this.signKey) {
      this.signKey = signKey;
      this.drawSigns(b, stopSigns);
      changed = true;
    }
    if (changed) {
      this.lastDrawMs = performance.now() - t;
      this.onChange();
    }
    return changed;
  }

  /** Tiles just laid by someone else drop into their squares: call `tickAppear` each frame. */
  appear(list: readonly Appear[], now: number): void {
    for (const a of list) this.appearing.set(a.square, { start: now + a.delay, duration: a.duration });
    this.tickAppear(now);
  }

  /** Moves the dropping tiles on to `now`; returns whether any is still on its way. */
  tickAppear(now: number): boolean {
    const b = this.board;
    const rings = this.dropLayer;
    rings.clear();
    for (const [sq, a] of this.appearing) {
      const g = this.tiles.get(sq)?.g;
      const f = (now - a.start) / a.duration;
      if (!g || !b || f >= 1) {
        if (g) settle(g);
        this.appearing.delete(sq);
        continue;
      }
      const d = dropAt(f);
      const cx = ((sq % b.cols) + 0.5) * CELL;
      const cy = (Math.floor(sq / b.cols) + 0.5) * CELL;
      g.pivot.set(cx, cy);
      g.position.set(cx, cy - d.lift * CELL);
      g.scale.set(d.scale);
      g.alpha = d.alpha;
      if (f <= 0) continue;
      // A frame closing onto the square, dark with a bright core, so the eye finds where it lands.
      const half = CELL / 2 + d.ring * CELL;
      const fade = Math.min(1, 1.6 - f * 1.4);
      rings.rect(cx - half, cy - half, 2 * half, 2 * half).stroke({ width: CELL * 0.12, color: COLOURS.rail, alpha: 0.55 * fade });
      rings.rect(cx - half, cy - half, 2 * half, 2 * half).stroke({ width: CELL * 0.06, color: COLOURS.focus, alpha: fade });
    }
    this.onChange();
    return this.appearing.size > 0;
  }

  /**
   * The first tile still dropping at `now` (null: none): its square (row-major index) and how it
   * is drawn now. For the browser tests, that a still shows it half there.
   */
  motionStage(now: number): { square: number; alpha: number; lift: number } | null {
    let first: { square: number; start: number; duration: number } | null = null;
    for (const [sq, a] of this.appearing) {
      if (a.start + a.duration <= now || !this.tiles.has(sq)) continue;
      if (!first || a.start < first.start) first = { square: sq, ...a };
    }
    if (!first) return null;
    const d = dropAt((now - first.start) / first.duration);
    return { square: first.square, alpha: d.alpha, lift: d.lift };
  }

  /** When the first tile still dropping at `now` does (null: none), for freezing it mid-way (tests). */
  motionWindow(now = performance.now()): { start: number; end: number } | null {
    let first: { start: number; end: number } | null = null;
    for (const [sq, a] of this.appearing) {
      // One already down (or whose tile is gone) but not yet ticked away is passed by.
      if (a.start + a.duration <= now || !this.tiles.has(sq)) continue;
      if (!first || a.start < first.start) first = { start: a.start, end: a.start + a.duration };
    }
    return first;
  }

  /** Every dropping tile in its place at once (a click skips the motion). */
  finishAppear(): void {
    if (this.appearing.size === 0) return;
    for (const sq of this.appearing.keys()) {
      const g = this.tiles.get(sq)?.g;
      if (g) settle(g);
    }
    this.appearing.clear();
    this.dropLayer.clear();
    this.onChange();
  }

  private drawSigns(b: Linie1Board, stopSigns: Readonly<Record<string, string>>): void {
    const g = this.signs;
    g.clear();
    for (const l of this.signLabels.removeChildren()) l.destroy();
    for (const bd of b.buildings) {
      const key = Object.prototype.hasOwnProperty.call(stopSigns, bd.id) ? stopSigns[bd.id] : undefined;
      const sq = key ? parseSquare(key) : null;
      if (!sq) continue;
      const r = squareRect(sq);
      const p = signPoint(r.x, r.y, sideTowards(sq, bd));
      drawSign(g, p);
      const t = label(bd.id, CELL * 0.2, COLOURS.signText);
      t.position.set(p.x, p.y);
      this.signLabels.addChild(t);
    }
  }

  /** Outlines on squares (where a picked tile may go), each group in its colour. */
  private setHighlight(groups: readonly { squares: readonly Square[]; colour: number }[]): void {
    const g = this.highlightLayer;
    g.clear();
    for (const { squares, colour } of groups) {
      for (const s of squares) {
        const r = squareRect(s);
        g.rect(r.x + 3, r.y + 3, CELL - 6, CELL - 6).fill({ color: colour, alpha: 0.16 }).stroke({ width: CELL * 0.035, color: colour, alpha: 0.6 });
      }
    }
    this.onChange();
  }

  /** Rings round terminal loops (the terminals a route may be declared from). */
  private setLoopRings(ids: readonly string[], colour: number = COLOURS.target): void {
    const g = this.ringLayer;
    g.clear();
    const b = this.board;
    if (b) {
      for (const id of ids) {
        const t = b.terminals.find((x) => x.id === id);
        const l = t ? loopShape(b, t) : null;
        if (!l) continue;
        g.circle(l.centre.x, l.centre.y, l.radius + CELL * 0.32).fill({ color: colour, alpha: 0.15 }).stroke({ width: CELL * 0.07, color: colour });
      }
    }
    this.onChange();
  }

  private setPaths(paths: readonly PathMark[]): void {
    const g = this.pathLayer;
    g.clear();
    for (const p of paths) drawLine(g, p.points, { width: p.width ?? CELL * 0.16, colour: p.colour, alpha: p.alpha ?? 0.85, dash: p.dash });
    this.onChange();
  }

  /** A tile shown where it would go: half see-through, framed green (may go) or red (may not). */
  private setPreview(p: PreviewMark | null): void {
    const g = this.previewLayer;
    g.clear();
    if (p) {
      const r = squareRect(p.square);
      drawTile(g, r.x, r.y, p.segments, { trees: p.trees, alpha: 0.78 });
      g.rect(r.x + 1, r.y + 1, CELL - 2, CELL - 2).stroke({ width: CELL * 0.09, color: p.ok ? COLOURS.ok : COLOURS.bad });
      if (!p.ok) {
        g.moveTo(r.x + CELL * 0.2, r.y + CELL * 0.2).lineTo(r.x + CELL * 0.8, r.y + CELL * 0.8);
        g.moveTo(r.x + CELL * 0.8, r.y + CELL * 0.2).lineTo(r.x + CELL * 0.2, r.y + CELL * 0.8);
        g.stroke({ width: CELL * 0.06, color: COLOURS.bad, alpha: 0.7 });
      }
    }
    this.onChange();
  }

  /** Trams where they stand; several on one spot are fanned out a little. */
  private setTrams(trams: readonly TramMark[]): void {
    const seen = new Set<string>();
    const spots = new Map<string, number>();
    for (const tr of trams) {
      seen.add(tr.id);
      const spot = `${Math.round(tr.at.x)},${Math.round(tr.at.y)}`;
      const n = spots.get(spot) ?? 0;
      spots.set(spot, n + 1);
      let entry = this.trams.get(tr.id);
      const key = `${tr.colour}|${tr.label}`;
      if (!entry || entry.key !== key) {
        entry?.c.destroy({ children: true });
        const c = new Container();
        const g = new Graphics();
        g.roundRect(-CELL * 0.3, -CELL * 0.2, CELL * 0.6, CELL * 0.4, CELL * 0.1).fill(tr.colour).stroke({ width: CELL * 0.05, color: COLOURS.rail });
        const t = label(tr.label, CELL * 0.26, inkOn(tr.colour));
        c.addChild(g, t);
        this.tramLayer.addChild(c);
        entry = { c, key };
        this.trams.set(tr.id, entry);
      }
      entry.c.position.set(tr.at.x + n * CELL * 0.18, tr.at.y - n * CELL * 0.18);
    }
    for (const [id, e] of this.trams) {
      if (seen.has(id)) continue;
      e.c.destroy({ children: true });
      this.trams.delete(id);
    }
    this.onChange();
  }

  /** The keyboard's focus (a thick ring) and the pointer's square (a thin one). */
  private setFocus(focus: Square | null, hover: Square | null = null): void {
    const g = this.focusLayer;
    g.clear();
    if (hover) {
      const r = squareRect(hover);
      g.rect(r.x, r.y, CELL, CELL).stroke({ width: CELL * 0.04, color: COLOURS.hover, alpha: 0.8 });
    }
    if (focus) {
      const r = squareRect(focus);
      g.rect(r.x - 2, r.y - 2, CELL + 4, CELL + 4).stroke({ width: CELL * 0.1, color: COLOURS.focus });
    }
    this.onChange();
  }

  /** What is at a map point: a square of the grid, or a terminal's loop in the margin. */
  hitTest(p: Point): CityHit | null {
    const b = this.board;
    if (!b) return null;
    const col = Math.floor(p.x / CELL) + 1;
    const row = Math.floor(p.y / CELL) + 1;
    if (row >= 1 && col >= 1 && row <= b.rows && col <= b.cols) return { kind: 'square', square: { row, col } };
    if (p.x < -MARGIN || p.y < -MARGIN || p.x > b.cols * CELL + MARGIN || p.y > b.rows * CELL + MARGIN) return null;
    let best: { id: string; d: number } | null = null;
    for (const t of b.terminals) {
      const l = loopShape(b, t);
      if (!l) continue;
      const d = Math.min(Math.hypot(p.x - l.centre.x, p.y - l.centre.y), Math.hypot(p.x - l.label.x, p.y - l.label.y));
      if (d < CELL * 0.8 && (!best || d < best.d)) best = { id: t.id, d };
    }
    return best ? { kind: 'terminal', id: best.id } : null;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
