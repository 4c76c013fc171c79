/**
 * The lab's heat map of a Linie 1 board as SVG (the standalone report; GameProbe.heatMap): the
 * grid's squares by how often a tile was laid there, buildings by how often they were a declared
 * stop, terminals by how often a trip ended there. Figures, colours and escaping come from the
 * lab (`HeatPen`).
 */
import type { HeatPen } from '../core/lab-probe.js';

type Board = Record<string, unknown>;

/** Linie 1: the grid, squares by how often a tile was laid there; buildings and terminals. */
export function heatMap(board: Board, pen: HeatPen): string {
  const { heatOf, heatColour, NEVER, legend, svg, escapeXml, pctText, say } = pen;
  const rows = Number(board['rows']);
  const cols = Number(board['cols']);
  const S = 40;
  const M = 30;
  const width = cols * S + 2 * M;
  const height = rows * S + 2 * M + 50;
  const cells = heatOf('cell');
  const terms = heatOf('terminal');
  const stops = heatOf('building');
  const lines = new Map(((board['lines'] as { id: string; colour: string }[]) ?? []).map((l) => [l.id, l.colour]));
  let body = `<rect width="${width}" height="${height}" fill="#f8f9fa"/>`;
  for (let rr = 1; rr <= rows; rr++) {
    for (let cc = 1; cc <= cols; cc++) {
      const id = `${rr},${cc}`;
      const rate = cells.rate.get(id);
      if (rate === undefined) continue;
      const fill = rate > 0 ? heatColour(cells.heat.get(id) ?? 0) : '#ffffff';
      body += `<rect data-cell="${id}" x="${M + (cc - 1) * S}" y="${M + (rr - 1) * S}" width="${S}" height="${S}" fill="${fill}" stroke="#ced4da"><title>${escapeXml(say('core.lab.heat.named', { name: say('linie1.lab.name.cell', { row: rr, col: cc }), share: pctText(rate) }))}</title></rect>`;
    }
  }
  for (const bld of (board['buildings'] as { id: string; name: string; row: number; col: number }[]) ?? []) {
    const x = M + (bld.col - 1) * S;
    const y = M + (bld.row - 1) * S;
    const rate = stops.rate.get(bld.id) ?? 0;
    const ring = rate > 0 ? heatColour(stops.heat.get(bld.id) ?? 0) : NEVER;
    body += `<g><rect x="${x + 2}" y="${y + 2}" width="${S - 4}" height="${S - 4}" rx="4" fill="#343a40" stroke="${ring}" stroke-width="3"/><text x="${x + S / 2}" y="${y + S / 2 + 5}" text-anchor="middle" font-size="15" font-weight="700" fill="#ffffff">${escapeXml(bld.id)}</text><title>${escapeXml(say('linie1.lab.heat.stop', { name: bld.name, share: pctText(rate) }))}</title></g>`;
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
    body += `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="${escapeXml(line)}" stroke-width="3"${rate > 0 ? '' : ' stroke-dasharray="3 3"'}/><text x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle" font-size="10" font-weight="700" fill="#1f2933">${escapeXml(t.line)}</text><title>${escapeXml(say('linie1.lab.heat.terminal', { street: t.street, line: t.line, share: pctText(rate) }))}</title></g>`;
  }
  body += legend(M, M + rows * S + 40, cells, 'Squares');
  return svg(width, height, body, say('linie1.lab.heat.title'));
}
