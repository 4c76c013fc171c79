/**
 * The board check `setup` runs, remembered per board object: the lab and the bots set up
 * thousands of games on one board, and validating it (graph walks included) cost more than a
 * short game's moves. Boards are never changed once a game uses them (board.ts caches its index
 * on the same assumption), so the answer for one object stays true.
 */
import type { BoardProblem } from '../core/types.js';
import type { AirlinesBoard } from './types.js';
import { validateBoard } from './validate.js';
import { perBoard } from '../core/per-board.js';

/** The first problem that makes `board` unplayable (warnings do not), or null. */
export const firstBoardError = perBoard((board: AirlinesBoard): BoardProblem | null => validateBoard(board).find((p) => p.severity !== 'warning') ?? null);
