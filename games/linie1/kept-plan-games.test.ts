/**
 * The route bot keeps its last plan per game (bots.ts' keptFor): two games played in one process,
 * their decisions interleaved one by one (as the lab's worker or a host with two tables runs
 * them), must each play exactly the moves it plays alone. With one kept plan for the whole
 * process, each game's decisions found the other game's plan there, searched afresh, and followed
 * another of equally cheap plans (at 3 seats this changes the games below).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { seatPlayers } from '../core/simulate.js';
import { simFork, simStep } from '../core/sim.js';
import { keptPlanHits, routeBot } from './bots.js';
import { classicBoard } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';
import { blockerBot } from './playstyles.js';
import type { Bot } from '../core/types.js';
import type { Linie1Move, Linie1Options, Linie1State } from './types.js';

type L1Bot = Bot<Linie1State, Linie1Move>;

const board = classicBoard();

/** One game, played a decision at a time (as core/simulate.ts plays it: the same bot random source). */
class Table {
  state: Linie1State;
  readonly moves: string[] = [];
  private readonly rng: Rng;

  constructor(
    seats: number,
    seed: number,
    options: Linie1Options,
    private readonly bots: L1Bot[],
    /** The simulation path (one state changed in place, as the lab plays) or `apply` (new states). */
    private readonly inPlace: boolean,
  ) {
    const state = linie1.setup({ board, players: seatPlayers(seats), options, seed });
    this.state = inPlace ? simFork(linie1, state) : state;
    this.rng = Rng.fromSeed(seed ^ 0x5bd1e995);
  }

  get over(): boolean {
    return linie1.outcome(this.state) !== null || this.moves.length >= 3000;
  }

  /** One decision and its move. */
  next(): void {
    const player = linie1.activePlayers(this.state)[0]!;
    const legal = linie1.legalMoves(this.state, player);
    const seat = this.state.players.findIndex((p) => p.id === player);
    const move = this.bots[seat % this.bots.length]!.choose({ state: this.state, player, legal, rng: this.rng });
    this.moves.push(JSON.stringify(move));
    if (this.inPlace) this.state = simStep(linie1, this.state, player, move);
    else {
      const res = linie1.apply(this.state, player, move);
      if (!res.ok) throw new Error(res.error.message);
      this.state = res.state;
    }
  }
}

function alone(make: () => Table): string[] {
  const t = make();
  while (!t.over) t.next();
  return t.moves;
}

/** Both games, one decision of each in turn (the one that is over drops out). */
function interleaved(a: Table, b: Table): void {
  while (!a.over || !b.over) {
    if (!a.over) a.next();
    if (!b.over) b.next();
  }
}

const cases: { name: string; seats: [number, number]; seeds: [number, number]; bots: L1Bot[]; inPlace: boolean }[] = [
  { name: 'route builders at 3 seats, simulation path', seats: [3, 3], seeds: [11, 12], bots: [routeBot], inPlace: true },
  { name: 'route builders at 3 seats, apply path', seats: [3, 3], seeds: [13, 14], bots: [routeBot], inPlace: false },
  { name: 'route builders at 2 and 5 seats', seats: [2, 5], seeds: [21, 22], bots: [routeBot], inPlace: true },
  { name: 'route builder and blocker at 4 seats', seats: [4, 4], seeds: [51, 52], bots: [routeBot, blockerBot], inPlace: true },
];

describe("the route bot's kept plan belongs to one game", () => {
  for (const c of cases) {
    it(`${c.name}: two games interleaved play as each alone`, () => {
      // One options object for both: setup parses its own copy per game, which is what keys the plan.
      const options = linie1.optionsSchema.parse({});
      const make = (i: 0 | 1) => () => new Table(c.seats[i], c.seeds[i], options, c.bots, c.inPlace);
      const soloA = alone(make(0));
      const soloB = alone(make(1));
      const a = make(0)();
      const b = make(1)();
      const hits = keptPlanHits();
      interleaved(a, b);
      expect(a.moves).toEqual(soloA);
      expect(b.moves).toEqual(soloB);
      // The kept plans were used while interleaved, as alone (else the comparison shows nothing).
      expect(keptPlanHits() - hits).toBeGreaterThan(20);
    });
  }
});
