/**
 * The languages Boardwright speaks, and which one a person gets. Kept apart from the message
 * formatter (`messages.ts`, which carries the ICU parser) so that knowing the language costs the
 * lobby's first paint nothing.
 */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, for a language menu. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', de: 'Deutsch' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of a person's languages (a browser's `navigator.languages`, a system's locale) that
 * we have, by its primary tag: "fr-CA" → fr, "de-AT" → de; none → English.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

