/** The screen side of the Blue Skies editor: the play screen's map with handles, the panels. */
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import type { ModeUi } from '../../../editor-core/modes/types.js';
import BlueSkiesInspector from './BlueSkiesInspector.vue';
import BlueSkiesTables from './BlueSkiesTables.vue';
import { TABLE_TABS, TABLES } from './mode.js';
import RegionOptions from './RegionOptions.vue';
import { BlueSkiesEditorScene } from './scene.js';

export const blueSkiesUi: ModeUi<BlueSkiesBoard> = {
  createScene: () => new BlueSkiesEditorScene(),
  inspector: BlueSkiesInspector,
  tabs: TABLE_TABS.map((x) => ({ ...x, component: BlueSkiesTables, props: { section: x.id } })),
  tabFor: (ref) => (ref.kind === 'region' ? TABLES.regions : ref.kind === 'table' ? ref.id : null),
  toolOptions: { region: RegionOptions },
};
