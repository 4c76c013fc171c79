/**
 * The planted-flaw suite in CI, at a small count (the bench runs all of them at full size): a
 * dead airport is named first among the findings with the fix that strengthens it, and a board
 * compared with itself on other seeds shows no element finding (A/A).
 */
import { describe, expect, it } from 'vitest';
import { PLANTED } from './planted-flaws.js';
import { runFlaw } from './run-flaw.js';

const flaw = (name: string) => PLANTED.find((f) => f.name.startsWith(name))!;

describe('planted flaws', () => {
  it('a dead airport (no demand card names Atlanta) is the top finding, with raising its demand as the fix', async () => {
    const r = await runFlaw(flaw('a dead airport'), 40);
    expect(r.rank).toBe(1);
    expect(r.direction).toBe('strengthen');
    expect(r.doc.findings[0]!.suggestion).toMatchObject({ field: expect.stringMatching(/^airports\[\d+\]\.demand$/), from: 0 });
  });

  it('A/A: the bundled board against itself on other seeds gives no element finding', async () => {
    const r = await runFlaw({ ...flaw('a dead airport'), plant: () => {} }, 40, { against: 'itself' });
    expect(r.doc.findings).toEqual([]);
  });
});
