/**
 * A report reads wholly in the reader's language: the standalone HTML of each bundled board,
 * rendered in French and in German (a few games, fixed seeds), holds no English sentence of any
 * catalogue and none of the lab's English words. The board's own names (a city, a street, a tile
 * type) are the designer's and stay as written: they are replaced by neutral tokens first, so only
 * what the lab and the games say is checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LabReport } from '../../formats/lab-report.js';
import { labReportCatalogues } from '../../formats/lab-words.js';
import type { Catalogues } from '../../games/core/messages.js';
import type { Locale } from '../../games/core/locales.js';
import { games } from '../../games/index.js';
import { allMessages } from '../../games/messages.js';
import { createLibrary } from '../library/index.js';
import { reportHtml } from './html.js';
import { defaultBots, labSettings, resolveBoard, runLab } from './lab.js';

const BOARDS = ['bundled:airlines/north-america', 'bundled:airlines-europe/europe', 'bundled:linie1/classic', 'bundled:blue-skies/usa'];

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

/** What is English in a page's text: catalogue runs found in it, and the lab's English words. */
export function englishIn(text: string, locale: Locale): string[] {
  const found = englishRuns([labReportCatalogues, allMessages], locale).filter((run) => text.includes(run));
  for (const w of ENGLISH_WORDS) {
    if (SAME_IN[w]?.includes(locale)) continue;
    const m = text.match(new RegExp(`(?<![\\p{L}\\p{N}-])${w}(?![\\p{L}\\p{N}-])`, 'iu'));
    if (m) found.push(`"${w}" in …${text.slice(Math.max(0, m.index! - 40), m.index! + 40).replace(/\s+/g, ' ')}…`);
  }
  return found;
}

/** The report with the board's own names made neutral tokens ("Zq7"), in the report and in the board drawn. */
function neutralNames(r: LabReport): LabReport {
  let n = 0;
  const token = (): string => `Zq${n++}`;
  const scrub = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return key !== undefined && ['name', 'street', 'city'].includes(key) ? token() : v;
    if (Array.isArray(v)) return v.map((x) => scrub(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scrub(x, k)]));
    return v;
  };
  return {
    ...r,
    settings: { ...r.settings, board: { ...r.settings.board, name: token() } },
    board: scrub(r.board),
    elements: r.elements.map((k) => ({ ...k, items: k.items.map((it) => (it.nameWords ? it : { ...it, name: token() })) })),
  };
}

const reports = new Map<string, LabReport>();

beforeAll(async () => {
  const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-test' });
  for (const id of BOARDS) {
    const b = await resolveBoard({ registry: games, library }, { library: id });
    if (!b.ok) throw new Error(b.message);
    const s = labSettings(b.value, { games: 12, players: 3, seed: 3, bots: defaultBots(b.value.def) });
    if (!s.ok) throw new Error(s.message);
    reports.set(id, neutralNames((await runLab(s.settings, b.value.board, { workers: 0 }))!));
  }
}, 600_000);

describe('a lab report reads wholly in French and in German', () => {
  it('the check finds English: a catalogue sentence and a lab word planted in French text', () => {
    expect(englishIn('Parties sans gagnant : The game ended without a winner.', 'fr')).toContain('The game ended without a winner.');
    expect(englishIn('Platz 1, seat 2', 'de').join()).toMatch(/"seat"/);
    expect(englishIn('Partie 3 : la place 2 gagne 33 %.', 'fr')).toEqual([]);
  });

  for (const id of BOARDS) {
    for (const locale of ['fr', 'de'] as const) {
      it(`${id} in ${locale}: no English sentence and no English word of the lab`, () => {
        const r = reports.get(id)!;
        const text = visibleText(reportHtml(r, locale));
        expect(englishIn(text, locale)).toEqual([]);
      });
    }
  }
});
