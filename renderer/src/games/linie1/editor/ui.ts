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
    { id: 'lines', labelKey: 'editor.tabLines', component: Linie1Tables, props: { section: 'lines' } },
    { id: 'tiles', labelKey: 'editor.tabTiles', component: Linie1Tables, props: { section: 'tiles' } },
    { id: 'cards', labelKey: 'editor.tabRouteCards', component: Linie1Tables, props: { section: 'cards' } },
    { id: 'die', labelKey: 'editor.tabDie', component: Linie1Tables, props: { section: 'die' } },
  ],
  tabFor: (ref) => (ref.kind === 'table' ? ref.id : Object.prototype.hasOwnProperty.call(TAB_OF, ref.kind) ? (TAB_OF[ref.kind] ?? null) : null),
  toolOptions: { terminal: TerminalOptions, 'rect-fill': FillOptions, bucket: FillOptions },
};
