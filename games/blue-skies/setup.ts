/**
 * Blue Skies: setting up a table (RULES.md): the board checked once, the seeded airports, the
 * first hands. The setup hands out cards and passengers with the turn's own helpers (rules.ts).
 */
import { expandCounts } from '../core/deck.js';
import { SetupError } from '../core/errors.js';
import { problemWords } from '../core/board-problem.js';
import { firstIssueWording } from '../core/issue-words.js';
import { idRecord } from '../core/ids.js';
import { perBoard } from '../core/per-board.js';
import { Rng } from '../core/rng.js';
import type { SetupArgs } from '../core/types.js';
import type { Said } from '../core/wording.js';
import { boardSchema, MAX_PLAYERS, MIN_PLAYERS, spacesInUse, type BlueSkiesBoard } from './board.js';
import { said } from './messages.js';
import { airportState } from './passengers.js';
import { drawCard, drawUpTo, openGates, passengersArrive, RULES, settle } from './rules.js';
import { LOCAL, optionsSchema, type BlueSkiesOptions, type BlueSkiesState } from './types.js';
import { validateBoard } from './validate.js';

/**
 * A board handed to `setup`: its parsed copy, or why it cannot be played; once per board object,
 * so the games set up on one board share the parsed copy (as forked states share their board).
 */
const playable = perBoard((raw: unknown): { board: BlueSkiesBoard } | { refusal: Said } => {
  const parsed = boardSchema.safeParse(raw);
  if (!parsed.success) return { refusal: said('core.setup.badShape', { problem: firstIssueWording(parsed.error, raw) }) };
  const errors = validateBoard(parsed.data).filter((p) => (p.severity ?? 'error') === 'error');
  return errors.length > 0 ? { refusal: said('core.setup.badBoard', { problem: problemWords(errors[0]!) }) } : { board: parsed.data };
});

/** The board parsed and checked once per board object, or the refusal that says why it cannot be played. */
function playableBoard(raw: unknown): BlueSkiesBoard {
  const answer = playable(raw);
  if ('refusal' in answer) throw new SetupError('board', answer.refusal);
  return answer.board;
}

export function setup(args: SetupArgs<BlueSkiesBoard, BlueSkiesOptions>): BlueSkiesState {
  const n = args.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    throw new SetupError('player-count', said('core.setup.playerCount', { game: 'Blue Skies', min: MIN_PLAYERS, max: MAX_PLAYERS, n }));
  }
  const options = optionsSchema.safeParse(args.options ?? {});
  if (!options.success) {
    throw new SetupError('options', said('core.setup.badOptions', { game: 'Blue Skies', problem: firstIssueWording(options.error, args.options ?? {}, { key: 'board.field.options' }) }));
  }
  const board = playableBoard(args.board);

  const ids = new Set(args.players.map((p) => p.id));
  if (ids.size !== n) throw new SetupError('players', said('core.setup.sameId'));
  // Gates name their owner by player id, and the local airline's gates by LOCAL.
  if (ids.has(LOCAL)) throw new SetupError('players', said('blueSkies.setup.reservedLocal', { id: JSON.stringify(LOCAL) }));

  const rng = Rng.fromSeed(args.seed);
  const counts = idRecord(board.airports.map((a) => [a.id, a.demand] as const));
  const gates = board.gatesPerPlayer[String(n) as '2' | '3' | '4' | '5'];
  const s: BlueSkiesState = {
    board,
    options: options.data,
    players: args.players.map((p) => ({ id: p.id, name: p.name, score: 0, gatesLeft: gates, hand: [], specialUsed: false })),
    airports: Object.fromEntries(
      board.airports.map((a) => {
        return [a.id, { pax: 0, gates: spacesInUse(a, n).map(() => null) }];
      }),
    ),
    bag: { ...board.bag },
    deck: rng.shuffle(expandCounts(counts)),
    discard: [],
    rng: rng.state,
    round: 0,
    startPlayer: 0,
    assistanceDone: false,
    phase: { kind: 'setupBuy', order: args.players.map((_, i) => n - 1 - i), at: 0, spent: 0, bought: 0 },
    final: null,
  };
  // Setup hands out no events (nobody reads them): none are built, nor their words.
  const events = undefined;
  // Five airports with passengers and a local airline each; a card drawn twice seeds twice
  // but the airport still gets only one local airline.
  for (let i = 0; i < RULES.setupAirports; i++) {
    const c = drawCard(s, rng, events);
    if (c === undefined) break;
    passengersArrive(s, c, rng, events, { key: 'blueSkies.why.setup' });
    if (openGates(s, c) === 0) airportState(s, c).gates[0] = LOCAL;
    s.discard.push(c);
  }
  for (let i = 0; i < RULES.setupCardsPerPlayer * n; i++) {
    const c = drawCard(s, rng, events);
    if (c === undefined) break;
    passengersArrive(s, c, rng, events, { key: 'blueSkies.why.setup' });
    s.discard.push(c);
  }
  for (let pi = 0; pi < n; pi++) drawUpTo(s, pi, rng, events);
  settle(s, rng, events);
  return s;
}
