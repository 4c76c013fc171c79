/** Which gates the map rings after another player's move: pure, checked with views by hand. */
import { describe, expect, it } from 'vitest';
import { openedGates } from './openings.js';

const gates = (...owners: (string | null)[]) => ({ pax: 0, gates: owners.map((owner) => ({ owner, pax: 0 })) });

describe('Blue Skies: gates opened by others', () => {
  it('Rings a gate opened or bought out by someone else, not the person’s own, nor one that did not change', () => {
    const before = { ATL: gates('local', null, null, null), ORD: gates('p1', null, null, null) };
    const after = { ATL: gates('p2', 'p1', null, null), ORD: gates('p1', 'p3', null, null) };
    expect(openedGates(before, after, 'p1')).toEqual([
      { airport: 'ATL', space: 0, owner: 'p2' },
      { airport: 'ORD', space: 1, owner: 'p3' },
    ]);
    // A spectator sees every purchase.
    expect(openedGates(before, after, null)).toHaveLength(3);
  });
  it('Nothing on a first view, and an airport only in the new view is not read', () => {
    expect(openedGates(null, { ATL: gates('p2') }, 'p1')).toEqual([]);
    expect(openedGates({}, { ATL: gates('p2') }, 'p1')).toEqual([]);
  });
});
