import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineFixtureTests } from '../../test/fixtures/game-fixture-files.js';
import { europeCandidates, europeCovers, REQUIRED, RULE } from './fixture-covers.js';
import { airlinesEurope } from './index.js';
import { europeBoard } from './testing.js';

// Finished games replayed move by move; see RULES.md ("Regression fixtures") to record them again.
defineFixtureTests({
  def: airlinesEurope,
  dir: join(dirname(fileURLToPath(import.meta.url)), 'fixtures'),
  board: (name) => {
    if (name !== 'europe') throw new Error(`no bundled Airlines Europe board "${name}"`);
    return europeBoard;
  },
  covers: europeCovers,
  required: REQUIRED,
  wanted: Object.values(RULE),
  candidates: europeCandidates,
});
