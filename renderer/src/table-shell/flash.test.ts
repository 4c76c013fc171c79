import { describe, expect, it } from 'vitest';
import { changedKeys, flashStep } from './flash.js';

describe('What a move changed in a panel', () => {
  it('names the entries whose value changed, appeared or went', () => {
    expect(changedKeys({ 'p1/GGA': 1, 'p2/GGA': 2, slot0: 'GGA' }, { 'p1/GGA': 3, 'p2/GGA': 2, slot0: 'PNA', 'p3/LSA': 1 })).toEqual(['p1/GGA', 'slot0', 'p3/LSA']);
    expect(changedKeys({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });

  it('lights a live change at the pace, nothing on the first view or at pace 0', () => {
    expect(flashStep(null, { a: 1 }, 700, false)).toEqual({ before: { a: 1 }, keys: [] });
    expect(flashStep({ a: 1 }, { a: 2 }, 700, false)).toEqual({ before: { a: 2 }, keys: ['a'] });
    expect(flashStep({ a: 1 }, { a: 2 }, 0, false)).toEqual({ before: { a: 2 }, keys: [] });
  });

  it('a replay and "Back to now" light nothing when nothing new happened; news during the replay is lit on return', () => {
    const live = { slot0: 'GGA', deck: 30 };
    const past = { slot0: 'PNA', deck: 34 };
    const inReplay = flashStep(live, past, 700, true);
    expect(inReplay).toEqual({ before: live, keys: [] });
    expect(flashStep(inReplay.before, live, 700, false).keys).toEqual([]);
    expect(flashStep(inReplay.before, { slot0: 'GGA', deck: 29 }, 700, false).keys).toEqual(['deck']);
  });
});
