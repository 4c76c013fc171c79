/**
 * The Airlines map in the editor: the play screen's own scene (games/airlines/scene.ts) with
 * the route-map kit's editor handles on top.
 */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { AirlinesScene } from '../scene.js';
import { RouteMapEditorScene } from '../../../route-map/editor/scene.js';

export function airlinesEditorScene(): RouteMapEditorScene<AirlinesBoard> {
  return new RouteMapEditorScene<AirlinesBoard>(new AirlinesScene());
}
