/**
 * `npm run print -- --board <library id or file> --paper a4|letter --out board.pdf [--scale MM] [--lang en|fr|de]`:
 * a board's print-and-play PDF (the board at real size tiled over sheets, with crop marks and an
 * overlap, then its cards and tiles). `--scale` sets how many millimetres one board unit prints
 * as (each game has its own default); `--data DIR` is the data folder for `user:` boards; `--lang`
 * the language of what the sheets say (titles, legends, card texts, captions).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { games } from '../../games/index.js';
import { printSetToPdf, type Paper } from '../../games/core/print/pdf.js';
import { isLocale, LOCALES, type Locale } from '../../games/core/locales.js';
import { createLibrary, parseBoardId, readBoardFile } from '../library/index.js';
import { defaultDataDir } from './args.js';

const USAGE = `Usage: npm run print -- --board <id or file> [--paper a4|letter] [--out file.pdf] [--scale MM] [--lang L] [--data DIR]

  --board   a library id (bundled:airlines/north-america, user:linie1/my-map) or a board file
  --paper   a4 (default) or letter
  --out     the PDF to write (default: <board name>.pdf in this folder)
  --scale   millimetres per board unit (default: the game's own, e.g. 0.8 for the Airlines maps)
  --lang    what the sheets say: en, fr or de (default en)
  --data    the data folder that holds user: boards (default: as npm run host)`;

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      board: { type: 'string' },
      paper: { type: 'string', default: 'a4' },
      out: { type: 'string' },
      scale: { type: 'string' },
      data: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE), 0;
  if (!values.board) throw new Error(`Say which board.\n${USAGE}`);
  const paper = values.paper;
  if (paper !== 'a4' && paper !== 'letter') throw new Error(`--paper is a4 or letter, not "${paper}".`);
  if (values.lang !== undefined && !isLocale(values.lang)) throw new Error(`--lang must be one of ${LOCALES.join(', ')}, not "${values.lang}".`);
  const lang: Locale = isLocale(values.lang) ? values.lang : 'en';
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && !(Number.isFinite(scale) && scale >= 0.05 && scale <= 20)) throw new Error(`--scale needs millimetres per board unit from 0.05 to 20, not "${values.scale}".`);

  const entry = parseBoardId(values.board)
    ? await createLibrary({ registry: games, dataDir: defaultDataDir(values.data) }).get(values.board)
    : await readBoardFile(games, resolve(values.board));
  if (!entry) throw new Error(`There is no board "${values.board}" in the library.`);
  if (entry.board === undefined || entry.game === undefined) {
    const first = entry.problems.find((p) => (p.severity ?? 'error') === 'error');
    throw new Error(`The board cannot be read${first ? `: ${first.path}: ${first.message}` : '.'}`);
  }
  const def = games.get(entry.game)!;
  if (!def.print) throw new Error(`${def.name} boards can't be printed yet.`);
  const set = def.print(entry.board, lang);
  if (scale !== undefined) set.board.mmPerUnit = scale;
  const bytes = await printSetToPdf(set, { paper, locale: lang });
  const out = resolve(values.out ?? `${set.board.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'board'}.pdf`);
  writeFileSync(out, bytes);
  console.log(`${out}: ${set.board.title}, ${(bytes.length / 1024).toFixed(0)} KiB`);
  return 0;
}

const isMain = process.argv[1] !== undefined && /print\.(ts|js|cjs|mjs)$/.test(process.argv[1]);
if (isMain) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(2);
    },
  );
}
