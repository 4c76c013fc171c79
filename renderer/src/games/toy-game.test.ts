/**
 * The renderer's side of a fifth game brought by a test alone (test/fixtures/toy-game.ts writes
 * it into a temporary folder): its one registration, added at run time, is all the editor needs
 * to open, edit, check and undo its boards. Its table screen and rules help would be the
 * registration's `play` and `rules` (Vue components, proven in the browser tests), and its lab
 * heat map falls back to the host's SVG without a `labHeat`.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { GameDefinition } from '../../../games/core/types.js';
import { addGame } from '../../../games/index.js';
import { TOY_BOARD as BOARD, writeToyGame, type ToyGameFolder } from '../../../test/fixtures/toy-game.js';
import { editorFor, loadEditors } from '../editor/modes/index.js';
import type { EditorEntry } from '../editor-core/modes/types.js';
import { useEditorStore } from '../editor/store.js';
import { addRegistration, registration, registrations } from './registry.js';

let folder: ToyGameFolder;
const undo: (() => void)[] = [];

beforeAll(async () => {
  folder = writeToyGame();
  const toy = ((await import(folder.gameModule)) as { claim: GameDefinition }).claim;
  undo.push(addGame(toy));
  undo.push(
    addRegistration({
      id: 'claim',
      editor: () => import(folder.editorModule).then((m: { claimEditor: EditorEntry }) => m.claimEditor),
      colours: { seats: ['#0b7285', '#b5179e'] },
    }),
  );
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});

afterAll(() => {
  for (const u of undo.splice(0).reverse()) u();
  vi.unstubAllGlobals();
  folder.remove();
});

describe("a fifth game's registration", () => {
  it("is listed after the app's games and found by its id", () => {
    expect(registrations().at(-1)?.id).toBe('claim');
    expect(registration('claim')?.colours.seats).toHaveLength(2);
  });

  it('opens, edits, checks and undoes its boards in the editor store', async () => {
    setActivePinia(createPinia());
    await loadEditors();
    const entry = editorFor('claim');
    expect(entry?.mode.label).toBe('Claim');
    const s = useEditorStore();
    const opened = s.openText(JSON.stringify(BOARD), { kind: 'upload', name: 'tiny.board.json' });
    expect(opened, s.message?.text).toBe(true);
    expect(s.playable).toBe(true);
    const keep = BOARD.squares.at(-1)!.id;
    const gone = BOARD.squares.filter((q) => q.id !== keep).map((q) => ({ kind: 'square', id: q.id }));
    expect(s.exec(entry!.mode.deleteCommand(s.board, gone))).toBe(true);
    await nextTick();
    expect(s.dirty).toBe(true);
    // One square left: the game's schema (two at least) makes the board unplayable, said at its path.
    s.validateNow();
    expect(s.playable).toBe(false);
    expect(s.problems.map((p) => p.path)).toContain('$.squares');
    s.undo();
    await nextTick();
    s.validateNow();
    expect(s.board.squares).toHaveLength(BOARD.squares.length);
    expect(s.dirty).toBe(false);
    expect(s.playable).toBe(true);
  });
});
