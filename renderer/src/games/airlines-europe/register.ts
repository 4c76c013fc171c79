/** Airlines Europe in the renderer: its table screen, its editor and its rules help, each loaded when first needed. */
import type { GameRegistration } from '../registration.js';

export const airlinesEurope: GameRegistration = {
  id: 'airlines-europe',
  play: () => import('./screen.js').then((m) => m.europeScreen),
  editor: () => import('./editor/index.js').then((m) => m.europeEditor),
  rules: () => import('./RulesHelp.vue').then((m) => m.default),
  colours: {
    // Player colours apart from the ten airlines' own (red, blue, yellow, violet, white, orange, green, grey, teal, black).
    seats: ['#0b7285', '#c2255c', '#5f3dc4', '#a9661f', '#364fc7', '#66a80f'],
  },
};
