import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
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
});
