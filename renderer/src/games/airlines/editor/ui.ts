/** The screen side of the Airlines editor: the play screen's map with handles, the panels. */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { ModeUi } from '../../../editor-core/modes/types.js';
import AirlinesInspector from './AirlinesInspector.vue';
import AirlinesTables from './AirlinesTables.vue';
import { airlinesEditorScene } from './scene.js';
import { routeMapLabels } from '../../../route-map/editor/labels.js';

export const airlinesUi: ModeUi<AirlinesBoard> = {
  createScene: airlinesEditorScene,
  inspector: AirlinesInspector,
  tabs: [
    { id: 'airlines', label: 'Airlines', component: AirlinesTables, props: { section: 'airlines' } },
    { id: 'deck', label: 'Flight cards', component: AirlinesTables, props: { section: 'deck' } },
  ],
  labels: (t) => ({
    ...routeMapLabels(t),
    'tool:hq': t('editor.toolHq'),
    'tab:airlines': t('editor.tabAirlines'),
    'tab:deck': t('editor.tabFlightCards'),
  }),
  tabFor: (ref) =>
    ref.kind === 'airline' || (ref.kind === 'table' && ref.id === 'airlines')
      ? 'airlines'
      : ref.kind === 'flightCard' || (ref.kind === 'table' && ref.id === 'flightCards')
        ? 'deck'
        : null,
};
