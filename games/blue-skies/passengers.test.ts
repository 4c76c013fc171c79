import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simulate } from '../core/simulate.js';
import { blueSkies } from './index.js';
import { drawCubes, income, incomes, shares } from './passengers.js';
import { usaBoard } from './testing.js';

describe('the passenger bag', () => {
  it('Bag: a green cube means draw again, and every cube drawn is a passenger', () => {
    const bag = { red: 1, green: 3 };
    const got = drawCubes(bag, Rng.fromSeed(4));
    // Drawing stops at the one red cube, after however many green ones came first.
    expect(bag.red).toBe(0);
    expect(got.cubes).toBe(got.green + 1);
    expect(bag.green).toBe(3 - got.green);
  });

  it('Bag: with only red cubes each draw brings exactly one passenger', () => {
    const bag = { red: 10, green: 0 };
    expect(drawCubes(bag, Rng.fromSeed(1))).toEqual({ cubes: 1, green: 0 });
    expect(bag.red).toBe(9);
  });

  it('Bag: greens drawn until the bag is empty all arrive, then drawing stops', () => {
    const bag = { red: 0, green: 2 };
    expect(drawCubes(bag, Rng.fromSeed(1))).toEqual({ cubes: 2, green: 2 });
    expect(drawCubes(bag, Rng.fromSeed(1))).toEqual({ cubes: 0, green: 0 });
  });

  it('Bag: 100 red and 25 green cubes last 100 draws and bring 125 passengers', () => {
    const rng = Rng.fromSeed(9);
    const bag = { red: 100, green: 25 };
    let draws = 0;
    let cubes = 0;
    while (bag.red > 0) {
      cubes += drawCubes(bag, rng).cubes;
      draws++;
    }
    cubes += drawCubes(bag, rng).cubes; // greens left after the last red, if any
    expect(draws).toBe(100);
    expect(cubes).toBe(125);
  });
});

describe('spreading passengers over gates', () => {
  it('Passengers are spread evenly over the open gates, the remainder from the left', () => {
    expect(shares({ pax: 7, gates: ['a', 'b', 'c'] })).toEqual([3, 2, 2]);
    expect(shares({ pax: 8, gates: ['a', 'b', 'c'] })).toEqual([3, 3, 2]);
    expect(shares({ pax: 2, gates: ['a', 'b', 'c', 'd'] })).toEqual([1, 1, 0, 0]);
  });

  it('Passengers: free gate spaces hold none and are skipped by the remainder', () => {
    expect(shares({ pax: 5, gates: ['a', null, 'b'] })).toEqual([3, 0, 2]);
  });

  it('Passengers: with no open gate they wait at the airport', () => {
    expect(shares({ pax: 4, gates: [null, null] })).toEqual([0, 0]);
  });
});

describe('incomes', () => {
  it('gives every seat its income, in seat order, all through games', () => {
    let checked = 0;
    for (const players of [2, 5]) {
      simulate(blueSkies, {
        board: usaBoard,
        players,
        seed: 3,
        afterMove: (s) => {
          const want = s.players.map((pl) => income(s, pl.id));
          if (want.some((n) => n > 0)) checked++;
          expect(incomes(s)).toEqual(want);
        },
      });
    }
    expect(checked).toBeGreaterThan(50);
  });
});
