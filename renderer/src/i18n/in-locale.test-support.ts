/**
 * For tests of modules that word things with `useT`: runs `f` with the page's language switched
 * to `locale` and the areas' catalogues in (English, the fallback, too), then switches back.
 */
import { nextTick } from 'vue';
import type { Locale } from '../../../games/core/locales.js';
import { loadArea, type Area } from './area.js';
import { useLocale } from './locale.js';

export async function inLocale<T>(locale: Locale, areas: readonly Area[], f: () => T | Promise<T>): Promise<T> {
  const chosen = useLocale();
  const before = chosen.value;
  chosen.value = locale;
  try {
    for (const a of areas) await Promise.all([loadArea(a, 'en'), loadArea(a, locale)]);
    await nextTick();
    // An area switches once both catalogues are in: a promise after the watcher has run.
    await new Promise((r) => setTimeout(r, 0));
    return await f();
  } finally {
    chosen.value = before;
    await nextTick();
  }
}
