/** The command-line tools' own words: every key in every language, each parsing and rendering, and each used by a tool. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../games/core/messages.js';
import { unusedKeys } from '../../games/core/wording-check.js';
import { cliMessages } from './cli-messages.js';
import { toolMessages } from './tool-messages.js';

describe("The command-line tools' words", () => {
  it('has every key in every language, each parsing and rendering, and every key is used by a tool', () => {
    expect(catalogueProblems('cli', cliMessages)).toEqual([]);
    expect(catalogueProblems('cli', toolMessages)).toEqual([]);
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('messages.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    expect(unusedKeys(cliMessages, 'cli', sources)).toEqual([]);
    expect(unusedKeys(toolMessages, 'cli', sources)).toEqual([]);
  });
});
