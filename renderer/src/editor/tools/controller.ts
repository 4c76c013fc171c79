/**
 * What the pointer does on the editor canvas, per tool kind. No Pixi and no DOM: the canvas
 * hands in map points and hit results through `ToolHost`, so the gestures are tested in Node.
 * The mode's tool decides what an edit is; this decides which gesture asks for it.
 *
 * - select: click selects (Shift/Ctrl toggles), drag on an element moves the selection (one
 *   undo step, snapped when snapping is on), drag on empty map draws a selection box, Alt+drag
 *   moves an unlocked background picture; a drag on a handle (a route's bend, a label: the
 *   scene's `handleAt`) is the mode's `handleDrag`, one undo step.
 * - place: click at the (snapped) point, with what is under it.
 * - connect: click one element, then another; the second becomes the next first, for chains.
 * - pick: click an element. delete: click an element to delete it.
 * - paint: press and drag over cells; every cell the pointer crosses once; one undo step.
 * - stamp: click a cell, with the turn the R key set. fill: click a cell.
 * - region: drag a rectangle of cells (the region); drag inside it to move what it holds (one
 *   undo step at the release); while a copied region is being pasted, each click stamps it.
 * - rect: drag a rectangle of cells; the tool fills it at the release.
 */
import type { Point, Rect } from '../../pixi/camera.js';
import type { Command } from '../../editor-core/model/command.js';
import { refKey, refsOf, type ElementRef, type Selection } from '../../editor-core/model/selection.js';
import { boardBackground, setBackground } from '../../editor-core/model/header.js';
import { cellRectOf, inCellRect, moveRegion, pasteClip, clampToGrid, type CellRect, type Clip } from '../../editor-core/model/grid-region.js';
import { cellKey, cellsOnLine } from '../../editor-core/modes/layout.js';
import type { Cell, EditorHandle, EditorMode, HandleDrag, Tool, ToolContext, ToolResult } from '../../editor-core/modes/types.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

/** The tools' words in the editor's language (worded when said). */
const { t } = useT(editorArea);

export interface PointerInfo {
  map: Point;
  screen: Point;
  shift: boolean;
  ctrl: boolean;
  alt: boolean;
}

export interface ToolHost {
  board(): unknown;
  mode(): EditorMode<any>;
  tool(): Tool<any>;
  /** The current tool's name in the editor's language (its catalogue key worded). */
  toolName(): string;
  /** The tool's options and the stamp turn (the pointer adds the modifier keys). */
  context(): Pick<ToolContext, 'options' | 'rotation'>;
  /** Whether snapping is on (the layout says where a point snaps to). */
  snapping(): boolean;
  hit(p: Point): ElementRef | null;
  /** The editor handle under a map point (a route's bend, a label), if the scene draws any. */
  handle?(p: Point): EditorHandle | null;
  hitBox(r: Rect): ElementRef[];
  /** What a closed loop of map points holds (the Lasso tool); absent: the scene has no lasso. */
  hitLasso?(loop: readonly Point[]): ElementRef[];
  selection(): Selection;
  select(refs: readonly ElementRef[], how: 'replace' | 'toggle' | 'add'): void;
  exec(cmd: Command<any> | null): boolean;
  begin(label: string): void;
  end(): void;
  cancel(): void;
  say(text: string, tone?: 'info' | 'ok' | 'warn' | 'error'): void;
  /** The region of cells picked with the region tool (null: none). */
  region(): CellRect | null;
  setRegion(r: CellRect | null): void;
  /** The copied region while it is being pasted (each click stamps it), else null. */
  pasting(): Clip<unknown> | null;
  stopPasting(): void;
  /** Why the tool may not be used now (a layer it edits is locked or hidden), or null. */
  refusal(): string | null;
  /** The background layer is locked or hidden in the view (Alt+drag leaves the picture alone). */
  pictureLocked(): boolean;
}

/** Screen pixels the pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 3;

type Drag =
  | { kind: 'move'; start: PointerInfo; anchor: Point; applied: Point; started: boolean }
  | { kind: 'handle'; start: PointerInfo; drag: HandleDrag<unknown>; started: boolean }
  | { kind: 'box'; start: PointerInfo; add: boolean; rect: Rect | null }
  | { kind: 'lasso'; start: PointerInfo; add: boolean; points: Point[] }
  | { kind: 'picture'; start: PointerInfo; origin: Point; started: boolean }
  | { kind: 'paint'; last: Cell; done: Set<string>; painted: number }
  | { kind: 'click'; start: PointerInfo }
  | { kind: 'region'; start: Cell }
  | { kind: 'region-move'; start: Cell; from: CellRect }
  | { kind: 'rect'; start: Cell };

export class ToolController {
  private drag: Drag | null = null;
  /** The first end of an edge being drawn (connect tools). */
  pendingFrom: ElementRef | null = null;
  /** The selection box while it is drawn, in map coordinates. */
  box: Rect | null = null;
  /** The lasso while it is drawn: its points in map coordinates (closed back to the first). */
  lasso: Point[] | null = null;
  /** Cells a drag would change (a region being moved, a rectangle to fill), drawn as a preview. */
  cells: CellRect | null = null;

  constructor(private readonly host: ToolHost) {}

  /** The cell under a map point, when the mode's layout has cells. */
  cellAt(p: Point): Cell | null {
    const h = this.host;
    return h.mode().layout.cellAt?.(h.board(), p) ?? null;
  }

  private snap(p: Point): Point {
    const h = this.host;
    return h.snapping() ? h.mode().layout.snap(h.board(), p) : p;
  }

  private ctx(e: PointerInfo): ToolContext {
    return { ...this.host.context(), shift: e.shift, alt: e.alt };
  }

  down(e: PointerInfo): void {
    const h = this.host;
    const tool = h.tool();
    const refusal = h.refusal();
    if (refusal) return h.say(refusal, 'warn');
    switch (tool.kind) {
      case 'select': {
        const bg = boardBackground(h.board());
        if (e.alt && bg && !bg.locked && !h.pictureLocked()) {
          this.drag = { kind: 'picture', start: e, origin: { x: bg.x, y: bg.y }, started: false };
          return;
        }
        // A handle (a route's bend, a label) sits over the elements: it is dragged, not selected.
        const handle = e.shift || e.ctrl ? null : (h.handle?.(e.map) ?? null);
        const drag = handle ? h.mode().handleDrag?.(h.board(), handle) : null;
        if (handle && drag) {
          if (!h.selection().has(refKey(handle.owner))) h.select([handle.owner], 'replace');
          this.drag = { kind: 'handle', start: e, drag, started: false };
          return;
        }
        const hit = h.hit(e.map);
        if (!hit) {
          this.drag = { kind: 'box', start: e, add: e.shift || e.ctrl, rect: null };
          return;
        }
        if (e.shift || e.ctrl) h.select([hit], 'toggle');
        else if (!h.selection().has(refKey(hit))) h.select([hit], 'replace');
        const anchor = h.mode().position(h.board(), hit) ?? e.map;
        this.drag = { kind: 'move', start: e, anchor, applied: { x: 0, y: 0 }, started: false };
        return;
      }
      case 'paint': {
        const cell = this.cellAt(e.map);
        if (!cell) {
          h.say(h.mode().layout.cellAt ? t('editor.c.pressCell') : t('editor.c.noGridToPaint'), 'warn');
          return;
        }
        h.begin(h.toolName());
        this.drag = { kind: 'paint', last: cell, done: new Set(), painted: 0 };
        this.paintCells([cell], e);
        return;
      }
      case 'region':
        this.downRegion(e);
        return;
      case 'lasso':
        if (!h.hitLasso) return h.say(t('editor.c.noLasso'), 'warn');
        this.drag = { kind: 'lasso', start: e, add: e.shift || e.ctrl, points: [e.map] };
        this.lasso = [e.map];
        return;
      case 'rect': {
        const cell = this.cellAt(e.map);
        if (!cell) return h.say(t('editor.c.pressAndDrag'), 'warn');
        this.drag = { kind: 'rect', start: cell };
        this.cells = cellRectOf(cell, cell);
        return;
      }
      default:
        this.drag = { kind: 'click', start: e };
    }
  }

  private downRegion(e: PointerInfo): void {
    const h = this.host;
    const cell = this.cellAt(e.map);
    const grid = h.mode().grid;
    if (!grid) return h.say(t('editor.c.noGrid'), 'warn');
    const clip = h.pasting();
    if (clip) {
      if (!cell) return h.say(t('editor.c.pasteWhere'), 'warn');
      const res = pasteClip(grid, h.board(), clip, cell);
      if (typeof res === 'string') return h.say(res, 'warn');
      if (h.exec(res.command)) {
        h.setRegion(res.region);
        h.say(res.say);
      }
      return;
    }
    if (!cell) {
      h.setRegion(null);
      return;
    }
    const region = h.region();
    if (region && inCellRect(region, cell)) {
      this.drag = { kind: 'region-move', start: cell, from: region };
      return;
    }
    this.drag = { kind: 'region', start: cell };
    h.setRegion(cellRectOf(cell, cell));
  }

  move(e: PointerInfo): void {
    const d = this.drag;
    if (!d) return;
    const h = this.host;
    if (d.kind === 'paint') {
      const cell = this.cellAt(e.map);
      if (!cell) return;
      this.paintCells(cellsOnLine(d.last, cell), e);
      d.last = cell;
      return;
    }
    if (d.kind === 'region' || d.kind === 'region-move' || d.kind === 'rect') {
      const cell = this.cellAt(e.map);
      if (!cell) return;
      const grid = h.mode().grid;
      if (d.kind === 'region-move') this.cells = { ...d.from, col: d.from.col + cell.col - d.start.col, row: d.from.row + cell.row - d.start.row };
      else {
        const r = cellRectOf(d.start, cell);
        // A region stays on the grid; a fill rectangle too (the pointer may run past its edge).
        const on = grid ? clampToGrid(grid, h.board(), r) : r;
        if (d.kind === 'region') h.setRegion(on);
        else this.cells = on;
      }
      return;
    }
    if (d.kind === 'lasso') {
      // A point every few screen pixels: a smooth enough loop, not thousands of points.
      const last = d.points[d.points.length - 1]!;
      const k = Math.hypot(e.screen.x - d.start.screen.x, e.screen.y - d.start.screen.y) / Math.max(1e-9, Math.hypot(e.map.x - d.start.map.x, e.map.y - d.start.map.y));
      if (!Number.isFinite(k) || Math.hypot(e.map.x - last.x, e.map.y - last.y) * k >= DRAG_THRESHOLD) d.points.push(e.map);
      this.lasso = [...d.points];
      return;
    }
    const far = Math.hypot(e.screen.x - d.start.screen.x, e.screen.y - d.start.screen.y) >= DRAG_THRESHOLD;
    if (d.kind === 'move') {
      const mode = h.mode();
      if (!mode.moveCommand) return;
      if (!d.started) {
        if (!far) return;
        d.started = true;
        h.begin('Move');
      }
      // The pressed element follows the pointer (onto the grid); the rest keep their offsets.
      const target = this.snap({ x: d.anchor.x + e.map.x - d.start.map.x, y: d.anchor.y + e.map.y - d.start.map.y });
      const total = { x: target.x - d.anchor.x, y: target.y - d.anchor.y };
      const dx = total.x - d.applied.x;
      const dy = total.y - d.applied.y;
      if (dx === 0 && dy === 0) return;
      if (h.exec(mode.moveCommand(h.board(), refsOf(h.selection()), dx, dy))) d.applied = total;
    } else if (d.kind === 'handle') {
      if (!d.started) {
        if (!far) return;
        d.started = true;
        h.begin(d.drag.label);
      }
      h.exec(d.drag.to(h.board(), e.map.x - d.start.map.x, e.map.y - d.start.map.y));
    } else if (d.kind === 'box') {
      if (!far && !d.rect) return;
      d.rect = rectOf(d.start.map, e.map);
      this.box = d.rect;
    } else if (d.kind === 'picture') {
      const bg = boardBackground(h.board());
      if (!bg) return;
      if (!d.started) {
        if (!far) return;
        d.started = true;
        h.begin(t('editor.c.moveBackground'));
      }
      const x = Math.round(d.origin.x + e.map.x - d.start.map.x);
      const y = Math.round(d.origin.y + e.map.y - d.start.map.y);
      if (x !== bg.x || y !== bg.y) h.exec(setBackground(h.board(), { ...bg, x, y }));
    }
  }

  up(e: PointerInfo): void {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    const h = this.host;
    if (d.kind === 'paint') {
      h.end();
      if (d.painted) h.say(t('editor.c.painted', { tool: h.toolName(), n: d.painted }));
      return;
    }
    if (d.kind === 'move' || d.kind === 'picture' || d.kind === 'handle') {
      if (d.started) h.end();
      return;
    }
    if (d.kind === 'region') return;
    if (d.kind === 'region-move' || d.kind === 'rect') {
      const to = this.cells;
      this.cells = null;
      const grid = h.mode().grid;
      if (!to) return;
      if (d.kind === 'rect') {
        const tool = h.tool();
        if (tool.kind === 'rect') this.apply(tool.fillRect(h.board(), to, this.ctx(e)));
        return;
      }
      if (!grid || (to.col === d.from.col && to.row === d.from.row)) return;
      const res = moveRegion(grid, h.board(), d.from, to.col - d.from.col, to.row - d.from.row);
      if (typeof res === 'string') return h.say(res, 'warn');
      if (h.exec(res.command)) h.setRegion(res.region);
      return;
    }
    if (d.kind === 'lasso') {
      this.lasso = null;
      d.points.push(e.map);
      // Under three points there is no loop: a click, which clears the selection (Shift keeps it).
      const loop = d.points.length >= 3 ? (h.hitLasso?.(d.points) ?? []) : [];
      if (loop.length || !d.add) h.select(loop, d.add ? 'add' : 'replace');
      if (d.points.length >= 3) h.say(loop.length ? t('editor.c.lassoed', { n: loop.length }) : t('editor.c.lassoEmpty'));
      return;
    }
    if (d.kind === 'box') {
      this.box = null;
      if (d.rect) h.select(h.hitBox(d.rect), d.add ? 'add' : 'replace');
      else if (!d.add) h.select([], 'replace');
      return;
    }
    this.click(e);
  }

  /** Whether a drag that edits the board is under way (Escape takes it back). */
  get editing(): boolean {
    const d = this.drag;
    return !!d && (d.kind === 'paint' || ((d.kind === 'move' || d.kind === 'picture' || d.kind === 'handle') && d.started));
  }

  /** Escape: drops a drag in progress (undoing it), the edge being drawn, then the selection. */
  escape(): void {
    const editing = this.editing;
    const cells = this.cells;
    this.drag = null;
    this.box = null;
    this.lasso = null;
    this.cells = null;
    if (editing) {
      this.host.cancel();
      return;
    }
    if (cells) return;
    if (this.host.pasting()) {
      this.host.stopPasting();
      this.host.say(t('editor.c.stoppedPasting'));
      return;
    }
    if (this.host.region()) {
      this.host.setRegion(null);
      return;
    }
    if (this.pendingFrom) {
      this.stopChain();
      return;
    }
    this.host.select([], 'replace');
  }

  /**
   * Ends a chain of edges being drawn, and says so: the "click another one to go on" line
   * would be untrue from now on.
   */
  private stopChain(): void {
    const from = this.pendingFrom;
    this.pendingFrom = null;
    const h = this.host;
    const tool = h.tool();
    if (!from || tool.kind !== 'connect') return;
    h.say(t('editor.c.stoppedAt', { at: h.mode().describe(h.board(), from), next: tool.words.start }));
  }

  /** Forgets tool-specific progress (the edge being drawn) when the tool changes. */
  reset(): void {
    // A chain left by picking another tool: its "go on" line no longer holds.
    if (this.pendingFrom) this.host.say(t('editor.c.stoppedDrawing', { tool: this.host.toolName(), hint: this.host.tool().hint }));
    this.pendingFrom = null;
    this.box = null;
    this.cells = null;
    if (this.editing) this.host.end();
    this.drag = null;
  }

  private paintCells(cells: readonly Cell[], e: PointerInfo): void {
    const d = this.drag;
    const h = this.host;
    const tool = h.tool();
    if (d?.kind !== 'paint' || tool.kind !== 'paint') return;
    const ctx = this.ctx(e);
    for (const cell of cells) {
      const key = cellKey(cell);
      if (d.done.has(key)) continue;
      d.done.add(key);
      if (h.exec(tool.paint(h.board(), cell, ctx))) d.painted++;
    }
  }

  /** Applies a tool's result: the edit with its selection and words, or the reason it gave. */
  private apply(result: ToolResult<any>, after?: string): boolean {
    const h = this.host;
    if (!result) return false;
    if (typeof result === 'string') {
      h.say(result, 'warn');
      return false;
    }
    if (!h.exec(result.command)) return false;
    if (result.select) h.select(result.select, 'replace');
    h.say(result.say ?? `${result.command.label}.${after ? ` ${after}` : ''}`);
    return true;
  }

  private click(e: PointerInfo): void {
    const h = this.host;
    const tool = h.tool();
    const mode = h.mode();
    const board = h.board();
    const ctx = this.ctx(e);
    switch (tool.kind) {
      case 'place':
        this.apply(tool.place(board, this.snap(e.map), h.hit(e.map), ctx));
        return;
      case 'pick': {
        const hit = h.hit(e.map);
        if (!hit) return h.say(tool.hint);
        this.apply(tool.pick(board, hit, ctx));
        return;
      }
      case 'stamp':
      case 'fill': {
        const cell = this.cellAt(e.map);
        if (!cell) return h.say(t('editor.c.clickCell'));
        this.apply(tool.kind === 'stamp' ? tool.stamp(board, cell, ctx) : tool.fill(board, cell, ctx));
        return;
      }
      case 'delete': {
        const hit = h.hit(e.map);
        if (!hit) return;
        const cmd = mode.deleteCommand(board, [hit]);
        if (h.exec(cmd)) h.say(t('editor.c.deleted', { label: cmd!.label }));
        return;
      }
      case 'connect': {
        const hit = h.hit(e.map);
        if (!hit || !tool.canConnect(board, hit)) {
          if (this.pendingFrom) this.stopChain();
          else h.say(tool.words.start);
          return;
        }
        if (!this.pendingFrom) {
          this.pendingFrom = hit;
          h.select([hit], 'replace');
          h.say(t('editor.c.from', { at: mode.describe(board, hit) }));
          return;
        }
        const result = tool.connect(board, this.pendingFrom, hit, ctx);
        if (!result) return;
        if (typeof result === 'string') return h.say(result, 'warn');
        this.apply(result, tool.words.next);
        this.pendingFrom = hit;
        return;
      }
      case 'select':
      case 'lasso':
      case 'paint':
      case 'region':
      case 'rect':
        return;
    }
  }
}

export function rectOf(a: Point, b: Point): Rect {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}
