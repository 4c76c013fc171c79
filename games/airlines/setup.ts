/**
 * Airlines (1990): setting up a table (RULES.md). Part of the rules (rules.ts re-exports it).
 */
import { SetupError } from '../core/errors.js';
import { problemWords } from '../core/board-problem.js';
import { said } from './messages.js';
import { isSafeId } from '../core/ids.js';
import { createRngState, Rng } from '../core/rng.js';
import type { SetupArgs } from '../core/types.js';
import { flightDeckOf, stockDeckOf } from './board.js';
import { FICTITIOUS_PLAYER, optionsSchema, SCORING_CARD, type AirlinesBoard, type AirlinesOptions, type AirlinesState } from './types.js';
import { FACE_UP, FLIGHT_HAND, MAX_PLAYERS, MIN_PLAYERS, playerCounts, playerRange, STOCK_HAND } from './seats.js';
import { firstBoardError } from './board-check.js';

/** Controlled scoring: complete rounds played before the scoring cards join the deck. */
export function controlledRounds(players: number): number {
  if (players <= 2) return 5;
  if (players === 3) return 4;
  if (players === 4) return 3;
  return 2;
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

/**
 * `playerCounts` per board object, on the assumption board-check.ts makes (a board a game uses is
 * never changed): counting its cards cost a simulated game more than some of its moves.
 */
const seatCounts = new WeakMap<AirlinesBoard, ReturnType<typeof playerCounts>>();

function seatsOf(board: AirlinesBoard): ReturnType<typeof playerCounts> {
  let seats = seatCounts.get(board);
  if (!seats) {
    seats = playerCounts(board);
    seatCounts.set(board, seats);
  }
  return seats;
}

const OPTION_KEYS: readonly string[] = Object.keys(optionsSchema.shape);

/**
 * The table's options, as `optionsSchema.parse` gives them. A plain object holding nothing but
 * these keys, each a boolean or absent (what the host, the lab and the bots pass), is read
 * directly: zod's parse was a fifth of a simulated game's setup. Anything else goes through zod.
 */
function tableOptions(options: Partial<AirlinesOptions> | undefined): AirlinesOptions {
  if (options === undefined || options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) {
    return optionsSchema.parse(options ?? {});
  }
  for (const key in options) {
    const value = (options as Record<string, unknown>)[key];
    if (!OPTION_KEYS.includes(key) || (value !== undefined && typeof value !== 'boolean')) return optionsSchema.parse(options);
  }
  return {
    bonusPoints: options.bonusPoints ?? false,
    additionalLastRound: options.additionalLastRound ?? false,
    controlledScoring: options.controlledScoring ?? false,
    noFoundingAfterShares: options.noFoundingAfterShares ?? false,
  };
}

export function setup({ board, players, options, seed }: SetupArgs<AirlinesBoard, Partial<AirlinesOptions>>): AirlinesState {
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new SetupError('players', said('core.setup.playerCount', { game: 'Airlines', min: MIN_PLAYERS, max: MAX_PLAYERS, n: players.length }));
  }
  const ids = new Set(players.map((p) => p.id));
  if (ids.size !== players.length) throw new SetupError('players', said('core.setup.sameId'));
  if (ids.has(FICTITIOUS_PLAYER)) throw new SetupError('players', said('core.setup.reservedId', { id: FICTITIOUS_PLAYER }));
  // Player ids key the hands, the laid-out shares and the scores: never a name objects already answer to.
  for (const p of players) {
    if (typeof p.id !== 'string' || !isSafeId(p.id)) {
      throw new SetupError('players', said('core.setup.badId', { id: JSON.stringify(p.id) }));
    }
  }
  const error = firstBoardError(board);
  if (error) throw new SetupError('board', said('core.setup.badBoardAt', { problem: problemWords(error), path: error.path }));
  // A board may hold cards for fewer players than the box (a designer's test map).
  const seats = seatsOf(board);
  if (players.length > seats.max) {
    throw new SetupError('player-count', said('airlines.setup.seats', { note: seats.noteWords ?? seats.note ?? '', range: playerRange(seats.max), n: players.length }));
  }
  const opts = tableOptions(options);
  const rngState = createRngState(seed);
  const rng = new Rng(rngState);

  const stockDeck = rng.shuffle(stockDeckOf(board));
  const flightDeck = rng.shuffle(flightDeckOf(board));
  const hands: AirlinesState['hands'] = {};
  const played: AirlinesState['played'] = {};
  for (const p of players) {
    hands[p.id] = { stock: stockDeck.splice(-STOCK_HAND), flight: flightDeck.splice(-FLIGHT_HAND) };
    played[p.id] = {};
  }
  const faceUp: (string | null)[] = stockDeck.splice(-FACE_UP);
  // The scoring cards go in only after the hands and the face-up row are dealt.
  let scoringAside = board.scoringCards;
  if (!opts.controlledScoring) {
    for (let i = 0; i < board.scoringCards; i++) stockDeck.push(SCORING_CARD);
    rng.shuffle(stockDeck);
    scoringAside = 0;
  }
  const routes: AirlinesState['routes'] = {};
  for (const r of board.routes) {
    const marks: (null)[] = [];
    for (let i = 0; i < r.costs.length; i++) marks.push(null);
    routes[r.id] = marks;
  }
  const supply: AirlinesState['supply'] = {};
  for (const a of board.airlines) supply[a.id] = a.markers;

  return {
    board,
    options: opts,
    players: players.map((p) => ({ id: p.id, name: p.name })),
    rng: rngState,
    stockDeck,
    faceUp,
    scoringAside,
    scoringUsed: 0,
    flightDeck,
    flightDiscard: [],
    removedStock: [],
    removedFlight: [],
    hands,
    played,
    routes,
    founded: [],
    supply,
    turn: { seat: 0, number: 1, phase: 'action', removedInactive: false },
    scorings: [],
    lastRoundTurnsLeft: null,
    fictitious: null,
    over: false,
  };
}
