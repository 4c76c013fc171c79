import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { catalogueProblems } from '../messages.js';
import { gameMessages } from '../../messages.js';
import type { Drawing } from './drawing.js';
import { printMessages } from './print-messages.js';
import { defaultBoardRaw } from '../../../test/fixtures/bundled-boards.js';
import { games } from '../../index.js';
import { checkBoard } from '../board-check.js';
import { printSetToPdf, sheetName, tileBoard } from './pdf.js';

describe('Print-and-play: a board at real size over sheets of paper', () => {
  it('tiles with the fewest sheets, each showing its area less the overlap of the next', () => {
    // 80 × 56 cm on A4 with 10 mm margins and a 10 mm overlap: 3 × 4 landscape (15 portrait).
    expect(tileBoard(800, 560, { paper: 'a4' })).toMatchObject({ landscape: true, cols: 3, rows: 4, areaW: 277, areaH: 190, stepW: 267, stepH: 180 });
    // A board smaller than one sheet's area is one sheet.
    expect(tileBoard(150, 100, { paper: 'letter' })).toMatchObject({ cols: 1, rows: 1 });
    expect([sheetName(0, 0), sheetName(2, 3), sheetName(26, 0)]).toEqual(['A1', 'C4', 'AA1']);
  });

  // Every game's default bundled board; the registry's last game's is printed twice (the same
  // bytes; one is enough, a print takes seconds). A board's own print cases (a scale too large, a
  // name the fonts cannot show) are in its game's folder.
  const last = [...games.keys()].at(-1);
  for (const [id, def] of games) {
    it(`prints the bundled ${id} board: an assembly page, the board's sheets, then its cards`, async () => {
      const check = checkBoard(def, defaultBoardRaw(def));
      if (!check.ok) throw new Error('bundled board unreadable');
      const set = def.print!(check.board);
      const t = tileBoard(set.board.drawing.width * set.board.mmPerUnit, set.board.drawing.height * set.board.mmPerUnit, { paper: 'a4' });
      const bytes = await printSetToPdf(set, { paper: 'a4' });
      const doc = await PDFDocument.load(bytes);
      expect(set.sheets.every((s) => s.cards.length > 0)).toBe(true);
      expect(doc.getPageCount()).toBeGreaterThan(1 + t.cols * t.rows);
      expect(doc.getTitle()).toBe(set.board.title);
      if (id === last) expect(Buffer.from(await printSetToPdf(set, { paper: 'a4' })).equals(Buffer.from(bytes))).toBe(true);
    });
  }

  it('words its captions from the print catalogue: sound, every key used, French and German not English', () => {
    expect(catalogueProblems('print', printMessages)).toEqual([]);
    const source = readFileSync(new URL('./pdf.ts', import.meta.url), 'utf8');
    expect(Object.keys(printMessages.en).filter((k) => !source.includes(`'${k}'`))).toEqual([]);
    const wordy = (text: string) => /\p{L}{3}/u.test(text.replace(/\{[^{}]*\}/g, ''));
    for (const l of ['fr', 'de'] as const) {
      expect(Object.keys(printMessages.en).filter((k) => wordy(printMessages.en[k]!) && printMessages[l][k] === printMessages.en[k] && !k.startsWith('print.paper.'))).toEqual([]);
    }
  });

  it('says its limits in the chosen language', async () => {
    const def = games.values().next().value!;
    const check = checkBoard(def, defaultBoardRaw(def));
    if (!check.ok) throw new Error('bundled board unreadable');
    const set = def.print!(check.board, 'de');
    set.board.mmPerUnit = 20;
    await expect(printSetToPdf(set, { paper: 'a4', locale: 'de' })).rejects.toThrow(/^In diesem Maßstab braucht der Spielplan \d+ Blätter/);
  });

  // What a game prints on its board and cards in German holds no word of its English print
  // messages (the board's own names aside, which the catalogue never holds).
  for (const [id, def] of games) {
    it(`prints the bundled ${id} board in German: sheet titles, legends and card texts from the game's catalogue`, () => {
      const check = checkBoard(def, defaultBoardRaw(def));
      if (!check.ok) throw new Error('bundled board unreadable');
      const texts = (locale: 'en' | 'de'): string[] => {
        const set = def.print!(check.board, locale);
        const of = (d: Drawing) => d.shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : []));
        return [...of(set.board.drawing), ...set.sheets.flatMap((s) => [s.title, ...s.cards.flatMap(of)])];
      };
      const cats = gameMessages[id]!;
      const printKeys = Object.keys(cats.en).filter((k) => /^[a-zA-Z0-9]+\.print\./.test(k));
      expect(printKeys.length).toBeGreaterThan(0);
      const englishWords = new Set(printKeys.flatMap((k) => cats.en[k]!.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}{3,}/gu) ?? []));
      const german = texts('de').join('\n');
      const board = JSON.stringify(defaultBoardRaw(def));
      const left = [...englishWords].filter((w) => new RegExp(`\\b${w}\\b`, 'u').test(german) && !board.includes(w));
      expect(left).toEqual([]);
      expect(texts('en').join('\n')).not.toBe(german);
    });
  }
});
