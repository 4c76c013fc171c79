/** The die's banner names where an H sends the tram: a stop (its building and square) or a terminal. */
import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../../../games/linie1/fixtures.test-helpers.js';
import { rollWords } from './roll-words.js';
import { words } from './i18n/index.js';
import fr from './i18n/fr.js';
import { formatMessage } from '../../../../games/core/messages.js';

const t = words.t;

const board = classicBoard();
const path = ['T1a', '6,1', '6,2', '9,3', '9,4', 'T1b'];

describe('Linie 1 die banner', () => {
  it('A number is just the number', () => {
    expect(rollWords(board, { who: 'Ann', face: '3', path, to: 3, stopSigns: {} }, t)).toBe('Ann rolled 3');
  });
  it('An H names the building whose stop sign the tram drives on to, and its square as the log names it', () => {
    expect(rollWords(board, { who: 'Ann', face: 'H', path, to: 3, stopSigns: { D: '9,3', A: '6,2' } }, t)).toBe('Ann rolled H: on to the stop at Dom (D), row 9, column 3');
  });
  it('An H that reaches the end names the terminal by its street', () => {
    expect(rollWords(board, { who: 'Ann', face: 'H', path, to: 5, stopSigns: { D: '9,3' } }, t)).toBe('Ann rolled H: on to the terminal Waldburgstraße');
  });
  it('A square with no stop sign is named by its row and column; an unknown step says only "the next stop"', () => {
    expect(rollWords(board, { who: 'Ann', face: 'H', path, to: 2, stopSigns: {} }, t)).toBe('Ann rolled H: on to row 6, column 2');
    expect(rollWords(board, { who: 'Ann', face: 'H', stopSigns: {} }, t)).toBe('Ann rolled H: on to the next stop');
    expect(rollWords(board, { who: 'Ann', face: 'H', path, to: 99, stopSigns: {} }, t)).toBe('Ann rolled H: on to the next stop');
  });
  it('reads in the table’s language (French here)', () => {
    const inFrench = (key: keyof typeof fr, params?: Record<string, string | number>) => formatMessage('fr', fr[key], params);
    expect(rollWords(board, { who: 'Ann', face: 'H', path, to: 3, stopSigns: { D: '9,3' } }, inFrench)).toBe('Ann a fait H : en route vers l’arrêt Dom (D), rangée 9, colonne 3');
  });
});
