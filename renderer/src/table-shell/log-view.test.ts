import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../formats/protocol.js';
import { commonLines, joinPage, logRows, pageBefore, withTail } from './log-view.js';

const e = (stateNo: number, text: string, player?: string): LogEntry => ({ stateNo, text, type: 't', ...(player ? { player } : {}) });

describe('log panel', () => {
  it('an earlier page holds the first shown state whole and replaces its cut entries', () => {
    // The tail was cut inside state 3 (its first line is missing).
    const tail = [e(3, 'c2'), e(4, 'd')];
    expect(pageBefore(tail)).toBe(4);
    const page = [e(1, 'a'), e(2, 'b'), e(3, 'c1'), e(3, 'c2')];
    const older = joinPage(page, []);
    expect(withTail(older, tail).map((x) => x.text)).toEqual(['a', 'b', 'c1', 'c2', 'd']);
    // A second page before the first.
    const page2 = [e(0, 'z'), e(1, 'a')];
    expect(joinPage(page2, older).map((x) => x.text)).toEqual(['z', 'a', 'b', 'c1', 'c2']);
  });

  it('the live tail moves on past the pages', () => {
    const older = [e(1, 'a'), e(2, 'b')];
    expect(withTail(older, [e(5, 'e'), e(6, 'f')]).map((x) => x.text)).toEqual(['a', 'b', 'e', 'f']);
    expect(withTail([], [e(5, 'e')]).map((x) => x.text)).toEqual(['e']);
  });

  it('hot-seat with the hand hidden: only the lines every held seat sees', () => {
    const ann = [e(1, 'Ann founds'), e(2, 'You draw a dotted 5')];
    const bob = [e(1, 'Ann founds'), e(2, 'Ann draws a card')];
    expect(commonLines(ann, [bob]).map((x) => x.text)).toEqual(['Ann founds']);
  });

  it('a turn separator wherever the acting player changes', () => {
    const rows = logRows([e(1, 'a1', 'p1'), e(1, 'scoring'), e(2, 'a2', 'p1'), e(3, 'b1', 'p2')]);
    expect(rows.map((r) => (r.kind === 'turn' ? `-- ${r.player}` : r.entry.text))).toEqual(['-- p1', 'a1', 'scoring', 'a2', '-- p2', 'b1']);
  });
});
