/**
 * The Tycoon's fast paths against the plain ways, exactly, at every decision of whole lab-like
 * games (the Tycoon and its two playstyles, on the simulation path, so one state changes in place
 * and the kept networks grow with it): each legal licence's value (bots.ts `licenceValue`: the
 * route's number as listed, its cheapest free space from the flat tables, the network's kept
 * marks, the payout tables by space, the gain kept per track move; here from the state's records
 * by id, with `cheapestFreeSpace`, `payoutAt` and `majorityPoints`), worked out both for the
 * legal list's own moves and for copies of them (which are looked up by id), and the interest in
 * each share kind kept per decision. Also: the network's kept marks are its cities, and the
 * articles kept per board are the ones `article` gives.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import { seatPlayers } from '../core/simulate.js';
import type { PlayerId } from '../core/types.js';
import { article } from '../core/words.js';
import { airlineArticle, airlineName, indexBoard, payoutAt } from './board.js';
import { tycoonJudgements } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { majorityPoints } from './majority.js';
import { boardNumbers, networkNumbers } from './numbers.js';
import { cheapestFreeSpace } from './rules.js';
import { europeBoard } from './testing.js';
import { ABACUS, type EuropeMove, type EuropeState } from './types.js';

type Licence = Extract<EuropeMove, { type: 'buyLicence' }>;

/** Seat `me`'s majority points of `airline` with `extra` more face-up shares, from the records. */
function pointsOf(s: EuropeState, me: PlayerId, airline: string, extra: number, table: readonly number[]): number {
  const shares: Record<string, number> = {};
  for (const p of s.players) shares[p.id] = (s.holdings[p.id]![airline] ?? 0) + (p.id === me ? extra : 0);
  return majorityPoints(shares, table)[me] ?? 0;
}

function tableOf(s: EuropeState, airline: string, plus: number): readonly number[] {
  return airline === ABACUS ? s.board.abacus.points : payoutAt(s.board, Math.min(s.board.shareTrack.length, s.track[airline]! + plus));
}

/** A licence's value to the seat, worked out from the records by id (the Tycoon's rule, bots.ts). */
function plainValue(s: EuropeState, me: PlayerId, m: Licence): number {
  const idx = indexBoard(s.board);
  const space = cheapestFreeSpace(s, m.route);
  if (space === null) return -Infinity;
  const route = idx.route.get(m.route)!;
  const price = route.licences[space]!;
  const net = s.network[m.airline]!;
  const other = net.includes(route.from) ? route.to : route.from;
  let bonus = 0;
  for (const x of idx.bonusesOf.get(m.airline) ?? []) {
    if (s.bonusesTaken.includes(x.id)) continue;
    if ((net.includes(x.from) || x.from === other) && (net.includes(x.to) || x.to === other)) bonus += x.value;
  }
  const move = price + bonus;
  const before = tableOf(s, m.airline, 0);
  const after = tableOf(s, m.airline, move);
  const hand = s.hands[me]![m.airline] ?? 0;
  let gain = NaN;
  if (after !== before) {
    const mine = pointsOf(s, me, m.airline, hand, after) - pointsOf(s, me, m.airline, hand, before);
    let rival = 0;
    for (const p of s.players) if (p.id !== me) rival = Math.max(rival, pointsOf(s, p.id, m.airline, 0, after) - pointsOf(s, p.id, m.airline, 0, before));
    gain = mine - rival * 0.6;
  }
  const stake = (s.holdings[me]![m.airline] ?? 0) + hand * 0.7;
  let top = 0;
  for (const p of s.players) if (p.id !== me) top = Math.max(top, s.holdings[p.id]![m.airline] ?? 0);
  const lead = stake > 0 ? stake / (stake + top + 0.5) : 0;
  const tail = move * lead * 0.5 - price * 0.08;
  return Number.isNaN(gain) ? tail : gain * (3 - s.scorings.length) + tail;
}

/** The seat's interest in one more share of a kind in hand (the Tycoon's rule, bots.ts). */
function plainInterest(s: EuropeState, me: PlayerId, airline: string): number {
  const hand = s.hands[me]![airline] ?? 0;
  const table = tableOf(s, airline, airline === ABACUS ? 0 : 6);
  return pointsOf(s, me, airline, hand + 1, table) - pointsOf(s, me, airline, hand, table) + table[0]! * 0.05;
}

/** Plays one game with the lab's default mix, comparing at every decision; returns the comparisons made. */
function compareGame(seats: number, seed: number): { licences: number; interests: number; networks: number } {
  let s: EuropeState = simFork(def, def.setup({ board: europeBoard, players: seatPlayers(seats), options: {}, seed }));
  const rng = Rng.fromSeed(seed);
  const mix = ['tycoon', 'builder', 'trader'].map((id) => def.bots.find((b) => b.id === id)!);
  const b = boardNumbers(s.board);
  const seen = { licences: 0, interests: 0, networks: 0 };
  for (let moves = 0; def.outcome(s) === null && moves < 3000; moves++) {
    const player = def.activePlayers(s)[0]!;
    const legal = def.legalMoves(s, player);
    const licences = legal.filter((m): m is Licence => m.type === 'buyLicence');
    const kinds = [...s.airlines, ABACUS];
    const plain = licences.map((m) => plainValue(s, player, m));
    // The legal list's own moves (numbered as listed), then copies (looked up by id).
    const fast = tycoonJudgements(s, player, licences, kinds);
    const copies = tycoonJudgements(s, player, licences.map((m) => ({ ...m })), []);
    expect(fast.licences).toEqual(plain);
    expect(copies.licences).toEqual(plain);
    expect(fast.interests).toEqual(kinds.map((k) => plainInterest(s, player, k)));
    seen.licences += licences.length;
    seen.interests += kinds.length;
    for (const a of s.airlines) {
      const marks = networkNumbers(b, s.network[a]!).marks;
      const cities = [...b.cityNo].filter(([id]) => s.network[a]!.includes(id)).map(([, n]) => n);
      expect([...marks.keys()].filter((n) => marks[n] === 1)).toEqual(cities.sort((x, y) => x - y));
      seen.networks++;
    }
    const seat = s.players.findIndex((p) => p.id === player);
    const move = mix[(seat + seed) % mix.length]!.choose({ state: s, player, legal, rng });
    s = simStep(def, s, player, move, []);
  }
  expect(def.outcome(s)).not.toBeNull();
  return seen;
}

describe("the Tycoon's licence values and interests from numbers agree with the plain way", () => {
  for (const seats of [2, 3, 5]) {
    it(`${seats} seats, two whole games`, () => {
      const games = [1, 2].map((seed) => compareGame(seats, 60 + seats * 10 + seed));
      const made = (what: 'licences' | 'interests' | 'networks'): number => games.reduce((t, g) => t + g[what], 0);
      expect(made('licences')).toBeGreaterThan(1000);
      expect(made('interests')).toBeGreaterThan(500);
      expect(made('networks')).toBeGreaterThan(500);
    });
  }

  it("each share kind's article, kept per board, is the one its name takes", () => {
    const ids = [...europeBoard.airlines.map((a) => a.id), ABACUS];
    for (const id of ids) expect(airlineArticle(europeBoard, id)).toBe(article(airlineName(europeBoard, id)));
    // Asked again (now kept), and for an id the board does not know (never kept).
    for (const id of ids) expect(airlineArticle(europeBoard, id)).toBe(article(airlineName(europeBoard, id)));
    expect(airlineArticle(europeBoard, 'unknown-kind')).toBe(article('unknown-kind'));
    expect(new Set(ids.map((id) => airlineArticle(europeBoard, id))).size).toBe(2);
  });
});
