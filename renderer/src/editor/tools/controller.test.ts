import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../games/airlines/types.js';
import { History } from '../model/history.js';
import { refsOf, selectionOf, toggle, union, type Selection } from '../model/selection.js';
import { airlinesMode } from '../modes/airlines/mode.js';
import { hitBox, hitTest } from '../modes/airlines/geometry.js';
import { snapPoint, ToolController, type PointerInfo, type ToolHost } from './controller.js';

function rig(start: AirlinesBoard = airlinesMode.newBoard()) {
  const history = new History<AirlinesBoard>(start);
  let selection: Selection = new Set();
  let tool = 'select';
  const said: string[] = [];
  const host: ToolHost = {
    board: () => history.board,
    mode: () => airlinesMode,
    tool: () => airlinesMode.tools.find((t) => t.id === tool)!,
    snap: (p) => snapPoint(p, 10),
    hit: (p) => hitTest(history.board, p.x, p.y),
    hitBox: (r) => hitBox(history.board, r.x, r.y, r.x + r.width, r.y + r.height),
    selection: () => selection,
    select: (refs, how) => {
      selection = how === 'replace' ? selectionOf(refs) : how === 'add' ? union(selection, refs) : refs.reduce((s, r) => toggle(s, r), selection);
    },
    exec: (cmd) => (cmd ? (history.exec(cmd), true) : false),
    begin: (l) => history.begin(l),
    end: () => history.end(),
    cancel: () => history.cancel(),
    say: (t) => void said.push(t),
  };
  const ctl = new ToolController(host);
  // One map unit is one screen pixel here.
  const at = (x: number, y: number, mods: Partial<PointerInfo> = {}): PointerInfo => ({ map: { x, y }, screen: { x, y }, shift: false, ctrl: false, alt: false, ...mods });
  const click = (x: number, y: number, mods: Partial<PointerInfo> = {}) => {
    ctl.down(at(x, y, mods));
    ctl.up(at(x, y, mods));
  };
  return { history, ctl, at, click, said, setTool: (t: string) => ((tool = t), ctl.reset()), sel: () => refsOf(selection) };
}

describe('Editor tools on the canvas', () => {
  it('City tool: a click places a city on the grid and selects it', () => {
    const r = rig();
    r.setTool('city');
    r.click(103, 207);
    expect(r.history.board.cities).toEqual([{ id: 'city-1', name: 'City 1', x: 100, y: 210 }]);
    expect(r.sel()).toEqual([{ kind: 'city', id: 'city-1' }]);
  });

  it('HQ tool: a click places a headquarters city with a new airline', () => {
    const r = rig();
    r.setTool('hq');
    r.click(300, 300);
    expect(r.history.board.airlines[0]!.hq).toBe(r.history.board.cities[0]!.id);
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
    r.setTool('city');
    r.click(100, 100);
    r.click(200, 100);
    r.setTool('route');
    r.click(100, 100);
    r.click(200, 100);
    r.setTool('delete');
    r.click(100, 100);
    expect(r.history.board.cities.length).toBe(1);
    expect(r.history.board.routes.length).toBe(0);
  });

  it('Alt+drag moves an unlocked background picture, not a locked one', () => {
    const r = rig();
    r.history.exec(airlinesMode.setBackgroundCommand(r.history.board, { file: 'scan.png', x: 0, y: 0, scale: 1, opacity: 0.5, locked: false }));
    r.ctl.down(r.at(10, 10, { alt: true }));
    r.ctl.move(r.at(40, 30, { alt: true }));
    r.ctl.up(r.at(40, 30, { alt: true }));
    expect(r.history.board.background).toMatchObject({ x: 30, y: 20 });
    r.history.exec(airlinesMode.setBackgroundCommand(r.history.board, { ...r.history.board.background!, locked: true }));
    r.ctl.down(r.at(40, 30, { alt: true }));
    r.ctl.move(r.at(90, 90, { alt: true }));
    r.ctl.up(r.at(90, 90, { alt: true }));
    expect(r.history.board.background).toMatchObject({ x: 30, y: 20 });
  });
});
