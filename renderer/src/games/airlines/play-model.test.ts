import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard, AirlinesMove, AirlinesView } from '../../../../games/airlines/types.js';
import { playModel, routeHoverLines } from './play-model.js';

const board = northAmerica as unknown as AirlinesBoard;

describe('play screen model (from the legal moves only)', () => {
  it('groups claims by route so the map highlights exactly the claimable routes', () => {
    const legal: AirlinesMove[] = [
      { type: 'claim', airline: 'GGA', route: 'van-sfo', card: { type: 'wavy', value: 7 } },
      { type: 'claim', airline: 'GGA', route: 'van-sfo', card: { type: 'wavy', value: 9 } },
      { type: 'claim', airline: 'GGA', route: 'sfo-lax', card: { type: 'double', value: 3 } },
      { type: 'pass' },
    ];
    const m = playModel(legal);
    expect([...m.mapMoves.keys()].sort()).toEqual(['sfo-lax', 'van-sfo']);
    expect(m.mapMoves.get('van-sfo')).toHaveLength(2);
    expect(m.canPass).toBe(true);
  });

  it('offers 1..max shares per airline for founding and playing stock', () => {
    const m = playModel([
      { type: 'found', airline: 'GGA', shares: 1 },
      { type: 'found', airline: 'GGA', shares: 2 },
      { type: 'playStock', airline: 'PNA', count: 1 },
      { type: 'expand' },
      { type: 'drawStock', from: 'deck' },
      { type: 'drawStock', from: 3 },
    ]);
    expect(m.found).toEqual([{ airline: 'GGA', max: 2 }]);
    expect(m.playStock).toEqual([{ airline: 'PNA', max: 1 }]);
    expect(m.canExpand).toBe(true);
    expect(m.drawDeck).toBe(true);
    expect(m.drawSlots).toEqual([3]);
  });

  it('hovering a route says who may claim it and for which card', () => {
    const route = board.routes.find((r) => board.airlines.some((a) => a.hq === r.from || a.hq === r.to))!;
    const hq = board.airlines.find((a) => (a.hq === route.from || a.hq === route.to) && a.allowedRouteTypes.includes(route.type))!;
    const view = {
      routes: {},
      airlines: Object.fromEntries(board.airlines.map((a) => [a.id, { id: a.id, founded: a.id === hq.id, inactive: false, value: 1, supply: 5, sharesPlayed: 0 }])),
    } as unknown as AirlinesView;
    const lines = routeHoverLines(board, view, route.id, []);
    expect(lines.join('\n')).toContain(`${hq.initials} may claim it with a`);
    expect(lines.join('\n')).toContain(`${Math.min(...route.costs)} or more`);
  });
});
