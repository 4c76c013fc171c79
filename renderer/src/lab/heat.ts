/**
 * The heat map overlay a game's board scene can implement, so the lab's report draws its heat
 * map on the game's own Pixi scene: per kind of element (route, airline, cell, airport …) and per
 * element id, a heat from 0 (never used) to 1 (used most), computed the same way as the
 * standalone report's SVG (formats/lab-heat.ts). A scene that implements it draws the heat on
 * its board and answers what a map point is, so the lab can show that element's figures.
 *
 * A game implements it on its scene as it is (renderer/src/games/<game>/lab-heat.ts) and sets the
 * scene up for the lab in its lab-heat-scene.ts, which its registration's `labHeat` loads:
 * `setHeat` colours its elements from `heat.kinds`, `clear` removes that, `elementAt` names the
 * element under a map point. A game without one gets the host's SVG of its board.
 */
import { kindHeat, type KindHeat } from '../../../formats/lab-heat.js';
import type { ElementKindReport } from '../../../formats/lab-report.js';
import type { Container } from 'pixi.js';
import type { Point, Rect } from '../pixi/camera.js';

export interface BoardHeat {
  /** Per kind of element, its heat and share of games per element id. */
  kinds: Map<string, KindHeat>;
}

export interface HeatLayer {
  setHeat(heat: BoardHeat): void;
  clear(): void;
  /** The element at a map point, as its kind and id (null: nothing there). */
  elementAt(p: Point, scale: number): { kind: string; id: string } | null;
  /** The scene moved its parts (a zoom re-placed Blue Skies' cards): draw the heat again. */
  relayout?(): void;
  destroy(): void;
}

/** A game's board scene set up for the lab's heat map: the scene as the table draws it, with nothing on the board yet, and its heat layer. */
export interface HeatScene {
  root: Container;
  layer: HeatLayer;
  background: string;
  bounds(): Rect;
  /** The camera's zoom changed (the stage's size in pixels given too). */
  zoom(scale: number, width: number, height: number): void;
  /** Called by the scene when it wants a frame. */
  set onChange(fn: () => void);
  destroy(): void;
}

/** Makes a game's heat scene for a board (as the report holds it) and a player count. */
export type HeatSceneFactory = (board: unknown, players: number) => HeatScene;

export function boardHeat(elements: readonly ElementKindReport[]): BoardHeat {
  return { kinds: new Map(elements.map((k) => [k.kind, kindHeat(elements, k.kind)])) };
}
