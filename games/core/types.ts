/**
 * The game contract. Every game module exports one `GameDefinition`; the host, the CLI tools,
 * the renderer and the tests reach a game only through it (see ARCHITECTURE.md).
 *
 * Pure: nothing here touches the DOM, Node or Electron.
 */
import type { z } from 'zod';
import type { PrintSet } from './print/drawing.js';
import type { GameEvent, PlayerId } from './event.js';
import type { GameProbe } from './lab-probe.js';
import type { Rng } from './rng.js';
import type { Catalogues } from './messages.js';
import type { Locale } from './locales.js';
import type { Wording, WordParams } from './wording.js';

export type { GameEvent, PlayerId } from './event.js';

export interface PlayerInfo {
  id: PlayerId;
  name: string;
}

/*
 * Words by key (core/wording.ts). The host sends codes and parameters, never sentences: every
 * refusal and every event carries a catalogue `key` and its `params` (ids, numbers, names from
 * the board, name tokens `{{p1}}`, nested wordings, lists), and each client words them in its
 * own person's language from the game's catalogues (`games/<id>/messages.ts`, shared words in
 * `games/core/core-messages.ts`). The English `text`/`message` is made FROM the English
 * catalogue by the same key (`said(key, params)`), so the two cannot drift; it stays for the log
 * file, the CLI, tests and old saves, and the host strips it from what it sends.
 */

/**
 * A rule refusal or a bad input, told to a person. `code` is stable for tests and clients;
 * `key`/`params` word it in any language (absent only on old code or a hand-written test game:
 * a client then shows `message`, which is English).
 */
export interface GameError {
  code: string;
  message: string;
  key?: string;
  params?: WordParams;
}

export type ApplyResult<S> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; error: GameError };

/** One problem in a board file, pointing at the exact element: `path` is like `$.routes[3].costs[0]`. */
export interface BoardProblem {
  path: string;
  /** In English, for the CLI, logs and tests; a client words `key` and `params` in its own language. */
  message: string;
  /** The message's catalogue key and parameters (see `problemSayer`); absent on a problem only said in English. */
  key?: string;
  params?: WordParams;
  /** `error` makes the board unplayable; `warning` is worth a look. Default error. */
  severity?: 'error' | 'warning';
}

export interface Outcome {
  /** Final score per player id. */
  scores: Record<PlayerId, number>;
  /** Everyone who shares the victory. */
  winners: PlayerId[];
  /** Game-specific breakdown a screen can show (per scoring, per airline, …). */
  breakdown: unknown;
  /** One line for a person: "Ann wins with 84 points" (English; `summaryWords` words it in any language). */
  summary: string;
  /** `summary` by key. */
  summaryWords?: Wording;
  /**
   * For a game without points (Linie 1's race): what it gave each seat, in words ("finished the
   * trip", "12 of 20 spaces along"), to show instead of `scores`, which then say only 1 for a
   * win and 0 otherwise.
   */
  standings?: Record<PlayerId, string>;
  /** `standings` by key. */
  standingsWords?: Record<PlayerId, Wording>;
}

export interface SetupArgs<B, O> {
  board: B;
  players: PlayerInfo[];
  options: O;
  seed: number;
}

export interface BotContext<S, M> {
  state: S;
  player: PlayerId;
  /** Every legal move for `player` now (never empty when a bot is asked). */
  legal: M[];
  /** The bot's own random source: it is not the game's RNG and does not change the state. */
  rng: Rng;
}

/** The levels a person picks an opponent by (core/levels.ts). */
export type BotLevel = 'easy' | 'medium' | 'hard' | 'expert';

export interface Bot<S, M> {
  id: string;
  name: string;
  description: string;
  /** `name` and `description` by key (core/bot-words.ts; the game's catalogue; English text above). */
  nameWords?: Wording;
  descriptionWords?: Wording;
  choose(ctx: BotContext<S, M>): M;
  /** A level for people (Easy … Expert); absent on the heuristic, the playstyles and random. */
  level?: BotLevel;
  /**
   * It searches (up to about a second of CPU per move): the host asks it off its event loop
   * (main/host/bot-worker.ts) and the lab leaves it out of its default mix.
   */
  thinks?: boolean;
  /**
   * A small search off the clock (the host's bot thread runs it when a table with this bot is
   * set up), so the first real decision does not pay for compiling the game's code. Its result
   * is thrown away and it draws only on `ctx.rng`, which is its own: no move changes.
   */
  warmUp?(ctx: BotContext<S, M>): void;
}

/** A table option a lobby can show (the three Airlines optional rules, …). */
export interface OptionInfo {
  key: string;
  label: string;
  description: string;
  /** Catalogue keys of `label` and `description`. */
  labelKey?: string;
  descriptionKey?: string;
  kind: 'boolean';
  default: boolean;
}

/** The player counts a board can seat (`max` < `min`: none) and why fewer than the game's (null: all of them). */
export interface PlayerCounts {
  min: number;
  max: number;
  /** The English note (the CLI, the logs); `noteWords` says it by key for a reader in another language. */
  note: string | null;
  noteWords?: Wording;
}

export interface GameDefinition<B = any, O = any, S = any, M = any, V = any> {
  /** The folder name, the same in games/, boards/ and renderer/src/games/. */
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * The game's catalogues (EN/FR/DE, with the shared words it uses): what games/messages.ts
   * gathers for clients that word any game's log. Absent on a definition written by hand (a
   * test's game), whose words are English only.
   */
  messages?: Catalogues;
  /** The board file format this code writes; older formats are migrated on read. */
  boardFormat: number;
  /** Turns an older board file into the current format (called before the schema check). */
  migrateBoard?(raw: unknown): unknown;
  boardSchema: z.ZodType<B>;
  optionsSchema: z.ZodType<O>;
  options: OptionInfo[];
  /**
   * Options whose default changed, with the default they had before: a save made before the
   * option existed does not hold it and replays under this value (core/saved-options.ts).
   */
  savedOptionDefaults?: Readonly<Record<string, unknown>>;
  /** The shape of a move, checked once: by the host before `applyParsed`, or by `apply` itself. */
  moveSchema: z.ZodType<M>;
  /** Semantic checks beyond the schema; empty when the board is playable. */
  validateBoard(board: B): BoardProblem[];
  /**
   * The player counts a playable board can seat, when its data allow fewer than `minPlayers` to
   * `maxPlayers` (a test map with cards for 2 or 3), and why, in words. Absent: the game's range.
   * Setup refuses a count outside it with the same words.
   */
  playerCounts?(board: B): PlayerCounts;
  /** Throws a `SetupError` on a player count or board it cannot play. */
  setup(args: SetupArgs<B, O>): S;
  activePlayers(state: S): PlayerId[];
  legalMoves(state: S, player: PlayerId): M[];
  /**
   * Pure: never mutates `state`, never throws on bad input (it checks the move against
   * `moveSchema` itself). Built by core's `defineGame`.
   */
  apply(state: S, player: PlayerId, move: M): ApplyResult<S>;
  /**
   * `apply` for a move that has passed `moveSchema` already (the host parses every move once, and
   * bots' moves come from `legalMoves`): the same result without a second parse. Built by
   * `defineGame`; absent on a definition written by hand (a test's game), where callers use `apply`.
   */
  applyParsed?(state: S, player: PlayerId, move: M): ApplyResult<S>;
  /** What one seat (or a spectator, `null`) may see. */
  view(state: S, player: PlayerId | null): V;
  /**
   * What a seat's view has on top of the spectator's (`publicView`, of the same state), as
   * top-level keys: `view(state, p)` is `{ ...publicView, ...privateView(state, p, publicView) }`
   * (a test holds every game to it, key order included). The host builds and sends the public
   * view once per state and only this part per seat. Absent: the host works it out by comparing
   * the two views (slower).
   */
  privateView?(state: S, player: PlayerId, publicView: V): Partial<V>;
  /**
   * May the player who made `move` on `before` take it back? Only when taking it back un-learns
   * nothing: no card was drawn, nothing random happened, nothing hidden came to light (a face-up
   * display refilled from a deck). Usually read from the move's events (see core/undo.ts).
   * Absent: no move can be taken back.
   */
  undoable?(before: S, move: M, events: readonly GameEvent[]): boolean;
  outcome(state: S): Outcome | null;
  bots: Bot<S, M>[];
  /**
   * The name of the game's bundled board that tests, benches and tools start from when none is
   * named: boards/<id>/<defaultBoard>.board.json. Every registered game names one (a test checks).
   */
  defaultBoard?: string;
  /** The bot a lobby seats by default and the host plays when a seat names none: the game's strongest. */
  defaultBot: string;
  /**
   * The fast path of the same rules, for bots, search and the lab (never the host's moves).
   * Absent: `core/sim.ts` falls back to `apply` (correct, slower).
   */
  sim?: SimulationPath<S, M>;
  /**
   * For search bots (information-set MCTS): a copy of `state` in which everything `seat` cannot
   * see (others' hands, the order of decks and bags, secret cards) is drawn afresh from `rng`,
   * consistent with what the seat knows. What the seat can see stays as it is. The result must
   * not depend on the hidden parts of `state` (a test changes them and compares). Absent: the
   * game is searched as if it had no hidden information (a game with none needs no hook).
   */
  determinize?(state: S, seat: PlayerId, rng: Rng): S;
  /**
   * Print-and-play: the board at real size and its cards and tiles, as shapes (core/print). The
   * PDF writer tiles them over paper. Its words (card and sheet titles, legends) are in `locale`
   * (English when absent). Absent: the game's boards can't be printed yet.
   */
  print?(board: B, locale?: Locale): PrintSet;
  /**
   * What the playtest lab reads of the game (games/core/lab-probe.ts): its element ledger (what
   * each seat took, when, at what cost, worth what), who leads mid-game, what ran out. Absent:
   * the lab reports seats, length and outcomes only.
   */
  lab?: GameProbe<B, S, M>;
}

/**
 * The simulation path (ARCHITECTURE.md, "two speeds of the same rules"). It must reach exactly the
 * states `apply` reaches (a test plays whole games both ways and compares), but it may change a
 * state in place and it trusts its moves: each was taken from `legalMoves` (or `randomMove`) of the
 * very state it is applied to.
 */
export interface SimulationPath<S, M> {
  /**
   * A private copy of a host state (or of a forked one), to be changed in place by `step`; the
   * input is untouched. A forked state may carry data kept beside it (Airlines keeps its
   * networks), so it changes only through `step`: a caller that edits it by hand forks anew.
   */
  fork(state: S): S;
  /**
   * `fork` without the copy, for a state the caller has just made (a fresh `setup`) and no one
   * else holds: the state itself, from now on changed only through `step`. Absent: `fork`.
   */
  own?(state: S): S;
  /**
   * Applies a trusted move to a forked state in place and returns the state to continue with
   * (normally the same object). Pushes the move's events onto `events` when given; skips building
   * them (and their texts) when not.
   */
  step(state: S, player: PlayerId, move: M, events?: GameEvent[]): S;
  /** A uniformly random legal move for `player`, ideally without building the whole list. */
  randomMove?(state: S, player: PlayerId, rng: Rng): M;
}
