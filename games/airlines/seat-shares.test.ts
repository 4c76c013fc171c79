/**
 * The bots' and the lab's fast paths against the plain ones:
 * - shares by seat and their points (seat-shares.ts) against the full scoring, keyed by player id;
 * - on a forked state (its counts kept beside it, derived.ts) against the same state without them
 *   (a spread copy: the rules' records, read by player id), at every move of whole games: the
 *   shares, the stakes, the lab's standing (also against one worked out with the full scoring,
 *   and taken in two halves: `standingLater` read a move later), the legal moves (a forked
 *   state's claims are kept with its claim lists) and every default bot's choice.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import { seatPlayers } from '../core/simulate.js';
import type { PlayerId } from '../core/types.js';
import { derivedOf } from './derived.js';
import { airlinesProbe } from './elements.js';
import { airlines } from './index.js';
import { airlineValue } from './queries.js';
import { scoreAirline } from './scoring.js';
import { allSeatPoints, seatOfPlayer, seatPoints, sharesBySeat, stakeOf } from './seat-shares.js';
import { defaultBoard } from './testing.js';
import { optionsSchema, type AirlinesState } from './types.js';

/** The lab's default bots: the Strategist and the three playstyles. */
const labBots = airlines.bots.filter((b) => b.id !== 'random' && !b.level);

/** The standing written the plain way: scorings so far plus a full scoring of every founded airline now. */
function plainStanding(s: AirlinesState): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const p of s.players) out[p.id] = 0;
  for (const rec of s.scorings) for (const p of s.players) out[p.id]! += rec.points[p.id] ?? 0;
  for (const airline of s.founded) {
    const shares: Record<PlayerId, number> = {};
    for (const p of s.players) shares[p.id] = s.played[p.id]![airline] ?? 0;
    const pts = scoreAirline(airline, airline, airlineValue(s, airline), shares, (id) => id).points;
    for (const p of s.players) out[p.id]! += pts[p.id] ?? 0;
  }
  return out;
}

describe('Airlines shares by seat', () => {
  it('score as the full scoring does, for every seat, one at a time and all at once', () => {
    const rng = Rng.fromSeed(11);
    for (let i = 0; i < 3000; i++) {
      const seats = 2 + rng.int(5);
      const shares = Array.from({ length: seats }, () => rng.int(6));
      const value = rng.int(22);
      const byId: Record<string, number> = {};
      shares.forEach((n, seat) => (byId[`p${seat}`] = n));
      const full = scoreAirline('X', 'X', value, byId, (id) => id).points;
      for (let seat = 0; seat < seats; seat++) expect(seatPoints(seat, value, shares)).toBe(full[`p${seat}`] ?? 0);
      // Every seat at once (into a used list of another length, as the bots reuse one).
      const into = [7, 7, 7, 7, 7, 7, 7, 7];
      expect(allSeatPoints(value, shares, into)).toEqual(shares.map((_, seat) => full[`p${seat}`] ?? 0));
    }
  });

  for (const players of [2, 4, 6]) {
    it(`read from a forked state, answer as the plain state does, and so do the bots: ${players} seats, whole games`, () => {
      let states = 0;
      for (let g = 0; g < 2; g++) {
        const seed = 40 + players * 7 + g;
        let state = simFork(airlines, airlines.setup({ board: defaultBoard, players: seatPlayers(players), options: optionsSchema.parse({}), seed }));
        expect(derivedOf(state)).toBeDefined();
        const rng = Rng.fromSeed(seed);
        // The standing taken in two halves at the move before, read after the state moved on.
        let later: { now: Record<PlayerId, number>; then: () => Record<PlayerId, number> } | null = null;
        for (let n = 0; n < 2000 && airlines.outcome(state) === null; n++) {
          if (later) expect(later.then(), `the standing kept at move ${n - 1} of game ${seed}`).toEqual(later.now);
          const plain = { ...state } as AirlinesState;
          expect(derivedOf(plain)).toBeUndefined();
          const player = airlines.activePlayers(state)[0]!;
          const seat = seatOfPlayer(state, player);
          // Per airline, as read from the rules' records and as each path reads it.
          const ids = state.board.airlines.map((a) => a.id);
          const byRecord = ids.map((a) => state.players.map((p) => state.played[p.id]![a] ?? 0));
          expect(ids.map((a) => sharesBySeat(state, a))).toEqual(byRecord);
          expect(ids.map((a) => sharesBySeat(plain, a))).toEqual(byRecord);
          expect(ids.map((a) => sharesBySeat(state, a, seat, 2))).toEqual(byRecord.map((row) => row.map((x, i) => (i === seat ? x + 2 : x))));
          expect(ids.map((a) => stakeOf(state, seat, a))).toEqual(ids.map((a) => stakeOf(plain, seat, a)));
          const standing = airlinesProbe.standing(state);
          expect(standing).toEqual(airlinesProbe.standing(plain));
          expect(standing).toEqual(plainStanding(plain));
          later = { now: standing, then: airlinesProbe.standingLater!(state) };
          expect(airlinesProbe.standingLater!(plain)()).toEqual(standing);
          const legal = airlines.legalMoves(state, player);
          const legalPlain = airlines.legalMoves(plain, player);
          expect(legal, `the legal moves at move ${n} of game ${seed}`).toEqual(legalPlain);
          for (const bot of labBots) {
            const r = 1000 * n + g;
            const fast = bot.choose({ state, player, legal, rng: Rng.fromSeed(r) });
            const slow = bot.choose({ state: plain, player, legal: legalPlain, rng: Rng.fromSeed(r) });
            expect(fast, `${bot.id} at move ${n} of game ${seed}`).toEqual(slow);
          }
          const bot = labBots[(n + g) % labBots.length]!;
          state = simStep(airlines, state, player, bot.choose({ state, player, legal, rng }));
          states++;
        }
        expect(airlines.outcome(state)).not.toBeNull();
      }
      expect(states).toBeGreaterThan(200);
    });
  }
});
