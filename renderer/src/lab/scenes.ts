/**
 * Each game's own board scene set up for the lab's heat map: the scene as the table draws it, with
 * nothing on the board yet, and its heat layer. A game missing here gets the host's SVG instead.
 */
import type { Container } from 'pixi.js';
import type { AirlinesBoard } from '../../../games/airlines/types.js';
import type { BlueSkiesBoard } from '../../../games/blue-skies/board.js';
import type { Linie1Board } from '../../../games/linie1/board.js';
import { AirlinesScene } from '../games/airlines/scene.js';
import { MAP_COLOURS as AIRLINES_COLOURS } from '../route-map/style.js';
import { cardSizeFor } from '../games/blue-skies/geometry.js';
import { BlueSkiesScene } from '../games/blue-skies/scene.js';
import { MAP_COLOURS as SKIES_COLOURS } from '../games/blue-skies/style.js';
import { CityScene } from '../games/linie1/scene.js';
import { COLOURS as CITY_COLOURS } from '../games/linie1/style.js';
import type { Rect } from '../pixi/camera.js';
import { AirlinesHeat } from '../games/airlines/lab-heat.js';
import { BlueSkiesHeat } from '../games/blue-skies/lab-heat.js';
import type { HeatLayer } from './heat.js';
import { Linie1Heat } from '../games/linie1/lab-heat.js';

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

type Factory = (board: unknown, players: number) => HeatScene;

export const heatScenes: Readonly<Record<string, Factory>> = {
  airlines(board) {
    const scene = new AirlinesScene();
    const b = board as AirlinesBoard;
    scene.draw(b, {});
    const layer = new AirlinesHeat(scene, b);
    return {
      root: scene.root,
      layer,
      background: AIRLINES_COLOURS.sea,
      bounds: () => scene.bounds(),
      zoom: (scale) => scene.setZoom(scale),
      set onChange(fn: () => void) {
        scene.onChange = fn;
      },
      destroy: () => scene.destroy(),
    };
  },
  linie1(board) {
    const scene = new CityScene();
    const b = board as Linie1Board;
    scene.setBoard(b);
    const layer = new Linie1Heat(scene, b);
    return {
      root: scene.root,
      layer,
      background: CITY_COLOURS.outside,
      bounds: () => scene.bounds(),
      zoom: () => undefined,
      set onChange(fn: () => void) {
        scene.onChange = fn;
      },
      destroy: () => scene.destroy(),
    };
  },
  'blue-skies'(board, players) {
    const scene = new BlueSkiesScene();
    const b = board as BlueSkiesBoard;
    scene.draw(b, { players, colours: {}, regions: new Set() });
    const layer = new BlueSkiesHeat(scene, b);
    return {
      root: scene.root,
      layer,
      background: SKIES_COLOURS.sea,
      bounds: () => scene.bounds(),
      zoom: (scale, width, height) => {
        scene.setZoom(scale, cardSizeFor(width, height));
        layer.relayout();
      },
      set onChange(fn: () => void) {
        scene.onChange = fn;
      },
      destroy: () => scene.destroy(),
    };
  },
};
