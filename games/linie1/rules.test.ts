import { describe, expect, it } from 'vitest';
import { checkBoard } from '../core/board-check.js';
import { SetupError } from '../core/errors.js';
import { classicBoard, layMiniRoute, miniGame, newGame, options, players, put } from './fixtures.test-helpers.js';
import { linie1 } from './index.js';
import { legalMoves, outcome, setup } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';
import { view } from './view.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

function ok(s: Linie1State, move: Linie1Move, player = s.players[s.current]!.id): Linie1State {
  const r = apply(s, player, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('setup', () => {
  it('Setup: the classic board reads cleanly and has 101 pile tiles and 25 starting tiles', () => {
    const check = checkBoard(linie1, classicBoard());
    expect(check.problems).toEqual([]);
    const b = classicBoard();
    expect(b.tileTypes.reduce((n, t) => n + t.pile, 0)).toBe(101);
    expect(b.tileTypes.reduce((n, t) => n + t.start, 0)).toBe(25);
    expect(b.tileTypes.filter((t) => t.trees).reduce((n, t) => n + t.pile, 0)).toBe(24);
  });

  it('Setup: 3 stops with 2-3 players, 2 stops with 4-5; every line card and route card dealt once', () => {
    for (let n = 2; n <= 5; n++) {
      const s = newGame(n, 10 + n);
      const stops = n <= 3 ? 3 : 2;
      for (const p of s.players) {
        const card = s.board.routeCards.find((c) => c.id === p.route)!;
        expect(card.players).toContain(n);
        expect(card.stops[p.line]).toHaveLength(stops);
      }
      expect(new Set(s.players.map((p) => p.line)).size).toBe(n);
      expect(new Set(s.players.map((p) => p.route)).size).toBe(n);
    }
  });

  it('Setup: each player starts with 3 straights and 2 curves; the pile holds the other 101 tiles, shuffled by seed', () => {
    const s = newGame(4, 3);
    for (const p of s.players) expect([...p.hand].sort()).toEqual(['curve', 'curve', 'straight', 'straight', 'straight']);
    expect(s.pile).toHaveLength(101);
    expect(s.unused).toBe(25 - 20);
    expect(newGame(4, 3).pile).toEqual(s.pile);
    expect(newGame(4, 4).pile).not.toEqual(s.pile);
  });

  it('Setup: 2 to 5 players only', () => {
    const board = classicBoard();
    expect(() => setup({ board, players: players(1), options: options(), seed: 1 })).toThrow(SetupError);
    expect(() => setup({ board, players: [...players(5), { id: 'p6', name: 'Fay' }], options: options(), seed: 1 })).toThrow(SetupError);
  });

  it('Turn order: the first seat (the oldest player) starts, then clockwise', () => {
    let s = newGame(3, 5);
    expect(linie1.activePlayers(s)).toEqual(['p1']);
    s = ok(s, legalMoves(s, 'p1')[0]!);
    s = ok(s, legalMoves(s, 'p1')[0]!);
    expect(linie1.activePlayers(s)).toEqual(['p2']);
  });
});

describe('hidden information', () => {
  it('View: line cards, route cards and the pile order stay hidden until revealed', () => {
    const s = newGame(3, 7);
    const v = view(s, 'p2');
    expect(v.players[1]!.line).toBe(s.players[1]!.line);
    expect(v.players[1]!.stops).toHaveLength(3);
    for (const i of [0, 2]) {
      expect(v.players[i]!.line).toBeNull();
      expect(v.players[i]!.route).toBeNull();
      expect(v.players[i]!.stops).toBeNull();
    }
    expect(v.pileCount).toBe(101);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"pile"');
    expect(text).not.toContain(s.players[0]!.route);
    // A spectator sees no cards at all; hands are open to everyone.
    const spectator = view(s, null);
    expect(spectator.players.every((p) => p.line === null && p.hand.length === 5)).toBe(true);
  });

  it('View: at the end of the game every card is shown', () => {
    const s = newGame(2, 1);
    s.ended = 'stalemate';
    expect(view(s, 'p1').players[1]!.line).toBe(s.players[1]!.line);
  });
});

describe('turn flow and bad input', () => {
  it('Building: two tiles a turn while any fits; passing is refused with an example of a fit', () => {
    const s = newGame(2, 2);
    const r = apply(s, 'p1', { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/for example/);
  });

  it('Pass: a player whose tiles fit nowhere ends the turn; when nobody can lay and nobody drives, the game ends without a winner', () => {
    let s = miniGame();
    s.players.forEach((p) => (p.hand = []));
    s.pile = [];
    expect(legalMoves(s, 'p1')).toEqual([{ type: 'pass' }]);
    s = ok(s, { type: 'pass' });
    expect(outcome(s)).toBeNull();
    s = ok(s, { type: 'pass' });
    expect(s.ended).toBe('stalemate');
    const o = outcome(s)!;
    expect(o.winners).toEqual([]);
    expect(o.summary).toMatch(/without a winner/);
  });

  it('End: a race gives no points: the outcome says how far each tram got (its standings), and the log closes with them', () => {
    // Ann drives, one space from the end; Ben still builds. Ann's roll of 1 ends the race.
    let s = miniGame();
    s.players[0]!.trip = { path: ['W1', '2,1', '2,2', 'E1'], at: 2 };
    s.board = { ...s.board, die: [1] };
    s.step = 'drive';
    const r = apply(s, 'p1', { type: 'roll' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const o = outcome(r.state)!;
    expect(o.scores).toEqual({ p1: 1, p2: 0 });
    expect(o.standings).toEqual({ p1: 'finished the trip of line 1', p2: 'still building line 2 (no route declared)' });
    expect(r.events.at(-1)!.text).toBe(`Final standings (a race, no points): ${s.players[0]!.name} finished the trip of line 1; ${s.players[1]!.name} still building line 2 (no route declared).`);
    // A tram on its way is shown by the spaces it has driven.
    s = miniGame();
    s.players.forEach((p) => (p.hand = []));
    s.pile = [];
    s.players[1]!.trip = { path: ['W1', '2,1', '2,2', '2,3', 'E1'], at: 3 };
    s.ended = 'stalemate';
    expect(outcome(s)!.standings!.p2).toBe('driving line 2: 3 of 4 spaces along');
  });

  it('Pass: refused when no tile fits but the route is finished (declare instead)', () => {
    const s = miniGame();
    layMiniRoute(s);
    s.players[0]!.hand = [];
    const r = apply(s, 'p1', { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('must-declare');
  });

  it("Driving player's tiles: the others may take them instead of drawing from the pile", () => {
    let s = miniGame();
    s.players[0]!.trip = { path: ['W1', '2,1', 'E1'], at: 1 };
    s.players[0]!.hand = ['tree-crossing', 'curve'];
    s.current = 1;
    s.players[1]!.hand = ['straight', 'straight', 'curve', 'curve', 'curve'];
    s = ok(s, { type: 'place', tile: 'straight', rotation: 1, row: 5, col: 2 });
    s = ok(s, { type: 'place', tile: 'curve', rotation: 0, row: 4, col: 2 });
    expect(s.step).toBe('refill');
    const legal = legalMoves(s, 'p2');
    expect(legal).toContainEqual({ type: 'draw' });
    expect(legal).toContainEqual({ type: 'take', from: 'p1', tile: 'tree-crossing' });
    s = ok(s, { type: 'take', from: 'p1', tile: 'tree-crossing' });
    expect(s.players[0]!.hand).toEqual(['curve']);
    s = ok(s, { type: 'draw' });
    expect(s.players[1]!.hand).toHaveLength(5);
    expect(s.current).toBe(0);
    expect(s.step).toBe('drive');
  });

  it('Pile empty: the hand is not refilled and the game goes on', () => {
    let s = newGame(2, 9);
    s.pile = [];
    s = ok(s, legalMoves(s, 'p1')[0]!);
    s = ok(s, legalMoves(s, 'p1')[0]!);
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.current).toBe(1);
  });

  it('Bad input: apply never throws and never changes its input', () => {
    const s = newGame(2, 4);
    const before = JSON.stringify(s);
    const bad: unknown[] = [null, 42, {}, { type: 'fly' }, { type: 'place', tile: 'straight', rotation: 7, row: 1, col: 1 },
      { type: 'place', tile: 'nope', rotation: 0, row: 4, col: 4 }, { type: 'place', tile: 'straight', rotation: 0, row: 13, col: 1 },
      { type: 'declare', path: ['x', 'y', 'z'] }, { type: 'take', from: 'p2', tile: 'curve' }, { type: 'roll' }];
    for (const m of bad) {
      const r = apply(s, 'p1', m as Linie1Move);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toBeTruthy();
    }
    const wrong = apply(s, 'p2', legalMoves(s, 'p1')[0]!);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('not-your-turn');
    const notInHand = apply(s, 'p1', { type: 'place', tile: 'tree-crossing', rotation: 0, row: 5, col: 5 });
    expect(notInHand.ok).toBe(false);
    if (!notInHand.ok) expect(notInHand.error.code).toBe('not-in-hand');
    ok(s, legalMoves(s, 'p1')[0]!);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('Events: every applied move tells what happened in plain words', () => {
    const s = newGame(2, 4);
    const r = apply(s, 'p1', legalMoves(s, 'p1')[0]!);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.events[0]!.text).toMatch(/^Ann lays a /);
  });
});
