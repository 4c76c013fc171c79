import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../formats/protocol.js';
import { tinyBoard } from '../../../../games/airlines/testing.js';
import { networkBefore, othersArrivals } from './map-marks.js';

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
  it('draws each claim out from the city its airline reached before (a sabotage just lands)', () => {
    // Y holds r6 (HQY–E) already; its claim of r5 (D–E) starts at E, its claim of r4 at HQY.
    const view = { routes: { r6: [{ airline: 'Y', sabotage: false }], r5: [null, { airline: 'X', sabotage: true }] } };
    const claims = [entry(7, 'bob', 'claim', { airline: 'Y', route: 'r5', circle: 0 }), entry(7, 'bob', 'claim', { airline: 'Y', route: 'r4', circle: 0 })];
    const items = othersArrivals(tinyBoard, [...log, ...claims], 5, 'ann', view);
    expect(items.map((i) => (i.kind === 'marker' ? [i.key, i.from] : [i.key]))).toEqual([
      ['r5#1', undefined],
      ['r5#0', 'E'],
      ['r4#0', 'HQY'],
    ]);
    expect([...networkBefore(tinyBoard, view, 'Y', 'r5')].sort()).toEqual(['E', 'HQY']);
    // A sabotage marker is no part of X's network; __proto__ as a route id is not looked up.
    expect([...networkBefore(tinyBoard, view, 'X', 'r1')]).toEqual(['HQX']);
    expect(othersArrivals(tinyBoard, [entry(9, 'bob', 'claim', { airline: 'Y', route: '__proto__', circle: 0 })], 8, 'ann', view)).toEqual([
      { kind: 'marker', key: '__proto__#0', route: '__proto__', circle: 0, colour: '#00ff00', sabotage: false, pattern: 'dot', from: undefined },
    ]);
  });
});
