import { describe, expect, it } from 'vitest';
import { seatPicture } from './seat-picture.js';

const players = ['p1', 'p2', 'p3'];
const playerOf = (s: number) => players[s] ?? null;

describe('hot-seat hand-over', () => {
  it('Hot-seat: one person at this machine never gets a hand-over screen', () => {
    expect(seatPicture([0], playerOf, ['p2'], 0)).toEqual({ acting: null, shown: 0, handOverTo: null });
    expect(seatPicture([0], playerOf, ['p1'], null)).toEqual({ acting: 0, shown: 0, handOverTo: null });
  });

  it('Hot-seat: the first player’s first turn starts with a hand-over (a fresh screen shows nobody’s hand)', () => {
    expect(seatPicture([0, 1], playerOf, ['p1'], null)).toEqual({ acting: 0, shown: null, handOverTo: 0 });
    expect(seatPicture([0, 1], playerOf, ['p2'], null)).toEqual({ acting: 1, shown: null, handOverTo: 1 });
  });

  it('Hot-seat: when another person at this machine must act, the screen is handed over first', () => {
    expect(seatPicture([0, 1], playerOf, ['p2'], 0)).toEqual({ acting: 1, shown: 0, handOverTo: 1 });
    expect(seatPicture([0, 1], playerOf, ['p2'], 1)).toEqual({ acting: 1, shown: 1, handOverTo: null });
  });

  it('Hot-seat: while a bot plays, no hand-over is asked for', () => {
    expect(seatPicture([0, 1], playerOf, ['p3'], 1)).toEqual({ acting: null, shown: 1, handOverTo: null });
    expect(seatPicture([0, 1], playerOf, ['p3'], null)).toEqual({ acting: null, shown: null, handOverTo: null });
  });

  it('a spectator (no seat held) sees no hand', () => {
    expect(seatPicture([], playerOf, ['p1'], null)).toEqual({ acting: null, shown: null, handOverTo: null });
  });
});
