/**
 * A report reads wholly in the reader's language: the standalone HTML of each bundled board,
 * rendered in French and in German (a few games, fixed seeds), holds no English sentence of any
 * catalogue and none of the lab's English words. The board's own names (a city, a street, a tile
 * type) are the designer's and stay as written: they are replaced by neutral tokens first, so only
 * what the lab and the games say is checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LabReport } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { englishIn, visibleText } from '../../test/lab/english-in.js';
import { createLibrary } from '../library/index.js';
import { comparisonHtml, reportHtml } from './html.js';
import { compareReports } from './compare.js';
import { defaultBots, labSettings, resolveBoard, runLab } from './lab.js';

const BOARDS = ['bundled:airlines/north-america', 'bundled:airlines-europe/europe', 'bundled:linie1/classic', 'bundled:blue-skies/usa'];

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
/** The same board on other seeds: the B side of a comparison. */
const others = new Map<string, LabReport>();

beforeAll(async () => {
  const library = createLibrary({ registry: games, dataDir: '/nonexistent-boardwright-test' });
  for (const id of BOARDS) {
    const b = await resolveBoard({ registry: games, library }, { library: id });
    if (!b.ok) throw new Error(b.message);
    const s = labSettings(b.value, { games: 12, players: 3, seed: 3, bots: defaultBots(b.value.def) });
    if (!s.ok) throw new Error(s.message);
    reports.set(id, neutralNames((await runLab(s.settings, b.value.board, { workers: 0 }))!));
    const t = labSettings(b.value, { games: 12, players: 3, seed: 103, bots: defaultBots(b.value.def) });
    if (!t.ok) throw new Error(t.message);
    others.set(id, neutralNames((await runLab(t.settings, b.value.board, { workers: 0 }))!));
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
      it(`${id} in ${locale}: a comparison (two seed lists of the board) holds no English either`, () => {
        const r = reports.get(id)!;
        const text = visibleText(comparisonHtml(compareReports(r, others.get(id)!), locale));
        expect(englishIn(text, locale)).toEqual([]);
      });
      it(`${id} in ${locale}: no English sentence and no English word of the lab`, () => {
        const r = reports.get(id)!;
        const text = visibleText(reportHtml(r, locale));
        expect(englishIn(text, locale)).toEqual([]);
      });
    }
  }
});
