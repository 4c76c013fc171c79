/**
 * Items that hold lists of their own, one after another: "a; b" in English and German. French
 * puts a space before the semicolon, a narrow no-break one (U+202F), so it never starts a line.
 * Its own module: the lobby's first paint joins with it and must not load the ICU formatter.
 */
import type { Locale } from './locales.js';

export function semicolonJoin(locale: Locale, items: readonly string[]): string {
  return items.join(locale === 'fr' ? '\u202f; ' : '; ');
}
