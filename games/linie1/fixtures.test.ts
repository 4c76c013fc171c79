import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFixtureTests } from '../../test/fixtures/game-fixture-files.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { linie1Candidates, linie1Covers, REQUIRED } from './fixture-covers.js';
import { linie1 } from './index.js';

// Finished games replayed move by move; see RULES.md ("Regression fixtures") to record them again.
const board = classicBoard();
defineFixtureTests({
  def: linie1,
  dir: join(dirname(fileURLToPath(import.meta.url)), 'fixtures'),
  board: (name) => {
    if (name !== 'classic') throw new Error(`no bundled Linie 1 board "${name}"`);
    return board;
  },
  covers: linie1Covers,
  required: REQUIRED,
  candidates: linie1Candidates,
});
