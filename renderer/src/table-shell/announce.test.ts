import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../formats/protocol.js';
import { othersNews } from './announce.js';

const e = (stateNo: number, player: string | undefined, text: string): LogEntry => ({ stateNo, player, text, type: 'x' });
const names = (s: string) => s.replace('{{p1}}', 'Ann').replace('{{p2}}', 'Bob');

describe('What the live region says about the log', () => {
  const log = [e(3, 'p1', '{{p1}} expands.'), e(4, 'p2', '{{p2}} claims Boston–Miami for GGA.'), e(4, undefined, 'A scoring card comes up.'), e(5, 'p1', '{{p1}} draws a stock card.')];

  it('says the lines since the last state heard, with names, leaving out the seat’s own moves', () => {
    expect(othersNews(log, 3, 'p1', names)).toBe('Bob claims Boston–Miami for GGA. A scoring card comes up.');
  });
  it('tells a spectator everything new, and only the last few lines when much happened', () => {
    expect(othersNews(log, 2, null, names, 2)).toBe('A scoring card comes up. Ann draws a stock card.');
  });
  it('says nothing when nothing new came from the others', () => {
    expect(othersNews(log, 4, 'p1', names)).toBe('');
    expect(othersNews([], 0, null, names)).toBe('');
  });
});
