/**
 * The map geometry (track pieces, terminal loops, a path along the track) and the trams' motion:
 * pure, checked with numbers.
 */
import { describe, expect, it } from 'vitest';
import { miniBoard } from '../../../../games/linie1/fixtures.test-helpers.js';
import { CELL, loopShape, pathLine, pathSteps, pointAlong, shapePoints, sideMiddle, trackShape, tramPoint, turnedSegments } from './geometry.js';
import { MS_PER_SPACE, TramMotions } from './trams.js';

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-6;
const board = miniBoard();
const ROUTE = ['W1', '2,1', '2,2', '2,3', '2,4', '3,4', '4,4', '4,5', 'E1'];

describe('Linie 1 map geometry', () => {
  it('A straight joins opposite side middles; a curve is a quarter circle round the corner the two sides share', () => {
    expect(trackShape(0, 0, 0, 2)).toMatchObject({ kind: 'line', from: { x: CELL / 2, y: 0 }, to: { x: CELL / 2, y: CELL } });
    const c = trackShape(0, 0, 0, 1);
    expect(c).toMatchObject({ kind: 'arc', centre: { x: CELL, y: 0 }, radius: CELL / 2 });
    const pts = shapePoints(c, 8);
    expect(near(pts[0]!, sideMiddle(0, 0, 0))).toBe(true);
    expect(near(pts[8]!, sideMiddle(0, 0, 1))).toBe(true);
    // Every point of the arc stays inside the square, half a square from its corner.
    for (const p of pts) expect(Math.hypot(p.x - CELL, p.y)).toBeCloseTo(CELL / 2);
  });

  it('Turning a tile turns its sides clockwise', () => {
    expect(turnedSegments({ segments: [['N', 'E']] }, 1)).toEqual([[1, 2]]);
    expect(turnedSegments({ segments: [['N', 'S'], ['S', 'W']] }, 3)).toEqual([[3, 1], [1, 2]]);
  });

  it('A terminal loop bulges out of the grid, from one square’s outer side to the other’s', () => {
    const w1 = loopShape(board, board.terminals.find((t) => t.id === 'W1')!)!;
    expect(near(w1.ports[0], { x: 0, y: 1.5 * CELL })).toBe(true);
    expect(near(w1.ports[1], { x: 0, y: 2.5 * CELL })).toBe(true);
    expect(w1.label.x).toBeLessThan(0);
    const mid = w1.start + (w1.end - w1.start) / 2;
    expect(w1.centre.x + w1.radius * Math.cos(mid)).toBeCloseTo(-CELL / 2);
  });

  it('A path runs along the track: in and out sides per square, the line through each piece', () => {
    const steps = pathSteps(board, ROUTE);
    expect(steps.map((s) => [s.inSide, s.outSide])).toEqual([
      [-1, -1],
      [3, 1],
      [3, 1],
      [3, 1],
      [3, 2],
      [0, 2],
      [0, 1],
      [3, 1],
      [-1, -1],
    ]);
    const line = pathLine(board, ROUTE);
    expect(near(line[0]!, { x: 0, y: 1.5 * CELL })).toBe(true);
    expect(near(line[line.length - 1]!, { x: 5 * CELL, y: 3.5 * CELL })).toBe(true);
    // With the trams' stands, it starts and ends off the grid, at the loops.
    const driven = pathLine(board, ROUTE, true);
    expect(driven[0]!.x).toBeLessThan(0);
    expect(driven[driven.length - 1]!.x).toBeGreaterThan(5 * CELL);
    expect(tramPoint(board, ROUTE, 3)).toEqual({ x: 2.5 * CELL, y: 1.5 * CELL });
  });

  it('A point along a line by the fraction of its length', () => {
    const ps = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ];
    expect(pointAlong(ps, 0.25)).toEqual({ x: 5, y: 0 });
    expect(pointAlong(ps, 0.75)).toEqual({ x: 10, y: 5 });
    expect(pointAlong(ps, 2)).toEqual({ x: 10, y: 10 });
  });
});

describe('Linie 1 trams on the move', () => {
  it('A tram that rolls forward drives there along the track, then stands; a first sight or a replay jumps', () => {
    const m = new TramMotions(board);
    const trip = { id: 'p1', colour: '#d62828', label: '1', path: ROUTE };
    m.update([{ ...trip, at: 1 }], 0, true);
    expect(m.busy(0)).toBe(false);
    m.update([{ ...trip, at: 4 }], 1000, true);
    expect(m.busy(1000)).toBe(true);
    const mid = m.marks(1000 + (3 * MS_PER_SPACE) / 2)[0]!.at;
    expect(mid.y).toBeCloseTo(1.5 * CELL);
    expect(mid.x).toBeGreaterThan(0.5 * CELL);
    expect(mid.x).toBeLessThan(3.5 * CELL);
    expect(m.busy(1000 + 3 * MS_PER_SPACE + 1)).toBe(false);
    expect(m.marks(5000)[0]!.at).toEqual(tramPoint(board, ROUTE, 4));
    m.update([{ ...trip, at: 7 }], 6000, false);
    expect(m.busy(6000)).toBe(false);
    expect(m.marks(6000)[0]!.at).toEqual(tramPoint(board, ROUTE, 7));
  });
});
