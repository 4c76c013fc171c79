/**
 * The lab's records, pinned: a few seeded games of every bundled board with the default bots,
 * their records (usage, holds, move types, events, scores, winners, leaders, run-outs, problems)
 * written as JSON and hashed. A change in what the lab records, or in any game's play for these
 * seeds, changes the hash: a speed-up of the lab loop or of a game must leave every hash as it is.
 * Re-recorded only for a deliberate change of a game's or a bot's play, named here:
 * - Linie 1: the route bot waits to lay its plan's tiles instead of declaring a trip 10+ squares
 *   longer (perf17, `waitsForShorterTrip`).
 * `FINGERPRINT_PRINT=1` prints the hashes (after a deliberate change of a game's play).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { createLibrary } from '../library/index.js';
import { playRange, runContext } from './games.js';
import { defaultBots, labSettings, resolveBoard, specOf } from './lab.js';

const CASES = [
  { board: 'bundled:airlines/north-america', players: 3, games: 8, hash: '83c5eccba2a417bb' },
  { board: 'bundled:airlines/north-america', players: 6, games: 3, hash: 'a11df4adeb166020' },
  { board: 'bundled:airlines-europe/europe', players: 3, games: 6, hash: 'ebf078a2d3523bf1' },
  { board: 'bundled:airlines-europe/europe', players: 2, games: 3, hash: '4ad9efb20849cd26' },
  { board: 'bundled:blue-skies/usa', players: 3, games: 8, hash: 'e598833cfbd489d6' },
  { board: 'bundled:linie1/classic', players: 3, games: 2, hash: '243e7db270fcc3f1' },
];

/** JSON with NaN written as such (a hold's turn, cost and worth may be NaN; JSON would say null). */
function fingerprint(records: unknown): string {
  const json = JSON.stringify(records, (_k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? 'NaN' : v));
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

describe('the lab records, pinned', () => {
  for (const c of CASES) {
    it(`${c.board}, ${c.players} seats, ${c.games} games from seed 11: the same records as before`, async () => {
      const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-test' });
      const b = await resolveBoard({ registry: games, library }, { library: c.board });
      if (!b.ok) throw new Error(b.message);
      const s = labSettings(b.value, { games: c.games, players: c.players, seed: 11, bots: defaultBots(b.value.def) });
      if (!s.ok) throw new Error(s.message);
      const records = playRange(runContext(specOf(s.settings, b.value.board)), 0, c.games);
      expect(records.every((r) => r.problem === null && r.finished)).toBe(true);
      const got = fingerprint(records);
      if (process.env['FINGERPRINT_PRINT'] === '1') console.log(`${c.board} ${c.players}: ${got}`);
      expect(got).toBe(c.hash);
    });
  }
});
