/**
 * Print-and-play for a Blue Skies board: the airports where the board places them, each with its
 * value, its four gate spaces (cost, and the player count from which a space is used) and its
 * buy-out price, the regions listed with their bonus; then the demand cards. One map unit prints
 * as 0.7 mm (our choice; the CLI's `--scale` changes it).
 */
import type { Locale } from '../core/locales.js';
import type { Drawing, PrintSet, Shape } from '../core/print/drawing.js';
import { list, wordsIn } from '../core/wording.js';
import { blueSkiesMessages } from './messages.js';
import { MAP_HEIGHT, MAP_WIDTH, type BlueSkiesBoard } from './board.js';

const INK = '#1f2933';
/** An airport's printed box, in map units, and the clear space kept between two boxes. */
const BOX_W = 84;
const BOX_H = 44;
const BOX_GAP = 3;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const clash = (a: Box, b: Box) => a.x < b.x + b.w + BOX_GAP && b.x < a.x + a.w + BOX_GAP && a.y < b.y + b.h + BOX_GAP && b.y < a.y + a.h + BOX_GAP;

/**
 * Where each airport's box prints: centred on the airport when it fits, else the nearest free
 * place on rings round it (8 units apart, 24 directions), inside the map. Boxes on a crowded map
 * would cover each other's numbers; a box that finds no free place within reach stays centred.
 */
export function placeBoxes(points: readonly { x: number; y: number }[]): Box[] {
  const placed: Box[] = [];
  const at = (cx: number, cy: number): Box => ({
    x: Math.min(Math.max(cx - BOX_W / 2, 0), MAP_WIDTH - BOX_W),
    y: Math.min(Math.max(cy - BOX_H / 2, 0), MAP_HEIGHT - BOX_H),
    w: BOX_W,
    h: BOX_H,
  });
  for (const p of points) {
    let best = at(p.x, p.y);
    search: for (let r = 0; r <= 240 && placed.some((b) => clash(b, best)); r += 8) {
      for (let k = 0; k < 24; k++) {
        const t = (k / 24) * 2 * Math.PI;
        const c = at(p.x + r * Math.cos(t), p.y + r * Math.sin(t));
        if (!placed.some((b) => clash(b, c))) {
          best = c;
          break search;
        }
      }
    }
    placed.push(best);
  }
  return placed;
}

export function printBlueSkies(board: BlueSkiesBoard, locale: Locale = 'en'): PrintSet {
  const say = wordsIn(blueSkiesMessages, locale);
  const legend = 24 + board.regions.length * 12;
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT + legend, fill: '#dbe9f2' }];
  const boxes = placeBoxes(board.airports);
  // A box moved off its airport points back at it; the lines go under every box.
  board.airports.forEach((a, n) => {
    const { x, y, w, h } = boxes[n]!;
    if (a.x < x || a.x > x + w || a.y < y || a.y > y + h) {
      shapes.push({ kind: 'line', x1: a.x, y1: a.y, x2: Math.min(Math.max(a.x, x), x + w), y2: Math.min(Math.max(a.y, y), y + h), colour: INK, width: 0.6 });
      shapes.push({ kind: 'circle', x: a.x, y: a.y, r: 2.5, fill: INK });
    }
  });
  board.airports.forEach((a, n) => {
    const { x, y, w, h } = boxes[n]!;
    shapes.push({ kind: 'rect', x, y, w, h, fill: '#ffffff', stroke: INK, width: 0.8 });
    shapes.push({ kind: 'text', x: x + 4, y: y + 8, text: `${a.id} · ${a.city}`, size: 6.5, bold: true });
    shapes.push({ kind: 'circle', x: x + w - 9, y: y + 9, r: 7, fill: '#f2c500', stroke: INK, width: 0.6 });
    shapes.push({ kind: 'text', x: x + w - 9, y: y + 9, text: String(a.value), size: 7, anchor: 'middle', bold: true });
    a.gates.forEach((g, i) => {
      const gx = x + 4 + i * 19;
      shapes.push({ kind: 'rect', x: gx, y: y + 18, w: 17, h: 16, fill: '#eef2f5', stroke: INK, width: 0.5 });
      shapes.push({ kind: 'text', x: gx + 8.5, y: y + 24, text: String(g.cost), size: 6.5, anchor: 'middle', bold: true });
      if (g.fromPlayers > 2) shapes.push({ kind: 'text', x: gx + 8.5, y: y + 31, text: `${g.fromPlayers}+`, size: 4, anchor: 'middle' });
    });
    shapes.push({ kind: 'text', x: x + 4, y: y + h - 4, text: a.buyout === null ? say('blueSkies.print.noBuyout') : say('blueSkies.print.buyout', { cost: a.buyout }), size: 4.5 });
  });
  const names = new Map(board.airports.map((a) => [a.id, a.id]));
  shapes.push({ kind: 'text', x: 12, y: MAP_HEIGHT + 12, text: say('blueSkies.print.regions'), size: 7, bold: true });
  board.regions.forEach((r, i) => {
    shapes.push({ kind: 'text', x: 12, y: MAP_HEIGHT + 24 + i * 12, text: say('blueSkies.print.region', { name: r.name, bonus: r.bonus, airports: list(r.airports.map((id) => names.get(id) ?? id), 'comma') }), size: 6 });
  });
  const demand = board.airports.flatMap((a) =>
    Array.from({ length: a.demand }, (): Drawing => ({
      width: 63,
      height: 88,
      shapes: [
        { kind: 'rect', x: 0, y: 0, w: 63, h: 88, fill: '#ffffff', stroke: '#333333', width: 0.4 },
        { kind: 'rect', x: 0, y: 0, w: 63, h: 14, fill: '#2d5fa8' },
        { kind: 'text', x: 31.5, y: 7, text: say('blueSkies.print.demand'), size: 5, anchor: 'middle', colour: '#ffffff', bold: true },
        { kind: 'text', x: 31.5, y: 44, text: a.id, size: 16, anchor: 'middle', bold: true },
        { kind: 'text', x: 31.5, y: 56, text: a.city, size: 5, anchor: 'middle' },
      ],
    })),
  );
  return {
    board: { title: board.name, drawing: { width: MAP_WIDTH, height: MAP_HEIGHT + legend, shapes }, mmPerUnit: 0.7 },
    sheets: [{ title: say('blueSkies.print.demandSheet', { board: board.name }), widthMm: 63, heightMm: 88, cards: demand }],
  };
}
