/**
 * The geometry shared by copy, paste, mirror and turn on a map of free points (a route map's
 * cities, Blue Skies' airports): where a selection's middle is, how far a paste moves so it lands
 * at the pointer and stays on the map, and how mirror and turn move a point round the middle.
 */
import type { MirrorAxis, Point } from '../modes/types.js';

/** A coordinate to a tenth, as boards store them (and never -0). */
export const tenth = (v: number): number => Math.round(v * 10) / 10 || 0;

/** The middle of the points' bounding box. */
export function middleOf(points: readonly Point[]): Point {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/**
 * How far to move copied points so their middle lands at `at` (null: `nudge` down and right of
 * where they were), then back inside a map of this size, the copy's shape unchanged.
 */
export function pasteShift(points: readonly Point[], at: Point | null, map: { width: number; height: number }, nudge: number): { dx: number; dy: number } {
  const m = middleOf(points);
  let dx = at ? at.x - m.x : nudge;
  let dy = at ? at.y - m.y : nudge;
  const xs = points.map((p) => p.x + dx);
  const ys = points.map((p) => p.y + dy);
  dx += Math.max(0, -Math.min(...xs)) - Math.max(0, Math.max(...xs) - map.width);
  dy += Math.max(0, -Math.min(...ys)) - Math.max(0, Math.max(...ys) - map.height);
  return { dx, dy };
}

/**
 * Which mirror or turn an edit is: the editor's catalogue words it ("Mirror left to right 3
 * cities", "Refléter 3 villes de gauche à droite": the edit's place in the sentence differs by
 * language, so it goes in as a select, not as words).
 */
export type PointEdit = 'mirrorLeftRight' | 'mirrorTopBottom' | 'turnClockwise' | 'turnAnticlockwise';

/** A mirror as a move of a point's offset from the middle, and which edit it is. */
export function mirrorMove(axis: MirrorAxis): { edit: PointEdit; move: (d: Point) => Point } {
  return axis === 'left-right' ? { edit: 'mirrorLeftRight', move: (d) => ({ x: -d.x, y: d.y }) } : { edit: 'mirrorTopBottom', move: (d) => ({ x: d.x, y: -d.y }) };
}

/** A quarter turn (1 clockwise, -1 anticlockwise; y grows down the screen) as a move of an offset, and which edit it is. */
export function turnMove(quarter: 1 | -1): { edit: PointEdit; move: (d: Point) => Point } {
  // Clockwise takes (1, 0) to (0, 1).
  return quarter > 0 ? { edit: 'turnClockwise', move: (d) => ({ x: -d.y, y: d.x }) } : { edit: 'turnAnticlockwise', move: (d) => ({ x: d.y, y: -d.x }) };
}

/**
 * Each point moved by `move` round the points' middle (a mirror or a turn), to a tenth, in the
 * points' order; or the first point the move would take off a map of this size.
 */
export function moveRoundMiddle<T extends Point>(points: readonly T[], move: (d: Point) => Point, map: { width: number; height: number }): { placed: Point[] } | { off: T } {
  const m = middleOf(points);
  const placed: Point[] = [];
  for (const pt of points) {
    const d = move({ x: pt.x - m.x, y: pt.y - m.y });
    const x = tenth(m.x + d.x);
    const y = tenth(m.y + d.y);
    if (x < 0 || y < 0 || x > map.width || y > map.height) return { off: pt };
    placed.push({ x, y });
  }
  return { placed };
}
