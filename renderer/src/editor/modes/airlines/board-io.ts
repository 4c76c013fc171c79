/**
 * Reading and writing Airlines boards in the editor: a fresh board, a lenient read that keeps
 * a broken file editable as a draft, the live problem list, and stable JSON.
 */
import { boardSchema, type AirlinesBoard } from '../../../../../games/airlines/types.js';
import { validateBoard } from '../../../../../games/airlines/validate.js';
import { schemaProblems } from '../../../../../games/core/board-check.js';
import type { BoardProblem } from '../../../../../games/core/types.js';
import { stableStringify, type KeyOrder } from '../../model/stable-json.js';
import type { LoadResult } from '../types.js';

export const AIRLINES_KEY_ORDER: KeyOrder = {
  root: ['$schema', 'game', 'format', 'name', 'description', 'credits', 'background', 'cities', 'routes', 'airlines', 'flightCards', 'scoringCards', 'land'],
  background: ['file', 'x', 'y', 'scale', 'opacity', 'locked'],
  cities: ['id', 'name', 'x', 'y'],
  routes: ['id', 'from', 'to', 'type', 'costs'],
  airlines: ['id', 'name', 'initials', 'colour', 'stockCards', 'markers', 'allowedRouteTypes', 'hq'],
  flightCards: ['type', 'value', 'count'],
  land: ['id', 'name', 'points'],
};

export function newAirlinesBoard(): AirlinesBoard {
  return {
    $schema: './board.schema.json',
    game: 'airlines',
    format: 1,
    name: 'New board',
    cities: [],
    routes: [],
    airlines: [],
    flightCards: [],
    scoringCards: 3,
  };
}

const LISTS = ['cities', 'routes', 'airlines', 'flightCards'] as const;

/**
 * Opens what can be opened. A board that passes the schema comes back as parsed; one that does
 * not is kept as a draft (lists made lists, elements without an id dropped and reported) so the
 * user can fix it here rather than in a text editor.
 */
export function loadAirlinesBoard(raw: unknown): LoadResult<AirlinesBoard> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { board: null, problems: [{ path: '$', message: 'A board file must hold a JSON object.', severity: 'error' }] };
  }
  const obj = raw as Record<string, unknown>;
  if (obj.game !== 'airlines') {
    return { board: null, problems: [{ path: '$.game', message: `This is not an Airlines board (its "game" is ${JSON.stringify(obj.game)}).`, severity: 'error' }] };
  }
  const parsed = boardSchema.safeParse(raw);
  if (parsed.success) return { board: parsed.data, problems: validateAirlinesBoard(parsed.data) };
  const problems: BoardProblem[] = [];
  const draft: Record<string, unknown> = { ...newAirlinesBoard(), ...obj };
  for (const key of LISTS) {
    const list = obj[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push({ path: `$.${key}`, message: `"${key}" was not a list and was emptied.`, severity: 'error' });
      draft[key] = [];
      continue;
    }
    draft[key] = list.filter((item, i) => {
      const usable = typeof item === 'object' && item !== null && (key === 'flightCards' || typeof (item as { id?: unknown }).id === 'string');
      if (!usable) problems.push({ path: `$.${key}[${i}]`, message: `This entry could not be read and was left out.`, severity: 'error' });
      return usable;
    });
  }
  const board = draft as unknown as AirlinesBoard;
  return { board, problems: [...problems, ...validateAirlinesBoard(board)] };
}

/** What an empty list means, in words (zod's "Too small: expected array…" says little). */
const EMPTY_LIST: Record<string, string> = {
  '$.cities': 'The board needs at least two cities: place them with the City tool.',
  '$.routes': 'The board has no route yet: draw one with the Route tool (click a city, then another).',
  '$.airlines': 'The board has no airline yet: place a headquarters with the HQ tool, or add one in the Airlines table.',
  '$.flightCards': 'The flight-card deck is empty: set how many cards of each value in the Flight cards table.',
};

function friendly(p: BoardProblem): BoardProblem {
  const words = EMPTY_LIST[p.path];
  return words && /too small/i.test(p.message) ? { ...p, message: words } : p;
}

/** Every problem: the schema's and the game's own checks, errors first, each once. */
export function validateAirlinesBoard(board: AirlinesBoard): BoardProblem[] {
  const out: BoardProblem[] = [];
  const parsed = boardSchema.safeParse(board);
  if (!parsed.success) out.push(...schemaProblems(parsed.error).map(friendly));
  try {
    out.push(...validateBoard(board));
  } catch (err) {
    // A draft can be shaped so badly the game's checks trip over it; the schema list says why.
    if (parsed.success) out.push({ path: '$', message: `The board could not be checked: ${(err as Error).message}`, severity: 'error' });
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

export function serialiseAirlinesBoard(board: AirlinesBoard): string {
  return stableStringify(board, AIRLINES_KEY_ORDER);
}
