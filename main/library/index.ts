/**
 * The board library: the boards shipped with the app (`boards/<game>/<name>.board.json` under
 * the project root) and the user's own (`<dataDir>/boards/<game>/<name>.board.json`).
 *
 * Every file goes through `readBoardFile`: JSON parse (errors with line and column), the game
 * looked up in the registry, then `checkBoard` (schema + the game's own checks, each problem
 * with its JSON path). A file that cannot be read or checked is listed with its path and the
 * reason; it is never deleted or rewritten.
 *
 * Each file version is read and checked once (cache.ts); a listing asked for while one runs
 * shares it, and the event loop turns between two files that needed a check, so other
 * connections wait at most one board's check, once per change of that file.
 */
import { existsSync, promises as fs } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoard, isPlayable, migrateBoardValue } from '../../games/core/board-check.js';
import { boardText } from '../../games/core/board-text.js';
import type { BoardProblem, GameDefinition } from '../../games/core/types.js';
import type { BoardInfo } from '../../formats/protocol.js';
import { CheckCache, stampOf } from './cache.js';
import { parseJson, writeFileAtomic } from './json-file.js';
import { problemSayer } from '../../games/core/board-problem.js';
import { hostMessages } from '../../games/core/host-messages.js';
import { problemMessages } from '../../games/core/problem-messages.js';
import { list, mergeCatalogues } from '../../games/core/wording.js';

export type Registry = ReadonlyMap<string, GameDefinition>;

/** Largest board file read, in bytes: a board is a few hundred kilobytes at most. */
export const MAX_BOARD_BYTES = 8 * 1024 * 1024;

/** Board names become file names: letters, digits, "-" and "_" only (no paths). */
export const BOARD_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const BOARD_SUFFIX = '.board.json';
/** A problem of the file itself (its size, its JSON, its folder), by key like the game's own (a JSON error's detail nests board words). */
const sayStore = problemSayer(mergeCatalogues(hostMessages, problemMessages));

export interface BoardEntry extends BoardInfo {
  /** Where the file is on disk. */
  file: string;
  /** The checked (and migrated) board, absent when the file could not be read or has the wrong shape. */
  board?: unknown;
  /** The file's JSON as written (only from `get`): the editor opens even a broken board. */
  raw?: unknown;
  /** With their English (the CLI, the lab, logs); the wire sends them by key alone (`wireProblem`). */
  problems: BoardProblem[];
}

export interface BoardFileResult {
  file: string;
  /** The game named in the file (if it could be read). */
  game?: string;
  /** Set when the board has the right shape (it may still have problems). */
  board?: unknown;
  /** A playable board that seats fewer players than its game (GameDefinition.playerCounts). */
  players?: NonNullable<BoardInfo['players']>;
  /** The raw JSON value, when the file parsed. */
  raw?: unknown;
  problems: BoardProblem[];
}

/** Reads and checks one board file; never throws. `expectGame` names the folder's game. */
export async function readBoardFile(registry: Registry, file: string, expectGame?: string): Promise<BoardFileResult> {
  let text: string;
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_BOARD_BYTES) {
      return { file, problems: [sayStore('$', 'host.library.tooLarge', { bytes: String(stat.size) })] };
    }
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    return { file, problems: [sayStore('$', 'host.library.unreadable', { error: String((err as Error).message).slice(0, 400) })] };
  }
  return checkBoardText(registry, file, text, expectGame);
}

/** The checks of `readBoardFile` on text already in memory (an upload, an editor draft). */
export function checkBoardText(registry: Registry, file: string, text: string, expectGame?: string): BoardFileResult {
  const parsed = parseJson(text);
  if (!parsed.ok) return { file, problems: [sayStore('$', parsed.words.key, parsed.words.params)] };
  return checkBoardValue(registry, file, parsed.value, expectGame);
}

export function checkBoardValue(registry: Registry, file: string, raw: unknown, expectGame?: string): BoardFileResult {
  const gameId = typeof raw === 'object' && raw !== null ? (raw as { game?: unknown }).game : undefined;
  if (typeof gameId !== 'string') {
    return { file, raw, problems: [sayStore('$.game', 'host.library.noGameField', { games: list([...registry.keys()].map((id) => `"${id}"`), 'comma') })] };
  }
  if (expectGame !== undefined && gameId !== expectGame) {
    return {
      file,
      raw,
      game: gameId,
      problems: [sayStore('$.game', 'host.library.wrongFolder', { game: gameId, folder: expectGame })],
    };
  }
  const def = registry.get(gameId);
  if (!def) {
    return { file, raw, game: gameId, problems: [sayStore('$.game', 'host.library.noGame', { game: gameId })] };
  }
  const check = checkBoard(def, raw);
  if (!check.ok) return { file, raw, game: gameId, problems: check.problems };
  const out: BoardFileResult = { file, raw, game: gameId, board: check.board, problems: check.problems };
  // The lobby offers only the player counts such a board can seat, and says why.
  const seats = isPlayable(check.problems) ? def.playerCounts?.(check.board) : undefined;
  if (seats && (seats.min > def.minPlayers || seats.max < def.maxPlayers)) out.players = seats;
  return out;
}

/** The project root: the nearest folder above this module holding both package.json and boards/. */
export function findProjectRoot(start?: string): string | undefined {
  let dir: string;
  try {
    dir = start ?? dirname(fileURLToPath(import.meta.url));
  } catch {
    dir = start ?? process.cwd();
  }
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'boards'))) return dir;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

export interface LibraryOptions {
  registry: Registry;
  /** The user's data folder; their boards are in its `boards/` folder. */
  dataDir: string;
  /** The bundled boards folder; default `<project root>/boards`. */
  bundledDir?: string;
}

export interface Library {
  readonly bundledDir: string;
  readonly userDir: string;
  /** Every board of every installed game, readable or not (unreadable ones with the reason). */
  list(): Promise<BoardEntry[]>;
  /** One board by its id (`bundled:airlines/north-america`, `user:airlines/my-map`). */
  get(id: string): Promise<BoardEntry | null>;
  /**
   * Saves a user board, atomically, as the one board writer writes it (games/core/board-text.ts):
   * the editor's bytes come back identical, and no key of the file is dropped.
   */
  saveUserBoard(game: string, name: string, raw: unknown): Promise<{ ok: true; entry: BoardEntry } | { ok: false; problems: BoardProblem[] }>;
  /** How many board files were read and checked since the library was made (each version once). */
  checks(): number;
}

export function parseBoardId(id: string): { source: 'bundled' | 'user'; game: string; name: string } | null {
  const m = /^(bundled|user):([a-z0-9-]{1,40})\/([^/\\]+)$/.exec(id);
  if (!m || !BOARD_NAME.test(m[3]!)) return null;
  return { source: m[1] as 'bundled' | 'user', game: m[2]!, name: m[3]! };
}

function toEntry(source: 'bundled' | 'user', game: string, name: string, res: BoardFileResult): BoardEntry {
  const boardName = (res.board as { name?: unknown } | undefined)?.name;
  const rawName = (res.raw as { name?: unknown } | undefined)?.name;
  const title = typeof boardName === 'string' ? boardName : typeof rawName === 'string' ? rawName : name;
  const entry: BoardEntry = {
    id: `${source}:${game}/${name}`,
    game,
    name: title,
    source,
    playable: res.board !== undefined && isPlayable(res.problems),
    problems: res.problems,
    file: res.file,
  };
  if (res.players) entry.players = res.players;
  if (res.board !== undefined) entry.board = res.board;
  return entry;
}

export function createLibrary(opts: LibraryOptions): Library {
  const root = findProjectRoot();
  const bundledDir = opts.bundledDir ?? (root ? join(root, 'boards') : resolve('boards'));
  const userDir = join(opts.dataDir, 'boards');
  const dirOf = (source: 'bundled' | 'user'): string => (source === 'bundled' ? bundledDir : userDir);

  /** A board file that cannot be opened as it is: listed with the reason, never playable. */
  function unopenable(source: 'bundled' | 'user', game: string, name: string, file: string, problem: BoardProblem): BoardEntry {
    return { id: `${source}:${game}/${name}`, game, name, source, playable: false, problems: [problem], file };
  }

  async function listSource(source: 'bundled' | 'user'): Promise<BoardEntry[]> {
    const out: BoardEntry[] = [];
    const seen = new Set<string>();
    let folders: string[];
    try {
      folders = (await fs.readdir(dirOf(source), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
    } catch {
      return out; // no boards here at all
    }
    for (const game of folders.sort()) {
      if (game.startsWith('.')) continue;
      const folder = join(dirOf(source), game);
      let names: string[];
      try {
        names = await fs.readdir(folder);
      } catch {
        continue;
      }
      for (const f of names.sort()) {
        if (!f.endsWith(BOARD_SUFFIX) || f.startsWith('.')) continue;
        const name = f.slice(0, -BOARD_SUFFIX.length);
        const file = join(folder, f);
        // A board in the folder of a game that is not installed is still the user's file: say why it is not offered.
        if (!opts.registry.has(game)) {
          out.push(unopenable(source, game, name, file, sayStore('$', 'host.library.noGameFolder', { game })));
          continue;
        }
        if (!BOARD_NAME.test(name)) {
          out.push(unopenable(source, game, name, file, sayStore('$', 'host.library.badFileName', { file: f })));
          continue;
        }
        seen.add(file);
        const { value: res, fresh } = await checked(file, game);
        out.push(toEntry(source, game, name, res));
        // A check may take a good part of a second: let other connections in before the next.
        if (fresh) await new Promise((r) => setImmediate(r));
      }
    }
    cache.keepOnly(seen, dirOf(source) + sep);
    return out;
  }

  const cache = new CheckCache<BoardFileResult>();
  /** The file's checked result, read and checked only when its stamp changed. */
  const checked = async (file: string, game: string): Promise<{ value: BoardFileResult; fresh: boolean }> =>
    cache.get(file, await stampOf(file), () => readBoardFile(opts.registry, file, game));
  /** The listing under way: callers meanwhile share it rather than start another. */
  let listing: Promise<BoardEntry[]> | null = null;

  return {
    bundledDir,
    userDir,
    list() {
      listing ??= (async () => [...(await listSource('bundled')), ...(await listSource('user'))])().finally(() => (listing = null));
      return listing;
    },
    async get(id) {
      const ref = parseBoardId(id);
      if (!ref || !opts.registry.has(ref.game)) return null;
      const file = join(dirOf(ref.source), ref.game, ref.name + BOARD_SUFFIX);
      if (!existsSync(file)) return null;
      const { value: res } = await checked(file, ref.game);
      const entry = toEntry(ref.source, ref.game, ref.name, res);
      if (res.raw !== undefined) entry.raw = res.raw;
      return entry;
    },
    async saveUserBoard(game, name, raw) {
      if (!BOARD_NAME.test(name)) {
        return { ok: false, problems: [sayStore('$', 'host.library.badName')] };
      }
      const file = join(userDir, game, name + BOARD_SUFFIX);
      const res = checkBoardValue(opts.registry, file, raw, game);
      if (res.board === undefined) return { ok: false, problems: res.problems };
      // The file as received (brought up to the current format), not the schema's parse output,
      // which would drop keys it does not know and add defaults the author never wrote.
      const def = opts.registry.get(game)!;
      const migrated = migrateBoardValue(def, raw);
      await writeFileAtomic(file, boardText(def.boardSchema, migrated.ok ? migrated.value : res.board));
      return { ok: true, entry: toEntry('user', game, name, res) };
    },
    checks: () => cache.checks,
  };
}
