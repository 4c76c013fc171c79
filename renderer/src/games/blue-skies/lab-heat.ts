/**
 * The heat map on the Blue Skies map's own Pixi scene (renderer/src/games/blue-skies/scene.ts):
 * each airport's card ringed by how often gates were opened or passengers sent there, each gate
 * box in use tinted by how often it was opened, each region outlined by how often a gate was
 * opened in it. The scene places its cards by zoom, so the heat is drawn again after each zoom
 * (`relayout`). The scene itself is not changed.
 */
import { Graphics } from 'pixi.js';
import { heatColour, NEVER_USED, paddedHull } from '../../../../formats/lab-heat.js';
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import { gateBox } from './geometry.js';
import type { BlueSkiesScene } from './scene.js';
import type { Point } from '../../pixi/camera.js';
import type { BoardHeat, HeatLayer } from '../../lab/heat.js';

export class BlueSkiesHeat implements HeatLayer {
  private readonly under = new Graphics();
  private readonly over = new Graphics();
  private heat: BoardHeat | null = null;

  constructor(
    private readonly scene: BlueSkiesScene,
    private readonly board: BlueSkiesBoard,
  ) {
    scene.root.addChildAt(this.under, Math.min(1, scene.root.children.length));
    scene.top.addChild(this.over);
  }

  setHeat(heat: BoardHeat): void {
    this.heat = heat;
    this.relayout();
  }

  /** Draws again where the scene now has its cards. */
  relayout(): void {
    this.under.clear();
    this.over.clear();
    const heat = this.heat;
    if (!heat) return;
    const regions = heat.kinds.get('region');
    for (const r of this.board.regions) {
      const h = regions?.heat.get(r.id);
      if (h === undefined) continue;
      const pts = r.airports.map((a) => this.scene.airportPoint(a)).filter((p): p is Point => p !== null);
      if (pts.length === 0) continue;
      const used = (regions!.rate.get(r.id) ?? 0) > 0;
      const { w } = this.scene.cardSize();
      const hull = paddedHull(pts, w * 0.6);
      this.under.poly(hull.flatMap((p) => [p.x, p.y])).fill({ color: used ? heatColour(h) : NEVER_USED, alpha: 0.12 }).stroke({ width: 2, color: used ? heatColour(h) : NEVER_USED, alpha: 0.8 });
    }
    const airports = heat.kinds.get('airport');
    const gates = heat.kinds.get('gate');
    const units = this.scene.cardScale;
    for (const a of this.board.airports) {
      const rect = this.scene.cardRect(a.id);
      const h = airports?.heat.get(a.id);
      if (!rect || h === undefined) continue;
      const used = (airports!.rate.get(a.id) ?? 0) > 0;
      this.over.roundRect(rect.x - 3 * units, rect.y - 3 * units, rect.width + 6 * units, rect.height + 6 * units, 6 * units).stroke({ width: 4 * units, color: used ? heatColour(h) : NEVER_USED });
      a.gates.forEach((_, i) => {
        const g = gates?.heat.get(`${a.id}#${i + 1}`);
        if (g === undefined || (gates!.rate.get(`${a.id}#${i + 1}`) ?? 0) <= 0) return;
        const box = gateBox(i);
        this.over.rect(rect.x + box.x * units, rect.y + box.y * units, box.width * units, box.height * units).fill({ color: heatColour(g), alpha: 0.85 });
      });
    }
    this.scene.onChange();
  }

  clear(): void {
    this.heat = null;
    this.relayout();
    this.scene.onChange();
  }

  elementAt(p: Point): { kind: string; id: string } | null {
    const id = this.scene.hitTest(p);
    if (!id) return null;
    const rect = this.scene.cardRect(id);
    const units = this.scene.cardScale;
    const a = this.board.airports.find((x) => x.id === id);
    if (rect && a) {
      for (let i = 0; i < a.gates.length; i++) {
        const b = gateBox(i);
        const x = rect.x + b.x * units;
        const y = rect.y + b.y * units;
        if (p.x >= x && p.x <= x + b.width * units && p.y >= y && p.y <= y + b.height * units) return { kind: 'gate', id: `${id}#${i + 1}` };
      }
    }
    return { kind: 'airport', id };
  }

  destroy(): void {
    this.under.destroy();
    this.over.destroy();
  }
}
