/**
 * `npm run playtest -- --game airlines --board bundled:airlines/north-america --games 1000
 *                     --players 4 --bots majority,network,speculator --seed 1 --out lab-out`
 *
 * The playtest lab from the command line: N all-bot games on every core, then the report as a
 * standalone HTML file (plots inline, opens offline) and its JSON, in --out. `--board` is a
 * library id (`bundled:<game>/<name>`, `user:<game>/<name>`) or a board file's path;
 * `--compare` another board (or version) played with the same seeds, side by side.
 * Other flags: --workers N (default one per core), --options '{"bonusPoints":true}',
 * --max-moves M (a game still running after M moves has stalled), --data DIR (user boards).
 * --json prints the report's JSON (with its ranked findings) on standard output; --keep keeps the
 * report in the data folder for npm run host's lab and its replays; --help prints the usage;
 * --lang en|fr|de the language of the report and of every line printed (tool-messages.ts).
 * Ctrl+C cancels: the workers are stopped, the report of the games played so far is written
 * (marked as cancelled, its figures over those games), and the exit code is 130.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Locale } from '../../games/core/locales.js';
import { games } from '../../games/index.js';
import { createLibrary, parseBoardId } from '../library/index.js';
import { comparisonHtml, reportHtml, unusedWords } from '../lab/html.js';
import type { BalanceAims } from '../../formats/lab-report.js';
import { autoBalance, balanceAskProblem, balanceGames, frontLines, MAX_CANDIDATES } from '../lab/auto-balance.js';
import { restrictedPlay } from '../lab/restricted.js';
import { recheckSecondMix } from '../lab/second-mix.js';
import { createLabStore } from '../lab/store.js';
import { labSettings, resolveBoard, runLabDocument, type BoardRef, type LabSide } from '../lab/lab.js';
import { labWord } from '../lab/words.js';
import { allMessages } from '../../games/messages.js';
import { mergeCatalogues, word, type WordParams } from '../../games/core/wording.js';
import { defaultDataDir, intArg, langArg, toolSay } from './args.js';
import { toolMessages } from './tool-messages.js';

/** The lab's refusals are the host's words (`host.lab.*`), with the games' inside. */
const toolWords = mergeCatalogues(allMessages, toolMessages);
const OPTIONS_EXAMPLE = `'{"bonusPoints":true}'`;

export function boardRefOf(arg: string): BoardRef {
  return parseBoardId(arg) ? { library: arg } : { file: resolve(arg) };
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'board';
}

/** A progress line in `lang`: games done, games per second, time left. */
export function progressLine(done: number, total: number, elapsedMs: number, lang: Locale = 'en'): string {
  const rate = elapsedMs > 0 ? (1000 * done) / elapsedMs : 0;
  const left = rate > 0 ? (total - done) / rate : null;
  const width = 28;
  const filled = total > 0 ? Math.round((width * done) / total) : 0;
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  // The counts as figures, not grouped: the bar is read at a glance, and scripts read it too.
  return toolSay(lang, 'cli.playtest.progress', { bar, done: String(done), total: String(total), rate, known: left === null ? 'no' : 'yes', left: left === null ? 0 : Math.ceil(left) });
}

/** The lab's refusal (by key, `LabNo`) in a language, or its English when it has no key. */
function refusal(lang: Locale, no: { message: string; key?: string; params?: WordParams }): string {
  return no.key === undefined ? no.message : word(toolWords, lang, no.params === undefined ? { key: no.key } : { key: no.key, params: no.params });
}

/** Runs the command; `argv` as after `--`. Prints as it goes; throws a refusal in the language of `--lang`. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', short: 'h' },
      json: { type: 'boolean' },
      keep: { type: 'boolean' },
      game: { type: 'string' },
      board: { type: 'string' },
      compare: { type: 'string' },
      'compare-bots': { type: 'string' },
      games: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      workers: { type: 'string' },
      options: { type: 'string' },
      'max-moves': { type: 'string' },
      data: { type: 'string' },
      'second-mix': { type: 'boolean' },
      'second-bots': { type: 'string' },
      restrict: { type: 'string' },
      'auto-balance': { type: 'string' },
      fields: { type: 'string' },
      'aim-seats': { type: 'string' },
      'aim-players': { type: 'string' },
      'aim-length': { type: 'string' },
      'no-decisive': { type: 'boolean' },
      lang: { type: 'string' },
    },
  });
  // The language first: everything after it is said in it (a wrong one, in English).
  // A wrong language is refused in the console's language (args.ts langArg).
  const lang: Locale = langArg(values.lang);
  const t = (key: string, params?: WordParams): string => toolSay(lang, key, params);
  const num = (value: string | undefined, name: string, fallback: number, min?: number, max?: number): number => intArg(value, name, fallback, min, max, lang);
  if (values.help) {
    process.stdout.write(`${t('cli.playtest.usage', { json: OPTIONS_EXAMPLE, shape: '{field, from, to}' })}\n`);
    return;
  }
  // With --json the standard output holds the JSON alone; the words go to standard error.
  const say = (line: string): void => {
    if (values.json) process.stderr.write(`${line}\n`);
    else console.log(line);
  };
  /** A report's sentence in the chosen language: by its wording, else the English it carries. */
  const lab = (wording: unknown, english: string): string => labWord(lang, wording, english);
  if (!values.board) throw new Error(t('cli.playtest.whichBoard'));
  if (values.game !== undefined && !games.has(values.game)) throw new Error(t('cli.playtest.noGame', { game: values.game, games: [...games.keys()].join(', ') }));
  const dataDir = defaultDataDir(values.data);
  const library = createLibrary({ registry: games, dataDir });
  const io = { registry: games, library };
  const a = await resolveBoard(io, boardRefOf(values.board), values.game);
  if (!a.ok) throw new Error(refusal(lang, a));
  let options: unknown;
  if (values.options !== undefined) {
    try {
      options = JSON.parse(values.options);
    } catch {
      throw new Error(t('cli.playtest.optionsJson', { json: OPTIONS_EXAMPLE }));
    }
  }
  const ask = {
    ...(values.players !== undefined ? { players: num(values.players, 'players', 4, 1, 99) } : {}),
    games: num(values.games, 'games', 100, 1, 1_000_000),
    seed: num(values.seed, 'seed', 1, 0, 2 ** 31),
    ...(values.bots ? { bots: values.bots.split(',').map((s) => s.trim()).filter(Boolean) } : {}),
    ...(options !== undefined ? { options } : {}),
    ...(values['max-moves'] !== undefined ? { maxMoves: num(values['max-moves'], 'max-moves', 5000, 10) } : {}),
  };
  const sa = labSettings(a.value, ask);
  if (!sa.ok) throw new Error(refusal(lang, sa));
  let b: LabSide | null = null;
  // B: another board, other bots (an A/B of two mixes on this board), or both.
  const compareBots = values['compare-bots']?.split(',').map((x) => x.trim()).filter(Boolean);
  if (values.compare || compareBots) {
    const other = values.compare ? await resolveBoard(io, boardRefOf(values.compare), a.value.def.id) : a;
    if (!other.ok) throw new Error(t('cli.playtest.compare', { problem: refusal(lang, other) }));
    const sb = labSettings(other.value, { ...ask, players: sa.settings.players, bots: compareBots ?? sa.settings.bots });
    if (!sb.ok) throw new Error(t(values.compare ? 'cli.playtest.compare' : 'cli.playtest.compareBots', { problem: refusal(lang, sb) }));
    b = { settings: sb.settings, board: other.value.board };
  }
  const workers = values.workers !== undefined ? num(values.workers, 'workers', 1, 0, 256) : undefined;
  const total = sa.settings.games * (b || values.restrict !== undefined ? 2 : 1);
  const controller = new AbortController();
  // Ctrl+C stops the run; the report of the games played is still written (a second Ctrl+C
  // ends the process at once).
  const cancel = (): void => {
    process.stderr.write(`\n${t('cli.playtest.cancelling')}\n`);
    controller.abort();
  };
  process.once('SIGINT', cancel);
  try {
    const tty = process.stderr.isTTY;
    let started = Date.now();
    let lastLine = 0;
    const progress = (done: number): void => {
      const now = Date.now();
      if (!tty && now - lastLine < 2000 && done < total) return;
      lastLine = now;
      process.stderr.write(`${tty ? '\r' : ''}${progressLine(done, total, now - started, lang)}${tty ? '' : '\n'}`);
    };
    const s = sa.settings;
    say(
      t('cli.playtest.header', {
        game: s.gameName,
        board: s.board.name,
        games: s.games,
        players: s.players,
        bots: s.bots.join(', '),
        first: String(s.seed),
        last: String(s.seed + s.games - 1),
        compare: b ? 'yes' : 'none',
        other: b ? `${b.settings.board.name}${compareBots ? ` (${b.settings.bots.join(', ')})` : ''}` : '',
      }),
    );
    if (values.restrict !== undefined) {
      const [kind, ...rest] = values.restrict.split(':');
      const id = rest.length ? rest.join(':') : undefined;
      if (!kind) throw new Error(t('cli.playtest.restrictKind'));
      const r = await restrictedPlay({ settings: s, board: a.value.board }, { kind, ...(id !== undefined ? { id } : {}) }, { ...(workers !== undefined ? { workers } : {}), signal: controller.signal, onProgress: (d) => progress(d) });
      if (tty) process.stderr.write('\n');
      if (!r) {
        process.exitCode = 130;
        say(t('cli.playtest.restrictCancelled'));
        return;
      }
      say(`  ${lab(r.wording, r.words)}`);
      if (values.json) process.stdout.write(`${JSON.stringify({ restricted: r })}\n`);
      return;
    }
    if (values['auto-balance'] !== undefined) {
      const candidates = num(values['auto-balance'], 'auto-balance', 11, 1, MAX_CANDIDATES);
      const fields = values.fields?.split(',').map((x) => x.trim()).filter(Boolean);
      const players = values['aim-players']?.split(',').map((x) => num(x.trim(), 'aim-players', 4, 1, 99));
      const aims: Partial<BalanceAims> = {
        seatWithin: num(values['aim-seats'], 'aim-seats', 3, 0, 50) / 100,
        decisive: !values['no-decisive'],
        targetTurns: values['aim-length'] !== undefined ? num(values['aim-length'], 'aim-length', 0, 1, 10_000) : null,
        ...(players ? { players } : {}),
      };
      const problem = balanceAskProblem(a.value.def, { candidates, aims });
      if (problem) throw new Error(refusal(lang, problem));
      const most = balanceGames(s.games, candidates, players?.length ?? 1);
      const r = await autoBalance({ settings: s, board: a.value.board }, {
        candidates,
        aims,
        ...(fields ? { fields } : {}),
        ...(workers !== undefined ? { workers } : {}),
        signal: controller.signal,
        onProgress: (d) => progress(Math.round((d * total) / most)),
      });
      if (tty) process.stderr.write('\n');
      if (r.stopped === 'cancelled') process.exitCode = 130;
      say(`  ${lab(r.wording, r.words)}`);
      for (const line of frontLines(r, lang)) say(`  ${line}`);
      const out = resolve(values.out ?? 'lab-reports');
      mkdirSync(out, { recursive: true });
      const file = join(out, `${slug(s.board.name)}-balanced.json`);
      writeFileSync(file, JSON.stringify(r.board, null, 1));
      say(t('cli.playtest.balanced', { file }));
      if (values.json) process.stdout.write(`${JSON.stringify({ autoBalance: { ...r, board: undefined } })}\n`);
      return;
    }
    const runOpts = { ...(workers !== undefined ? { workers } : {}), signal: controller.signal, onProgress: progress };
    let { doc } = await runLabDocument({ settings: s, board: a.value.board }, b, runOpts);
    if (doc && !doc.cancelled && (values['second-mix'] || values['second-bots'])) {
      const bots = values['second-bots']?.split(',').map((x) => x.trim()).filter(Boolean);
      if (tty) process.stderr.write('\n');
      say(t('cli.playtest.recheck'));
      started = Date.now();
      doc = await recheckSecondMix(doc, { ...runOpts, ...(bots ? { bots } : {}) });
      if (doc.secondMix) say(`  ${t('cli.playtest.secondMix', { seats: lab(doc.secondMix.seatWording, doc.secondMix.seatWords), held: doc.secondMix.held, checked: doc.secondMix.checked })}`);
    }
    if (tty) process.stderr.write('\n');
    if (controller.signal.aborted) process.exitCode = 130;
    if (!doc) {
      say(t('cli.playtest.noGameEnded'));
      return;
    }
    if (doc.cancelled) say(lab(doc.cancelled.wording, doc.cancelled.words));
    const out = resolve(values.out ?? 'lab-reports');
    mkdirSync(out, { recursive: true });
    const base = join(out, `${slug(s.board.name)}-${doc.id}`);
    const html = doc.kind === 'lab-report' ? reportHtml(doc, lang) : comparisonHtml(doc, lang);
    writeFileSync(`${base}.json`, JSON.stringify(doc, null, 1));
    writeFileSync(`${base}.html`, html);
    if (doc.kind === 'lab-report') {
      // The verdict's four lines, by their wordings (a report from before them: its English).
      const v = doc.verdict;
      for (const k of ['balance', 'decisiveness', 'length', 'lookFirst'] as const) say(`  ${lab(v.wordings?.[k], v[k])}`);
      say(`  ${t(doc.findings.length ? 'cli.playtest.findings' : 'cli.playtest.noFinding')}`);
      doc.findings.slice(0, 5).forEach((f, i) => say(`  ${i + 1}. ${lab(f.wording, f.words)}`));
      if (doc.findings.length > 5) say(`  ${t('cli.playtest.more', { n: doc.findings.length - 5 })}`);
      const unused = unusedWords(doc, lang);
      if (unused) say(`  ${unused}`);
      say(`  ${t('cli.playtest.speed', { rate: doc.run.gamesPerSecond, cpu: doc.run.gamesPerCpuSecond, workers: doc.run.workers })}`);
    } else {
      doc.summary.forEach((line, i) => say(`  ${lab(doc.summaryWords?.[i], line)}`));
    }
    say(t('cli.playtest.report', { file: `${base}.html` }));
    say(t('cli.playtest.data', { file: `${base}.json` }));
    if (values.keep) {
      const store = createLabStore(dataDir);
      await store.save(doc);
      say(t('cli.playtest.kept', { dir: store.dir, data: values.data ? ` -- --data ${values.data}` : '', id: doc.id }));
    } else say(t('cli.playtest.toReplay'));
    if (values.json) process.stdout.write(`${JSON.stringify(doc)}\n`);
  } finally {
    process.off('SIGINT', cancel);
  }
}

const isMain = process.argv[1] !== undefined && /playtest\.(ts|js|cjs|mjs)$/.test(process.argv[1]);
if (isMain) {
  main().catch((err: unknown) => {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  });
}
