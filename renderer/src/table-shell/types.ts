/**
 * What a game gives the table shell: its board scene, its side panels, and how its legal moves
 * read as choices for a person. The shell does the rest (seats and eyes, hand-over, log and
 * replay, the move list and the pending move, undo, save, players, notices, game over).
 *
 * Components receive these props:
 * - scene: `SceneProps`; emits `pick(targets: string[])` (most precise first), may emit
 *   `busy(on: boolean)` while it shows what a move did (a hot-seat hand-over waits for it), and exposes
 *   `spots(targets: string[]): Spot[]` (page coordinates) and `reveal(target: string)` for the
 *   keyboard; it draws `focus` so the focused target is always visible;
 * - each panel: `PanelProps`; emits `pick(target: string)`.
 */
import type { Component } from 'vue';
import type { TableView } from '../../../formats/protocol.js';
import type { MoveOption, Picks, Step } from './composer.js';

export interface TableContext<V = unknown, B = unknown> {
  /** The table view on screen: the live one, or the replayed past one. */
  tv: TableView;
  /** The game's view, players named by their seats. */
  view: V;
  board: B;
  /** The seat whose eyes the screen uses (null: a spectator, or nobody's yet in hot-seat play). */
  seat: number | null;
  /** This seat must act now and its moves are offered. */
  myTurn: boolean;
  /** Hot-seat: the shown seat's private things are hidden (not its turn, or a hand-over is due). */
  hideHand: boolean;
  /** A past state is on screen (read-only). */
  replay: boolean;
  /** Several people share this screen. */
  hotSeat: boolean;
  /** A person's name, by player id (the seat's current name). */
  nameOf(playerId: string): string;
  /** A player's colour in the log and the players bar. */
  colourOf(playerId: string): string;
  /** Game text (log lines, reasons) with the players' names put in. */
  text(s: string): string;
  /**
   * How long each of the others' moves takes to show, in ms (the person's pace setting; 0 or
   * absent: at once). A game animates what others did at this pace, and nothing when the table is
   * idle. The shell always sets it.
   */
  pace?: number;
}

/** The move being composed, for the scene's preview and the prompt. */
export interface Pending<M = unknown> {
  picks: Picks;
  /** Everything already certain about the move (picked, or the same in every option left). */
  settled: Step[];
  /** The finished move once one option is left. */
  option: MoveOption<M> | null;
}

export interface SceneProps<V = unknown, B = unknown> {
  ctx: TableContext<V, B>;
  /** Targets a click or Enter may pick now (highlight them). */
  targets: string[];
  /** The keyboard's target (draw a ring), or null. */
  focus: string | null;
  pending: Pending | null;
}

export interface PanelProps<V = unknown, B = unknown> {
  ctx: TableContext<V, B>;
  targets: string[];
  pending: Pending | null;
}

/** Something a person must read before the table goes on (a scoring): the bots wait for it. */
export interface Moment {
  key: string;
  title: string;
  component: Component;
  props: Record<string, unknown>;
  /** A sentence for screen readers when it opens ("Ann +11, Bob +4"); the title is said anyway. */
  announce?: string;
}

/** A choice the move list does not offer now, and why. */
export interface Unavailable {
  /** The move list group it belongs to ("Found an airline"); shown even if the group is empty. */
  group: string;
  /** What it is, short ("MLA"). */
  label: string;
  why: string;
}

export interface GameScreen<V = any, B = any, M = any> {
  scene: Component;
  /** Panels for the side column, below the turn panel. */
  panels: Component[];
  /** The legal moves as choices for a person (grouped, in words, with map targets). */
  /**
   * `picks`: the move being composed so far. A game whose choices multiply (a first licence, then
   * a second that depends on it, then a share) lists only the branch picked so far in full; every
   * option it listed for fewer picks must stay among those it lists for more.
   */
  options(ctx: TableContext<V, B>, legal: readonly M[], picks: Picks): MoveOption<M>[];
  /** The question for each step key: "Which airline?". */
  questions: Record<string, string>;
  /** What the person at the screen is asked to do (or what is going on). */
  prompt(ctx: TableContext<V, B>, pending: Pending<M> | null): string;
  /**
   * What a person might look for in the move list and not find, with why, in the host's words
   * ("MLA: you hold no MLA stock card"): shown under the group, so nothing is left out silently.
   */
  unavailable?(ctx: TableContext<V, B>): Unavailable[];
  /** Why a target that is not offered cannot be picked, in the host's words (null: say nothing). */
  whyNot?(ctx: TableContext<V, B>, target: string): string | null;
  /** The header's line after the game's name: "North America · turn 12". */
  status(ctx: TableContext<V, B>): string;
  /** A short figure per player for the players bar (points), or ''. */
  playerStat?(ctx: TableContext<V, B>, playerId: string): string;
  /** A line more per player for the players bar's tooltip ("5 stock and 3 flight cards in hand"). */
  playerNote?(ctx: TableContext<V, B>, playerId: string): string;
  /** The name a save of this table starts with. */
  saveName(ctx: TableContext<V, B>): string;
  /**
   * Every moment this view holds (one per scoring so far, say), each with a key of its own. The
   * shell shows those it has not seen since it opened the table: coming back replays none.
   */
  moments?(ctx: TableContext<V, B>): Moment[];
  /** Shown under the totals when the game is over (the final scoring). */
  outcomeDetail?(ctx: TableContext<V, B>): { component: Component; props: Record<string, unknown> } | null;
  /** The view with player names put in wherever the game keeps them. */
  withNames?(view: V, nameOf: (playerId: string) => string): V;
}
