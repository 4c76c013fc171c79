/**
 * Steering (steer.ts): a style that says its aim answers only legal moves (`answersLegal`) skips
 * looking them up in the legal list. Whole games of Airlines and Airlines Europe are played with
 * their styles on the simulation path (as the lab plays them); at every steered decision the
 * aim's answer must be moves of the legal list itself, and the style's choice must be the one the
 * same style makes with the check (the plain path), the very same move object.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';
import { simFork, simStep } from './sim.js';
import { seatPlayers } from './simulate.js';
import { steered, steeringOf } from './steer.js';
import type { Bot, GameDefinition } from './types.js';
import { airlines } from '../airlines/index.js';
import { defaultBoard } from '../airlines/testing.js';
import { airlinesEurope } from '../airlines-europe/index.js';
import { europeBoard } from '../airlines-europe/testing.js';
import { styles as blueSkiesStyles } from '../blue-skies/playstyles.js';
import { blockerBot } from '../linie1/playstyles.js';

interface Tally {
  steered: number;
  /** Steered decisions whose aim named more than 8 moves (the plain path's set). */
  long: number;
}

/** Plays `games` games of the game's lab mix (no random bot, no levels), comparing each style's choice both ways. */
function playBothWays<S, M>(def: GameDefinition<any, any, S, M>, board: unknown, seats: number, games: number, seed: number): Tally {
  const bots = def.bots.filter((b) => b.id !== 'random' && !b.level) as Bot<S, M>[];
  // Each steered bot, and the same style with the check (the plain path).
  const plain = new Map<Bot<S, M>, Bot<S, M>>();
  for (const b of bots) {
    const s = steeringOf(b);
    if (s) plain.set(b, steered(s.heuristic, { ...s.style, answersLegal: false }));
  }
  expect(plain.size, `${def.id} has styles`).toBeGreaterThan(0);
  const tally: Tally = { steered: 0, long: 0 };
  for (let g = 0; g < games; g++) {
    const players = seatPlayers(seats);
    let state = simFork(def, def.setup({ board, players, options: def.optionsSchema.parse({}), seed: seed + g }));
    for (let n = 0; def.outcome(state) === null; n++) {
      expect(n).toBeLessThan(5000);
      const player = def.activePlayers(state)[0]!;
      const seat = players.findIndex((p) => p.id === player);
      const bot = bots[(seat + g) % bots.length]!;
      const legal = def.legalMoves(state, player);
      const ctx = (k: number) => ({ state, player, legal, rng: Rng.fromSeed(seed * 7919 + g * 5003 + k) });
      const move = bot.choose(ctx(n));
      const other = plain.get(bot);
      if (other) {
        const where = `${def.id} ${seats} seats, game ${seed + g}, move ${n}, ${bot.id}`;
        const answer = steeringOf(bot)!.style.aim(ctx(n));
        for (const m of answer ?? []) expect(legal.includes(m), `${where}: the aim answered a move not in the legal list`).toBe(true);
        expect(other.choose(ctx(n)), where).toBe(move);
        tally.steered++;
        if ((answer?.length ?? 0) > 8) tally.long++;
      }
      state = simStep(def, state, player, move);
    }
  }
  return tally;
}

describe('steering a heuristic by a style', () => {
  it('Airlines: each style, told its aim answers legal moves, chooses as it does with the check (4 and 2 seats)', () => {
    const four = playBothWays(airlines, defaultBoard, 4, 3, 11);
    const two = playBothWays(airlines, defaultBoard, 2, 2, 31);
    expect(four.steered + two.steered).toBeGreaterThan(300);
    expect(four.long + two.long).toBeGreaterThan(0);
  });

  it('Airlines Europe: the same (4 seats)', () => {
    const t = playBothWays(airlinesEurope, europeBoard, 4, 3, 5);
    expect(t.steered).toBeGreaterThan(100);
  });

  it('Linie 1 keeps the check: its aim does not say it', () => {
    expect(steeringOf(blockerBot)).toBeDefined();
    expect(steeringOf(blockerBot)!.style.answersLegal).toBeUndefined();
  });

  it('Blue Skies: the spreader says it (its own fast-path test plays it both ways)', () => {
    for (const b of blueSkiesStyles) expect(steeringOf(b)!.style.answersLegal, b.id).toBe(true);
  });

  it('with the check, an answered move not in the legal list is left out; the flag itself is no part of the bot', () => {
    type M = { n: number };
    const legal: M[] = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const first: Bot<null, M> = { id: 'first', name: 'First', description: '', choose: (c) => c.legal[0]! };
    const stranger = { n: 9 };
    const style = { id: 's', name: 'S', description: '', aim: () => [stranger, legal[2]!, legal[1]!] };
    const ctx = { state: null, player: 'p1', legal, rng: Rng.fromSeed(1) };
    expect(steered(first, style).choose(ctx)).toBe(legal[2]);
    // Told (wrongly here) that its aim answers legal moves, the style is taken at its word.
    const trusting = steered(first, { ...style, answersLegal: true });
    expect(trusting.choose(ctx)).toBe(stranger);
    expect(Object.keys(trusting)).not.toContain('answersLegal');
    expect(Object.keys(trusting)).not.toContain('aim');
  });
});
