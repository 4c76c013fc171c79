/** The editor store in Node on a Linie 1 board: a grid resized refits the canvas; panel edits name themselves. */
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import linie1Classic from '../../../../../boards/linie1/classic.board.json';
import { loadEditors } from '../../../editor/modes/index.js';
import { stubMemoryStorage } from '../../../editor/memory-storage.test-support.js';
import { useEditorStore } from '../../../editor/store.js';
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
});
