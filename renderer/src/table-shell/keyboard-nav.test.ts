import { describe, expect, it } from 'vitest';
import { step, type Spot } from './keyboard-nav.js';

const spots: Spot[] = [
  { id: 'a', x: 0, y: 0 },
  { id: 'b', x: 100, y: 0 },
  { id: 'c', x: 100, y: 100 },
  { id: 'd', x: 0, y: 100 },
  { id: 'far', x: 400, y: 10 },
];

describe('arrow keys on the map', () => {
  it('Left and Right step through every target in reading order, wrapping around', () => {
    const seen: string[] = [];
    let at: string | null = null;
    for (let i = 0; i < spots.length; i++) seen.push((at = step(spots, at, 'ArrowRight'))!);
    expect(seen).toEqual(['a', 'b', 'far', 'd', 'c']);
    expect(step(spots, 'c', 'ArrowRight')).toBe('a');
    expect(step(spots, 'a', 'ArrowLeft')).toBe('c');
  });
  it('Up and Down go to the nearest target above or below', () => {
    expect(step(spots, 'a', 'ArrowDown')).toBe('d');
    expect(step(spots, 'c', 'ArrowUp')).toBe('b');
    expect(step(spots, 'c', 'ArrowDown')).toBe('a');
  });
  it('with nothing focused the first (or last) target comes first; no targets, nothing', () => {
    expect(step(spots, null, 'ArrowDown')).toBe('a');
    expect(step(spots, null, 'ArrowUp')).toBe('c');
    expect(step([], null, 'ArrowDown')).toBeNull();
  });
});
