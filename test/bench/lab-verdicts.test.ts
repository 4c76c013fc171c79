/**
 * The lab bench's verdicts (lab-verdicts.ts). The figures were worked out apart from the code:
 * with every run clean Wilson's low end is n / (n + z²), which reaches 0.95 at n = 19 z² ≈ 72.99,
 * so 73 runs; 58 of 60 needs 82 more clean runs (a loop over Wilson's formula written afresh).
 */
import { describe, expect, it } from 'vitest';
import { aaVerdict, cleanRunsToShow, flawNamed, flawVerdict } from './lab-verdicts.js';

describe('A/A verdicts', () => {
  it('counts the clean runs still needed to show the 95 % aim beyond chance', () => {
    expect(cleanRunsToShow(0, 0)).toBe(73);
    expect(cleanRunsToShow(72, 72)).toBe(1);
    expect(cleanRunsToShow(73, 73)).toBe(0);
    expect(cleanRunsToShow(10, 10)).toBe(63);
    expect(cleanRunsToShow(58, 60)).toBe(82);
    expect(cleanRunsToShow(40, 60, 0.95, 100)).toBeNull();
  });

  it('says where the clean rate stands against the aim, with its interval rounded outward', () => {
    expect(aaVerdict(0, 0)).toBe('no run finished');
    expect(aaVerdict(10, 10)).toBe('10 of 10 runs clean (100 %, 95 % Wilson interval 72–100 %): at or above the 95 % aim, not yet beyond chance (63 more clean runs would show it)');
    expect(aaVerdict(58, 60)).toBe('58 of 60 runs clean (97 %, 95 % Wilson interval 88–100 %): at or above the 95 % aim, not yet beyond chance (82 more clean runs would show it)');
    expect(aaVerdict(72, 72)).toBe('72 of 72 runs clean (100 %, 95 % Wilson interval 94–100 %): at or above the 95 % aim, not yet beyond chance (1 more clean run would show it)');
    expect(aaVerdict(73, 73)).toBe('73 of 73 runs clean (100 %, 95 % Wilson interval 95–100 %): the 95 % aim is met beyond chance');
    expect(aaVerdict(55, 60)).toMatch(/^55 of 60 runs clean \(92 %, 95 % Wilson interval 81–97 %\): below the 95 % aim, not beyond chance \(170 more/);
    expect(aaVerdict(40, 60)).toBe('40 of 60 runs clean (67 %, 95 % Wilson interval 54–78 %): below the 95 % aim beyond chance');
  });
});

describe('planted-flaw verdicts', () => {
  it('names a flaw only in the top three with the planted direction', () => {
    expect(flawNamed({ rank: 3, direction: 'weaken', expected: 'weaken', findings: 5 })).toBe(true);
    expect(flawNamed({ rank: 4, direction: 'weaken', expected: 'weaken', findings: 5 })).toBe(false);
    expect(flawNamed({ rank: 1, direction: 'strengthen', expected: 'weaken', findings: 5 })).toBe(false);
    expect(flawNamed({ rank: 0, direction: null, expected: 'weaken', findings: 0 })).toBe(false);
  });

  it('says the rank, the count and the fix, or why the flaw is missed', () => {
    expect(flawVerdict({ rank: 1, direction: 'strengthen', expected: 'strengthen', findings: 1 })).toBe("named: rank 1 of 1 finding, fix 'strengthen' as planted");
    expect(flawVerdict({ rank: 2, direction: 'weaken', expected: 'weaken', findings: 7 })).toBe("named: rank 2 of 7 findings, fix 'weaken' as planted");
    expect(flawVerdict({ rank: 3, direction: 'weaken', expected: 'weaken', findings: 7 })).toBe("named: rank 3 of 7 findings, fix 'weaken' as planted");
    expect(flawVerdict({ rank: 4, direction: 'weaken', expected: 'weaken', findings: 7 })).toBe("MISSED: rank 4 of 7 findings, not in the top 3 (fix 'weaken' as planted)");
    expect(flawVerdict({ rank: 2, direction: 'weaken', expected: 'strengthen', findings: 2 })).toBe("MISSED: rank 2 of 2 findings, but its fix goes the wrong way ('weaken', planted 'strengthen')");
    expect(flawVerdict({ rank: 0, direction: null, expected: 'weaken', findings: 3 })).toBe('MISSED: not among its 3 findings');
    expect(flawVerdict({ rank: 0, direction: null, expected: 'weaken', findings: 0 })).toBe('MISSED: no finding at all');
  });
});
