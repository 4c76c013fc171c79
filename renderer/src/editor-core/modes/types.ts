/**
 * Editor modes, v2: everything the board editor needs to know about one game's boards.
 *
 * The editor core (history, selection, camera, problem list, files, drafts, playtest) is the
 * same for every game and knows no game's words. A mode brings:
 * - its board format (the game's schema, migrations and checks: one reader for the whole app),
 * - its layout (free points, a square tile grid …) with its snapping and guides,
 * - its tools, each of one gesture kind the canvas drives (place a point, connect two elements,
 *   pick an element, paint cells, stamp a tile with a rotation, fill from a cell, …),
 * - its elements (what can be selected, named, found from a problem's path, deleted, moved),
 * - its words (the first hint, field names in problems),
 * and, on the screen side (`ModeUi`, loaded only when the editor shows the mode), its Pixi scene,
 * its inspector, its tables and its tools' option panels.
 *
 * A game's editor is one folder, `modes/<game>/`, and one entry in `modes/index.ts`.
 */
import type editorWords from '../../i18n/editor/en.js';
import type { Params } from '../../i18n/simple.js';
import type { Component } from 'vue';
import type { BoardFormat } from '../../../../games/core/board-check.js';
import type { FieldNames } from '../../../../games/core/issue-words.js';
import type { BoardProblem } from '../../../../games/core/types.js';
import type { Point, Rect } from '../../pixi/camera.js';
import type { Container } from 'pixi.js';
import type { Command } from '../model/command.js';
import type { CellRect, GridContent, MirrorAxis } from '../model/grid-region.js';
import type { LayerDef } from '../model/layers.js';
import type { ElementRef, Selection } from '../model/selection.js';

export type { Point, Rect, CellRect, MirrorAxis };

// ---- layout -----------------------------------------------------------------------------------

/** A square of a tile grid, counted from `base` (0 or 1, as the mode's layout says). */
export interface Cell {
  col: number;
  row: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * Where things may sit on a board. `freePoints` and `tileGrid` (layout.ts) cover the games we
 * know; a mode may write its own.
 */
export interface Layout<B> {
  /** `points`: elements anywhere (snapped to a step); `cells`: a grid of squares. */
  readonly kind: 'points' | 'cells';
  /** Map units of one grid step: what the arrow keys nudge by, what snapping rounds to. */
  readonly step: number;
  /** The map area the camera fits and a background picture is sized to. */
  bounds(board: B): Rect;
  /** What Fit shows when it is more than `bounds` (elements left outside a grid made smaller). */
  view?(board: B): Rect;
  /** Where a point lands when snapping is on. */
  snap(board: B, p: Point): Point;
  /** Lines the canvas draws while the grid is shown. */
  guides(board: B): Segment[];
  /** The cell under a point (cell tools need it), or null off the grid. */
  cellAt?(board: B, p: Point): Cell | null;
  /** Where a cell is on the map. */
  cellRect?(board: B, cell: Cell): Rect;
}

// ---- tools ------------------------------------------------------------------------------------

/** What a tool is given besides the board and the target. */
export interface ToolContext {
  /** This tool's options as its options panel set them (the region to paint, the tile to stamp). */
  options: Readonly<Record<string, unknown>>;
  /** Turns of a stamp tool, 0 … rotations − 1 (R turns clockwise, Shift+R back). */
  rotation: number;
  shift: boolean;
  alt: boolean;
}

/** A tool's edit, what to select afterwards and what to tell the user (default: the label). */
export interface ToolEdit<B> {
  command: Command<B>;
  select?: ElementRef[];
  say?: string;
}

/** An edit; a string says why nothing was done (shown as a warning); null: nothing to do. */
export type ToolResult<B> = ToolEdit<B> | string | null;

interface ToolInfo {
  id: string;
  /** Its name's key in the editor's catalogue: the screen words it, never an English fallback. */
  labelKey: EditorKey;
  /**
   * Single key that picks the tool ("v", "c" …). The core keeps G (grid), F and 0 (fit), R and
   * Shift+R (turn, while a stamp tool is picked), the arrows and Delete for itself.
   */
  key: string;
  /** One line telling the user what to do with it. */
  hint: string;
  /** The options a fresh editor starts with (the options panel edits them). */
  defaults?: Readonly<Record<string, unknown>>;
}

/** Click selects (Shift toggles), drag moves the selection, drag on empty map draws a box. */
export interface SelectTool extends ToolInfo {
  kind: 'select';
}
/** Draw a loop round elements to select them (Shift adds to the selection); needs the scene's `hitLasso`. */
export interface LassoTool extends ToolInfo {
  kind: 'lasso';
}
/** A click at a map point (snapped when the grid is on); `hit` is what is under it, if anything. */
export interface PlaceTool<B> extends ToolInfo {
  kind: 'place';
  place(board: B, at: Point, hit: ElementRef | null, ctx: ToolContext): ToolResult<B>;
}
/** Click one element, then another: an edge between them; the second becomes the next first. */
export interface ConnectTool<B> extends ToolInfo {
  kind: 'connect';
  canConnect(board: B, ref: ElementRef): boolean;
  connect(board: B, from: ElementRef, to: ElementRef, ctx: ToolContext): ToolResult<B>;
  words: {
    /** Said when the first click hits nothing that may start an edge. */
    start: string;
    /** Said after an edge is drawn ("Click another one to go on, Escape to stop."). */
    next: string;
  };
}
/** A click on an element does something to it (make it a member of the chosen region …). */
export interface PickTool<B> extends ToolInfo {
  kind: 'pick';
  pick(board: B, ref: ElementRef, ctx: ToolContext): ToolResult<B>;
}
/** Press and drag over cells: each cell once, the whole drag one undo step. */
export interface PaintTool<B> extends ToolInfo {
  kind: 'paint';
  paint(board: B, cell: Cell, ctx: ToolContext): Command<B> | null;
}
/** A click on a cell puts something there in one of `rotations` turns (R turns it). */
export interface StampTool<B> extends ToolInfo {
  kind: 'stamp';
  rotations: number;
  stamp(board: B, cell: Cell, ctx: ToolContext): ToolResult<B>;
}
/** A click on a cell fills from it (the mode decides how far). */
export interface FillTool<B> extends ToolInfo {
  kind: 'fill';
  fill(board: B, cell: Cell, ctx: ToolContext): ToolResult<B>;
}
/**
 * Drag a rectangle of cells; drag inside it to move what it holds; the region panel and keys copy,
 * cut, paste (a stamp, again at each click), clear, turn and mirror it. Needs the mode's `grid`.
 */
export interface RegionTool extends ToolInfo {
  kind: 'region';
}
/** Drag a rectangle of cells: the tool fills it (what with: its options). */
export interface RectTool<B> extends ToolInfo {
  kind: 'rect';
  fillRect(board: B, rect: CellRect, ctx: ToolContext): ToolResult<B>;
}
/** A click on an element deletes it (through the mode's `deleteCommand`). */
export interface DeleteTool extends ToolInfo {
  kind: 'delete';
}

export type Tool<B = any> = SelectTool | LassoTool | PlaceTool<B> | ConnectTool<B> | PickTool<B> | PaintTool<B> | StampTool<B> | FillTool<B> | RegionTool | RectTool<B> | DeleteTool;
export type ToolKind = Tool['kind'];

// ---- the mode ---------------------------------------------------------------------------------

export interface ModeWords {
  /** Said when a new board opens: what to do first ("Place points with the Point tool (P)."). */
  start: string;
  /** Schema keys in problem messages where the key reads badly: `{ segs: 'track pieces' }` (see FieldNames). */
  fields?: FieldNames;
  /** A top-level list that is empty or too short, said so the user knows which tool fills it. */
  emptyList?: Readonly<Record<string, string>>;
}

/**
 * A game check's problems in the editor's words, for one board. Schema problems are already in
 * words and named by the mode's `describe`.
 */
export interface ProblemWording {
  /** A problem's message in better words (say, a name where the rules module wrote an id). */
  words?(problem: BoardProblem, ref: ElementRef | null): string;
  /**
   * The same for a problem's key and params, which the problem list words in the chosen
   * language: names for the ids a game check put in its params, or a key that says more here.
   */
  params?(problem: BoardProblem): Pick<BoardProblem, 'key' | 'params'>;
}

export interface EditorMode<B = any> {
  /** The game id (folder name in games/ and boards/). */
  game: string;
  label: string;
  /** The game's board format: the core reads, checks and writes boards through it. */
  format: BoardFormat<B>;
  layout: Layout<B>;
  tools: readonly Tool<B>[];
  words: ModeWords;
  newBoard(): B;
  /** Everything selectable on the map (Ctrl+A). */
  elements(board: B): ElementRef[];
  exists(board: B, ref: ElementRef): boolean;
  /** Where an element sits on the map (an edge: its middle), for centring; null off the map. */
  position(board: B, ref: ElementRef): Point | null;
  /** "Airport Atlanta", "Tile at column 3, row 4": how problems and messages name an element. */
  describe(board: B, ref: ElementRef): string;
  /** The element a problem's path points at (`$.edges[3].costs[0]` → that edge). */
  locate(board: B, path: string): ElementRef | null;
  deleteCommand(board: B, refs: readonly ElementRef[]): Command<B> | null;
  /** Moves the movable ones among `refs` by (dx, dy); absent or null when nothing moves. */
  moveCommand?(board: B, refs: readonly ElementRef[], dx: number, dy: number): Command<B> | null;
  /** The map's layers (element kinds to hide or lock together); the background picture is added by the core. */
  layers?: readonly LayerDef<B>[];
  /** What the cells of a tile grid hold, for the region tools (select, move, copy, paste, turn, mirror). */
  grid?: GridContent<B, any>;
  /** Copy, paste, mirror and turn of selected elements on a map of free points (route maps). */
  selectionEdits?: SelectionEdits<B, any>;
  /**
   * A handle the select tool drags (a route's bend, a label): pressed, it gives the gesture's
   * undo label and, for each pointer move, the edit for the total move since the press; null
   * when this mode has no such handle.
   */
  handleDrag?(board: B, handle: EditorHandle): HandleDrag<B> | null;
  /** One line of counts for the status bar: "30 × 30 cells · 12 tiles". */
  summary(board: B): string;
  /**
   * How a game check's problems read in the editor (see ProblemWording). Made once per board
   * checked, so what it looks up (routes, cities by id) is indexed once, not once per problem.
   */
  problemWording?(board: B): ProblemWording;
}

/**
 * Copy (Ctrl+C), paste (Ctrl+V), mirror (Shift+H, Shift+V) and turn (Shift+R, Shift+L) of the
 * selection; each edit is one undo step. A string says why nothing was done.
 */
export interface SelectionEdits<B, C> {
  /** What to keep for a paste (the board does not change), and what to tell the user. */
  copy(board: B, refs: readonly ElementRef[]): { clip: C; say: string } | string;
  /** The copy added with fresh ids, its middle at `at` (null: beside where it was copied). */
  paste(board: B, clip: C, at: Point | null): ToolEdit<B> | string;
  mirror(board: B, refs: readonly ElementRef[], axis: MirrorAxis): ToolEdit<B> | string;
  /** A quarter turn: 1 clockwise, -1 anticlockwise. */
  turn(board: B, refs: readonly ElementRef[], quarter: 1 | -1): ToolEdit<B> | string;
}

/**
 * Something drawn by the editor that the select tool drags rather than an element: `ref` names
 * it (`bend:den-oma`), `owner` is the element it belongs to (selected on press; its layer's
 * lock applies), `from` its offset now (what a drag adds to).
 */
export interface EditorHandle {
  ref: ElementRef;
  owner: ElementRef;
  from: { dx: number; dy: number };
}

export interface HandleDrag<B> {
  label: string;
  /** The edit for a move of (dx, dy) map units since the press, on the board as it is now. */
  to(board: B, dx: number, dy: number): Command<B> | null;
}

// ---- the screen side --------------------------------------------------------------------------

export interface ModeTab {
  id: string;
  /** The tab's name, a key of the editor's catalogue. */
  labelKey: EditorKey;
  component: Component;
  props?: Record<string, unknown>;
}

export interface ModeUi<B = any> {
  createScene(): ModeScene<B>;
  /** Edits the selection (it reads the editor store; no props); with nothing selected, the board. */
  inspector: Component;
  /** Tabs beside the inspector for what is not on the map (tables). */
  tabs?: ModeTab[];
  /** The tab that shows an element that is not on the map (a problem in a table). */
  tabFor?(ref: ElementRef): string | null;
  /** A panel above the inspector while the tool is picked: the region to paint, the tile to stamp. */
  toolOptions?: Readonly<Record<string, Component>>;
}

/**
 * A key of the editor area's catalogue. Tools, layers and tabs are named by one, so their names
 * read in the editor's language from the first frame, before the mode's screen side has loaded.
 */
export type EditorKey = keyof typeof editorWords;

/** One game's editor: the pure mode, and its screen side loaded when the editor shows it. */
export interface EditorEntry<B = any> {
  mode: EditorMode<B>;
  ui(): Promise<ModeUi<B>>;
}

/** What a mode's scene is told each time it draws (the canvas builds it; canvas/scene-types.ts). */
export interface SceneState {
  selection: Selection;
  /** The element of the problem last clicked in the list. */
  highlight: ElementRef | null;
  hover: ElementRef | null;
  /** The first end of an edge being drawn (connect tools). */
  pendingFrom: ElementRef | null;
  /** Camera scale (handles keep their screen size). */
  scale: number;
  /** A gesture (a drag) is under way: a scene may draw a quick preview and redraw fully at its end. */
  live: boolean;
  /** The tool picked, its options and the stamp turn: what a preview under the pointer shows. */
  tool: Tool;
  options: Readonly<Record<string, unknown>>;
  rotation: number;
  /** The pointer on the map (null when it is off the canvas) and the cell under it, if any. */
  pointer: Point | null;
  cell: Cell | null;
  /** The map area on screen (map units): a scene may leave out of the frame what lies outside it. */
  view?: Rect;
}

/** What a mode's Pixi scene offers the editor canvas (the board drawing, with handles on top). */
export interface ModeScene<B = any> {
  readonly root: Container;
  /** Redraws what changed since the last call (board identity and state are compared). */
  update(board: B, state: SceneState): void;
  /** What is at a map point; `scale` is the camera zoom (tolerances are in screen pixels). */
  hit(board: B, p: Point, scale: number): ElementRef | null;
  hitBox(board: B, rect: Rect): ElementRef[];
  /** What a lasso (a closed loop of map points) holds, for the Lasso tool. */
  hitLasso?(board: B, loop: readonly Point[]): ElementRef[];
  /** The editor handle at a map point (a route's bend, a label), asked before `hit`; null: none. */
  handleAt?(board: B, p: Point, scale: number, selection: Selection): EditorHandle | null;
  destroy(): void;
  /** Milliseconds the last board redraw took (the frame statistics report it). */
  lastDrawMs?: number;
  /** Work left for the next frames (a big board's numbers after its first frame): the canvas draws another. */
  unfinished?(): boolean;
}
