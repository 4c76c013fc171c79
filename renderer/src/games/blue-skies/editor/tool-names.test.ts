import { describe, expect, it } from 'vitest';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { blueSkiesMode, TABLE_TABS, TABLES } from './mode.js';

const { t } = useT(editorArea);

describe('the Blue Skies editor’s tools and tabs in the editor’s language', () => {
  it('calls the Region tool after the game’s regions, not the grid editors’ selected area', async () => {
    const region = blueSkiesMode.tools.find((x) => x.id === 'region')!;
    const words = (l: 'en' | 'fr' | 'de') => inLocale(l, [editorArea], () => [t(region.labelKey), t(TABLE_TABS.find((x) => x.id === TABLES.regions)!.labelKey)]);
    expect(await words('en')).toEqual(['Region', 'Regions']);
    expect(await words('fr')).toEqual(['Région', 'Régions']);
    expect(await words('de')).toEqual(['Region', 'Regionen']);
  });
});
