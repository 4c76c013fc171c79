/**
 * Airlines' table words (panels, prompts, the move list, hover cards), loaded with the game's
 * screen. English is bundled with the screen, so labels built in modules read at once; French
 * and German load when chosen.
 */
import { formatMessage } from '../../../../../games/core/messages.js';
import { defineArea, useT } from '../../../i18n/area.js';
import type { RouteType } from '../../../../../games/airlines/types.js';
import en from './en.js';

export const airlinesWords = defineArea<keyof typeof en>(
  'airlines',
  { en: async () => ({ default: en }), fr: () => import('./fr.js'), de: () => import('./de.js') },
  { catalogues: { en }, format: formatMessage },
);

/** The words for modules (options, hover, screen); a component calls useT(airlinesWords) itself. */
export const words = useT(airlinesWords);

const { t } = words;
const NETS: Record<RouteType, { name: () => string; lower: () => string; region: () => string }> = {
  wavy: { name: () => t('airlines.net.wavy'), lower: () => t('airlines.netLower.wavy'), region: () => t('airlines.region.wavy') },
  dotted: { name: () => t('airlines.net.dotted'), lower: () => t('airlines.netLower.dotted'), region: () => t('airlines.region.dotted') },
  dashed: { name: () => t('airlines.net.dashed'), lower: () => t('airlines.netLower.dashed'), region: () => t('airlines.region.dashed') },
  double: { name: () => t('airlines.net.double'), lower: () => t('airlines.netLower.double'), region: () => t('airlines.region.double') },
  solid: { name: () => t('airlines.net.solid'), lower: () => t('airlines.netLower.solid'), region: () => t('airlines.region.solid') },
};
/** A network's name ("Wavy"), in running text ("wavy"), and where on the map it mostly lies. */
export const netName = (type: RouteType): string => NETS[type].name();
export const netLower = (type: RouteType): string => NETS[type].lower();
export const netRegion = (type: RouteType): string => NETS[type].region();
/** "founded" · "not founded" · "inactive". */
export const airlineState = (status: 'founded' | 'not founded' | 'inactive'): string => t('airlines.state', { status });
