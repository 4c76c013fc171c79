import { styleTest } from './style-check.js';

styleTest('airlines', 'north-america.board.json', ['majority', 'network', 'speculator']);
