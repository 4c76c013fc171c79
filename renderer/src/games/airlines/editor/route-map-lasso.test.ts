import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { newAirlinesBoard } from './board.js';
import { airlinesMode } from './mode.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import { insideLoop } from '../../../route-map/geometry.js';
import { hitBox, hitLasso, hitTest } from '../../../route-map/editor/hit.js';

const board: AirlinesBoard = {
  ...newAirlinesBoard(),
  cities: [
    { id: 'A', name: 'A', x: 100, y: 100 },
    { id: 'B', name: 'B', x: 200, y: 100 },
    { id: 'C', name: 'C', x: 150, y: 300 },
    { id: 'D', name: 'D', x: 160, y: 160 },
  ],
  routes: [
    { id: 'ab', from: 'A', to: 'B', type: 'solid', costs: [3] },
    { id: 'bc', from: 'B', to: 'C', type: 'solid', costs: [3] },
  ],
};
// A "U" round A and B whose dip leaves D (between them, lower down) out; a box round A and B takes D.
const U: [number, number][] = [
  [80, 80],
  [220, 80],
  [220, 200],
  [190, 200],
  [190, 120],
  [110, 120],
  [110, 200],
  [80, 200],
];

describe('Lasso (route maps)', () => {
  it('holds the cities inside the loop and the routes with both ends inside, not what a box would take', () => {
    const loop = U.map(([x, y]) => ({ x, y }));
    expect(insideLoop({ x: 160, y: 160 }, loop)).toBe(false);
    expect(insideLoop({ x: 100, y: 100 }, loop)).toBe(true);
    expect(hitLasso(board, loop)).toEqual([
      { kind: 'city', id: 'A' },
      { kind: 'city', id: 'B' },
      { kind: 'route', id: 'ab' },
    ]);
    expect(hitBox(board, 80, 80, 220, 200).map((r) => r.id)).toContain('D');
  });

  it('the Lasso tool selects what the drawn loop holds; Shift adds; a click clears', () => {
    const t = toolRig(airlinesMode, board, { hit: (b, p) => hitTest(b, p.x, p.y), hitBox: (b, r) => hitBox(b, r.x, r.y, r.x + r.width, r.y + r.height), hitLasso });
    t.setTool('lasso');
    t.drag(U);
    expect(t.sel()).toEqual([
      { kind: 'city', id: 'A' },
      { kind: 'city', id: 'B' },
      { kind: 'route', id: 'ab' },
    ]);
    expect(t.said.at(-1)).toBe('Lasso: 3 selected. Drag with Select (V) to move them.');
    t.drag(
      [
        [140, 280],
        [170, 280],
        [170, 320],
        [140, 320],
      ],
      { shift: true },
    );
    expect(t.sel().map((r) => r.id)).toEqual(['A', 'B', 'ab', 'C']);
    expect(t.history.canUndo).toBe(false);
    t.click(500, 500);
    expect(t.sel()).toEqual([]);
  });
});
