import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { setBackground } from '../../../editor-core/model/header.js';
import { airlinesMode } from './mode.js';
import { hitBox, hitTest } from '../../../route-map/editor/hit.js';
import { cellsOnLine } from '../../../editor-core/modes/layout.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { editorArea } from '../../../i18n/editor/index.js';

function rig(start: AirlinesBoard = airlinesMode.newBoard()) {
  return toolRig(airlinesMode, start, { hit: (b, p) => hitTest(b, p.x, p.y), hitBox: (b, r) => hitBox(b, r.x, r.y, r.x + r.width, r.y + r.height) });
}

/** Two cities (100,100) and (200,100) and a route between them, the Route tool still picked. */
function twoCitiesAndARoute(r: ReturnType<typeof rig>): void {
  r.setTool('city');
  r.click(100, 100);
  r.click(200, 100);
  r.setTool('route');
  r.click(100, 100);
  r.click(200, 100);
}

describe('Editor tools on the canvas', () => {
  it('City tool: a click places a city on the grid and selects it', () => {
    const r = rig();
    r.setTool('city');
    r.click(103, 207);
    expect(r.history.board.cities).toEqual([{ id: 'city-1', name: 'City 1', x: 100, y: 210 }]);
    expect(r.sel()).toEqual([{ kind: 'city', id: 'city-1' }]);
  });

  it('City tool on a city, or just beside one: no city is stacked on it, and the status line says why', () => {
    const r = rig();
    r.setTool('city');
    r.click(300, 300);
    r.click(300, 300); // on it
    r.click(311, 301); // beside it: outside its click radius, but a new dot would cover it
    expect(r.history.board.cities.map((c) => c.id)).toEqual(['city-1']);
    expect(r.said.at(-1)).toBe('City 1 is there already: click empty map for a new city (Select, V, drags this one).');
    r.click(330, 300); // clear of it: a new city
    expect(r.history.board.cities.map((c) => c.id)).toEqual(['city-1', 'city-2']);
  });

  it('HQ tool just beside a city: that city becomes the HQ, no city is squeezed against it', () => {
    const r = rig();
    r.setTool('city');
    r.click(300, 300);
    r.setTool('hq');
    r.click(311, 301);
    expect(r.history.board.cities.length).toBe(1);
    expect(r.history.board.airlines.map((a) => a.hq)).toEqual(['city-1']);
  });

  it('HQ tool: a click places a headquarters city with a new airline', () => {
    const r = rig();
    r.setTool('hq');
    r.click(300, 300);
    expect(r.history.board.airlines[0]!.hq).toBe(r.history.board.cities[0]!.id);
  });

  it('HQ tool on an existing city: that city becomes the HQ, no city is stacked on it', () => {
    const r = rig();
    r.setTool('city');
    r.click(300, 300);
    r.setTool('hq');
    r.click(302, 299);
    expect(r.history.board.cities.length).toBe(1);
    expect(r.history.board.airlines.map((a) => a.hq)).toEqual(['city-1']);
    expect(r.sel()).toEqual([{ kind: 'city', id: 'city-1' }]);
    expect(r.said.at(-1)).toMatch(/headquarters in City 1/);
  });

  it('Route tool: click one city then another; the chain goes on from the second', () => {
    const r = rig();
    r.setTool('city');
    r.click(100, 100);
    r.click(200, 100);
    r.click(300, 100);
    r.setTool('route');
    r.click(100, 100);
    r.click(200, 100);
    r.click(300, 100);
    expect(r.history.board.routes.map((x) => [x.from, x.to])).toEqual([
      ['city-1', 'city-2'],
      ['city-2', 'city-3'],
    ]);
    r.ctl.escape();
    expect(r.ctl.pendingFrom).toBeNull();
  });

  it('Route tool: Escape, a click on empty map or another tool stops the chain and the status line says so', () => {
    const r = rig();
    twoCitiesAndARoute(r);
    expect(r.said.at(-1)).toBe('Add route City 1–City 2. Click another city to go on, Escape to stop.');
    r.ctl.escape();
    expect(r.said.at(-1)).toBe('Stopped at City 2. Click a city to start the route.');
    // Escape again clears the selection and says nothing new.
    r.ctl.escape();
    expect(r.said.at(-1)).toBe('Stopped at City 2. Click a city to start the route.');
    r.click(100, 100);
    r.click(500, 500);
    expect(r.said.at(-1)).toBe('Stopped at City 1. Click a city to start the route.');
    r.click(200, 100);
    r.setTool('select');
    expect(r.said.at(-1)).toMatch(/^Stopped drawing\. Select tool: Click/);
  });

  it('A tool is named in the editor’s language (its catalogue key), never in English', async () => {
    const said = await inLocale('de', [editorArea], () => {
      const r = rig(airlinesMode.newBoard());
      twoCitiesAndARoute(r);
      r.setTool('select');
      return r.said.at(-1);
    });
    expect(said).toMatch(/^Zeichnen beendet\. Werkzeug Auswahl: Klicke/);
  });

  it('Route tool: the same city twice is refused with the reason', () => {
    const r = rig();
    r.setTool('city');
    r.click(100, 100);
    r.setTool('route');
    r.click(100, 100);
    r.click(100, 100);
    expect(r.history.board.routes).toEqual([]);
    expect(r.said.at(-1)).toMatch(/two different cities/);
  });

  it('Drag to move: one drag is one undo step, snapped to the grid', () => {
    const r = rig();
    r.setTool('city');
    r.click(100, 100);
    r.setTool('select');
    r.ctl.down(r.at(100, 100));
    for (let i = 1; i <= 30; i++) r.ctl.move(r.at(100 + i, 100 + i / 2));
    r.ctl.up(r.at(130, 115));
    expect(r.history.board.cities[0]).toMatchObject({ x: 130, y: 120 });
    r.history.undo();
    expect(r.history.board.cities[0]).toMatchObject({ x: 100, y: 100 });
    r.history.undo();
    expect(r.history.board.cities).toEqual([]);
  });

  it('Multi-select: Shift+click adds, a drag moves every selected city', () => {
    const r = rig();
    r.setTool('city');
    r.click(100, 100);
    r.click(200, 100);
    r.setTool('select');
    r.click(100, 100);
    r.click(200, 100, { shift: true });
    expect(r.sel().length).toBe(2);
    r.ctl.down(r.at(200, 100));
    r.ctl.move(r.at(210, 110));
    r.ctl.up(r.at(210, 110));
    expect(r.history.board.cities.map((c) => [c.x, c.y])).toEqual([
      [110, 110],
      [210, 110],
    ]);
  });

  it('Box select: dragging on empty map selects what is inside', () => {
    const r = rig();
    r.setTool('city');
    r.click(100, 100);
    r.click(200, 100);
    r.click(400, 400);
    r.setTool('select');
    r.ctl.down(r.at(50, 50));
    r.ctl.move(r.at(250, 150));
    r.ctl.up(r.at(250, 150));
    expect(r.sel().map((x) => x.id).sort()).toEqual(['city-1', 'city-2']);
    r.click(600, 600);
    expect(r.sel()).toEqual([]);
  });

  it('Escape during a drag puts everything back', () => {
    const r = rig();
    r.setTool('city');
    r.click(100, 100);
    r.setTool('select');
    r.ctl.down(r.at(100, 100));
    r.ctl.move(r.at(150, 150));
    r.ctl.escape();
    expect(r.history.board.cities[0]).toMatchObject({ x: 100, y: 100 });
    expect(r.history.undoDepth).toBe(1);
  });

  it('Delete tool: a click deletes the city and its routes', () => {
    const r = rig();
    twoCitiesAndARoute(r);
    r.setTool('delete');
    r.click(100, 100);
    expect(r.history.board.cities.length).toBe(1);
    expect(r.history.board.routes.length).toBe(0);
  });

  it('Alt+drag moves an unlocked background picture, not a locked one', () => {
    const r = rig();
    r.history.exec(setBackground(r.history.board, { file: 'scan.png', x: 0, y: 0, scale: 1, opacity: 0.5, locked: false }));
    r.ctl.down(r.at(10, 10, { alt: true }));
    r.ctl.move(r.at(40, 30, { alt: true }));
    r.ctl.up(r.at(40, 30, { alt: true }));
    expect(r.history.board.background).toMatchObject({ x: 30, y: 20 });
    r.history.exec(setBackground(r.history.board, { ...r.history.board.background!, locked: true }));
    r.ctl.down(r.at(40, 30, { alt: true }));
    r.ctl.move(r.at(90, 90, { alt: true }));
    r.ctl.up(r.at(90, 90, { alt: true }));
    expect(r.history.board.background).toMatchObject({ x: 30, y: 20 });
  });
});

describe('Cells on a pointer path', () => {
  it('A straight or diagonal drag crosses every cell once, corner to corner included', () => {
    expect(cellsOnLine({ col: 1, row: 1 }, { col: 4, row: 1 }).map((c) => c.col)).toEqual([1, 2, 3, 4]);
    const diag = cellsOnLine({ col: 1, row: 1 }, { col: 3, row: 3 });
    expect(diag.length).toBe(5);
    for (let i = 1; i < diag.length; i++) expect(Math.abs(diag[i]!.col - diag[i - 1]!.col) + Math.abs(diag[i]!.row - diag[i - 1]!.row)).toBe(1);
    expect(cellsOnLine({ col: 2, row: 2 }, { col: 2, row: 2 })).toEqual([{ col: 2, row: 2 }]);
  });
});
