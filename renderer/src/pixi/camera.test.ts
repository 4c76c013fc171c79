import { describe, expect, it } from 'vitest';
import { Camera, wheelFactor } from './camera.js';
import { distanceToPolyline, distanceToSegment, nearest } from './hit.js';

describe('camera', () => {
  it('maps map points to the screen and back', () => {
    const c = new Camera();
    c.scale = 2;
    c.x = 10;
    c.y = -5;
    expect(c.toScreen({ x: 3, y: 4 })).toEqual({ x: 16, y: 3 });
    expect(c.toMap({ x: 16, y: 3 })).toEqual({ x: 3, y: 4 });
  });

  it('zooming keeps the point under the cursor in place', () => {
    const c = new Camera();
    c.x = 40;
    c.y = 20;
    const at = { x: 200, y: 150 };
    const before = c.toMap(at);
    c.zoomAt(at, 1.7);
    const after = c.toMap(at);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('zoom stays within its limits', () => {
    const c = new Camera(0.5, 4);
    c.zoomAt({ x: 0, y: 0 }, 100);
    expect(c.scale).toBe(4);
    c.zoomAt({ x: 0, y: 0 }, 0.0001);
    expect(c.scale).toBe(0.5);
  });

  it('fit shows the whole board centred', () => {
    const c = new Camera(0.01, 100);
    c.fit({ x: 0, y: 0, width: 1000, height: 700 }, 520, 520, 10);
    expect(c.scale).toBeCloseTo(0.5);
    const tl = c.toScreen({ x: 0, y: 0 });
    const br = c.toScreen({ x: 1000, y: 700 });
    expect(tl.x).toBeCloseTo(10);
    expect(br.x).toBeCloseTo(510);
    expect((tl.y + br.y) / 2).toBeCloseTo(260);
  });

  it('a wheel notch down zooms out, up zooms in', () => {
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48, 0));
  });
});

describe('hit testing', () => {
  it('measures the distance to a segment, clamped at its ends', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToPolyline({ x: 10, y: 5 }, [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }])).toBe(0);
  });

  it('picks the nearest item within tolerance only', () => {
    const pts = [{ x: 0, y: 0 }, { x: 10, y: 0 }];
    const d = (q: { x: number; y: number }, p: { x: number; y: number }) => Math.hypot(q.x - p.x, q.y - p.y);
    expect(nearest({ x: 8, y: 0 }, pts, d, 5)).toBe(pts[1]);
    expect(nearest({ x: 5, y: 20 }, pts, d, 5)).toBeNull();
  });
});
