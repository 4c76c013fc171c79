import { styleTest } from './style-check.js';

styleTest('linie1', 'classic.board.json', ['shortcut', 'blocker', 'swapper']);
