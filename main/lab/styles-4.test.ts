import { styleTests } from './style-check.js';

// The registry's games from place 3 on (one file per game, so they run in parallel; a game added
// later runs here until it has a file of its own).
styleTests(3);
