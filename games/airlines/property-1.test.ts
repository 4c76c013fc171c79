import { expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS, soakCount } from '../core/soak.js';
import { runProperty } from './property.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

// Half of the seeded all-bot games (the other half is in the other property file, so the two run in parallel);
// a quarter of them in `npm test`, all 1,000 in `npm run test:soak` (games/core/soak.ts).
const COUNT = soakCount(500);
const LAST = 1 + COUNT - 1;
it(`Property: seeded bot games 1-${LAST} at 2 to 6 players keep every card and marker, apply every legal move, refuse forbidden ones`, () => {
  const r = runProperty(1, LAST);
  expect(r.games).toBe(COUNT);
  expect(r.legalChecked).toBeGreaterThan(2 * COUNT);
  expect(r.illegalChecked).toBeGreaterThan(2 * COUNT);
  console.log(`property 1-${LAST}: ${JSON.stringify(r)}`);
});
