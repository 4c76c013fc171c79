/** The editor store in Node on a Linie 1 board: a grid resized refits the canvas; panel edits name themselves. */
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import linie1Classic from '../../../../../boards/linie1/classic.board.json';
import { loadEditors } from '../../../editor/modes/index.js';
import { stubMemoryStorage } from '../../../editor/memory-storage.test-support.js';
import { useEditorStore } from '../../../editor/store.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { editTileType, resizeGrid } from './commands.js';

const memory = stubMemoryStorage();

beforeEach(() => {
  memory.clear();
  setActivePinia(createPinia());
});

describe('Editor store, Linie 1', () => {
  beforeAll(() => loadEditors());

  it('A Linie 1 grid resized asks the canvas to fit the map again (undo too); other edits and opening a board do not', async () => {
    const s = useEditorStore();
    s.openText(JSON.stringify(linie1Classic), { kind: 'upload', name: 'classic.board.json' });
    await nextTick();
    const before = s.refit;
    s.exec(editTileType(s.board, 'straight', { pile: 20 }));
    await nextTick();
    expect(s.refit).toBe(before);
    s.exec(resizeGrid(s.board, 20, 16));
    await nextTick();
    expect(s.refit).toBe(before + 1);
    s.undo();
    await nextTick();
    expect(s.refit).toBe(before + 2);
    s.newBoard('linie1');
    await nextTick();
    expect(s.refit).toBe(before + 2);
  });

  it('The status line names every finished edit, so it never keeps a message about an earlier state (a gesture: the Airlines editor-store test)', () => {
    const s = useEditorStore();
    s.newBoard('linie1');
    expect(s.message?.text).toMatch(/^New Linie 1 board\./);
    // A panel edit that says nothing itself (a grid resize in the inspector).
    s.exec(resizeGrid(s.board, 8, 9));
    expect(s.message?.text).toBe('Grid 9 × 8.');
    // An inspector field.
    s.exec(editTileType(s.board, 'straight', { pile: 20 }));
    expect(s.message?.text).toBe('Edit tile straight.');
  });

  it('In German: a new city’s sample names, and a tool refused on a hidden layer names the layer and the tool in the screen’s words', async () => {
    await inLocale('de', [editorArea], () => {
      const s = useEditorStore();
      s.newBoard('linie1');
      expect(s.board.name).toBe('Neue Stadt');
      expect(s.board.buildings.map((b: { name: string }) => b.name)).toEqual(['Gebäude A', 'Gebäude B', 'Gebäude C', 'Gebäude D']);
      expect(s.board.terminals.map((x: { street: string }) => x.street)).toEqual(['Westtor', 'Osttor', 'Nordtor', 'Südtor', 'Mühlenweg', 'Hafenstraße']);
      // No screen side is loaded (Node cannot load its components): the mode's keys name the tool and the layer.
      s.setTool('building');
      expect(s.toolBlocked()).toBeNull();
      s.setLayer('buildings', { hidden: true });
      expect(s.toolBlocked()).toBe('Die Ebene Gebäude ist ausgeblendet: Das Werkzeug Gebäude bearbeitet sie. Blende sie zuerst unter Ebenen ein.');
      s.setLayer('buildings', { hidden: false, locked: true });
      expect(s.toolBlocked()).toBe('Die Ebene Gebäude ist gesperrt: Das Werkzeug Gebäude bearbeitet sie. Entsperre sie zuerst unter Ebenen.');
    });
  });
});
