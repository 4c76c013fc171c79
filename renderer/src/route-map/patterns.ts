/**
 * Marks drawn on a marker in the colour that contrasts with it (black or white), one per airline,
 * so markers are told apart by shape as well as by colour (colour-blind players, grey light).
 * The same marks are drawn in Pixi on the map and as SVG in the panels' keys.
 */
import type { Graphics } from 'pixi.js';
import type { Point } from '../pixi/camera.js';

export const MARKER_PATTERNS = ['plain', 'dot', 'bar', 'column', 'ring', 'slash', 'cross', 'square', 'backslash'] as const;
export type MarkerPattern = (typeof MARKER_PATTERNS)[number];

/** The pattern for the n-th airline of a board (they repeat after nine). */
export const patternFor = (index: number): MarkerPattern => MARKER_PATTERNS[((index % MARKER_PATTERNS.length) + MARKER_PATTERNS.length) % MARKER_PATTERNS.length]!;

/** Draws the mark inside a marker of radius `r` at `c`. */
export function drawPattern(g: Graphics, pattern: MarkerPattern, c: Point, r: number, colour: string): void {
  const w = Math.max(0.6, r * 0.32);
  const k = r * 0.6;
  switch (pattern) {
    case 'plain':
      return;
    case 'dot':
      g.circle(c.x, c.y, r * 0.36).fill(colour);
      return;
    case 'bar':
      g.moveTo(c.x - k, c.y).lineTo(c.x + k, c.y).stroke({ width: w, color: colour, cap: 'round' });
      return;
    case 'column':
      g.moveTo(c.x, c.y - k).lineTo(c.x, c.y + k).stroke({ width: w, color: colour, cap: 'round' });
      return;
    case 'ring':
      g.circle(c.x, c.y, r * 0.5).stroke({ width: w * 0.8, color: colour });
      return;
    case 'slash':
      g.moveTo(c.x - k * 0.75, c.y + k * 0.75).lineTo(c.x + k * 0.75, c.y - k * 0.75).stroke({ width: w, color: colour, cap: 'round' });
      return;
    case 'backslash':
      g.moveTo(c.x - k * 0.75, c.y - k * 0.75).lineTo(c.x + k * 0.75, c.y + k * 0.75).stroke({ width: w, color: colour, cap: 'round' });
      return;
    case 'cross':
      g.moveTo(c.x - k, c.y).lineTo(c.x + k, c.y).moveTo(c.x, c.y - k).lineTo(c.x, c.y + k).stroke({ width: w * 0.85, color: colour, cap: 'round' });
      return;
    case 'square':
      g.rect(c.x - r * 0.36, c.y - r * 0.36, r * 0.72, r * 0.72).fill(colour);
      return;
  }
}

/** The same mark as SVG elements for a marker of radius 10 centred at (12, 12). */
export function patternSvg(pattern: MarkerPattern): { tag: 'circle' | 'path' | 'rect'; attrs: Record<string, string | number> }[] {
  const stroke = { fill: 'none', 'stroke-width': 3.2, 'stroke-linecap': 'round' };
  switch (pattern) {
    case 'plain':
      return [];
    case 'dot':
      return [{ tag: 'circle', attrs: { cx: 12, cy: 12, r: 3.6 } }];
    case 'bar':
      return [{ tag: 'path', attrs: { d: 'M6 12H18', ...stroke } }];
    case 'column':
      return [{ tag: 'path', attrs: { d: 'M12 6V18', ...stroke } }];
    case 'ring':
      return [{ tag: 'circle', attrs: { cx: 12, cy: 12, r: 5, fill: 'none', 'stroke-width': 2.6 } }];
    case 'slash':
      return [{ tag: 'path', attrs: { d: 'M7.5 16.5L16.5 7.5', ...stroke } }];
    case 'backslash':
      return [{ tag: 'path', attrs: { d: 'M7.5 7.5L16.5 16.5', ...stroke } }];
    case 'cross':
      return [{ tag: 'path', attrs: { d: 'M6 12H18M12 6V18', ...stroke, 'stroke-width': 2.7 } }];
    case 'square':
      return [{ tag: 'rect', attrs: { x: 8.4, y: 8.4, width: 7.2, height: 7.2 } }];
  }
}
