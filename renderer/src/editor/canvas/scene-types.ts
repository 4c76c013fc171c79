/** What a mode's Pixi scene offers the editor canvas (the board drawing, with handles on top). */
import type { Container } from 'pixi.js';
import type { Point, Rect } from '../../pixi/camera.js';
import type { ElementRef, Selection } from '../model/selection.js';
import type { Cell, EditorHandle, Tool } from '../modes/types.js';

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
}

/**
 * Whether what a scene draws from these fields would change from the last state it drew (the
 * cell under the pointer by its place, the rest by identity); always with nothing drawn yet.
 */
export function sceneStateChanged(last: SceneState | null, now: SceneState, keys: readonly (keyof SceneState)[]): boolean {
  if (!last) return true;
  return keys.some((k) => (k === 'cell' ? last.cell?.col !== now.cell?.col || last.cell?.row !== now.cell?.row : last[k] !== now[k]));
}

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
}
