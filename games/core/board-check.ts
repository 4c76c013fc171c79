import type { z } from 'zod';
import { formatPath } from './board-path.js';
import type { BoardProblem, GameDefinition } from './types.js';

export type BoardCheck<B> =
  | { ok: true; board: B; problems: BoardProblem[] }
  | { ok: false; board?: undefined; problems: BoardProblem[] };

/** Turns zod issues into problems a person can act on, each with its JSON path. */
export function schemaProblems(error: z.ZodError): BoardProblem[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path as PropertyKey[]),
    message: issue.message,
    severity: 'error' as const,
  }));
}

/**
 * The one way a board is read: migrate an older format, check the schema, then the game's own
 * semantic checks. `ok` is true when the board has the right shape (it may still have
 * problems, which make it a draft: playable only when no problem is an error).
 */
export function checkBoard<B>(def: GameDefinition<B>, raw: unknown): BoardCheck<B> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [{ path: '$', message: 'A board file must hold a JSON object.', severity: 'error' }] };
  }
  const game = (raw as { game?: unknown }).game;
  if (game !== def.id) {
    return {
      ok: false,
      problems: [{ path: '$.game', message: `This is not a ${def.name} board (its "game" is ${JSON.stringify(game)}).`, severity: 'error' }],
    };
  }
  const format = (raw as { format?: unknown }).format;
  if (typeof format === 'number' && format > def.boardFormat) {
    return {
      ok: false,
      problems: [{ path: '$.format', message: `This board was written by a newer Boardwright (format ${format}; this version reads up to ${def.boardFormat}).`, severity: 'error' }],
    };
  }
  let migrated: unknown = raw;
  try {
    migrated = def.migrateBoard ? def.migrateBoard(raw) : raw;
  } catch (err) {
    return { ok: false, problems: [{ path: '$.format', message: `This board could not be brought up to date: ${(err as Error).message}`, severity: 'error' }] };
  }
  const parsed = def.boardSchema.safeParse(migrated);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  let problems: BoardProblem[];
  try {
    problems = def.validateBoard(parsed.data);
  } catch (err) {
    problems = [{ path: '$', message: `The board could not be checked: ${(err as Error).message}`, severity: 'error' }];
  }
  return { ok: true, board: parsed.data, problems: problems.map((p) => ({ severity: 'error', ...p })) };
}

export function isPlayable(problems: readonly BoardProblem[]): boolean {
  return !problems.some((p) => (p.severity ?? 'error') === 'error');
}
