import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../../../games/core/protocol.js';
import { withSeatNames } from './seat-names.js';

const seat = (index: number, name: string, kind: SeatInfo['kind'] = 'human'): SeatInfo => ({ index, playerId: `p${index}`, name, kind, connected: true });

describe('seat names on the play screen', () => {
  const view = { turn: 3, players: [{ id: 'p0', name: 'Ann', score: 4 }, { id: 'p1', name: 'Bob', score: 2 }] };

  it('A guest who took an open seat shows under the name the seat now has', () => {
    const shown = withSeatNames(view, [seat(0, 'Ann'), seat(1, 'Gus')]);
    expect(shown.players.map((p) => p.name)).toEqual(['Ann', 'Gus']);
    expect(shown.players[1]!.score).toBe(2);
    expect(shown.turn).toBe(3);
  });

  it('never changes the view it is given', () => {
    withSeatNames(view, [seat(0, 'Zed'), seat(1, 'Gus')]);
    expect(view.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });

  it('keeps the game name for a seat that is open again or has no name', () => {
    const shown = withSeatNames(view, [seat(0, ''), seat(1, 'Gus', 'open')]);
    expect(shown).toBe(view);
  });
});
