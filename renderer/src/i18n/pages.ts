/**
 * Pages written whole in each language (a game's rules help): long prose reads better written
 * afresh per language than glued from catalogue keys. Each language's page loads when it is the
 * chosen one, and the page on screen follows a change of language. A page's file is named for
 * its language (`Rules.fr.vue`, template-text.ts's LANGUAGE_PAGE).
 */
import { computed, type Component, type ComputedRef } from 'vue';
import { LOCALES, type Locale } from '../../../games/core/locales.js';
import { useLocale } from './locale.js';
import { lazyPart } from '../ui/lazy-part.js';

export type PageLoaders = Readonly<Record<Locale, () => Promise<{ default: Component }>>>;

/** The page in the chosen language, as a component to render with `<component :is>` (a lost chunk: the shared banner with Try again). */
export function useLanguagePage(pages: PageLoaders): ComputedRef<Component> {
  const locale = useLocale();
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, lazyPart(pages[l])])) as Record<Locale, Component>;
  return computed(() => byLocale[locale.value]);
}
