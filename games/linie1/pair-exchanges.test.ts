/**
 * The double exchanges `legalMoves` lists (placement.ts' `pairExchanges`, which skips a pair of
 * squares from per-key counts when no pair there could be refused alone) against a plain reading
 * of the rules: every two side-by-side tiles, every turn of every hand tile on each, kept when
 * the rules take the two together (rules.ts' `exchangePair`: each an upgrade of the tile lying
 * there, both meeting their sides with the other laid) and at least one would be refused alone.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import { anyMoveBot, routeBot } from './bots.js';
import { classicBoard, options, players } from './fixtures.test-helpers.js';
import { EXITS, geometry } from './geometry.js';
import { linie1 } from './index.js';
import { exchangeProblem, pairExchanges, segGrid, sideProblem } from './placement.js';
import type { Linie1State } from './types.js';

const board = classicBoard();
const g = geometry(board);

/** The pairs as "tile/rotation@square+tile/rotation@square", the lower square first. */
function plainPairs(s: Linie1State): string[] {
  const hand = s.players[s.current]!.hand;
  const segs = segGrid(g, s.grid);
  const kinds = [...new Set(hand)].map((id) => g.types[g.typeIndex.get(id)!]!);
  const out: string[] = [];
  for (let sa = 0; sa < g.size; sa++) {
    for (let d = 0; d < 4; d++) {
      const sb = g.neighbour[sa * 4 + d]!;
      if (sb <= sa) continue;
      const oldA = s.grid[sa];
      const oldB = s.grid[sb];
      if (!oldA || !oldB) continue;
      for (const ta of kinds) {
        for (const oa of ta.orients) {
          if (exchangeProblem(g, oldA, oa.seg)) continue;
          for (const tb of kinds) {
            if (ta === tb && hand.filter((t) => t === ta.id).length < 2) continue;
            for (const ob of tb.orients) {
              if (exchangeProblem(g, oldB, ob.seg)) continue;
              const both = segs.slice();
              both[sa] = oa.seg;
              both[sb] = ob.seg;
              if (sideProblem(g, both, sa, EXITS[oa.seg]!) || sideProblem(g, both, sb, EXITS[ob.seg]!)) continue;
              const aAlone = segs.slice();
              aAlone[sa] = oa.seg;
              const bAlone = segs.slice();
              bAlone[sb] = ob.seg;
              if (!sideProblem(g, aAlone, sa, EXITS[oa.seg]!) && !sideProblem(g, bAlone, sb, EXITS[ob.seg]!)) continue;
              out.push(`${ta.id}/${oa.rotation}@${sa}+${tb.id}/${ob.rotation}@${sb}`);
            }
          }
        }
      }
    }
  }
  return out.sort();
}

function listedPairs(s: Linie1State): string[] {
  const hand = s.players[s.current]!.hand;
  return pairExchanges(g, s.grid, segGrid(g, s.grid), hand)
    .map(([a, b]) => (a.sq < b.sq ? [a, b] : [b, a]))
    .map(([a, b]) => `${a!.tile}/${a!.rotation}@${a!.sq}+${b!.tile}/${b!.rotation}@${b!.sq}`)
    .sort();
}

describe('pairExchanges', () => {
  it('lists exactly the pairs a plain reading of the rules allows, on the states of whole games', () => {
    let states = 0;
    let pairs = 0;
    for (const seats of [2, 3, 5]) {
      for (const [i, bot] of [anyMoveBot, routeBot].entries()) {
        let state = simFork(linie1, linie1.setup({ board, players: players(seats), options: options(), seed: 300 + seats * 10 + i }));
        const rng = Rng.fromSeed(seats * 7 + i);
        for (let n = 0; n < 400 && linie1.outcome(state) === null; n++) {
          const player = linie1.activePlayers(state)[0]!;
          // Every fourth building state with room for a pair.
          if (state.step === 'build' && state.laid === 0 && n % 4 === 0) {
            const plain = plainPairs(state);
            expect(listedPairs(state)).toEqual(plain);
            states++;
            pairs += plain.length;
          }
          const legal = linie1.legalMoves(state, player);
          state = simStep(linie1, state, player, bot.choose({ state, player, legal, rng }));
        }
      }
    }
    // The comparison means something only where pairs were to be found.
    expect(states).toBeGreaterThan(100);
    expect(pairs).toBeGreaterThan(20);
  });
});
