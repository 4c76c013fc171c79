import { describe, expect, it } from 'vitest';
import { blueSkies } from './index.js';
import { regionAwards, regionValues } from './scoring.js';
import { arranged, play, setGates } from './testing.js';
import { LOCAL, type BlueSkiesState } from './types.js';

/** A 3-player game about to end on the last card of a round, with no passengers anywhere. */
function ending(players = 3): BlueSkiesState {
  const hands = Array.from({ length: players }, () => ['ATL', 'ORD', 'CVG']);
  const s = arranged(players, { kind: 'play', at: players - 1 }, { hands });
  s.players[0]!.score = 100;
  return s;
}

function finish(s: BlueSkiesState): BlueSkiesState {
  const last = s.players[(s.startPlayer + s.players.length - 1) % s.players.length]!.id;
  return play(s, last, { type: 'playCard', airport: 'ATL' }).state;
}

describe('end scoring', () => {
  it('Regions: the highest total gate value takes the bonus, the second highest 6 points', () => {
    expect(regionAwards({ a: 9, b: 6, c: 3 }, 12, 3)).toEqual([
      { player: 'a', points: 12, place: 1 },
      { player: 'b', points: 6, place: 2 },
    ]);
  });

  it('Regions: no second place with two players', () => {
    expect(regionAwards({ a: 9, b: 6 }, 12, 2)).toEqual([{ player: 'a', points: 12, place: 1 }]);
  });

  it('Regions: a tie for first shares first and second place, rounded down, and nobody is second', () => {
    expect(regionAwards({ a: 6, b: 6, c: 3 }, 13, 3)).toEqual([
      { player: 'a', points: 9, place: 1 },
      { player: 'b', points: 9, place: 1 },
    ]);
    // With two players there is no second-place award to share.
    expect(regionAwards({ a: 6, b: 6 }, 13, 2)).toEqual([
      { player: 'a', points: 6, place: 1 },
      { player: 'b', points: 6, place: 1 },
    ]);
  });

  it('Regions: a tie for second shares the 6 points, rounded down', () => {
    expect(regionAwards({ a: 9, b: 3, c: 3, d: 3 }, 10, 4)).toEqual([
      { player: 'a', points: 10, place: 1 },
      { player: 'b', points: 2, place: 2 },
      { player: 'c', points: 2, place: 2 },
      { player: 'd', points: 2, place: 2 },
    ]);
  });

  it('Region ties (table option "Full region bonus on ties"): every tied player gets the full award of the place', () => {
    expect(regionAwards({ a: 6, b: 6, c: 3 }, 13, 3, true)).toEqual([
      { player: 'a', points: 13, place: 1 },
      { player: 'b', points: 13, place: 1 },
      { player: 'c', points: 6, place: 2 },
    ]);
    expect(regionAwards({ a: 9, b: 3, c: 3, d: 0 }, 10, 4, true)).toEqual([
      { player: 'a', points: 10, place: 1 },
      { player: 'b', points: 6, place: 2 },
      { player: 'c', points: 6, place: 2 },
    ]);
    expect(regionAwards({ a: 6, b: 6 }, 13, 2, true)).toEqual([
      { player: 'a', points: 13, place: 1 },
      { player: 'b', points: 13, place: 1 },
    ]);
    // The option reaches the end scoring through the table's options.
    const s = ending();
    s.options = { ...s.options, fullAwardOnTies: true };
    setGates(s, 'JFK', ['p1']);
    setGates(s, 'ORD', ['p2']);
    const trans = finish(s).final!.regions.find((r) => r.region === 'transcontinental')!;
    const bonus = s.board.regions.find((r) => r.id === 'transcontinental')!.bonus;
    expect(trans.awards).toEqual([
      { player: 'p1', points: bonus, place: 1 },
      { player: 'p2', points: bonus, place: 1 },
    ]);
  });

  it('Regions: a player without a gate in the region scores nothing there', () => {
    expect(regionAwards({ a: 0, b: 0 }, 10, 3)).toEqual([]);
    expect(regionAwards({ a: 4, b: 0, c: 0 }, 10, 3)).toEqual([{ player: 'a', points: 10, place: 1 }]);
  });

  it('Regions: majority counts the airport value of each gate, not the number of gates', () => {
    const s = ending();
    // Two Transcontinental hub gates (value 2 each) lose to one gate worth more.
    s.board = structuredClone(s.board);
    s.board.airports.find((a) => a.id === 'JFK')!.value = 5;
    setGates(s, 'ORD', ['p2', 'p2']);
    setGates(s, 'JFK', ['p1']);
    const v = regionValues(s, ['JFK', 'ORD', 'DFW', 'LAX']);
    expect(v).toEqual({ p1: 5, p2: 4, p3: 0 });
    const end = finish(s);
    const trans = end.final!.regions.find((r) => r.region === 'transcontinental')!;
    expect(trans.awards).toEqual([
      { player: 'p1', points: 15, place: 1 },
      { player: 'p2', points: 6, place: 2 },
    ]);
  });

  it('Regions: an airport in two regions counts in both; local airline gates count for nobody', () => {
    const s = ending();
    setGates(s, 'JFK', [LOCAL, 'p3']);
    const end = finish(s);
    const ne = end.final!.regions.find((r) => r.region === 'northeast')!;
    const tr = end.final!.regions.find((r) => r.region === 'transcontinental')!;
    expect(ne.awards[0]).toMatchObject({ player: 'p3', place: 1 });
    expect(tr.awards[0]).toMatchObject({ player: 'p3', place: 1 });
    expect(end.players[2]!.score).toBe(ne.awards[0]!.points + tr.awards[0]!.points + 3);
  });

  it('Unused special action: 3 points at the end', () => {
    const s = ending();
    s.players[1]!.specialUsed = true;
    const end = finish(s);
    expect(end.final!.unusedSpecial).toEqual({ p1: 3, p2: 0, p3: 3 });
    expect(end.players[1]!.score).toBe(0);
    expect(end.players[2]!.score).toBe(3);
  });

  it('Winner: the most points; a tie goes to the most passengers, then is shared', () => {
    const end = finish(ending());
    end.players.forEach((pl) => (pl.score = 10));
    end.players[0]!.score = 50;
    expect(blueSkies.outcome(end)!.winners).toEqual(['p1']);
    // Equal points and equal passengers (none): a shared victory.
    end.players[1]!.score = 50;
    for (const a of Object.values(end.airports)) a.gates = a.gates.map(() => null);
    const o = blueSkies.outcome(end)!;
    expect(o.winners).toEqual(['p1', 'p2']);
    expect(o.summary).toMatch(/share the victory/);
    // A clean tie in points, decided by passengers.
    const t = structuredClone(end);
    t.players[0]!.score = 50;
    t.players[1]!.score = 50;
    t.players[2]!.score = 10;
    setGates(t, 'SEA', ['p1'], 4);
    const o2 = blueSkies.outcome(t)!;
    expect(o2.winners).toEqual(['p1']);
    expect(o2.summary).toMatch(/the tie at 50 points goes to the most passengers/);
  });

  it('Winner (table option "Share a tied victory"): a tie on points is shared, whatever the passengers', () => {
    const t = finish(ending());
    t.options = { ...t.options, sharedVictory: true };
    t.players.forEach((pl) => (pl.score = 50));
    t.players[2]!.score = 10;
    setGates(t, 'SEA', ['p1'], 4);
    const o = blueSkies.outcome(t)!;
    expect(o.winners).toEqual(['p1', 'p2']);
    expect(o.summary).toMatch(/share the victory/);
  });

  it('Table options: listed for the lobby, off by default, checked by the options schema', () => {
    expect(blueSkies.options.map((o) => o.key)).toEqual(['fullAwardOnTies', 'sharedVictory', 'uncappedAssistance']);
    expect(blueSkies.optionsSchema.parse({})).toEqual({ fullAwardOnTies: false, sharedVictory: false, uncappedAssistance: false });
    expect(blueSkies.optionsSchema.safeParse({ fullAwardOnTies: 'yes' }).success).toBe(false);
    expect(blueSkies.optionsSchema.safeParse({ other: true }).success).toBe(false);
  });

  it('End scoring is listed in the outcome breakdown', () => {
    const end = finish(ending());
    const o = blueSkies.outcome(end)!;
    expect(o.breakdown).toMatchObject({ reason: expect.stringMatching(/100 points/), regions: expect.any(Array) });
    expect((o.breakdown as { regions: unknown[] }).regions).toHaveLength(7);
  });
});
