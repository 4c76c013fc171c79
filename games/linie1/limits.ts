/**
 * The limits of a Linie 1 board beyond the shared ones (games/core/limits.ts): each is far
 * beyond the 1995 game (a 12 × 12 grid, 12 buildings, 6 lines with 12 terminals, 12 tile types
 * with at most 21 tiles each in the pile, 126 tiles in all, 12 route cards of 2 or 3 stops, a
 * die of 6 faces) and keeps setup cheap: the pile a setup shuffles holds at most
 * tileTypes × pile tiles (6,400), the grid at most rows × columns squares (900).
 */
export const LINIE1_LIMITS = {
  /** Rows and columns of the grid (each). */
  gridSide: 30,
  /** Buildings, and blocked squares: at most one per square. */
  squares: 900,
  lines: 30,
  /** Terminals: two per line is the rule; a board may draw more loops than it uses. */
  terminals: 120,
  tileTypes: 64,
  /** Track pieces on one tile (a square has 6 pairs of edges). */
  segments: 6,
  /** Tiles of one type in the draw pile, and dark-backed starting tiles of one type. */
  tilesPerType: 100,
  /** The supply a player keeps, and so the starting tiles of one type a player gets. */
  handSize: 20,
  /** Tiles laid per building turn. */
  tilesPerTurn: 5,
  routeCards: 200,
  /** Player counts one route card is dealt at. */
  cardPlayerCounts: 8,
  /** Stops one line must make on one route card. */
  stops: 20,
  /** Faces of the die, and the highest number on a face. */
  dieFaces: 20,
  dieNumber: 12,
  /** Characters of a building's, a tile type's and a street's name. */
  name: 80,
  /** Characters of a line's name and of its colour. */
  lineName: 40,
} as const;
