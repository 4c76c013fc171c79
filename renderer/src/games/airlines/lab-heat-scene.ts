/**
 * The Airlines board scene set up for the lab's heat map (the registration's `labHeat`): the scene
 * as the table draws it, with nothing on the board yet, and its heat layer (lab-heat.ts).
 */
import type { AirlinesBoard } from '../../../../games/airlines/types.js';
import { MAP_COLOURS as AIRLINES_COLOURS } from '../../route-map/style.js';
import type { HeatSceneFactory } from '../../lab/heat.js';
import { AirlinesHeat } from './lab-heat.js';
import { AirlinesScene } from './scene.js';

export const heatScene: HeatSceneFactory = (board) => {
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
};
