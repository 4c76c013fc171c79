import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard } from '../../../../games/airlines/types.js';
import { boardGeometry as mapGeometry, circleCentres, DEFAULT_SIZES, hitTest, routeAnchor } from '../../route-map/geometry.js';

const CIRCLE_RADIUS = DEFAULT_SIZES.circleRadius;
const boardGeometry = (b: AirlinesBoard) => mapGeometry(b, { circles: (r) => r.costs.length });

const board = northAmerica as unknown as AirlinesBoard;

describe('Route map geometry (the Airlines board)', () => {
  it('gives every route one circle per cost, between its cities', () => {
    const geo = boardGeometry(board);
    expect(geo.routes.size).toBe(board.routes.length);
    for (const r of board.routes) expect(geo.routes.get(r.id)!.circles).toHaveLength(r.costs.length);
  });

  it('spaces circles evenly around the middle of the line', () => {
    const c = circleCentres({ x: 0, y: 0 }, { x: 100, y: 0 }, 3);
    expect(c[1]).toEqual({ x: 50, y: 0 });
    expect(c[0]!.x + c[2]!.x).toBeCloseTo(100);
    expect(c[2]!.x - c[1]!.x).toBeGreaterThanOrEqual(2 * CIRCLE_RADIUS);
  });

  it('a click on a circle names the route and the circle', () => {
    const geo = boardGeometry(board);
    const r = board.routes[0]!;
    const shape = geo.routes.get(r.id)!;
    expect(hitTest(geo, shape.circles[1]!, 3)).toEqual({ kind: 'route', id: r.id, circle: 1 });
  });

  it('a click near a city names the city', () => {
    const geo = boardGeometry(board);
    const c = board.cities[0]!;
    expect(hitTest(geo, { x: c.x + 1, y: c.y }, 3)).toEqual({ kind: 'city', id: c.id });
  });

  it('every route can be clicked at its anchor point', () => {
    const geo = boardGeometry(board);
    for (const r of board.routes) {
      const hit = hitTest(geo, routeAnchor(geo, r.id)!, 2);
      expect(hit, r.id).toMatchObject({ kind: 'route', id: r.id });
    }
  });

  it('parallel routes between the same cities are drawn apart', () => {
    const twin: AirlinesBoard = {
      ...board,
      routes: [
        { id: 'a', from: 'SEA', to: 'PDX', type: 'wavy', costs: [1] },
        { id: 'b', from: 'PDX', to: 'SEA', type: 'dashed', costs: [2] },
      ],
    };
    const geo = boardGeometry(twin);
    const a = geo.routes.get('a')!.circles[0]!;
    const b = geo.routes.get('b')!.circles[0]!;
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(5);
  });
});
