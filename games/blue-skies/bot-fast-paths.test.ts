/**
 * The bots' fast paths against the plain ways, exactly, at every buying decision of whole games
 * under both tie rules: the Strategist's score of every gate and buy-out offered (bots.ts
 * `buyScore`: the airport's gates counted, not copied, the regions by number and their award
 * terms kept per decision; `buyScorePlain`: the gates copied with the buyer's gate added, the
 * region awards from scoring.ts's records), and the spreader's aim by airport number against the
 * one by id (the same move objects in the same order).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { seatPlayers } from '../core/simulate.js';
import { bots, buyScore, buyScorePlain, buyTable, evalBase } from './bots.js';
import { blueSkies } from './index.js';
import { spreader, spreaderAim, spreaderAimPlain } from './playstyles.js';
import { options, usaBoard } from './testing.js';
import type { BlueSkiesMove, BlueSkiesState } from './types.js';

type Buy = Extract<BlueSkiesMove, { type: 'buyGate' | 'buyOut' }>;

/** Plays one game with the default mix, comparing the two scores at each buying decision; returns the comparisons and the buy-outs among them. */
function compareGame(seats: number, seed: number, fullAwardOnTies: boolean): { scored: number; buyOuts: number; aims: number } {
  let s: BlueSkiesState = blueSkies.setup({ board: usaBoard, players: seatPlayers(seats), options: options({ fullAwardOnTies }), seed });
  const rng = Rng.fromSeed(seed);
  const mix = [bots[0]!, spreader];
  let scored = 0;
  let buyOuts = 0;
  let aims = 0;
  for (let moves = 0; blueSkies.outcome(s) === null && moves < 3000; moves++) {
    const player = blueSkies.activePlayers(s)[0]!;
    const legal = blueSkies.legalMoves(s, player);
    if (s.phase.kind === 'buy' || s.phase.kind === 'setupBuy') {
      const e = evalBase(s);
      const table = buyTable(s, player);
      for (const m of legal) {
        if (m.type !== 'buyGate' && m.type !== 'buyOut') continue;
        expect(buyScore(s, e, player, table, m as Buy)).toBe(buyScorePlain(s, e, player, m as Buy));
        scored++;
        if (m.type === 'buyOut') buyOuts++;
      }
      // The spreader's aim by numbers: the very moves of the plain one, in its order.
      const ctx = { state: s, player, legal, rng };
      const fast = spreaderAim(ctx)!;
      const plain = spreaderAimPlain(ctx)!;
      expect(fast.length).toBe(plain.length);
      fast.forEach((m, i) => expect(m).toBe(plain[i]));
      aims++;
    }
    const bot = mix[s.players.findIndex((pl) => pl.id === player) % mix.length]!;
    const res = blueSkies.apply(s, player, bot.choose({ state: s, player, legal, rng }));
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
  }
  expect(blueSkies.outcome(s)).not.toBeNull();
  return { scored, buyOuts, aims };
}

describe("the Strategist's buy scores from counts agree with the plain way", () => {
  for (const [seats, full] of [[2, false], [3, true], [5, false], [4, true]] as const) {
    it(`${seats} seats, ${full ? 'full award on ties' : 'ties shared'}`, () => {
      let scored = 0;
      let buyOuts = 0;
      let aims = 0;
      for (const seed of [1, 2]) {
        const r = compareGame(seats, 40 + seats * 10 + seed, full);
        scored += r.scored;
        buyOuts += r.buyOuts;
        aims += r.aims;
      }
      expect(scored).toBeGreaterThan(500);
      expect(buyOuts).toBeGreaterThan(0);
      expect(aims).toBeGreaterThan(50);
    });
  }
});
