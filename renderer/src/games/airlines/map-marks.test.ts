import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../games/core/protocol.js';
import { tinyBoard } from '../../../../games/airlines/testing.js';
import { othersArrivals } from './map-marks.js';

const entry = (stateNo: number, player: string, type: string, data: unknown): LogEntry => ({ stateNo, player, type, text: '', data });

describe('The others’ moves as the map shows them coming in', () => {
  const log = [
    entry(4, 'ann', 'claim', { airline: 'X', route: 'r1', circle: 0 }),
    entry(5, 'bob', 'found', { airline: 'Y', shares: 2 }),
    entry(5, 'bob', 'claim', { airline: 'Y', route: 'r4', circle: 1 }),
    entry(6, 'cy', 'sabotage', { airline: 'X', route: 'r5', circle: 1 }),
    entry(6, 'cy', 'drawStock', { slot: 2, airline: 'Z' }),
  ];
  it('lists the markers and headquarters the others placed since the last state shown, in order', () => {
    const items = othersArrivals(tinyBoard, log, 4, 'ann');
    expect(items.map((i) => i.key)).toEqual(['ring:HQY', 'r4#1', 'r5#1']);
    expect(items[1]).toMatchObject({ kind: 'marker', colour: '#00ff00', sabotage: false, pattern: 'dot' });
    expect(items[2]).toMatchObject({ sabotage: true, colour: '#ff0000' });
  });
  it('leaves out the seat’s own moves and what came before; a spectator sees everyone’s', () => {
    expect(othersArrivals(tinyBoard, log, 5, 'cy')).toEqual([]);
    expect(othersArrivals(tinyBoard, log, 3, null).map((i) => i.key)).toEqual(['r1#0', 'ring:HQY', 'r4#1', 'r5#1']);
  });
});
