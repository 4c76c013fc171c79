import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea, useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { blueSkiesLabels } from './labels.js';
import { blueSkiesMode, TABLES } from './mode.js';

const { t } = useT(editorArea);
beforeAll(() => loadArea(editorArea, 'en'));

describe('the Blue Skies editor’s tools, tabs and layers in the editor’s language', () => {
  it('names every tool, tab and layer, so no English label of mode.ts or ui.ts reaches the screen', () => {
    const names = blueSkiesLabels(t);
    const wanted = [...blueSkiesMode.tools.map((x) => `tool:${x.id}`), ...(blueSkiesMode.layers ?? []).map((x) => `layer:${x.id}`), ...Object.values(TABLES).map((id) => `tab:${id}`)];
    expect(wanted.filter((k) => !Object.hasOwn(names, k))).toEqual([]);
  });

  it('calls the Region tool after the game’s regions, not the grid editors’ selected area', async () => {
    const words = (l: 'en' | 'fr' | 'de') => inLocale(l, [editorArea], () => [blueSkiesLabels(t)['tool:region'], blueSkiesLabels(t)[`tab:${TABLES.regions}`]]);
    expect(await words('en')).toEqual(['Region', 'Regions']);
    expect(await words('fr')).toEqual(['Région', 'Régions']);
    expect(await words('de')).toEqual(['Region', 'Regionen']);
  });
});
