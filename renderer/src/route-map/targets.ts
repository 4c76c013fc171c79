/**
 * The table shell's targets on a route map: "route:<id>", "city:<id>", "circle:<route>#<n>".
 * What a target is on the map, where it is on the page (the shell's arrow keys step through
 * them), and where a hover card goes so it stays over the map.
 */
import type { Spot } from '../table-shell/keyboard-nav.js';
import type { SceneHit } from './geometry.js';
import type { RouteMapHandle } from './handle.js';

export const mapTarget = {
  route: (id: string) => `route:${id}`,
  city: (id: string) => `city:${id}`,
  circle: (route: string, circle: number) => `circle:${route}#${circle}`,
};

/** A target id as the map knows it (null: not a map target). */
export function hitOf(t: string): SceneHit | null {
  if (t.startsWith('route:')) return { kind: 'route', id: t.slice(6), circle: null };
  if (t.startsWith('city:')) return { kind: 'city', id: t.slice(5) };
  const m = /^circle:(.+)#(\d)$/.exec(t);
  return m ? { kind: 'route', id: m[1]!, circle: Number(m[2]) } : null;
}

/** Page positions of the map targets among `targets`. */
export function spotsOf(map: Pick<RouteMapHandle, 'clientPoint'> | null | undefined, targets: readonly string[]): Spot[] {
  const out: Spot[] = [];
  for (const t of targets) {
    const h = hitOf(t);
    const p = h ? map?.clientPoint(h) : null;
    if (p) out.push({ id: t, x: p.x, y: p.y });
  }
  return out;
}

/** Brings a map target into view. */
export function revealTarget(map: Pick<RouteMapHandle, 'reveal'> | null | undefined, t: string): void {
  const h = hitOf(t);
  if (h) map?.reveal(h);
}

/** Where a hover card of `lines` lines (up to 340 px wide) goes: beside the pointer, on the side with room, over the map. */
export function hoverCardAt(area: DOMRect | undefined, client: { x: number; y: number }, lines: number): { x: number; y: number } {
  const right = area ? area.right : window.innerWidth;
  const x = client.x + 14 + 340 <= right ? client.x + 14 : Math.max(area?.left ?? 0, client.x - 14 - 340);
  return { x, y: Math.min(client.y + 14, (area ? area.bottom : window.innerHeight) - 24 - lines * 18) };
}
