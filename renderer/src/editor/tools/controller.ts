/**
 * What the pointer does on the editor canvas, per tool kind. No Pixi and no DOM: the canvas
 * hands in map points and hit results through `ToolHost`, so the gestures are tested in Node.
 *
 * - select: click selects (Shift/Ctrl toggles), drag on an element moves the selection (one
 *   undo step, snapped to the grid when snapping is on), drag on empty map draws a selection
 *   box, Alt+drag moves an unlocked background picture.
 * - place: click puts a new element at the (snapped) point.
 * - connect: click one element, then another; the second becomes the next first, for chains.
 * - delete: click an element to delete it.
 */
import type { Point, Rect } from '../../pixi/camera.js';
import type { Command } from '../model/command.js';
import { refKey, refsOf, type ElementRef, type Selection } from '../model/selection.js';
import type { EditorMode, ToolInfo } from '../modes/types.js';

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
  tool(): ToolInfo;
  /** The point on the grid when snapping is on, else the point itself. */
  snap(p: Point): Point;
  hit(p: Point): ElementRef | null;
  hitBox(r: Rect): ElementRef[];
  selection(): Selection;
  select(refs: readonly ElementRef[], how: 'replace' | 'toggle' | 'add'): void;
  exec(cmd: Command<any> | null): boolean;
  begin(label: string): void;
  end(): void;
  cancel(): void;
  say(text: string, tone?: 'info' | 'ok' | 'warn' | 'error'): void;
}

/** Screen pixels the pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 3;

type Drag =
  | { kind: 'move'; start: PointerInfo; anchor: Point; applied: Point; started: boolean }
  | { kind: 'box'; start: PointerInfo; add: boolean; rect: Rect | null }
  | { kind: 'picture'; start: PointerInfo; origin: Point; started: boolean }
  | { kind: 'click'; start: PointerInfo };

export class ToolController {
  private drag: Drag | null = null;
  /** The first end of a route being drawn (connect tools). */
  pendingFrom: ElementRef | null = null;
  /** The selection box while it is drawn, in map coordinates. */
  box: Rect | null = null;

  constructor(private readonly host: ToolHost) {}

  down(e: PointerInfo): void {
    const h = this.host;
    const tool = h.tool();
    const hit = h.hit(e.map);
    switch (tool.kind) {
      case 'select': {
        const bg = h.mode().background(h.board());
        if (e.alt && bg && !bg.locked) {
          this.drag = { kind: 'picture', start: e, origin: { x: bg.x, y: bg.y }, started: false };
          return;
        }
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
      case 'place':
      case 'connect':
      case 'delete':
        this.drag = { kind: 'click', start: e };
        return;
    }
  }

  move(e: PointerInfo): void {
    const d = this.drag;
    if (!d) return;
    const far = Math.hypot(e.screen.x - d.start.screen.x, e.screen.y - d.start.screen.y) >= DRAG_THRESHOLD;
    const h = this.host;
    if (d.kind === 'move') {
      if (!d.started) {
        if (!far) return;
        d.started = true;
        h.begin('Move');
      }
      // The pressed element follows the pointer (onto the grid); the rest keep their offsets.
      const target = h.snap({ x: d.anchor.x + e.map.x - d.start.map.x, y: d.anchor.y + e.map.y - d.start.map.y });
      const total = { x: target.x - d.anchor.x, y: target.y - d.anchor.y };
      const dx = total.x - d.applied.x;
      const dy = total.y - d.applied.y;
      if (dx === 0 && dy === 0) return;
      if (h.exec(h.mode().moveCommand(h.board(), refsOf(h.selection()), dx, dy))) d.applied = total;
    } else if (d.kind === 'box') {
      if (!far && !d.rect) return;
      d.rect = rectOf(d.start.map, e.map);
      this.box = d.rect;
    } else if (d.kind === 'picture') {
      const mode = h.mode();
      const bg = mode.background(h.board());
      if (!bg) return;
      if (!d.started) {
        if (!far) return;
        d.started = true;
        h.begin('Move background picture');
      }
      const x = Math.round(d.origin.x + e.map.x - d.start.map.x);
      const y = Math.round(d.origin.y + e.map.y - d.start.map.y);
      if (x !== bg.x || y !== bg.y) h.exec(mode.setBackgroundCommand(h.board(), { ...bg, x, y }));
    }
  }

  up(e: PointerInfo): void {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    const h = this.host;
    if (d.kind === 'move' || d.kind === 'picture') {
      if (d.started) h.end();
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

  /** Escape: drops a drag in progress (undoing it), the route being drawn, then the selection. */
  escape(): void {
    const d = this.drag;
    this.drag = null;
    this.box = null;
    if (d && (d.kind === 'move' || d.kind === 'picture') && d.started) {
      this.host.cancel();
      return;
    }
    if (this.pendingFrom) {
      this.pendingFrom = null;
      return;
    }
    this.host.select([], 'replace');
  }

  /** Forgets tool-specific progress (the route being drawn) when the tool changes. */
  reset(): void {
    this.pendingFrom = null;
    this.box = null;
    if (this.drag && (this.drag.kind === 'move' || this.drag.kind === 'picture') && this.drag.started) this.host.end();
    this.drag = null;
  }

  private click(e: PointerInfo): void {
    const h = this.host;
    const tool = h.tool();
    const mode = h.mode();
    const hit = h.hit(e.map);
    if (tool.kind === 'place') {
      const edit = mode.place?.(tool.id, h.board(), h.snap(e.map));
      if (edit && h.exec(edit.command)) {
        h.select(edit.select, 'replace');
        h.say(`${edit.command.label}.`);
      }
      return;
    }
    if (tool.kind === 'delete') {
      if (!hit) return;
      const cmd = mode.deleteCommand(h.board(), [hit]);
      if (h.exec(cmd)) h.say(`${cmd!.label}. Ctrl+Z brings it back.`);
      return;
    }
    if (tool.kind === 'connect') {
      if (!hit || !(mode.canConnect?.(tool.id, hit) ?? true)) {
        if (this.pendingFrom) this.pendingFrom = null;
        else h.say('Click a city to start the route.');
        return;
      }
      if (!this.pendingFrom) {
        this.pendingFrom = hit;
        h.select([hit], 'replace');
        h.say(`From ${mode.describe(h.board(), hit)}: now click the other end.`);
        return;
      }
      const edit = mode.connect?.(tool.id, h.board(), this.pendingFrom, hit);
      if (!edit) return;
      if (typeof edit === 'string') {
        h.say(edit, 'warn');
        return;
      }
      if (h.exec(edit.command)) {
        h.select(edit.select, 'replace');
        h.say(`${edit.command.label}. Click another city to go on, Escape to stop.`);
      }
      this.pendingFrom = hit;
    }
  }
}

export function rectOf(a: Point, b: Point): Rect {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** Snaps a point to the nearest grid crossing. */
export function snapPoint(p: Point, grid: number): Point {
  return { x: Math.round(p.x / grid) * grid, y: Math.round(p.y / grid) * grid };
}
