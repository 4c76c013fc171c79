/** Blue Skies print-and-play: no two airport boxes cover each other on the bundled map or on a crowded one. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BlueSkiesBoard } from './board.js';
import { placeBoxes, printBlueSkies, type Box } from './print.js';

const usa = JSON.parse(readFileSync(new URL('../../boards/blue-skies/usa.board.json', import.meta.url), 'utf8')) as BlueSkiesBoard;
const overlapping = (boxes: Box[]) => {
  const out: [number, number][] = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => {
    if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) out.push([i, i + 1 + j]);
  }));
  return out;
};

describe('Blue Skies print', () => {
  it('places the bundled map’s airport boxes without overlap, inside the map', () => {
    // Centred on their airports, some of the bundled map's boxes would cover each other.
    const centred = usa.airports.map((a) => ({ x: a.x - 42, y: a.y - 22, w: 84, h: 44 }));
    expect(overlapping(centred).length).toBeGreaterThan(0);
    const boxes = placeBoxes(usa.airports);
    expect(overlapping(boxes)).toEqual([]);
    for (const b of boxes) expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= 1000 && b.y + b.h <= 700).toBe(true);
  });
  it('keeps a box on its airport when there is room, and a moved one points back with a line', () => {
    const boxes = placeBoxes([{ x: 500, y: 350 }, { x: 510, y: 355 }]);
    expect(boxes[0]).toEqual({ x: 458, y: 328, w: 84, h: 44 });
    expect(overlapping(boxes)).toEqual([]);
    const set = printBlueSkies(usa);
    expect(set.board.drawing.shapes.some((s) => s.kind === 'line')).toBe(true);
  });
});
