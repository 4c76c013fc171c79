/**
 * `npm run playtest` speaks the language of `--lang`: its help, its refusals, its progress and
 * every line of a run (the lab's sentences by their wordings) hold no run of an English
 * catalogue phrase in French and German (test/lab/english-in.ts), and read as before in English.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../../games/index.js';
import { englishIn } from '../../test/lab/english-in.js';
import { main, progressLine } from './playtest.js';
import { toolMessages } from './tool-messages.js';

const dir = mkdtempSync(join(tmpdir(), 'bw-playtest-'));
const BOARD = 'bundled:airlines/north-america';

/** Everything one run printed (standard output and error), then its refusal if it threw. */
async function said(args: string[]): Promise<string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((x: unknown) => void lines.push(String(x)));
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((x: string | Uint8Array) => (lines.push(String(x)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((x: string | Uint8Array) => (lines.push(String(x)), true));
  try {
    await main(args);
  } catch (e) {
    lines.push((e as Error).message);
  } finally {
    log.mockRestore();
    out.mockRestore();
    err.mockRestore();
    process.exitCode = undefined;
  }
  return lines.join('\n');
}

const runs = (lang: string): string[][] => [
  ['--lang', lang, '--help'],
  ['--lang', lang],
  ['--lang', lang, '--board', 'x', '--game', 'nogame'],
  ['--lang', lang, '--board', 'bundled:airlines/nowhere', '--data', dir],
  ['--lang', lang, '--board', BOARD, '--games', '0', '--data', dir],
  ['--lang', lang, '--board', BOARD, '--options', '{x', '--data', dir],
  ['--lang', lang, '--board', BOARD, '--players', '9', '--data', dir],
  ['--lang', lang, '--board', BOARD, '--compare-bots', 'nobody', '--data', dir],
  ['--lang', lang, '--board', BOARD, '--games', '2', '--seed', '3', '--workers', '0', '--out', dir, '--data', dir],
];

/** The board's own names (its cities and routes say them as the designer wrote them). */
const boardNames = ['North America', "St. John's", 'Mexico City', 'El Paso'];

describe('npm run playtest in the language of --lang', () => {
  for (const lang of ['fr', 'de'] as const) {
    it(`${lang}: help, refusals, progress and a run's lines have no English catalogue phrase`, async () => {
      const texts: string[] = [];
      for (const args of runs(lang)) texts.push(await said(args));
      // Each run said something of its own (a refusal the command stopped making would be missing).
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(englishIn(text, lang, [toolMessages], boardNames), text).toEqual([]);
      // The run got to its end: the report written and where to find it.
      expect(texts.at(-1)).toMatch(lang === 'fr' ? /\nRapport : .*\.html\nDonnées : .*\.json\n/ : /\nBericht: .*\.html\nDaten: {3}.*\.json\n/);
    });
  }

  it('English by default, word for word as before', async () => {
    expect(await said(['--board', 'x', '--game', 'nogame'])).toBe(`No game "nogame". Installed: ${[...games.keys()].join(', ')}.`);
    expect(await said(['--board', BOARD, '--games', '0', '--data', dir])).toBe('--games needs a whole number from 1 to 1000000, not "0".');
    expect(await said(['--board', BOARD, '--options', '{x', '--data', dir])).toBe(`--options must be JSON, like '{"bonusPoints":true}'.`);
    const help = await said(['--help']);
    expect(help.startsWith('Usage: npm run playtest -- --board BOARD [options]\n')).toBe(true);
    expect(help).toContain(`  --options JSON     table options, like '{"bonusPoints":true}'\n`);
    expect(help).toContain('evidence and suggestion {field, from, to}\n');
    expect(help).toContain("where npm run host's Playtest\n");
    expect(await said(['--board', BOARD, '--compare-bots', 'nobody', '--data', dir])).toMatch(/^--compare-bots: Airlines has no bot "nobody"/);
    expect(help).toContain('  --compare-bots a,b B played by these bots instead of --bots');
    expect(progressLine(1, 3, 1000)).toBe('[#########...................] 1/3 games, 1.0 games/s, 2 s left');
    expect(progressLine(0, 3, 0)).toBe('[............................] 0/3 games, 0.0 games/s, … left');
    expect(progressLine(1500, 3000, 1000, 'fr')).toBe('[##############..............] 1500/3000 parties, 1\u202f500,0 parties/s, encore 1 s');
  });

  it('--compare-bots: an A/B of two bot mixes on the same board and seeds, in the JSON as a comparison', async () => {
    const text = await said(['--board', BOARD, '--games', '2', '--players', '2', '--workers', '0', '--bots', 'network', '--compare-bots', 'random', '--json', '--out', dir, '--data', dir]);
    const doc = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as { kind: string; a: { settings: { bots: string[]; board: { hash: string } } }; b: { settings: { bots: string[]; board: { hash: string } } }; summary: string[] };
    expect(doc.kind).toBe('lab-comparison');
    expect([doc.a.settings.bots, doc.b.settings.bots]).toEqual([['network'], ['random']]);
    expect(doc.b.settings.board.hash).toBe(doc.a.settings.board.hash);
    expect(doc.summary[0]).toMatch(/^A and B are the same board played by two bot mixes/);
    expect(text).toContain('compared with North America (random)');
  });
});
