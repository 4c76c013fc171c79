/**
 * The screen side of each editor mode: its Pixi scene and its Vue panels (inspector, tables).
 * Kept apart from registry.ts so the pure mode (commands, validation) runs in Node tests.
 */
import type { Component } from 'vue';
import type { ModeScene } from '../canvas/scene-types.js';
import type { ElementRef } from '../model/selection.js';
import AirlinesInspector from './airlines/AirlinesInspector.vue';
import AirlinesTables from './airlines/AirlinesTables.vue';
import { AirlinesEditorScene } from './airlines/scene.js';

export interface ModeTab {
  id: string;
  label: string;
  component: Component;
  props?: Record<string, unknown>;
}

export interface ModeUi {
  createScene(): ModeScene;
  /** Edits the selection (it reads the editor store; no props). */
  inspector: Component;
  /** Tabs beside the inspector for what is not on the map (tables). */
  tabs: ModeTab[];
  /** The tab that shows an element that is not on the map (a problem in a table). */
  tabFor(ref: ElementRef): string | null;
}

const uis = new Map<string, ModeUi>([
  [
    'airlines',
    {
      createScene: () => new AirlinesEditorScene(),
      inspector: AirlinesInspector,
      tabs: [
        { id: 'airlines', label: 'Airlines', component: AirlinesTables, props: { section: 'airlines' } },
        { id: 'deck', label: 'Flight cards', component: AirlinesTables, props: { section: 'deck' } },
      ],
      tabFor: (ref) =>
        ref.kind === 'airline' || (ref.kind === 'table' && ref.id === 'airlines')
          ? 'airlines'
          : ref.kind === 'flightCard' || (ref.kind === 'table' && ref.id === 'flightCards')
            ? 'deck'
            : ref.kind === 'board'
              ? 'inspector'
              : null,
    },
  ],
]);

export function getModeUi(game: string): ModeUi | undefined {
  return uis.get(game);
}
