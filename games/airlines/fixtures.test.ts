import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFixtureTests } from '../../test/fixtures/game-fixture-files.js';
import { airlinesCandidates, airlinesCovers, REQUIRED, RULE } from './fixture-covers.js';
import { airlines } from './index.js';
import { defaultBoard } from './testing.js';

// Finished games replayed move by move; see RULES.md ("Regression fixtures") to record them again.
defineFixtureTests({
  def: airlines,
  dir: join(dirname(fileURLToPath(import.meta.url)), 'fixtures'),
  board: (name) => {
    if (name !== 'north-america') throw new Error(`no bundled Airlines board "${name}"`);
    return defaultBoard;
  },
  covers: airlinesCovers,
  required: REQUIRED,
  wanted: Object.values(RULE),
  candidates: airlinesCandidates,
});
