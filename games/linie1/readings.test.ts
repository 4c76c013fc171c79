/**
 * Where the German rulebook (1995) and the English article read differently: the default
 * follows the German, each English reading is a table option (RULES.md quotes both), except own
 * terminals, where the German is silent and the default follows the English. And a
 * finished route is found from either terminal, whichever the board lists first.
 */
import { describe, expect, it } from 'vitest';
import { layMiniRoute, MINI_ROUTE, miniBoard, miniGame, put } from './fixtures.test-helpers.js';
import { parseSavedOptions } from '../core/saved-options.js';
import { linie1 } from './index.js';
import { legalMoves, readyPath } from './rules.js';
import type { Linie1Move, Linie1Options, Linie1State } from './types.js';
import { view } from './view.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

function ok(s: Linie1State, move: Linie1Move, player?: string): Linie1State {
  const r = apply(s, player ?? s.players[s.current]!.id, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/**
 * Ann's line 1 on the mini town, where the stop of A (north of the building, at 2,3) can be
 * reached only by passing through her own terminal W1: from E1 west along row 4, up into W1,
 * out along row 2 past the stop, down column 4 across the crossing at (4,4), west along row 5
 * and up column 1 into W1 again.
 */
const LOOP_FROM_E1 = ['E1', '4,5', '4,4', '4,3', '4,2', '4,1', '3,1', 'W1', '2,1', '2,2', '2,3', '2,4', '3,4', '4,4', '5,4', '5,3', '5,2', '5,1', '4,1', '3,1', 'W1'];
const LOOP_FROM_W1 = ['W1', '3,1', '4,1', '5,1', '5,2', '5,3', '5,4', '4,4', '3,4', '2,4', '2,3', '2,2', '2,1', 'W1', '3,1', '4,1', '4,2', '4,3', '4,4', '4,5', 'E1'];

function loopGame(opts: Partial<Linie1Options>, eastFirst: boolean): Linie1State {
  const base = miniBoard();
  // The board may list either terminal of the line first; nothing may depend on it.
  const terminals = eastFirst ? [base.terminals[1]!, base.terminals[0]!, ...base.terminals.slice(2)] : base.terminals;
  const s = miniGame(1, miniBoard({ terminals }), opts);
  put(s, 4, 5, 'straight', 1);
  put(s, 4, 4, 'tree-crossing', 0);
  put(s, 4, 3, 'straight', 1);
  put(s, 4, 2, 'straight', 1);
  put(s, 4, 1, 'straight-curve-left', 2); // N–S and N–E
  put(s, 3, 1, 'curve', 2); // S–W, into W1
  put(s, 2, 1, 'straight', 1);
  put(s, 2, 2, 'straight', 1);
  put(s, 2, 3, 'straight', 1);
  put(s, 2, 4, 'curve', 2); // W–S
  put(s, 3, 4, 'straight', 0);
  put(s, 5, 4, 'curve', 3); // N–W
  put(s, 5, 3, 'straight', 1);
  put(s, 5, 2, 'straight', 1);
  put(s, 5, 1, 'curve', 0); // N–E
  s.stopSigns = { A: '2,3' };
  return s;
}

describe('finding a finished route', () => {
  it.each([false, true])('Route found from either terminal: a route through the own starting terminal is offered from both ends (east terminal listed first: %s)', (eastFirst) => {
    const s = loopGame({ throughOwnTerminals: true }, eastFirst);
    const declares = legalMoves(s, 'p1').filter((m) => m.type === 'declare');
    expect(declares).toHaveLength(2);
    expect(declares).toContainEqual({ type: 'declare', path: LOOP_FROM_E1 });
    expect(declares).toContainEqual({ type: 'declare', path: LOOP_FROM_W1 });
    expect(readyPath(s, s.players[0]!)).toHaveLength(LOOP_FROM_E1.length);
    expect(view(s, 'p1').readyPath).not.toBeNull();
    for (const path of [LOOP_FROM_E1, LOOP_FROM_W1]) expect(apply(s, 'p1', { type: 'declare', path }).ok).toBe(true);
  });

  it('Route found from either terminal: a declaration is offered from each terminal when both are valid', () => {
    const s = miniGame();
    layMiniRoute(s);
    const declares = legalMoves(s, 'p1').filter((m) => m.type === 'declare');
    expect(declares).toEqual([
      { type: 'declare', path: MINI_ROUTE },
      { type: 'declare', path: [...MINI_ROUTE].reverse() },
    ]);
  });
});

describe('German rulebook by default, English article as table options', () => {
  it.each([false, true])('Own terminals, option off: a tram passes through other lines\' terminals only, so the loop route is no route (east first: %s)', (eastFirst) => {
    const s = loopGame({ throughOwnTerminals: false }, eastFirst);
    expect(legalMoves(s, 'p1').some((m) => m.type === 'declare')).toBe(false);
    expect(readyPath(s, s.players[0]!)).toBeNull();
    const fromW1 = apply(s, 'p1', { type: 'declare', path: LOOP_FROM_W1 });
    expect(fromW1.ok).toBe(false);
    if (!fromW1.ok) expect(fromW1.error.message).toMatch(/not back through its own starting terminal Westgate/);
    const fromE1 = apply(s, 'p1', { type: 'declare', path: LOOP_FROM_E1 });
    expect(fromE1.ok).toBe(false);
    if (!fromE1.ok) expect(fromE1.error.message).toMatch(/reaching your own last terminal ends the trip/);
  });

  it('Own terminals (default: the English text grants them, the German is silent): the tram drives through its own terminal, which counts as one space, and H stops there', () => {
    let s = loopGame({}, false);
    s.board = { ...s.board, die: ['H'] };
    s = ok(s, { type: 'declare', path: LOOP_FROM_E1 });
    // H: to the next stop sign or terminal ahead; the first is the own terminal W1 (index 7).
    s = ok(s, { type: 'roll' });
    expect(s.players[0]!.trip!.at).toBe(7);
    expect(s.ended).toBeNull();
  });

  it('Own terminals (default): the path still ends at the first arrival at the last terminal with every stop made', () => {
    const s = miniGame(1, miniBoard());
    layMiniRoute(s);
    put(s, 3, 5, 'curve', 3); // E1's loop joins (4,5) and (3,5): a way back in
    const on = [...MINI_ROUTE, '3,5', 'E1'];
    const r = apply(s, 'p1', { type: 'declare', path: on });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/every stop is made when the tram reaches your last terminal/);
  });

  it("Drivers' tiles (German default): taken instead of drawing even while the pile still has tiles", () => {
    const s = driverTable({});
    expect(s.pile.length).toBeGreaterThan(0);
    expect(s.step).toBe('refill');
    expect(legalMoves(s, 'p2')).toContainEqual({ type: 'take', from: 'p1', tile: 'tree-crossing' });
  });

  it("Drivers' tiles (English option): only once the face-down pile is empty", () => {
    const s = driverTable({ driversTilesWhenPileEmpty: true });
    // With tiles in the pile the refill is drawn from it at once, and the turn passes.
    expect(s.players[1]!.hand).toHaveLength(5);
    expect(s.players[0]!.hand).toEqual(['tree-crossing', 'curve']);
    expect(s.current).toBe(0);
    const t = driverTable({ driversTilesWhenPileEmpty: true }, 1);
    // One tile left in the pile: it is drawn, then the second comes from the driver.
    expect(t.pile).toEqual([]);
    expect(t.step).toBe('refill');
    expect(legalMoves(t, 'p2')).toEqual([{ type: 'take', from: 'p1', tile: 'tree-crossing' }, { type: 'take', from: 'p1', tile: 'curve' }]);
    const back = ok(t, { type: 'take', from: 'p1', tile: 'curve' });
    expect(back.players[1]!.hand).toHaveLength(5);
    // And a take while the pile has tiles is refused with the reason.
    const early = driverTable({ driversTilesWhenPileEmpty: true }, 5, false);
    early.step = 'refill';
    early.toDraw = 2;
    const r = apply(early, 'p2', { type: 'take', from: 'p1', tile: 'curve' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('pile-first');
  });

  it('Refill (German default): a short hand is filled back up to five', () => {
    const s = shortHand({});
    expect(s.players[0]!.hand).toHaveLength(5);
  });

  it('Refill (English option): one tile drawn per tile laid from the hand, so a short hand stays short', () => {
    const s = shortHand({ drawOnlyWhatWasLaid: true });
    expect(s.players[0]!.hand).toHaveLength(3);
    // An exchange gives its old tile back, so it is not replaced: exchange one, lay one, draw one.
    let t = miniGame(1, miniBoard(), { drawOnlyWhatWasLaid: true });
    t.players[0]!.hand = ['straight-curve-right', 'straight', 'curve'];
    put(t, 4, 1, 'straight', 0);
    t = ok(t, { type: 'place', tile: 'straight-curve-right', rotation: 0, row: 4, col: 1 });
    const pile = t.pile.length;
    t = ok(t, { type: 'place', tile: 'curve', rotation: 3, row: 4, col: 2 });
    expect(pile - t.pile.length).toBe(1);
    expect(t.players[0]!.hand).toHaveLength(3);
  });

  it('Table options: three, listed for the lobby in words a player understands; own terminals on by default (the English text grants them, the German is silent), the other two off (German)', () => {
    expect(linie1.options.map((o) => o.key)).toEqual(['throughOwnTerminals', 'driversTilesWhenPileEmpty', 'drawOnlyWhatWasLaid']);
    expect(linie1.optionsSchema.parse({})).toEqual({ throughOwnTerminals: true, driversTilesWhenPileEmpty: false, drawOnlyWhatWasLaid: false });
    for (const o of linie1.options) {
      // The lobby's default is the schema's.
      expect(o.default).toBe((linie1.optionsSchema.parse({}) as Record<string, boolean>)[o.key]);
      expect(o.description).toMatch(/English rules.*German rulebook/);
    }
    expect(linie1.options[0]!.description).toMatch(/silent/);
    expect(linie1.optionsSchema.safeParse({ nonsense: true }).success).toBe(false);
  });

  it('Own terminals, saves: a save made before the option existed (it does not hold it) replays under the old default, off; a save that holds it keeps its value; a new table gets the new default', () => {
    expect(parseSavedOptions(linie1, {})).toEqual({ success: true, data: { throughOwnTerminals: false, driversTilesWhenPileEmpty: false, drawOnlyWhatWasLaid: false } });
    expect(parseSavedOptions(linie1, { drawOnlyWhatWasLaid: true })).toEqual({ success: true, data: { throughOwnTerminals: false, driversTilesWhenPileEmpty: false, drawOnlyWhatWasLaid: true } });
    expect(parseSavedOptions(linie1, { throughOwnTerminals: true })).toEqual({ success: true, data: { throughOwnTerminals: true, driversTilesWhenPileEmpty: false, drawOnlyWhatWasLaid: false } });
    expect(parseSavedOptions(linie1, { nonsense: true })).toEqual({ success: false });
    expect(parseSavedOptions(linie1, 'not options')).toEqual({ success: false });
    expect(linie1.optionsSchema.parse({})).toMatchObject({ throughOwnTerminals: true });
  });
});

/** Ben (p2) lays two tiles while Ann (p1) drives with two tiles in her open supply. */
function driverTable(opts: Partial<Linie1Options>, pileLeft?: number, build = true): Linie1State {
  let s = miniGame(1, miniBoard(), opts);
  if (pileLeft !== undefined) s.pile = s.pile.slice(0, pileLeft);
  s.players[0]!.trip = { path: ['W1', '2,1', 'E1'], at: 1 };
  s.players[0]!.hand = ['tree-crossing', 'curve'];
  s.current = 1;
  s.players[1]!.hand = ['straight', 'straight', 'curve', 'curve', 'curve'];
  if (!build) return s;
  s = ok(s, { type: 'place', tile: 'straight', rotation: 1, row: 5, col: 2 });
  return ok(s, { type: 'place', tile: 'curve', rotation: 0, row: 4, col: 2 });
}

/** Ann starts her turn with only three tiles (drawn short earlier) and lays two. */
function shortHand(opts: Partial<Linie1Options>): Linie1State {
  let s = miniGame(1, miniBoard(), opts);
  s.players[0]!.hand = ['straight', 'curve', 'curve'];
  s = ok(s, { type: 'place', tile: 'straight', rotation: 1, row: 5, col: 2 });
  return ok(s, { type: 'place', tile: 'curve', rotation: 0, row: 4, col: 2 });
}
