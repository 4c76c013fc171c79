/**
 * The renderer's words: one catalogue per language per area (the lobby, the table shell, the
 * editor, the lab, each game's screens), each loaded with the screen that needs it, and `useT()`
 * to read them in the chosen language.
 *
 * Why not vue-i18n: the lobby's first paint may not grow, and vue-i18n's runtime (with its own
 * message compiler, which we would replace with ICU anyway) is larger than the lobby's words.
 * This is a thin layer over `games/core/messages.ts` (the same ICU formatter the host's codes
 * are worded with): a message with only `{name}` placeholders is filled here directly, and the
 * ICU parser (intl-messageformat) loads only when an area's catalogue holds a plural or a
 * select. The lobby's catalogues have none, so the lobby never loads the parser.
 */
import { shallowReactive, watch } from 'vue';
import { LOCALES, type Locale } from '../../../games/core/locales.js';
import { semicolonJoin } from '../../../games/core/semicolons.js';
import { useLocale } from './locale.js';
import { isSimple, fillSimple, type Params } from './simple.js';

export type Catalogue<K extends string = string> = Readonly<Record<K, string>>;
type Loader<K extends string> = () => Promise<{ default: Catalogue<K> }>;

export interface Area<K extends string = string> {
  /** The keys' common prefix, `<name>.` (the catalogue test checks it). */
  readonly name: string;
  readonly load: Readonly<Record<Locale, Loader<K>>>;
}

/** What is loaded, by area and language; reactive, so a screen re-renders when its words arrive. */
const loaded = shallowReactive(new Map<string, Catalogue>());
const pending = new Map<string, Promise<void>>();
/** The language each area is shown in: the chosen one once its catalogue is in, English before. */
const shownIn = shallowReactive(new Map<string, Locale>());
const icu = shallowReactive<{ format: Formatter | null }>({ format: null });
let icuLoading: Promise<void> | null = null;

const slot = (area: Area, locale: Locale) => `${area.name}\u0000${locale}`;

/**
 * Words a screen has at hand from its first call: a catalogue bundled with the screen (a game's
 * English, in the game's own lazy chunk) and the ICU formatter when the screen's chunk holds it
 * anyway. With them, `t()` words English synchronously (a module's labels, a unit test) and
 * never shows a key while the chosen language loads.
 */
export interface AtHand<K extends string> {
  catalogues: Partial<Record<Locale, Catalogue<K>>>;
  format?: Formatter;
}

/** An area: its name and how to load each language's catalogue (`() => import('./fr.js')`). */
export function defineArea<K extends string>(name: string, load: Record<Locale, Loader<K>>, atHand?: AtHand<K>): Area<K> {
  const area = { name, load };
  if (atHand) {
    if (atHand.format) icu.format ??= atHand.format;
    for (const [l, catalogue] of Object.entries(atHand.catalogues) as [Locale, Catalogue][]) loaded.set(slot(area, l), catalogue);
  }
  return area;
}

type Formatter = typeof import('../../../games/core/messages.js').formatMessage;

function loadIcu(): Promise<void> {
  icuLoading ??= import('../../../games/core/messages.js').then(
    (m) => {
      icu.format = m.formatMessage;
    },
    (e: unknown) => {
      // A chunk gone after an update, a page closing: the next message that needs it tries again.
      icuLoading = null;
      throw e;
    },
  );
  return icuLoading;
}


/**
 * Loads an area's catalogue in a language (and the ICU parser when one of its messages needs
 * it); resolves once `t()` can word every key of it. Loading twice loads once.
 */
export function loadArea(area: Area, locale: Locale): Promise<void> {
  const at = slot(area, locale);
  if (loaded.has(at)) return Promise.resolve();
  let p = pending.get(at);
  if (!p) {
    p = area.load[locale]().then(async (m) => {
      if (Object.values(m.default).some((text) => !isSimple(text))) await loadIcu();
      loaded.set(at, m.default);
    });
    // A failed load (a chunk gone after an update) may be tried again.
    p.catch(() => pending.delete(at));
    pending.set(at, p);
  }
  return p;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<F>(cache: Map<string, F>, locale: Locale, options: object | undefined, make: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** A number in a language's own way (1,234.5 · 1 234,5 · 1.234,5). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}
/** A date (and time) in a language's own way. */
export function formatDate(locale: Locale, value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(value);
}
/** A list in a language's own way: "a, b and c" · "a, b et c" · "a, b und c". */
export function formatList(locale: Locale, items: readonly string[], options?: Intl.ListFormatOptions): string {
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options)).format(items);
}

/** One message of a catalogue in a language: the fast path for `{name}` messages, ICU otherwise. */
export function wordMessage(locale: Locale, text: string, params: Params | undefined): string | null {
  if (isSimple(text)) return fillSimple(text, params);
  if (!icu.format) {
    // Shown as the key until it is in; a failed load is tried again on the next call.
    loadIcu().catch(() => undefined);
    return null;
  }
  try {
    return icu.format(locale, text, params);
  } catch {
    return null;
  }
}

export interface Words<K extends string> {
  /** The message `key` in the chosen language (English while it loads; the key if it is missing). */
  t(key: K, params?: Params): string;
  /** A number, a date, a list in the chosen language. */
  n(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  list(items: readonly string[], options?: Intl.ListFormatOptions): string;
  /** Items that hold lists of their own, joined by semicolons as the language writes them (core/wording.ts). */
  semicolons(items: readonly string[]): string;
  /** The language the area is shown in now (the chosen one once its catalogue is in, English before). */
  locale(): Locale;
}

/**
 * An area's words in the page's chosen language, for a component or a module: `t('lobby.start')`.
 * Loads the area's catalogue for the chosen language (and English, the fallback) and again when
 * the language changes; the language shown switches once its catalogue is in, so a switch never
 * flashes through English.
 */
export function useT<K extends string>(area: Area<K>): Words<K> {
  const chosen = useLocale();
  // Follow the language: load its catalogue (English is the fallback, so it is always loaded).
  watch(
    chosen,
    (l) => {
      // Already in (the lobby's words load before its first paint): shown at once, no blink.
      if (loaded.has(slot(area as Area, 'en')) && loaded.has(slot(area as Area, l))) shownIn.set(area.name, l);
      else
        Promise.all([loadArea(area as Area, 'en'), loadArea(area as Area, l)]).then(
          () => {
            if (chosen.value === l) shownIn.set(area.name, l);
          },
          // Not loaded (a chunk gone after an update, or a page or test torn down mid-load): the
          // area stays in the language it is shown in, and the next change of language tries again.
          () => undefined,
        );
    },
    { immediate: true },
  );
  const shown = (): Locale => shownIn.get(area.name) ?? 'en';
  return {
    t(key, params) {
      const locale = shown();
      for (const l of locale === 'en' ? (['en'] as const) : ([locale, 'en'] as const)) {
        const catalogue = loaded.get(slot(area as Area, l));
        if (catalogue && Object.hasOwn(catalogue, key)) {
          const out = wordMessage(l, catalogue[key]!, params);
          if (out !== null) return out;
        }
      }
      // Not loaded yet (a blink before a screen's first paint), or missing: the key, which a
      // tester can report (the catalogue test keeps every used key in every language).
      return key;
    },
    n: (value, options) => formatNumber(shown(), value, options),
    date: (value, options) => formatDate(shown(), value, options),
    list: (items, options) => formatList(shown(), items, options),
    semicolons: (items) => semicolonJoin(shown(), items),
    locale: shown,
  };
}

/** Every language's catalogue of an area, loaded (for tests and the catalogue check). */
export async function allCatalogues(area: Area): Promise<Record<Locale, Catalogue>> {
  const out = {} as Record<Locale, Catalogue>;
  for (const l of LOCALES) out[l] = (await area.load[l]()).default;
  return out;
}
