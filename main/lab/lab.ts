/**
 * The playtest lab as one call: read the board (through main/library and games/core
 * checkBoard, the one reader), settle the settings, run the games on every core, and build the
 * report. The CLI (main/cli/playtest.ts) and the host's lab service (service.ts) both use it.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { migrateBoardValue } from '../../games/core/board-check.js';
import { boardText } from '../../games/core/board-text.js';
import type { LabComparison, LabDocument, LabReport, LabSettings } from '../../formats/lab-report.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { GameDefinition } from '../../games/core/types.js';
import { checkBoardValue, readBoardFile, type Library, type Registry } from '../library/index.js';
import { compareReports } from './compare.js';
import { newReportId } from './report-id.js';
import { runContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';
import { buildReport } from './report.js';
import { withLabPool } from './lab-pool.js';
import { runGames, type RunOptions, type RunResult } from './runner.js';
import { say, type LabSentence } from './words.js';
import { plainParams, type Wording, type WordParams } from '../../games/core/wording.js';
import { errorWords } from '../../games/core/host-messages.js';
import { allMessages } from '../../games/messages.js';
import { sayer } from '../../games/core/wording.js';

/** A refusal of the lab's: its English (the CLI, the logs) and its key and params (the app words them in its reader's language). */
export type LabNo = { ok: false; message: string; key: string; params?: WordParams };

/** The lab refuses by key (core/host-messages.ts `host.lab.*`). */
/** Worded with every catalogue: a refusal may hold a game's own error (a setup that fails). */
const said = sayer(allMessages);

export function labNo(key: string, params?: WordParams): LabNo {
  const w = said(key, params);
  return params === undefined ? { ok: false, message: w.text, key } : { ok: false, message: w.text, key, params: plainParams(params) };
}

/** Where a board comes from: the library, a file, or inline (the editor's unsaved draft). */
export type BoardRef = { library: string } | { file: string } | { inline: unknown; name?: string };

export interface ResolvedBoard {
  def: GameDefinition;
  /** The checked board, as the game reads it. */
  board: unknown;
  name: string;
  hash: string;
  source: string;
}

/** The board's content hash: sha256 of its text as the one board writer writes it. */
export function boardHash(def: GameDefinition, raw: unknown): string {
  const migrated = migrateBoardValue(def, raw);
  return createHash('sha256').update(boardText(def.boardSchema, migrated.ok ? migrated.value : raw)).digest('hex');
}

function firstError(problems: readonly { path: string; message: string; severity?: string; key?: string; params?: WordParams }[]): Wording {
  const p = problems.find((x) => (x.severity ?? 'error') === 'error') ?? problems[0];
  if (!p) return { key: 'host.lab.noProblem' };
  return { key: 'host.lab.problemAt', params: { path: p.path, message: p.key !== undefined ? { key: p.key, ...(p.params ? { params: p.params } : {}) } : p.message } };
}

export async function resolveBoard(
  io: { registry: Registry; library: Library },
  ref: BoardRef,
  expectGame?: string,
): Promise<{ ok: true; value: ResolvedBoard } | LabNo> {
  let raw: unknown;
  let board: unknown;
  let game: string | undefined;
  let name: string;
  let source: string;
  let problems: { path: string; message: string; severity?: 'error' | 'warning'; key?: string; params?: WordParams }[];
  if ('library' in ref) {
    const entry = await io.library.get(ref.library);
    if (!entry) return labNo('host.lab.noBoard', { board: ref.library });
    ({ raw, board, game, problems } = entry);
    name = entry.name;
    source = entry.id;
  } else if ('file' in ref) {
    const res = await readBoardFile(io.registry, ref.file);
    ({ raw, board, game, problems } = res);
    name = typeof (raw as { name?: unknown } | undefined)?.name === 'string' ? (raw as { name: string }).name : basename(ref.file);
    source = basename(ref.file);
  } else {
    const res = checkBoardValue(io.registry, 'draft', ref.inline);
    ({ raw, board, game, problems } = res);
    name = ref.name ?? (typeof (raw as { name?: unknown } | undefined)?.name === 'string' ? (raw as { name: string }).name : 'Unsaved board');
    source = "the editor's draft";
  }
  if (game === undefined || board === undefined) return labNo('host.lab.unreadable', { problem: firstError(problems) });
  if (expectGame !== undefined && game !== expectGame) return labNo('host.lab.otherGame', { game, expected: expectGame });
  if (problems.some((p) => (p.severity ?? 'error') === 'error')) return labNo('host.lab.unplayable', { problem: firstError(problems) });
  const def = io.registry.get(game)!;
  return { ok: true, value: { def, board, name, hash: boardHash(def, raw), source } };
}

export interface LabAsk {
  players?: number;
  games?: number;
  seed?: number;
  bots?: string[];
  options?: unknown;
  maxMoves?: number;
}

/** Most games one run may ask for. */
export const MAX_GAMES = 1_000_000;

/**
 * The bots a run uses unless told: every bot but the random one, whose games say little, and the
 * levels (Easy and Medium repeat the heuristic; Hard and Expert search, seconds per game).
 */
export function defaultBots(def: GameDefinition): string[] {
  const picked = def.bots.filter((b) => b.id !== 'random' && !b.level).map((b) => b.id);
  return picked.length > 0 ? picked : def.bots.map((b) => b.id);
}

export function labSettings(b: ResolvedBoard, ask: LabAsk): { ok: true; settings: LabSettings } | LabNo {
  const { def } = b;
  const players = ask.players ?? Math.max(def.minPlayers, Math.min(4, def.maxPlayers));
  if (!Number.isInteger(players) || players < def.minPlayers || players > def.maxPlayers) {
    return labNo('host.refuse.players', { game: def.name, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers, length: players });
  }
  const games = ask.games ?? 100;
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) return labNo('host.lab.games', { max: MAX_GAMES });
  const seed = ask.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31) return labNo('host.lab.seed');
  const bots = ask.bots && ask.bots.length > 0 ? ask.bots : defaultBots(def);
  for (const id of bots) {
    if (!def.bots.some((x) => x.id === id)) return labNo('host.lab.noBot', { game: def.name, bot: id, bots: { list: def.bots.map((x) => x.id), joiner: 'comma' } });
  }
  const options = def.optionsSchema.safeParse(ask.options ?? {});
  if (!options.success) return labNo('host.refuse.badOptions', { message: options.error.issues[0]?.message ?? '' });
  const maxMoves = ask.maxMoves ?? 5000;
  if (!Number.isInteger(maxMoves) || maxMoves < 10) return labNo('host.lab.maxMoves');
  // A board the rules cannot set up would give a run of nothing: refuse it now, with the reason.
  try {
    def.setup({ board: b.board, players: seatPlayers(players), options: options.data, seed });
  } catch (err) {
    return labNo('host.lab.setup', { board: b.name, players, error: errorWords(err) });
  }
  return {
    ok: true,
    settings: {
      game: def.id,
      gameName: def.name,
      board: { name: b.name, hash: b.hash, source: b.source },
      players,
      games,
      seed,
      bots,
      options: options.data as Record<string, unknown>,
      maxMoves,
    },
  };
}

export function specOf(settings: LabSettings, board: unknown): RunSpec {
  return {
    game: settings.game,
    board,
    options: settings.options,
    players: settings.players,
    seed: settings.seed,
    bots: settings.bots,
    maxMoves: settings.maxMoves,
  };
}

/** One board's run: its settings and the board as played. */
export interface LabSide {
  settings: LabSettings;
  board: unknown;
}

/** What a cancelled report says on top, by key and in English. */
function cancelledWords(played: number, asked: number, seed: number): { asked: number; words: string; wording: Wording } {
  return banner(asked, say('labr.cancelled.run', { played, asked, first: seed, last: seed + played - 1 }));
}

const banner = (asked: number, s: LabSentence): { asked: number; words: string; wording: Wording } => ({ asked, words: s.text, wording: s.wording });

/**
 * The report of a run's records. `asked` (a cancelled run) marks it as cancelled: its settings
 * then say the games played, so it holds what a run of that many games gives.
 */
export function reportOf(side: LabSide, spec: RunSpec, records: readonly GameRecord[], res: RunResult, asked?: number): LabReport {
  const n = res.records.length;
  const settings = asked === undefined ? side.settings : { ...side.settings, games: records.length };
  const report = buildReport(runContext(spec), records, {
    id: newReportId(),
    createdAt: new Date().toISOString(),
    settings,
    board: side.board,
    run: {
      workers: res.workers,
      wallMs: Math.round(res.wallMs),
      cpuMs: Math.round(res.cpuMs),
      gamesPerSecond: res.wallMs > 0 ? (1000 * n) / res.wallMs : 0,
      gamesPerCpuSecond: res.cpuMs > 0 ? (1000 * n) / res.cpuMs : 0,
    },
  });
  if (asked !== undefined) report.cancelled = cancelledWords(records.length, asked, settings.seed);
  return report;
}

/**
 * Runs the games and builds the report. A cancelled run gives the report of the games played
 * (marked as cancelled); null only when it was cancelled before any game ended.
 */
export async function runLab(settings: LabSettings, board: unknown, opts: RunOptions = {}): Promise<LabReport | null> {
  const spec = specOf(settings, board);
  const res = await runGames(spec, settings.games, opts);
  if (res.records.length === 0) return null;
  return reportOf({ settings, board }, spec, res.records, res, res.cancelled ? settings.games : undefined);
}

/** Two boards' whole runs compared: the document of a comparison that ran to its end. */
export function comparisonOf(a: LabSide, ra: RunResult, b: LabSide, rb: RunResult): LabComparison {
  return compareReports(reportOf(a, specOf(a.settings, a.board), ra.records, ra), reportOf(b, specOf(b.settings, b.board), rb.records, rb));
}

export interface LabRunOptions extends Omit<RunOptions, 'onProgress'> {
  /** Games done of both boards, for a comparison. */
  onProgress?(done: number, total: number): void;
}

/**
 * A run as the app and the CLI ask for it: one board, or two compared on the same seeds. A
 * cancel keeps what was played: the first board's games, or, during the second board's games,
 * both boards over the games the second one played. `played` counts the games the document
 * covers (of both boards); `doc` is null only when no game ended.
 */
export async function runLabDocument(a: LabSide, b: LabSide | null, opts: LabRunOptions = {}): Promise<{ doc: LabDocument | null; played: number }> {
  // Both boards on one pool of threads: the second board's games start on warm threads.
  return b ? withLabPool(opts, (o) => labDocument(a, b, o)) : labDocument(a, b, opts);
}

async function labDocument(a: LabSide, b: LabSide | null, opts: LabRunOptions): Promise<{ doc: LabDocument | null; played: number }> {
  const games = a.settings.games;
  const total = games * (b ? 2 : 1);
  const runOpts = (offset: number): RunOptions => {
    const { onProgress, ...rest } = opts;
    return { ...rest, ...(onProgress ? { onProgress: (done: number) => onProgress(offset + done, total) } : {}) };
  };
  const specA = specOf(a.settings, a.board);
  const ra = await runGames(specA, games, runOpts(0));
  if (ra.records.length === 0) return { doc: null, played: 0 };
  if (ra.cancelled || !b) return { doc: reportOf(a, specA, ra.records, ra, ra.cancelled ? games : undefined), played: ra.records.length };
  const specB = specOf(b.settings, b.board);
  const rb = await runGames(specB, games, runOpts(games));
  if (!rb.cancelled) return { doc: comparisonOf(a, ra, b, rb), played: total };
  const k = rb.records.length;
  if (k === 0) {
    const alone = reportOf(a, specA, ra.records, ra);
    alone.cancelled = banner(games, say('labr.cancelled.beforeB', { b: b.settings.board.name, a: a.settings.board.name, games }));
    return { doc: alone, played: games };
  }
  const doc = compareReports(reportOf(a, specA, ra.records.slice(0, k), ra, games), reportOf(b, specB, rb.records, rb, games));
  doc.cancelled = banner(games, say('labr.cancelled.duringB', { k, games, b: b.settings.board.name, first: a.settings.seed, last: a.settings.seed + k - 1 }));
  return { doc, played: games + k };
}
