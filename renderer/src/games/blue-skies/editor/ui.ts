/** The screen side of the Blue Skies editor: the play screen's map with handles, the panels. */
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import type { ModeUi } from '../../../editor-core/modes/types.js';
import BlueSkiesInspector from './BlueSkiesInspector.vue';
import BlueSkiesTables from './BlueSkiesTables.vue';
import { TABLES } from './mode.js';
import RegionOptions from './RegionOptions.vue';
import { BlueSkiesEditorScene } from './scene.js';

export const blueSkiesUi: ModeUi<BlueSkiesBoard> = {
  createScene: () => new BlueSkiesEditorScene(),
  inspector: BlueSkiesInspector,
  tabs: [
    { id: TABLES.regions, label: 'Regions', component: BlueSkiesTables, props: { section: TABLES.regions } },
    { id: TABLES.demand, label: 'Demand', component: BlueSkiesTables, props: { section: TABLES.demand } },
    { id: TABLES.game, label: 'Bag & players', component: BlueSkiesTables, props: { section: TABLES.game } },
  ],
  labels: (t) => ({
    'tool:select': t('editor.toolSelect'),
    'tool:airport': t('editor.toolAirport'),
    'tool:region': t('editor.toolRegion'),
    'tool:land': t('editor.toolLand'),
    'tool:delete': t('editor.toolDelete'),
    'layer:airports': t('editor.layerAirports'),
    [`tab:${TABLES.regions}`]: t('editor.tabRegions'),
    [`tab:${TABLES.demand}`]: t('editor.tabDemand'),
    [`tab:${TABLES.game}`]: t('editor.tabBagPlayers'),
  }),
  tabFor: (ref) => (ref.kind === 'region' ? TABLES.regions : ref.kind === 'table' ? ref.id : null),
  toolOptions: { region: RegionOptions },
};
