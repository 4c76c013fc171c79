/**
 * The lab's heat map of a Blue Skies board as SVG (the standalone report; GameProbe.heatMap):
 * regions as outlines, airports by how often they were used, their gate spaces beside them.
 * Figures, colours and escaping come from the lab (`HeatPen`).
 */
import type { HeatPen } from '../core/lab-probe.js';

type Board = Record<string, unknown>;

/** Blue Skies: regions as outlines, airports by use, their gate spaces beside them. */
export function heatMap(board: Board, pen: HeatPen): string {
  const { heatOf, heatColour, NEVER, legend, svg, escapeXml, pctText, paddedHull, say } = pen;
  const width = 1000;
  const height = 700;
  const airports = (board['airports'] as { id: string; city: string; x: number; y: number; value: number; gates: unknown[] }[]) ?? [];
  const byId = new Map(airports.map((a) => [a.id, a]));
  const ap = heatOf('airport');
  const gates = heatOf('gate');
  const regions = heatOf('region');
  let body = `<rect width="${width}" height="${height}" fill="#eef3f7"/>`;
  for (const rg of (board['regions'] as { id: string; name: string; airports: string[] }[]) ?? []) {
    const pts = rg.airports.map((id) => byId.get(id)).filter((a): a is NonNullable<typeof a> => !!a);
    if (pts.length === 0) continue;
    const hull = paddedHull(pts, 26);
    const rate = regions.rate.get(rg.id) ?? 0;
    const colour = rate > 0 ? heatColour(regions.heat.get(rg.id) ?? 0) : NEVER;
    const cx = pts.reduce((t, p) => t + p.x, 0) / pts.length;
    const top = Math.min(...hull.map((p) => p.y));
    body += `<g><polygon points="${hull.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${colour}" fill-opacity="0.16" stroke="${colour}" stroke-width="2"${rate > 0 ? '' : ' stroke-dasharray="4 4"'}/><text x="${cx.toFixed(1)}" y="${(top - 4).toFixed(1)}" text-anchor="middle" font-size="11" fill="#495057">${escapeXml(rg.name)}</text><title>${escapeXml(say('blueSkies.lab.heat.region', { name: rg.name, share: pctText(rate) }))}</title></g>`;
  }
  for (const a of airports) {
    const rate = ap.rate.get(a.id) ?? 0;
    const fill = rate > 0 ? heatColour(ap.heat.get(a.id) ?? 0) : '#ffffff';
    const rad = 7 + a.value * 1.6;
    const ink = (ap.heat.get(a.id) ?? 0) > 0.55 ? '#ffffff' : '#1f2933';
    body += `<g><circle data-airport="${escapeXml(a.id)}" cx="${a.x}" cy="${a.y}" r="${rad}" fill="${fill}" stroke="#1f2933" stroke-width="1.2"${rate > 0 ? '' : ' stroke-dasharray="3 2"'}/><text x="${a.x}" y="${a.y + 3.5}" text-anchor="middle" font-size="9" font-weight="700" fill="${ink}">${escapeXml(a.id)}</text><title>${escapeXml(say('core.lab.heat.named', { name: `${a.city} (${a.id})`, share: pctText(rate) }))}</title></g>`;
    a.gates.forEach((_, i) => {
      const id = `${a.id}#${i + 1}`;
      const g = gates.rate.get(id);
      const x = a.x - 17 + i * 9;
      const y = a.y + rad + 3;
      const gfill = g === undefined ? '#e9ecef' : g > 0 ? heatColour(gates.heat.get(id) ?? 0) : '#ffffff';
      const what = g === undefined ? say('blueSkies.lab.heat.unused') : pctText(g);
      body += `<rect x="${x}" y="${y}" width="8" height="8" fill="${gfill}" stroke="#495057" stroke-width="0.8"><title>${escapeXml(say('blueSkies.lab.heat.gate', { airport: a.id, n: i + 1, what }))}</title></rect>`;
    });
  }
  body += `<rect x="8" y="${height - 58}" width="420" height="50" rx="6" fill="#ffffff" opacity="0.9"/>`;
  body += legend(20, height - 38, ap, 'Airports');
  return svg(width, height, body, say('blueSkies.lab.heat.title'));
}
