/** How a route map looks whatever the game: sea and land, cities, circles, highlights. */
import { readableOn } from '../ui/contrast.js';

export const MAP_COLOURS = {
  sea: '#dce8ef',
  land: '#f4efe4',
  landEdge: '#c9bfa9',
  city: '#ffffff',
  cityEdge: '#2b3440',
  label: '#2b3440',
  circle: '#ffffff',
  circleEdge: '#4a5563',
  cost: '#2b3440',
  highlight: '#ffb000',
  hover: '#0b7285',
  /** The keyboard's focus ring: dark, so it shows on the highlight's amber too. */
  focus: '#1c2a78',
  sabotage: '#1b1b1b',
};

/** Black or white text, whichever has the higher WCAG contrast on `hex` (at least 4.5:1 on any colour). */
export const textOn = readableOn;
