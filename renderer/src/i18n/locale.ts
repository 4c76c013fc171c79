/**
 * The language this page reads in: the person's own choice, kept in this browser; on a first
 * start the browser's (or, in the desktop app, the system's) language if we have it, else
 * English. One for every screen of the page. The words themselves come from the catalogues
 * (`games/core/messages.ts` formats them); this module only knows which language is chosen.
 */
import { ref, watch, type Ref } from 'vue';
import { isLocale, pickLocale, type Locale } from '../../../games/core/locales.js';

const KEY = 'boardwright.locale';

function initial(): Locale {
  try {
    const saved = localStorage.getItem(KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // No storage: fall through to the browser's languages.
  }
  const nav = typeof navigator === 'object' ? navigator : undefined;
  return pickLocale(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

let shared: Ref<Locale> | null = null;

/** The chosen language (shared by the whole page), remembered when changed; `<html lang>` follows it. */
export function useLocale(): Ref<Locale> {
  if (shared) return shared;
  const locale = ref<Locale>(initial());
  const mark = (l: Locale) => {
    if (typeof document === 'object') document.documentElement.lang = l;
  };
  mark(locale.value);
  watch(locale, (l) => {
    mark(l);
    try {
      localStorage.setItem(KEY, l);
    } catch {
      // No storage: the choice lasts for this page.
    }
  });
  shared = locale;
  return locale;
}
