/**
 * The Linie 1 city in the editor: the play screen's own scene (games/linie1/scene.ts) draws the
 * board, and the editor's handles go on its `top` layer: selection, hover and problem rings, the
 * squares beside a selected building where its stop sign can go (and the open ones where the
 * board forbids it), and under the pointer what the tool would do (a building, a blocked square,
 * a terminal loop turned by R, a stop side allowed or taken away). What lies outside the grid
 * (a grid made smaller) is drawn where it would be, ghosted and tagged "outside the grid", so it
 * can be seen, selected, dragged back in or deleted.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { drawBadge, drawBlocked, drawLine, drawLoop, drawStopSide } from '../draw.js';
import { CELL, loopShape, sideIndex, squareRect } from '../geometry.js';
import { CityScene } from '../scene.js';
import { COLOURS, FONT, inkOn } from '../style.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import { sceneStateChanged, type ModeScene, type SceneState } from '../../../editor-core/modes/scene-types.js';
import { parseKey, refKey, type ElementRef } from '../../../editor-core/model/selection.js';
import { allowedSides, blockedAt, blockedId, buildingAt, parseBlockedId, stopSideAt, terminalSpots } from './commands.js';
import { CAPTION_Y, hasOutside, outside, outsideAt, terminalPlace, type Outside } from './outside.js';
import { stopSides } from './words.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** The map's caption in the editor's language (worded when drawn). */
const { t } = useT(editorArea);

/** What the handles and the tool's preview are drawn from (the rings keep their screen size: scale). */
const HANDLE_KEYS: readonly (keyof SceneState)[] = ['selection', 'highlight', 'hover', 'cell', 'tool', 'rotation', 'options', 'scale'];

const SELECT = 0xffb300;
const PROBLEM = 0xe53935;
const HOVER = 0x0b7285;
/** An open square beside a building where the board forbids its stop sign. */
const NOT_HERE = 0x6b7280;
/** The dashed frame and tag of what lies outside the grid. */
const OUTSIDE = '#c62828';
const GHOST_ALPHA = 0.45;

function tag(text: string, size: number, fill: string, x: number, y: number): Text {
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: size, fill, fontWeight: '700' }, resolution: 4 });
  t.anchor.set(0.5);
  t.position.set(x, y);
  return t;
}

/** A dashed frame round a map rectangle. */
function dashedRect(g: Graphics, r: Rect): void {
  const { x, y, width: w, height: h } = r;
  drawLine(g, [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }, { x, y }], { width: CELL * 0.05, colour: OUTSIDE, dash: CELL * 0.16 });
}

export class Linie1EditorScene implements ModeScene<Linie1Board> {
  readonly city = new CityScene();
  readonly root = this.city.root;
  private readonly handles = new Graphics();
  private readonly ghosts = new Graphics();
  private readonly ghostLabels = new Container();
  private drawn: Linie1Board | null = null;
  private last: SceneState | null = null;
  lastDrawMs = 0;

  constructor() {
    this.city.top.addChild(this.ghosts, this.ghostLabels, this.handles);
  }

  update(board: Linie1Board, state: SceneState): void {
    const changed = board !== this.drawn;
    if (changed) {
      const t = performance.now();
      this.city.setBoard(board);
      this.drawGhosts(board, outside(board));
      this.drawn = board;
      this.lastDrawMs = performance.now() - t;
    }
    if (changed || sceneStateChanged(this.last, state, HANDLE_KEYS)) this.drawHandles(board, state);
    this.last = state;
  }

  /**
   * What lies outside the grid, ghosted where it would be, each in a dashed red frame; one
   * caption above the map says what the frames mean (a tag on each would crowd them).
   */
  private drawGhosts(board: Linie1Board, o: Outside): void {
    const g = this.ghosts;
    g.clear();
    for (const l of this.ghostLabels.removeChildren()) l.destroy();
    if (!hasOutside(o)) return;
    for (const q of o.blocked) {
      const r = squareRect(q);
      drawBlocked(g, r, GHOST_ALPHA);
      dashedRect(g, r);
    }
    for (const b of o.buildings) {
      const r = squareRect(b);
      g.roundRect(r.x + 1.5, r.y + 1.5, CELL - 3, CELL - 3, CELL * 0.1).fill({ color: COLOURS.building, alpha: GHOST_ALPHA });
      dashedRect(g, r);
      const id = tag(b.id, CELL * 0.5, COLOURS.buildingText, r.x + CELL / 2, r.y + CELL / 2);
      id.alpha = 0.75;
      this.ghostLabels.addChild(id);
    }
    for (const { terminal, loop, squares } of o.terminals) {
      const colour = board.lines.find((x) => x.id === terminal.line)?.colour ?? '#888888';
      const [a, b] = [squareRect(squares[0]), squareRect(squares[1])];
      // The squares its loop would touch, then the loop itself.
      const r = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x) + CELL, height: Math.abs(a.y - b.y) + CELL };
      g.rect(r.x, r.y, r.width, r.height).fill({ color: COLOURS.cobbles, alpha: 0.35 });
      dashedRect(g, r);
      drawLoop(g, loop, colour, GHOST_ALPHA);
      drawBadge(g, loop.label, colour);
      this.ghostLabels.addChild(tag(terminal.line, CELL * 0.3, inkOn(colour), loop.label.x, loop.label.y));
    }
    const caption = tag(t('editor.linie1.outsideCaption', { cols: board.cols, rows: board.rows }), CELL * 0.25, OUTSIDE, 0, CAPTION_Y);
    caption.anchor.set(0, 0.5);
    this.ghostLabels.addChild(caption);
  }

  private ring(board: Linie1Board, ref: ElementRef, colour: number, px: number): void {
    const g = this.handles;
    if (ref.kind === 'building' || ref.kind === 'blocked') {
      const b = ref.kind === 'building' ? board.buildings.find((x) => x.id === ref.id) : parseBlockedId(ref.id);
      if (!b) return;
      const r = squareRect(b);
      g.rect(r.x - 2 * px, r.y - 2 * px, r.width + 4 * px, r.height + 4 * px).stroke({ width: 3 * px, color: colour });
      return;
    }
    const term = ref.kind === 'terminal' ? board.terminals.find((t) => t.id === ref.id) : ref.kind === 'line' ? board.terminals.find((t) => t.line === ref.id) : undefined;
    const terms = ref.kind === 'line' ? board.terminals.filter((t) => t.line === ref.id) : term ? [term] : [];
    for (const t of terms) {
      // A terminal past the end of its edge: the ring goes round its ghost.
      const sq = terminalPlace(board, t);
      const l = loopShape(board, t) ?? outside(board).terminals.find((x) => x.terminal.id === t.id)?.loop;
      if (!sq || !l) continue;
      const a = squareRect(sq[0]);
      const b = squareRect(sq[1]);
      const x = Math.min(a.x, b.x, l.label.x - CELL * 0.35);
      const y = Math.min(a.y, b.y, l.label.y - CELL * 0.35);
      const x2 = Math.max(a.x + CELL, b.x + CELL, l.label.x + CELL * 0.35);
      const y2 = Math.max(a.y + CELL, b.y + CELL, l.label.y + CELL * 0.35);
      g.rect(x, y, x2 - x, y2 - y).stroke({ width: 3 * px, color: colour });
    }
  }

  private drawHandles(board: Linie1Board, state: SceneState): void {
    const g = this.handles;
    g.clear();
    const px = 1 / Math.max(0.1, state.scale);
    for (const key of state.selection) {
      const ref = parseKey(key);
      this.ring(board, ref, SELECT, px);
      // Where this building's stop sign can go (a sign), and open squares where the board forbids it (a struck ring).
      if (ref.kind === 'building') {
        const b = board.buildings.find((x) => x.id === ref.id);
        if (!b) continue;
        for (const s of stopSides(board, b)) {
          if (!s.open) continue;
          const r = squareRect(s.square);
          const cx = r.x + CELL / 2;
          const cy = r.y + CELL / 2;
          if (s.allowed) {
            g.circle(cx, cy, CELL * 0.15).fill({ color: COLOURS.sign }).stroke({ width: CELL * 0.05, color: COLOURS.signRing });
          } else {
            g.circle(cx, cy, CELL * 0.15).stroke({ width: CELL * 0.04, color: NOT_HERE, alpha: 0.8 });
            g.moveTo(cx - CELL * 0.1, cy + CELL * 0.1).lineTo(cx + CELL * 0.1, cy - CELL * 0.1).stroke({ width: CELL * 0.04, color: NOT_HERE, alpha: 0.8 });
          }
        }
      }
    }
    if (state.hover && !state.selection.has(refKey(state.hover))) this.ring(board, state.hover, HOVER, px);
    if (state.highlight) this.ring(board, state.highlight, PROBLEM, px);
    const cell = state.cell;
    if (!cell) return;
    const r = squareRect(cell);
    switch (state.tool.id) {
      case 'building': {
        const erase = buildingAt(board, cell);
        g.roundRect(r.x + 2, r.y + 2, CELL - 4, CELL - 4, CELL * 0.1).fill({ color: COLOURS.building, alpha: erase ? 0.15 : 0.45 }).stroke({ width: 2 * px, color: HOVER });
        break;
      }
      case 'blocked': {
        const taken = buildingAt(board, cell) || blockedAt(board, cell);
        if (!taken) drawBlocked(g, r, 0.55);
        g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: HOVER });
        break;
      }
      case 'stops': {
        const at = stopSideAt(board, cell, state.rotation);
        if (typeof at === 'string') {
          g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: PROBLEM });
          break;
        }
        // The square clicked, and the side of the building that would change: a bar to come, or a struck one to go.
        g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: HOVER });
        const br = squareRect(at.building);
        const side = sideIndex(at.edge);
        if (!allowedSides(at.building).includes(at.edge)) drawStopSide(g, br, side, 0.75);
        else {
          g.rect(br.x, br.y, CELL, CELL).stroke({ width: 2 * px, color: PROBLEM });
          drawStopSide(g, br, side, 0.35);
        }
        break;
      }
      case 'terminal': {
        const spots = terminalSpots(board, cell);
        const spot = spots.length ? spots[state.rotation % spots.length] : undefined;
        const l = spot ? loopShape(board, spot) : null;
        const line = board.lines.find((x) => x.id === state.options.line);
        if (l) drawLoop(g, l, line?.colour ?? '#9aa5ad', 0.7);
        else g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: PROBLEM });
        break;
      }
      case 'clear':
      case 'bucket':
      case 'rect-fill':
        g.rect(r.x, r.y, CELL, CELL).stroke({ width: 2 * px, color: HOVER });
        break;
    }
  }

  hit(board: Linie1Board, p: Point): ElementRef | null {
    const ghost = outsideAt(board, p);
    if (ghost) return ghost;
    const h = this.city.hitTest(p);
    if (!h) return null;
    if (h.kind === 'terminal') return { kind: 'terminal', id: h.id };
    const b = buildingAt(board, h.square);
    if (b) return { kind: 'building', id: b.id };
    return blockedAt(board, h.square) ? { kind: 'blocked', id: blockedId(h.square) } : null;
  }

  hitBox(board: Linie1Board, r: Rect): ElementRef[] {
    const inRect = (p: Point) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
    const centre = (c: { row: number; col: number }) => ({ x: (c.col - 0.5) * CELL, y: (c.row - 0.5) * CELL });
    return [
      ...board.buildings.filter((b) => inRect(centre(b))).map((b) => ({ kind: 'building', id: b.id })),
      ...(board.blocked ?? []).filter((q) => inRect(centre(q))).map((q) => ({ kind: 'blocked', id: blockedId(q) })),
    ];
  }

  destroy(): void {
    this.city.destroy();
  }
}
