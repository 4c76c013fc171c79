import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../formats/protocol.js';
import { lineKeys, moveFocus, tabStop } from './log-focus.js';

const e = (stateNo: number): LogEntry => ({ stateNo, text: `s${stateNo}`, type: 'move' });

describe('the log as one Tab stop', () => {
  it('a line is known by its state and its place in it, so a page arriving above keeps the focus on its line', () => {
    const shown = [e(7), e(7), e(9)];
    const keys = lineKeys(shown);
    expect(keys).toEqual(['7.0', '7.1', '9.0']);
    const focused = keys[1]!;
    const more = [e(3), e(5), ...shown];
    expect(tabStop(more, lineKeys(more), focused, null)).toBe(3);
  });

  it('the Tab goes to the focused line, else the replayed state last line, else the latest', () => {
    const shown = [e(2), e(4), e(4), e(6)];
    const keys = lineKeys(shown);
    expect(tabStop(shown, keys, null, null)).toBe(3);
    expect(tabStop(shown, keys, null, 4)).toBe(2);
    expect(tabStop(shown, keys, '2.0', 4)).toBe(0);
    // A line no longer shown (another seat's eyes) falls back.
    expect(tabStop(shown, keys, '99.0', null)).toBe(3);
    expect(tabStop([], [], null, null)).toBe(-1);
  });

  it('Up, Down, Home and End move within the lines and stop at the ends; other keys are not the log s', () => {
    expect(moveFocus(2, 5, 'ArrowUp')).toBe(1);
    expect(moveFocus(0, 5, 'ArrowUp')).toBe(0);
    expect(moveFocus(4, 5, 'ArrowDown')).toBe(4);
    expect(moveFocus(2, 5, 'Home')).toBe(0);
    expect(moveFocus(2, 5, 'End')).toBe(4);
    expect(moveFocus(2, 5, 'ArrowLeft')).toBeNull();
    expect(moveFocus(0, 0, 'End')).toBeNull();
  });
});
