import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../formats/protocol.js';
import { europeBoard } from '../../../../games/airlines-europe/testing.js';
import { othersLicences } from './map-state.js';

const entry = (stateNo: number, player: string, type: string, data: unknown): LogEntry => ({ stateNo, player, type, text: '', data });

describe('Airlines Europe: the others’ licences as the map shows them coming in', () => {
  // Channel's home is London. The view is after the moves: it holds Dublin–London (bought by
  // Ann), then Bob's Dublin–Edinburgh and Edinburgh–London.
  const view = { licences: { 'dublin-london': ['channel', null], 'dublin-edinburgh': ['channel'], 'edinburgh-london': [null, 'channel'] } as Record<string, (string | null)[]> };
  const log = [
    entry(3, 'ann', 'licence', { airline: 'channel', route: 'dublin-london', space: 0, price: 3 }),
    entry(4, 'bob', 'licence', { airline: 'channel', route: 'dublin-edinburgh', space: 0, price: 3 }),
    entry(4, 'bob', 'licence', { airline: 'channel', route: 'edinburgh-london', space: 1, price: 5 }),
    entry(4, 'bob', 'takeShare', {}),
  ];
  it('draws each licence out from the city its airline reached before, then lands its plane on the space', () => {
    const items = othersLicences(europeBoard, view, log, 3, 'ann');
    expect(items).toEqual([
      { kind: 'marker', key: 'dublin-edinburgh#0', route: 'dublin-edinburgh', circle: 0, colour: '#d7263d', from: 'dublin' },
      { kind: 'marker', key: 'edinburgh-london#1', route: 'edinburgh-london', circle: 1, colour: '#d7263d', from: 'edinburgh' },
    ]);
  });
  it('leaves out the seat’s own, what came before, and entries naming no airline or route of the board', () => {
    expect(othersLicences(europeBoard, view, log, 3, 'bob')).toEqual([]);
    expect(othersLicences(europeBoard, view, log, 2, null)).toHaveLength(3);
    const bad = [entry(5, 'bob', 'licence', { airline: '__proto__', route: 'dublin-london', space: 0 }), entry(5, 'bob', 'licence', { airline: 'channel', route: 'constructor', space: 0 })];
    expect(othersLicences(europeBoard, view, bad, 4, 'ann')).toEqual([]);
  });
});
