import { describe, expect, it } from 'vitest';
import { simulate } from '../core/simulate.js';
import { routeBot } from './bots.js';
import { stopsOf } from './rules.js';
import { expectedRolls, rollsForTrip, turnsToGo, winChances } from './evaluate.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { linie1 as def } from './index.js';
import type { Linie1State } from './types.js';

const DIE = [1, 2, 3, 4, 'H', 'H'] as const;

describe('Linie 1 evaluation (the search\'s judge of an unfinished game)', () => {
  it('Expected rolls over a trip follow the die: a 1 leaves one more roll, H runs to the next stop', () => {
    // start, a square, end: only a 1 stops short.
    expect(expectedRolls(['a', 's', 'b'], 0, DIE, () => false)).toBeCloseTo(1 + 1 / 6);
    // With a stop on the square, H stops there too: three faces of six leave one more roll.
    expect(expectedRolls(['a', 's', 'b'], 0, DIE, (id) => id === 's')).toBeCloseTo(1 + 3 / 6);
    expect(expectedRolls(['a', 's', 'b'], 2, DIE, () => false)).toBe(0);
    // Longer trips and more stops take longer.
    expect(rollsForTrip(20, 3, DIE)).toBeGreaterThan(rollsForTrip(10, 3, DIE));
    expect(rollsForTrip(20, 3, DIE)).toBeGreaterThan(rollsForTrip(20, 2, DIE));
  });

  it('Favours the seat with fewer turns to go, its chances summing to 1, and foresees who wins', () => {
    const states: Linie1State[] = [];
    const result = simulate(def, { board: classicBoard(), players: 2, seed: 4, bots: routeBot, afterMove: (s) => void states.push(s) });
    const winner = def.outcome(result.state)!.winners[0]!;
    const late = states[Math.floor(states.length * 0.8)]!;
    const chances = winChances(late);
    expect(chances['p1']! + chances['p2']!).toBeCloseTo(1);
    const turns = turnsToGo(late);
    const ahead = turns['p1']! < turns['p2']! ? 'p1' : 'p2';
    expect(chances[ahead]).toBeGreaterThan(0.5);
    // Four fifths into this game the winner is already the one judged ahead.
    expect(ahead).toBe(winner);
    expect(chances[winner]).toBeGreaterThan(0.7);
  });
  it("Counts the other buildings' stop signs on a building player's planned trip, where its tram will halt on an H", () => {
    // Counting only its own stops judged a finished route at a 5-seat table about 4.7 turns nearer
    // the end than its tram right after the declare (route-builder games), so the search held
    // declares back.
    const states: Linie1State[] = [];
    const declares: { index: number; player: string }[] = [];
    simulate(def, {
      board: classicBoard(),
      players: 5,
      seed: 11,
      bots: routeBot,
      afterMove: (s, player, move, index) => {
        states.push(s);
        if (move.type === 'declare') declares.push({ index, player });
      },
    });
    // The first declare: its route is finished; its trip passes other buildings' signs.
    const { index, player } = declares[0]!;
    const before = states[index - 1]!;
    const trip = states[index]!.players.find((p) => p.id === player)!.trip!;
    const signs = new Set(Object.values(before.stopSigns));
    const own = new Set(stopsOf(before, before.players.find((p) => p.id === player)!).map((b) => before.stopSigns[b]));
    expect(trip.path.filter((sq) => signs.has(sq) && !own.has(sq)).length).toBeGreaterThan(0);
    // Without the others' signs the same trip is judged shorter, and with them close to the tram's.
    const ownSignsOnly: Linie1State = { ...before, stopSigns: Object.fromEntries(Object.entries(before.stopSigns).filter(([, sq]) => own.has(sq))) };
    const judged = turnsToGo(before)[player]!;
    expect(judged).toBeGreaterThan(turnsToGo(ownSignsOnly)[player]! + 0.5);
    expect(Math.abs(judged - turnsToGo(states[index]!)[player]!)).toBeLessThan(0.5);
  });
});
