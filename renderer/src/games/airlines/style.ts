/** How the Airlines map looks: route line styles, colours and the legend's words. */
import type { RouteType } from '../../../../games/airlines/types.js';

export const ROUTE_STYLE: Record<RouteType, { label: string; region: string; colour: string }> = {
  wavy: { label: 'Wavy', region: 'around the outside', colour: '#1d6e8c' },
  dotted: { label: 'Dotted', region: 'east', colour: '#6a4c93' },
  dashed: { label: 'Dashed', region: 'north-west', colour: '#8a5a2b' },
  double: { label: 'Double', region: 'south-west', colour: '#2f6b4f' },
  solid: { label: 'Solid', region: 'north-east', colour: '#34404c' },
};

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

/** Black or white text, whichever reads better on `hex`. */
export function textOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1b1b1b' : '#ffffff';
}
