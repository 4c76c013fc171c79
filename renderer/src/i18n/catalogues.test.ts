/**
 * The renderer's catalogues: every area in every language has the same keys, every message
 * parses and renders with its plurals (0, 1, 2, 5, 21), every key the sources use exists, none
 * is unused, and the `{name}` fast path words a message exactly as the ICU formatter does.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, formatMessage } from '../../../games/core/messages.js';
import { LOCALES } from '../../../games/core/locales.js';
import { allCatalogues, type Area } from './area.js';
import { AREAS as SHELL_AREAS } from './areas.js';
import { fillSimple, isSimple } from './simple.js';
import { scanKeys } from './source-keys.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Messages that read the same as English because the words are the same ('point' is French too). */
const SAME_ON_PURPOSE = new Set(['fr skies.points', 'fr europe.opt.licence', 'fr europe.stat.money', 'de editor.skies.d.region']);

/** Each game's table words (games/<id>/i18n/index.ts), found by folder so no game is named here. */
async function gameAreas(): Promise<Area[]> {
  const games = join(SRC, 'games');
  const out: Area[] = [];
  for (const e of readdirSync(games, { withFileTypes: true })) {
    const index = join(games, e.name, 'i18n', 'index.ts');
    if (!e.isDirectory() || !existsSync(index)) continue;
    const m = (await import(pathToFileURL(index).href)) as Record<string, unknown>;
    const found = Object.values(m).filter((v): v is Area => typeof v === 'object' && v !== null && 'name' in v && 'load' in v);
    expect(found, `${e.name}: one area`).toHaveLength(1);
    out.push(found[0]!);
  }
  return out;
}
const AREAS: readonly Area[] = [...SHELL_AREAS, ...(await gameAreas())];

describe('the renderer’s catalogues', () => {
  it.each(AREAS.map((a) => [a.name, a] as const))('%s: sound in every language, keys under its name', async (name, area) => {
    const cats = await allCatalogues(area);
    expect(catalogueProblems(name, cats)).toEqual([]);
    for (const l of LOCALES) expect(Object.keys(cats[l]).filter((k) => !k.startsWith(`${name}.`))).toEqual([]);
    // A translation left in English is a miss, not a translation (short words like "OK" aside).
    for (const l of ['fr', 'de'] as const) {
      // Layout alone ("{route} · {net} ({region})") reads the same in every language.
      const words = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
      const same = Object.keys(cats.en).filter((k) => cats[l][k] === cats.en[k] && cats.en[k]!.length > 12 && words(cats.en[k]!) && !SAME_ON_PURPOSE.has(`${l} ${k}`));
      expect(same, `${name} ${l}: same as English`).toEqual([]);
    }
  });

  it('every key the sources use exists; no key is unused; no key is built at run time', async () => {
    const { used, built } = scanKeys(SRC);
    expect(built).toEqual([]);
    const known = new Set<string>();
    for (const area of AREAS) for (const k of Object.keys((await area.load.en()).default)) known.add(k);
    expect([...used.keys()].filter((k) => !known.has(k)).sort()).toEqual([]);
    expect([...known].filter((k) => !used.has(k)).sort()).toEqual([]);
  });

  it('the fast path for {name} messages words them exactly as ICU does', async () => {
    let checked = 0;
    for (const area of AREAS) {
      const cats = await allCatalogues(area);
      for (const l of LOCALES) {
        for (const text of Object.values(cats[l])) {
          if (!isSimple(text)) continue;
          const names = [...text.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]!);
          for (const value of ['Ann', 12345.5, 0]) {
            const params = Object.fromEntries(names.map((n) => [n, value]));
            expect(fillSimple(text, params)).toBe(formatMessage(l, text, params));
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('tells simple messages from ICU ones', () => {
    expect(isSimple('Take seat {n}')).toBe(true);
    expect(isSimple('L’hôte d\'Ann')).toBe(true);
    expect(isSimple('{n, plural, one {# tile} other {# tiles}}')).toBe(false);
    expect(isSimple("'{literal}'")).toBe(false);
    expect(fillSimple('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
