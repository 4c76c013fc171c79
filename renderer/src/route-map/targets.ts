/**
 * The table shell's targets on a route map: "route:<id>", "city:<id>", "circle:<route>#<n>".
 * What a target is on the map, where it is on the page (the shell's arrow keys step through
 * them), and where a hover card goes so it stays over the map.
 */
import type { Spot } from '../table-shell/keyboard-nav.js';
import type { SceneHit } from './geometry.js';
import type { RouteMapHandle } from './handle.js';
import type { Box } from '../ui/place.js';

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

/**
 * Where a hover card goes: the pointer, and the part of the map on screen it must stay inside (so
 * it never covers a side panel or leaves the window). HoverCard measures itself and places itself
 * beside the pointer within that area (ui/place.ts).
 */
export function hoverCardAt(area: DOMRect | undefined, client: { x: number; y: number }): { x: number; y: number; area: Box } {
  const w = window.innerWidth;
  const h = window.innerHeight;
  const box = area ? { left: Math.max(0, area.left), top: Math.max(0, area.top), right: Math.min(area.right, w), bottom: Math.min(area.bottom, h) } : { left: 0, top: 0, right: w, bottom: h };
  return { x: client.x, y: client.y, area: box };
}
