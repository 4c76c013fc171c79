/**
 * The editor store over any game, reached through the registry (each game's own editor-store
 * test, in renderer/src/games/<id>/editor/, drives its boards): the game selector and a grid
 * mode through the same store.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../../games/index.js';
import { defaultBoardRaw } from '../../../test/fixtures/bundled-boards.js';
import { setHeaderText } from '../editor-core/model/header.js';
import { registrations } from '../games/registry.js';
import { loadEditors, registerTestModes } from './modes/index.js';
import { DRAFT_KEY } from './services/draft.js';
import { useEditorStore } from './store.js';
import { stubMemoryStorage } from './memory-storage.test-support.js';
import { inLocale } from '../i18n/in-locale.test-support.js';
import { editorArea } from '../i18n/editor/index.js';

/** Tool names spelled alike in English, French and German. */
const SAME_IN_ALL = new Set(['Lasso', 'Bonus']);

const memory = stubMemoryStorage();

beforeEach(() => {
  memory.clear();
  setActivePinia(createPinia());
});

/** The bundled default board of the registration at `index` (the lobby's order). */
function boardOf(index: number): { game: string; text: string } {
  const game = registrations()[index]!.id;
  return { game, text: JSON.stringify(defaultBoardRaw(games.get(game)!)) };
}

describe('Editor store, any game', () => {
  beforeAll(() => loadEditors());

  it('New board: the game selector follows the open board (a board opened, a draft restored), and the user may still pick another', async () => {
    const first = registrations()[0]!.id;
    const opened = boardOf(2);
    const drafted = boardOf(3);
    const s = useEditorStore();
    expect(s.newGame).toBe(first);
    s.openText(opened.text, { kind: 'upload', name: 'opened.board.json' });
    expect(s.newGame).toBe(opened.game);
    s.newGame = first;
    s.newBoard(s.newGame);
    expect(s.mode.game).toBe(first);
    expect(s.newGame).toBe(first);
    s.openText(drafted.text, { kind: 'upload', name: 'drafted.board.json' });
    s.exec(setHeaderText(s.board, 'name', 'Kept'));
    s.keepDraft();
    setActivePinia(createPinia()); // the app started again
    const again = useEditorStore();
    again.restoreDraft();
    expect(again.newGame).toBe(drafted.game);
  });

  it('A grid mode drives the same store: New, paint through a command, undo, and the draft keeps it', async () => {
    await registerTestModes('?editor-test-modes');
    const s = useEditorStore();
    s.newBoard('test-grid');
    expect(s.mode.game).toBe('test-grid');
    expect(s.message?.text).toMatch(/Paint cells/);
    const paint = s.mode.tools.find((t) => t.id === 'paint')!;
    if (paint.kind !== 'paint') throw new Error('paint tool');
    s.begin('Paint');
    for (let col = 1; col <= 10; col++) s.exec(paint.paint(s.board, { col, row: 1 }, { options: {}, rotation: 0, shift: false, alt: false }));
    s.end();
    expect(s.board.cells[0].slice(0, 10)).toBe('##########');
    expect(s.undoDepth).toBe(1);
    s.setTool('stamp');
    s.rotate(1);
    s.rotate(-2);
    expect(s.rotation).toBe(3);
    s.setToolOptions('stamp', { tile: 'curve' });
    expect(s.currentOptions).toEqual({ tile: 'curve' });
    s.keepDraft();
    expect(JSON.parse(JSON.parse(memory.get(DRAFT_KEY)!).text).cells[0].slice(0, 10)).toBe('##########');
    s.undo();
    expect(s.board.cells[0]).toBe('.'.repeat(30));
  });

  it('Every game’s tools and layers, and the test grid’s, are named in the editor’s language before any screen side loads', async () => {
    await registerTestModes('?editor-test-modes');
    const names = (game: string) => {
      const s = useEditorStore();
      s.newBoard(game);
      return [...s.mode.tools.map((x) => s.toolName(x)), ...s.layers.map((l) => s.layerName(l))];
    };
    const fr = await inLocale('fr', [editorArea], () => names('test-grid'));
    expect(fr).toEqual(['Sélection', 'Peindre', 'Tampon', 'Remplir', 'Effacer', 'Image de fond']);
    const de = await inLocale('de', [editorArea], () => names('test-grid'));
    expect(de).toEqual(['Auswahl', 'Malen', 'Stempel', 'Füllen', 'Löschen', 'Hintergrundbild']);
    // No game's name for a tool or layer is left in English in French or German, where the words differ.
    for (const game of ['test-grid', ...registrations().map((r) => r.id)]) {
      const [en, frWords, deWords] = [await inLocale('en', [editorArea], () => names(game)), await inLocale('fr', [editorArea], () => names(game)), await inLocale('de', [editorArea], () => names(game))];
      expect(en.filter((w, i) => w === frWords[i] && w === deWords[i] && !SAME_IN_ALL.has(w)), game).toEqual([]);
    }
  });

  it('The test grid’s name, first words and tool hints read in the editor’s language, none left in English', async () => {
    await registerTestModes('?editor-test-modes');
    const words = () => {
      const s = useEditorStore();
      s.newBoard('test-grid');
      return [s.mode.label, s.mode.words.start, ...s.mode.tools.map((x) => x.hint)];
    };
    const [en, fr, de] = [await inLocale('en', [editorArea], words), await inLocale('fr', [editorArea], words), await inLocale('de', [editorArea], words)];
    expect(de.slice(0, 2)).toEqual(['Testraster', 'Felder bemalen (P), Plättchen stempeln (S), Bereiche füllen (B).']);
    expect(fr[0]).toBe('Grille de test');
    expect(en.length).toBe(7);
    expect(fr.filter((w, i) => w === en[i])).toEqual([]);
    expect(de.filter((w, i) => w === en[i])).toEqual([]);
  });
});
