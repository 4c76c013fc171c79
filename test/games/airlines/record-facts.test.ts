/**
 * The report's per-record facts (record-facts.ts) against the plain way the ledger first worked
 * them out (a Map per record, element → least turn), and the report made from the facts the
 * worker threads sent against the one made on this thread alone: the same JSON, bit for bit.
 */
import { describe, expect, it, vi } from 'vitest';
import { games } from '../../../games/index.js';
import { defaultBoardRaw } from '../../fixtures/bundled-boards.js';
import { SOAK_TEST_TIMEOUT_MS } from '../../../games/core/soak.js';
import { buildReport, type ReportMeta } from '../../../main/lab/report.js';
import { playRange, runContext, type RunSpec } from '../../../main/lab/games.js';
import { defaultBots } from '../../../main/lab/lab.js';
import { HOLD_FIELDS, holdsInOrder, type GameRecord } from '../../../main/lab/play.js';
import { factsGiven, factsOf, recordFacts } from '../../../main/lab/record-facts.js';
import { runGames } from '../../../main/lab/runner.js';

// Worker threads that load the games from source (through tsx): a soak test's budget, as lab.test.ts.
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

const def = games.get('airlines')!;
const spec = (players: number, seed: number): RunSpec => ({ game: 'airlines', board: def.boardSchema.parse(defaultBoardRaw(def)), options: def.optionsSchema.parse({}), players, seed, bots: defaultBots(def), maxMoves: 5000 });

/** The first takings as the ledger found them before: a Map of element → least turn, in its order. */
function plainFirsts(r: GameRecord): number[] {
  const m = new Map<number, number>();
  for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
    const el = r.holds[k]!;
    const t = r.holds[k + 2]!;
    if (!Number.isNaN(t) && (!m.has(el) || t < m.get(el)!)) m.set(el, t);
  }
  return [...m].flat();
}

/** The record with its holds in another order (seat first, backwards): the grouping path. */
function reordered(r: GameRecord): GameRecord {
  const rows = Array.from({ length: r.holds.length / HOLD_FIELDS }, (_, j) => r.holds.slice(j * HOLD_FIELDS, (j + 1) * HOLD_FIELDS));
  rows.sort((a, b) => a[1]! - b[1]! || b[0]! - a[0]!);
  return { ...r, holds: rows.flat() };
}

function meta(s: RunSpec, games_: number): ReportMeta {
  const settings = { game: s.game, gameName: def.name, board: { name: 'North America', hash: 'h', source: 's' }, players: s.players, games: games_, seed: s.seed, bots: s.bots, options: s.options as Record<string, unknown>, maxMoves: s.maxMoves };
  return { id: 'r', createdAt: 'then', settings, board: s.board, run: { workers: 0, wallMs: 0, cpuMs: 0, gamesPerSecond: 0, gamesPerCpuSecond: 0 } };
}

describe('the report facts of each record', () => {
  it('are the first takings and the hold order the ledger worked out, at 2, 4 and 6 seats, in either hold order', () => {
    let grouped = 0;
    for (const players of [2, 4, 6]) {
      const records = playRange(runContext(spec(players, 7)), 0, 12);
      for (const r of [...records, ...records.map(reordered)]) {
        const f = recordFacts(r);
        expect(f.inOrder).toBe(holdsInOrder(r.holds));
        expect([...f.firsts]).toEqual(plainFirsts(r));
        if (!f.inOrder) grouped++;
      }
    }
    // The reordered copies did take the grouping path (else half of this test proves nothing).
    expect(grouped).toBeGreaterThanOrEqual(30);
  });

  it('from the worker threads give the very report this thread gives without them (4 seats, 2 workers)', async () => {
    const s = spec(4, 300);
    const res = await runGames(s, 30, { workers: 2, chunk: 4 });
    expect(res.records).toHaveLength(30);
    // Copies carry no facts: the report works them out here, as a run on this thread does.
    const copies = structuredClone(res.records);
    const ctx = runContext(s);
    const pooled = JSON.stringify(buildReport(ctx, res.records, meta(s, 30)));
    const alone = JSON.stringify(buildReport(ctx, copies, meta(s, 30)));
    expect(pooled).toBe(alone);
    // The pooled report did read the workers' facts, and they are this thread's.
    for (const [k, r] of res.records.entries()) {
      expect(factsGiven(r), `game ${k}`).toBe(true);
      expect(factsGiven(copies[k]!)).toBe(false);
      const f = factsOf(r);
      const plain = recordFacts(copies[k]!);
      expect(f.inOrder).toBe(plain.inOrder);
      expect([...f.firsts]).toEqual([...plain.firsts]);
    }
    expect(pooled).toContain('"earlyByTurn"');
  });
});
