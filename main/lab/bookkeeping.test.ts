/**
 * The lab's bookkeeping changes no figure: the same games played on the simulation path (states
 * changed in place, events without English, the two-thirds standing from a state replayed from
 * the last checkpoint before it, or from standings taken along the way) give the same records, move for move,
 * as on the plain `apply` path, where every state is its own and the standing is taken once at
 * the end.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import type { GameDefinition } from '../../games/core/types.js';
import { createLibrary } from '../library/index.js';
import { playRange, runContext } from './games.js';
import { offered } from './play.js';
import { defaultBots, labSettings, resolveBoard, specOf } from './lab.js';

const CASES = [
  { board: 'bundled:airlines/north-america', games: 10 },
  { board: 'bundled:airlines-europe/europe', games: 6 },
  { board: 'bundled:blue-skies/usa', games: 12 },
  // Linie 1's standing is dear: its two-thirds state is replayed from a checkpoint (two-thirds.ts).
  { board: 'bundled:linie1/classic', games: 3 },
];

describe('the lab bookkeeping', () => {
  for (const c of CASES) {
    it(`gives the same records on the simulation path as on the apply path: ${c.board}, ${c.games} games with the default bots`, async () => {
      const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-test' });
      const b = await resolveBoard({ registry: games, library }, { library: c.board });
      if (!b.ok) throw new Error(b.message);
      const s = labSettings(b.value, { games: c.games, players: 4, seed: 7, bots: defaultBots(b.value.def) });
      if (!s.ok) throw new Error(s.message);
      const fast = runContext(specOf(s.settings, b.value.board));
      expect(fast.def.sim).toBeDefined();
      // The same run with the game's simulation path taken away, and its standing taken at the end.
      const { sim: _sim, ...plainDef } = fast.def;
      const { standingIsCheap: _cheap, ...plainProbe } = fast.probe;
      const plain = { ...fast, def: plainDef as GameDefinition, probe: plainProbe };
      const a = playRange(fast, 0, c.games);
      const p = playRange(plain, 0, c.games);
      expect(a.every((r) => r.finished && r.leaders !== null)).toBe(true);
      expect(a).toEqual(p);
    });
  }

  it('takes a move as offered when it is a legal move or equal to one as data: the same keys in the same order, undefined ones left out', () => {
    const legal: unknown[] = [{ type: 'claim', route: 'a', circle: 1, card: { value: 3, type: 'wavy' } }, { type: 'expand' }, { type: 'pass', at: [1, 2] }];
    expect(offered(legal, legal[0])).toBe(true);
    expect(offered(legal, { type: 'claim', route: 'a', circle: 1, card: { value: 3, type: 'wavy' } })).toBe(true);
    expect(offered(legal, { type: 'expand', note: undefined })).toBe(true);
    expect(offered(legal, { type: 'pass', at: [1, 2] })).toBe(true);
    expect(offered(legal, { route: 'a', type: 'claim', circle: 1, card: { value: 3, type: 'wavy' } })).toBe(false);
    expect(offered(legal, { type: 'claim', route: 'a', circle: 1, card: { value: 4, type: 'wavy' } })).toBe(false);
    expect(offered(legal, { type: 'claim', route: 'a', circle: 1 })).toBe(false);
    expect(offered(legal, { type: 'expand', extra: 0 })).toBe(false);
    expect(offered(legal, { type: 'pass', at: [1, 2, 3] })).toBe(false);
    expect(offered(legal, { type: 'sabotage' })).toBe(false);
    expect(offered(legal, 'expand')).toBe(false);
  });
});
