/**
 * The ratchet on words left in templates: every .vue file's count of text outside the
 * catalogues (template-text.ts) may not grow past template-text-ratchet.json, and a file absent
 * from it (converted, or new) must hold none. Converting a file: run this test with
 * UPDATE_TEXT_RATCHET=1 to write the lower counts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-keys.js';
import { LANGUAGE_PAGE, templateTextCount } from './template-text.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const RATCHET = fileURLToPath(new URL('./template-text-ratchet.json', import.meta.url));

function counts(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const file of sourceFiles(SRC, ['.vue'])) {
    // A page written whole in one language (Rules.fr.vue) is a translation, not words left over.
    if (LANGUAGE_PAGE.test(file)) continue;
    const n = templateTextCount(readFileSync(file, 'utf8'));
    if (n > 0) out[relative(SRC, file).split('\\').join('/')] = n;
  }
  return out;
}

describe('words left in templates', () => {
  it('no file holds more than the ratchet allows; files not listed hold none', () => {
    const now = counts();
    if (process.env.UPDATE_TEXT_RATCHET) writeFileSync(RATCHET, `${JSON.stringify(now, null, 2)}\n`);
    const allowed = JSON.parse(readFileSync(RATCHET, 'utf8')) as Record<string, number>;
    const grown = Object.entries(now)
      .filter(([f, n]) => n > (Object.hasOwn(allowed, f) ? allowed[f]! : 0))
      .map(([f, n]) => `${f}: ${n} (allowed ${Object.hasOwn(allowed, f) ? allowed[f] : 0})`);
    expect(grown).toEqual([]);
  });

  it('language pages come in every language, with the same headings, lists and paragraphs', () => {
    const shape = (file: string) => [...readFileSync(file, 'utf8').matchAll(/<(h[1-3]|p|ul|ol|li|strong|em)\b/g)].map((m) => m[1]).join(' ');
    const pages = sourceFiles(SRC, ['.vue']).filter((f) => LANGUAGE_PAGE.test(f));
    const groups = new Map<string, string[]>();
    for (const f of pages) groups.set(f.replace(LANGUAGE_PAGE, ''), [...(groups.get(f.replace(LANGUAGE_PAGE, '')) ?? []), f]);
    expect(groups.size).toBeGreaterThan(0);
    for (const [base, files] of groups) {
      expect(files.map((f) => /\.(\w+)\.vue$/.exec(f)![1]).sort(), relative(SRC, base)).toEqual(['de', 'en', 'fr']);
      const en = shape(`${base}.en.vue`);
      for (const l of ['fr', 'de']) expect(shape(`${base}.${l}.vue`), `${relative(SRC, base)}.${l}`).toBe(en);
    }
  });

  it('counts text, wordy attributes and wordy literals, not keys or class names', () => {
    const sfc = (tpl: string) => `<template>${tpl}</template>`;
    expect(templateTextCount(sfc(`<p>{{ t('lobby.start') }}</p>`))).toBe(0);
    expect(templateTextCount(sfc(`<p>Start the game</p>`))).toBe(1);
    expect(templateTextCount(sfc(`<button title="Close it" :class="on ? 'chosen' : 'open'">✕</button>`))).toBe(1);
    expect(templateTextCount(sfc(`<b :aria-label="\`Remove seat \${i}\`" :data-testid="\`seat-\${i}\`">{{ busy ? 'Opening…' : t('lobby.ok') }}</b>`))).toBe(2);
    // Symbols of no language (an axis, a paper size, the lab's arms) are not counted; a word is.
    expect(templateTextCount(sfc(`<label>x <input /></label><option>A4</option><th>B</th><th>Turn</th>`))).toBe(1);
    // A test id or a key built of several parts is read by no person.
    expect(templateTextCount(sfc(`<input :data-testid="\`deck-\${net}-\${v}\`" :key="\`a \${b}\`" :title="\`Deck \${net}\`" />`))).toBe(1);
  });
});
