/**
 * The Linie 1 city scene set up for the lab's heat map (the registration's `labHeat`): the scene
 * as the table draws it, with nothing on the board yet, and its heat layer (lab-heat.ts).
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import type { HeatSceneFactory } from '../../lab/heat.js';
import { Linie1Heat } from './lab-heat.js';
import { CityScene } from './scene.js';
import { COLOURS as CITY_COLOURS } from './style.js';

export const heatScene: HeatSceneFactory = (board) => {
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
};
