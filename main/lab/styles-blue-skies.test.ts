import { styleTest } from './style-check.js';

styleTest('blue-skies', 'usa.board.json', ['spreader']);
