import { expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS } from '../core/soak.js';
import { runProperty } from './property.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

// Half of the 1,000 seeded all-bot games (the other half is in the other property file, so the two run in parallel).
it('Property: seeded bot games 501-1000 at 2 to 6 players keep every card and marker, apply every legal move, refuse forbidden ones', () => {
  const r = runProperty(501, 1000);
  expect(r.games).toBe(500);
  expect(r.legalChecked).toBeGreaterThan(1000);
  expect(r.illegalChecked).toBeGreaterThan(1000);
  console.log(`property 501-1000: ${JSON.stringify(r)}`);
});
