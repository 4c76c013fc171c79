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
import type { Locale } from '../../games/core/locales.js';
import { createLibrary, parseBoardId, readBoardFile } from '../library/index.js';
import { defaultDataDir, langArg } from './args.js';
import { cliMessages } from './cli-messages.js';
import { allMessages } from '../../games/messages.js';
import { wordProblem } from '../../games/core/board-problem.js';
import { mergeCatalogues, word, type WordParams } from '../../games/core/wording.js';

const cliWords = mergeCatalogues(allMessages, cliMessages);
/** A message of the print command (or a board problem inside one) in the chosen language. */
const say = (lang: Locale, key: string, params?: WordParams): string => word(cliWords, lang, params === undefined ? { key } : { key, params });

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
  // The language first: everything after it is said in it (a wrong one, in the console's: args.ts langArg).
  const lang: Locale = langArg(values.lang);
  if (values.help) return void console.log(say(lang, 'cli.print.usage')), 0;
  if (!values.board) throw new Error(`${say(lang, 'cli.print.whichBoard')}\n${say(lang, 'cli.print.usage')}`);
  const paper = values.paper;
  if (paper !== 'a4' && paper !== 'letter') throw new Error(say(lang, 'cli.print.paper', { paper: String(paper) }));
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && !(Number.isFinite(scale) && scale >= 0.05 && scale <= 20)) throw new Error(say(lang, 'cli.print.scale', { scale: values.scale! }));

  const entry = parseBoardId(values.board)
    ? await createLibrary({ registry: games, dataDir: defaultDataDir(values.data) }).get(values.board)
    : await readBoardFile(games, resolve(values.board));
  if (!entry) throw new Error(say(lang, 'cli.print.noBoard', { board: values.board }));
  if (entry.board === undefined || entry.game === undefined) {
    const first = entry.problems.find((p) => (p.severity ?? 'error') === 'error');
    throw new Error(first ? say(lang, 'cli.print.unreadable', { path: first.path, problem: wordProblem(cliWords, lang, first) }) : say(lang, 'cli.print.unreadableBare'));
  }
  const def = games.get(entry.game)!;
  if (!def.print) throw new Error(say(lang, 'cli.print.notYet', { game: def.name }));
  const set = def.print(entry.board, lang);
  if (scale !== undefined) set.board.mmPerUnit = scale;
  const bytes = await printSetToPdf(set, { paper, locale: lang });
  const out = resolve(values.out ?? `${set.board.title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'board'}.pdf`);
  writeFileSync(out, bytes);
  console.log(say(lang, 'cli.print.wrote', { file: out, title: set.board.title, kib: (bytes.length / 1024).toFixed(0) }));
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
