/**
 * Linie 1: setting up a table (RULES.md). Part of the rules (rules.ts re-exports it).
 */
import { expandCounts } from '../core/deck.js';
import { SetupError } from '../core/errors.js';
import { problemWords } from '../core/board-problem.js';
import { firstIssueWording } from '../core/issue-words.js';
import { perBoard } from '../core/per-board.js';
import { createRngState, Rng } from '../core/rng.js';
import type { BoardProblem, SetupArgs } from '../core/types.js';
import type { Linie1Board } from './board.js';
import { said } from './messages.js';
import { seatSaid } from './seats.js';
import { type Linie1Options, optionsSchema, type Linie1State, type PlayerState } from './types.js';
import { validateBoard } from './validate.js';

/** The first error that makes a board unplayable (its words), or null; once per board object. */
const boardError = perBoard((board: Linie1Board): BoardProblem | null => validateBoard(board).find((p) => (p.severity ?? 'error') === 'error') ?? null);

export function setup({ board, players, options, seed }: SetupArgs<Linie1Board, Linie1Options>): Linie1State {
  const opts = optionsSchema.safeParse(options ?? {});
  if (!opts.success) throw new SetupError('options', said('core.setup.badOptions', { game: 'Linie 1', problem: firstIssueWording(opts.error, options ?? {}, { key: 'board.field.options' }) }));
  const problem = boardError(board);
  if (problem !== null) throw new SetupError('bad-board', said('core.setup.badBoard', { problem: problemWords(problem) }));
  const n = players.length;
  const seats = seatSaid(board, n);
  if (seats) throw new SetupError('player-count', seats);
  const lines = board.lines.filter((l) => board.terminals.filter((t) => t.line === l.id).length === 2);
  const cards = board.routeCards.filter((c) => c.players.includes(n));
  const rngState = createRngState(seed);
  const rng = new Rng(rngState);
  const lineIds = rng.shuffle(lines.map((l) => l.id));
  const cardIds = rng.shuffle(cards.map((c) => c.id));
  const start = expandCounts(board.startingHand);
  const pile = rng.shuffle(board.tileTypes.flatMap((t) => Array.from({ length: t.pile }, () => t.id)));
  const totalStart = board.tileTypes.reduce((s, t) => s + t.start, 0);
  const ps: PlayerState[] = players.map((p, i) => ({
    id: p.id,
    name: p.name,
    line: lineIds[i]!,
    route: cardIds[i]!,
    hand: [...start],
    trip: null,
  }));
  // A board whose starting hand is smaller than the supply tops it up from the pile.
  for (const p of ps) while (p.hand.length < board.handSize && pile.length > 0) p.hand.push(pile.pop()!);
  return {
    board,
    options: opts.data,
    players: ps,
    grid: Array.from({ length: board.rows * board.cols }, () => null),
    stopSigns: {},
    pile,
    unused: totalStart - start.length * n,
    current: 0,
    step: 'build',
    laid: 0,
    exchanged: 0,
    toDraw: 0,
    idleTurns: 0,
    turn: 1,
    lastRoll: null,
    winner: null,
    ended: null,
    rng: rngState,
  };
}
