/**
 * Print-and-play for a Blue Skies board: the airports where the board places them, each with its
 * value, its four gate spaces (cost, and the player count from which a space is used) and its
 * buy-out price, the regions listed with their bonus; then the demand cards. One map unit prints
 * as 0.7 mm (our choice; the CLI's `--scale` changes it).
 */
import type { Drawing, PrintSet, Shape } from '../core/print/drawing.js';
import { MAP_HEIGHT, MAP_WIDTH, type BlueSkiesBoard } from './board.js';

const INK = '#1f2933';

export function printBlueSkies(board: BlueSkiesBoard): PrintSet {
  const legend = 24 + board.regions.length * 12;
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT + legend, fill: '#dbe9f2' }];
  for (const a of board.airports) {
    const [w, h] = [84, 44];
    const [x, y] = [Math.min(Math.max(a.x - w / 2, 0), MAP_WIDTH - w), Math.min(Math.max(a.y - h / 2, 0), MAP_HEIGHT - h)];
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
    shapes.push({ kind: 'text', x: x + 4, y: y + h - 4, text: a.buyout === null ? 'no buy-out' : `buy-out ${a.buyout}`, size: 4.5 });
  }
  const names = new Map(board.airports.map((a) => [a.id, a.id]));
  shapes.push({ kind: 'text', x: 12, y: MAP_HEIGHT + 12, text: 'Regions (bonus for the highest gate value at the end)', size: 7, bold: true });
  board.regions.forEach((r, i) => {
    shapes.push({ kind: 'text', x: 12, y: MAP_HEIGHT + 24 + i * 12, text: `${r.name}: ${r.bonus} points · ${r.airports.map((id) => names.get(id) ?? id).join(', ')}`, size: 6 });
  });
  const demand = board.airports.flatMap((a) =>
    Array.from({ length: a.demand }, (): Drawing => ({
      width: 63,
      height: 88,
      shapes: [
        { kind: 'rect', x: 0, y: 0, w: 63, h: 88, fill: '#ffffff', stroke: '#333333', width: 0.4 },
        { kind: 'rect', x: 0, y: 0, w: 63, h: 14, fill: '#2d5fa8' },
        { kind: 'text', x: 31.5, y: 7, text: 'Demand', size: 5, anchor: 'middle', colour: '#ffffff', bold: true },
        { kind: 'text', x: 31.5, y: 44, text: a.id, size: 16, anchor: 'middle', bold: true },
        { kind: 'text', x: 31.5, y: 56, text: a.city, size: 5, anchor: 'middle' },
      ],
    })),
  );
  return {
    board: { title: board.name, drawing: { width: MAP_WIDTH, height: MAP_HEIGHT + legend, shapes }, mmPerUnit: 0.7 },
    sheets: [{ title: `${board.name}: demand cards`, widthMm: 63, heightMm: 88, cards: demand }],
  };
}
