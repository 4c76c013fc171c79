/**
 * The lab report's words (formats/lab-words/): the host says every sentence of a report by key
 * and params (`labSaid`), keeping the English made from the English catalogue for the CLI and
 * the logs, so the two cannot drift; the app and the HTML export word the keys in the reader's
 * language (`labWord`). Bot names inside them are the games' own keys, so the games' catalogues
 * are merged in.
 */
import type { Catalogues } from '../games/core/messages.js';
import type { Locale } from '../games/core/locales.js';
import { isWording, mergeCatalogues, sayer, word, type Wording, type WordParams } from '../games/core/wording.js';
import en from './lab-words/en.js';
import fr from './lab-words/fr.js';
import de from './lab-words/de.js';

/** A p-value, by key (`labr.p`): "p < 0.001", "p = 0.004", "p = 0.21". */
export function pWording(p: number): Wording {
  return { key: 'labr.p', params: p < 0.001 ? { form: 'tiny', p: 0.001 } : { form: p < 0.01 ? 'three' : 'two', p } };
}

/** The lab report's own catalogues (the catalogue test reads these). */
export const labReportCatalogues: Catalogues = { en, fr, de };

export type { Wording };

/**
 * The lab's words over the games' catalogues (bot names are the games' own keys). formats/ may not
 * import the games, so the host and the renderer each hand in `games/messages.ts`' catalogues.
 */
export function labWords(gameCatalogues: Catalogues) {
  const catalogues = mergeCatalogues(gameCatalogues, labReportCatalogues);

  /** A report sentence in a language: by its wording when it has one, else its English (a report from before the wordings). */
  function labWord(locale: Locale, wording: unknown, english: string): string {
    return isWording(wording) ? word(catalogues, locale, wording) : english;
  }

  return {
    /** A sentence by key, with its English text made from the English catalogue. */
    labSaid: sayer(catalogues),
    labWord,
    /** A key and params worded in a language at once (the HTML export's and the charts' fixed words). */
    labSay:
      (locale: Locale) =>
      (key: string, params?: WordParams): string =>
        word(catalogues, locale, params === undefined ? { key } : { key, params }),
    /** A bot's name as a report gives it, in a language (its id when the report does not list it). */
    labBotWord(locale: Locale, report: { bots: readonly { id: string; name: string; nameWords?: Wording }[] }, id: string): string {
      const bot = report.bots.find((b) => b.id === id);
      return bot ? labWord(locale, bot.nameWords, bot.name) : id;
    },
  };
}
