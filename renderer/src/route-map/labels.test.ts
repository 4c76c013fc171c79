import { describe, expect, it } from 'vitest';
import { overlap, placeLabels, type Box } from './labels.js';

const item = (id: string, x: number, y: number, w = 30, h = 8) => ({ id, anchor: { x, y }, w, h, gap: 5 });

describe('Labels placed around what is on the map', () => {
  it('puts a name right of its city when nothing is there', () => {
    expect(placeLabels([item('a', 100, 100)], []).get('a')).toEqual({ x: 105, y: 96, w: 30, h: 8 });
  });
  it('moves a name off a flag standing right of the city, and off another name', () => {
    const flag: Box = { x: 102, y: 92, w: 30, h: 14 };
    const placed = placeLabels([item('a', 100, 100), item('b', 100, 112)], [flag]);
    const a = placed.get('a')!;
    const b = placed.get('b')!;
    expect(overlap(a, flag)).toBe(0);
    expect(overlap(b, flag)).toBe(0);
    expect(overlap(a, b)).toBe(0);
    expect(a.x + a.w).toBeLessThanOrEqual(100); // left of the city
  });
  it('takes the spot that covers least when every spot covers something', () => {
    const wall: Box = { x: 0, y: 0, w: 1000, h: 1000 };
    const small: Box = { x: 105, y: 96, w: 4, h: 4 };
    const p = placeLabels([item('a', 100, 100)], [wall, small]).get('a')!;
    expect(overlap(p, small)).toBe(0);
  });
  it('places a crowded map’s labels without two of them on top of each other where room is left', () => {
    const items = Array.from({ length: 12 }, (_, i) => item(`c${i}`, 100 + (i % 4) * 60, 100 + Math.floor(i / 4) * 30));
    const placed = [...placeLabels(items, []).values()];
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(overlap(placed[i]!, placed[j]!)).toBe(0);
  });
});
