import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFixtureTests } from '../../test/fixtures/game-fixture-files.js';
import { blueSkiesCandidates, blueSkiesCovers, REQUIRED, RULE } from './fixture-covers.js';
import { blueSkies } from './index.js';
import { usaBoard } from './testing.js';

// Finished games replayed move by move; see RULES.md ("Regression fixtures") to record them again.
defineFixtureTests({
  def: blueSkies,
  dir: join(dirname(fileURLToPath(import.meta.url)), 'fixtures'),
  board: (name) => {
    if (name !== 'usa') throw new Error(`no bundled Blue Skies board "${name}"`);
    return usaBoard;
  },
  covers: blueSkiesCovers,
  required: REQUIRED,
  wanted: Object.values(RULE),
  candidates: blueSkiesCandidates,
});
