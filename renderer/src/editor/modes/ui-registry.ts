/**
 * The screen side of each editor mode: its Pixi scene and its Vue panels (inspector, tables).
 * Kept apart from registry.ts so the pure mode (commands, validation) runs in Node tests.
 */
import type { Component } from 'vue';
import type { ModeScene } from '../canvas/scene-types.js';
import AirlinesInspector from './airlines/AirlinesInspector.vue';
import AirlinesTables from './airlines/AirlinesTables.vue';
import { AirlinesScene } from './airlines/scene.js';

export interface ModeUi {
  createScene(): ModeScene;
  /** Edits the selection (props: none; it reads the editor store). */
  inspector: Component;
  /** What is not on the map: for Airlines the airlines and the flight-card deck. */
  tables: Component;
}

const uis = new Map<string, ModeUi>([
  ['airlines', { createScene: () => new AirlinesScene(), inspector: AirlinesInspector, tables: AirlinesTables }],
]);

export function getModeUi(game: string): ModeUi | undefined {
  return uis.get(game);
}
