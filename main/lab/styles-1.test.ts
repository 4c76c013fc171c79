import { styleTests } from './style-check.js';

// The registry's game at place 0 (one file per game, so they run in parallel).
styleTests(0, 1);
