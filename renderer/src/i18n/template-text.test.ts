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
import { templateTextCount } from './template-text.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const RATCHET = fileURLToPath(new URL('./template-text-ratchet.json', import.meta.url));

function counts(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const file of sourceFiles(SRC, ['.vue'])) {
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

  it('counts text, wordy attributes and wordy literals, not keys or class names', () => {
    const sfc = (tpl: string) => `<template>${tpl}</template>`;
    expect(templateTextCount(sfc(`<p>{{ t('lobby.start') }}</p>`))).toBe(0);
    expect(templateTextCount(sfc(`<p>Start the game</p>`))).toBe(1);
    expect(templateTextCount(sfc(`<button title="Close it" :class="on ? 'chosen' : 'open'">✕</button>`))).toBe(1);
    expect(templateTextCount(sfc(`<b :aria-label="\`Remove seat \${i}\`" :data-testid="\`seat-\${i}\`">{{ busy ? 'Opening…' : t('lobby.ok') }}</b>`))).toBe(2);
  });
});
