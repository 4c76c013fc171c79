import { describe, expect, it } from 'vitest';
import { countSeat, newTally, parseRrLog, roundLength, rrCoverage, rrGame, rrLogLine, rrTally, RR_FIRST_DEAL, type RrRecord } from './bots-round-robin.js';

/** seatCount[bot][seat]: how often each bot sat each seat in games first..first+n-1. */
function seatCounts(bots: number, seats: number, first: number, n: number): number[][] {
  const c = Array.from({ length: bots }, () => Array<number>(seats).fill(0));
  for (let i = first; i < first + n; i++) rrGame(bots, seats, i).seats.forEach((b, s) => c[b]![s]!++);
  return c;
}

describe("the bots bench's round-robin schedule", () => {
  it('at 2 seats plays every pair twice a round, each bot once from each seat, both games on one deal', () => {
    const bots = 4;
    const len = roundLength(bots, 2);
    expect(len).toBe(12);
    for (const round of [0, 1, 2]) {
      const gamesOf = Array.from({ length: len }, (_, k) => rrGame(bots, 2, round * len + k));
      // Every ordered pair exactly once: i against j from each seat.
      const ordered = gamesOf.map((g) => g.seats.join('-')).sort();
      const expected = [];
      for (let i = 0; i < bots; i++) for (let j = 0; j < bots; j++) if (i !== j) expected.push(`${i}-${j}`);
      expect(ordered).toEqual(expected.sort());
      expect(seatCounts(bots, 2, round * len, len)).toEqual(Array.from({ length: bots }, () => [3, 3]));
      // The two games of a pair share their deal, one seat each way round.
      for (let k = 0; k < len; k += 2) {
        expect(gamesOf[k]!.deal).toBe(gamesOf[k + 1]!.deal);
        expect(gamesOf[k + 1]!.seats).toEqual([...gamesOf[k]!.seats].reverse());
      }
    }
    // Fresh deals for every pair, round after round.
    const deals = Array.from({ length: 3 * len }, (_, i) => rrGame(bots, 2, i).deal);
    expect(new Set(deals).size).toBe((3 * len) / 2);
    expect(deals[0]).toBe(RR_FIRST_DEAL);
  });

  it('at 3 or more seats seats every bot in every seat once a round, never twice at a table, the neighbours changing between rounds', () => {
    for (const [bots, seats] of [
      [4, 4],
      [5, 4],
      [6, 4],
      [6, 3],
      [5, 5],
    ] as const) {
      const len = roundLength(bots, seats);
      expect(len).toBe(bots);
      for (const round of [0, 1, 2, 3]) {
        expect(seatCounts(bots, seats, round * len, len)).toEqual(Array.from({ length: bots }, () => Array<number>(seats).fill(1)));
        for (let k = 0; k < len; k++) expect(new Set(rrGame(bots, seats, round * len + k).seats).size).toBe(seats);
      }
      // Who sits right after bot 0 differs between the first two rounds.
      const after0 = (round: number): number[] =>
        Array.from({ length: len }, (_, k) => rrGame(bots, seats, round * len + k).seats)
          .filter((t) => t.indexOf(0) >= 0 && t.indexOf(0) < seats - 1)
          .map((t) => t[t.indexOf(0) + 1]!);
      expect(after0(1)).not.toEqual(after0(0));
    }
    const deals = Array.from({ length: 12 }, (_, i) => rrGame(6, 4, i).deal);
    expect(new Set(deals).size).toBe(12);
  });

  it('refuses a table with more seats than bots, and a bad index', () => {
    expect(() => rrGame(3, 4, 0)).toThrow(/at least as many bots as seats/);
    expect(() => rrGame(4, 2, -1)).toThrow(/bad game index/);
    expect(() => rrGame(4, 2, 0.5)).toThrow(/bad game index/);
  });
});

describe("the bots bench's round-robin tally", () => {
  it('counts a shared win as a fraction and the margin over the best other seat', () => {
    const t = newTally();
    countSeat(t, [30, 12, 30], [0, 2], 0);
    expect(t).toEqual({ games: 1, wins: 0.5, margin: 0 });
    countSeat(t, [10, 25, 16], [1], 0);
    expect(t).toEqual({ games: 2, wins: 0.5, margin: -15 });
    const u = newTally();
    countSeat(u, [40, 12, 30, 41], [0, 1, 2, 3], 1);
    expect(u).toEqual({ games: 1, wins: 0.25, margin: -29 });
  });

  it("adds each game to the bots in its seats, by the schedule's seating", () => {
    const roster = ['a', 'b', 'c'];
    // Games 0 and 1 of three bots at 2 seats: a–b on one deal, then b–a.
    expect(rrGame(3, 2, 0).seats).toEqual([0, 1]);
    expect(rrGame(3, 2, 1).seats).toEqual([1, 0]);
    expect(rrGame(3, 2, 4).seats).toEqual([1, 2]);
    const records: RrRecord[] = [
      { game: 'g', roster, index: 0, scores: [10, 4], winners: [0] },
      { game: 'g', roster, index: 1, scores: [7, 7], winners: [0, 1] },
      { game: 'g', roster, index: 4, scores: [2, 9], winners: [1] },
    ];
    const [a, b, c] = rrTally(records, 2);
    expect(a).toEqual({ games: 2, wins: 1.5, margin: 6 });
    expect(b).toEqual({ games: 3, wins: 0.5, margin: -13 });
    expect(c).toEqual({ games: 1, wins: 1, margin: 7 });
  });

  it('says how many whole rounds the games cover', () => {
    expect(rrCoverage([...Array(12).keys()], 4, 2)).toEqual({ rounds: 1, extra: 0 });
    expect(rrCoverage([...Array(11).keys()], 4, 2)).toEqual({ rounds: 0, extra: 11 });
    // Two parts of a round, in any order, and a repeated game counted once.
    expect(rrCoverage([6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 5, 13], 4, 2)).toEqual({ rounds: 1, extra: 1 });
    expect(rrCoverage([5, 6, 7, 8, 9], 5, 4)).toEqual({ rounds: 1, extra: 0 });
  });

  it('reads the games back from a log, skipping lines that do not hold together and games logged twice', () => {
    const r: RrRecord = { game: 'g', roster: ['a', 'b', 'c'], index: 3, scores: [5, 8], winners: [1] };
    const log = [
      'some progress line',
      `  ${rrLogLine(r)}`,
      rrLogLine(r),
      rrLogLine({ ...r, index: 4 }),
      'rr-game {"game":"g","roster":["a","b"],"index":1,"scores":[5,8],"winners":[2]}',
      'rr-game {"game":"g","roster":["a","b"],"index":-1,"scores":[5,8],"winners":[0]}',
      'rr-game {"game":"g","roster":["a"],"index":1,"scores":[5,8],"winners":[0]}',
      'rr-game {"game":"g","roster":["a","b"],"index":1,"scores":[5,8,1],"winners":[0]}',
      'rr-game {"__proto__":{"x":1},"game":"g","roster":["a","b"],"index":2,"scores":["5",8],"winners":[0]}',
      'rr-game {not json',
      'rr-game null',
    ].join('\n');
    expect(parseRrLog(log)).toEqual([r, { ...r, index: 4 }]);
  });
});
