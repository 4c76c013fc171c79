/**
 * The Airlines Europe map in the editor: the play screen's own scene (games/airlines-europe/
 * scene.ts, every bonus connection shown) under the route-map kit's editor handles; bonus
 * connections are selected on their curve or marker.
 */
import type { EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import { EuropeScene } from '../scene.js';
import { RouteMapEditorScene } from '../../../route-map/editor/scene.js';

export function europeEditorScene(): RouteMapEditorScene<EuropeBoard> {
  const play = new EuropeScene();
  return new RouteMapEditorScene<EuropeBoard>(
    {
      root: play.root,
      top: play.top,
      get geometry() {
        return play.geometry;
      },
      draw(board) {
        play.draw(board);
        play.drawBonuses(board, null);
      },
      setZoom: (scale) => play.setZoom(scale),
      cityNamePx: (id, scale) => play.cityNamePx(id, scale),
      hitTest: (p, scale) => play.hitTest(p, scale),
      cityNameBoxes: () => play.cityNameBoxes(),
      set quickLabels(quick: boolean) {
        play.quickLabels = quick;
      },
      placeAllLabels: () => play.placeAllLabels(),
      destroy: () => play.destroy(),
    },
    {
      hit: (_board, p, scale) => {
        const id = play.hitBonus(p, scale);
        return id ? { kind: 'bonus', id } : null;
      },
      mark(g, _board, ref, colour, px) {
        if (ref.kind !== 'bonus') return false;
        const s = play.bonusShape(ref.id);
        if (!s) return false;
        g.moveTo(s.points[0]!.x, s.points[0]!.y);
        for (const p of s.points.slice(1)) g.lineTo(p.x, p.y);
        g.stroke({ width: 6 * px, color: colour, alpha: 0.45, cap: 'round', join: 'round' });
        g.circle(s.middle.x, s.middle.y, 11 + 2 * px).stroke({ width: 2 * px, color: colour });
        return true;
      },
    },
  );
}
