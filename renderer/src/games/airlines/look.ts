/**
 * How the Airlines map differs from any route map (the route-map kit draws the rest): routes in
 * their network's line style, one circle per cost, an HQ flag per airline, a 1000 × 700 map.
 * Pure but for the Graphics calls the line drawing makes, so the part keys are tested in Node.
 */
import type { Graphics } from 'pixi.js';
import { MAP_HEIGHT, MAP_WIDTH, type AirlinesBoard, type Route } from '../../../../games/airlines/types.js';
import { boardGeometry, insetPath, pathWalker, type BoardGeometry, type MapSizes, type RouteShape } from '../../route-map/geometry.js';
import { boardPartKeys, flagPlacements, type BoardPartKeys, type FlagSpec } from '../../route-map/keys.js';
import type { DotPen, RouteMapLook } from '../../route-map/scene.js';
import { ROUTE_STYLE } from './style.js';

export function airlineFlags(board: AirlinesBoard): FlagSpec[] {
  return board.airlines.map((a) => ({ id: a.id, city: a.hq, initials: a.initials, colour: a.colour }));
}

export const airlinesLook: RouteMapLook<AirlinesBoard> = {
  numbers: (r) => r.costs,
  lineKey: (r) => r.type,
  drawLine: drawRouteLine,
  flags: airlineFlags,
  map: { width: MAP_WIDTH, height: MAP_HEIGHT },
};

/** The geometry the Airlines scene draws from (one circle per cost). */
export function airlinesGeometry(board: AirlinesBoard): BoardGeometry {
  return boardGeometry(board, { circles: (r) => r.costs.length, map: airlinesLook.map });
}

/** The keys of every drawn part of an Airlines board (what an edit makes the scene redraw). */
export function airlinesPartKeys(board: AirlinesBoard, geo: BoardGeometry = airlinesGeometry(board)): BoardPartKeys {
  return boardPartKeys(board, geo.routes, airlinesLook, flagPlacements(board.cities, airlineFlags(board)));
}

/** One route's line in its network's style, straight or along its bend. */
export function drawRouteLine(g: Graphics, route: Route, s: RouteShape, sizes: MapSizes, dot: DotPen = circleDot): void {
  const colour = ROUTE_STYLE[route.type].colour;
  // Leave the city dots clear.
  const line = insetPath(s.path, sizes.cityRadius);
  const walk = pathWalker(line);
  const len = walk.length;
  const at = (t: number, side = 0) => walk.at(t, side);
  // A straight line needs its two ends; a curve is followed in small steps.
  const stops = line.length > 2 ? Array.from({ length: line.length }, (_, i) => (len * i) / (line.length - 1)) : [0, len];
  const along = (side: number) => {
    const p0 = at(stops[0]!, side);
    g.moveTo(p0.x, p0.y);
    for (const t of stops.slice(1)) {
      const p = at(t, side);
      g.lineTo(p.x, p.y);
    }
  };
  switch (route.type) {
    case 'solid': {
      along(0);
      g.stroke({ width: 2.2, color: colour, cap: 'round', join: 'round' });
      break;
    }
    case 'double': {
      for (const side of [-1.3, 1.3]) along(side);
      g.stroke({ width: 0.9, color: colour, join: 'round' });
      break;
    }
    case 'dashed': {
      for (let t = 0; t < len; t += 7) {
        const p = at(t);
        const q = at(Math.min(len, t + 4.2));
        g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      }
      g.stroke({ width: 1.8, color: colour, cap: 'butt' });
      break;
    }
    case 'dotted': {
      // The scene draws each dot as a textured quad of one shared disc (route-map/discs.ts).
      for (let t = 1; t <= len - 0.5; t += 3.6) {
        const p = at(t);
        dot(g, p.x, p.y, 0.95, colour);
      }
      break;
    }
    case 'wavy': {
      const wavelength = 7;
      const amp = 1.6;
      const steps = Math.max(2, Math.ceil(len / 1.2));
      const start = at(0);
      g.moveTo(start.x, start.y);
      for (let i = 1; i <= steps; i++) {
        const t = (len * i) / steps;
        const p = at(t, Math.sin((t / wavelength) * 2 * Math.PI) * amp);
        g.lineTo(p.x, p.y);
      }
      // Mitred: the wave turns a little at each of its many points, and a round join there is
      // tessellated into a fan (690 vertex indices a 40-unit route, against 204), looking the same.
      g.stroke({ width: 1.3, color: colour, join: 'miter' });
      break;
    }
  }
}

/** A dot as a filled circle (without a scene's pen: the tessellated shape). */
const circleDot: DotPen = (g, x, y, radius, colour) => {
  g.circle(x, y, radius).fill(colour);
};
