/**
 * The Blue Skies editor's tools, tabs and layers named in the editor's language (`tool:<id>` …):
 * the screen shows these, never the English labels in mode.ts. Apart from ui.ts (which loads
 * components) so a test in Node can read them.
 */
import type { EditorT } from '../../../editor-core/modes/types.js';
import { TABLES } from './mode.js';

export function blueSkiesLabels(t: EditorT): Readonly<Record<string, string>> {
  return {
    'tool:select': t('editor.toolSelect'),
    'tool:airport': t('editor.toolAirport'),
    // The game's regions (the map's scoring areas), not the grid editors' selected area (editor.toolRegion).
    'tool:region': t('editor.skies.toolRegion'),
    'tool:land': t('editor.toolLand'),
    'tool:delete': t('editor.toolDelete'),
    'layer:airports': t('editor.layerAirports'),
    [`tab:${TABLES.regions}`]: t('editor.tabRegions'),
    [`tab:${TABLES.demand}`]: t('editor.tabDemand'),
    [`tab:${TABLES.game}`]: t('editor.tabBagPlayers'),
  };
}
