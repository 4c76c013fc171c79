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
    if ('why' in res) throw new Error(JSON.stringify(res));
    expect(res.fileName).toBe('New-city-letter.pdf');
    const ours = await PDFDocument.load(res.bytes);
    const cli = await PDFDocument.load(await printSetToPdf(linie1.print!(board), { paper: 'letter' }));
    expect(ours.getPageCount()).toBe(cli.getPageCount());
    const { width, height } = ours.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
  });
  it('prints in the editor’s language: German sheets say German, not English', async () => {
    const board = newLinie1Board();
    const res = await printBoard('linie1', board, 'a4', 'de');
    if ('why' in res) throw new Error(JSON.stringify(res));
    const de = await printSetToPdf(linie1.print!(board, 'de'), { paper: 'a4', locale: 'de' });
    expect(Buffer.from(res.bytes).equals(Buffer.from(de))).toBe(true);
    const en = await printSetToPdf(linie1.print!(board), { paper: 'a4' });
    expect(Buffer.from(res.bytes).equals(Buffer.from(en))).toBe(false);
  });
  it('says why when it cannot, for the screen to word', async () => {
    expect(await printBoard('no-such-game', {}, 'a4')).toEqual({ why: 'cannot', game: 'no-such-game' });
    expect(await printBoard('linie1', { game: 'linie1' }, 'a4')).toMatchObject({ why: 'failed', message: expect.any(String) });
  });
});
