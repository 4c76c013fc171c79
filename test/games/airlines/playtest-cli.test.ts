/**
 * `npm run playtest` as a child process: a small run writes the report's HTML and JSON, the HTML
 * stands alone (no script, stylesheet, image or font from anywhere), a board file compares
 * against a library board, and bad arguments get a message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabComparison, LabReport } from '../../../formats/lab-report.js';
import { bundleForNode, type NodeBundle } from '../../fixtures/node-bundle.js';
import { externalReferences } from '../../integration/html-refs.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// The CLI and its lab thread bundled once for the file (as the desktop build has the thread): each
// run is then a plain node start, not tsx compiling the lab in the process and in every thread.
// `--help` runs the source through tsx, as `npm run playtest` does, so that way is proved to start.
let bundle: NodeBundle;
beforeAll(async () => {
  bundle = await bundleForNode('playtest', { 'playtest.mjs': 'main/cli/playtest.ts', 'lab-worker.cjs': 'main/lab/worker.ts' });
  // No budget of its own (it had 120 s): the suite's hook budget (5 minutes, vitest.config.ts) is
  // sized for a load of 20 on 2 cores.
});
afterAll(() => bundle?.remove());

/** `onErr` sees the error stream as it grows (the progress lines) and may signal the child. */
function playtest(args: string[], onErr?: (err: string, child: ChildProcess) => void, fromSource = false): Promise<{ code: number | null; out: string; err: string }> {
  const entry = fromSource ? ['--import', 'tsx', 'main/cli/playtest.ts'] : [bundle.file('playtest.mjs')];
  const child = spawn(process.execPath, [...entry, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
    onErr?.(err, child);
  });
  return new Promise((r) => child.once('exit', (code) => r({ code, out, err })));
}

describe('npm run playtest', () => {
  it('writes a standalone HTML report (inline SVG plots and heat map, nothing fetched) and its JSON', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bw-playtest-'));
    const r = await playtest(['--game', 'airlines', '--board', 'bundled:airlines/north-america', '--games', '16', '--players', '3', '--bots', 'majority,network,speculator', '--seed', '7', '--out', out, '--workers', '2']);
    expect(r.err).not.toMatch(/Error/);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Airlines on North America: 16 games of 3 players, bots majority, network, speculator, seeds 7\.\.22/);
    const files = readdirSync(out).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^north-america-.+\.html$/);
    expect(files[1]).toMatch(/^north-america-.+\.json$/);
    const report = JSON.parse(readFileSync(join(out, files[1]!), 'utf8')) as LabReport;
    expect(report.kind).toBe('lab-report');
    expect(report.settings).toMatchObject({ game: 'airlines', players: 3, games: 16, seed: 7, bots: ['majority', 'network', 'speculator'] });
    expect(report.settings.board.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.seats).toHaveLength(3);
    expect(report.run.workers).toBe(2);
    const html = readFileSync(join(out, files[0]!), 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(externalReferences(html)).toEqual([]);
    // The plots (ECharts' SVG) and the heat map (the board's routes) are in the file itself.
    expect((html.match(/<svg\b/g) ?? []).length).toBeGreaterThanOrEqual(6);
    expect(html).toContain('data-route="');
    expect(html).toContain(report.settings.board.hash.slice(0, 16));
    expect(html).toContain(report.verdict.balance.replace(/'/g, '&#39;'));
  });

  it('compares a board file with the library board it was copied from: the same seeds, no difference beyond chance', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bw-playtest-'));
    const file = join(out, 'copy.board.json');
    const board = JSON.parse(readFileSync(join(ROOT, 'boards', 'blue-skies', 'usa.board.json'), 'utf8')) as { name: string };
    board.name = 'My copy';
    writeFileSync(file, JSON.stringify(board));
    const r = await playtest(['--board', file, '--compare', 'bundled:blue-skies/usa', '--games', '12', '--players', '3', '--out', out, '--workers', '1', '--lang', 'fr']);
    expect(r.code).toBe(0);
    const json = readdirSync(out).find((f) => f.startsWith('my-copy-') && f.endsWith('.json'))!;
    const cmp = JSON.parse(readFileSync(join(out, json), 'utf8')) as LabComparison;
    expect(cmp.kind).toBe('lab-comparison');
    expect(cmp.a.settings.board.source).toBe('copy.board.json');
    expect(cmp.b.settings.board.source).toBe('bundled:blue-skies/usa');
    // Only the name differs, so the games are the same ones: every figure is equal.
    expect(cmp.a.seats).toEqual(cmp.b.seats);
    expect(cmp.lines.every((l) => !l.result.flagged)).toBe(true);
    const html = readFileSync(join(out, json.replace(/\.json$/, '.html')), 'utf8');
    expect(externalReferences(html)).toEqual([]);
    // --lang fr: the page is in French, and says so; the JSON keeps its English beside the keys.
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Labo de test : deux plateaux comparés</h1>');
    expect(html).toContain('test exact de Fisher');
    // The difference table and its element kinds in French too.
    expect(html).toContain('<h2>Ce qui a changé sur le plateau (B − A)</h2>');
    expect(html).toContain('<th>Élément</th><th>Genre</th>');
    expect(html).toMatch(/<td>(Aéroports|Portes|Régions)<\/td>/);
    expect(html).not.toContain('What changed');
    expect(cmp.summary[0]).toMatch(/^No difference between the two boards is beyond chance/);
  });

  it('Ctrl+C (SIGINT) part way writes the report of the games played, marked as cancelled, and exits with 130', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bw-playtest-'));
    let sent = false;
    // Not a terminal: a progress line every 2 s; the first with games done is the moment to stop.
    const r = await playtest(['--board', 'bundled:airlines/north-america', '--games', '100000', '--players', '4', '--out', out, '--workers', '1'], (err, child) => {
      if (!sent && /\] [1-9]\d*\/100000 games/.test(err)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    expect(sent).toBe(true);
    expect(r.code).toBe(130);
    const json = readdirSync(out).find((f) => f.endsWith('.json'))!;
    expect(readdirSync(out)).toContain(json.replace(/\.json$/, '.html'));
    const report = JSON.parse(readFileSync(join(out, json), 'utf8')) as LabReport;
    const played = report.settings.games;
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(100000);
    expect(report.cancelled?.asked).toBe(100000);
    expect(report.length.moves.n).toBe(played);
    expect(r.out).toContain(`Cancelled after ${played} of 100000 games`);
    expect(readFileSync(join(out, json.replace(/\.json$/, '.html')), 'utf8')).toContain(`<p class="cancelled">Cancelled after ${played} of 100000 games`);
  });

  it('refuses what it cannot do, with a message', async () => {
    const none = await playtest(['--games', '3']);
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/Say which board/);
    const wrong = await playtest(['--game', 'linie1', '--board', 'bundled:airlines/north-america', '--games', '3']);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/That is a board for "airlines", not for "linie1"/);
    const bot = await playtest(['--board', 'bundled:airlines/north-america', '--bots', 'nobody']);
    expect(bot.err).toMatch(/Airlines has no bot "nobody"/);
  });

  it('--help prints the usage and exits with 0', async () => {
    const r = await playtest(['--help'], undefined, true);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: npm run playtest -- --board BOARD \[options\]/);
    for (const flag of ['--board', '--compare', '--games', '--json', '--keep', '--help']) expect(r.out).toContain(flag);
  });

  it('--json prints the report with its ranked findings on standard output; a board that cannot be set up is refused before the run', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bw-playtest-'));
    const r = await playtest(['--board', 'bundled:blue-skies/usa', '--games', '8', '--players', '3', '--seed', '3', '--out', out, '--workers', '0', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as LabReport;
    expect(doc.kind).toBe('lab-report');
    expect(Array.isArray(doc.findings)).toBe(true);
    expect(doc.findingsMethod).toMatch(/Benjamini–Hochberg/);
    expect(r.err).toContain('To replay its games: add --keep, then run npm run host');
    const file = join(out, 'small.board.json');
    const board = JSON.parse(readFileSync(join(ROOT, 'boards', 'linie1', 'classic.board.json'), 'utf8')) as { routeCards: { players: number[] }[] };
    for (const c of board.routeCards) c.players = c.players.filter((p) => p <= 3);
    board.routeCards = board.routeCards.filter((c) => c.players.length > 0);
    writeFileSync(file, JSON.stringify(board));
    const bad = await playtest(['--board', file, '--games', '50', '--players', '4', '--out', out]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('cannot be set up for 4 players: This board has only 0 route cards for 4 players.');
    expect(bad.out).not.toContain('games of 4 players');
  });
});
