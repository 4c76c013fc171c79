/**
 * The board editor's state, the same for every game: the open board and its undo history, the
 * selection, the tool and its options, the live problem list, where the board lives (for
 * Save), and the crash-net draft. The canvas and panels read it and call its actions; every
 * edit goes through `exec` as a command. What differs per game comes from the mode.
 */
import { arrangeCommand, type Arrange } from '../editor-core/model/arrange.js';
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import type { BoardProblem } from '../../../games/core/types.js';
import { isPlayable } from '../../../games/core/board-check.js';
import { useT } from '../i18n/area.js';
import { editorArea } from '../i18n/editor/index.js';
import { problemText } from '../i18n/wire-words.js';
import { useLobby } from '../stores/lobby.js';
import { native } from '../native.js';
import { loadBoard, serialiseBoard, validateBoard } from '../editor-core/model/board-io.js';
import type { Command } from '../editor-core/model/command.js';
import { fieldEditsCommand, type FieldEdit } from '../editor-core/model/field-edit.js';
import { boardName, setHeaderText, withoutPicture } from '../editor-core/model/header.js';
import { History } from '../editor-core/model/history.js';
import { BACKGROUND_LAYER, drawnBoard, isHidden, isLocked, offKinds, readLayerStates, setLayer as withLayer, toolRefusal, type LayerDef, type LayerFlags, type LayerState } from '../editor-core/model/layers.js';
import { noteOpen } from './canvas/frame-stats.js';
import { clampToGrid, clearRegion, clipIsEmpty, mirrorClip, readClip, transformRegion, turnClip, type CellRect, type Clip, type MirrorAxis } from '../editor-core/model/grid-region.js';
import { parseKey, prune, refKey, refsOf, selectionOf, toggle, union, type ElementRef, type Selection } from '../editor-core/model/selection.js';
import { allEditors, editorFor } from './modes/index.js';
import type { EditorMode, ModeUi, Tool, ToolEdit } from '../editor-core/modes/types.js';
import { provideEditorStore, type SelectHow, type StatusTone } from '../editor-core/store.js';
import { browserStorage, clearDraft, readDraft, writeDraft, type DraftRecord } from './services/draft.js';
import { addRecent, readRecent, type RecentBoard } from './services/recent.js';
import { downloadText, fileTitleParts, type FileTitle, getLibraryBoard, parseLibraryId, putUserBoard, toBoardFileName, type FileRef } from './services/files.js';

export type { SelectHow };
export interface StatusMessage {
  text: string;
  tone: StatusTone;
}

const DRAFT_DELAY_MS = 1500;
const LAYERS_KEY = 'boardwright.editor.layers';
const VALIDATE_DELAY_MS = 150;

export const useEditorStore = defineStore('editor', () => {
  const { t } = useT(editorArea);
  /** A file's title in the chosen language ("Bundled: usa.board.json"). */
  const titleOf = (where: FileRef): string => wordFileTitle(fileTitleParts(where));
  const wordFileTitle = (f: FileTitle): string =>
    f.kind === 'new' ? t('editor.file.new') : f.kind === 'bundled' ? t('editor.file.bundled', { name: f.name }) : f.kind === 'mine' ? t('editor.file.mine', { name: f.name }) : f.name;
  /** A recent board's line in the chosen language ("North America — Bundled: usa"). */
  const recentTitle = (r: RecentBoard): string => (r.file ? `${r.title} — ${wordFileTitle(r.file)}` : r.title);
  /** What a kept draft was opened from; a draft kept without a title was an unsaved board. */
  const draftTitle = (d: DraftRecord): string => d.title || t('editor.file.new');
  const storage = browserStorage();
  const mode = shallowRef<EditorMode<any>>(allEditors()[0]!.mode);
  const history = markRaw(new History<unknown>(mode.value.newBoard()));
  const board = shallowRef<any>(history.board);
  /** Grows on every board change; computed values that read the history depend on it. */
  const version = ref(0);
  history.onChange((b) => {
    board.value = b;
    version.value = history.version;
  });

  /** The mode's screen side (scene, panels): the screen loads it (`loadUi`) when it shows the mode. */
  const ui = shallowRef<ModeUi<any> | null>(null);
  let uiFor = '';
  async function loadUi(): Promise<ModeUi<any> | null> {
    const m = mode.value;
    if (uiFor === m.game && ui.value) return ui.value;
    let loaded: ModeUi<any> | undefined;
    try {
      loaded = await editorFor(m.game)?.ui();
    } catch (err) {
      say(() => t('editor.msg.uiFailed', { game: m.label, why: (err as Error).message }), 'error');
      return null;
    }
    // Another mode may have been opened while this one loaded.
    if (loaded && mode.value === m) {
      ui.value = markRaw(loaded);
      uiFor = m.game;
    }
    return ui.value;
  }

  const selection = shallowRef<Selection>(new Set());
  const tool = ref('select');
  const snap = ref(true);
  /** Each tool's options (its options panel edits them), by tool id. */
  const toolOptions = shallowRef<Record<string, Readonly<Record<string, unknown>>>>({});
  /** The region of cells picked with the region tool, the copied region, and whether it is being pasted. */
  const region = shallowRef<CellRect | null>(null);
  const clip = shallowRef<Clip<unknown> | null>(null);
  const pasting = ref(false);
  /**
   * Hidden and locked layers, per game: the editor's view, kept in local storage (never in the
   * board). A locked or hidden layer's elements are not selected, hit or edited; hidden ones are
   * not drawn.
   */
  const layerStates = ref<Record<string, LayerState>>(readKeptLayers());
  const layers = computed(() => [...(mode.value.layers ?? []), BACKGROUND_LAYER]);
  const layerState = computed<LayerState>(() => (Object.hasOwn(layerStates.value, mode.value.game) ? layerStates.value[mode.value.game]! : {}));
  const lockedKinds = computed(() => offKinds(layers.value, layerState.value));
  /** The board as the map draws it: hidden layers left out. */
  const drawn = computed(() => drawnBoard(mode.value.layers ?? [], layerState.value, board.value));
  const backgroundHidden = computed(() => isHidden(layerState.value, BACKGROUND_LAYER.id));
  const backgroundLocked = computed(() => isLocked(layerState.value, BACKGROUND_LAYER.id) || backgroundHidden.value);
  /** The turn a stamp tool puts things down in (R turns it). */
  const rotation = ref(0);
  const file = ref<FileRef>({ kind: 'new' });
  /** The board as last opened or saved: what Revert goes back to. */
  let savedBoard: unknown = history.board;
  const message = ref<StatusMessage | null>(null);
  const recent = ref<RecentBoard[]>(readRecent(storage));
  const pendingDraft = shallowRef<DraftRecord | null>(readDraft(storage));
  /** A picture the user picked in this session: file name → data URL (the board only names it). */
  const pictures = shallowRef<Record<string, string>>({});
  /** Asks the canvas to centre on an element; the tick makes a repeat request fire again. */
  const focus = shallowRef<{ ref: ElementRef; tick: number } | null>(null);
  /** The element under the problem the user last clicked, drawn highlighted. */
  const highlight = shallowRef<ElementRef | null>(null);
  /** The game a "New" board is for: the open board's game until the user picks another. */
  const newGame = ref(mode.value.game);
  /**
   * Grows when an edit changes the map's extent (a grid resized, or that undone): the canvas fits
   * the map again, as F does. A new board is fitted anyway, so opening one does not count.
   */
  const refit = ref(0);
  let extent = extentOf();
  function extentOf(): string {
    const b = mode.value.layout.bounds(board.value);
    return `${b.x},${b.y},${b.width},${b.height}`;
  }

  // ---- derived --------------------------------------------------------------------------------

  /** Grows when a gesture closes into a step (the board itself does not change then). */
  const steps = ref(0);
  const canUndo = computed(() => (version.value, steps.value, history.canUndo));
  const canRedo = computed(() => (version.value, steps.value, history.canRedo));
  const undoLabel = computed(() => (version.value, steps.value, history.undoLabel));
  const redoLabel = computed(() => (version.value, steps.value, history.redoLabel));
  const undoDepth = computed(() => (version.value, steps.value, history.undoDepth));
  const dirty = ref(false);
  const title = computed(() => titleOf(file.value));
  const selectedRefs = computed(() => refsOf(selection.value));
  const name = computed(() => boardName(board.value));
  const currentTool = computed<Tool>(() => mode.value.tools.find((t) => t.id === tool.value) ?? mode.value.tools[0]!);
  const currentOptions = computed(() => optionsOf(currentTool.value));

  // Validation runs shortly after the board stops changing, so a drag on a big board stays smooth.
  const problems = shallowRef<BoardProblem[]>(validateBoard(mode.value, history.board));
  const validationMs = ref(0);
  let validateTimer: ReturnType<typeof setTimeout> | null = null;
  function validateNow(): void {
    if (validateTimer) clearTimeout(validateTimer);
    validateTimer = null;
    const t = performance.now();
    problems.value = validateBoard(mode.value, board.value);
    validationMs.value = performance.now() - t;
  }
  // The modes' own problems (what fills an empty list) are worded when the board is checked:
  // check again when the chosen language's words arrive or change, so none stays in English.
  watch(
    () => t('editor.problems'),
    () => validateNow(),
  );
  const playable = computed(() => isPlayable(problems.value));
  const errorCount = computed(() => problems.value.filter((p) => (p.severity ?? 'error') === 'error').length);
  const warningCount = computed(() => problems.value.length - errorCount.value);

  let draftTimer: ReturnType<typeof setTimeout> | null = null;
  /** The board version whose problems the reader listed on open (no need to check it again). */
  let checkedAt = -1;
  watch(version, () => {
    dirty.value = history.dirty;
    const e = extentOf();
    if (e !== extent) {
      extent = e;
      refit.value++;
    }
    if (validateTimer) clearTimeout(validateTimer);
    if (history.version !== checkedAt) validateTimer = setTimeout(validateNow, history.inGroup ? VALIDATE_DELAY_MS * 3 : VALIDATE_DELAY_MS);
    // A region stays on the grid (an undone resize may have made it smaller).
    if (region.value) setRegion(region.value);
    const pruned = prune(selection.value, (r) => mode.value.exists(board.value, r));
    if (pruned !== selection.value) selection.value = pruned;
    if (draftTimer) clearTimeout(draftTimer);
    draftTimer = setTimeout(keepDraft, DRAFT_DELAY_MS);
  });

  function keepDraft(): void {
    draftTimer = null;
    if (!history.dirty) return void clearDraft(storage);
    const draft = { game: mode.value.game, title: `${name.value} (${title.value})`, file: file.value, savedAt: new Date().toISOString() };
    // A kept picture can outgrow the browser's storage: then the draft keeps the board without it
    // (after a crash the picture is chosen again), rather than no draft at all.
    if (!writeDraft(storage, { ...draft, text: serialised() })) {
      writeDraft(storage, { ...draft, text: serialiseBoard(mode.value, withoutPicture(board.value)) });
    }
  }

  function readKeptLayers(): Record<string, LayerState> {
    try {
      return readLayerStates(JSON.parse(storage?.getItem(LAYERS_KEY) ?? '{}'));
    } catch {
      return {};
    }
  }
  /** Shows, hides, locks or unlocks a layer; what it takes out of reach leaves the selection. */
  function setLayer(id: string, patch: LayerFlags): void {
    const game = mode.value.game;
    layerStates.value = { ...layerStates.value, [game]: withLayer(layerState.value, id, patch) };
    try {
      storage?.setItem(LAYERS_KEY, JSON.stringify(layerStates.value));
    } catch {
      // A full storage only forgets the layers for next time.
    }
    const off = lockedKinds.value;
    const kept = prune(selection.value, (r) => !off.has(r.kind));
    if (kept !== selection.value) selection.value = kept;
  }
  /** A tool's name in the chosen language. */
  function toolName(tool: Tool<any> = currentTool.value): string {
    return t(tool.labelKey);
  }
  /** A layer's name in the chosen language. */
  function layerName(layer: LayerDef<any>): string {
    return t(layer.labelKey);
  }
  /** Why the current tool may not be used now (a layer it edits is locked or hidden), or null. */
  function toolBlocked(): string | null {
    const tool = currentTool.value;
    const why = toolRefusal(layers.value, layerState.value, tool.id);
    return why && t('editor.layerRefusal', { layer: layerName(why.layer), tool: toolName(tool), state: why.hidden ? 'hidden' : 'locked' });
  }
  const reachable = (refs: readonly ElementRef[]) => refs.filter((r) => !lockedKinds.value.has(r.kind));

  /**
   * The status line. Words from the catalogue come as a function, worded when shown: the line
   * follows a change of language and never shows a key while the language's words load.
   */
  function say(text: string | (() => string), tone: StatusMessage['tone'] = 'info'): void {
    message.value = typeof text === 'string' ? { text, tone } : { tone, get text() { return text(); } };
  }

  // ---- editing ----------------------------------------------------------------------------------

  /**
   * Every finished edit names itself in the status line, so the line never keeps a message about
   * an earlier state (a tool or panel with more to say says it after this). Inside a gesture the
   * step is named when it closes.
   */
  function edited(step: Command<any>): void {
    say(() => (step.label ? t('editor.msg.step', { label: step.label }) : t('editor.msg.edited')));
  }
  /** Applies a command (null is "nothing to do"). Returns whether anything changed. */
  function exec(cmd: Command<any> | null): boolean {
    if (!cmd) return false;
    history.exec(cmd);
    if (!history.inGroup) edited(cmd);
    return true;
  }
  /** True during a gesture (a drag): the canvas may preview and redraw fully at its end. */
  const gesture = ref(false);
  function begin(label: string): void {
    history.begin(label);
    gesture.value = true;
  }
  function end(): void {
    const step = history.end();
    if (step) edited(step);
    steps.value++;
    gesture.value = false;
    dirty.value = history.dirty;
    validateNow();
  }
  function cancelGesture(): void {
    history.cancel();
    gesture.value = false;
  }
  // The message names the step: an edit in a closed tab or off the map is undone out of sight.
  function undo(): void {
    const label = history.undoLabel;
    if (history.undo()) say(() => (label ? t('editor.msg.undone', { label }) : t('editor.msg.undoneBare')));
  }
  function redo(): void {
    const label = history.redoLabel;
    if (history.redo()) say(() => (label ? t('editor.msg.redone', { label }) : t('editor.msg.redoneBare')));
  }

  function select(refs: readonly ElementRef[], how: SelectHow = 'replace'): void {
    const ok = reachable(refs);
    if (how === 'replace') selection.value = selectionOf(ok);
    else if (how === 'add') selection.value = union(selection.value, ok);
    else selection.value = ok.reduce<Selection>((s, r) => toggle(s, r), selection.value);
  }
  function selectAll(): void {
    selection.value = selectionOf(reachable(mode.value.elements(board.value)));
  }
  function clearSelection(): void {
    if (selection.value.size) selection.value = new Set();
  }
  function isSelected(ref: ElementRef): boolean {
    return selection.value.has(refKey(ref));
  }
  function deleteSelection(): void {
    const cmd = mode.value.deleteCommand(board.value, selectedRefs.value);
    if (exec(cmd)) say(() => t('editor.msg.deleted', { label: cmd!.label }));
    clearSelection();
  }
  /** Arrow keys: moves the selection (the screen passes a grid step, or one unit with Shift). */
  function moveSelection(dx: number, dy: number): void {
    exec(mode.value.moveCommand?.(board.value, selectedRefs.value, dx, dy) ?? null);
  }
  /** Aligns or spaces the selection evenly (model/arrange.ts): one undo step, or why not. */
  function arrange(how: Arrange): void {
    const res = arrangeCommand(mode.value, board.value, selectedRefs.value, how);
    if (typeof res === 'string') return say(res, 'warn');
    if (exec(res)) say(() => t('editor.msg.step', { label: res.label }));
  }

  // ---- copy, paste, mirror and turn on a map of free points (the mode's selectionEdits) ----------

  /** What Ctrl+C kept on a map of free points (route maps), for Ctrl+V; the mode's own shape. */
  const mapClip = shallowRef<unknown>(null);
  /** Where the pointer last was on the map (not reactive: it changes at every move); a paste lands there. */
  let pointerOnMap: { x: number; y: number } | null = null;
  function notePointer(p: { x: number; y: number } | null): void {
    pointerOnMap = p;
  }
  /** One edit of the selection (paste, mirror, turn): one undo step and its words, or why not. */
  function applyEdit(res: ToolEdit<any> | string): boolean {
    if (typeof res === 'string') return say(res, 'warn'), false;
    if (history.inGroup) end();
    if (!exec(res.command)) return false;
    if (res.select) select(res.select);
    say(() => (res.say ?? t('editor.msg.doneUndo', { label: res.command.label })));
    return true;
  }
  function copySelection(): boolean {
    const edits = mode.value.selectionEdits;
    if (!edits) return false;
    const got = edits.copy(board.value, selectedRefs.value);
    if (typeof got === 'string') return say(got, 'warn'), false;
    mapClip.value = markRaw(got.clip as object);
    say(got.say);
    return true;
  }
  function pasteSelection(): boolean {
    const edits = mode.value.selectionEdits;
    if (!edits) return false;
    if (!mapClip.value) return say(() => t('editor.msg.nothingCopiedMap'), 'warn'), false;
    return applyEdit(edits.paste(board.value, mapClip.value, pointerOnMap));
  }
  function mirrorSelection(axis: MirrorAxis): boolean {
    const edits = mode.value.selectionEdits;
    return edits ? applyEdit(edits.mirror(board.value, selectedRefs.value, axis)) : false;
  }
  function turnSelection(quarter: 1 | -1): boolean {
    const edits = mode.value.selectionEdits;
    return edits ? applyEdit(edits.turn(board.value, selectedRefs.value, quarter)) : false;
  }

  function setTool(id: string): void {
    // Switching tools leaves the history alone: undo reaches across tools.
    if (history.inGroup) end();
    if (id !== tool.value) pasting.value = false;
    tool.value = id;
  }
  function optionsOf(t: Tool): Readonly<Record<string, unknown>> {
    return toolOptions.value[t.id] ?? t.defaults ?? {};
  }
  /** A tool's options panel changes what the tool does next (not the board: no undo step). */
  function setToolOptions(id: string, patch: Readonly<Record<string, unknown>>): void {
    const t = mode.value.tools.find((x) => x.id === id);
    const base = toolOptions.value[id] ?? t?.defaults ?? {};
    toolOptions.value = { ...toolOptions.value, [id]: { ...base, ...patch } };
  }
  /** R turns the stamp clockwise, Shift+R back. */
  function rotate(by: number): void {
    const t = currentTool.value;
    const n = t.kind === 'stamp' ? Math.max(1, t.rotations) : 1;
    rotation.value = (((rotation.value + by) % n) + n) % n;
  }

  // ---- the region tools ---------------------------------------------------------------------------

  /** Picks a region (kept on the grid); null drops it. */
  function setRegion(r: CellRect | null): void {
    const g = mode.value.grid;
    region.value = r && g ? clampToGrid(g, board.value, r) : null;
  }
  /** Ctrl+C: the region's squares as they are now, to paste (the board does not change). */
  function copyRegion(): boolean {
    const g = mode.value.grid;
    const r = region.value;
    if (!g || !r) return say(() => t('editor.msg.pickRegionCopy'), 'warn'), false;
    const c = readClip(g, board.value, r);
    if (clipIsEmpty(c)) return say(() => t('editor.msg.regionEmpty'), 'warn'), false;
    clip.value = markRaw(c);
    say(() => t('editor.msg.copiedRegion', { cols: r.cols, rows: r.rows }));
    return true;
  }
  function clearRegionCells(): void {
    const g = mode.value.grid;
    const r = region.value;
    if (!g || !r) return;
    if (!exec(clearRegion(g, board.value, r))) say(() => t('editor.msg.regionAlreadyEmpty'));
  }
  function cutRegion(): void {
    if (copyRegion()) clearRegionCells();
  }
  /** Ctrl+V: the region tool stamps the copied region at each click until Escape. */
  function startPaste(): void {
    if (!mode.value.grid) return;
    if (!clip.value) return say(() => t('editor.msg.nothingCopiedRegion'), 'warn');
    const id = mode.value.tools.find((t) => t.kind === 'region')?.id;
    if (id) setTool(id);
    pasting.value = true;
    const { cols, rows } = clip.value;
    say(() => t('editor.msg.pasting', { cols, rows }));
  }
  /**
   * R / Shift+R and H / Shift+H with the region tool: while pasting, the copy turns or mirrors
   * before it is stamped; otherwise the region's squares turn or mirror in place (one step).
   */
  function transformRegionBy(how: { turns: number } | { mirror: MirrorAxis }): void {
    const g = mode.value.grid;
    if (!g) return;
    if (pasting.value && clip.value) {
      const c = clip.value;
      clip.value = markRaw('turns' in how ? turnClip(c, how.turns, (v, t) => g.turn(v, t)) : mirrorClip(c, how.mirror, (v, a) => g.mirror(v, a)));
      say(() => ('turns' in how ? t('editor.msg.copyTurned', { way: how.turns > 0 ? 'clockwise' : 'anticlockwise' }) : t('editor.msg.copyMirrored', { axis: how.mirror === 'top-bottom' ? 'topBottom' : 'leftRight' })));
      return;
    }
    const r = region.value;
    if (!r) return say(() => t('editor.msg.pickRegion'), 'warn');
    const res = transformRegion(g, board.value, r, how);
    if (typeof res === 'string') return say(res, 'warn');
    if (exec(res.command)) region.value = res.region;
  }
  function stopPasting(): void {
    pasting.value = false;
  }

  /** The problem list's click: select the element and centre it. */
  function goToProblem(p: BoardProblem): ElementRef | null {
    return goToPath(p.path);
  }
  /** Selects and centres the element a board path (`$.routes[3].costs`) lies in. */
  function goToPath(path: string): ElementRef | null {
    const ref = mode.value.locate(board.value, path);
    highlight.value = ref;
    if (!ref) return null;
    if (mode.value.position(board.value, ref)) {
      select([ref]);
      focus.value = { ref, tick: (focus.value?.tick ?? 0) + 1 };
    } else {
      selection.value = new Set([refKey(ref)]);
    }
    return ref;
  }

  /**
   * A suggested edit from the playtest lab, staged as one undo step: the field set, the element
   * it belongs to selected and centred, and the status line saying what changed and how to take
   * it back. False (with the reason in the status line) when the board does not fit the edit.
   */
  function stageEdit(edit: FieldEdit, words: string): boolean {
    return stageEdits([edit], t('editor.msg.labStep', { words }), t('editor.msg.labMade', { words, field: edit.field }));
  }
  /** Several edits as one undo step (an auto-balance's), with the step's label and the status line's words. */
  function stageEdits(edits: readonly FieldEdit[], label: string, words: string): boolean {
    const cmd = fieldEditsCommand(label, board.value, edits);
    if (typeof cmd === 'string') return say(() => t('editor.msg.labNotMade', { why: cmd }), 'error'), false;
    if (history.inGroup) end();
    exec(cmd);
    validateNow();
    if (edits[0]) goToPath(`$.${edits[0].field}`);
    say(words, 'ok');
    return true;
  }

  // ---- files ------------------------------------------------------------------------------------

  /** Starts afresh on a board; `checked` are its problems when the reader already listed them. */
  function replaceBoard(next: unknown, where: FileRef, nextMode: EditorMode<any> = mode.value, checked?: BoardProblem[]): void {
    if (nextMode !== mode.value) {
      mode.value = nextMode;
      ui.value = null;
      uiFor = '';
      tool.value = 'select';
      rotation.value = 0;
    }
    newGame.value = nextMode.game;
    region.value = null;
    clip.value = nextMode === mode.value ? clip.value : null;
    mapClip.value = nextMode.game === mode.value.game ? mapClip.value : null;
    pasting.value = false;
    file.value = where;
    savedBoard = next;
    selection.value = new Set();
    highlight.value = null;
    history.reset(next);
    extent = extentOf();
    history.markSaved();
    dirty.value = false;
    if (checked) {
      if (validateTimer) clearTimeout(validateTimer);
      validateTimer = null;
      problems.value = checked;
      checkedAt = history.version;
    } else validateNow();
    clearDraft(storage);
  }

  function newBoard(game: string = mode.value.game): void {
    const m = editorFor(game)?.mode;
    if (!m) return say(() => t('editor.msg.noEditor', { game }), 'error');
    replaceBoard(m.newBoard(), { kind: 'new' }, m);
    say(() => t('editor.msg.newBoard', { game: m.label, start: m.words.start }));
  }

  /**
   * Opens a board value (from a file or the library). Returns false with a message if it cannot.
   * `handedOver`: the value was parsed for this open alone, so the editor keeps it without a copy.
   */
  function openValue(raw: unknown, where: FileRef, handedOver = false): boolean {
    const game = (raw as { game?: unknown } | null)?.game;
    const m = typeof game === 'string' ? editorFor(game)?.mode : undefined;
    if (!m) {
      say(() => (typeof game === 'string' ? t('editor.msg.noEditor', { game }) : t('editor.msg.notABoard')), 'error');
      return false;
    }
    const { board: loaded, problems: readProblems } = loadBoard(m, raw, { handedOver });
    if (!loaded) {
      say(() => (readProblems[0] ? problemText(readProblems[0]) : t('editor.msg.notOpened')), 'error');
      return false;
    }
    // The reader's list: the board's problems, and what it had to leave out of a draft.
    replaceBoard(loaded, where, m, readProblems);
    const errors = errorCount.value;
    say(() => (errors ? t('editor.msg.openedDraft', { file: titleOf(where), n: errors }) : t('editor.msg.opened', { file: titleOf(where) })), errors ? 'warn' : 'ok');
    remember(where);
    return true;
  }

  function openText(text: string, where: FileRef): boolean {
    let raw: unknown;
    const at = performance.now();
    try {
      raw = JSON.parse(text);
      noteOpen(at, performance.now() - at);
    } catch (err) {
      say(() => t('editor.msg.notJson', { file: titleOf(where), why: (err as Error).message }), 'error');
      return false;
    }
    return openValue(raw, where, true);
  }

  async function openLibrary(id: string): Promise<boolean> {
    const ref = parseLibraryId(id);
    if (!ref) return say(() => t('editor.msg.notInLibrary', { id }), 'error'), false;
    try {
      return openValue(await getLibraryBoard(id), { kind: 'library', id, ...ref }, true);
    } catch (err) {
      say(() => t('editor.msg.loadFailed', { why: (err as Error).message }), 'error');
      return false;
    }
  }

  /** Opens a path again (recent list, desktop app only). */
  async function openPath(path: string): Promise<boolean> {
    const api = native();
    if (!api) return say(() => t('editor.msg.desktopOnly'), 'error'), false;
    try {
      const f = await api.readFile('board', path);
      return openText(f.text ?? '', { kind: 'path', path: f.path, name: f.name });
    } catch (err) {
      say(() => t('editor.msg.readFailed', { path, why: (err as Error).message }), 'error');
      return false;
    }
  }

  function remember(where: FileRef): void {
    const key = where.kind === 'library' ? `library:${where.id}` : where.kind === 'path' ? `path:${where.path}` : null;
    if (!key) return;
    recent.value = addRecent(storage, { key, title: name.value, file: fileTitleParts(where), game: mode.value.game, at: new Date().toISOString() });
  }

  /** The board file's text, exactly as Save writes it. */
  function serialised(): string {
    return serialiseBoard(mode.value, board.value);
  }

  /** The text of the version last opened or saved (what Revert goes back to): the lab compares with it. */
  function savedSerialised(): string {
    return serialiseBoard(mode.value, savedBoard);
  }

  function afterSave(where: FileRef, how: string): void {
    file.value = where;
    savedBoard = board.value;
    history.markSaved();
    dirty.value = false;
    clearDraft(storage);
    remember(where);
    const errors = errorCount.value;
    say(() => (errors ? t('editor.msg.savedDraft', { how, n: errors }) : t('editor.msg.step', { label: how })), errors ? 'warn' : 'ok');
  }

  /** Save where the board came from; a bundled or new board needs a name first (returns false). */
  async function save(): Promise<boolean> {
    const f = file.value;
    if (f.kind === 'library' && f.source === 'user') return saveToLibrary(name.value, f.name);
    if (f.kind === 'path') return saveToPath(f.path);
    return false;
  }

  /**
   * Saves into the user's boards folder (through the host). `typed` is the name the user gave:
   * the board takes it (one undo step), so the lobby lists the board as it was called; the file
   * name comes from it unless one is given.
   */
  async function saveToLibrary(typed: string, fileName: string = toBoardFileName(typed)): Promise<boolean> {
    rename(typed);
    const game = mode.value.game;
    const res = await putUserBoard(game, fileName, serialised());
    if (!res.ok) {
      say(() => (res.problems ? t('editor.msg.notSavedShape', { why: res.message }) : t('editor.msg.notSaved', { why: res.message })), 'error');
      return false;
    }
    afterSave({ kind: 'library', id: res.id, source: 'user', game, name: fileName }, t('editor.msg.savedMine', { name: fileName }));
    // The lobby's board list shows the new board (and its name) without a reload.
    void useLobby().refreshBoards();
    return true;
  }

  /** Gives the board a name (one undo step; nothing when it already has it or it is blank). */
  function rename(to: string): void {
    exec(setHeaderText(board.value, 'name', to));
  }

  /** The desktop app's file save (a path, or a save dialog when `path` is undefined). */
  async function saveToPath(path?: string): Promise<boolean> {
    const api = native();
    if (!api) return false;
    const suggestedName = `${toBoardFileName(name.value)}.board.json`;
    const res = await api.saveFile('board', serialised(), path ? { path } : { suggestedName });
    if (!res) return false;
    const fileName = res.path.split(/[\\/]/).pop() ?? res.path;
    afterSave({ kind: 'path', path: res.path, name: fileName }, t('editor.msg.saved', { name: fileName }));
    return true;
  }

  /** A plain browser's Save: a download of the board file. */
  function download(): void {
    const fileName = `${toBoardFileName(name.value)}.board.json`;
    downloadText(fileName, serialised());
    afterSave(file.value.kind === 'new' ? { kind: 'upload', name: fileName } : file.value, t('editor.msg.downloaded', { name: fileName }));
  }

  function revert(): void {
    history.reset(savedBoard);
    history.markSaved();
    dirty.value = false;
    selection.value = new Set();
    validateNow();
    clearDraft(storage);
    say(() => t('editor.msg.reverted'));
  }

  // ---- the crash net ----------------------------------------------------------------------------

  function restoreDraft(): void {
    const d = pendingDraft.value;
    pendingDraft.value = null;
    if (!d) return;
    const where = (d.file as FileRef | null) ?? { kind: 'new' };
    let raw: unknown;
    try {
      raw = JSON.parse(d.text);
    } catch {
      return say(() => t('editor.msg.draftUnreadable'), 'error');
    }
    const m = editorFor(d.game)?.mode;
    const loaded = m ? loadBoard(m, raw, { handedOver: true }).board : null;
    if (!m || !loaded) return say(() => t('editor.msg.draftUnopenable'), 'error');
    replaceBoard(loaded, where, m);
    // Unsaved work: dirty until saved, and Revert goes back to the draft as it was restored.
    history.markUnsaved();
    dirty.value = true;
    keepDraft();
    say(() => t('editor.msg.restored', { title: draftTitle(d), at: d.savedAt.replace('T', ' ').slice(0, 19) }), 'ok');
  }

  function discardDraft(): void {
    pendingDraft.value = null;
    clearDraft(storage);
  }

  /** For a screen switch or a window close: true when leaving loses nothing (or the user agreed). */
  function confirmLeave(ask: (text: string) => boolean = (t) => window.confirm(t)): boolean {
    if (!history.dirty) return true;
    keepDraft();
    return ask(t('editor.msg.leave', { name: name.value }));
  }

  // ---- background picture -------------------------------------------------------------------------

  function addPicture(file: string, url: string): void {
    pictures.value = { ...pictures.value, [file]: url };
  }

  return {
    mode,
    ui,
    loadUi,
    board,
    version,
    name,
    selection,
    selectedRefs,
    tool,
    currentTool,
    currentOptions,
    toolOptions,
    rotation,
    region,
    clip,
    pasting,
    layers,
    layerState,
    lockedKinds,
    drawn,
    backgroundHidden,
    backgroundLocked,
    setLayer,
    toolBlocked,
    toolName,
    layerName,
    reachable,
    setRegion,
    copyRegion,
    mapClip,
    notePointer,
    copySelection,
    pasteSelection,
    mirrorSelection,
    turnSelection,
    cutRegion,
    clearRegionCells,
    startPaste,
    stopPasting,
    transformRegionBy,
    snap,
    file,
    title,
    message,
    recent,
    recentTitle,
    draftTitle,
    pendingDraft,
    pictures,
    focus,
    highlight,
    newGame,
    refit,
    canUndo,
    canRedo,
    undoLabel,
    redoLabel,
    undoDepth,
    dirty,
    problems,
    validationMs,
    playable,
    errorCount,
    warningCount,
    gesture,
    exec,
    begin,
    end,
    cancelGesture,
    undo,
    redo,
    select,
    selectAll,
    clearSelection,
    isSelected,
    deleteSelection,
    moveSelection,
    arrange,
    setTool,
    setToolOptions,
    rotate,
    goToProblem,
    goToPath,
    stageEdit,
    stageEdits,
    newBoard,
    openValue: (raw: unknown, where: FileRef) => openValue(raw, where),
    openText,
    openLibrary,
    openPath,
    save,
    saveToLibrary,
    saveToPath,
    rename,
    download,
    revert,
    restoreDraft,
    discardDraft,
    confirmLeave,
    keepDraft,
    validateNow,
    addPicture,
    say,
    serialised,
    savedSerialised,
    parseKey,
  };
});

// The game modes' panels reach this store through editor-core's port, below the screen.
provideEditorStore(useEditorStore);
