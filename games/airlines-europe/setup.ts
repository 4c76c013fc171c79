/**
 * Setting up a game: the airlines for this player count, money, secret starting points by seat,
 * the stock market, the hands (redealt when a hand is all one airline) and the draw pile built in
 * three parts with the three scoring cards.
 */
import { SetupError } from '../core/errors.js';
import { problemWords } from '../core/board-problem.js';
import { said } from './messages.js';
import { isSafeId } from '../core/ids.js';
import { Rng, createRngState } from '../core/rng.js';
import type { BoardProblem, SetupArgs } from '../core/types.js';
import { airlinesInPlay } from './board.js';
import {
  BANK_PER_PLAYER,
  FIRST_PILE,
  START_MONEY,
  addCards,
  handSize,
  marketSize,
} from './cards.js';
import { validateBoard } from './validate.js';
import { perBoard } from '../core/per-board.js';
import { FICTITIOUS, SCORING_CARD, optionsSchema, type Counts, type EuropeBoard, type EuropeOptions, type EuropeState } from './types.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** How many times a hand of one airline only is redealt before giving up (never reached in practice). */
const MAX_REDEALS = 200;

/** The first error that makes a board unplayable, or null; once per board object. */
const boardError = perBoard((board: EuropeBoard): BoardProblem | null => validateBoard(board).find((p) => (p.severity ?? 'error') === 'error') ?? null);

export function setup({ board, players, options, seed }: SetupArgs<EuropeBoard, EuropeOptions>): EuropeState {
  const n = players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    throw new SetupError('players', said('core.setup.playerCount', { game: 'Airlines Europe', min: MIN_PLAYERS, max: MAX_PLAYERS, n }));
  }
  if (new Set(players.map((p) => p.id)).size !== n) throw new SetupError('players', said('core.setup.sameId'));
  // Player ids key the money, the hands and the points: never a name objects already answer to.
  for (const p of players) {
    if (typeof p.id !== 'string' || !isSafeId(p.id) || p.id === FICTITIOUS) {
      throw new SetupError('players', said('core.setup.badId', { id: JSON.stringify(p.id) }));
    }
  }
  const opts = optionsSchema.parse(options ?? {});
  const problem = boardError(board);
  if (problem) throw new SetupError('board', said('core.setup.badBoardAt', { problem: problemWords(problem), path: problem.path }));
  const inPlay = airlinesInPlay(board, n);
  const rngState = createRngState(seed);
  const rng = new Rng(rngState);

  // Every airline share in play, shuffled (Air Abacus stays in its supply).
  const deck: string[] = [];
  for (const a of inPlay) for (let i = 0; i < a.shares; i++) deck.push(a.id);
  rng.shuffle(deck);
  const size = handSize(n);
  if (deck.length < marketSize(n) + n * size + FIRST_PILE) {
    throw new SetupError('board', said('europe.setup.fewShares', { n }));
  }

  const market = deck.splice(deck.length - marketSize(n));
  const hands: Record<string, Counts> = {};
  for (const p of players) {
    const hand = dealHand(deck, size, rng);
    const counts: Counts = {};
    for (const c of hand) addCards(counts, c);
    hands[p.id] = counts;
  }

  const state: EuropeState = {
    board,
    options: opts,
    players: players.map((p) => ({ id: p.id, name: p.name })),
    rng: rngState,
    airlines: inPlay.map((a) => a.id),
    phase: 'opening',
    current: 0,
    turnNumber: 0,
    bank: BANK_PER_PLAYER * n - START_MONEY * n,
    money: Object.fromEntries(players.map((p) => [p.id, START_MONEY])),
    // The start player (the first seat) has 1 point, the next 2, and so on.
    vp: Object.fromEntries(players.map((p, i) => [p.id, i + 1])),
    hands,
    holdings: Object.fromEntries(players.map((p) => [p.id, {}])),
    market,
    deck: buildDrawPile(deck, rng),
    discard: {},
    removed: {},
    abacusSupply: board.abacus.shares,
    licences: Object.fromEntries(board.routes.map((r) => [r.id, r.licences.map(() => null)])),
    planes: Object.fromEntries(inPlay.map((a) => [a.id, a.shares])),
    track: Object.fromEntries(inPlay.map((a) => [a.id, Math.min(a.trackStart, board.shareTrack.length)])),
    network: Object.fromEntries(inPlay.map((a) => [a.id, [a.home]])),
    bonusesTaken: [],
    opening: Object.fromEntries(players.map((p) => [p.id, null])),
    licencesThisTurn: 0,
    trade: null,
    pendingScorings: [],
    picks: [],
    scoringCardsHeld: [],
    scorings: [],
    over: false,
  };
  return state;
}

/**
 * Deals one hand from the top of `deck` (its end). A hand of one airline only goes back into the
 * deck, which is shuffled before a new hand is dealt.
 */
export function dealHand(deck: string[], size: number, rng: Rng): string[] {
  let hand = deck.splice(deck.length - size);
  for (let tries = 0; hand.every((c) => c === hand[0]) && tries < MAX_REDEALS; tries++) {
    deck.push(...hand);
    rng.shuffle(deck);
    hand = deck.splice(deck.length - size);
  }
  return hand;
}

/**
 * The draw pile from the shares left after dealing (top = end of the array):
 * - the first pile: the top ten cards with one scoring card shuffled in;
 * - the middle pile: what remains after about a quarter is set aside, with a scoring card put
 *   about halfway down;
 * - the final pile: the quarter set aside, with the last scoring card under it.
 * Stacked first on middle on final, so the last scoring card is the very last card. (Three
 * scoring cards: SCORING_CARDS in cards.ts.)
 * "About" is a small random shift (quarter ±1 card, middle ±2 cards) so nobody can count exactly.
 */
export function buildDrawPile(cards: string[], rng: Rng): string[] {
  const rest = cards.slice();
  const first = rest.splice(Math.max(0, rest.length - FIRST_PILE));
  first.push(SCORING_CARD);
  rng.shuffle(first);

  const quarter = Math.max(0, Math.min(rest.length, Math.round(rest.length / 4) + rng.int(3) - 1));
  const final = rest.splice(rest.length - quarter);
  final.unshift(SCORING_CARD); // under the quarter: the bottom card of the whole pile

  const middle = rest;
  const half = Math.round(middle.length / 2) + rng.int(5) - 2;
  middle.splice(Math.max(0, Math.min(middle.length, half)), 0, SCORING_CARD);

  return [...final, ...middle, ...first];
}
