/**
 * The editor's Print: the open board (unsaved edits included) as a print-and-play PDF, made in
 * the page the same way `npm run print` makes it (the game's print hook draws it, the PDF writer
 * tiles it over paper), then downloaded. pdf-lib loads only when a board is printed.
 */
import { getGame } from '../../../../games/index.js';
import type { Paper } from '../../../../games/core/print/pdf.js';

export interface Printed {
  fileName: string;
  bytes: Uint8Array;
  title: string;
}

/** The PDF of a board, or a sentence saying why there is none. */
export async function printBoard(game: string, board: unknown, paper: Paper): Promise<Printed | string> {
  const def = getGame(game);
  if (!def?.print) return `${def?.name ?? game} boards can't be printed yet.`;
  try {
    const set = def.print(board);
    const { printSetToPdf } = await import('../../../../games/core/print/pdf.js');
    const bytes = await printSetToPdf(set, { paper });
    const stem = set.board.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'board';
    return { fileName: `${stem}-${paper}.pdf`, bytes, title: set.board.title };
  } catch (err) {
    return `The board could not be printed: ${(err as Error).message}`;
  }
}
