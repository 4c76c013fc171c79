/**
 * An editor mode: everything the board editor needs to know about one game's boards. The
 * editor core (history, selection, files, validation list, canvas camera) is the same for every
 * game; a mode supplies the board model, its commands and its tools. Pure TypeScript: the Vue
 * panels of a mode are registered separately (ui-registry.ts), so this side runs in tests.
 */
import type { BoardProblem } from '../../../../games/core/types.js';
import type { BackgroundImage } from '../../../../games/core/board-header.js';
import type { Command } from '../model/command.js';
import type { ElementRef } from '../model/selection.js';

export interface Point {
  x: number;
  y: number;
}

export interface ToolInfo {
  id: string;
  label: string;
  /** Single key that picks the tool ("v", "c" …). */
  key: string;
  /** One line telling the user what to do with it. */
  hint: string;
  /**
   * How the canvas drives it: `select` picks and drags, `place` puts a new element at a click,
   * `connect` joins two clicked elements, `delete` removes what is clicked.
   */
  kind: 'select' | 'place' | 'connect' | 'delete';
}

/** A tool's edit, with what to select afterwards. */
export interface ToolEdit<B> {
  command: Command<B>;
  select: ElementRef[];
}

export interface LoadResult<B> {
  /** An editable board (perhaps a draft with problems), or null when nothing usable is there. */
  board: B | null;
  problems: BoardProblem[];
}

export interface EditorMode<B = unknown> {
  /** The game id (folder name in games/ and boards/). */
  game: string;
  label: string;
  /** The map's coordinate space (the canvas fits it, the grid covers it). */
  mapSize: { width: number; height: number };
  tools: readonly ToolInfo[];
  newBoard(): B;
  /** Reads a file's JSON leniently: a board with problems is still opened, as a draft. */
  load(raw: unknown): LoadResult<B>;
  /** Schema problems and the game's own checks, each with a `$.routes[3]`-style path. */
  validate(board: B): BoardProblem[];
  /** The element a problem's path points at, to select and centre it. */
  locate(board: B, path: string): ElementRef | null;
  /** Everything selectable on the map (Ctrl+A). */
  elements(board: B): ElementRef[];
  exists(board: B, ref: ElementRef): boolean;
  /** Where an element sits on the map (a route: its middle), for centring the view. */
  position(board: B, ref: ElementRef): Point | null;
  /** "City Denver", "Route Denver–Omaha". */
  describe(board: B, ref: ElementRef): string;
  deleteCommand(board: B, refs: readonly ElementRef[]): Command<B> | null;
  /** Moves the movable ones among `refs` by (dx, dy); null when none can move. */
  moveCommand(board: B, refs: readonly ElementRef[], dx: number, dy: number): Command<B> | null;
  /** A `place` tool's click at a map point. */
  place?(tool: string, board: B, at: Point): ToolEdit<B> | null;
  /** Whether a `connect` tool may start or end at this element. */
  canConnect?(tool: string, ref: ElementRef): boolean;
  /** A `connect` tool's second click: joins `from` and `to`; a string says why not. */
  connect?(tool: string, board: B, from: ElementRef, to: ElementRef): ToolEdit<B> | string;
  background(board: B): BackgroundImage | undefined;
  setBackgroundCommand(board: B, background: BackgroundImage | undefined): Command<B>;
  boardName(board: B): string;
  /** One line of counts for the status bar: "47 cities · 90 routes · 9 airlines". */
  summary(board: B): string;
  /** Stable JSON: same key order every time, one element per line. */
  serialise(board: B): string;
}
