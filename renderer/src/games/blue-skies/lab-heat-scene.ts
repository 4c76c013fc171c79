/**
 * The Blue Skies board scene set up for the lab's heat map (the registration's `labHeat`): the
 * scene as the table draws it, with nothing on the board yet, and its heat layer (lab-heat.ts).
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import type { HeatSceneFactory } from '../../lab/heat.js';
import { cardSizeFor } from './geometry.js';
import { BlueSkiesHeat } from './lab-heat.js';
import { BlueSkiesScene } from './scene.js';
import { MAP_COLOURS as SKIES_COLOURS } from './style.js';

export const heatScene: HeatSceneFactory = (board, players) => {
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
};
