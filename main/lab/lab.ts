/**
 * The playtest lab as one call: read the board (through main/library and games/core
 * checkBoard, the one reader), settle the settings, run the games on every core, and build the
 * report. The CLI (main/cli/playtest.ts) and the host's lab service (service.ts) both use it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { migrateBoardValue } from '../../games/core/board-check.js';
import { boardText } from '../../games/core/board-text.js';
import type { LabReport, LabSettings } from '../../games/core/lab-report.js';
import type { GameDefinition } from '../../games/core/types.js';
import { checkBoardValue, readBoardFile, type Library, type Registry } from '../library/index.js';
import { runContext, type RunSpec } from './games.js';
import { buildReport } from './report.js';
import { runGames, type RunOptions } from './runner.js';

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

function firstError(problems: readonly { path: string; message: string; severity?: string }[]): string {
  const p = problems.find((x) => (x.severity ?? 'error') === 'error') ?? problems[0];
  return p ? `${p.path}: ${p.message}` : 'it could not be read';
}

export async function resolveBoard(
  io: { registry: Registry; library: Library },
  ref: BoardRef,
  expectGame?: string,
): Promise<{ ok: true; value: ResolvedBoard } | { ok: false; message: string }> {
  let raw: unknown;
  let board: unknown;
  let game: string | undefined;
  let name: string;
  let source: string;
  let problems: { path: string; message: string; severity?: 'error' | 'warning' }[];
  if ('library' in ref) {
    const entry = await io.library.get(ref.library);
    if (!entry) return { ok: false, message: `There is no board "${ref.library}" in the library.` };
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
  if (game === undefined || board === undefined) return { ok: false, message: `The board cannot be read: ${firstError(problems)}` };
  if (expectGame !== undefined && game !== expectGame) return { ok: false, message: `That is a board for "${game}", not for "${expectGame}".` };
  if (problems.some((p) => (p.severity ?? 'error') === 'error')) return { ok: false, message: `The board cannot be played yet: ${firstError(problems)}` };
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

/** The bots a run uses unless told: every bot but the random one, whose games say little. */
export function defaultBots(def: GameDefinition): string[] {
  const picked = def.bots.filter((b) => b.id !== 'random').map((b) => b.id);
  return picked.length > 0 ? picked : def.bots.map((b) => b.id);
}

export function labSettings(b: ResolvedBoard, ask: LabAsk): { ok: true; settings: LabSettings } | { ok: false; message: string } {
  const { def } = b;
  const players = ask.players ?? Math.max(def.minPlayers, Math.min(4, def.maxPlayers));
  if (!Number.isInteger(players) || players < def.minPlayers || players > def.maxPlayers) {
    return { ok: false, message: `${def.name} is for ${def.minPlayers} to ${def.maxPlayers} players, not ${players}.` };
  }
  const games = ask.games ?? 100;
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) return { ok: false, message: `The number of games must be a whole number from 1 to ${MAX_GAMES}.` };
  const seed = ask.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31) return { ok: false, message: 'The seed must be a whole number from 0 to 2147483648.' };
  const bots = ask.bots && ask.bots.length > 0 ? ask.bots : defaultBots(def);
  for (const id of bots) {
    if (!def.bots.some((x) => x.id === id)) return { ok: false, message: `${def.name} has no bot "${id}". Its bots: ${def.bots.map((x) => x.id).join(', ')}.` };
  }
  const options = def.optionsSchema.safeParse(ask.options ?? {});
  if (!options.success) return { ok: false, message: `Those table options are not valid: ${options.error.issues[0]?.message}` };
  const maxMoves = ask.maxMoves ?? 5000;
  if (!Number.isInteger(maxMoves) || maxMoves < 10) return { ok: false, message: 'The move limit must be a whole number of at least 10.' };
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

export function newReportId(now = new Date()): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}-${randomBytes(3).toString('hex')}`;
}

/** Runs the games and builds the report; null when the run was cancelled. */
export async function runLab(settings: LabSettings, board: unknown, opts: RunOptions = {}): Promise<LabReport | null> {
  const spec = specOf(settings, board);
  const res = await runGames(spec, settings.games, opts);
  if (res.cancelled) return null;
  const ctx = runContext(spec);
  const n = res.records.length;
  return buildReport(ctx, res.records, {
    id: newReportId(),
    createdAt: new Date().toISOString(),
    settings,
    board,
    run: {
      workers: res.workers,
      wallMs: Math.round(res.wallMs),
      cpuMs: Math.round(res.cpuMs),
      gamesPerSecond: res.wallMs > 0 ? (1000 * n) / res.wallMs : 0,
      gamesPerCpuSecond: res.cpuMs > 0 ? (1000 * n) / res.cpuMs : 0,
    },
  });
}
