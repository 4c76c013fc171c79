import { describe, expect, it } from 'vitest';
import { changedKeys } from './flash.js';

describe('What a move changed in a panel', () => {
  it('names the entries whose value changed, appeared or went', () => {
    expect(changedKeys({ 'p1/GGA': 1, 'p2/GGA': 2, slot0: 'GGA' }, { 'p1/GGA': 3, 'p2/GGA': 2, slot0: 'PNA', 'p3/LSA': 1 })).toEqual(['p1/GGA', 'slot0', 'p3/LSA']);
    expect(changedKeys({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});
