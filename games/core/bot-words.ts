/**
 * A bot's name and description by key (core/wording.ts): `<area>.bot.<id>.name` and
 * `.description` in the game's catalogues. The English is made from the English catalogue (so
 * it cannot drift, and the CLI and the lab's English report read it), and the wordings travel
 * to the lobby (`GameInfo.bots`), which words them in its own language.
 */
import type { Bot } from './types.js';
import { wordingOf, type Said, type WordParams } from './wording.js';

export type BotWords = Pick<Bot<unknown, unknown>, 'name' | 'description' | 'nameWords' | 'descriptionWords'>;

/** Name and description of bot `id` in `area`'s catalogues, `params` filling the description. */
export function botWords(said: (key: string, params?: WordParams) => Said, area: string, id: string, params?: WordParams): BotWords {
  const name = said(`${area}.bot.${id}.name`);
  const description = said(`${area}.bot.${id}.description`, params);
  return { name: name.text, description: description.text, nameWords: wordingOf(name), descriptionWords: wordingOf(description) };
}
