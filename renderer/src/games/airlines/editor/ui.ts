/** The screen side of the Airlines editor: the play screen's map with handles, the panels. */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { ModeUi } from '../../../editor-core/modes/types.js';
import AirlinesInspector from './AirlinesInspector.vue';
import AirlinesTables from './AirlinesTables.vue';
import { airlinesEditorScene } from './scene.js';

export const airlinesUi: ModeUi<AirlinesBoard> = {
  createScene: airlinesEditorScene,
  inspector: AirlinesInspector,
  tabs: [
    { id: 'airlines', labelKey: 'editor.tabAirlines', component: AirlinesTables, props: { section: 'airlines' } },
    { id: 'deck', labelKey: 'editor.tabFlightCards', component: AirlinesTables, props: { section: 'deck' } },
  ],
  tabFor: (ref) =>
    ref.kind === 'airline' || (ref.kind === 'table' && ref.id === 'airlines')
      ? 'airlines'
      : ref.kind === 'flightCard' || (ref.kind === 'table' && ref.id === 'flightCards')
        ? 'deck'
        : null,
};
