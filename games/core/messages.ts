/**
 * Translations' ground floor: the languages, ICU messages and their catalogues.
 *
 * Every text a person reads is a message in a catalogue (one per language per area: the lobby,
 * the table, each game, the editor, the lab). A message is ICU MessageFormat text, so plurals,
 * selects and word order are the translator's to choose: "{n, plural, one {# tile} other {# tiles}}".
 * The host sends codes and parameters (a refusal's code, an event's type and data); each client
 * words them here in its own person's language. Pure: the host, the lab, the CLI and the renderer
 * all use it.
 */
import { IntlMessageFormat } from 'intl-messageformat';

export { LOCALES, LOCALE_NAMES, DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from './locales.js';
import { LOCALES, type Locale } from './locales.js';

/** Message key → ICU message text. */
export type Catalogue = Readonly<Record<string, string>>;
/** One area's messages in every language. */
export type Catalogues = Readonly<Record<Locale, Catalogue>>;
/** What a message's placeholders are filled with. */
export type MessageParams = Readonly<Record<string, string | number | Date | boolean>>;

// Compiled messages, by language and text: compiling is the dear part, and a log repeats itself.
const compiled = new Map<string, IntlMessageFormat>();
const COMPILED_CAP = 5_000;

function compile(locale: Locale, message: string): IntlMessageFormat {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    // A full cache is emptied rather than grown: catalogues are small, so this is rare.
    if (compiled.size >= COMPILED_CAP) compiled.clear();
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

/** One ICU message in a language with its parameters. Throws on a message that does not parse. */
export function formatMessage(locale: Locale, message: string, params: MessageParams = {}): string {
  const out = compile(locale, message).format(params as Record<string, string | number | Date | boolean>);
  return Array.isArray(out) ? out.join('') : String(out);
}

/**
 * A message by key: the language's own, else English's, else the key itself (so a missing
 * translation shows as something a tester can report, never as a blank or a crash).
 */
export function translate(catalogues: Catalogues, locale: Locale, key: string, params: MessageParams = {}): string {
  const own = catalogues[locale];
  const text = Object.hasOwn(own, key) ? own[key] : Object.hasOwn(catalogues.en, key) ? catalogues.en[key] : undefined;
  if (text === undefined) return key;
  try {
    return formatMessage(Object.hasOwn(own, key) ? locale : 'en', text, params);
  } catch {
    return key;
  }
}

/** The counts a catalogue check renders every plural with: they hit one/other in en, fr and de. */
export const PLURAL_SAMPLES = [0, 1, 2, 5, 21] as const;

/**
 * What is wrong with an area's catalogues, one line each ("fr: lobby.join is missing"): keys that
 * one language has and another lacks, messages that do not parse, and messages that fail to
 * render with `sample` parameters (every placeholder filled with each plural sample in turn).
 * Empty means sound. The catalogue tests of every area call this.
 */
export function catalogueProblems(area: string, catalogues: Catalogues, sample: (key: string, n: number) => MessageParams = defaultSample): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const locale of LOCALES) for (const key of Object.keys(catalogues[locale])) keys.add(key);
  for (const locale of LOCALES) {
    for (const key of keys) {
      if (!Object.hasOwn(catalogues[locale], key)) {
        problems.push(`${area} ${locale}: ${key} is missing`);
        continue;
      }
      const text = catalogues[locale][key] ?? '';
      let format: IntlMessageFormat;
      try {
        format = compile(locale, text);
      } catch (err) {
        problems.push(`${area} ${locale}: ${key} does not parse: ${(err as Error).message}`);
        continue;
      }
      for (const n of PLURAL_SAMPLES) {
        try {
          format.format(sample(key, n) as Record<string, string | number>);
        } catch (err) {
          problems.push(`${area} ${locale}: ${key} does not render with ${n}: ${(err as Error).message}`);
          break;
        }
      }
    }
  }
  return problems;
}

/** Fills any placeholder a message may name with `n`, which is a number and also reads as text. */
function defaultSample(_key: string, n: number): MessageParams {
  return new Proxy({}, { get: () => n, has: () => true }) as MessageParams;
}
