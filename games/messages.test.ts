import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { labReportCatalogues } from '../formats/lab-words.js';
import { coreMessages } from './core/core-messages.js';
import type { Catalogues } from './core/messages.js';
import { printMessages } from './core/print/print-messages.js';
import { problemMessages } from './core/problem-messages.js';
import { LOCALES } from './core/messages.js';
import { word } from './core/wording.js';
import { games } from './index.js';
import { gameMessages } from './messages.js';

describe('Every game words its table options by key', () => {
  for (const def of games.values()) {
    it(`${def.name}: each option's label and description have keys in all three languages, and the English is the catalogue's`, () => {
      const cats = gameMessages[def.id]!;
      expect(cats).toBeDefined();
      for (const o of def.options) {
        for (const key of [o.labelKey!, o.descriptionKey!]) for (const locale of LOCALES) expect(Object.hasOwn(cats[locale], key), `${locale}: ${key}`).toBe(true);
        expect(cats.en[o.labelKey!]).toBe(o.label);
        expect(cats.fr[o.labelKey!]).not.toBe(o.label);
      }
    });
  }

  for (const def of games.values()) {
    it(`${def.name}: each bot's name and description have keys in all three languages; the English is the catalogue's`, () => {
      const cats = gameMessages[def.id]!;
      for (const b of def.bots) {
        expect(b.nameWords, b.id).toBeDefined();
        expect(b.descriptionWords, b.id).toBeDefined();
        for (const w of [b.nameWords!, b.descriptionWords!]) for (const locale of LOCALES) expect(Object.hasOwn(cats[locale], w.key), `${locale}: ${w.key}`).toBe(true);
        expect(word(cats, 'en', b.nameWords!)).toBe(b.name);
        expect(word(cats, 'en', b.descriptionWords!)).toBe(b.description);
        expect(word(cats, 'fr', b.descriptionWords!)).not.toBe(b.description);
      }
    });
  }

});

/** Every non-test source of the app (games, formats, the host, the renderer), catalogue entries' own key lines left out. */
function appSources(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|vue)$/.test(e.name) && !e.name.endsWith('.test.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  for (const dir of ['games', 'formats', 'main', 'renderer/src']) walk(join(root, dir));
  // A catalogue names each of its keys where it defines them ("'core.x': …"): that is no use.
  return out.join('\n').replace(/^\s*'[\w.-]+'\s*:/gm, '');
}

/**
 * Keys made at run time from a prefix and a name: the module that builds them must name that
 * name (quoted), so a key whose name no code says is still caught.
 */
const BUILT: readonly { prefix: string; by: readonly string[] }[] = [
  // `board.kind.${kind}` and `board.issue.${key}` (zod's issues in words).
  { prefix: 'board.kind.', by: ['core/issue-words.ts'] },
  { prefix: 'board.issue.', by: ['core/issue-words.ts'] },
  // `core.bot.${id}.name` and `.description`: the levels every game's bots come in, and the random bot (core/bot-words.ts builds its keys).
  { prefix: 'core.bot.', by: ['core/levels.ts', 'core/bots.ts'] },
];

describe('The shared words (core.*, board.*, print.*, labr.*)', () => {
  it('has no key that no code names (keys built at run time: their name is in the module that builds them)', () => {
    const sources = appSources();
    const unused: string[] = [];
    const shared: Record<string, Catalogues> = { core: coreMessages, board: problemMessages, print: printMessages, labr: labReportCatalogues };
    for (const [area, catalogues] of Object.entries(shared)) {
      for (const key of Object.keys(catalogues.en)) {
        expect(key.startsWith(`${area}.`), key).toBe(true);
        const built = BUILT.find((b) => key.startsWith(b.prefix));
        const name = built ? key.slice(built.prefix.length).split('.')[0]! : key;
        const text = built ? built.by.map((f) => readFileSync(new URL(`./${f}`, import.meta.url), 'utf8')).join('\n') : sources;
        if (!text.includes(`'${name}'`) && !text.includes(`"${name}"`)) unused.push(key);
      }
    }
    expect(unused).toEqual([]);
  });
});

