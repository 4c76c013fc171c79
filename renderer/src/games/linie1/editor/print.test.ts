/** The editor's Print makes the same PDF as npm run print: the game's print hook, then the PDF writer. */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { linie1 } from '../../../../../games/linie1/index.js';
import { printSetToPdf } from '../../../../../games/core/print/pdf.js';
import { newLinie1Board } from './board.js';
import { printBoard } from '../../../editor/services/print.js';

describe('the editor’s Print', () => {
  it('prints the open board as the CLI does: the same pages on the chosen paper', async () => {
    const board = newLinie1Board();
    const res = await printBoard('linie1', board, 'letter');
    if (typeof res === 'string') throw new Error(res);
    expect(res.fileName).toBe('New-city-letter.pdf');
    const ours = await PDFDocument.load(res.bytes);
    const cli = await PDFDocument.load(await printSetToPdf(linie1.print!(board), { paper: 'letter' }));
    expect(ours.getPageCount()).toBe(cli.getPageCount());
    const { width, height } = ours.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
  });
  it('says why when it cannot', async () => {
    expect(await printBoard('no-such-game', {}, 'a4')).toBe("no-such-game boards can't be printed yet.");
    expect(await printBoard('linie1', { game: 'linie1' }, 'a4')).toMatch(/^The board could not be printed: /);
  });
});
