import { describe, expect, it } from 'vitest';
import { HARD, overlap, placeLabels, type Box } from './labels.js';

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
  it('goes a ring further out rather than cover a flag or a marker, but covers an empty circle a little rather than go far', () => {
    // Every near spot is walled by hard boxes: the name goes to the next ring, clear of all.
    const a = item('a', 100, 100);
    const near: Box[] = [
      { x: 104, y: 90, w: 33, h: 20, weight: HARD },
      { x: 63, y: 90, w: 33, h: 20, weight: HARD },
      { x: 80, y: 86, w: 40, h: 9, weight: HARD },
      { x: 80, y: 105, w: 40, h: 9, weight: HARD },
    ];
    const p = placeLabels([a], near).get('a')!;
    for (const b of near) expect(overlap(p, b)).toBe(0);
    expect(Math.hypot(p.x + p.w / 2 - 100, p.y + p.h / 2 - 100)).toBeGreaterThan(15);
    // A small empty circle right of the city: the name stays near, over its edge, not a ring out.
    const circle: Box = { x: 104, y: 98, w: 3, h: 3, weight: 4 };
    const q = placeLabels([a], [...near.slice(1), circle]).get('a')!;
    expect(q).toEqual({ x: 105, y: 96, w: 30, h: 8 });
  });
  it('never puts a name over one placed before while a spot is free, whatever the circles under them', () => {
    const circles: Box[] = Array.from({ length: 40 }, (_, i) => ({ x: 60 + (i % 10) * 12, y: 80 + Math.floor(i / 10) * 12, w: 10, h: 10, weight: 4 }));
    const items = [item('a', 100, 100), item('b', 110, 104), item('c', 95, 108)];
    const placed = [...placeLabels(items, circles).values()];
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(overlap(placed[i]!, placed[j]!)).toBe(0);
  });
});
