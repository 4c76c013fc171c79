/**
 * What the playtest lab (main/lab) asks of a game beyond the game contract: which board elements
 * a move touched, who is ahead in the middle of a game, which resources ran out, and which rule
 * events are worth watching for. One small pure probe per game (games/<game>/elements.ts) reads
 * the game's own state and events: it never plays a rule again.
 */
import type { GameEvent, PlayerId } from './types.js';

/** One kind of board element (routes, airports, cells …) and every element of it on a board. */
export interface ElementKind {
  /** Stable key: `route`, `airline`, `cell`, `gate` … */
  kind: string;
  /** For people, plural: "Routes". */
  label: string;
  items: { id: string; name: string }[];
}

/** A touched element, as `kind` + `id` (the id as the board writes it). */
export interface ElementRef {
  kind: string;
  id: string;
}

/** A rule event the lab reports when it never happens in a whole run. */
export interface WatchedRule {
  /** The event type the rules emit when the rule fires. */
  event: string;
  /** The rule, in a few words: "Sabotage a route". */
  words: string;
  /** Whether the rule can fire at all with these options and this many players (default yes). */
  applies?(options: Record<string, unknown>, players: number): boolean;
}

export interface GameProbe<B = any, S = any, M = any> {
  /** Every element of the board, by kind, for a game of `players` players. */
  elements(board: B, players: number): ElementKind[];
  /**
   * What the move touched: the state before it, the move, and the events it caused (the state
   * after is there for what only it knows). Elements not on the board are ignored by the lab.
   */
  elementsOf(before: S, move: M, events: readonly GameEvent[], after: S): ElementRef[];
  /**
   * What kind of move it was, for each bot's move mix (the playstyles at a glance): the event
   * type it caused, sharpened where the type alone hides a choice (a blind draw or a face-up
   * card). Default: the type of the first event the move caused for the mover.
   */
  moveKind?(before: S, move: M, events: readonly GameEvent[], player: PlayerId): string;
  /** Who is ahead now, higher is better (the lab asks this once per game, at two thirds). */
  standing(state: S): Record<PlayerId, number>;
  /** Resources that are used up in this state, each a short name ("flight-card deck"). */
  exhausted(state: S): string[];
  /** A count of turns (or rounds) played so far, for game length in the game's own unit. */
  turns(state: S): number;
  /** The unit of `turns`: "turns", "rounds". */
  turnUnit: string;
  /** The outcome's scores are points (false: 1 for the winner, 0 for the others, as in Linie 1). */
  hasPoints: boolean;
  watched: WatchedRule[];
}
