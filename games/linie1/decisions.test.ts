/** Tests for the choices RULES.md records where the rule text is silent or unclear. */
import { describe, expect, it } from 'vitest';
import { at, layMiniRoute, miniBoard, miniGame, put } from './fixtures.test-helpers.js';
import { geometry, pairBit } from './geometry.js';
import { segGrid } from './placement.js';
import { advance, pathProblem } from './route.js';
import { routeGoal } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';
import { linie1 } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

function ok(s: Linie1State, move: Linie1Move, player = s.players[s.current]!.id): Linie1State {
  const r = apply(s, player, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('decisions where the rules are silent', () => {
  it('Decision: one tile beside two buildings carries both stop signs', () => {
    const board = miniBoard();
    board.buildings.push({ id: 'X', name: 'Xylophonhaus', row: 2, col: 4 });
    const s = miniGame(1, board);
    s.players[0]!.hand = ['curve', 'curve', 'straight', 'straight', 'straight'];
    const next = ok(s, { type: 'place', tile: 'curve', rotation: 3, row: 2, col: 3 }); // W–N
    expect(next.stopSigns).toEqual({ A: '2,3', X: '2,3' });
  });

  it('Decision: a double exchange uses two tiles held before the move', () => {
    const s = miniGame();
    s.players[0]!.hand = ['straight-curve-right', 'curve', 'curve', 'curve', 'curve'];
    put(s, 4, 1, 'straight', 0);
    put(s, 4, 2, 'straight', 0);
    const r = apply(s, 'p1', {
      type: 'exchangePair',
      a: { tile: 'straight-curve-right', rotation: 0, row: 4, col: 1 },
      b: { tile: 'straight-curve-right', rotation: 2, row: 4, col: 2 },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-in-hand');
  });

  it('Decision: an exchange beside an empty square needs no pair move (exchange first, then lay)', () => {
    const s = miniGame();
    s.players[0]!.hand = ['straight-curve-right', 'curve', 'curve', 'curve', 'curve'];
    put(s, 4, 1, 'straight', 0);
    let next = ok(s, { type: 'place', tile: 'straight-curve-right', rotation: 0, row: 4, col: 1 }); // adds S–E towards (4,2)
    next = ok(next, { type: 'place', tile: 'curve', rotation: 3, row: 4, col: 2 }); // W–N continues it
    expect(at(next, 4, 2)?.tile).toBe('curve');
  });

  it('Decision: a declared route stays valid whatever is exchanged on it, so no wrong turn can happen', () => {
    const s = miniGame();
    const path = layMiniRoute(s);
    let t = ok(s, { type: 'declare', path });
    t = ok(t, { type: 'roll' });
    // Ben upgrades two tiles of Ann's route.
    t.players[1]!.hand = ['straight-curve-right', 'tree-crossing', 'curve', 'curve', 'curve'];
    t = ok(t, { type: 'place', tile: 'straight-curve-right', rotation: 0, row: 3, col: 4 });
    expect(at(t, 3, 4)?.tile).toBe('straight-curve-right');
    const g = geometry(t.board);
    const goal = routeGoal(t, t.players[0]!);
    if (!('terminals' in goal)) throw new Error(goal.text);
    expect(pathProblem(g, segGrid(g, t.grid), goal, path)).toBeNull();
  });

  it('Decision: H with no stop sign or terminal left before the end takes the tram home', () => {
    const path = ['W1', '2,1', '2,2', 'E1'];
    expect(advance(path, 1, 'H', () => false, (id) => id.length === 2)).toBe(3);
  });

  it.each([false, true])('Decision: a path may not run through its own last terminal and carry on once every stop is made (through own terminals: %s)', (throughOwnTerminals) => {
    const s = miniGame(1, miniBoard(), { throughOwnTerminals });
    layMiniRoute(s);
    put(s, 3, 5, 'straight', 1);
    const g = geometry(s.board);
    const goal = routeGoal(s, s.players[0]!);
    if (!('terminals' in goal)) throw new Error(goal.text);
    const path = ['W1', '2,1', '2,2', '2,3', '2,4', '3,4', '4,4', '4,5', 'E1', '3,5', 'E1'];
    expect(pathProblem(g, segGrid(g, s.grid), goal, path)?.text).toMatch(throughOwnTerminals ? /every stop is made when the tram reaches your last terminal/ : /ends the trip/);
  });
});

describe('paths that cross themselves', () => {
  it('Decision: a path may use a square twice (across a crossing) and pass through another line\'s terminal', () => {
    const board = miniBoard({
      buildings: [{ id: 'B', name: 'Bad', row: 5, col: 5 }],
      routeCards: [
        { id: 'C1', players: [2], stops: { '1': ['B'], '2': ['B'] } },
        { id: 'C2', players: [2], stops: { '1': ['B'], '2': ['B'] } },
      ],
    });
    const s = miniGame(1, board);
    put(s, 2, 1, 'straight', 1);
    put(s, 2, 2, 'tree-crossing', 0);
    put(s, 2, 3, 'curve', 2);
    put(s, 3, 3, 'curve', 3);
    put(s, 3, 2, 'curve', 0);
    put(s, 1, 2, 'straight', 0);
    put(s, 1, 3, 'curve', 0);
    put(s, 1, 4, 'straight', 1);
    put(s, 1, 5, 'curve', 2);
    put(s, 2, 5, 'straight', 0);
    put(s, 3, 5, 'tree-straight-curves-a', 0);
    put(s, 4, 5, 'curve', 0);
    s.stopSigns = { B: '4,5' };
    const g = geometry(s.board);
    const goal = routeGoal(s, s.players[0]!);
    if (!('terminals' in goal)) throw new Error(goal.text);
    const path = ['W1', '2,1', '2,2', '2,3', '3,3', '3,2', '2,2', '1,2', 'N2', '1,3', '1,4', '1,5', '2,5', '3,5', '4,5', 'E1'];
    expect(pathProblem(g, segGrid(g, s.grid), goal, path)).toBeNull();
  });
});

describe('bots', () => {
  it('Route bot: lays a tile on its planned route and declares a finished route', async () => {
    const { routeBot } = await import('./bots.js');
    const { Rng } = await import('../core/rng.js');
    const { legalMoves } = await import('./rules.js');
    const s = miniGame();
    put(s, 2, 1, 'straight', 1);
    put(s, 2, 2, 'straight', 1);
    put(s, 2, 3, 'straight', 1);
    put(s, 2, 4, 'curve', 2);
    put(s, 3, 4, 'straight', 0);
    put(s, 4, 5, 'straight', 1);
    s.stopSigns = { A: '2,3' };
    s.players[0]!.hand = ['curve', 'straight', 'straight', 'straight', 'straight'];
    const rng = Rng.fromSeed(1);
    const m = routeBot.choose({ state: s, player: 'p1', legal: legalMoves(s, 'p1'), rng });
    expect(m).toEqual({ type: 'place', tile: 'curve', rotation: 0, row: 4, col: 4 });
    const done = ok(ok(s, m), { type: 'place', tile: 'straight', rotation: 1, row: 5, col: 2 });
    done.current = 0;
    done.step = 'build';
    done.laid = 0;
    const d = routeBot.choose({ state: done, player: 'p1', legal: legalMoves(done, 'p1'), rng });
    expect(d.type).toBe('declare');
  });
});

describe('the route bot changes plans', () => {
  it('Route bot: never waits for an upgrade no tile left in the game can make when another way exists', async () => {
    const { planRoute, routeBot } = await import('./bots.js');
    const { Rng } = await import('../core/rng.js');
    const { legalMoves } = await import('./rules.js');
    const s = miniGame();
    // Ann's route is laid, but the double curve at (4,4) joins only west–north and west–south:
    // going on north–east there needs a roundabout, and none is left in the pile.
    layMiniRoute(s);
    put(s, 4, 4, 'double-curve', 3);
    s.pile = s.pile.filter((t) => t !== 'tree-roundabout');
    s.players[0]!.hand = ['straight-curve-right', 'curve', 'curve', 'straight', 'straight'];
    const g = geometry(s.board);
    const segs = segGrid(g, s.grid);
    const plan = planRoute(s, 'p1')!;
    expect(plan.length).toBeGreaterThan(0);
    // Every step of the plan can be made by a tile in hand or still in the pile (before the
    // fix the plan was the north–east upgrade at (4,4), which nothing can make).
    const within = [...new Set([...s.players[0]!.hand, ...s.pile])].flatMap((id) => g.types[g.typeIndex.get(id)!]!.orients);
    for (const st of plan) {
      const need = segs[st.sq]! | pairBit(st.e, st.o);
      expect(within.some((o) => (o.seg & need) === need), `step at ${st.sq} ${st.e}-${st.o}`).toBe(true);
    }
    const m = routeBot.choose({ state: s, player: 'p1', legal: legalMoves(s, 'p1'), rng: Rng.fromSeed(1) });
    expect(m.type).toBe('place');
    if (m.type === 'place') expect(plan.map((st) => st.sq)).toContain((m.row - 1) * 5 + (m.col - 1));
  });
});
