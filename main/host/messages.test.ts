import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../games/core/messages.js';
import { unusedKeys } from '../../games/core/wording-check.js';
import { hostMessages } from './messages.js';

describe("The host's own words", () => {
  it('has every key in every language, each parsing and rendering, and every key is used by the host', () => {
    expect(catalogueProblems('host', hostMessages)).toEqual([]);
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    // The lab's HTTP API and its service refuse with the host's words too.
    const lab = ['api.ts', 'lab.ts', 'service.ts', 'auto-balance.ts'].map((f) => readFileSync(new URL(`../lab/${f}`, import.meta.url), 'utf8')).join('\n');
    // The saves and the board library give their reasons by key (games/core/store-messages.ts).
    const stores = ['saves/format.ts', 'saves/journal.ts', 'saves/index.ts', 'saves/reasons.ts', 'library/index.ts', 'library/json-file.ts'].map((f) => readFileSync(new URL(`../${f}`, import.meta.url), 'utf8')).join('\n');
    // A lab replay's seat name is worded by the wire's own helper (labSeatWording).
    const wire = readFileSync(new URL('../../formats/protocol.ts', import.meta.url), 'utf8');
    expect(unusedKeys(hostMessages, 'host', `${sources}\n${lab}\n${stores}\n${wire}`)).toEqual([]);
  });
});
