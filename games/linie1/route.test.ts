import { describe, expect, it } from 'vitest';
import { layMiniRoute, MINI_ROUTE, miniBoard, miniGame, put } from './fixtures.test-helpers.js';
import { geometry } from './geometry.js';
import { segGrid } from './placement.js';
import { advance, pathProblem } from './route.js';
import { legalMoves, readyPath, routeGoal } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';
import { view } from './view.js';
import type { DieFace } from './board.js';
import { linie1 } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

function ok(s: Linie1State, move: Linie1Move, player = 'p1'): Linie1State {
  const r = apply(s, player, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Line 1 (Ann) from W1 to E1 through the stop of A (laid by `layMiniRoute`). */
const ROUTE = MINI_ROUTE;

function builtGame(die: DieFace[] = [1, 2, 3, 4, 'H', 'H']): Linie1State {
  const s = miniGame(1, miniBoard({ die }));
  layMiniRoute(s);
  return s;
}

function problem(s: Linie1State, path: string[]): string | null {
  const g = geometry(s.board);
  const goal = routeGoal(s, s.players[0]!);
  if (!('terminals' in goal)) return goal.text;
  return pathProblem(g, segGrid(g, s.grid), goal, path)?.text ?? null;
}

describe('declaring a finished route', () => {
  it('Route: a path from terminal to terminal through every stop sign is accepted, in either direction', () => {
    const s = builtGame();
    expect(problem(s, ROUTE)).toBeNull();
    expect(problem(s, [...ROUTE].reverse())).toBeNull();
  });

  it('Route: no right-angle turn inside a tile (a crossing does not let the tram turn)', () => {
    const s = builtGame();
    put(s, 2, 4, 'tree-crossing', 0);
    expect(problem(s, ROUTE)).toMatch(/right-angle/);
  });

  it('Route: no sharper turn either (two curves from one edge do not join each other)', () => {
    const s = builtGame();
    // (2,4) as a double curve N–W, N–E: west-to-east would switch curves at the north edge.
    put(s, 2, 4, 'double-curve', 0);
    expect(problem(s, ['W1', '2,1', '2,2', '2,3', '2,4', '2,5'])).not.toBeNull();
  });

  it('Route: passing the building is not enough; the path must pass its stop sign', () => {
    const s = builtGame();
    s.stopSigns = { A: '4,3' };
    expect(problem(s, ROUTE)).toMatch(/stop sign/);
  });

  it('Route: it must start and end at the two terminals of the line', () => {
    const s = builtGame();
    expect(problem(s, ['N2', ...ROUTE.slice(1)])).toMatch(/start at one of your line/);
    expect(problem(s, ROUTE.slice(0, -1))).toMatch(/end at your line/);
  });

  it('Route: a building with no stop sign yet cannot be part of a finished route', () => {
    const s = builtGame();
    s.stopSigns = {};
    expect((routeGoal(s, s.players[0]!) as { text: string }).text).toMatch(/no stop sign/);
    const r = apply(s, 'p1', { type: 'declare', path: ROUTE });
    expect(r.ok).toBe(false);
  });

  it('Route: the engine finds a valid path for the player to confirm', () => {
    const s = builtGame();
    const path = readyPath(s, s.players[0]!);
    expect(path).not.toBeNull();
    expect(problem(s, path!)).toBeNull();
    expect(legalMoves(s, 'p1')).toContainEqual({ type: 'declare', path: path! });
    expect(view(s, 'p1').readyPath).toEqual(path);
    expect(view(s, 'p2').readyPath).toBeNull();
  });

  it('Declaring: an unfinished route is refused and the player keeps building', () => {
    const s = builtGame();
    s.grid[3 * 5 + 3] = null; // take away (4,4)
    const r = apply(s, 'p1', { type: 'declare', path: ROUTE });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/not finished/);
    expect(legalMoves(s, 'p1').some((m) => m.type === 'declare')).toBe(false);
  });

  it('Declaring: only at the beginning of a turn, and it reveals line and route to everyone', () => {
    const s = builtGame();
    expect(view(s, 'p2').players[0]!.line).toBeNull();
    const next = ok(s, { type: 'declare', path: ROUTE });
    expect(next.step).toBe('drive');
    expect(next.current).toBe(0); // the player rolls in the same turn
    const seen = view(next, 'p2').players[0]!;
    expect(seen.line).toBe('1');
    expect(seen.stops).toEqual(['A']);
    // After a tile is laid, declaring waits for the next turn.
    const mid = builtGame();
    mid.players[0]!.hand = ['straight', 'straight', 'curve', 'curve', 'curve'];
    const after = ok(mid, { type: 'place', tile: 'straight', rotation: 1, row: 5, col: 2 });
    const r = apply(after, 'p1', { type: 'declare', path: ROUTE });
    expect(r.ok).toBe(false);
  });
});

describe('driving', () => {
  it('Driving: a number moves the tram that many spaces forward along the declared path', () => {
    let s = ok(builtGame([3]), { type: 'declare', path: ROUTE });
    s = ok(s, { type: 'roll' });
    expect(s.players[0]!.trip!.at).toBe(3);
    expect(s.lastRoll).toBe(3);
    expect(s.current).toBe(1);
  });

  it('Driving: H moves to the next stop sign or terminal, whoever it belongs to', () => {
    let s = ok(builtGame(['H']), { type: 'declare', path: ROUTE });
    s = ok(s, { type: 'roll' });
    expect(s.players[0]!.trip!.path[s.players[0]!.trip!.at]).toBe('2,3'); // A's stop sign
  });

  it('Driving: a terminal counts as one space, and trams pass through other lines\' terminals', () => {
    const path = ['W1', '2,1', '2,2', '1,2', 'N2', '1,3', '1,4', '1,5', '2,5', '3,5', '4,5', 'E1'];
    const signs = new Set(['4,5']);
    const isTerm = (id: string) => /^[A-Z]\d$/.test(id);
    expect(advance(path, 0, 4, (k) => signs.has(k), isTerm)).toBe(4); // onto N2
    expect(advance(path, 0, 5, (k) => signs.has(k), isTerm)).toBe(5); // N2 was one space
    expect(advance(path, 0, 'H', (k) => signs.has(k), isTerm)).toBe(4); // another line's terminal stops H
    expect(advance(path, 4, 'H', (k) => signs.has(k), isTerm)).toBe(10); // a stop sign
    // The same path on a real board is a valid route for line 1 with stop B.
    const s = miniGame(1, miniBoard({ routeCards: [
      { id: 'C1', players: [2], stops: { '1': ['B'], '2': ['A'] } },
      { id: 'C2', players: [2], stops: { '1': ['A'], '2': ['B'] } },
    ] }));
    put(s, 2, 1, 'straight', 1);
    put(s, 2, 2, 'curve', 3);
    put(s, 1, 2, 'straight', 0);
    put(s, 1, 3, 'curve', 0);
    put(s, 1, 4, 'straight', 1);
    put(s, 1, 5, 'curve', 2);
    put(s, 2, 5, 'straight', 0);
    put(s, 3, 5, 'tree-straight-curves-a', 0);
    put(s, 4, 5, 'curve', 0);
    s.stopSigns = { B: '4,5' };
    expect(problem(s, path)).toBeNull();
    expect(readyPath(s, s.players[0]!)).not.toBeNull();
  });

  it('Driving: the trip ends at the other terminal without an exact count, and the first to finish wins', () => {
    let s = ok(builtGame([4]), { type: 'declare', path: ROUTE });
    s = ok(s, { type: 'roll' }); // at 4
    s.current = 0;
    s.step = 'drive';
    s = ok(s, { type: 'roll' }); // 8 is the end: exactly
    expect(s.winner).toBe('p1');
    expect(s.ended).toBe('finished');
    let t = ok(builtGame([4]), { type: 'declare', path: ROUTE });
    t.players[0]!.trip!.at = 6;
    t = ok(t, { type: 'roll' }); // 6 + 4 overshoots: still home
    expect(t.winner).toBe('p1');
  });

  it('Driving: the tram keeps its declared path even when a better one appears', () => {
    let s = ok(builtGame([1]), { type: 'declare', path: ROUTE });
    s = ok(s, { type: 'roll' });
    expect(s.players[0]!.trip!.path).toEqual(ROUTE);
  });

  it('Driving: a driving player lays no tiles', () => {
    const s = ok(builtGame(), { type: 'declare', path: ROUTE });
    const r = apply(s, 'p1', { type: 'place', tile: 'straight', rotation: 0, row: 5, col: 2 });
    expect(r.ok).toBe(false);
    expect(legalMoves(s, 'p1')).toEqual([{ type: 'roll' }]);
  });

  it('Driving: the die is board data and its rolls come from the seeded state', () => {
    const a = ok(ok(builtGame(), { type: 'declare', path: ROUTE }), { type: 'roll' });
    const b = ok(ok(builtGame(), { type: 'declare', path: ROUTE }), { type: 'roll' });
    expect(a.lastRoll).toEqual(b.lastRoll);
    expect([1, 2, 3, 4, 'H']).toContain(a.lastRoll);
  });
});
