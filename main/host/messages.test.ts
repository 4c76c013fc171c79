import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../games/core/messages.js';
import { unusedKeys } from '../../games/core/wording-check.js';
import { word } from '../../games/core/wording.js';
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

  it('counts a table’s saves in each language’s grammar (a save limit of one is a test host’s)', () => {
    const said = (locale: 'en' | 'fr' | 'de', count: number) => word(hostMessages, locale, { key: 'host.refuse.saveLimit', params: { count } });
    expect(said('en', 1)).toMatch(/^This table has been saved once already;/);
    expect(said('en', 2)).toMatch(/^This table has been saved 2 times already;/);
    expect(said('fr', 1)).toMatch(/^Cette table a déjà été sauvegardée 1 fois ;/);
    expect(said('de', 21)).toMatch(/^Dieser Tisch wurde schon 21 Mal gespeichert;/);
  });
});
