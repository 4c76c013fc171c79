/** Print-and-play of an Airlines board: the cases a board's own content decides (games/core/print/pdf.test.ts: the sheets). */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import northAmerica from '../../boards/airlines/north-america.board.json';
import { checkBoard } from '../core/board-check.js';
import { MAX_BOARD_SHEETS, printSetToPdf } from '../core/print/pdf.js';
import { airlines } from './index.js';

describe('Print-and-play: an Airlines board', () => {
  it('refuses a scale that would need more sheets than it prints, with the count', async () => {
    const def = airlines;
    const check = checkBoard(def, northAmerica);
    if (!check.ok) throw new Error('bundled board unreadable');
    const set = def.print!(check.board);
    set.board.mmPerUnit = 20;
    await expect(printSetToPdf(set, { paper: 'a4' })).rejects.toThrow(new RegExp(`needs \\d+ sheets; at most ${MAX_BOARD_SHEETS}`));
  });

  it('prints a name the standard fonts cannot show with "?" instead of failing', async () => {
    const def = airlines;
    const board = { ...northAmerica, name: 'Москва 東京', cities: northAmerica.cities.map((c, i) => (i === 0 ? { ...c, name: 'Zürich 東京' } : c)) };
    const check = checkBoard(def, board);
    if (!check.ok) throw new Error('board unreadable');
    const bytes = await printSetToPdf(def.print!(check.board), { paper: 'letter' });
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Москва 東京');
  });
});
