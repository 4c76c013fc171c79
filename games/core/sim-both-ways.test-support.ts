/**
 * Whole seeded games played both ways, move by move (the sim-tiles tests of Linie 1 and Blue Skies,
 * issue 24): through `apply` on deep-frozen states (so `apply` cannot have changed one: a write
 * would throw) and through `simFork` / `simStep` on one state changed in place. After every move
 * the states (JSON), the legal moves, the chosen moves and the events must be equal. The random
 * side of the sim path draws with `simRandomMove`, which promises the move `rng.pick(legalMoves)`
 * draws. (sim-oracle.ts is the same check as a report, which newer sim tests use.)
 */
import { expect } from 'vitest';
import { Rng } from './rng.js';
import { simFork, simRandomMove, simStep } from './sim.js';
import { deepFreeze } from './sim-oracle.js';
import { seatPlayers } from './simulate.js';
import type { Bot, GameDefinition, GameEvent } from './types.js';

/** The state without its board (shared by both sides and never changed). */
const json = (s: unknown) => JSON.stringify({ ...(s as object), board: undefined });

/** Plays `games` games both ways; returns the moves played (every difference fails the test). */
export function bothWays<S, M>(def: GameDefinition<any, any, S, M>, board: unknown, opts: { games: number; seed: number; bot: Bot<S, M> | null; options?: (g: number) => unknown }): number {
  let moves = 0;
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    const seats = def.minPlayers + (g % (def.maxPlayers - def.minPlayers + 1));
    const options = opts.options ? opts.options(g) : def.optionsSchema.parse({});
    let host = deepFreeze(def.setup({ board, players: seatPlayers(seats), options, seed }));
    let sim = simFork(def, host);
    const rngHost = Rng.fromSeed(seed);
    const rngSim = Rng.fromSeed(seed);
    const where = (n: number) => `${def.id}, ${seats} seats, seed ${seed}, move ${n}`;
    for (let n = 0; def.outcome(host) === null; n++) {
      expect(n, where(n)).toBeLessThan(5000);
      const player = def.activePlayers(host)[0]!;
      expect(def.activePlayers(sim), where(n)).toEqual(def.activePlayers(host));
      const legal = def.legalMoves(host, player);
      const legalSim = def.legalMoves(sim, player);
      expect(JSON.stringify(legalSim), where(n)).toBe(JSON.stringify(legal));
      const move = opts.bot ? opts.bot.choose({ state: host, player, legal, rng: rngHost }) : rngHost.pick(legal);
      const moveSim = opts.bot ? opts.bot.choose({ state: sim, player, legal: legalSim, rng: rngSim }) : simRandomMove(def, sim, player, rngSim);
      expect(JSON.stringify(moveSim), where(n)).toBe(JSON.stringify(move));
      const res = def.apply(host, player, move);
      if (!res.ok) throw new Error(`${where(n)}: apply refused ${JSON.stringify(move)}: ${res.error.message}`);
      // Every other game steps without an events list: that must reach the same states.
      const events: GameEvent[] | undefined = g % 2 === 0 ? [] : undefined;
      sim = simStep(def, sim, player, moveSim, events);
      host = deepFreeze(res.state);
      expect(json(sim), where(n)).toBe(json(host));
      if (events) expect(JSON.stringify(events), where(n)).toBe(JSON.stringify(res.events));
      moves++;
    }
    expect(JSON.stringify(def.outcome(sim))).toBe(JSON.stringify(def.outcome(host)));
  }
  return moves;
}

/** The game's default bot. */
export const defaultBot = <S, M>(def: GameDefinition<any, any, S, M>): Bot<S, M> => def.bots.find((b) => b.id === def.defaultBot)!;
