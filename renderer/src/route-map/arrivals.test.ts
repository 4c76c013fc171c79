import { describe, expect, it } from 'vitest';
import { claimStages, elapsed, motionPace, progress, schedule, startCity } from './arrivals.js';

describe('The others’ markers arrive one after the other', () => {
  it('spaces them by the pace, after those still waiting', () => {
    const s = schedule(['a', 'b'], 1000, 1500, 700);
    expect(s.map((x) => [x.item, x.start, x.end])).toEqual([
      ['a', 1500, 2200],
      ['b', 2200, 2900],
    ]);
  });
  it('starts at once when nothing waits, and not at all at pace 0 (instant)', () => {
    expect(schedule(['a'], 1000, 0, 700)[0]).toMatchObject({ start: 1000, end: 1700 });
    expect(schedule(['a'], 1000, 0, 0)).toEqual([]);
  });
  it('squeezes a long backlog so nothing waits more than the longest wait (but each stays visible)', () => {
    const s = schedule(['a', 'b', 'c', 'd', 'e', 'f'], 0, 0, 1200, 3000);
    expect(s.at(-1)!.end).toBe(3000);
    const late = schedule(['a', 'b'], 0, 5000, 700, 3000);
    expect(late[0]!.end - late[0]!.start).toBe(120);
  });
  it('eases from 0 to 1 over its time', () => {
    const a = { start: 100, end: 200 };
    expect(progress(a, 50)).toBe(0);
    expect(progress(a, 150)).toBeCloseTo(0.875);
    expect(progress(a, 250)).toBe(1);
  });
});

describe('How the others’ moves are paced and drawn', () => {
  it('is instant under reduced motion whatever the pace setting, and at pace 0', () => {
    expect(motionPace(700, true)).toBe(0);
    expect(motionPace(1200, false)).toBe(1200);
    expect(motionPace(0, false)).toBe(0);
    expect(motionPace(Number.NaN, false)).toBe(0);
  });
  it('a new state starts its own moves at once: scheduled from now, the last ones not waited for', () => {
    // The scene passes now as the queue's end (it lands what was still coming first).
    const s = schedule(['c'], 5000, 5000, 700);
    expect(s[0]).toMatchObject({ start: 5000, end: 5700 });
  });
  it('draws a claimed route out first, steadily over half its time, then drops its marker', () => {
    expect(claimStages(0)).toEqual({ line: 0, marker: 0 });
    // Early on the line is under way, not yet drawn (a still at 30 % shows it half-way out).
    expect(claimStages(0.1).line).toBeCloseTo(0.066, 2);
    const still = claimStages(0.3);
    expect(still.line).toBeGreaterThan(0.5);
    expect(still.line).toBeLessThan(0.65);
    expect(still.marker).toBe(0);
    const mid = claimStages(0.525);
    expect(mid.line).toBeCloseTo(0.996, 2);
    expect(mid.marker).toBeCloseTo(0.1426, 3);
    expect(claimStages(0.55).line).toBe(1);
    expect(claimStages(1)).toEqual({ line: 1, marker: 1 });
  });
  it('counts an arrival’s time linearly, 0 before it and 1 after', () => {
    expect(elapsed({ start: 100, end: 200 }, 50)).toBe(0);
    expect(elapsed({ start: 100, end: 200 }, 130)).toBeCloseTo(0.3);
    expect(elapsed({ start: 100, end: 200 }, 250)).toBe(1);
  });
  it('draws a route out from the end its airline already reached', () => {
    expect(startCity({ from: 'A', to: 'B' }, new Set(['B']))).toBe('B');
    expect(startCity({ from: 'A', to: 'B' }, new Set(['A']))).toBe('A');
    expect(startCity({ from: 'A', to: 'B' }, new Set(['A', 'B']))).toBe('A');
    expect(startCity({ from: 'A', to: 'B' }, new Set())).toBe('A');
  });
});
