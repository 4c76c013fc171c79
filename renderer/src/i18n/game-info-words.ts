/**
 * A game's bots and table options in the page's language (`GameInfo`): the host sends their
 * English and their wordings (core/bot-words.ts, core/option-words.ts); this words them from the
 * games' catalogues. The catalogues load after the lobby's first paint, and only for a page in
 * another language than English: until they are in, the host's English shows.
 */
import { shallowRef } from 'vue';
import type { GameInfo } from '../../../formats/protocol.js';
import type { Catalogues } from '../../../games/core/messages.js';
import type { Wording } from '../../../games/core/wording.js';
import { useLocale } from './locale.js';

type Words = { all: Catalogues; word: typeof import('../../../games/core/wording.js').word };
const words = shallowRef<Words | null>(null);
let loading: Promise<void> | null = null;

function load(): void {
  loading ??= Promise.all([import('../../../games/messages.js'), import('../../../games/core/wording.js')]).then(
    ([m, w]) => {
      words.value = { all: m.allMessages, word: w.word };
    },
    () => {
      // A chunk gone after an update: English stays; a later call tries again.
      loading = null;
    },
  );
}

function say(w: Wording | undefined, english: string): string {
  const locale = useLocale().value;
  if (locale === 'en' || w === undefined) return english;
  const loaded = words.value;
  if (!loaded) {
    load();
    return english;
  }
  return loaded.word(loaded.all, locale, w);
}

/** A wording in the page's language, English included; `fallback` until the catalogues are in. */
export function wordWhenLoaded(w: Wording, fallback: string): string {
  const loaded = words.value;
  if (!loaded) {
    load();
    return fallback;
  }
  return loaded.word(loaded.all, useLocale().value, w);
}

type BotInfo = GameInfo['bots'][number];
type OptionInfo = GameInfo['options'][number];

export const botName = (b: BotInfo): string => say(b.nameWords, b.name);
export const botDescription = (b: BotInfo): string => say(b.descriptionWords, b.description);
export const optionLabel = (o: OptionInfo): string => say(o.labelKey === undefined ? undefined : { key: o.labelKey }, o.label);
export const optionDescription = (o: OptionInfo): string => say(o.descriptionKey === undefined ? undefined : { key: o.descriptionKey }, o.description);

/** Why a board seats fewer players than its game (`PlayerCounts`), in the page's language. */
export const seatNote = (c: { note: string | null; noteWords?: Wording }): string => (c.note === null ? '' : say(c.noteWords, c.note));
