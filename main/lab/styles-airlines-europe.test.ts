import { styleTest } from './style-check.js';

styleTest('airlines-europe', 'europe.board.json', ['builder', 'trader']);
