/**
 * The catalogue loader when a load fails: a chunk gone after an update, or (CI, stop 41) a test
 * file torn down while a store's words were still loading. A failed load must not surface as an
 * unhandled rejection (Vitest fails the whole run on one, and a page logs it), must keep showing
 * what it showed, and must be tried again later.
 */
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { defineArea, loadArea, useT } from './area.js';
import { useLocale } from './locale.js';

const wait = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('area loading when a catalogue fails to load', () => {
  it('useT keeps the English it has, raises nothing unhandled, and tries the language again on the next change', async () => {
    let frenchTries = 0;
    const area = defineArea<'t1.hello'>(
      't1',
      {
        en: () => Promise.resolve({ default: { 't1.hello': 'Hello' } }),
        fr: () => {
          frenchTries += 1;
          return frenchTries === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: { 't1.hello': 'Bonjour' } });
        },
        de: () => Promise.resolve({ default: { 't1.hello': 'Hallo' } }),
      },
    );
    const locale = useLocale();
    locale.value = 'fr';
    const { t } = useT(area);
    await wait();
    // French failed: English stays (Vitest would fail this file on an unhandled rejection).
    expect(frenchTries).toBe(1);
    expect(t('t1.hello')).toBe('Hello');
    locale.value = 'de';
    await nextTick();
    await wait();
    expect(t('t1.hello')).toBe('Hallo');
    locale.value = 'fr';
    await nextTick();
    await wait();
    expect(frenchTries).toBe(2);
    expect(t('t1.hello')).toBe('Bonjour');
    locale.value = 'en';
  });

  it('loadArea rejects to its caller, and a second call loads again', async () => {
    let tries = 0;
    const area = defineArea<'t2.x'>('t2', {
      en: () => (++tries === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: { 't2.x': 'x' } })),
      fr: () => Promise.resolve({ default: { 't2.x': 'x' } }),
      de: () => Promise.resolve({ default: { 't2.x': 'x' } }),
    });
    await expect(loadArea(area, 'en')).rejects.toThrow('chunk gone');
    await loadArea(area, 'en');
    expect(tries).toBe(2);
    expect(useT(area).t('t2.x')).toBe('x');
  });
});

describe('lists of lists in the shown language', () => {
  it('semicolons: French puts a narrow no-break space before each, English and German none', async () => {
    const area = defineArea<'t3.x'>('t3', {
      en: () => Promise.resolve({ default: { 't3.x': 'x' } }),
      fr: () => Promise.resolve({ default: { 't3.x': 'x' } }),
      de: () => Promise.resolve({ default: { 't3.x': 'x' } }),
    });
    const locale = useLocale();
    const shown: string[] = [];
    for (const l of ['fr', 'de', 'en'] as const) {
      locale.value = l;
      const { semicolons } = useT(area);
      await nextTick();
      await wait();
      shown.push(semicolons(['Ann 3, Bob 2', 'Cid 1']));
    }
    expect(shown).toEqual(['Ann 3, Bob 2\u202f; Cid 1', 'Ann 3, Bob 2; Cid 1', 'Ann 3, Bob 2; Cid 1']);
  });
});
