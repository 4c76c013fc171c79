/**
 * Drawing the pieces of the Linie 1 map into Pixi Graphics: a tile with its track (two dark
 * rails either side of a light bed, so a track reads as one line at a glance and its pieces
 * stay apart where they cross), trees, a terminal loop, a stop sign, a path along the track.
 */
import type { Graphics } from 'pixi.js';
import type { Point } from '../../pixi/camera.js';
import { CELL, trackShape, type LoopShape, type TrackShape } from './geometry.js';
import { COLOURS, RAIL_GAP, RAIL_WIDTH } from './style.js';

function tracePiece(g: Graphics, s: TrackShape): void {
  g.moveTo(s.from.x, s.from.y);
  if (s.kind === 'line') g.lineTo(s.to.x, s.to.y);
  else g.arc(s.centre.x, s.centre.y, s.radius, s.start, s.end, s.anticlockwise);
}

export interface TileLook {
  trees?: boolean;
  alpha?: number;
  /** The rails' colour (a preview may tint them). */
  rail?: number | string;
  /** Leave out the tile's face (a path drawn over a tile). */
  bare?: boolean;
}

/** A tile at the square whose top-left corner is (x, y), with track pieces joining side pairs. */
export function drawTile(g: Graphics, x: number, y: number, segments: readonly (readonly [number, number])[], look: TileLook = {}): void {
  const alpha = look.alpha ?? 1;
  if (!look.bare) {
    const inset = CELL * 0.03;
    g.roundRect(x + inset, y + inset, CELL - 2 * inset, CELL - 2 * inset, CELL * 0.08)
      .fill({ color: look.trees ? COLOURS.treeTile : COLOURS.tile, alpha })
      .stroke({ width: CELL * 0.025, color: COLOURS.tileEdge, alpha });
  }
  if (look.trees) drawTrees(g, x, y, segments, alpha);
  const shapes = segments.map(([a, b]) => trackShape(x, y, a, b));
  for (const s of shapes) tracePiece(g, s);
  g.stroke({ width: CELL * RAIL_WIDTH, color: look.rail ?? COLOURS.rail, alpha, cap: 'butt' });
  for (const s of shapes) tracePiece(g, s);
  g.stroke({ width: CELL * RAIL_GAP, color: look.trees ? COLOURS.treeTile : COLOURS.tile, alpha, cap: 'butt' });
}

/** Little trees in the corners no curve runs through (the middle when every corner has one). */
function drawTrees(g: Graphics, x: number, y: number, segments: readonly (readonly [number, number])[], alpha: number): void {
  const used = new Set<string>();
  for (const [a, b] of segments) if (((a - b) & 3) !== 2) used.add([a, b].sort().join(''));
  const corners: [string, number, number][] = [
    ['01', x + CELL * 0.84, y + CELL * 0.16],
    ['12', x + CELL * 0.84, y + CELL * 0.84],
    ['23', x + CELL * 0.16, y + CELL * 0.84],
    ['03', x + CELL * 0.16, y + CELL * 0.16],
  ];
  const free = corners.filter(([k]) => !used.has(k));
  const spots = free.length > 0 ? free.map(([, cx, cy]) => [cx, cy] as const) : [[x + CELL / 2, y + CELL / 2] as const];
  for (const [cx, cy] of spots) g.circle(cx, cy, CELL * 0.09).fill({ color: COLOURS.tree, alpha });
}

/** A terminal's loop in its line's colour, with a dark edge so a pale line still shows. */
export function drawLoop(g: Graphics, l: LoopShape, colour: string, alpha = 1): void {
  const trace = () => {
    g.moveTo(l.ports[0].x, l.ports[0].y);
    g.arc(l.centre.x, l.centre.y, l.radius, l.start, l.end, l.anticlockwise);
  };
  trace();
  g.stroke({ width: CELL * (RAIL_WIDTH + 0.06), color: COLOURS.rail, alpha, cap: 'butt' });
  trace();
  g.stroke({ width: CELL * RAIL_WIDTH, color: colour, alpha, cap: 'butt' });
}

/** The round badge with a line number (terminals, trams). */
export function drawBadge(g: Graphics, p: Point, colour: string, radius = CELL * 0.24): void {
  g.circle(p.x, p.y, radius).fill(colour).stroke({ width: CELL * 0.035, color: COLOURS.rail });
}

/** A stop sign on a tile, by the side that faces its building. */
export function signPoint(x: number, y: number, side: number): Point {
  const d = CELL * 0.2;
  return [
    { x: x + CELL - d, y: y + d },
    { x: x + CELL - d, y: y + CELL - d },
    { x: x + d, y: y + CELL - d },
    { x: x + d, y: y + d },
  ][side & 3]!;
}

export function drawSign(g: Graphics, p: Point): void {
  g.circle(p.x, p.y, CELL * 0.17).fill(COLOURS.sign).stroke({ width: CELL * 0.05, color: COLOURS.signRing });
}

/** A polyline (a path along the track), optionally dashed. */
export function drawLine(g: Graphics, ps: readonly Point[], style: { width: number; colour: number | string; alpha?: number; dash?: number }): void {
  if (ps.length < 2) return;
  if (!style.dash) {
    g.moveTo(ps[0]!.x, ps[0]!.y);
    for (const p of ps.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width: style.width, color: style.colour, alpha: style.alpha ?? 1, cap: 'round', join: 'round' });
    return;
  }
  // Dashes of `dash` map units along the line.
  let on = true;
  let left = style.dash;
  g.moveTo(ps[0]!.x, ps[0]!.y);
  for (let i = 1; i < ps.length; i++) {
    let a = ps[i - 1]!;
    const b = ps[i]!;
    let d = Math.hypot(b.x - a.x, b.y - a.y);
    while (d > 0) {
      const step = Math.min(d, left);
      const p = { x: a.x + ((b.x - a.x) * step) / d, y: a.y + ((b.y - a.y) * step) / d };
      if (on) g.lineTo(p.x, p.y);
      else g.moveTo(p.x, p.y);
      d -= step;
      left -= step;
      a = p;
      if (left <= 0) {
        on = !on;
        left = style.dash;
      }
    }
  }
  g.stroke({ width: style.width, color: style.colour, alpha: style.alpha ?? 1, cap: 'round', join: 'round' });
}
