/**
 * The Airlines Europe map: the route-map kit's scene with Europe's look (plain air routes, the
 * licence prices in their spaces, each airline's home-airport flag) and its bonus connections,
 * drawn as bowed dashed curves in the airline's colour with the marker's value at the middle.
 * It knows no rules: the play screen tells it which bonuses are still on the board, which
 * airlines are in the game, and the markers to draw.
 */
import { Container, Graphics } from 'pixi.js';
import type { EuropeBoard } from '../../../../games/airlines-europe/types.js';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../../games/airlines-europe/types.js';
import type { Point } from '../../pixi/camera.js';
import type { MapSizes } from '../../route-map/geometry.js';
import { configKey, drawPlainLine, mapText, RouteMapScene, type RouteMapConfig, type RouteMapLook } from '../../route-map/scene.js';
import { textOn } from '../../route-map/style.js';
import { bonusShape, hitBonus, type BonusShape } from './bonus-geometry.js';

/** Bigger circles than Airlines: Europe's map is looser and its prices must read at Fit. */
export const EUROPE_SIZES: MapSizes = { cityRadius: 4, circleRadius: 7.5, circleGap: 1.6, parallelOffset: 10 };
const FONTS = { city: 8, cost: 9, flag: 7 };
export const ROUTE_COLOUR = '#5b7083';
const BONUS_MARKER = 9;

/** What the play screen gives Europe's map: the kit's config, the airlines in the game and the bonuses left. */
export interface EuropeConfig extends RouteMapConfig<EuropeBoard> {
  /** Airlines in the game (their flags show); null: every airline of the board. */
  airlinesInPlay?: readonly string[] | null;
  /** The bonus connections still on the board (null: all of them). */
  openBonuses?: ReadonlySet<string> | null;
}

export class EuropeScene extends RouteMapScene<EuropeBoard> {
  private readonly bonusCurves = new Graphics();
  private readonly bonusMarks = new Container();
  private bonusShapes: BonusShape[] = [];
  private bonusKey = '';
  /** Airlines on the board (null: every airline of the board, as in the editor). */
  private readonly shown: { inPlay: ReadonlySet<string> | null };

  constructor() {
    const shown: { inPlay: ReadonlySet<string> | null } = { inPlay: null };
    const look: RouteMapLook<EuropeBoard> = {
      numbers: (r) => r.licences,
      lineKey: () => 'air',
      drawLine: (g, _r, shape, sizes) => drawPlainLine(g, shape, sizes, { width: 1.7, colour: ROUTE_COLOUR }),
      flags: (b) => b.airlines.filter((a) => !shown.inPlay || shown.inPlay.has(a.id)).map((a) => ({ id: a.id, city: a.home, initials: a.initials, colour: a.colour })),
      map: { width: MAP_WIDTH, height: MAP_HEIGHT },
      sizes: EUROPE_SIZES,
      fonts: FONTS,
    };
    super(look);
    this.shown = shown;
    this.below.addChild(this.bonusCurves);
    this.above.addChild(this.bonusMarks);
  }

  private inPlayKey = 'null';

  /** As the kit's `set`, with the airlines in play and the bonuses left; only what differs is drawn. */
  override set(config: EuropeConfig): boolean {
    let drew = false;
    if (config.airlinesInPlay !== undefined) {
      const k = configKey(config.airlinesInPlay);
      if (k !== this.inPlayKey) {
        this.inPlayKey = k;
        this.shown.inPlay = config.airlinesInPlay ? new Set(config.airlinesInPlay) : null;
        // Flags are part of the board's drawing: draw it again (what did not change stays).
        if (this.board && !config.board) {
          this.draw(this.board, config.overlay ?? this.overlayShown());
          drew = true;
        }
      }
    }
    if (super.set(config)) drew = true;
    const board = config.board ?? this.board;
    if (config.openBonuses !== undefined && board && this.drawBonuses(board, config.openBonuses)) drew = true;
    return drew;
  }

  /**
   * Draws the bonus connections still on the board (null: all of them). Redrawn only when the
   * board's bonuses, their cities or the open set change; true if they were.
   */
  drawBonuses(board: EuropeBoard, open: ReadonlySet<string> | null): boolean {
    const shown = board.bonuses.filter((b) => !open || open.has(b.id));
    const cities = new Map(board.cities.map((c) => [c.id, c]));
    const airlines = new Map(board.airlines.map((a) => [a.id, a]));
    const key = JSON.stringify(shown.map((b) => [b.id, b.value, b.airline, cities.get(b.from), cities.get(b.to), airlines.get(b.airline)?.colour, airlines.get(b.airline)?.initials]));
    if (key === this.bonusKey) return false;
    this.bonusKey = key;
    const g = this.bonusCurves;
    g.clear();
    this.bonusMarks.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.bonusShapes = [];
    for (const b of shown) {
      const a = cities.get(b.from);
      const z = cities.get(b.to);
      const airline = airlines.get(b.airline);
      if (!a || !z) continue;
      const shape = bonusShape(b.id, a, z);
      this.bonusShapes.push(shape);
      const colour = airline?.colour ?? '#888888';
      dashed(g, shape.points, 5, 4);
      // A dark edge under the colour, so a pale airline's curve shows on the land.
      g.stroke({ width: 3.2, color: '#2b3440', alpha: 0.55, cap: 'round' });
      dashed(g, shape.points, 5, 4);
      g.stroke({ width: 2, color: colour, cap: 'round' });
      const mark = new Container();
      const disc = new Graphics();
      disc.circle(shape.middle.x, shape.middle.y, BONUS_MARKER).fill(colour).stroke({ width: 1.2, color: '#2b3440' });
      disc.circle(shape.middle.x, shape.middle.y, BONUS_MARKER - 2.2).stroke({ width: 0.8, color: textOn(colour), alpha: 0.7 });
      const value = mapText(`+${b.value}`, { fontSize: 7.5, fontWeight: '700', fill: textOn(colour) });
      value.anchor.set(0.5);
      value.position.set(shape.middle.x, shape.middle.y - 1.6);
      const who = mapText(airline?.initials ?? b.airline, { fontSize: 4.2, fontWeight: '600', fill: textOn(colour) });
      who.anchor.set(0.5);
      who.position.set(shape.middle.x, shape.middle.y + 4);
      mark.addChild(disc, value, who);
      this.bonusMarks.addChild(mark);
    }
    this.onChange();
    return true;
  }

  /** The bonus connection at a map point (the editor selects them), or null. */
  hitBonus(p: Point, scale: number): string | null {
    return hitBonus(this.bonusShapes, p, 4 / Math.max(0.1, scale), BONUS_MARKER);
  }

  bonusShape(id: string): BonusShape | undefined {
    return this.bonusShapes.find((s) => s.id === id);
  }
}

/** Dash a polyline into the graphics' current path (stroked by the caller). */
function dashed(g: Graphics, points: readonly Point[], on: number, off: number): void {
  let draw = true;
  let left = on;
  for (let i = 1; i < points.length; i++) {
    let a = points[i - 1]!;
    const b = points[i]!;
    let seg = Math.hypot(b.x - a.x, b.y - a.y);
    while (seg > 0) {
      const step = Math.min(left, seg);
      const t = step / seg;
      const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      if (draw) g.moveTo(a.x, a.y).lineTo(p.x, p.y);
      a = p;
      seg -= step;
      left -= step;
      if (left <= 0) {
        draw = !draw;
        left = draw ? on : off;
      }
    }
  }
}
