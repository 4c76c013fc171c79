/**
 * The lab's heat map of a route-map board (Airlines, Airlines Europe) as SVG, drawn from the
 * board's own geometry: routes between their cities by how often they were used, airlines as
 * rings at their home city; grey dashes mark elements never used. The figures, colours and
 * escaping come from the lab (`HeatPen`); each game says its map's size and where an airline's
 * home is written.
 */
import type { HeatPen } from './lab-probe.js';

type Board = Record<string, unknown>;

interface City {
  id: string;
  name: string;
  x: number;
  y: number;
}

/** A route map's heat: routes between cities, airlines as rings at their home city (its `hq` or `home`). */
export function routeMapHeat(board: Board, pen: HeatPen, width: number, height: number, airlineHome: 'hq' | 'home'): string {
  const { heatOf, heatColour, NEVER, legend, svg, escapeXml, pctText, say } = pen;
  const cities = new Map(((board['cities'] as City[]) ?? []).map((c) => [c.id, c]));
  const routes = (board['routes'] as { id: string; from: string; to: string }[]) ?? [];
  const airlines = (board.airlines as { id: string; initials: string; colour: string; hq?: string; home?: string }[]) ?? [];
  const land = (board['land'] as { points: [number, number][] }[]) ?? [];
  const r = heatOf('route');
  const a = heatOf('airline');
  const b = heatOf('bonus');
  let body = `<rect width="${width}" height="${height}" fill="#dbe9f2"/>`;
  for (const poly of land) body += `<polygon points="${poly.points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="#f4f1ea" stroke="#d8d2c4" stroke-width="1"/>`;
  // Parallel routes between the same two cities are drawn side by side.
  const pairCount = new Map<string, number>();
  const pairSeen = new Map<string, number>();
  const pairKey = (x: string, y: string): string => (x < y ? `${x}|${y}` : `${y}|${x}`);
  for (const rt of routes) pairCount.set(pairKey(rt.from, rt.to), (pairCount.get(pairKey(rt.from, rt.to)) ?? 0) + 1);
  const sorted = [...routes].sort((p, q) => (r.heat.get(p.id) ?? 0) - (r.heat.get(q.id) ?? 0));
  for (const rt of sorted) {
    const p = cities.get(rt.from);
    const q = cities.get(rt.to);
    if (!p || !q) continue;
    const key = pairKey(rt.from, rt.to);
    const n = pairCount.get(key)!;
    const k = pairSeen.get(key) ?? 0;
    pairSeen.set(key, k + 1);
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    const off = (k - (n - 1) / 2) * 5;
    const nx = (-(q.y - p.y) / len) * off;
    const ny = ((q.x - p.x) / len) * off;
    const rate = r.rate.get(rt.id) ?? 0;
    const h = r.heat.get(rt.id) ?? 0;
    const style = rate > 0 ? `stroke="${heatColour(h)}" stroke-width="${(2 + 5 * h).toFixed(1)}"` : `stroke="${NEVER}" stroke-width="1.5" stroke-dasharray="4 4"`;
    body += `<line data-route="${escapeXml(rt.id)}" x1="${(p.x + nx).toFixed(1)}" y1="${(p.y + ny).toFixed(1)}" x2="${(q.x + nx).toFixed(1)}" y2="${(q.y + ny).toFixed(1)}" ${style} stroke-linecap="round"><title>${escapeXml(say('core.lab.heat.named', { name: `${p.name}–${q.name}`, share: pctText(rate) }))}</title></line>`;
  }
  for (const bonus of (board['bonuses'] as { id: string; from: string; to: string }[]) ?? []) {
    const p = cities.get(bonus.from);
    const q = cities.get(bonus.to);
    if (!p || !q) continue;
    const rate = b.rate.get(bonus.id);
    if (rate === undefined) continue;
    const colour = rate > 0 ? heatColour(b.heat.get(bonus.id) ?? 0) : NEVER;
    body += `<path d="M${p.x},${p.y} Q${(p.x + q.x) / 2},${(p.y + q.y) / 2 - 40} ${q.x},${q.y}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="2 5"><title>${escapeXml(say('core.lab.heat.bonus', { from: p.name, to: q.name, share: pctText(rate) }))}</title></path>`;
  }
  for (const c of cities.values()) {
    body += `<circle cx="${c.x}" cy="${c.y}" r="3.2" fill="#1f2933"/><text x="${c.x + 5}" y="${c.y - 5}" font-size="10" fill="#3d4852">${escapeXml(c.name)}</text>`;
  }
  for (const al of airlines) {
    const home = cities.get((airlineHome === 'hq' ? al.hq : al.home) ?? '');
    const rate = a.rate.get(al.id);
    if (!home || rate === undefined) continue;
    const colour = rate > 0 ? heatColour(a.heat.get(al.id) ?? 0) : NEVER;
    body += `<g><circle cx="${home.x}" cy="${home.y}" r="9" fill="none" stroke="${colour}" stroke-width="3.5"${rate > 0 ? '' : ' stroke-dasharray="3 3"'}/><text x="${home.x - 12}" y="${home.y + 20}" font-size="10" font-weight="700" fill="${escapeXml(al.colour)}">${escapeXml(al.initials)}</text><title>${escapeXml(say('core.lab.heat.named', { name: al.initials, share: pctText(rate) }))}</title></g>`;
  }
  body += `<rect x="8" y="${height - 58}" width="420" height="50" rx="6" fill="#ffffff" opacity="0.9"/>`;
  body += legend(20, height - 38, r, 'Routes');
  return svg(width, height, body, say('core.lab.heat.routeMap'));
}
