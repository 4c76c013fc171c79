/**
 * The heat map on the Airlines board's own Pixi scene (renderer/src/games/airlines/scene.ts):
 * each route gets a band under it in its heat colour, as wide as it is hot, and each airline a
 * ring at its headquarters. The scene itself is not changed: the bands go into its root just above
 * the land (under the routes and their circles), the rings into its free top layer.
 */
import { Graphics } from 'pixi.js';
import { heatColour, NEVER_USED } from '../../../../formats/lab-heat.js';
import type { AirlinesBoard } from '../../../../games/airlines/types.js';
import type { AirlinesScene } from './scene.js';
import { tracePath } from '../../route-map/scene.js';
import type { Point } from '../../pixi/camera.js';
import type { BoardHeat, HeatLayer } from '../../lab/heat.js';

export class AirlinesHeat implements HeatLayer {
  private readonly bands = new Graphics();
  private readonly rings = new Graphics();

  constructor(
    private readonly scene: AirlinesScene,
    private readonly board: AirlinesBoard,
  ) {
    // Index 1: just above the land layer, under everything the routes draw.
    scene.root.addChildAt(this.bands, Math.min(1, scene.root.children.length));
    scene.top.addChild(this.rings);
  }

  setHeat(heat: BoardHeat): void {
    this.clear();
    const geo = this.scene.geometry;
    if (!geo) return;
    const routes = heat.kinds.get('route');
    if (routes) {
      // Coolest first, so the hottest bands lie on top where routes cross.
      const order = [...geo.routes.values()].sort((a, b) => (routes.heat.get(a.id) ?? 0) - (routes.heat.get(b.id) ?? 0));
      for (const shape of order) {
        const h = routes.heat.get(shape.id);
        if (h === undefined) continue;
        const used = (routes.rate.get(shape.id) ?? 0) > 0;
        tracePath(this.bands, shape.path).stroke(
          used ? { width: 6 + 16 * h, color: heatColour(h), alpha: 0.75, cap: 'round', join: 'round' } : { width: 4, color: NEVER_USED, alpha: 0.5, cap: 'round', join: 'round' },
        );
      }
    }
    const airlines = heat.kinds.get('airline');
    if (airlines) {
      for (const a of this.board.airlines) {
        const c = geo.cities.get(a.hq);
        const h = airlines.heat.get(a.id);
        if (!c || h === undefined) continue;
        const used = (airlines.rate.get(a.id) ?? 0) > 0;
        this.rings.circle(c.x, c.y, 11).stroke({ width: 4, color: used ? heatColour(h) : NEVER_USED, alpha: 0.95 });
      }
    }
    this.scene.onChange();
  }

  clear(): void {
    this.bands.clear();
    this.rings.clear();
    this.scene.onChange();
  }

  elementAt(p: Point, scale: number): { kind: string; id: string } | null {
    const hit = this.scene.hitTest(p, scale);
    if (hit?.kind === 'route') return { kind: 'route', id: hit.id };
    if (hit?.kind === 'city') {
      const a = this.board.airlines.find((x) => x.hq === hit.id);
      return a ? { kind: 'airline', id: a.id } : null;
    }
    return null;
  }

  destroy(): void {
    this.bands.destroy();
    this.rings.destroy();
  }
}
