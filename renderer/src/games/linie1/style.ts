/** The Linie 1 map's colours and sizes, in one place (the editor draws with the same). */
export const COLOURS = {
  /** Around the grid, where the terminal loops are. */
  outside: '#e7e1d3',
  cobbles: 0xd6cfbf,
  gridLine: 0xb9b09b,
  building: 0x5d4a3c,
  /** A square where no track may go (a park, water): a hatched green, unlike tiles and buildings. */
  blocked: 0x9db48e,
  blockedHatch: 0x5e7a52,
  buildingText: '#ffffff',
  tile: 0xf4ecda,
  tileEdge: 0xa8966f,
  treeTile: 0xe1ebcf,
  tree: 0x4f8a2f,
  rail: 0x2b3134,
  sign: 0xffffff,
  signRing: 0xc92a2a,
  signText: '#c92a2a',
  /** Squares a picked tile may go to; squares where it would be an exchange. */
  target: 0x0b7285,
  exchange: 0x9c36b5,
  ok: 0x2f9e44,
  bad: 0xe03131,
  focus: 0xf59f00,
  hover: 0x0b7285,
  /** The terminals' street names and the row and column numbers round the grid. */
  streetText: '#3d3528',
  coordText: '#6a5f4b',
} as const;

export const FONT = 'Inter, "Segoe UI", system-ui, sans-serif';

/** Track stroke widths as fractions of a square. */
export const RAIL_WIDTH = 0.2;
export const RAIL_GAP = 0.07;

/** A readable text colour on a line's colour (white on dark, ink on light). */
export function inkOn(colour: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return '#22303c';
  const n = parseInt(m[1]!, 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? '#22303c' : '#ffffff';
}
