import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import northAmerica from '../../../boards/airlines/north-america.board.json';
import europe from '../../../boards/airlines-europe/europe.board.json';
import classic from '../../../boards/linie1/classic.board.json';
import usa from '../../../boards/blue-skies/usa.board.json';
import { games } from '../../index.js';
import { checkBoard } from '../board-check.js';
import { MAX_BOARD_SHEETS, printSetToPdf, sheetName, tileBoard } from './pdf.js';

describe('Print-and-play: a board at real size over sheets of paper', () => {
  it('tiles with the fewest sheets, each showing its area less the overlap of the next', () => {
    // 80 × 56 cm on A4 with 10 mm margins and a 10 mm overlap: 3 × 4 landscape (15 portrait).
    expect(tileBoard(800, 560, { paper: 'a4' })).toMatchObject({ landscape: true, cols: 3, rows: 4, areaW: 277, areaH: 190, stepW: 267, stepH: 180 });
    // A board smaller than one sheet's area is one sheet.
    expect(tileBoard(150, 100, { paper: 'letter' })).toMatchObject({ cols: 1, rows: 1 });
    expect([sheetName(0, 0), sheetName(2, 3), sheetName(26, 0)]).toEqual(['A1', 'C4', 'AA1']);
  });

  for (const [id, raw] of [['airlines', northAmerica], ['airlines-europe', europe], ['linie1', classic], ['blue-skies', usa]] as const) {
    it(`prints the bundled ${id} board: an assembly page, the board's sheets, then its cards (Linie 1 twice: the same bytes)`, async () => {
      const def = games.get(id)!;
      const check = checkBoard(def, raw);
      if (!check.ok) throw new Error('bundled board unreadable');
      const set = def.print!(check.board);
      const t = tileBoard(set.board.drawing.width * set.board.mmPerUnit, set.board.drawing.height * set.board.mmPerUnit, { paper: 'a4' });
      const bytes = await printSetToPdf(set, { paper: 'a4' });
      const doc = await PDFDocument.load(bytes);
      expect(set.sheets.every((s) => s.cards.length > 0)).toBe(true);
      expect(doc.getPageCount()).toBeGreaterThan(1 + t.cols * t.rows);
      expect(doc.getTitle()).toBe(set.board.title);
      if (id === 'linie1') expect(Buffer.from(await printSetToPdf(set, { paper: 'a4' })).equals(Buffer.from(bytes))).toBe(true);
    });
  }

  it('refuses a scale that would need more sheets than it prints, with the count', async () => {
    const def = games.get('airlines')!;
    const check = checkBoard(def, northAmerica);
    if (!check.ok) throw new Error('bundled board unreadable');
    const set = def.print!(check.board);
    set.board.mmPerUnit = 20;
    await expect(printSetToPdf(set, { paper: 'a4' })).rejects.toThrow(new RegExp(`needs \\d+ sheets; at most ${MAX_BOARD_SHEETS}`));
  });

  it('prints a name the standard fonts cannot show with "?" instead of failing', async () => {
    const def = games.get('airlines')!;
    const board = { ...northAmerica, name: 'Москва 東京', cities: northAmerica.cities.map((c, i) => (i === 0 ? { ...c, name: 'Zürich 東京' } : c)) };
    const check = checkBoard(def, board);
    if (!check.ok) throw new Error('board unreadable');
    const bytes = await printSetToPdf(def.print!(check.board), { paper: 'letter' });
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Москва 東京');
  });
});
