/**
 * Linie 1's fast paths against the plain ones they stand in for (issue 24), on the states of whole
 * games at 3, 4 and 5 seats:
 * - `legalMoves` (placement moves made once per board and shared, listed by table; double
 *   exchanges from turn masks) against the list written out the plain way, at every building
 *   decision: every placement `singlePlacements` finds as a new move, the double exchanges by a
 *   plain reading of the rules in the list's order, the declarations; and the candidates a bot reads from the list
 *   (`listedPlacements`) against `singlePlacements`' own;
 * - the plans a search is known not to find (no-plan.ts) against a search run afresh;
 * - and the games themselves: the lab's default bots (route builder and the three playstyles) in
 *   every seat order, their moves digested, recorded on main before these fast paths existed.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import { simulate } from '../core/simulate.js';
import { anyMoveBot, forgetNoPlans, noPlanHits, planRoute, routeBot } from './bots.js';
import { classicBoard, options, players } from './fixtures.test-helpers.js';
import { geometry } from './geometry.js';
import { linie1 } from './index.js';
import { listedPlacements } from './listed.js';
import { NoPlanMemo } from './no-plan.js';
import { fits, segGrid, sideRules, singlePlacements } from './placement.js';
import { blockerBot, shortcutBot, swapperBot } from './playstyles.js';
import { readyPaths } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';

const board = classicBoard();
const g = geometry(board);

/**
 * The double exchanges the plain way, in the order legalMoves lists them: each square and the one
 * to its right, then below it; each hand tile type (hand order) and turn on the first, then on the
 * second; kept when the rules take the two together (each an upgrade of the tile lying there,
 * both meeting their sides with the other laid) and at least one would be refused alone.
 */
function plainPairs(s: Linie1State, segs: Uint8Array): [Ref, Ref][] {
  const hand = s.players[s.current]!.hand;
  const kinds = [...new Set(hand)].map((id) => g.types[g.typeIndex.get(id)!]!);
  const out: [Ref, Ref][] = [];
  const w = segs.slice();
  // A tile of track `seg` may replace the one on `sq`: a tile of a known type without trees lies there, and `seg` keeps its track and adds some.
  const upgrades = (sq: number, seg: number): boolean => {
    const old = s.grid[sq];
    const ti = old ? g.typeIndex.get(old.tile) : undefined;
    if (ti === undefined || g.types[ti]!.trees) return false;
    const was = g.types[ti]!.segByRot[old!.rotation & 3]!;
    return (seg & was) === was && seg !== was;
  };
  // Rules A to E on `sq` for a tile of these exits, with the track `w` holds around it.
  const meets = (sq: number, exits: number): boolean => fits(exits, sideRules(g, w, sq));
  for (let sa = 0; sa < g.size; sa++) {
    for (const d of [1, 2]) {
      const sb = g.neighbour[sa * 4 + d]!;
      if (sb < 0 || !s.grid[sa] || !s.grid[sb]) continue;
      for (const ta of kinds) {
        for (const oa of ta.orients) {
          if (!upgrades(sa, oa.seg)) continue;
          for (const tb of kinds) {
            if (ta === tb && hand.filter((t) => t === ta.id).length < 2) continue;
            for (const ob of tb.orients) {
              if (!upgrades(sb, ob.seg)) continue;
              // Each half with the other laid, then each alone (`w` is put back after).
              w[sa] = oa.seg;
              w[sb] = ob.seg;
              const together = meets(sa, oa.exits) && meets(sb, ob.exits);
              w[sb] = segs[sb]!;
              const aAlone = meets(sa, oa.exits);
              w[sa] = segs[sa]!;
              w[sb] = ob.seg;
              const bAlone = meets(sb, ob.exits);
              w[sb] = segs[sb]!;
              if (!together || (aAlone && bAlone)) continue;
              out.push([ref({ tile: ta.id, rotation: oa.rotation, sq: sa }), ref({ tile: tb.id, rotation: ob.rotation, sq: sb })]);
            }
          }
        }
      }
    }
  }
  return out;
}

type Ref = { tile: string; rotation: number; row: number; col: number };
const ref = (c: { tile: string; rotation: number; sq: number }): Ref => ({ tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 });

/** The legal moves of a building turn written out the plain way (rules.ts' order). */
function plainLegal(s: Linie1State): Linie1Move[] {
  const p = s.players[s.current]!;
  const segs = segGrid(g, s.grid);
  const out: Linie1Move[] = singlePlacements(g, s.grid, segs, p.hand).map((c) => ({ type: 'place', tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 }));
  if (s.laid + 2 <= board.tilesPerTurn) for (const [a, b] of plainPairs(s, segs)) out.push({ type: 'exchangePair', a, b });
  if (s.laid === 0) for (const path of readyPaths(s, p, segs)) out.push({ type: 'declare', path });
  if (out.length === 0) out.push({ type: 'pass' });
  return out;
}

/** Calls `visit` on every state of route-builder and random games at 3, 4 and 5 seats (on the simulation path, as the lab plays). */
function eachState(visit: (s: Linie1State, player: string) => void): void {
  for (const seats of [3, 4, 5]) {
    for (const [i, bot] of [routeBot, anyMoveBot].entries()) {
      let state = simFork(linie1, linie1.setup({ board, players: players(seats), options: options(), seed: 900 + seats * 10 + i }));
      const rng = Rng.fromSeed(seats + i);
      for (let n = 0; n < 600 && linie1.outcome(state) === null; n++) {
        const player = linie1.activePlayers(state)[0]!;
        visit(state, player);
        const legal = linie1.legalMoves(state, player);
        state = simStep(linie1, state, player, bot.choose({ state, player, legal, rng }));
      }
    }
  }
}

describe('Plans known impossible (no-plan.ts)', () => {
  const size = g.size;
  const failed = () => {
    const memo = new NoPlanMemo();
    const pass = new Uint16Array(size).fill(0x0f0f);
    const stopBit = new Uint8Array(size);
    stopBit[5] = 1;
    memo.remember(g, 0, 1, ['A'], true, pass, stopBit);
    return { memo, pass, stopBit };
  };

  it('a search that allows no more turns and stops than a failed one is known to fail', () => {
    const { memo, pass, stopBit } = failed();
    pass[7] = 0x0f00;
    stopBit[5] = 0;
    expect(memo.knownImpossible(g, 0, 1, ['A'], true, pass, stopBit)).toBe(true);
  });

  it('one more turn on a square, one more stop square, or other inputs: not known', () => {
    const { memo, pass, stopBit } = failed();
    expect(memo.knownImpossible(g, 0, 1, ['B'], true, pass, stopBit)).toBe(false);
    expect(memo.knownImpossible(g, 1, 0, ['A'], true, pass, stopBit)).toBe(false);
    expect(memo.knownImpossible(g, 0, 1, ['A'], false, pass, stopBit)).toBe(false);
    const wider = pass.slice();
    wider[9] = 0x0f1f;
    expect(memo.knownImpossible(g, 0, 1, ['A'], true, wider, stopBit)).toBe(false);
    const moreStops = stopBit.slice();
    moreStops[6] = 1;
    expect(memo.knownImpossible(g, 0, 1, ['A'], true, pass, moreStops)).toBe(false);
    // A copy was kept: the caller's buffers change after the failure is remembered.
    stopBit[6] = 1;
    moreStops[6] = 0;
    expect(memo.knownImpossible(g, 0, 1, ['A'], true, pass, moreStops)).toBe(true);
  });
});

describe('Linie 1 fast paths agree with the plain ones', () => {
  it('legalMoves lists the plain list, move for move, and its candidates are singlePlacements\'', () => {
    let building = 0;
    let pairs = 0;
    let declares = 0;
    eachState((s, player) => {
      if (s.step !== 'build') return;
      building++;
      const legal = linie1.legalMoves(s, player);
      const at = `turn ${s.turn}, ${s.players.length} seats`;
      const plainList = plainLegal(s);
      expect(JSON.stringify(legal), at).toBe(JSON.stringify(plainList));
      pairs += plainList.filter((m) => m.type === 'exchangePair').length;
      declares += plainList.filter((m) => m.type === 'declare').length;
      const cands = listedPlacements(legal, s);
      const plain = singlePlacements(g, s.grid, segGrid(g, s.grid), s.players[s.current]!.hand);
      // The same candidate objects (singlePlacements hands out one per placement), in order.
      expect(cands?.length, at).toBe(plain.length);
      expect(plain.findIndex((c, i) => cands![i] !== c), at).toBe(-1);
      // Shared from list to list: nobody may write into one.
      expect(legal.every((m) => m.type !== 'place' || Object.isFrozen(m)), at).toBe(true);
    });
    expect(building).toBeGreaterThan(300);
    // Every kind of move was compared: double exchanges and declarations too.
    expect(pairs).toBeGreaterThan(100);
    expect(declares).toBeGreaterThan(3);
  });

  it('a plan known impossible is one a search does not find, with and without squares to avoid', () => {
    forgetNoPlans();
    const hits0 = noPlanHits();
    let impossible = 0;
    eachState((s) => {
      if (s.step !== 'build') return;
      for (const p of s.players) {
        if (p.trip) continue;
        const fast = planRoute(s, p.id);
        // The same plan with every known failure forgotten: the search itself.
        forgetNoPlans();
        const plain = planRoute(s, p.id);
        expect(fast).toEqual(plain);
        if (plain === null) impossible++;
        // Again, so the search's failures are known for the next state's plans.
        planRoute(s, p.id);
        if (plain && plain.length > 0) {
          const avoid = new Set(plain.map((st) => st.sq));
          const detour = planRoute(s, p.id, avoid);
          forgetNoPlans();
          expect(detour).toEqual(planRoute(s, p.id, avoid));
          planRoute(s, p.id);
        }
      }
    });
    // Both sides were asked: plans that failed, and failures known ahead of the search.
    expect(impossible).toBeGreaterThan(50);
    expect(noPlanHits() - hits0).toBeGreaterThan(50);
  });
});

/** Recorded on main (e1edd1e), before the fast paths: the lab's default bots, each seat order a game. */
const recorded: Record<number, string> = {
  3: '5316c2214f07d9f00d9e',
  4: '4b0e52ac0703cd8a1201',
  5: '3c5f47daa64063c24638',
};

function labGames(seats: number): string {
  const h = createHash('sha256');
  const styles = [routeBot, shortcutBot, blockerBot, swapperBot];
  for (let i = 0; i < 4; i++) {
    const bots = Array.from({ length: seats }, (_, k) => styles[(i + k) % styles.length]!);
    const r = simulate(linie1, { board, players: players(seats), options: options(), seed: 1300 + seats * 10 + i, bots });
    h.update(JSON.stringify(r.moves));
    h.update(`|${r.state.winner ?? '-'}|${r.moves.length}|`);
  }
  return h.digest('hex').slice(0, 20);
}

describe('the same games as before the fast paths', () => {
  for (const seats of [3, 4, 5]) {
    it(`the lab's default bots at ${seats} seats`, () => {
      const d = labGames(seats);
      if (process.env.RECORD_FAST_PATH_GAMES) console.log(`  ${seats}: '${d}',`);
      expect(d).toBe(recorded[seats]);
    });
  }
});
