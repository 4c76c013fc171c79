/** The Linie 1 editor's screen side: the play screen's city with handles, the panels, the tables. */
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import type { ModeUi } from '../../../editor-core/modes/types.js';
import Linie1Inspector from './Linie1Inspector.vue';
import Linie1Tables from './Linie1Tables.vue';
import FillOptions from './FillOptions.vue';
import TerminalOptions from './TerminalOptions.vue';
import { Linie1EditorScene } from './scene.js';

const TAB_OF: Record<string, string> = { line: 'lines', tileType: 'tiles', routeCard: 'cards' };

export const linie1Ui: ModeUi<Linie1Board> = {
  createScene: () => new Linie1EditorScene(),
  inspector: Linie1Inspector,
  tabs: [
    { id: 'lines', label: 'Lines', component: Linie1Tables, props: { section: 'lines' } },
    { id: 'tiles', label: 'Tiles', component: Linie1Tables, props: { section: 'tiles' } },
    { id: 'cards', label: 'Route cards', component: Linie1Tables, props: { section: 'cards' } },
    { id: 'die', label: 'Die', component: Linie1Tables, props: { section: 'die' } },
  ],
  labels: (t) => ({
    'tool:select': t('editor.toolSelect'),
    'tool:region': t('editor.toolRegion'),
    'tool:rect-fill': t('editor.toolRectFill'),
    'tool:bucket': t('editor.toolBucket'),
    'tool:building': t('editor.toolBuilding'),
    'tool:blocked': t('editor.toolBlocked'),
    'tool:stops': t('editor.toolStops'),
    'tool:terminal': t('editor.toolTerminal'),
    'tool:clear': t('editor.toolClear'),
    'tool:delete': t('editor.toolDelete'),
    'layer:buildings': t('editor.layerBuildings'),
    'layer:blocked': t('editor.layerBlocked'),
    'layer:terminals': t('editor.layerTerminals'),
    'tab:lines': t('editor.tabLines'),
    'tab:tiles': t('editor.tabTiles'),
    'tab:cards': t('editor.tabRouteCards'),
    'tab:die': t('editor.tabDie'),
  }),
  tabFor: (ref) => (ref.kind === 'table' ? ref.id : Object.prototype.hasOwnProperty.call(TAB_OF, ref.kind) ? (TAB_OF[ref.kind] ?? null) : null),
  toolOptions: { terminal: TerminalOptions, 'rect-fill': FillOptions, bucket: FillOptions },
};
