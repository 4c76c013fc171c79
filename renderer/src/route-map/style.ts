/** How a route map looks whatever the game: sea and land, cities, circles, highlights. */

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
