import { describe, expect, it } from 'vitest';
import { iterationsAt } from '../core/levels.js';
import { EXPERT } from './levels.js';

describe('Airlines Expert budget', () => {
  it('searches 480 iterations at 2 seats and keeps 139 at the largest table (6 seats)', () => {
    // More iterations won decisions at 2 seats (test/bench/bots-judge.ts); the 6-seat budget is the
    // one measured at about a second at most on one core (levels.ts), so it must not grow with them.
    expect(iterationsAt(EXPERT, 2)).toBe(480);
    expect(iterationsAt(EXPERT, 4)).toBe(220);
    expect(iterationsAt(EXPERT, 6)).toBe(139);
  });
});
