import { expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS } from '../core/soak.js';
import { runProperty } from './property.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

// Half of the 1,000 seeded all-bot games (2 to 6 players); the other half is in property-1.test.ts.
it('Property: 500 seeded all-bot games (seeds 501..1000) conserve cards, planes, money and scoring cards; moves fit the schema; legal moves apply, others are refused with a message; secret points never show in the views of other seats; replays match (both readings of each table option)', () => {
  const seeds = Array.from({ length: 500 }, (_, k) => 501 + k);
  const r = runProperty(seeds);
  expect(r.failures).toEqual([]);
  expect(r.finished).toBe(500);
  expect(r.legalChecked).toBeGreaterThan(1000);
  expect(r.forbiddenChecked).toBeGreaterThan(1000);
  expect(r.replayed).toBe(25);
});
