/**
 * What lies outside the grid. A grid made smaller keeps the buildings, blocked squares and
 * terminals it no longer covers (the file keeps them, the problem list names them); the editor
 * draws them where they would be, ghosted, so the designer can see them, select them, drag them
 * back in or delete them. Pure: the scene and the mode both read it.
 */
import type { Linie1Board, Terminal } from '../../../../../games/linie1/board.js';
import { CELL, loopShape, mapBounds, MARGIN, squareCentre, squareRect, terminalSquares, type LoopShape, type Square } from '../geometry.js';
import type { Point, Rect } from '../../../pixi/camera.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { blockedId } from './commands.js';

type B = Linie1Board;

/** Where the scene's caption about what lies outside goes: above the loops of the top edge. */
export const CAPTION_Y = -MARGIN - CELL * 0.35;

export function onGrid(b: Pick<B, 'rows' | 'cols'>, s: Square): boolean {
  return s.row >= 1 && s.col >= 1 && s.row <= b.rows && s.col <= b.cols;
}

/** The grid grown along a terminal's edge until its loop fits: where the loop would lie. */
function grownFor(b: Pick<B, 'rows' | 'cols'>, t: Pick<Terminal, 'edge' | 'squares'>): { rows: number; cols: number } {
  const far = Math.max(...t.squares);
  return t.edge === 'top' || t.edge === 'bottom' ? { rows: b.rows, cols: Math.max(b.cols, far) } : { rows: Math.max(b.rows, far), cols: b.cols };
}

/** A terminal's two squares, on the grid or past the end of its edge. */
export function terminalPlace(b: Pick<B, 'rows' | 'cols'>, t: Pick<Terminal, 'edge' | 'squares'>): [Square, Square] | null {
  return terminalSquares(b, t) ?? terminalSquares(grownFor(b, t), t);
}

/** A terminal's loop, drawn past the end of its edge when the grid no longer reaches it. */
export function ghostLoop(b: Pick<B, 'rows' | 'cols'>, t: Pick<Terminal, 'edge' | 'squares'>): LoopShape | null {
  return terminalSquares(b, t) ? null : loopShape(grownFor(b, t), t);
}

export interface Outside {
  buildings: B['buildings'];
  blocked: NonNullable<B['blocked']>;
  terminals: { terminal: Terminal; loop: LoopShape; squares: [Square, Square] }[];
}

export function outside(b: B): Outside {
  const terminals: Outside['terminals'] = [];
  for (const t of b.terminals) {
    const loop = ghostLoop(b, t);
    const squares = loop ? terminalPlace(b, t) : null;
    if (loop && squares) terminals.push({ terminal: t, loop, squares });
  }
  return { buildings: b.buildings.filter((x) => !onGrid(b, x)), blocked: (b.blocked ?? []).filter((x) => !onGrid(b, x)), terminals };
}

export function hasOutside(o: Outside): boolean {
  return o.buildings.length + o.blocked.length + o.terminals.length > 0;
}

/** The element outside the grid under a map point, or null. */
export function outsideAt(b: B, p: Point): ElementRef | null {
  const o = outside(b);
  const row = Math.floor(p.y / CELL) + 1;
  const col = Math.floor(p.x / CELL) + 1;
  const building = o.buildings.find((x) => x.row === row && x.col === col);
  if (building) return { kind: 'building', id: building.id };
  const blocked = o.blocked.find((x) => x.row === row && x.col === col);
  if (blocked) return { kind: 'blocked', id: blockedId(blocked) };
  let best: { id: string; d: number } | null = null;
  for (const { terminal, loop } of o.terminals) {
    const d = Math.min(Math.hypot(p.x - loop.centre.x, p.y - loop.centre.y), Math.hypot(p.x - loop.label.x, p.y - loop.label.y));
    if (d < CELL * 0.8 && (!best || d < best.d)) best = { id: terminal.id, d };
  }
  return best ? { kind: 'terminal', id: best.id } : null;
}

/** Where a terminal is on the map (its two squares' middle), off the grid too. */
export function terminalPosition(b: B, t: Terminal): Point | null {
  const sq = terminalPlace(b, t);
  if (!sq) return null;
  const [p, q] = [squareCentre(sq[0]), squareCentre(sq[1])];
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

/** The map with its loops, grown to take in everything outside the grid: what Fit shows. */
export function viewBounds(b: B): Rect {
  const r = mapBounds(b);
  const o = outside(b);
  let [x1, y1, x2, y2] = [r.x, r.y, r.x + r.width, r.y + r.height];
  const take = (q: Rect) => {
    x1 = Math.min(x1, q.x);
    y1 = Math.min(y1, q.y);
    x2 = Math.max(x2, q.x + q.width);
    y2 = Math.max(y2, q.y + q.height);
  };
  for (const s of [...o.buildings, ...o.blocked]) take(squareRect(s));
  for (const { loop } of o.terminals) take({ x: loop.label.x - CELL, y: loop.label.y - CELL, width: 2 * CELL, height: 2 * CELL });
  // The caption above the map (its width is a guess at the words' length: the fit need not be exact).
  if (hasOutside(o)) take({ x: 0, y: CAPTION_Y - CELL * 0.3, width: CELL * 10, height: CELL * 0.6 });
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}
