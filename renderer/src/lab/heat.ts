/**
 * The heat map overlay a game's board scene can implement, so the lab's report draws its heat
 * map on the game's own Pixi scene: per kind of element (route, airline, cell, airport …) and per
 * element id, a heat from 0 (never used) to 1 (used most), computed the same way as the
 * standalone report's SVG (formats/lab-heat.ts). A scene that implements it draws the heat on
 * its board and answers what a map point is, so the lab can show that element's figures.
 *
 * Airlines, Linie 1 and Blue Skies implement it (airlines-heat.ts, linie1-heat.ts,
 * blue-skies-heat.ts) on their scenes as they are, and scenes.ts sets each scene up for the lab.
 * A game's scene that wants its heat map in the app adds a class like them: `setHeat` colours its
 * elements from `heat.kinds`, `clear` removes that, `elementAt` names the element under a map
 * point; until then the lab shows the board as the host's SVG.
 */
import { kindHeat, type KindHeat } from '../../../formats/lab-heat.js';
import type { ElementKindReport } from '../../../formats/lab-report.js';
import type { Point } from '../pixi/camera.js';

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

export function boardHeat(elements: readonly ElementKindReport[]): BoardHeat {
  return { kinds: new Map(elements.map((k) => [k.kind, kindHeat(elements, k.kind)])) };
}
