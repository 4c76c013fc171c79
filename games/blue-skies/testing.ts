/**
 * Helpers for the Blue Skies tests and benchmarks: the default board, a fresh game, and short
 * ways to arrange a state (empty the airports, set hands) and play a move on it.
 */
import usaJson from '../../boards/blue-skies/usa.board.json';
import type { GameEvent, GameError, PlayerId } from '../core/types.js';
import { seatPlayers } from '../core/simulate.js';
import { boardSchema, type BlueSkiesBoard } from './board.js';
import { setup } from './setup.js';
import { optionsSchema, type BlueSkiesMove, type BlueSkiesOptions, type BlueSkiesState, type Phase } from './types.js';
import { blueSkies } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = blueSkies.apply;

/** Table options: the defaults, with some changed. */
export function options(changes: Partial<BlueSkiesOptions> = {}): BlueSkiesOptions {
  return optionsSchema.parse(changes);
}

export const usaBoard: BlueSkiesBoard = boardSchema.parse(usaJson);

export function newGame(players = 3, seed = 1, board: BlueSkiesBoard = usaBoard, opts: Partial<BlueSkiesOptions> = {}): BlueSkiesState {
  return setup({ board, players: seatPlayers(players), options: options(opts), seed });
}

/** Plays a move that must be accepted. */
export function play(s: BlueSkiesState, player: PlayerId, move: BlueSkiesMove): { state: BlueSkiesState; events: GameEvent[] } {
  const res = apply(s, player, move);
  if (!res.ok) throw new Error(`Move refused: ${res.error.code}: ${res.error.message}`);
  return { state: res.state, events: res.events };
}

/** Plays a move that must be refused; returns the error. */
export function refused(s: BlueSkiesState, player: PlayerId, move: BlueSkiesMove): GameError {
  const res = apply(s, player, move);
  if (res.ok) throw new Error(`Move was accepted: ${JSON.stringify(move)}`);
  return res.error;
}

/** Like `refused`, past the move schema (`applyParsed`): what the rules themselves say to a move. */
export function refusedByRules(s: BlueSkiesState, player: PlayerId, move: BlueSkiesMove): GameError {
  const res = blueSkies.applyParsed!(s, player, move);
  if (res.ok) throw new Error(`Move was accepted: ${JSON.stringify(move)}`);
  return res.error;
}

/** Takes every gate off the board and puts every passenger back in the bag (red ones). */
export function emptyAirports(s: BlueSkiesState): BlueSkiesState {
  for (const id in s.airports) {
    const a = s.airports[id]!;
    s.bag.red += a.pax;
    a.pax = 0;
    a.gates = a.gates.map(() => null);
  }
  return s;
}

/** A state in the given phase with empty airports, fixed hands and zero scores. */
export function arranged(players: number, phase: Phase, opts: { hands?: string[][]; seed?: number; startPlayer?: number } = {}): BlueSkiesState {
  const s = emptyAirports(newGame(players, opts.seed ?? 1));
  const hands = opts.hands ?? s.players.map(() => ['ATL', 'ORD', 'CVG']);
  s.players.forEach((pl, i) => {
    // Cards in hands come out of the deck, so the count of cards stays right.
    s.deck.push(...pl.hand);
    pl.hand = [];
    for (const c of hands[i] ?? []) {
      const at = s.deck.indexOf(c);
      if (at >= 0) s.deck.splice(at, 1);
      else s.discard.splice(s.discard.indexOf(c), 1);
      pl.hand.push(c);
    }
    pl.score = 0;
  });
  s.startPlayer = opts.startPlayer ?? 0;
  s.round = 1;
  s.phase = phase;
  return s;
}

/** Puts `owner`'s gates into an airport's first spaces (null leaves a space free). */
export function setGates(s: BlueSkiesState, airport: string, owners: (PlayerId | null)[], pax?: number): void {
  const a = s.airports[airport]!;
  owners.forEach((o, i) => {
    if (i < a.gates.length) a.gates[i] = o;
  });
  if (pax !== undefined) {
    s.bag.red -= pax - a.pax;
    a.pax = pax;
  }
}

/** All demand cards anywhere (deck, discard, hands). */
export function allCards(s: BlueSkiesState): string[] {
  return [...s.deck, ...s.discard, ...s.players.flatMap((pl) => pl.hand)];
}
