/**
 * `npm run print` speaks the language of `--lang`: its help, its refusals and a board's problem
 * inside one read in French and German with no run of an English catalogue phrase (the lab
 * report's test of English, test/lab/english-in.ts), and in English by default, word for word.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../../games/index.js';
import { englishIn } from '../../test/lab/english-in.js';
import { cliMessages } from './cli-messages.js';
import { main } from './print.js';

const dir = mkdtempSync(join(tmpdir(), 'bw-print-'));
const notJson = join(dir, 'torn.board.json');
/** Any game will do: the refusals are the CLI's, not the game's (reached through the registry). */
const GAME = [...games.keys()][0]!;
writeFileSync(notJson, `{"game": "${GAME}", `);
const badShape = join(dir, 'shape.board.json');
writeFileSync(badShape, JSON.stringify({ game: GAME, format: 1, name: 'Shape', cities: 'none' }));

/** What one run says: its refusal, or what it printed. */
async function said(args: string[]): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await main(args);
    return log.mock.calls.map((c) => String(c[0])).join('\n');
  } catch (err) {
    return (err as Error).message;
  } finally {
    log.mockRestore();
  }
}

const runs = (lang: string): string[][] => [
  ['--lang', lang, '--help'],
  ['--lang', lang],
  ['--lang', lang, '--board', 'x', '--paper', 'a3'],
  ['--lang', lang, '--board', 'x', '--scale', '99'],
  ['--lang', lang, '--board', `bundled:${GAME}/nowhere`, '--data', dir],
  ['--lang', lang, '--board', notJson],
  ['--lang', lang, '--board', badShape],
];

describe('npm run print in the language of --lang', () => {
  for (const lang of ['fr', 'de'] as const) {
    it(`${lang}: help, refusals and a board's problems have no English catalogue phrase`, async () => {
      const texts = await Promise.all(runs(lang).map(said));
      // Each run said something of its own (a refusal the command stopped making would be missing).
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(englishIn(text, lang, [cliMessages]), text).toEqual([]);
    });
  }

  it('English by default, word for word as before', async () => {
    expect(await said(['--board', 'x', '--paper', 'a3'])).toBe('--paper is a4 or letter, not "a3".');
    expect(await said(['--board', `bundled:${GAME}/nowhere`, '--data', dir])).toBe(`There is no board "bundled:${GAME}/nowhere" in the library.`);
    expect(await said(['--board', notJson])).toMatch(/^The board cannot be read: \$: The file is not valid JSON: .* at line 1, column \d+\.$/);
    expect(await said(['--lang', 'fr', '--board', notJson])).toMatch(/^Le plateau ne peut pas être lu : \$ : Le fichier n’est pas du JSON valable : /);
    expect(await said(['--lang', 'de', '--paper', 'a3', '--board', 'x'])).toBe('--paper ist a4 oder letter, nicht „a3“.');
  });
});
