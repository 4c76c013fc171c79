import { describe, expect, it } from 'vitest';
import { checkSimAgainstApply, deepFreeze } from '../core/sim-oracle.js';
import { Rng } from '../core/rng.js';
import type { GameEvent } from '../core/types.js';
import { withoutEnglish } from '../core/wording.js';
import { simFork, simOwn, simRandomMove, simStep } from '../core/sim.js';
import { seatPlayers } from '../core/simulate.js';
import { derivedOf } from './derived.js';
import type { AirlinesState } from './types.js';
import { replay, simulate } from '../core/simulate.js';
import { strategistBot } from './bots.js';
import { airlines } from './index.js';
import { optionsSchema } from './types.js';
import { defaultBoard } from './testing.js';

/** Every combination of the four table options, one per game in turn. */
const options = (g: number) =>
  optionsSchema.parse({ bonusPoints: (g & 1) > 0, additionalLastRound: (g & 2) > 0, controlledScoring: (g & 4) > 0, noFoundingAfterShares: (g & 8) > 0 });

describe('Airlines simulation path', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`reaches the states and events apply reaches, move by move: random moves, ${players} seats, 6 seeded games`, () => {
      const r = checkSimAgainstApply(airlines, { board: defaultBoard, players, games: 6, seed: 100 * players, bot: 'random', options: (g) => options(g * 3 + players) });
      expect(r.failures).toEqual([]);
      expect(r.finished).toBe(6);
    });
    it(`the same with the default bot (strategist), ${players} seats, 3 seeded games`, () => {
      const r = checkSimAgainstApply(airlines, { board: defaultBoard, players, games: 3, seed: 100 * players + 50, bot: strategistBot, options: (g) => options(g * 5 + players) });
      expect(r.failures).toEqual([]);
      expect(r.finished).toBe(3);
    });
  }
  it('keeps its derived data out of sight: not in JSON, keys or copies, and never on the host state it forked', () => {
    const host = deepFreeze(airlines.setup({ board: defaultBoard, players: seatPlayers(4), options: optionsSchema.parse({}), seed: 7 }));
    const before = JSON.stringify(host);
    let state = simFork(airlines, host);
    const rng = Rng.fromSeed(7);
    for (let n = 0; n < 120 && airlines.outcome(state) === null; n++) {
      const player = airlines.activePlayers(state)[0]!;
      state = simStep(airlines, state, player, simRandomMove(airlines, state, player, rng));
    }
    expect(JSON.stringify(host)).toBe(before);
    expect(derivedOf(host)).toBeUndefined();
    expect(derivedOf(state)).toBeDefined();
    expect(Object.keys(state)).toEqual(Object.keys(host));
    expect(JSON.stringify(state)).not.toContain('derived');
    const spread = { ...state } as AirlinesState;
    expect(derivedOf(spread)).toBeUndefined();
    // A copy without the kept data answers the questions the same way by walking the board.
    for (const player of state.players.map((p) => p.id)) expect(airlines.legalMoves(spread, player)).toEqual(airlines.legalMoves(state, player));
  });

  it('draws the move rng.pick(legalMoves) draws when nothing else asks its kept lists (a bare random loop: the lists grow with each claim)', () => {
    // The oracle above asks legalMoves of the forked state on every move, which works every kept
    // list out afresh; a bare loop only draws, so a claimable list grown by its claim, and its
    // counts, are what the draw reads. The board-walking answer comes from a copy without them.
    let moves = 0;
    for (const players of [2, 4, 6]) {
      let state = simFork(airlines, airlines.setup({ board: defaultBoard, players: seatPlayers(players), options: optionsSchema.parse({}), seed: players }));
      const rngSim = Rng.fromSeed(players);
      const rngWalk = Rng.fromSeed(players);
      for (let n = 0; airlines.outcome(state) === null; n++, moves++) {
        const player = airlines.activePlayers(state)[0]!;
        const walked = rngWalk.pick(airlines.legalMoves({ ...state } as AirlinesState, player));
        const move = simRandomMove(airlines, state, player, rngSim);
        expect(move, `${players} seats, move ${n}`).toEqual(walked);
        state = simStep(airlines, state, player, move);
      }
    }
    expect(moves).toBeGreaterThan(600);
  });

  it("words its events when read: each field read from them equals apply's plain event, inside and outside withoutEnglish", () => {
    const fields = (e: GameEvent) => ({ type: e.type, player: e.player, visibleTo: e.visibleTo, key: e.key, params: e.params, text: e.text, data: e.data });
    let compared = 0;
    for (const seed of [11, 12]) {
      let host = airlines.setup({ board: defaultBoard, players: seatPlayers(3), options: optionsSchema.parse({}), seed });
      let state = simFork(airlines, host);
      const rng = Rng.fromSeed(seed);
      for (let n = 0; airlines.outcome(host) === null; n++) {
        const player = airlines.activePlayers(host)[0]!;
        const move = simRandomMove(airlines, state, player, rng);
        const res = airlines.apply(host, player, move);
        if (!res.ok) throw new Error(res.error.message);
        const events: GameEvent[] = [];
        // Every other move made inside withoutEnglish (as the lab makes them), read outside it.
        state = n % 2 ? withoutEnglish(() => simStep(airlines, state, player, move, events)) : simStep(airlines, state, player, move, events);
        host = res.state;
        expect(events.map(fields)).toEqual(res.events.map(fields));
        compared += events.length;
        // The final totals' event, made apart (end.ts finalTotalsEvent), under core's key.
        const totals = events.find((e) => e.type === 'finalTotals');
        if (totals) {
          expect(totals.key).toBe('core.log.finalTotals');
          expect(totals.text).toMatch(/^Final totals: Player \d+ \d+ points \(/);
        }
      }
      // Inside withoutEnglish a read gives no English, as `said` there gives none.
      const quiet: GameEvent[] = [];
      withoutEnglish(() => {
        const again = simFork(airlines, airlines.setup({ board: defaultBoard, players: seatPlayers(3), options: optionsSchema.parse({}), seed }));
        simStep(airlines, again, 'p1', { type: 'expand' }, quiet);
        expect(quiet[0]!.text).toBe('');
        expect(quiet[0]!.key).toBe('airlines.log.expand');
      });
      expect(quiet[0]!.text).toBe('Player 1 expands a network.');
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('owns a fresh setup without a copy (simOwn) and plays the game a fork plays; a kept state it forks', () => {
    for (const seed of [21, 22]) {
      const fresh = () => airlines.setup({ board: defaultBoard, players: seatPlayers(4), options: optionsSchema.parse({}), seed });
      const made = fresh();
      let owned = simOwn(airlines, made);
      expect(owned).toBe(made);
      expect(derivedOf(owned)).toBeDefined();
      let forked = simFork(airlines, fresh());
      const rng = Rng.fromSeed(seed);
      for (let n = 0; airlines.outcome(forked) === null; n++) {
        const player = airlines.activePlayers(forked)[0]!;
        const move = rng.pick(airlines.legalMoves(forked, player));
        expect(airlines.legalMoves(owned, player)).toEqual(airlines.legalMoves(forked, player));
        forked = simStep(airlines, forked, player, move);
        owned = simStep(airlines, owned, player, move);
      }
      expect(JSON.stringify(owned)).toBe(JSON.stringify(forked));
      // A state that keeps data already (a forked one) is copied: the input stays as it was.
      const before = JSON.stringify(owned);
      const again = simOwn(airlines, owned);
      expect(again).not.toBe(owned);
      expect(derivedOf(again)).toBeDefined();
      expect(JSON.stringify(owned)).toBe(before);
    }
  });

  it('simulate (which plays on the simulation path) gives the game apply gives', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = simulate(airlines, { board: defaultBoard, players: 2 + (seed % 5), seed, bots: seed % 2 ? strategistBot : airlines.bots[0]! });
      const again = replay(airlines, { board: defaultBoard, players: r.state.players, options: r.state.options, seed }, r.moves);
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(again));
      // The forked state's outcome words its English line when read: the same line, the same keys.
      const simOutcome = airlines.outcome(r.state)!;
      const hostOutcome = airlines.outcome(again)!;
      expect(simOutcome.summary).toBe(hostOutcome.summary);
      expect(Object.keys(simOutcome)).toEqual(Object.keys(hostOutcome));
      expect({ ...simOutcome }).toEqual(hostOutcome);
    }
  });
});
