import { describe, expect, it } from 'vitest';
import { progress, schedule } from './arrivals.js';

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
