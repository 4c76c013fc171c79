import type { z } from 'zod';
import { formatPath } from './board-path.js';
import { problemSayer } from './board-problem.js';
import { schemaProblemsInWords, type WordsOptions } from './issue-words.js';
import { problemMessages } from './problem-messages.js';
import type { BoardProblem, GameDefinition } from './types.js';

const sayProblem = problemSayer(problemMessages);

/** What reading a board needs of a game: its id, schema, migrations and checks. */
export type BoardFormat<B = any> = Pick<GameDefinition<B>, 'id' | 'name' | 'boardFormat' | 'migrateBoard' | 'boardSchema' | 'validateBoard'>;

export type Migrated = { ok: true; value: unknown } | { ok: false; problems: BoardProblem[] };

/**
 * `value` is the file's value brought up to the current format, as written (keys the schema does
 * not know kept, no defaults filled in): what an editor edits and writes back. It is there
 * whenever the file could be migrated, even when the schema refuses it (a draft).
 */
export type BoardCheck<B> =
  | { ok: true; board: B; problems: BoardProblem[]; value: unknown }
  | { ok: false; board?: undefined; problems: BoardProblem[]; value?: unknown };

/**
 * Turns zod issues into problems a person can act on, each with its JSON path. Given the value
 * that was checked, each is a sentence naming the element and the field (see issue-words.ts).
 */
export function schemaProblems(error: z.ZodError, checked?: unknown, words?: WordsOptions): BoardProblem[] {
  if (checked !== undefined) return schemaProblemsInWords(error, checked, words);
  return error.issues.map((issue) => ({
    path: formatPath(issue.path as PropertyKey[]),
    message: issue.message,
    severity: 'error' as const,
  }));
}

/**
 * The first steps of reading: a JSON object of this game, in a format this version reads,
 * brought up to the current format by the game's migrations.
 */
export function migrateBoardValue(def: BoardFormat, raw: unknown): Migrated {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [sayProblem('$', 'board.load.notObject')] };
  }
  const game = (raw as { game?: unknown }).game;
  if (game !== def.id) {
    return { ok: false, problems: [sayProblem('$.game', 'board.load.wrongGame', { game: def.name, found: String(JSON.stringify(game)).slice(0, 80) })] };
  }
  const format = (raw as { format?: unknown }).format;
  if (typeof format === 'number' && format > def.boardFormat) {
    return { ok: false, problems: [sayProblem('$.format', 'board.load.newer', { format: String(format), max: String(def.boardFormat) })] };
  }
  try {
    return { ok: true, value: def.migrateBoard ? def.migrateBoard(raw) : raw };
  } catch (err) {
    return { ok: false, problems: [sayProblem('$.format', 'board.load.migrate', { why: (err as Error).message })] };
  }
}

/** The game's own checks of a board of the right shape; a check that throws is a problem too. */
export function gameProblems<B>(def: BoardFormat<B>, board: B): BoardProblem[] {
  let problems: BoardProblem[];
  try {
    problems = def.validateBoard(board);
  } catch (err) {
    problems = [sayProblem('$', 'board.load.checkFailed', { why: (err as Error).message })];
  }
  return problems.map((p) => ({ severity: 'error', ...p }));
}

/**
 * The one way a board is read: migrate an older format, check the schema, then the game's own
 * semantic checks. `ok` is true when the board has the right shape (it may still have
 * problems, which make it a draft: playable only when no problem is an error).
 */
export function checkBoard<B>(def: BoardFormat<B>, raw: unknown, words?: WordsOptions | ((value: unknown) => WordsOptions)): BoardCheck<B> {
  const migrated = migrateBoardValue(def, raw);
  if (!migrated.ok) return { ok: false, problems: migrated.problems };
  const value = migrated.value;
  const parsed = def.boardSchema.safeParse(value);
  if (!parsed.success) return { ok: false, value, problems: schemaProblems(parsed.error, value, typeof words === 'function' ? words(value) : words) };
  return { ok: true, board: parsed.data, value, problems: gameProblems(def, parsed.data) };
}

export function isPlayable(problems: readonly BoardProblem[]): boolean {
  return !problems.some((p) => (p.severity ?? 'error') === 'error');
}
