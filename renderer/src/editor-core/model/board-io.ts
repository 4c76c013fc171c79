/**
 * Boards in and out of the editor, the same for every game: read through the core's one reader
 * (migrations, then the schema), keep a broken file editable as a draft, list every problem in
 * words naming the element, and write with the core's one writer (games/core/board-text.ts).
 */
import { checkBoard, gameProblems } from '../../../../games/core/board-check.js';
import { boardText, unwrapSchema } from '../../../../games/core/board-text.js';
import { elementWording, issueProblem, type WordsOptions } from '../../../../games/core/issue-words.js';
import { formatPath } from '../../../../games/core/board-path.js';
import type { BoardProblem } from '../../../../games/core/types.js';
import type { WordValue } from '../../../../games/core/wording.js';
import { problemSayer } from '../../../../games/core/board-problem.js';
import { problemMessages } from '../../../../games/core/problem-messages.js';
import type { EditorMode } from '../modes/types.js';

/** A draft's repair notes by key (the problem list words them in the editor's language), English as the message. */
const problem = problemSayer(problemMessages);

export interface LoadResult<B> {
  /** An editable board (perhaps a draft with problems), or null when nothing usable is there. */
  board: B | null;
  problems: BoardProblem[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Opens what can be opened, through the core's one reader (`checkBoard`: migrations, schema,
 * the game's checks). A board of the right shape comes back as the file holds it (so it writes
 * back byte for byte, unknown keys included); one that is not is kept as a draft (see
 * `repairDraft`) so the user fixes it here rather than in a text editor.
 */
export function loadBoard<B>(mode: EditorMode<B>, raw: unknown, opts: { handedOver?: boolean } = {}): LoadResult<B> {
  const check = checkBoard(mode.format, raw);
  if (check.value === undefined) return { board: null, problems: check.problems };
  // A private copy: the caller's value (a parsed file, a library answer) is never shared. A
  // caller that parsed the value for this call alone hands it over (`handedOver`): copying a
  // 1,500-route board again took 50 ms of every open.
  const value = (opts.handedOver ? check.value : structuredClone(check.value)) as B;
  if (check.ok) return { board: value, problems: tidy(mode, value, [], check.problems) };
  const { board, problems } = repairDraft(mode, value as Record<string, unknown>);
  return { board, problems: [...problems, ...validateBoard(mode, board)] };
}

/**
 * A draft the editor can work on: missing top-level fields from a new board, lists made lists,
 * list elements that are not objects (or have no id where the schema wants one) left out and
 * reported. Everything else stays as written, for the problem list to point at.
 */
export function repairDraft<B>(mode: EditorMode<B>, obj: Record<string, unknown>): { board: B; problems: BoardProblem[] } {
  const problems: BoardProblem[] = [];
  const draft: Record<string, unknown> = { ...(mode.newBoard() as Record<string, unknown>), ...obj };
  const shape = unwrapSchema(mode.format.boardSchema).shape ?? {};
  for (const [key, schema] of Object.entries(shape)) {
    const list = unwrapSchema(schema);
    if (list.type !== 'array' || !Object.prototype.hasOwnProperty.call(obj, key)) continue;
    const value = obj[key];
    if (!Array.isArray(value)) {
      problems.push(problem(`$.${key}`, 'board.draft.listUnreadable', { list: key }));
      draft[key] = [];
      continue;
    }
    const item = list.element ? unwrapSchema(list.element) : null;
    if (item?.type !== 'object') continue;
    const needsId = Object.prototype.hasOwnProperty.call(item.shape ?? {}, 'id');
    draft[key] = value.filter((el, i) => {
      const usable = isObject(el) && (!needsId || typeof el.id === 'string');
      if (!usable) problems.push(problem(`$.${key}[${i}]`, 'board.draft.entryUnreadable', { n: i + 1, list: key }));
      return usable;
    });
  }
  return { board: draft as B, problems };
}

/** The name a problem at `path` gets: the mode's name for its element, or one from the path. */
function nameAt<B>(mode: EditorMode<B>, board: B, path: readonly PropertyKey[]): WordValue | null {
  const ref = mode.locate(board, formatPath(path));
  if (ref && ref.kind !== 'board' && mode.exists(board, ref)) return mode.describe(board, ref);
  // No element the mode knows: named from the path, by key (the kind in the reader's language).
  return ref ? null : elementWording(board, path);
}

/** How the schema's problems name this mode's elements and fields. */
function wordsFor<B>(mode: EditorMode<B>, board: B): WordsOptions {
  return { fields: mode.words.fields ?? {}, name: (p) => nameAt(mode, board, p) };
}

/**
 * Every problem of a board, errors first, each once: the schema's (in words, naming the element)
 * and the game's own checks (in the mode's words where it has better ones).
 */
export function validateBoard<B>(mode: EditorMode<B>, board: B): BoardProblem[] {
  const parsed = mode.format.boardSchema.safeParse(board);
  if (parsed.success) return tidy(mode, board, [], gameProblems(mode.format, parsed.data));
  const out: BoardProblem[] = [];
  const empty = mode.words.emptyList ?? {};
  const words = wordsFor(mode, board);
  for (const issue of parsed.error.issues) {
    const [key] = issue.path;
    // A top-level list that is too short: the mode says which tool fills it.
    if (issue.path.length === 1 && issue.code === 'too_small' && typeof key === 'string' && Object.prototype.hasOwnProperty.call(empty, key)) {
      out.push({ path: `$.${key}`, message: empty[key]!, severity: 'error' });
    } else out.push(issueProblem(issue, board, words));
  }
  // A draft can be shaped so badly the game's checks trip over it; the schema's list says why.
  let game: BoardProblem[] = [];
  try {
    game = mode.format.validateBoard(board);
  } catch {
    game = [];
  }
  return tidy(mode, board, out, game);
}

/**
 * The schema's problems and the game's, as the list shows them: a game check that repeats a
 * schema problem's field dropped (the schema's words name the element), the rest in the mode's
 * words, each once, errors first.
 */
function tidy<B>(mode: EditorMode<B>, board: B, schema: BoardProblem[], game: readonly BoardProblem[]): BoardProblem[] {
  const out = [...schema];
  const schemaPaths = new Set(schema.map((p) => p.path));
  // Once per board: a big board's check can list thousands of problems.
  const wording = game.length > 0 ? mode.problemWording?.(board) : undefined;
  for (const p of game) {
    if (schemaPaths.has(p.path)) continue;
    const words = wording?.words?.(p, mode.locate(board, p.path));
    const keyed = p.key !== undefined && wording?.params ? wording.params(p) : null;
    out.push({ ...p, ...(words ? { message: words } : {}), ...(keyed ?? {}) });
  }
  const seen = new Set<string>();
  const unique = out.filter((p) => {
    const key = `${p.path}\n${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (p: BoardProblem) => ((p.severity ?? 'error') === 'error' ? 0 : 1);
  return unique.map((p) => ({ severity: 'error' as const, ...p })).sort((a, b) => rank(a) - rank(b));
}

/** The board file's text: the one writer, in the game's schema order. */
export function serialiseBoard<B>(mode: EditorMode<B>, board: B): string {
  return boardText(mode.format.boardSchema, board);
}
