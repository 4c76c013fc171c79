import { describe, expect, it } from 'vitest';
import { placeBeside } from './place.js';

const map = { left: 290, top: 40, right: 1010, bottom: 900 };
const size = { width: 300, height: 120 };

describe('A tooltip beside the pointer stays inside the map', () => {
  it('goes right and below when there is room', () => {
    expect(placeBeside({ x: 400, y: 300 }, size, map)).toEqual({ x: 414, y: 314 });
  });
  it('goes left near the side panel and above near the bottom', () => {
    expect(placeBeside({ x: 900, y: 850 }, size, map)).toEqual({ x: 586, y: 716 });
  });
  it('never leaves the map, even when it is larger than the room on both sides', () => {
    const p = placeBeside({ x: 450, y: 60 }, { width: 400, height: 900 }, map);
    expect(p.x).toBeGreaterThanOrEqual(map.left);
    expect(p.x + 400).toBeLessThanOrEqual(map.right);
    expect(p.y).toBe(map.top);
  });
});
