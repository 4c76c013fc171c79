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
 * report in the data folder for npm run host's lab and its replays; --help prints the usage.
 * Ctrl+C cancels: the workers are stopped, the report of the games played so far is written
 * (marked as cancelled, its figures over those games), and the exit code is 130.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale, LOCALES, type Locale } from '../../games/core/locales.js';
import { games } from '../../games/index.js';
import { createLibrary, parseBoardId } from '../library/index.js';
import { comparisonHtml, reportHtml, unusedWords } from '../lab/html.js';
import type { BalanceAims } from '../../formats/lab-report.js';
import { autoBalance, balanceAskProblem, balanceGames, frontLines, MAX_CANDIDATES } from '../lab/auto-balance.js';
import { restrictedPlay } from '../lab/restricted.js';
import { recheckSecondMix } from '../lab/second-mix.js';
import { createLabStore } from '../lab/store.js';
import { labSettings, resolveBoard, runLabDocument, type BoardRef, type LabSide } from '../lab/lab.js';
import { defaultDataDir, intArg } from './args.js';

export function boardRefOf(arg: string): BoardRef {
  return parseBoardId(arg) ? { library: arg } : { file: resolve(arg) };
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'board';
}

/** A progress line: games done, games per second, time left. */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (1000 * done) / elapsedMs : 0;
  const left = rate > 0 ? (total - done) / rate : null;
  const width = 28;
  const filled = total > 0 ? Math.round((width * done) / total) : 0;
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  return `[${bar}] ${done}/${total} games, ${rate.toFixed(1)} games/s, ${left === null ? '…' : `${Math.ceil(left)} s`} left`;
}

export const USAGE = `Usage: npm run playtest -- --board BOARD [options]

Plays all-bot games of one board on every core and writes the lab's report: a standalone HTML
file and its JSON, with the findings (what to change, ranked by effect, each with a suggested
edit and the numbers behind it).

  --board BOARD      a library id (bundled:airlines/north-america, user:<game>/<name>) or a
                     board file's path (required)
  --compare BOARD    another board (or version), played with the same seeds, side by side
  --games N          games to play (default 100, at most 1000000)
  --players N        players per game (default 4, or the game's nearest count)
  --bots a,b,...     bot ids, rotated over the seats (default every bot but the random one)
  --seed S           the first seed: game g is played with seed S + g (default 1)
  --options JSON     table options, like '{"bonusPoints":true}'
  --max-moves M      a game still running after M moves has stalled (default 5000)
  --workers N        worker threads (default one per core; 0 plays in this thread)
  --out DIR          where the HTML and JSON go (default lab-reports)
  --json             print the report's JSON on standard output (the summary goes to standard
                     error); its "findings" array is ranked, each with element, kind, effect
                     (with its 95 % interval), evidence and suggestion {field, from, to}
  --keep             also keep the report in the data folder, where npm run host's Playtest
                     lab lists it and replays its games
  --data DIR         the data folder (user boards, kept reports; default ~/.boardwright)
  --second-mix       play the board(s) again with a second bot mix on the seeds after the
                     run's (default Medium and Easy: the game's heuristic with and without
                     slips); the seats and each finding say whether they hold with both, and a
                     finding that does not moves to the unconfirmed list
  --second-bots a,b  the second mix's bots (implies --second-mix)
  --restrict KIND[:ID]  restricted play instead of a report: the board is played twice on the
                     same seeds, once with one seat per game forbidden from that element (or,
                     without :ID, every element of the kind); prints how much that seat's win
                     rate drops, paired by seed, with its interval (like --restrict route:mia-nyc)
  --auto-balance N   instead of a report: a multi-objective search over N boards besides
                     this one, each one step from a board on the Pareto front (the game's own
                     edits, on --fields only), played on the same seeds in stages and dropped
                     early when another board beats it on every aim beyond both intervals;
                     prints the front with each board's edits, then plays the best and the
                     board as it was side by side on fresh seeds. Writes the best board's JSON
                     to --out. At most (N + 3) × --games games per player count.
  --fields a,b       the fields auto-balance may change: path prefixes like routes,
                     airlines[3].stockCards (default any)
  --aim-seats P      auto-balance aim: every seat within ±P points of fair (default 3)
  --aim-players a,b  auto-balance aim: at these player counts (default --players)
  --aim-length T     auto-balance aim: a mean length of T turns (default none)
  --no-decisive      auto-balance: no aim for a sole winner in every game
  --lang L           the HTML report's language: en, fr or de (default en)
  --game ID          check that the board is for this game
  --help             this text

A board that cannot be set up is refused before the run, with the reason. Ctrl+C cancels: the
report of the games played so far is written (marked as cancelled) and the exit code is 130.
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      json: { type: 'boolean' },
      keep: { type: 'boolean' },
      game: { type: 'string' },
      board: { type: 'string' },
      compare: { type: 'string' },
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
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (values.lang !== undefined && !isLocale(values.lang)) throw new Error(`--lang must be one of ${LOCALES.join(', ')}, not "${values.lang}".`);
  const lang: Locale = isLocale(values.lang) ? values.lang : 'en';
  // With --json the standard output holds the JSON alone; the words go to standard error.
  const say = (line: string): void => {
    if (values.json) process.stderr.write(`${line}\n`);
    else console.log(line);
  };
  if (!values.board) throw new Error('Say which board: --board bundled:airlines/north-america (a library id) or --board path/to/file.board.json.');
  if (values.game !== undefined && !games.has(values.game)) throw new Error(`No game "${values.game}". Installed: ${[...games.keys()].join(', ')}.`);
  const dataDir = defaultDataDir(values.data);
  const library = createLibrary({ registry: games, dataDir });
  const io = { registry: games, library };
  const a = await resolveBoard(io, boardRefOf(values.board), values.game);
  if (!a.ok) throw new Error(a.message);
  let options: unknown;
  if (values.options !== undefined) {
    try {
      options = JSON.parse(values.options);
    } catch {
      throw new Error('--options must be JSON, like \'{"bonusPoints":true}\'.');
    }
  }
  const ask = {
    ...(values.players !== undefined ? { players: intArg(values.players, 'players', 4, 1, 99) } : {}),
    games: intArg(values.games, 'games', 100, 1, 1_000_000),
    seed: intArg(values.seed, 'seed', 1, 0, 2 ** 31),
    ...(values.bots ? { bots: values.bots.split(',').map((s) => s.trim()).filter(Boolean) } : {}),
    ...(options !== undefined ? { options } : {}),
    ...(values['max-moves'] !== undefined ? { maxMoves: intArg(values['max-moves'], 'max-moves', 5000, 10) } : {}),
  };
  const sa = labSettings(a.value, ask);
  if (!sa.ok) throw new Error(sa.message);
  let b: LabSide | null = null;
  if (values.compare) {
    const other = await resolveBoard(io, boardRefOf(values.compare), a.value.def.id);
    if (!other.ok) throw new Error(`--compare: ${other.message}`);
    const sb = labSettings(other.value, { ...ask, players: sa.settings.players, bots: sa.settings.bots });
    if (!sb.ok) throw new Error(`--compare: ${sb.message}`);
    b = { settings: sb.settings, board: other.value.board };
  }
  const workers = values.workers !== undefined ? intArg(values.workers, 'workers', 1, 0, 256) : undefined;
  const total = sa.settings.games * (b || values.restrict !== undefined ? 2 : 1);
  const controller = new AbortController();
  // Ctrl+C stops the run; the report of the games played is still written (a second Ctrl+C
  // ends the process at once).
  process.once('SIGINT', () => {
    process.stderr.write('\nCancelling: the report of the games played so far follows (Ctrl+C again to quit at once).\n');
    controller.abort();
  });
  const tty = process.stderr.isTTY;
  let started = Date.now();
  let lastLine = 0;
  const progress = (done: number): void => {
    const now = Date.now();
    if (!tty && now - lastLine < 2000 && done < total) return;
    lastLine = now;
    process.stderr.write(`${tty ? '\r' : ''}${progressLine(done, total, now - started)}${tty ? '' : '\n'}`);
  };
  const s = sa.settings;
  say(`${s.gameName} on ${s.board.name}: ${s.games} games of ${s.players} players, bots ${s.bots.join(', ')}, seeds ${s.seed}..${s.seed + s.games - 1}${b ? `; compared with ${b.settings.board.name}` : ''}`);
  if (values.restrict !== undefined) {
    const [kind, ...rest] = values.restrict.split(':');
    const id = rest.length ? rest.join(':') : undefined;
    if (!kind) throw new Error('--restrict needs a kind, like --restrict route:mia-nyc or --restrict airline.');
    const r = await restrictedPlay({ settings: s, board: a.value.board }, { kind, ...(id !== undefined ? { id } : {}) }, { ...(workers !== undefined ? { workers } : {}), signal: controller.signal, onProgress: (d) => progress(d) });
    if (tty) process.stderr.write('\n');
    if (!r) {
      process.exitCode = 130;
      say('Cancelled: restricted play needs both runs whole.');
      return;
    }
    say(`  ${r.words}`);
    if (values.json) process.stdout.write(`${JSON.stringify({ restricted: r })}\n`);
    return;
  }
  if (values['auto-balance'] !== undefined) {
    const candidates = intArg(values['auto-balance'], 'auto-balance', 11, 1, MAX_CANDIDATES);
    const fields = values.fields?.split(',').map((x) => x.trim()).filter(Boolean);
    const players = values['aim-players']?.split(',').map((x) => intArg(x.trim(), 'aim-players', 4, 1, 99));
    const aims: Partial<BalanceAims> = {
      seatWithin: intArg(values['aim-seats'], 'aim-seats', 3, 0, 50) / 100,
      decisive: !values['no-decisive'],
      targetTurns: values['aim-length'] !== undefined ? intArg(values['aim-length'], 'aim-length', 0, 1, 10_000) : null,
      ...(players ? { players } : {}),
    };
    const problem = balanceAskProblem(a.value.def, { candidates, aims });
    if (problem) throw new Error(problem.message);
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
    say(`  ${r.words}`);
    for (const line of frontLines(r)) say(`  ${line}`);
    const out = resolve(values.out ?? 'lab-reports');
    mkdirSync(out, { recursive: true });
    const file = join(out, `${slug(s.board.name)}-balanced.json`);
    writeFileSync(file, JSON.stringify(r.board, null, 1));
    say(`Balanced board: ${file}`);
    if (values.json) process.stdout.write(`${JSON.stringify({ autoBalance: { ...r, board: undefined } })}\n`);
    return;
  }
  const runOpts = { ...(workers !== undefined ? { workers } : {}), signal: controller.signal, onProgress: progress };
  let { doc } = await runLabDocument({ settings: s, board: a.value.board }, b, runOpts);
  if (doc && !doc.cancelled && (values['second-mix'] || values['second-bots'])) {
    const bots = values['second-bots']?.split(',').map((x) => x.trim()).filter(Boolean);
    if (tty) process.stderr.write('\n');
    say('Re-checking with a second bot mix on fresh seeds…');
    started = Date.now();
    doc = await recheckSecondMix(doc, { ...runOpts, ...(bots ? { bots } : {}) });
    if (doc.secondMix) say(`  ${doc.secondMix.seatWords} ${doc.secondMix.held} of ${doc.secondMix.checked} findings hold with both mixes.`);
  }
  if (tty) process.stderr.write('\n');
  if (controller.signal.aborted) process.exitCode = 130;
  if (!doc) {
    say('Cancelled before any game ended: the workers were stopped and no report was written.');
    return;
  }
  if (doc.cancelled) say(doc.cancelled.words);
  const out = resolve(values.out ?? 'lab-reports');
  mkdirSync(out, { recursive: true });
  const base = join(out, `${slug(s.board.name)}-${doc.id}`);
  const html = doc.kind === 'lab-report' ? reportHtml(doc, lang) : comparisonHtml(doc, lang);
  writeFileSync(`${base}.json`, JSON.stringify(doc, null, 1));
  writeFileSync(`${base}.html`, html);
  if (doc.kind === 'lab-report') {
    // The verdict's four lines (its `wordings` beside them are for the app and the HTML).
    for (const line of [doc.verdict.balance, doc.verdict.decisiveness, doc.verdict.length, doc.verdict.lookFirst]) say(`  ${line}`);
    say(doc.findings.length ? `  What to change, largest effect first:` : '  No element stands out (no finding is big enough, beyond chance and the same in both halves of the run).');
    doc.findings.slice(0, 5).forEach((f, i) => say(`  ${i + 1}. ${f.words}`));
    if (doc.findings.length > 5) say(`  … and ${doc.findings.length - 5} more in the report.`);
    const unused = unusedWords(doc);
    if (unused) say(`  ${unused}`);
    say(`  ${doc.run.gamesPerSecond.toFixed(1)} games/s (${doc.run.gamesPerCpuSecond.toFixed(1)} per CPU second) on ${doc.run.workers} worker thread(s).`);
  } else {
    for (const line of doc.summary) say(`  ${line}`);
  }
  say(`Report: ${base}.html`);
  say(`Data:   ${base}.json`);
  if (values.keep) {
    const store = createLabStore(dataDir);
    await store.save(doc);
    say(`Kept in ${store.dir}: run npm run host${values.data ? ` -- --data ${values.data}` : ''}, open the address it prints, choose Playtest lab… and open report ${doc.id} to replay its games.`);
  } else say('To replay its games: add --keep, then run npm run host and open the address it prints (Playtest lab…).');
  if (values.json) process.stdout.write(`${JSON.stringify(doc)}\n`);
}

const isMain = process.argv[1] !== undefined && /playtest\.(ts|js|cjs|mjs)$/.test(process.argv[1]);
if (isMain) {
  main().catch((err: unknown) => {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  });
}
