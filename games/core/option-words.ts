/**
 * A table option's words by key (core/wording.ts): `<area>.option.<key>.label` and
 * `.description` in the game's catalogues. The English label and description are made from the
 * English catalogue (so they cannot drift), and the keys travel with them to the lobby, which
 * words them in its own language.
 */
import type { OptionInfo } from './types.js';
import type { Said, WordParams } from './wording.js';

export function optionWords(said: (key: string, params?: WordParams) => Said, area: string, key: string): Pick<OptionInfo, 'label' | 'description' | 'labelKey' | 'descriptionKey'> {
  const labelKey = `${area}.option.${key}.label`;
  const descriptionKey = `${area}.option.${key}.description`;
  return { label: said(labelKey).text, description: said(descriptionKey).text, labelKey, descriptionKey };
}
