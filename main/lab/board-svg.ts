/**
 * The heat map on the board itself, as an SVG drawn from the board's own geometry: Airlines and
 * Airlines Europe routes between their cities (airlines as rings at their home city), the
 * Linie 1 grid with its buildings and terminals, Blue Skies airports with their gate spaces and
 * regions. Colour says how often an element was used per game, from the least used of its kind
 * to the most used (the legend gives the range); grey dashes mark elements never used.
 * Pure string building, every board text escaped; the standalone HTML embeds it and the app
 * shows it for the games whose Pixi scene has no heat layer yet.
 */
import { HEAT_FLOOR, heatColour as usesColour, kindHeat, NEVER_USED, paddedHull } from '../../formats/lab-heat.js';
import type { ElementKindReport } from '../../formats/lab-report.js';

type Board = Record<string, unknown>;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// The palette the maps draw with: uses per game unless a difference map swaps it (withPalette).
let heatOf = kindHeat;
let heatColour = usesColour;
const NEVER = NEVER_USED;
const pctText = (r: number): string => `${(100 * r).toFixed(r > 0 && r < 0.1 ? 1 : 0)} % of games`;

function usesLegend(x: number, y: number, h: { min: number; max: number }, label: string): string {
  const steps = 10;
  const w = 160;
  const num = (v: number): string => (v >= 10 ? v.toFixed(0) : v >= 1 ? v.toFixed(1) : v.toFixed(2));
  let out = `<g class="legend" font-size="11" fill="#1f2933"><text x="${x}" y="${y - 6}">${escapeXml(label)}: uses per game</text>`;
  for (let i = 0; i < steps; i++) out += `<rect x="${x + (i * w) / steps}" y="${y}" width="${w / steps + 0.5}" height="10" fill="${heatColour(HEAT_FLOOR + ((1 - HEAT_FLOOR) * (i + 0.5)) / steps)}"/>`;
  out += `<text x="${x}" y="${y + 24}">${num(h.min)}</text><text x="${x + w}" y="${y + 24}" text-anchor="end">${num(h.max)}</text>`;
  out += `<line x1="${x + w + 16}" y1="${y + 5}" x2="${x + w + 40}" y2="${y + 5}" stroke="${NEVER}" stroke-width="2" stroke-dasharray="3 3"/><text x="${x + w + 46}" y="${y + 9}">never used</text></g>`;
  return out;
}

let legend = usesLegend;

/** How a map colours its elements: each kind's heat (0..1 per element), a heat's colour, and the legend. */
export interface Palette {
  heat: typeof kindHeat;
  colour: (t: number) => string;
  legend: typeof usesLegend;
}

/** Draws with another palette (a difference map's, diff-heat.ts) for the length of one call. */
export function withPalette<T>(p: Palette, draw: () => T): T {
  const saved = { heatOf, heatColour, legend };
  heatOf = p.heat;
  heatColour = p.colour;
  legend = p.legend;
  try {
    return draw();
  } finally {
    ({ heatOf, heatColour, legend } = saved);
  }
}

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeXml(title)}" font-family="Inter, 'Segoe UI', system-ui, sans-serif"><title>${escapeXml(title)}</title>${body}</svg>`;
}

interface City {
  id: string;
  name: string;
  x: number;
  y: number;
}

/** Airlines and Airlines Europe: routes between cities, airlines at their home city. */
function routeMap(board: Board, elements: readonly ElementKindReport[], width: number, height: number, airlineHome: 'hq' | 'home'): string {
  const cities = new Map(((board['cities'] as City[]) ?? []).map((c) => [c.id, c]));
  const routes = (board['routes'] as { id: string; from: string; to: string }[]) ?? [];
  const airlines = (board['airlines'] as { id: string; initials: string; colour: string; hq?: string; home?: string }[]) ?? [];
  const land = (board['land'] as { points: [number, number][] }[]) ?? [];
  const r = heatOf(elements, 'route');
  const a = heatOf(elements, 'airline');
  const b = heatOf(elements, 'bonus');
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
    body += `<line data-route="${escapeXml(rt.id)}" x1="${(p.x + nx).toFixed(1)}" y1="${(p.y + ny).toFixed(1)}" x2="${(q.x + nx).toFixed(1)}" y2="${(q.y + ny).toFixed(1)}" ${style} stroke-linecap="round"><title>${escapeXml(`${p.name}–${q.name}: ${pctText(rate)}`)}</title></line>`;
  }
  for (const bonus of (board['bonuses'] as { id: string; from: string; to: string }[]) ?? []) {
    const p = cities.get(bonus.from);
    const q = cities.get(bonus.to);
    if (!p || !q) continue;
    const rate = b.rate.get(bonus.id);
    if (rate === undefined) continue;
    const colour = rate > 0 ? heatColour(b.heat.get(bonus.id) ?? 0) : NEVER;
    body += `<path d="M${p.x},${p.y} Q${(p.x + q.x) / 2},${(p.y + q.y) / 2 - 40} ${q.x},${q.y}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="2 5"><title>${escapeXml(`Bonus ${p.name}–${q.name}: ${pctText(rate)}`)}</title></path>`;
  }
  for (const c of cities.values()) {
    body += `<circle cx="${c.x}" cy="${c.y}" r="3.2" fill="#1f2933"/><text x="${c.x + 5}" y="${c.y - 5}" font-size="10" fill="#3d4852">${escapeXml(c.name)}</text>`;
  }
  for (const al of airlines) {
    const home = cities.get((airlineHome === 'hq' ? al.hq : al.home) ?? '');
    const rate = a.rate.get(al.id);
    if (!home || rate === undefined) continue;
    const colour = rate > 0 ? heatColour(a.heat.get(al.id) ?? 0) : NEVER;
    body += `<g><circle cx="${home.x}" cy="${home.y}" r="9" fill="none" stroke="${colour}" stroke-width="3.5"${rate > 0 ? '' : ' stroke-dasharray="3 3"'}/><text x="${home.x - 12}" y="${home.y + 20}" font-size="10" font-weight="700" fill="${escapeXml(al.colour)}">${escapeXml(al.initials)}</text><title>${escapeXml(`${al.initials}: ${pctText(rate)}`)}</title></g>`;
  }
  body += `<rect x="8" y="${height - 58}" width="420" height="50" rx="6" fill="#ffffff" opacity="0.9"/>`;
  body += legend(20, height - 38, r, 'Routes');
  return svg(width, height, body, 'Heat map of the routes and airlines used');
}

/** Linie 1: the grid, squares by how often a tile was laid there; buildings and terminals. */
function gridMap(board: Board, elements: readonly ElementKindReport[]): string {
  const rows = Number(board['rows']);
  const cols = Number(board['cols']);
  const S = 40;
  const M = 30;
  const width = cols * S + 2 * M;
  const height = rows * S + 2 * M + 50;
  const cells = heatOf(elements, 'cell');
  const terms = heatOf(elements, 'terminal');
  const stops = heatOf(elements, 'building');
  const lines = new Map(((board['lines'] as { id: string; colour: string }[]) ?? []).map((l) => [l.id, l.colour]));
  let body = `<rect width="${width}" height="${height}" fill="#f8f9fa"/>`;
  for (let rr = 1; rr <= rows; rr++) {
    for (let cc = 1; cc <= cols; cc++) {
      const id = `${rr},${cc}`;
      const rate = cells.rate.get(id);
      if (rate === undefined) continue;
      const fill = rate > 0 ? heatColour(cells.heat.get(id) ?? 0) : '#ffffff';
      body += `<rect data-cell="${id}" x="${M + (cc - 1) * S}" y="${M + (rr - 1) * S}" width="${S}" height="${S}" fill="${fill}" stroke="#ced4da"><title>Row ${rr}, column ${cc}: ${pctText(rate)}</title></rect>`;
    }
  }
  for (const bld of (board['buildings'] as { id: string; name: string; row: number; col: number }[]) ?? []) {
    const x = M + (bld.col - 1) * S;
    const y = M + (bld.row - 1) * S;
    const rate = stops.rate.get(bld.id) ?? 0;
    const ring = rate > 0 ? heatColour(stops.heat.get(bld.id) ?? 0) : NEVER;
    body += `<g><rect x="${x + 2}" y="${y + 2}" width="${S - 4}" height="${S - 4}" rx="4" fill="#343a40" stroke="${ring}" stroke-width="3"/><text x="${x + S / 2}" y="${y + S / 2 + 5}" text-anchor="middle" font-size="15" font-weight="700" fill="#ffffff">${escapeXml(bld.id)}</text><title>${escapeXml(`${bld.name}: a declared stop in ${pctText(rate)}`)}</title></g>`;
  }
  for (const t of (board['terminals'] as { id: string; line: string; edge: string; squares: [number, number]; street: string }[]) ?? []) {
    const [s1, s2] = [Math.min(...t.squares), Math.max(...t.squares)];
    const span = (s2 - s1 + 1) * S;
    const at = (s1 - 1) * S;
    const rate = terms.rate.get(t.id) ?? 0;
    const fill = rate > 0 ? heatColour(terms.heat.get(t.id) ?? 0) : '#ffffff';
    const line = lines.get(t.line) ?? '#495057';
    let x = 0;
    let y = 0;
    let w = 0;
    let h = 0;
    if (t.edge === 'top') [x, y, w, h] = [M + at, 6, span, M - 10];
    else if (t.edge === 'bottom') [x, y, w, h] = [M + at, M + rows * S + 4, span, M - 10];
    else if (t.edge === 'left') [x, y, w, h] = [6, M + at, M - 10, span];
    else [x, y, w, h] = [M + cols * S + 4, M + at, M - 10, span];
    body += `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="${escapeXml(line)}" stroke-width="3"${rate > 0 ? '' : ' stroke-dasharray="3 3"'}/><text x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle" font-size="10" font-weight="700" fill="#1f2933">${escapeXml(t.line)}</text><title>${escapeXml(`${t.street} (line ${t.line}): a trip's end in ${pctText(rate)}`)}</title></g>`;
  }
  body += legend(M, M + rows * S + 40, cells, 'Squares');
  return svg(width, height, body, 'Heat map of the squares, stops and terminals used');
}

/** Blue Skies: regions as outlines, airports by use, their gate spaces beside them. */
function airportMap(board: Board, elements: readonly ElementKindReport[]): string {
  const width = 1000;
  const height = 700;
  const airports = (board['airports'] as { id: string; city: string; x: number; y: number; value: number; gates: unknown[] }[]) ?? [];
  const byId = new Map(airports.map((a) => [a.id, a]));
  const ap = heatOf(elements, 'airport');
  const gates = heatOf(elements, 'gate');
  const regions = heatOf(elements, 'region');
  let body = `<rect width="${width}" height="${height}" fill="#eef3f7"/>`;
  for (const rg of (board['regions'] as { id: string; name: string; airports: string[] }[]) ?? []) {
    const pts = rg.airports.map((id) => byId.get(id)).filter((a): a is NonNullable<typeof a> => !!a);
    if (pts.length === 0) continue;
    const hull = paddedHull(pts, 26);
    const rate = regions.rate.get(rg.id) ?? 0;
    const colour = rate > 0 ? heatColour(regions.heat.get(rg.id) ?? 0) : NEVER;
    const cx = pts.reduce((t, p) => t + p.x, 0) / pts.length;
    const top = Math.min(...hull.map((p) => p.y));
    body += `<g><polygon points="${hull.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${colour}" fill-opacity="0.16" stroke="${colour}" stroke-width="2"${rate > 0 ? '' : ' stroke-dasharray="4 4"'}/><text x="${cx.toFixed(1)}" y="${(top - 4).toFixed(1)}" text-anchor="middle" font-size="11" fill="#495057">${escapeXml(rg.name)}</text><title>${escapeXml(`${rg.name}: gates opened in ${pctText(rate)}`)}</title></g>`;
  }
  for (const a of airports) {
    const rate = ap.rate.get(a.id) ?? 0;
    const fill = rate > 0 ? heatColour(ap.heat.get(a.id) ?? 0) : '#ffffff';
    const rad = 7 + a.value * 1.6;
    const ink = (ap.heat.get(a.id) ?? 0) > 0.55 ? '#ffffff' : '#1f2933';
    body += `<g><circle data-airport="${escapeXml(a.id)}" cx="${a.x}" cy="${a.y}" r="${rad}" fill="${fill}" stroke="#1f2933" stroke-width="1.2"${rate > 0 ? '' : ' stroke-dasharray="3 2"'}/><text x="${a.x}" y="${a.y + 3.5}" text-anchor="middle" font-size="9" font-weight="700" fill="${ink}">${escapeXml(a.id)}</text><title>${escapeXml(`${a.city} (${a.id}): ${pctText(rate)}`)}</title></g>`;
    a.gates.forEach((_, i) => {
      const id = `${a.id}#${i + 1}`;
      const g = gates.rate.get(id);
      const x = a.x - 17 + i * 9;
      const y = a.y + rad + 3;
      const gfill = g === undefined ? '#e9ecef' : g > 0 ? heatColour(gates.heat.get(id) ?? 0) : '#ffffff';
      const what = g === undefined ? 'not in use at this player count' : pctText(g);
      body += `<rect x="${x}" y="${y}" width="8" height="8" fill="${gfill}" stroke="#495057" stroke-width="0.8"><title>${escapeXml(`${a.id} gate ${i + 1}: ${what}`)}</title></rect>`;
    });
  }
  body += `<rect x="8" y="${height - 58}" width="420" height="50" rx="6" fill="#ffffff" opacity="0.9"/>`;
  body += legend(20, height - 38, ap, 'Airports');
  return svg(width, height, body, 'Heat map of the airports, gates and regions used');
}

/** The heat map of a report's board, or null for a game without board geometry here. */
export function heatSvg(game: string, board: unknown, elements: readonly ElementKindReport[]): string | null {
  if (typeof board !== 'object' || board === null) return null;
  const b = board as Board;
  switch (game) {
    case 'airlines':
      return routeMap(b, elements, 1000, 700, 'hq');
    case 'airlines-europe':
      return routeMap(b, elements, 1000, 800, 'home');
    case 'linie1':
      return gridMap(b, elements);
    case 'blue-skies':
      return airportMap(b, elements);
    default:
      return null;
  }
}
