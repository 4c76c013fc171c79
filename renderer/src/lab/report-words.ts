/**
 * The report's sentences in the page's language (formats/lab-words.ts): the host says them by key
 * and params, and they are worded here when shown, so a change of language re-words the report
 * on screen. A report kept before the wordings shows the English it was written with.
 */
import { labWords } from '../../../formats/lab-words.js';
import { allMessages } from '../../../games/messages.js';
import { useLocale } from '../i18n/locale.js';

const { labBotWord, labWord } = labWords(allMessages);

/** A report sentence: its wording in the chosen language, else its English. */
export function reportText(wording: unknown, english: string): string {
  return labWord(useLocale().value, wording, english);
}

/** A bot of a report by name, in the chosen language. */
export function botText(report: Parameters<typeof labBotWord>[1], id: string): string {
  return labBotWord(useLocale().value, report, id);
}

/** An element kind's label inside a line ("routes", "Strecken"): lower case, but German keeps its nouns' capitals. */
export function kindText(k: { label: string; labelWording?: unknown }): string {
  const locale = useLocale().value;
  const label = labWord(locale, k.labelWording, k.label);
  return locale === 'de' ? label : label.toLocaleLowerCase(locale);
}
