/** Airlines (1990) in the renderer: its table screen, its editor and its rules help, each loaded when first needed. */
import type { GameRegistration } from '../registration.js';

export const airlines: GameRegistration = {
  id: 'airlines',
  play: () => import('./screen.js').then((m) => m.airlinesScreen),
  editor: () => import('./editor/index.js').then((m) => m.airlinesEditor),
  rules: () => import('./RulesHelp.vue').then((m) => m.default),
  labHeat: () => import('./lab-heat-scene.js').then((m) => m.heatScene),
  colours: {
    // Player colours apart from the airlines' own (red, blue, green, yellow …) on this board.
    seats: ['#0b7285', '#9c36b5', '#e8590c', '#364fc7', '#5c940d', '#862e9c'],
  },
};
