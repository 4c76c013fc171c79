/** Blue Skies in the renderer: its table screen, its editor and its rules help, each loaded when first needed. */
import type { GameRegistration } from '../registration.js';

export const blueSkies: GameRegistration = {
  id: 'blue-skies',
  play: () => import('./screen.js').then((m) => m.blueSkiesScreen),
  editor: () => import('./editor/index.js').then((m) => m.blueSkiesEditor),
  rules: () => import('./RulesHelp.vue').then((m) => m.default),
  labHeat: () => import('./lab-heat-scene.js').then((m) => m.heatScene),
  colours: {
    // Apart from the local airlines' grey and the red passenger cubes; told apart by colour-blind eyes too.
    seats: ['#1c7ed6', '#e8590c', '#2b8a3e', '#ae3ec9', '#b08900'],
  },
};
