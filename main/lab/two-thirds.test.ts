import { describe, expect, it } from 'vitest';
import { Checkpoints, KEPT, KeptPoints, mayBeRead, READ_FROM } from './two-thirds.js';

/** The lab's first way of keeping points, written out again: every point copied, the nearest read. */
function pointReadBefore(total: number): number {
  let spacing = 1;
  let kept = [0];
  for (let m = 1; m <= total; m++) {
    if (m % spacing !== 0) continue;
    kept.push(m);
    if (kept.length > KEPT) {
      spacing *= 2;
      kept = kept.filter((k) => k % spacing === 0);
    }
  }
  const target = Math.floor((2 * total) / 3);
  return kept.reduce((best, k) => (Math.abs(k - target) < Math.abs(best - target) ? k : best));
}

describe('the point a game reads its two-thirds standing from', () => {
  it('is the point the lab always read, for every game length up to 3,000 moves, and was kept (mayBeRead)', () => {
    const schedule = new KeptPoints();
    const skipped = { kept: 0, copied: 0 };
    for (let total = 1; total <= 3000; total++) {
      const { kept } = schedule.advance(total);
      if (kept) {
        skipped.kept++;
        if (mayBeRead(total)) skipped.copied++;
      }
      if (total < READ_FROM) continue;
      const read = schedule.read(total);
      expect(read, `a game of ${total} moves`).toBe(pointReadBefore(total));
      expect(mayBeRead(read), `the point ${read} of a game of ${total} moves`).toBe(true);
    }
    // Points no game length reads are not copied: at least a fifth of them.
    expect(skipped.copied).toBeLessThan(skipped.kept * 0.8);
  });

  it('is replayed from a checkpoint at most a third of its moves before it, with few checkpoints', () => {
    const checkpoints = new Checkpoints();
    const schedule = new KeptPoints();
    const at: number[] = [];
    if (checkpoints.at(0)) at.push(0);
    for (let total = 1; total <= 3000; total++) {
      schedule.advance(total);
      if (checkpoints.at(total)) at.push(total);
      if (total < READ_FROM) continue;
      const read = schedule.read(total);
      const from = Math.max(...at.filter((c) => c <= read));
      expect(read - from, `a game of ${total} moves reads ${read}, replayed from ${from}`).toBeLessThanOrEqual(Math.max(8, read / 3));
    }
    expect(at.slice(0, 7)).toEqual([0, 8, 12, 18, 27, 41, 62]);
    // A game of 200 moves copies its state at 9 checkpoints (it kept 70 to 90 copies before).
    expect(at.filter((c) => c <= 200).length).toBe(9);
  });
});
