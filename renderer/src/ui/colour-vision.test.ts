import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closestPair, difference, VISIONS } from './colour-vision.js';

const airlines = (file: string) => (JSON.parse(readFileSync(new URL(`../../../boards/${file}`, import.meta.url), 'utf8')) as { airlines: { initials: string; colour: string }[] }).airlines.map((a) => ({ id: a.initials, colour: a.colour }));

describe('Colours as people with a colour-vision deficiency see them', () => {
  it('knows the classic confusions: red and green look alike without red or green cones, not to everyone', () => {
    expect(difference('#d62728', '#2ca02c', 'normal')).toBeGreaterThan(60);
    expect(difference('#d62728', '#2ca02c', 'deuteranopia')).toBeLessThan(25);
    expect(difference('#ffffff', '#000000', 'tritanopia')).toBeCloseTo(100, 0);
  });

  it('the old Airlines palette failed: pink and grey looked the same without green cones', () => {
    expect(difference('#e84393', '#7f8c8d', 'deuteranopia')).toBeLessThan(5);
  });

  it('the bundled Airlines board: every two airline colours stay at least 15 ΔE apart in every kind of vision', () => {
    const colours = airlines('airlines/north-america.board.json');
    expect(colours).toHaveLength(9);
    for (const vision of VISIONS) {
      const worst = closestPair(colours, vision)!;
      expect(worst.delta, `${vision}: ${worst.a} and ${worst.b}`).toBeGreaterThanOrEqual(15);
    }
  });
});
