/**
 * Property test: 1,000 seeded all-bot games at 2 to 5 players (strategic and random bots
 * mixed), with the game's invariants checked after every move.
 */
import { describe, expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS, soakCount } from '../core/soak.js';
import { Rng } from '../core/rng.js';
import { replay, seatPlayers, type LoggedMove } from '../core/simulate.js';
import type { Bot, GameEvent } from '../core/types.js';
import { blueSkies } from './index.js';
import { cubesAccountedFor } from './passengers.js';
import { SECOND_PLACE, UNUSED_SPECIAL } from './scoring.js';
import { allCards, options, usaBoard } from './testing.js';
import type { BlueSkiesMove, BlueSkiesState } from './types.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

const GAMES = 4 * soakCount(250);
const [strategic, random] = blueSkies.bots as [Bot<BlueSkiesState, BlueSkiesMove>, Bot<BlueSkiesState, BlueSkiesMove>];

/** The points a move's events say each player scored (the only ways a score may rise). */
function pointsFromEvents(events: GameEvent[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of events) {
    if (!e.player) continue;
    let pts = 0;
    if (e.type === 'unspent' || e.type === 'income' || e.type === 'regionBonus') pts = (e.data as { points: number }).points;
    if (e.type === 'specialBonus') pts = UNUSED_SPECIAL;
    if (pts !== 0) m.set(e.player, (m.get(e.player) ?? 0) + pts);
  }
  return m;
}

/** Moves no rule allows right now, to be refused with a message. */
function forbidden(s: BlueSkiesState, player: string, rng: Rng): BlueSkiesMove[] {
  const out: BlueSkiesMove[] = [
    { type: 'playCard', airport: 'NOPE' },
    { type: 'discard', cards: ['ATL', 'ATL', 'ATL', 'ATL'] },
  ];
  const legal = new Set(blueSkies.legalMoves(s, player).map((m) => JSON.stringify(m)));
  const candidates: BlueSkiesMove[] = [
    { type: 'buyGate', airport: rng.pick(usaBoard.airports).id },
    { type: 'playCard', airport: rng.pick(usaBoard.airports).id },
    { type: 'special', airport: rng.pick(usaBoard.airports).id },
    { type: 'endPurchases' },
    { type: 'endAssist' },
  ];
  for (const c of candidates) if (!legal.has(JSON.stringify(c))) out.push(c);
  return out;
}

/** Plain checks (no `expect`), because they run after every one of ~90,000 moves. */
function assert(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

const spacesInUse = new Map(
  [2, 3, 4, 5].map((n) => [n, new Map(usaBoard.airports.map((a) => [a.id, a.gates.filter((g) => g.fromPlayers <= n).length]))]),
);

function check(s: BlueSkiesState, gatesEach: number): void {
  assert(cubesAccountedFor(s) === 125, 'every cube is in the bag or at an airport exactly once');
  assert(allCards(s).length === 59, 'every demand card is in the deck, the discards or a hand');
  const placed = new Map<string, number>();
  const spaces = spacesInUse.get(s.players.length)!;
  for (const id in s.airports) {
    const a = s.airports[id]!;
    assert(a.pax >= 0, 'passengers never negative');
    assert(a.gates.length === spaces.get(id), `never more gates than spaces in use at ${id}`);
    for (const g of a.gates) if (g !== null) placed.set(g, (placed.get(g) ?? 0) + 1);
  }
  for (const pl of s.players) {
    assert(pl.gatesLeft >= 0, 'gates left never negative');
    assert((placed.get(pl.id) ?? 0) + pl.gatesLeft === gatesEach, 'gates on the board plus gates left are the supply');
    assert(pl.hand.length <= 3, 'hands hold at most 3 cards');
  }
}

describe('all-bot games', () => {
  // One test per player count, so each has its own time budget on a busy machine.
  it.each([2, 3, 4, 5])(`Property: ${GAMES / 4} seeded games at %i players keep every invariant`, (n) => {
    const lengths: number[] = [];
    for (let k = 0; k < GAMES / 4; k++) {
      const g = k * 4 + (n - 2);
      const players = seatPlayers(n);
      const seed = 1000 + g;
      const rng = Rng.fromSeed(seed ^ 0x9e37);
      // Mix the bots: all strategic, all random, or some of each.
      const bots = players.map((_, i) => (g % 3 === 0 ? strategic : g % 3 === 1 ? random : i % 2 === 0 ? strategic : random));
      let s = blueSkies.setup({ board: usaBoard, players, options: options(), seed });
      const gatesEach = usaBoard.gatesPerPlayer[String(n) as '2'];
      check(s, gatesEach);
      const log: LoggedMove<BlueSkiesMove>[] = [];
      while (blueSkies.outcome(s) === null) {
        const active = blueSkies.activePlayers(s);
        assert(active.length > 0, 'someone must act while the game runs');
        // Whoever of several active players moves first varies, as at a real table.
        const player = active[rng.int(active.length)]!;
        const legal = blueSkies.legalMoves(s, player);
        assert(legal.length > 0, 'an active player always has a legal move');
        if (log.length % 11 === 0) {
          for (const bad of forbidden(s, player, rng)) {
            const res = blueSkies.apply(s, player, bad);
            assert(!res.ok && res.error.message.length > 10, `forbidden move ${JSON.stringify(bad)} refused with a message`);
          }
          const idle = players.find((p) => !active.includes(p.id));
          if (idle) assert(!blueSkies.apply(s, idle.id, legal[0]!).ok, 'a player who need not act cannot move');
        }
        if (k % 10 === 5 && log.length % 5 === 0) {
          // Every legal move is accepted and has the shape the host checks.
          for (const m of legal) {
            assert(blueSkies.moveSchema.safeParse(m).success, `legal move ${JSON.stringify(m)} fits the move schema`);
            assert(blueSkies.apply(s, player, m).ok, `legal move ${JSON.stringify(m)} is accepted`);
          }
        }
        const move = bots[players.findIndex((p) => p.id === player)]!.choose({ state: s, player, legal, rng });
        const before = s.players.map((pl) => pl.score);
        const res = blueSkies.apply(s, player, move);
        if (!res.ok) throw new Error(`game ${g}: ${res.error.message}`);
        const gained = pointsFromEvents(res.events);
        res.state.players.forEach((pl, i) => {
          assert(pl.score - before[i]! === (gained.get(pl.id) ?? 0), 'scores change only by the points the events announce');
          assert(pl.score >= before[i]!, 'scores never fall');
        });
        s = res.state;
        log.push({ player, move });
        check(s, gatesEach);
        if (log.length > 2000) throw new Error(`game ${g} does not end`);
      }
      lengths.push(s.round);
      if (k % 10 === 0) {
        const again = replay(blueSkies, { board: usaBoard, players, options: options(), seed }, log);
        expect(again).toEqual(s);
      }
    }
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(2);
    expect(SECOND_PLACE).toBe(6);
  });
});
