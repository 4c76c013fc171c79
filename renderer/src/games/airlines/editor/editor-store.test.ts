/** The editor store in Node on an Airlines board: edits, undo across tools, files, problems, the draft net. */
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import { setBackground, setHeaderText, withoutPicture } from '../../../editor-core/model/header.js';
import { useLobby } from '../../../stores/lobby.js';
import { loadEditors } from '../../../editor/modes/index.js';
import { useEditorStore } from '../../../editor/store.js';
import { useEditorStore as useStorePort } from '../../../editor-core/store.js';
import { addCity, moveCitiesBy, newCity, renameCity } from './commands.js';
import { DRAFT_KEY } from '../../../editor/services/draft.js';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';

const memory = new Map<string, string>();
/** The most characters one stored value may have (a browser's storage quota), for the test that needs one. */
let quota = Infinity;
vi.stubGlobal('localStorage', {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => {
    if (v.length > quota) throw new Error('QuotaExceededError');
    memory.set(k, v);
  },
  removeItem: (k: string) => void memory.delete(k),
});

const text = JSON.stringify(northAmerica);
const where = { kind: 'upload' as const, name: 'north-america.board.json' };

beforeEach(() => {
  memory.clear();
  setActivePinia(createPinia());
});

describe('Editor store', () => {
  // As the app does before it opens the editor.
  beforeAll(() => loadEditors());

  it("is what the game panels' port (editor-core/store.ts) hands them: the same store, edits and all", () => {
    const store = useEditorStore();
    const port = useStorePort();
    expect(port).toBe(store);
    store.openText(text, where);
    expect(port.exec(setHeaderText(port.board, 'name', 'Through the port'))).toBe(true);
    expect(store.name).toBe('Through the port');
    expect(store.canUndo).toBe(true);
  });

  it('Open: the bundled board opens clean and playable', () => {
    const s = useEditorStore();
    expect(s.openText(text, where)).toBe(true);
    expect(s.board.cities.length).toBe(47);
    expect(s.dirty).toBe(false);
    expect(s.playable).toBe(true);
    expect(s.message?.tone).toBe('ok');
  });

  it('Open: a file that is not JSON, or another game, is refused with the reason and nothing changes', () => {
    const s = useEditorStore();
    const before = s.board;
    expect(s.openText('{oops', where)).toBe(false);
    expect(s.message?.text).toMatch(/not valid JSON/);
    expect(s.openText('{"game":"chess"}', where)).toBe(false);
    expect(s.message?.text).toMatch(/no editor for “chess”/);
    expect(s.board).toBe(before);
  });

  it('Undo history survives switching tools', async () => {
    const s = useEditorStore();
    s.openText(text, where);
    s.exec(renameCity(s.board, 'DEN', 'Mile High'));
    s.setTool('city');
    s.setTool('route');
    await nextTick();
    expect(s.dirty).toBe(true);
    const label = s.undoLabel;
    expect(label).toMatch(/Mile High/);
    s.undo();
    await nextTick();
    expect(s.board.cities.find((c: { id: string }) => c.id === 'DEN').name).toBe('Denver');
    expect(s.dirty).toBe(false);
    // The status line says which step went, not just that one did.
    expect(s.message?.text).toBe(`Undone: ${label}.`);
    s.redo();
    expect(s.board.cities.find((c: { id: string }) => c.id === 'DEN').name).toBe('Mile High');
    expect(s.message?.text).toBe(`Redone: ${label}.`);
  });

  it('Select all, delete and undo: the selection is pruned, the board comes back', async () => {
    const s = useEditorStore();
    s.openText(text, where);
    s.selectAll();
    expect(s.selection.size).toBe(northAmerica.cities.length + northAmerica.routes.length);
    s.deleteSelection();
    await nextTick();
    expect(s.board.cities.length).toBe(0);
    expect(s.selection.size).toBe(0);
    s.undo();
    expect(s.board.cities.length).toBe(47);
  });

  it('A click on a problem selects the element and asks the canvas to centre it', () => {
    const s = useEditorStore();
    s.openText(text, where);
    s.exec(addCity(s.board, newCity(s.board, 5, 5)));
    s.validateNow();
    const p = s.problems.find((x) => x.message.includes('has no route'))!;
    expect(s.goToProblem(p)).toEqual({ kind: 'city', id: 'city-1' });
    expect([...s.selection]).toEqual(['city:city-1']);
    expect(s.focus?.ref).toEqual({ kind: 'city', id: 'city-1' });
  });

  it('Revert goes back to the board as opened', () => {
    const s = useEditorStore();
    s.openText(text, where);
    s.exec(moveCitiesBy(s.board, ['DEN'], 10, 10));
    s.revert();
    expect(s.board.cities.find((c: { id: string }) => c.id === 'DEN').x).toBe(538.5);
    expect(s.canUndo).toBe(false);
  });

  it('Leaving with unsaved changes asks; leaving a clean board does not', async () => {
    const s = useEditorStore();
    s.openText(text, where);
    const ask = vi.fn(() => false);
    expect(s.confirmLeave(ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    s.exec(moveCitiesBy(s.board, ['DEN'], 10, 10));
    expect(s.confirmLeave(ask)).toBe(false);
    expect(ask).toHaveBeenCalledOnce();
  });

  it('Crash net: unsaved work is kept as a draft and offered back by the next editor', async () => {
    const s = useEditorStore();
    s.openText(text, where);
    s.exec(renameCity(s.board, 'DEN', 'Kept'));
    s.keepDraft();
    expect(memory.has(DRAFT_KEY)).toBe(true);

    setActivePinia(createPinia()); // the app started again
    const again = useEditorStore();
    expect(again.pendingDraft?.game).toBe('airlines');
    again.restoreDraft();
    expect(again.board.cities.find((c: { id: string }) => c.id === 'DEN').name).toBe('Kept');
    expect(again.dirty).toBe(true);
    expect(again.file).toEqual(where);
  });

  it('A board carries its picture: the saved text holds it, another editor opens it with the picture, a playtest leaves it out', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const s = useEditorStore();
    s.openText(text, where);
    s.exec(setBackground(s.board, { file: 'scan.png', x: 5, y: 6, scale: 2, opacity: 0.5, locked: false, data: png }));
    const saved = s.serialised();
    expect(JSON.parse(saved).background.data).toBe(png);

    setActivePinia(createPinia()); // another machine: no picture chosen there
    const other = useEditorStore();
    expect(other.openText(saved, { kind: 'upload', name: 'traced.board.json' })).toBe(true);
    expect(other.board.background).toEqual({ file: 'scan.png', x: 5, y: 6, scale: 2, opacity: 0.5, locked: false, data: png });
    expect(other.playable).toBe(true);
    expect(other.serialised()).toBe(saved); // byte for byte
    expect('background' in withoutPicture(other.board)).toBe(false);
  });

  it('A board whose picture is not a PNG or JPEG opens with the problem named at background.data', () => {
    const s = useEditorStore();
    const bad = { ...northAmerica, background: { file: 'x.png', x: 0, y: 0, scale: 1, opacity: 1, locked: false, data: 'data:image/png;base64,/9j/4AAQSkZJRgABAQ==' } };
    s.openText(JSON.stringify(bad), where);
    expect(s.problems.some((p) => p.path.includes('background') && /bytes are not/.test(p.message))).toBe(true);
  });

  it('Crash net: when a kept picture outgrows storage, the draft keeps the board without it', () => {
    const s = useEditorStore();
    s.openText(text, where);
    const big = 'data:image/jpeg;base64,/9j/' + 'A'.repeat(400_000);
    s.exec(setBackground(s.board, { file: 'scan.jpg', x: 0, y: 0, scale: 1, opacity: 0.5, locked: false, data: big }));
    quota = 3 * JSON.stringify(withoutPicture(s.board), null, 2).length; // room for the board, not its picture
    try {
      s.keepDraft();
    } finally {
      quota = Infinity;
    }
    const draft = JSON.parse(memory.get(DRAFT_KEY)!);
    const board = JSON.parse(draft.text);
    expect(board.name).toBe(northAmerica.name);
    expect(board.background).toBeUndefined();
  });

  it('New board: an empty draft with its problems listed', () => {
    const s = useEditorStore();
    s.openText(text, where);
    s.newBoard('airlines');
    expect(s.board.cities).toEqual([]);
    expect(s.playable).toBe(false);
    expect(s.file).toEqual({ kind: 'new' });
  });

  it('Save to My boards: the board takes the typed name, the host gets the one writer’s bytes, the lobby list refreshes', async () => {
    const sent: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: { body?: string }) => {
      sent.push({ url, body: init?.body ?? '' });
      return new Response(JSON.stringify({ id: 'user:airlines/tiny-test' }), { status: 200 });
    });
    const s = useEditorStore();
    s.openText(text, where);
    const lobby = useLobby();
    const refresh = vi.spyOn(lobby, 'refreshBoards').mockResolvedValue();
    expect(await s.saveToLibrary('Tiny test')).toBe(true);
    expect(s.name).toBe('Tiny test');
    expect(sent[0]!.url).toMatch(/\/api\/boards\/user\/airlines\/tiny-test$/);
    expect(sent[0]!.body).toBe(s.serialised());
    expect(JSON.parse(sent[0]!.body).name).toBe('Tiny test');
    expect(refresh).toHaveBeenCalledOnce();
    expect(s.file).toMatchObject({ kind: 'library', source: 'user', name: 'tiny-test' });
    expect(s.dirty).toBe(false);
    // The rename is one step the user can take back.
    expect(s.undoLabel).toBe('Rename board to Tiny test');
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) });
  });

  it('Warnings never block: a board whose counts only differ from the printed game is playable', () => {
    const s = useEditorStore();
    const board = structuredClone(northAmerica);
    board.airlines = board.airlines.slice(0, 5).map((a) => ({ ...a, stockCards: 8 }));
    board.scoringCards = 4;
    s.openText(JSON.stringify(board), where);
    expect(s.warningCount).toBeGreaterThan(0);
    expect(s.errorCount).toBe(0);
    expect(s.playable).toBe(true);
  });

  it('Open a broken file: what the reader left out stays listed (the board is checked once)', async () => {
    // The store's timers on a fake clock: every check it scheduled runs, however slow the machine.
    vi.useFakeTimers();
    try {
      const s = useEditorStore();
      const raw = { ...structuredClone(northAmerica), routes: [...northAmerica.routes, 42] };
      expect(s.openText(JSON.stringify(raw), where)).toBe(true);
      const left = `$.routes[${northAmerica.routes.length}]`;
      expect(s.problems.some((p) => p.path === left)).toBe(true);
      await nextTick();
      vi.runAllTimers();
      expect(s.problems.some((p) => p.path === left)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('The status line names every finished edit, so it never keeps a message about an earlier state (panel edits: the Linie 1 editor-store test)', async () => {
    const s = useEditorStore();
    // A gesture (a drag-move): nothing while it runs, its step once it closes.
    s.openText(text, where);
    s.begin('Move');
    s.exec(moveCitiesBy(s.board, ['DEN'], 10, 0));
    expect(s.message?.text).toMatch(/^Opened /);
    s.exec(moveCitiesBy(s.board, ['DEN'], 10, 0));
    s.end();
    expect(s.message?.text).toBe(`${s.undoLabel}.`);
    expect(s.undoLabel).toBeTruthy();
    // An empty gesture (a click without a move) leaves the line alone.
    s.say('Selected Denver.');
    s.begin('Move');
    s.end();
    expect(s.message?.text).toBe('Selected Denver.');
  });
});

describe('Editor store: copy, paste, mirror and turn on a route map', () => {
  beforeAll(() => loadEditors());

  it('Ctrl+C then Ctrl+V at the pointer pastes with fresh ids, selects the copy, and one undo takes it away', () => {
    const s = useEditorStore();
    s.openText(text, where);
    const board = () => s.board as AirlinesBoard;
    const [a, b] = board().cities;
    const between = board().routes.filter((r) => [a!.id, b!.id].includes(r.from) && [a!.id, b!.id].includes(r.to));
    s.select([{ kind: 'city', id: a!.id }, { kind: 'city', id: b!.id }, ...between.map((r) => ({ kind: 'route', id: r.id }))]);
    expect(s.pasteSelection()).toBe(false);
    expect(s.message?.text).toBe('Nothing copied yet: select cities and press Ctrl+C.');
    expect(s.copySelection()).toBe(true);
    const before = board();
    s.notePointer({ x: 400, y: 300 });
    expect(s.pasteSelection()).toBe(true);
    expect(board().cities.length).toBe(before.cities.length + 2);
    expect(board().routes.length).toBe(before.routes.length + between.length);
    const pasted = board().cities.slice(-2).map((c) => c.id);
    expect(pasted.some((id) => before.cities.some((c) => c.id === id))).toBe(false);
    expect(s.selectedRefs.filter((r) => r.kind === 'city').map((r) => r.id)).toEqual(pasted);
    expect(s.errorCount).toBe(0);
    s.undo();
    expect(s.board).toStrictEqual(before);
  });

  it('Mirror and turn are one undo step each; too few cities is refused in words', () => {
    const s = useEditorStore();
    s.openText(text, where);
    const start = s.board;
    const [a, b, c] = (s.board as AirlinesBoard).cities;
    s.select([{ kind: 'city', id: a!.id }]);
    expect(s.mirrorSelection('left-right')).toBe(false);
    expect(s.message?.tone).toBe('warn');
    s.select([a!, b!, c!].map((x) => ({ kind: 'city', id: x.id })));
    expect(s.mirrorSelection('left-right')).toBe(true);
    expect(s.turnSelection(1)).toBe(true);
    expect(s.message?.text).toBe('Turn clockwise 3 cities. Ctrl+Z undoes it.');
    s.undo();
    s.undo();
    expect(s.board).toStrictEqual(start);
  });
});
