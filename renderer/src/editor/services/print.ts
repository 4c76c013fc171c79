/**
 * The editor's Print: the open board (unsaved edits included) as a print-and-play PDF, made in
 * the page the same way `npm run print` makes it (the game's print hook draws it, the PDF writer
 * tiles it over paper), in the editor's language, then downloaded. pdf-lib loads only when a
 * board is printed.
 */
import { getGame } from '../../../../games/index.js';
import type { Locale } from '../../../../games/core/locales.js';
import type { Paper } from '../../../../games/core/print/pdf.js';

export interface Printed {
  fileName: string;
  bytes: Uint8Array;
  title: string;
}

/** Why there is no PDF, for the screen to word: the game prints no boards, or this board failed. */
export type NotPrinted = { why: 'cannot'; game: string } | { why: 'failed'; message: string };

/** The PDF of a board in `locale`, or why there is none. */
export async function printBoard(game: string, board: unknown, paper: Paper, locale: Locale = 'en'): Promise<Printed | NotPrinted> {
  const def = getGame(game);
  if (!def?.print) return { why: 'cannot', game: def?.name ?? game };
  try {
    const set = def.print(board, locale);
    const { printSetToPdf } = await import('../../../../games/core/print/pdf.js');
    const bytes = await printSetToPdf(set, { paper, locale });
    const stem = set.board.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'board';
    return { fileName: `${stem}-${paper}.pdf`, bytes, title: set.board.title };
  } catch (err) {
    return { why: 'failed', message: (err as Error).message };
  }
}
