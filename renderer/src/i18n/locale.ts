/**
 * The language this page reads in: the person's own choice, kept in this browser; on a first
 * start the browser's (or, in the desktop app, the system's) language if we have it, else
 * English. One for every screen of the page. The words themselves come from the catalogues
 * (`games/core/messages.ts` formats them); this module only knows which language is chosen.
 */
import { ref, watch, type Ref } from 'vue';
import { isLocale, pickLocale, type Locale } from '../../../games/core/locales.js';

const KEY = 'boardwright.locale';

/**
 * The page's globals this module reads, typed here: the editor's modes (which word their hints)
 * are also read by Node's benchmarks and integration tests, which know no DOM.
 */
const page = globalThis as unknown as {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  navigator?: { languages?: readonly string[]; language?: string };
  document?: { documentElement: { lang: string } };
};

function initial(): Locale {
  try {
    const saved = page.localStorage?.getItem(KEY) ?? null;
    if (isLocale(saved)) return saved;
  } catch {
    // No storage: fall through to the browser's languages.
  }
  const nav = typeof page.navigator === 'object' ? page.navigator : undefined;
  return pickLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

let shared: Ref<Locale> | null = null;

/** The chosen language (shared by the whole page), remembered when changed; `<html lang>` follows it. */
export function useLocale(): Ref<Locale> {
  if (shared) return shared;
  const locale = ref<Locale>(initial());
  const mark = (l: Locale) => {
    if (typeof page.document === 'object') page.document.documentElement.lang = l;
  };
  mark(locale.value);
  watch(locale, (l) => {
    mark(l);
    try {
      page.localStorage?.setItem(KEY, l);
    } catch {
      // No storage: the choice lasts for this page.
    }
  });
  shared = locale;
  return locale;
}
