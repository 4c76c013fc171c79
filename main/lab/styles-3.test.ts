import { styleTests } from './style-check.js';

// The registry's game at place 2 (one file per game, so they run in parallel).
styleTests(2, 3);
