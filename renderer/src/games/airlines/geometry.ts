/**
 * The Airlines map's geometry: the route-map kit's (renderer/src/route-map/geometry.ts) with
 * one circle per cost and the kit's default sizes, on a 1000 × 700 map.
 */
import { MAP_HEIGHT, MAP_WIDTH, type AirlinesBoard } from '../../../../games/airlines/types.js';
import { boardGeometry as mapGeometry, DEFAULT_SIZES, type BoardGeometry } from '../../route-map/geometry.js';

export { circleCentres, hitTest, routeAnchor, type BoardGeometry, type RouteShape, type SceneHit } from '../../route-map/geometry.js';

/** Sizes in map units (the board is 1000 × 700). */
export const CITY_RADIUS = DEFAULT_SIZES.cityRadius;
export const CIRCLE_RADIUS = DEFAULT_SIZES.circleRadius;

export function boardGeometry(board: AirlinesBoard): BoardGeometry {
  return mapGeometry(board, { circles: (r) => r.costs.length, map: { width: MAP_WIDTH, height: MAP_HEIGHT } });
}
