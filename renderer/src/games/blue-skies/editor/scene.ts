/**
 * The Blue Skies map in the editor: the play screen's own scene (games/blue-skies/scene.ts) in
 * its editor look (all four gate spaces, with the player count from which each is used), the
 * region being painted or selected drawn as an overlay, and the editor's handles on top:
 * selection, the hovered airport, the airport of the problem last clicked.
 */
import { Graphics } from 'pixi.js';
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { BlueSkiesScene } from '../scene.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import type { ModeScene, SceneState } from '../../../editor-core/modes/scene-types.js';
import { idsOf, parseKey, refKey, type ElementRef } from '../../../editor-core/model/selection.js';
import { LAND_POINT, landPointId, parseLandPointId } from './land.js';
import { parseGateId } from './mode.js';

interface EditorHook {
  __boardwrightEditorAirport?: (id: string) => Point | null;
  __boardwrightEditorLandPoint?: (shape: number, point: number) => Point | null;
}

const SELECT = 0xffb300;
const PROBLEM = 0xe53935;
const HOVER = 0x0b7285;
const LAND_EDGE = 0x5b7a99;

/** The regions drawn: the one the Region tool paints, and any selected in the Regions tab. */
export function shownRegions(state: Pick<SceneState, 'selection' | 'tool' | 'options' | 'highlight'>): Set<string> {
  const out = new Set(idsOf(state.selection, 'region'));
  if (state.tool.id === 'region' && typeof state.options.region === 'string') out.add(state.options.region);
  if (state.highlight?.kind === 'region') out.add(state.highlight.id);
  return out;
}

export class BlueSkiesEditorScene implements ModeScene<BlueSkiesBoard> {
  readonly play = new BlueSkiesScene();
  readonly root = this.play.root;
  private readonly handles = new Graphics();
  private drawnBoard: BlueSkiesBoard | null = null;
  private drawnRegions = '';
  private landTool = false;
  lastDrawMs = 0;

  constructor() {
    this.play.top.addChild(this.handles);
    // For the browser tests: where an airport's card is (map units; the editor's stage turns it into page coordinates).
    if (typeof window !== 'undefined') {
      (window as unknown as EditorHook).__boardwrightEditorAirport = (id) => this.play.airportPoint(id);
      (window as unknown as EditorHook).__boardwrightEditorLandPoint = (shape, point) => this.play.landPoint(shape, point);
    }
  }

  update(board: BlueSkiesBoard, state: SceneState): void {
    const regions = shownRegions(state);
    const regionKey = [...regions].sort().join(',');
    this.play.setZoom(state.scale);
    if (board !== this.drawnBoard || regionKey !== this.drawnRegions) {
      const t = performance.now();
      this.play.draw(board, { players: null, regions });
      this.lastDrawMs = performance.now() - t;
      this.drawnBoard = board;
      this.drawnRegions = regionKey;
    }
    this.landTool = state.tool.id === 'land';
    this.drawHandles(board, state);
  }

  private drawHandles(board: BlueSkiesBoard, state: SceneState): void {
    const g = this.handles;
    g.clear();
    const u = this.play.cardScale;
    // The land's points: small squares on the coast (larger with the Land tool), selected ones lit.
    const size = (this.landTool ? 4 : 2.5) * u;
    (board.land ?? []).forEach((shape, i) =>
      shape.points.forEach((_, j) => {
        const p = this.play.landPoint(i, j);
        if (!p) return;
        const key = `${LAND_POINT}:${landPointId(i, j)}`;
        const on = state.selection.has(key);
        const hover = state.hover?.kind === LAND_POINT && state.hover.id === landPointId(i, j);
        const s = on || hover ? size * 1.6 : size;
        g.rect(p.x - s, p.y - s, 2 * s, 2 * s).fill(on ? SELECT : '#ffffff').stroke({ width: 1.2 * u, color: hover ? HOVER : LAND_EDGE });
      }),
    );
    if (state.highlight?.kind === LAND_POINT) {
      const at = parseLandPointId(state.highlight.id);
      const p = at && this.play.landPoint(at.shape, at.point);
      if (p) g.circle(p.x, p.y, 9 * u).stroke({ width: 2.5 * u, color: PROBLEM });
    }
    const ring = (id: string, colour: number | string, grow: number, width = 2.5) => {
      const r = this.play.cardRect(id);
      if (r) g.roundRect(r.x - grow * u, r.y - grow * u, r.width + 2 * grow * u, r.height + 2 * grow * u, (5 + grow) * u).stroke({ width: width * u, color: colour });
    };
    const gateRing = (id: string, colour: number) => {
      const gate = parseGateId(id);
      const p = gate && this.play.gatePoint(gate.airport, gate.space);
      if (p) g.rect(p.x - 9 * u, p.y - 9 * u, 18 * u, 18 * u).stroke({ width: 2.5 * u, color: colour });
    };
    for (const key of state.selection) {
      const ref = parseKey(key);
      if (ref.kind === 'airport') ring(ref.id, SELECT, 2.5, 3);
      if (ref.kind === 'gate') {
        ring(parseGateId(ref.id)?.airport ?? '', SELECT, 2.5, 3);
        gateRing(ref.id, SELECT);
      }
    }
    if (state.hover?.kind === 'airport' && !state.selection.has(refKey(state.hover))) ring(state.hover.id, HOVER, 2);
    if (state.highlight?.kind === 'airport') ring(state.highlight.id, PROBLEM, 8, 3);
    if (state.highlight?.kind === 'gate') gateRing(state.highlight.id, PROBLEM);
  }

  /** An airport's card first; else a point of the land within a few pixels. */
  hit(board: BlueSkiesBoard, p: Point): ElementRef | null {
    const id = this.play.hitTest(p);
    if (id) return { kind: 'airport', id };
    const tol = 7 * this.play.cardScale;
    let best: { id: string; d: number } | null = null;
    (board.land ?? []).forEach((shape, i) =>
      shape.points.forEach((q, j) => {
        const d = Math.hypot(q.x - p.x, q.y - p.y);
        if (d <= tol && (!best || d < best.d)) best = { id: landPointId(i, j), d };
      }),
    );
    return best ? { kind: LAND_POINT, id: (best as { id: string }).id } : null;
  }

  /** The airports in a box; a box holding none takes the points of the land in it. */
  hitBox(board: BlueSkiesBoard, r: Rect): ElementRef[] {
    const within = (q: Point) => q.x >= r.x && q.x <= r.x + r.width && q.y >= r.y && q.y <= r.y + r.height;
    const airports = board.airports.filter(within).map((a) => ({ kind: 'airport', id: a.id }));
    if (airports.length) return airports;
    return (board.land ?? []).flatMap((s, i) => s.points.flatMap((q, j) => (within(q) ? [{ kind: LAND_POINT, id: landPointId(i, j) }] : [])));
  }

  destroy(): void {
    if (typeof window !== 'undefined') {
      delete (window as unknown as EditorHook).__boardwrightEditorAirport;
      delete (window as unknown as EditorHook).__boardwrightEditorLandPoint;
    }
    this.play.destroy();
  }
}
