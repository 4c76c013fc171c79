/**
 * What is English in a text meant to be French or German (the lab report's language tests: the
 * standalone HTML in main/lab/report-language.test.ts, the app's report in the browser): any run
 * of three or more words of an English catalogue message the language words otherwise, and any
 * of the lab's English words, matched whole.
 */
import { labReportCatalogues } from '../../formats/lab-words.js';
import type { Catalogues } from '../../games/core/messages.js';
import type { Locale } from '../../games/core/locales.js';
import { allMessages } from '../../games/messages.js';

/** English words of the lab, matched whole: none of them a word of the language checked ("exact" is French, "Gate" German). */
const SAME_IN: Readonly<Record<string, readonly Locale[]>> = { exact: ['fr'], gate: ['de'], gates: ['de'] };
const ENGLISH_WORDS = ['seat', 'seats', 'game', 'games', 'without', 'used', 'turn', 'turns', 'round', 'rounds', 'the', 'of', 'and', 'with', 'against', 'never', 'heat', 'row', 'column', 'line', 'gate', 'gates', 'opened', 'declared', 'trip', 'players', 'degrees', 'freedom', 'exact', 'shares', 'share', 'pooled', 'two-sided', 'winner', 'blind', 'claim', 'extend', 'close', 'exchange', 'roll', 'declare', 'draw', 'pass', 'take', 'found', 'lay', 'buy', 'play', 'discard', 'failed', 'refused', 'running', 'moves'];

/** The visible text of a page: its text and its tooltips (`<title>`), and its aria labels. */
export function visibleText(html: string): string {
  const body = html.replace(/<style[\s\S]*?<\/style>/g, ' ');
  const labels = [...body.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!);
  const text = body.replace(/<[^>]*>/g, '\n');
  return [text, ...labels].join('\n').replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
}

/** A message's literal runs (the text between its placeholders and ICU syntax) of at least three words. */
function literalRuns(message: string): string[] {
  return message
    .split(/[{}]/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => (s.match(/\p{L}+/gu) ?? []).length >= 3 && !/^\w+, (plural|select|number)/.test(s));
}

/** Every English run of at least three words from a message that the language words otherwise. */
function englishRuns(catalogues: readonly Catalogues[], locale: Locale): string[] {
  const out = new Set<string>();
  for (const c of catalogues) {
    for (const [key, en] of Object.entries(c.en)) {
      const own = c[locale][key];
      if (own === undefined || own === en) continue;
      for (const run of literalRuns(en)) if (!own.includes(run)) out.add(run);
    }
  }
  return [...out];
}

/**
 * What is English in a page's text: catalogue runs found in it (the lab's, the games', and any
 * `more`, such as the app's lab words), and the lab's English words. `names` (the board's own:
 * cities, streets, tile types) are taken out first, also where a chart cut one short ("Straight wi...").
 */
export function englishIn(text: string, locale: Locale, more: readonly Catalogues[] = [], names: readonly string[] = []): string[] {
  const found = englishRuns([labReportCatalogues, allMessages, ...more], locale).filter((run) => text.includes(run));
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (!name) continue;
    rest = rest.split(name).join(' ');
    for (let n = name.length - 1; n >= 6; n--) rest = rest.split(`${name.slice(0, n)}...`).join(' ');
  }
  for (const w of ENGLISH_WORDS) {
    if (SAME_IN[w]?.includes(locale)) continue;
    const m = rest.match(new RegExp(`(?<![\\p{L}\\p{N}-])${w}(?![\\p{L}\\p{N}-])`, 'iu'));
    if (m) found.push(`"${w}" in …${rest.slice(Math.max(0, m.index! - 40), m.index! + 40).replace(/\s+/g, ' ')}…`);
  }
  return found;
}
