import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { newAirlinesBoard } from './board.js';
import { hitBox, hitTest } from '../../../route-map/editor/hit.js';

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

describe('Route map hit tests (an Airlines board)', () => {
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
