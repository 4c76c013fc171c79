import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { newAirlinesBoard } from './board-io.js';
import { boardShapes, hitBox, hitTest, routeShape } from './geometry.js';

const board: AirlinesBoard = {
  ...newAirlinesBoard(),
  cities: [
    { id: 'A', name: 'A', x: 100, y: 100 },
    { id: 'B', name: 'B', x: 200, y: 100 },
    { id: 'C', name: 'C', x: 200, y: 200 },
  ],
  routes: [
    { id: 'ab', from: 'A', to: 'B', type: 'solid', costs: [3, 5] },
    { id: 'bc', from: 'B', to: 'C', type: 'wavy', costs: [4] },
    { id: 'bad', from: 'A', to: 'nowhere', type: 'solid', costs: [1] },
  ],
};

describe('Airlines map geometry', () => {
  it('A route has one circle per cost, centred on its middle', () => {
    const s = routeShape(board.routes[0]!, board.cities[0]!, board.cities[1]!);
    expect(s.circles.map((c) => c.cost)).toEqual([3, 5]);
    expect((s.circles[0]!.x + s.circles[1]!.x) / 2).toBeCloseTo(150);
    expect(s.mid).toEqual({ x: 150, y: 100 });
  });
  it('Line styles: double is two lines, dashed and dotted are many pieces', () => {
    const [a, b] = [board.cities[0]!, board.cities[1]!];
    expect(routeShape({ ...board.routes[0]!, type: 'double' }, a, b).lines.length).toBe(2);
    expect(routeShape({ ...board.routes[0]!, type: 'dashed' }, a, b).lines.length).toBeGreaterThan(5);
    expect(routeShape({ ...board.routes[0]!, type: 'dotted' }, a, b).lines.length).toBeGreaterThan(10);
  });
  it('A route to a missing city is not drawn (and does not crash the scene)', () => {
    expect(boardShapes(board).map((s) => s.id)).toEqual(['ab', 'bc']);
  });
  it('Hit test: a city beats the route under it; near a line picks the route; empty map is null', () => {
    expect(hitTest(board, 101, 99)).toEqual({ kind: 'city', id: 'A' });
    expect(hitTest(board, 150, 102)).toEqual({ kind: 'route', id: 'ab' });
    expect(hitTest(board, 150, 160)).toBeNull();
  });
  it('Box select: cities inside and routes with both ends inside', () => {
    expect(hitBox(board, 90, 90, 210, 110)).toEqual([
      { kind: 'city', id: 'A' },
      { kind: 'city', id: 'B' },
      { kind: 'route', id: 'ab' },
    ]);
  });
});
