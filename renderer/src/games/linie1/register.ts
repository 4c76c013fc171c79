/** Linie 1 in the renderer: its table screen, its editor and its rules help, each loaded when first needed. */
import type { GameRegistration } from '../registration.js';

export const linie1: GameRegistration = {
  id: 'linie1',
  play: () => import('./screen.js').then((m) => m.linie1Screen),
  editor: () => import('./editor/index.js').then((m) => m.linie1Editor),
  rules: () => import('./RulesHelp.vue').then((m) => m.default),
  labHeat: () => import('./lab-heat-scene.js').then((m) => m.heatScene),
  colours: {
    // Seat colours apart from the line colours on the map (red, yellow, green, light blue, pink, grey).
    seats: ['#0b7285', '#7048e8', '#e8590c', '#364fc7', '#2b8a3e'],
  },
};
