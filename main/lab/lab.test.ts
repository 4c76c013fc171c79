import { existsSync, readdirSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LabReport } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { createLibrary } from '../library/index.js';
import { compareReports } from './compare.js';
import { labSettings, resolveBoard, runLab, runLabDocument, specOf, type ResolvedBoard } from './lab.js';
import { runGames } from './runner.js';
import { STATE_BUDGET_MS } from '../../test/fixtures/budgets.js';
import { SOAK_TEST_TIMEOUT_MS } from '../../games/core/soak.js';

// Lab runs by count on worker threads that load the games from source (through tsx): a soak
// test's budget (games/core/soak.ts). "Pools leave nothing behind" alone took 553–559 s at a load
// of 25–27 on 2 cores, next to the suite's 600 s hang detector.
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

/** The report without what belongs to the machine and the moment (id, time, threads, speed). */
function results(r: LabReport): Omit<LabReport, 'id' | 'createdAt' | 'run'> {
  const { id: _id, createdAt: _c, run: _r, ...rest } = r;
  return rest;
}

let airlines: ResolvedBoard;

beforeAll(async () => {
  const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-test' });
  const b = await resolveBoard({ registry: games, library }, { library: 'bundled:airlines/north-america' });
  if (!b.ok) throw new Error(b.message);
  airlines = b.value;
});

describe('the playtest lab', () => {
  it('Determinism: the same seed list gives the same report, on two worker threads or in this one, whatever the task sizes', async () => {
    const s = labSettings(airlines, { games: 12, players: 3, seed: 40, bots: ['majority', 'network', 'speculator'] });
    if (!s.ok) throw new Error(s.message);
    const pooled = await runLab(s.settings, airlines.board, { workers: 2, chunk: 1 });
    const inline = await runLab(s.settings, airlines.board, { workers: 0, chunk: 5 });
    expect(pooled).not.toBeNull();
    expect(pooled!.run.workers).toBe(2);
    expect(results(pooled!)).toEqual(results(inline!));
    // Not one game repeated: seeds 40..51, the bots rotated over the seats.
    const other = labSettings(airlines, { games: 12, players: 3, seed: 41, bots: ['majority', 'network', 'speculator'] });
    if (!other.ok) throw new Error(other.message);
    const shifted = await runLab(other.settings, airlines.board, { workers: 0 });
    expect(results(shifted!)).not.toEqual(results(pooled!));
  });

  it('Cancel: a cancelled run stops at once and every worker thread it started has exited when it returns', async () => {
    const s = labSettings(airlines, { games: 5000, players: 4, bots: ['strategist'] });
    if (!s.ok) throw new Error(s.message);
    const seen = new Set<Worker>();
    const exited = new Set<Worker>();
    const stop = new AbortController();
    const res = await runGames(specOf(s.settings, airlines.board), s.settings.games, {
      workers: 2,
      chunk: 2,
      signal: stop.signal,
      onWorker: (w) => {
        if (seen.has(w)) return;
        seen.add(w);
        w.once('exit', () => exited.add(w));
      },
      onProgress: (done) => {
        if (done >= 4) stop.abort();
      },
    });
    expect(res.cancelled).toBe(true);
    expect(res.records.length).toBeLessThan(100);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(exited.size).toBe(seen.size);
    for (const w of seen) expect(w.threadId).toBe(-1);
    // Cancelled before any game ended, runLab has no report to give.
    const again = new AbortController();
    again.abort();
    expect(await runLab(s.settings, airlines.board, { workers: 2, signal: again.signal })).toBeNull();
  });

  it('Pools leave nothing behind: run after run on two worker threads, the open files and handles of the process stay as they were (a leak of ~100 files a run ended a 40-run A/A bench in EMFILE)', async () => {
    // A game per thread and run (tasks of one game): what is checked is what a pool leaves behind
    // when it ends, and the cost is the threads' start (each loads the games through tsx, about
    // 0.75 s of CPU), not the games. Six games a run cost about a quarter more CPU and proved no more.
    const GAMES = 2;
    const s = labSettings(airlines, { games: GAMES, players: 2, seed: 5, bots: ['strategist', 'speculator'] });
    if (!s.ok) throw new Error(s.message);
    const spec = specOf(s.settings, airlines.board);
    // Open file descriptors (Linux; raw files opened by a worker are no handle, so only /proc
    // shows them), and the handles other than timers (the test runner's own come and go).
    const fds = (): number | null => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : null);
    const handles = (): string[] => process.getActiveResourcesInfo().filter((r) => r !== 'Timeout' && r !== 'Immediate').sort();
    // The first run loads the workers' modules (from source: through tsx, which writes its cache).
    await runGames(spec, GAMES, { workers: 2, chunk: 1 });
    const fds0 = fds();
    const handles0 = handles();
    for (let run = 1; run <= 3; run++) {
      const res = await runGames({ ...spec, seed: spec.seed + 100 * run }, GAMES, { workers: 2, chunk: 1 });
      expect(res.records.length).toBe(GAMES);
    }
    // A few descriptors of the runner's own may come and go; a leaking pool leaves about a
    // hundred per worker per run.
    const settled = (): boolean => JSON.stringify(handles()) === JSON.stringify(handles0) && (fds0 === null || fds()! <= fds0 + 6);
    // Polled by the clock: a handle or descriptor of the runner's own (a file read or a write
    // under way, which a busy machine keeps open longer) may be there at one look and gone at the
    // next; what a pool leaks stays, so the budget only bounds the wait.
    for (const end = Date.now() + STATE_BUDGET_MS; !settled() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    expect(handles()).toEqual(handles0);
    if (fds0 !== null) expect(fds()!).toBeLessThanOrEqual(fds0 + 6);
  });

  it('Cancel keeps the games played: the report of a run stopped part way is marked cancelled and holds the statistics of those games, as a run of that many would', async () => {
    const s = labSettings(airlines, { games: 400, players: 3, seed: 7, bots: ['majority', 'network', 'speculator'] });
    if (!s.ok) throw new Error(s.message);
    for (const workers of [2, 0]) {
      const stop = new AbortController();
      const partial = await runLab(s.settings, airlines.board, { workers, chunk: 3, signal: stop.signal, onProgress: (done) => void (done >= 12 && stop.abort()) });
      expect(partial, `${workers} workers`).not.toBeNull();
      const played = partial!.settings.games;
      expect(played).toBeGreaterThanOrEqual(12);
      expect(played).toBeLessThan(400);
      expect(played % 3).toBe(0);
      expect(partial!.cancelled).toEqual({
        asked: 400,
        words: `Cancelled after ${played} of 400 games: every figure in this report is over the ${played} games played (seeds 7 to ${6 + played}).`,
        wording: { key: 'labr.cancelled.run', params: { played, asked: 400, first: 7, last: 6 + played } },
      });
      expect(partial!.length.moves.n).toBe(played);
      expect(partial!.seats.reduce((t, x) => t + x.wins, 0)).toBe(partial!.decided);
      // The very report a run of that many games gives, but for the mark.
      const whole = labSettings(airlines, { games: played, players: 3, seed: 7, bots: ['majority', 'network', 'speculator'] });
      if (!whole.ok) throw new Error(whole.message);
      const full = await runLab(whole.settings, airlines.board, { workers: 0 });
      expect(full!.cancelled).toBeUndefined();
      const { cancelled: _c, ...rest } = results(partial!);
      expect(rest).toEqual(results(full!));
    }
  });

  it('Cancel during a comparison compares both boards over the games the second one played, and says so', async () => {
    const s = labSettings(airlines, { games: 60, players: 2, seed: 3, bots: ['strategist', 'speculator'] });
    if (!s.ok) throw new Error(s.message);
    const stop = new AbortController();
    const side = { settings: s.settings, board: airlines.board };
    const { doc, played } = await runLabDocument(side, side, { workers: 0, chunk: 4, signal: stop.signal, onProgress: (done) => void (done >= 68 && stop.abort()) });
    expect(doc?.kind).toBe('lab-comparison');
    if (doc?.kind !== 'lab-comparison') return;
    expect(played).toBe(68);
    expect(doc.a.settings.games).toBe(8);
    expect(doc.b.settings.games).toBe(8);
    expect(doc.cancelled?.asked).toBe(60);
    expect(doc.cancelled?.words).toMatch(/^Cancelled after 8 of 60 games on North America: both boards are compared over their first 8 games \(seeds 3 to 10\)\.$/);
    expect(results(doc.a)).toEqual(results(doc.b));
  });

  it('reads boards only through the library: a board of another game, or with errors, is refused with the reason', async () => {
    const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-test' });
    const other = [...games.keys()].find((id) => id !== airlines.def.id)!;
    const wrong = await resolveBoard({ registry: games, library }, { library: 'bundled:airlines/north-america' }, other);
    expect(wrong).toMatchObject({ ok: false, key: 'host.lab.otherGame', message: `That is a board for "${airlines.def.id}", not for "${other}".` });
    const broken = await resolveBoard({ registry: games, library }, { inline: { game: airlines.def.id, format: 1, name: 'x', cities: [] } });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/cannot be read/);
    const draft = await resolveBoard({ registry: games, library }, { inline: airlines.board, name: 'My draft' });
    expect(draft.ok && draft.value.hash).toBe(airlines.hash);
    expect(draft.ok && draft.value.source).toBe("the editor's draft");
  });

  it('settings: players, games, bots and options are checked and said in words', () => {
    expect(labSettings(airlines, { players: 9 })).toMatchObject({ ok: false, key: 'host.refuse.players', message: 'Airlines is for 2 to 6 players, not 9.' });
    expect(labSettings(airlines, { bots: ['nobody'] }).ok).toBe(false);
    expect(labSettings(airlines, { options: { bonusPoints: 'yes' } }).ok).toBe(false);
    const s = labSettings(airlines, {});
    expect(s.ok && s.settings.bots).toEqual(['majority', 'network', 'speculator', 'strategist']);
    expect(s.ok && s.settings.board.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('Compare: the same report against itself shows no difference; a seat that never wins is flagged', async () => {
    const s = labSettings(airlines, { games: 40, players: 2, bots: ['strategist', 'speculator'] });
    if (!s.ok) throw new Error(s.message);
    const a = (await runLab(s.settings, airlines.board, { workers: 0 }))!;
    const same = compareReports(a, a);
    expect(same.lines.every((l) => !l.result.flagged)).toBe(true);
    expect(same.summary[0]).toMatch(/^No difference/);
    // B: seat 1 lost every game (as if a board gave the second seat everything).
    const b: LabReport = structuredClone(a);
    // The seats' figure is the report's own win share, the same in the comparison.
    Object.assign(b.seats[0]!, { soleWins: 0, wins: 0, rate: 0 });
    Object.assign(b.seats[1]!, { soleWins: b.soleWinner, wins: b.seats[1]!.games, rate: 1 });
    const diff = compareReports(a, b);
    const seat1 = diff.lines.find((l) => l.what === 'Seat 1 wins')!;
    expect(seat1.result.test).toBe("Fisher's exact test (two-sided)");
    expect(seat1.result.flagged).toBe(true);
    expect([seat1.a, seat1.b]).toEqual([a.seats[0]!.rate, 0]);
    expect(diff.summary.some((l) => l.startsWith('Seat 1 wins'))).toBe(true);
    // An element's line names its kind by the kind's label, not by the label with an "s" cut off
    // ("Citie Denver used"): a label that is no plain plural reads right too.
    const relabelled: LabReport = structuredClone(a);
    for (const k of relabelled.elements) Object.assign(k, { label: 'Cities' }, { labelWording: undefined });
    const used = compareReports(relabelled, relabelled).lines.filter((l) => l.whatWords?.key === 'labr.cmp.used');
    expect(used.length).toBeGreaterThan(0);
    for (const l of used) expect(l.what).toMatch(/^\S.* \(Cities\) used$/);
  });
});
