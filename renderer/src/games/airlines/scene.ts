/**
 * The Airlines board drawn in Pixi: the route-map kit's scene (renderer/src/route-map/scene.ts)
 * with Airlines' look (look.ts): five line styles, circles with their costs, HQ flags. The play
 * screen turns the view's markers into the kit's (an airline's colour, sabotage face down).
 */
import type { AirlinesBoard, AirlinesView } from '../../../../games/airlines/types.js';
import { RouteMapScene, type SceneOverlay } from '../../route-map/scene.js';
import { airlinePatterns } from './map-marks.js';
import { airlinesLook } from './look.js';

export type { SceneHighlight, SceneOverlay, ScenePreview } from '../../route-map/scene.js';
export { airlinePatterns, othersArrivals } from './map-marks.js';

export class AirlinesScene extends RouteMapScene<AirlinesBoard> {
  constructor() {
    super(airlinesLook);
  }
}

/** The view's markers, founded HQs and inactive airlines as the map draws them. */
export function airlinesOverlay(board: AirlinesBoard, view: AirlinesView, recent: SceneOverlay['recent'] = []): SceneOverlay {
  const colour = new Map(board.airlines.map((a) => [a.id, a.colour]));
  const pattern = airlinePatterns(board);
  const markers: NonNullable<SceneOverlay['markers']> = {};
  for (const [route, marks] of Object.entries(view.routes)) {
    markers[route] = marks.map((m) => (m ? { colour: colour.get(m.airline) ?? '#888888', sabotage: m.sabotage, pattern: pattern.get(m.airline) ?? 'plain' } : null));
  }
  const airlines = Object.values(view.airlines);
  return {
    markers,
    recent,
    rings: airlines.filter((a) => a.founded).flatMap((a) => {
      const hq = board.airlines.find((x) => x.id === a.id);
      return hq ? [{ city: hq.hq, colour: hq.colour }] : [];
    }),
    dimmed: airlines.filter((a) => a.inactive).map((a) => a.id),
  };
}
