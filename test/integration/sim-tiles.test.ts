/**
 * The simulation paths of Linie 1 and Blue Skies (issue 24) reach exactly what the host's `apply`
 * reaches: whole seeded games, random and default bots, played side by side through `apply` on
 * deep-frozen states (so `apply` cannot have changed one: a write would throw) and through
 * `simFork` / `simStep` on one state changed in place. After every move the states (JSON), the
 * legal moves, the chosen moves and the events must be equal. The random side of the sim path
 * draws with `simRandomMove`, which promises the move `rng.pick(legalMoves)` draws.
 */
import { describe, expect, it } from 'vitest';
import { blueSkies } from '../../games/blue-skies/index.js';
import { usaBoard } from '../../games/blue-skies/testing.js';
import { Rng } from '../../games/core/rng.js';
import { simFork, simRandomMove, simStep } from '../../games/core/sim.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition, GameEvent } from '../../games/core/types.js';
import { classicBoard } from '../../games/linie1/fixtures.test-helpers.js';
import { linie1 } from '../../games/linie1/index.js';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** The state without its board (shared by both sides and never changed). */
const json = (s: unknown) => JSON.stringify({ ...(s as object), board: undefined });

/** Plays `games` games both ways; returns the moves played (every difference fails the test). */
function bothWays<S, M>(def: GameDefinition<any, any, S, M>, board: unknown, opts: { games: number; seed: number; bot: Bot<S, M> | null; options?: (g: number) => unknown }): number {
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

const linie1Board = classicBoard();
const defaultBot = <S, M>(def: GameDefinition<any, any, S, M>) => def.bots.find((b) => b.id === def.defaultBot)!;

describe('Linie 1: the simulation path plays exactly the games apply plays', () => {
  it('random games, 2 to 5 seats, every table option in turn', () => {
    const variants = [{}, { throughOwnTerminals: true }, { driversTilesWhenPileEmpty: true }, { drawOnlyWhatWasLaid: true }];
    const moves = bothWays(linie1, linie1Board, { games: 16, seed: 100, bot: null, options: (g) => linie1.optionsSchema.parse(variants[Math.floor(g / 4) % 4]) });
    expect(moves).toBeGreaterThan(1000);
  });
  it('route-builder games, 2 to 5 seats', () => {
    expect(bothWays(linie1, linie1Board, { games: 8, seed: 300, bot: defaultBot(linie1) })).toBeGreaterThan(500);
  });
});

describe('Blue Skies: the simulation path plays exactly the games apply plays', () => {
  it('random games, 2 to 5 seats, both table options in turn', () => {
    const variants = [{}, { fullAwardOnTies: true }, { sharedVictory: true }];
    const moves = bothWays(blueSkies, usaBoard, { games: 16, seed: 100, bot: null, options: (g) => blueSkies.optionsSchema.parse(variants[Math.floor(g / 4) % 3]) });
    expect(moves).toBeGreaterThan(1000);
  });
  it('strategist games, 2 to 5 seats', () => {
    expect(bothWays(blueSkies, usaBoard, { games: 8, seed: 300, bot: defaultBot(blueSkies) })).toBeGreaterThan(500);
  });
});
