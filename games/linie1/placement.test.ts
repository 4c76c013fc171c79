import { describe, expect, it } from 'vitest';
import { at, miniGame, put } from './fixtures.test-helpers.js';
import { legalMoves } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';
import { linie1 } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

// Mini town (5×5): building A at (3,3), B at (5,5); line 1 terminals on the left (rows 2-3) and
// right (rows 3-4), line 2 on the top (cols 2-3) and bottom (cols 3-4). Rotations are quarter
// turns clockwise: straight 0 = N–S, 1 = E–W; curve 0 = N–E, 1 = E–S, 2 = S–W, 3 = W–N.

function game(hand: string[] = ['straight', 'straight', 'curve', 'curve', 'straight-curve-left']): Linie1State {
  const s = miniGame();
  s.players[0]!.hand = [...hand];
  return s;
}

function place(tile: string, rotation: number, row: number, col: number): Linie1Move {
  return { type: 'place', tile, rotation, row, col };
}

function ok(s: Linie1State, move: Linie1Move, player = 'p1'): Linie1State {
  const r = apply(s, player, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function refused(s: Linie1State, move: Linie1Move, player = 'p1') {
  const r = apply(s, player, move);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.message.length).toBeGreaterThan(10);
  return r.error;
}

describe('laying tiles: rules A to E', () => {
  it('Rule A: track may not lead off the board except into a terminal', () => {
    const s = game();
    expect(refused(s, place('straight', 0, 1, 4)).code).toBe('rule-a');
    expect(refused(s, place('straight', 1, 4, 1)).code).toBe('rule-a');
    // Into the loop of terminal W1 it may: a curve from the west edge of (2,1) down to the south.
    ok(s, place('curve', 2, 2, 1));
  });

  it('Rule B: track may not lead into a building', () => {
    const e = refused(game(), place('straight', 1, 3, 2));
    expect(e.code).toBe('rule-b');
    expect(e.message).toContain('Apotheke');
  });

  it('Rule C: no tile on a building square', () => {
    expect(refused(game(), place('straight', 0, 3, 3)).code).toBe('rule-c');
  });

  it('Rule D: track leading into the square must be continued (tiles and terminal loops)', () => {
    const s = game();
    put(s, 2, 4, 'straight', 1); // E–W: leads west into (2,3)
    expect(refused(s, place('straight', 0, 2, 3)).code).toBe('rule-d');
    ok(s, place('curve', 0, 2, 3)); // N–E continues it
    // The loop of terminal W1 leads into (2,1): a tile there must take it up.
    expect(refused(game(), place('straight', 0, 2, 1)).code).toBe('rule-d');
  });

  it('Rule E: track may not run into a tile without connecting to its track', () => {
    const s = game();
    put(s, 2, 4, 'straight', 0); // N–S: nothing on its west side
    expect(refused(s, place('straight', 1, 2, 3)).code).toBe('rule-e');
  });

  it('Between two tiles: the new tile must continue both (rulebook p.3 example)', () => {
    const s = game(['straight', 'curve', 'straight-curve-left', 'curve', 'curve']);
    put(s, 4, 2, 'straight', 1); // E–W, leads east into (4,3)
    put(s, 4, 4, 'curve', 3); // W–N, leads west into (4,3)
    ok(s, place('straight', 1, 4, 3)); // legal: straight through
    ok(s, place('straight-curve-left', 3, 4, 3)); // legal: straight with a branch south
    expect(refused(s, place('curve', 2, 4, 3)).code).toBe('rule-d'); // S–W leaves the east track dangling
    expect(refused(s, place('curve', 3, 4, 3)).code).toBe('rule-b'); // W–N would lead into building A
  });

  it('Tiles need not join existing track: any empty square that obeys A to E will do', () => {
    ok(game(), place('straight', 0, 4, 2));
  });
});

describe('exchanging tiles', () => {
  it('Exchange: the new tile keeps all old track and adds some (legal upgrade)', () => {
    const s = game();
    put(s, 2, 4, 'straight', 0);
    const next = ok(s, place('straight-curve-left', 0, 2, 4));
    expect(at(next, 2, 4)).toEqual({ tile: 'straight-curve-left', rotation: 0 });
  });

  it('Exchange: dropping the straight or the turn of the old tile is refused', () => {
    const s = game(['curve', 'tree-crossing', 'straight', 'straight', 'curve']);
    put(s, 2, 4, 'straight', 0);
    expect(refused(s, place('curve', 0, 2, 4)).code).toBe('exchange');
    put(s, 2, 4, 'straight-curve-left', 0); // N–S plus S–W
    expect(refused(s, place('tree-crossing', 0, 2, 4)).code).toBe('exchange');
  });

  it('Exchange: replacing a tile by an identical one (same track) is refused', () => {
    const s = game();
    put(s, 2, 4, 'straight', 0);
    expect(refused(s, place('straight', 0, 2, 4)).message).toContain('must add track');
    expect(refused(s, place('straight', 2, 2, 4)).message).toContain('must add track');
  });

  it('Exchange: new connections must obey rules A to E', () => {
    const s = game(['straight-curve-right', 'straight', 'straight', 'curve', 'curve']);
    put(s, 2, 4, 'straight', 0);
    put(s, 2, 5, 'straight', 0); // no track on its west side
    expect(refused(s, place('straight-curve-right', 0, 2, 4)).code).toBe('rule-e');
  });

  it('Trees: a tile with trees is never exchanged, but it may replace another tile', () => {
    const s = game(['tree-crossing', 'tree-roundabout', 'straight', 'curve', 'curve']);
    put(s, 2, 4, 'straight', 0);
    const next = ok(s, place('tree-crossing', 0, 2, 4));
    const e = refused(next, place('tree-roundabout', 0, 2, 4));
    expect(e.message).toContain('trees');
  });

  it('Exchange: the old tile goes to the hand and may be laid in the same turn', () => {
    const s = game(['straight-curve-left', 'curve', 'curve', 'curve', 'curve']);
    put(s, 2, 4, 'straight', 0);
    const mid = ok(s, place('straight-curve-left', 0, 2, 4));
    expect(mid.players[0]!.hand).toContain('straight');
    const end = ok(mid, place('straight', 0, 4, 2));
    expect(at(end, 4, 2)?.tile).toBe('straight');
  });

  it('Drawing: one tile fewer per exchange (two new tiles draw two, one exchange one, two exchanges none)', () => {
    const pile0 = game().pile.length;
    // Two new tiles.
    let s = ok(ok(game(), place('straight', 0, 4, 2)), place('straight', 0, 4, 4));
    expect(s.pile.length).toBe(pile0 - 2);
    expect(s.players[0]!.hand).toHaveLength(5);
    // One exchange, one new tile.
    let g = game();
    put(g, 2, 4, 'straight', 0);
    s = ok(ok(g, place('straight-curve-left', 0, 2, 4)), place('curve', 0, 4, 2));
    expect(s.pile.length).toBe(pile0 - 1);
    // Two exchanges.
    g = game(['straight-curve-left', 'straight-curve-left', 'curve', 'curve', 'curve']);
    put(g, 2, 4, 'straight', 0);
    put(g, 4, 2, 'straight', 0);
    s = ok(ok(g, place('straight-curve-left', 0, 2, 4)), place('straight-curve-left', 0, 4, 2));
    expect(s.pile.length).toBe(pile0);
    expect(s.players[0]!.hand).toHaveLength(5);
  });

  it('Side-by-side exchange: two tiles exchanged together when only the pair is legal', () => {
    const s = game(['straight-curve-right', 'straight-curve-left', 'curve', 'curve', 'curve']);
    put(s, 4, 1, 'straight', 0);
    put(s, 4, 2, 'straight', 0);
    // Alone, each new curve would run into the other straight's blank side (rule E).
    expect(refused(s, place('straight-curve-right', 0, 4, 1)).code).toBe('rule-e');
    expect(refused(s, place('straight-curve-left', 0, 4, 2)).code).toBe('rule-e');
    const pair: Linie1Move = {
      type: 'exchangePair',
      a: { tile: 'straight-curve-right', rotation: 0, row: 4, col: 1 },
      b: { tile: 'straight-curve-left', rotation: 0, row: 4, col: 2 },
    };
    expect(legalMoves(s, 'p1')).toContainEqual(pair);
    const next = ok(s, pair);
    expect(at(next, 4, 1)?.tile).toBe('straight-curve-right');
    expect(next.players[0]!.hand.filter((t) => t === 'straight')).toHaveLength(2);
    expect(next.current).toBe(1); // both tiles of the turn are laid
    // Not side by side: refused.
    const far = { ...pair, b: { ...pair.b, row: 2, col: 4 } };
    put(s, 2, 4, 'straight', 0);
    expect(refused(s, far).code).toBe('not-side-by-side');
  });
});

describe('stop signs', () => {
  it('Stop sign: the first tile laid orthogonally beside a building carries its sign', () => {
    const s = ok(game(), place('curve', 0, 2, 3));
    expect(s.stopSigns).toEqual({ A: '2,3' });
  });

  it('Stop sign: a tile diagonal to a building gets none', () => {
    const s = ok(game(), place('straight', 0, 2, 2));
    expect(s.stopSigns).toEqual({});
  });

  it('Stop sign: each building has one sign; later tiles beside it get none', () => {
    let s = ok(game(), place('curve', 0, 2, 3));
    s = ok(s, place('straight', 1, 4, 3));
    expect(s.stopSigns).toEqual({ A: '2,3' });
  });

  it('Stop signs and trams stay on a tile when it is exchanged', () => {
    let s = ok(game(['curve', 'straight-curve-left', 'curve', 'curve', 'curve']), place('curve', 0, 2, 3));
    s.current = 0;
    s.step = 'build';
    s.laid = 0;
    s.players[0]!.hand = ['tree-junction', 'curve'];
    s.players[1]!.trip = { path: ['N2', '2,3'], at: 1 }; // a tram standing on (2,3)
    const next = ok(s, place('tree-junction', 0, 2, 3)); // keeps N–E, adds E–W and W–N
    expect(next.stopSigns.A).toBe('2,3');
    expect(next.players[1]!.trip).toEqual({ path: ['N2', '2,3'], at: 1 });
  });
});
