/**
 * The fast paths of the rules and the lab mix against the plain ways, at every decision of whole
 * games (2, 3 and 5 seats, and one under the other tie rule), on the simulation path as the lab
 * plays them:
 * - `legalMoves` lists the board's shared, frozen move objects (listed-moves.ts): the same moves
 *   in the same order as the listing as first written (below, `plainLegal`), the very same
 *   objects on a second call (discards, still made per list, equal ones), and none of them can be
 *   changed;
 * - `hasPurchase` (stops at the first purchase) says what `purchaseCount(…) > 0` says, for every
 *   seat in every state;
 * - the spreader, whose style says its aim answers legal moves (no look-up), chooses the very move
 *   the same style chooses with the look-up;
 * - `seatOrder` without a record gives the record's key order, for ids that are and are not
 *   array indices.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import { seatPlayers } from '../core/simulate.js';
import { steered, steeringOf } from '../core/steer.js';
import type { Bot, PlayerId } from '../core/types.js';
import { bots } from './bots.js';
import { blueSkies } from './index.js';
import { spreader } from './playstyles.js';
import { seatOrder, seatOrderOfRecord } from './region-gain.js';
import { currentIndex, discardChoices, hasPurchase, purchaseCount, purchases } from './rules.js';
import { arranged, options, setGates, usaBoard } from './testing.js';
import { LOCAL, type BlueSkiesMove, type BlueSkiesState } from './types.js';

/** `legalMoves` as first written: every move a new object. */
function plainLegal(s: BlueSkiesState, player: PlayerId): BlueSkiesMove[] {
  const pi = s.players.findIndex((pl) => pl.id === player);
  if (pi < 0 || !blueSkies.activePlayers(s).includes(player)) return [];
  const p = s.phase;
  const pl = s.players[pi]!;
  switch (p.kind) {
    case 'setupBuy':
    case 'buy': {
      const can = purchases(s, pi);
      const out: BlueSkiesMove[] = [];
      for (const g of can.gates) out.push({ type: 'buyGate', airport: g.airport });
      for (const g of can.buyouts) out.push({ type: 'buyOut', airport: g.airport });
      out.push({ type: 'endPurchases' });
      return out;
    }
    case 'play': {
      const out: BlueSkiesMove[] = [...new Set(pl.hand)].map((c) => ({ type: 'playCard', airport: c }));
      if (!pl.specialUsed) for (const a of s.board.airports) out.push({ type: 'special', airport: a.id });
      return out;
    }
    case 'specialDiscard':
    case 'assistDiscard':
      return discardChoices(pl.hand).map((c) => ({ type: 'discard', cards: c }));
    case 'assist': {
      const out: BlueSkiesMove[] = s.board.airports.filter((a) => !p.chosen.includes(a.id)).map((a) => ({ type: 'assist', airport: a.id }));
      out.push({ type: 'endAssist' });
      return out;
    }
    default:
      return [];
  }
}

interface Tally {
  decisions: number;
  kinds: Set<string>;
  purchases: number;
  spread: number;
}

/** One game of the lab mix, every decision checked; the tally says what was covered. */
function checkGame(seats: number, seed: number, fullAwardOnTies: boolean, t: Tally): void {
  const players = seatPlayers(seats);
  let s = simFork(blueSkies, blueSkies.setup({ board: usaBoard, players, options: options({ fullAwardOnTies }), seed }));
  const mix = [bots[0]!, spreader];
  const { heuristic, style } = steeringOf(spreader)!;
  const lookingUp: Bot<BlueSkiesState, BlueSkiesMove> = steered(heuristic, { ...style, answersLegal: false });
  for (let n = 0; blueSkies.outcome(s) === null; n++) {
    expect(n).toBeLessThan(3000);
    const where = `${seats} seats, seed ${seed}, move ${n}`;
    const player = blueSkies.activePlayers(s)[0]!;
    const legal = blueSkies.legalMoves(s, player);
    expect(JSON.stringify(legal), where).toBe(JSON.stringify(plainLegal(s, player)));
    const again = blueSkies.legalMoves(s, player);
    expect(again).not.toBe(legal);
    // Discards are listed as new objects still (a hand's subsets); every other move is shared.
    again.forEach((m, i) => (m.type === 'discard' ? expect(m, where).toEqual(legal[i]) : expect(m, where).toBe(legal[i])));
    for (const m of legal) if (m.type !== 'discard') expect(Object.isFrozen(m), where).toBe(true);
    t.kinds.add(s.phase.kind);
    for (let pi = 0; pi < seats; pi++) {
      expect(hasPurchase(s, pi), `${where}, seat ${pi}`).toBe(purchaseCount(s, pi) > 0);
      if (hasPurchase(s, pi)) t.purchases++;
    }
    const seat = s.players.findIndex((pl) => pl.id === player);
    const bot = mix[(seat + seed) % mix.length]!;
    const rng = Rng.fromSeed(seed * 31 + n);
    const move = bot.choose({ state: s, player, legal, rng });
    if (bot === spreader) {
      expect(lookingUp.choose({ state: s, player, legal, rng: Rng.fromSeed(seed * 31 + n) }), where).toBe(move);
      t.spread++;
    }
    t.decisions++;
    s = simStep(blueSkies, s, player, move);
  }
  // The state's current player is gone at the end: nobody may buy.
  expect(currentIndex(s)).toBeNull();
}

describe('the listing and the lab mix fast paths agree with the plain ways', () => {
  it('at every decision of whole games at 2, 3 and 5 seats, both tie rules', () => {
    const t: Tally = { decisions: 0, kinds: new Set(), purchases: 0, spread: 0 };
    for (const [seats, seed, full] of [[2, 71, false], [3, 72, true], [5, 73, false], [2, 74, true], [5, 75, true]] as const) checkGame(seats, seed, full, t);
    // Every kind of decision was met, with purchases to find and the spreader steered.
    expect([...t.kinds].sort()).toEqual(['assist', 'assistDiscard', 'buy', 'play', 'setupBuy', 'specialDiscard']);
    expect(t.decisions).toBeGreaterThan(300);
    expect(t.purchases).toBeGreaterThan(100);
    expect(t.spread).toBeGreaterThan(100);
  });

  it('hasPurchase finds a buy-out when no gate is free, a gate when no buy-out is affordable, and nothing when neither is', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    const full = (id: string) => s.airports[id]!.gates.map(() => 'p2');
    for (const a of s.board.airports) setGates(s, a.id, full(a.id));
    const said = (): [boolean, boolean] => [hasPurchase(s, 0), purchaseCount(s, 0) > 0];
    expect(said()).toEqual([false, false]);
    // A local airline at an airport whose buy-out the budget covers: the only purchase.
    const bought = s.board.airports.find((a) => a.buyout !== null && a.buyout <= s.board.pointsPerRound)!;
    setGates(s, bought.id, [LOCAL]);
    expect(said()).toEqual([true, true]);
    // The same with the buy-out out of reach, then one free space at the last airport that is.
    s.phase = { kind: 'buy', at: 0, spent: s.board.pointsPerRound - bought.buyout! + 1, bought: 0 };
    expect(said()).toEqual([false, false]);
    const last = s.board.airports.at(-1)!;
    s.airports[last.id]!.gates[s.airports[last.id]!.gates.length - 1] = null;
    const cost = last.gates[s.airports[last.id]!.gates.length - 1]!.cost;
    expect(bought.buyout!).toBeGreaterThan(cost);
    s.phase = { kind: 'buy', at: 0, spent: s.board.pointsPerRound - cost, bought: 0 };
    expect(said()).toEqual([true, true]);
    // Only an empty airport's first space, at its price.
    s.airports[last.id]!.gates.fill('p2');
    const empty = s.board.airports[0]!;
    s.airports[empty.id]!.gates.fill(null);
    s.phase = { kind: 'buy', at: 0, spent: s.board.pointsPerRound - empty.gates[0]!.cost, bought: 0 };
    expect(bought.buyout!).toBeGreaterThan(empty.gates[0]!.cost);
    expect(said()).toEqual([true, true]);
  });

  it('a listed move cannot be changed (a write throws, the move stays)', () => {
    const s = blueSkies.setup({ board: usaBoard, players: seatPlayers(3), options: options(), seed: 5 });
    const player = blueSkies.activePlayers(s)[0]!;
    const m = blueSkies.legalMoves(s, player)[0] as { airport: string };
    const before = m.airport;
    expect(() => {
      m.airport = 'XXX';
    }).toThrow(TypeError);
    expect(m.airport).toBe(before);
  });

  it('seatOrder gives the record order, with ids that are array indices or repeated too', () => {
    const cases: string[][] = [['p1', 'p2', 'p3'], ['b', 'a'], ['2', 'p1', '1'], ['x', '0', 'y'], ['p1', 'p1', 'p2'], ['', 'z'], ['01', '1'], ['9x', 'a']];
    for (const ids of cases) {
      const s = { players: ids.map((id) => ({ id })) } as unknown as BlueSkiesState;
      expect(seatOrder(s), ids.join(',')).toEqual(seatOrderOfRecord(s));
    }
    expect(seatOrder({ players: [{ id: '2' }, { id: 'p1' }, { id: '1' }] } as unknown as BlueSkiesState)).toEqual(['1', '2', 'p1']);
  });
});
