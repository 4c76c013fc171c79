/**
 * Board fragments the route-map games share (Airlines and Airlines Europe): cities at map
 * points, routes between two cities, land drawn under them, colours. Each game sizes the map
 * and adds its own fields to a route (`routeEndsSchema.extend({...})`), so the two board formats
 * keep their keys, their order and their limits while the definitions live once.
 */
import { z } from 'zod';
import { elementId } from './board-header.js';
import { BOARD_LIMITS as L } from './limits.js';

/** A colour as board files write it. */
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written "#rrggbb".');

/** Map coordinates of a `width` × `height` map: x to the right, y downwards. */
export function mapCoordinates(width: number, height: number) {
  return { x: z.number().min(0).max(width), y: z.number().min(0).max(height) };
}

/** A move on the map, `max` map units at most either way. */
export function offsetSchema(max: number) {
  return z.object({ dx: z.number().min(-max).max(max), dy: z.number().min(-max).max(max) });
}

export interface Offset {
  dx: number;
  dy: number;
}

/**
 * Where the designer put a city's name: the top-left corner of the name, from the city's point.
 * Absent: the screen places the name where it covers least.
 */
export const labelOffsetSchema = offsetSchema(L.labelOffset);

/** A city: an id, a name and a map point (and, optionally, where its name sits). */
export function citySchemaFor(width: number, height: number) {
  const { x, y } = mapCoordinates(width, height);
  return z.object({
    id: elementId,
    name: z.string().min(1).max(L.placeName),
    x,
    y,
    label: labelOffsetSchema.optional(),
  });
}

/**
 * How a route is drawn, beyond its ends; a game adds these after its own fields
 * (`routeEndsSchema.extend({...}).extend(routeDrawingFields)`), so they are written last.
 * - `bend`: the route is a curve whose middle sits this far from the middle of the straight
 *   line (a quadratic curve; its control point is twice as far). Absent: straight.
 * - `label`: its numbered circles moved this far from their place in the middle of the line.
 */
export const routeDrawingFields = {
  bend: offsetSchema(L.bend).optional(),
  label: labelOffsetSchema.optional(),
};

/** What every route has: its id and the ids of the two cities it joins (undirected). */
export const routeEndsSchema = z.object({
  id: elementId,
  /** City ids; a route is undirected, `from`/`to` only name its two ends. */
  from: elementId,
  to: elementId,
});

/** A polygon of [x, y] points in map coordinates, drawn as land. Purely decorative. */
export function landSchemaFor(width: number, height: number) {
  const { x, y } = mapCoordinates(width, height);
  return z.object({
    id: elementId,
    name: z.string().max(L.placeName).optional(),
    points: z.array(z.tuple([x, y])).min(3).max(L.landPoints),
  });
}

export interface MapCity {
  id: string;
  name: string;
  x: number;
  y: number;
  label?: Offset | undefined;
}

export interface MapRoute {
  id: string;
  from: string;
  to: string;
  bend?: Offset | undefined;
  label?: Offset | undefined;
}

export interface MapLand {
  id: string;
  name?: string | undefined;
  points: [number, number][];
}

/** What a route-map board has, whatever its game: the map part the screen and the editor share. */
export interface RouteMapBoard {
  cities: MapCity[];
  routes: MapRoute[];
  land?: MapLand[] | undefined;
}
