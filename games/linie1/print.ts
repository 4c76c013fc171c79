/**
 * Print-and-play for a Linie 1 board: the street grid at 40 mm a square (our choice; the CLI's
 * `--scale` changes it) with buildings, blocked squares, the terminals on the border and the
 * square coordinates the log uses; then every track tile (the draw pile and the starting tiles)
 * and the route cards.
 */
import type { Locale } from '../core/locales.js';
import type { Drawing, PrintSet, Shape } from '../core/print/drawing.js';
import { list, wordsIn } from '../core/wording.js';
import { linie1Messages } from './messages.js';
import type { EdgeName, Linie1Board, TileType } from './board.js';

const SQ = 40;
const INK = '#1f2933';

/** The centre of a square's edge, in a square of side `s` at (x, y). */
function edgeMid(e: EdgeName, x: number, y: number, s: number): [number, number] {
  return e === 'N' ? [x + s / 2, y] : e === 'S' ? [x + s / 2, y + s] : e === 'E' ? [x + s, y + s / 2] : [x, y + s / 2];
}

/** A track piece from one edge to another: straight across, or a quarter curve round the corner. */
function track(a: EdgeName, b: EdgeName, x: number, y: number, s: number, width: number): Shape[] {
  const [ax, ay] = edgeMid(a, x, y, s);
  const [bx, by] = edgeMid(b, x, y, s);
  const straight = (a === 'N' && b === 'S') || (a === 'S' && b === 'N') || (a === 'E' && b === 'W') || (a === 'W' && b === 'E');
  if (straight) return [{ kind: 'line', x1: ax, y1: ay, x2: bx, y2: by, width, colour: INK }];
  // The corner both edges share is the curve's centre.
  const cx = a === 'E' || b === 'E' ? x + s : x;
  const cy = a === 'S' || b === 'S' ? y + s : y;
  const r = s / 2;
  const a0 = Math.atan2(ay - cy, ax - cx);
  let a1 = Math.atan2(by - cy, bx - cx);
  if (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
  if (a0 - a1 > Math.PI) a1 += 2 * Math.PI;
  const out: Shape[] = [];
  const steps = 8;
  for (let i = 0; i < steps; i++) {
    const t0 = a0 + ((a1 - a0) * i) / steps;
    const t1 = a0 + ((a1 - a0) * (i + 1)) / steps;
    out.push({ kind: 'line', x1: cx + r * Math.cos(t0), y1: cy + r * Math.sin(t0), x2: cx + r * Math.cos(t1), y2: cy + r * Math.sin(t1), width, colour: INK });
  }
  return out;
}

function tileCard(t: TileType, dark: boolean, start: string): Drawing {
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: SQ, h: SQ, fill: dark ? '#d9d4c7' : '#f4f1ea', stroke: '#555555', width: 0.3 }];
  for (const [a, b] of t.segments) shapes.push(...track(a, b, 0, 0, SQ, 2.2));
  if (t.trees) shapes.push({ kind: 'circle', x: 6, y: 6, r: 3, fill: '#2f7d32' });
  if (dark) shapes.push({ kind: 'text', x: SQ - 3, y: SQ - 4, text: start, size: 3, anchor: 'end', colour: '#555555' });
  return { width: SQ, height: SQ, shapes };
}

export function printLinie1(board: Linie1Board, locale: Locale = 'en'): PrintSet {
  const say = wordsIn(linie1Messages, locale);
  // One square of border all round for the terminals and coordinates.
  const [w, h] = [(board.cols + 2) * SQ, (board.rows + 2) * SQ];
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w, h, fill: '#e8e4da' }];
  const at = (row: number, col: number): [number, number] => [col * SQ, row * SQ];
  for (let r = 1; r <= board.rows; r++) {
    for (let c = 1; c <= board.cols; c++) {
      const [x, y] = at(r, c);
      shapes.push({ kind: 'rect', x, y, w: SQ, h: SQ, fill: '#ffffff', stroke: '#b8b2a4', width: 0.4 });
    }
    shapes.push({ kind: 'text', x: SQ / 2, y: r * SQ + SQ / 2, text: say('linie1.print.row', { r }), size: 4, anchor: 'middle', colour: '#6b6b6b' });
  }
  for (let c = 1; c <= board.cols; c++) shapes.push({ kind: 'text', x: c * SQ + SQ / 2, y: SQ / 2, text: say('linie1.print.column', { c }), size: 4, anchor: 'middle', colour: '#6b6b6b' });
  for (const b of board.blocked ?? []) {
    const [x, y] = at(b.row, b.col);
    shapes.push({ kind: 'rect', x, y, w: SQ, h: SQ, fill: '#9fb89a', stroke: '#6b8a66', width: 0.4 });
  }
  for (const b of board.buildings) {
    const [x, y] = at(b.row, b.col);
    shapes.push({ kind: 'rect', x: x + 2, y: y + 2, w: SQ - 4, h: SQ - 4, fill: '#c9a77c', stroke: INK, width: 0.5 });
    shapes.push({ kind: 'text', x: x + SQ / 2, y: y + SQ / 2 - 3, text: b.id, size: 12, anchor: 'middle', bold: true });
    shapes.push({ kind: 'text', x: x + SQ / 2, y: y + SQ - 7, text: b.name, size: 3.2, anchor: 'middle' });
  }
  const colours = new Map(board.lines.map((l) => [l.id, l.colour]));
  for (const t of board.terminals) {
    const [p, q] = [Math.min(...t.squares), Math.max(...t.squares)];
    const horizontal = t.edge === 'top' || t.edge === 'bottom';
    const x = horizontal ? p * SQ : t.edge === 'left' ? SQ * 0.25 : (board.cols + 1) * SQ;
    const y = horizontal ? (t.edge === 'top' ? SQ * 0.25 : (board.rows + 1) * SQ) : p * SQ;
    const [bw, bh] = horizontal ? [(q - p + 1) * SQ, SQ * 0.75] : [SQ * 0.75, (q - p + 1) * SQ];
    const fill = /^#[0-9a-f]{6}$/i.test(colours.get(t.line) ?? '') ? colours.get(t.line)! : '#888888';
    shapes.push({ kind: 'rect', x, y, w: bw, h: bh, fill, stroke: INK, width: 0.4 });
    shapes.push({ kind: 'text', x: x + bw / 2, y: y + bh / 2 - 3, text: say('linie1.print.line', { line: t.line }), size: 5, anchor: 'middle', bold: true });
    shapes.push({ kind: 'text', x: x + bw / 2, y: y + bh / 2 + 4, text: t.street, size: 3.2, anchor: 'middle' });
  }
  const tiles = board.tileTypes.flatMap((t) => [
    ...Array.from({ length: t.pile }, () => tileCard(t, false, '')),
    ...Array.from({ length: t.start }, () => tileCard(t, true, say('linie1.print.start'))),
  ]);
  const lineName = new Map(board.lines.map((l) => [l.id, l.name]));
  const cards = board.routeCards.map((rc): Drawing => {
    const [cw, ch] = [63, 88];
    const s: Shape[] = [
      { kind: 'rect', x: 0, y: 0, w: cw, h: ch, fill: '#ffffff', stroke: '#333333', width: 0.4 },
      { kind: 'text', x: cw / 2, y: 8, text: say('linie1.print.routeCard'), size: 5, anchor: 'middle', bold: true },
      { kind: 'text', x: cw / 2, y: 14, text: say('linie1.print.forPlayers', { players: list(rc.players, 'comma') }), size: 3.5, anchor: 'middle' },
    ];
    Object.entries(rc.stops).forEach(([line, stops], i) => {
      s.push({ kind: 'text', x: 5, y: 24 + i * 7, text: say('linie1.print.stops', { line: lineName.get(line) ?? say('linie1.print.line', { line }), stops: stops.join(' · ') }), size: 3.5 });
    });
    return { width: cw, height: ch, shapes: s };
  });
  return {
    board: { title: board.name, drawing: { width: w, height: h, shapes }, mmPerUnit: 1 },
    sheets: [
      { title: say('linie1.print.tileSheet', { board: board.name }), widthMm: SQ, heightMm: SQ, cards: tiles },
      { title: say('linie1.print.cardSheet', { board: board.name }), widthMm: 63, heightMm: 88, cards },
    ],
  };
}
