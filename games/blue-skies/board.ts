/**
 * Blue Skies: the airports-and-gates board format (its semantic checks are in validate.ts).
 *
 * The board editor edits files of `boardSchema`; the rules module reads everything it needs
 * from one (the airports and their gate spaces, the regions, the bag, the points per round and
 * each player's gates), so a new board never needs a code change.
 */
import { z } from 'zod';
import { boardHeader, elementId } from '../core/board-header.js';
import { BLUE_SKIES_LIMITS as L } from './limits.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** Map coordinates: x to the right (west to east), y downwards (north to south). */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;

const playerCount = z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS);
const gatesPerPlayer = z.number().int().min(1).max(L.gatesPerPlayer);

export const gateSpaceSchema = z.object({
  /** The points it costs to open this gate (printed in the gate space). */
  cost: z.number().int().min(1).max(L.gateCost),
  /** The smallest player count that uses this space (2 = always used). */
  fromPlayers: playerCount,
});
export type GateSpace = z.infer<typeof gateSpaceSchema>;

export const airportSchema = z.object({
  /** The airport code, e.g. "ATL". */
  id: elementId,
  city: z.string().min(1).max(L.name),
  x: z.number().min(0).max(MAP_WIDTH),
  y: z.number().min(0).max(MAP_HEIGHT),
  /** The big number on the airport: what each gate here is worth towards region majorities. */
  value: z.number().int().min(0).max(L.airportValue),
  /** The four gate spaces, left to right. */
  gates: z.array(gateSpaceSchema).length(4),
  /** The price of buying out a local airline gate here; null means it cannot be bought out. */
  buyout: z.number().int().min(1).max(L.airportValue).nullable(),
  /** How many demand cards name this airport. */
  demand: z.number().int().min(0).max(L.demand),
});
export type Airport = z.infer<typeof airportSchema>;

export const regionSchema = z.object({
  id: elementId,
  name: z.string().min(1).max(L.name),
  /** Points for the player with the highest total gate value in the region at the end. */
  bonus: z.number().int().min(0).max(L.regionBonus),
  /** Airport ids; an airport may belong to several regions. */
  airports: z.array(elementId).min(1).max(L.regionAirports),
});
export type Region = z.infer<typeof regionSchema>;

/** A point of the map, in map units (the airports' coordinates). */
export const mapPointSchema = z.object({
  x: z.number().min(0).max(MAP_WIDTH),
  y: z.number().min(0).max(MAP_HEIGHT),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** One shape of land drawn behind the airports: its outline, closed (the last point joins the first). */
export const landShapeSchema = z.object({
  points: z.array(mapPointSchema).min(3).max(L.landPoints),
});
export type LandShape = z.infer<typeof landShapeSchema>;

export const boardSchema = boardHeader('blue-skies').extend({
  /**
   * The land drawn behind the airports, for the eye only (no rule reads it): outlines in map
   * units. Absent: the airports stand on a plain panel.
   */
  land: z.array(landShapeSchema).min(1).max(L.landShapes).optional(),
  airports: z.array(airportSchema).min(1).max(L.airports),
  regions: z.array(regionSchema).max(L.regions),
  /** The passenger bag: a green cube drawn means "draw another". */
  bag: z.object({
    red: z.number().int().min(1).max(L.cubes),
    green: z.number().int().min(0).max(L.cubes),
  }),
  /** Points each player may spend on gates every round (unspent points score). */
  pointsPerRound: z.number().int().min(1).max(L.points),
  /** Setup: points for the first gates, and at most how many gates. */
  setupPoints: z.number().int().min(1).max(L.points),
  setupGates: z.number().int().min(1).max(L.setupGates),
  /** How many gates each player has, by player count ("2" … "5"). */
  gatesPerPlayer: z.object({
    '2': gatesPerPlayer,
    '3': gatesPerPlayer,
    '4': gatesPerPlayer,
    '5': gatesPerPlayer,
  }),
});
export type BlueSkiesBoard = z.infer<typeof boardSchema>;

export const BOARD_FORMAT = 1;

/** The indices of an airport's gate spaces in use at this player count, left to right. */
export function spacesInUse(airport: Airport, players: number): number[] {
  const out: number[] = [];
  airport.gates.forEach((g, i) => {
    if (g.fromPlayers <= players) out.push(i);
  });
  return out;
}

const byIdCache = new WeakMap<BlueSkiesBoard, Map<string, Airport>>();

/** The airport with this id (looked up through a per-board index: boards never change). */
export function airportById(board: BlueSkiesBoard, id: string): Airport | undefined {
  let m = byIdCache.get(board);
  if (!m) {
    m = new Map(board.airports.map((a) => [a.id, a]));
    byIdCache.set(board, m);
  }
  return m.get(id);
}

/** Cards needed to set up: 5 seeded airports, 3 per player seeded, 3 per player in hand. */
export function cardsNeededAtSetup(players: number): number {
  return 5 + 6 * players;
}

/** Twice the signed area of a closed outline (shoelace). */
export function outlineArea2(points: readonly MapPoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/** Whether a point lies inside a closed outline (even–odd rule). */
export function insideOutline(p: MapPoint, points: readonly MapPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
