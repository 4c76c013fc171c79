/** The screen side of the Airlines Europe editor: the play screen's map with handles, the panels. */
import type { EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import type { ModeUi } from '../../../editor-core/modes/types.js';
import BonusOptions from './BonusOptions.vue';
import EuropeInspector from './EuropeInspector.vue';
import EuropeTables from './EuropeTables.vue';
import { europeEditorScene } from './scene.js';

export const europeUi: ModeUi<EuropeBoard> = {
  createScene: europeEditorScene,
  inspector: EuropeInspector,
  tabs: [
    { id: 'airlines', labelKey: 'editor.tabAirlines', component: EuropeTables, props: { section: 'airlines' } },
    { id: 'bonuses', labelKey: 'editor.tabBonuses', component: EuropeTables, props: { section: 'bonuses' } },
    { id: 'track', labelKey: 'editor.tabShareTrack', component: EuropeTables, props: { section: 'track' } },
  ],
  tabFor(ref) {
    if (ref.kind === 'airline' || (ref.kind === 'table' && ref.id === 'airlines')) return 'airlines';
    if (ref.kind === 'table' && ref.id === 'bonuses') return 'bonuses';
    if (ref.kind === 'range' || (ref.kind === 'table' && (ref.id === 'shareTrack' || ref.id === 'abacus'))) return 'track';
    return null;
  },
  toolOptions: { bonus: BonusOptions },
};
