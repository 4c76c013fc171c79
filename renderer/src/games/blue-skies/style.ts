/** How the Blue Skies map looks: colours, and the words of its legend. */

export const MAP_COLOURS = {
  sea: '#dbe7f0',
  land: '#f3eee3',
  /** The coast and borders round the land. */
  coast: '#9fb3c4',
  card: '#ffffff',
  cardEdge: '#2b3440',
  ink: '#22303c',
  faint: '#5b6875',
  valueBadge: '#1f3a5f',
  freeGate: '#ffffff',
  freeGateEdge: '#5b6875',
  unusedGate: '#c5ccd3',
  local: '#5f6670',
  passenger: '#c92a2a',
  highlight: '#ffb000',
  focus: '#1b1b1b',
  hover: '#0b7285',
  leader: '#5b6875',
};

/**
 * Region colours, in board order (an airport in two regions shows both). Kept apart from the
 * seats' colours (registration.ts), which fill the gate boxes.
 */
export const REGION_COLOURS = ['#0c8599', '#c2255c', '#8a5a2b', '#5f3dc4', '#66a80f', '#e03131', '#495057', '#f59f00', '#3b5bdb', '#862e9c'] as const;

export function regionColour(index: number): string {
  return REGION_COLOURS[((index % REGION_COLOURS.length) + REGION_COLOURS.length) % REGION_COLOURS.length]!;
}

/** Black or white text, whichever reads better on `hex`. */
export function textOn(hex: string): string {
  const n = parseInt(hex.slice(1, 7), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1b1b1b' : '#ffffff';
}
