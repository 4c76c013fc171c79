import { expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS, soakCount } from '../core/soak.js';
import { runProperty } from './property.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

// Half of the seeded all-bot games (2 to 6 players), the other half in the other property file; a quarter of
// them in `npm test`, all 1,000 in `npm run test:soak` (games/core/soak.ts).
const COUNT = soakCount(500);
it(`Property: ${COUNT} seeded all-bot games (seeds 501..${501 + COUNT - 1}) conserve cards, planes, money and scoring cards; moves fit the schema; legal moves apply, others are refused with a message; secret points never show in the views of other seats; replays match (both readings of each table option)`, () => {
  const seeds = Array.from({ length: COUNT }, (_, k) => 501 + k);
  const r = runProperty(seeds);
  expect(r.failures).toEqual([]);
  expect(r.finished).toBe(COUNT);
  expect(r.legalChecked).toBeGreaterThan(2 * COUNT);
  expect(r.forbiddenChecked).toBeGreaterThan(2 * COUNT);
  // Every 20th seed is replayed.
  expect(r.replayed).toBe(seeds.filter((s) => s % 20 === 0).length);
});
