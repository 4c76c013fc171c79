/**
 * The heat map on the Linie 1 city's own Pixi scene (renderer/src/games/linie1/scene.ts): each
 * square tinted by how often tiles were laid there (above the cobbles, under any tile), each
 * building ringed by how often it was a declared stop, each terminal's badge ringed by how often
 * a trip started or ended there. The scene itself is not changed.
 */
import { Graphics } from 'pixi.js';
import { heatColour, NEVER_USED } from '../../../../formats/lab-heat.js';
import type { Linie1Board } from '../../../../games/linie1/board.js';
import { CELL, loopShape, squareRect } from './geometry.js';
import type { CityScene } from './scene.js';
import type { Point } from '../../pixi/camera.js';
import type { BoardHeat, HeatLayer } from '../../lab/heat.js';

export class Linie1Heat implements HeatLayer {
  private readonly squares = new Graphics();
  private readonly rings = new Graphics();

  constructor(
    private readonly scene: CityScene,
    private readonly board: Linie1Board,
  ) {
    // Index 1: above the ground (cobbles, grid, buildings), under the loops and tiles.
    scene.root.addChildAt(this.squares, Math.min(1, scene.root.children.length));
    scene.top.addChild(this.rings);
  }

  setHeat(heat: BoardHeat): void {
    this.clear();
    const cells = heat.kinds.get('cell');
    if (cells) {
      for (const [id, h] of cells.heat) {
        const m = /^(\d+),(\d+)$/.exec(id);
        if (!m) continue;
        const r = squareRect({ row: Number(m[1]), col: Number(m[2]) });
        const used = (cells.rate.get(id) ?? 0) > 0;
        if (used) this.squares.rect(r.x + 1, r.y + 1, r.width - 2, r.height - 2).fill({ color: heatColour(h), alpha: 0.85 });
      }
    }
    const stops = heat.kinds.get('building');
    for (const b of this.board.buildings) {
      const h = stops?.heat.get(b.id);
      if (h === undefined) continue;
      const r = squareRect(b);
      const used = (stops!.rate.get(b.id) ?? 0) > 0;
      this.rings.roundRect(r.x + 1, r.y + 1, CELL - 2, CELL - 2, 5).stroke({ width: 4, color: used ? heatColour(h) : NEVER_USED });
    }
    const terms = heat.kinds.get('terminal');
    for (const t of this.board.terminals) {
      const h = terms?.heat.get(t.id);
      const shape = loopShape(this.board, t);
      if (h === undefined || !shape) continue;
      const used = (terms!.rate.get(t.id) ?? 0) > 0;
      this.rings.circle(shape.label.x, shape.label.y, CELL * 0.36).stroke({ width: 4, color: used ? heatColour(h) : NEVER_USED });
    }
    this.scene.onChange();
  }

  clear(): void {
    this.squares.clear();
    this.rings.clear();
    this.scene.onChange();
  }

  elementAt(p: Point): { kind: string; id: string } | null {
    const hit = this.scene.hitTest(p);
    if (!hit) return null;
    if (hit.kind === 'terminal') return { kind: 'terminal', id: hit.id };
    const b = this.board.buildings.find((x) => x.row === hit.square.row && x.col === hit.square.col);
    return b ? { kind: 'building', id: b.id } : { kind: 'cell', id: `${hit.square.row},${hit.square.col}` };
  }

  destroy(): void {
    this.squares.destroy();
    this.rings.destroy();
  }
}
