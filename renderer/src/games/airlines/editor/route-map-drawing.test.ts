/**
 * A route map as the designer draws it: curved routes, names and numbers moved off their places.
 * The commands (do/undo round trips, one undo step per drag, absent stays absent), the board
 * files (saved and read back byte for byte, bounded by the schema), the geometry the play
 * screen draws from, and the select tool's handle drag.
 */
import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { checkBoard } from '../../../../../games/core/board-check.js';
import { deepFreeze, roundTrip } from '../../../editor-core/model/command-checks.js';
import { History } from '../../../editor-core/model/history.js';
import { loadBoard, serialiseBoard } from '../../../editor-core/model/board-io.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import type { EditorHandle } from '../../../editor-core/modes/types.js';
import { airlinesMode } from './mode.js';
import { setCityLabel, setRouteBend, setRouteLabel } from './commands.js';
import { BEND_HANDLE_GAIN, boardGeometry, hitTest } from '../../../route-map/geometry.js';
import { hitBox, hitTest as boardHit } from '../../../route-map/editor/hit.js';
import { SNAP_BACK } from '../../../route-map/editor/mode-parts.js';

const board: AirlinesBoard = deepFreeze(loadBoard(airlinesMode, northAmerica).board!);
const route = board.routes[0]!;
const city = board.cities[0]!;

describe('Curves and moved labels: the commands', () => {
  it('bend a route, move its numbers, move a name: each a do/undo round trip to the same bytes (Airlines Europe’s: its commands test)', () => {
    expect(roundTrip(airlinesMode, setRouteBend(board, route.id, { dx: 12, dy: -30 }), board).routes[0]!.bend).toEqual({ dx: 12, dy: -30 });
    expect(roundTrip(airlinesMode, setRouteLabel(board, route.id, { dx: 0, dy: 15 }), board).routes[0]!.label).toEqual({ dx: 0, dy: 15 });
    expect(roundTrip(airlinesMode, setCityLabel(board, city.id, { dx: -40, dy: 8 }), board).cities[0]!.label).toEqual({ dx: -40, dy: 8 });
  });

  it('null takes the field away (straight again, the name placed by the screen); undo brings it back', () => {
    const bent = setRouteBend(board, route.id, { dx: 10, dy: 10 })!.do(board);
    const straight = roundTrip(airlinesMode, setRouteBend(bent, route.id, null), bent);
    expect(Object.hasOwn(straight.routes[0]!, 'bend')).toBe(false);
    expect(serialiseBoard(airlinesMode, straight)).toBe(serialiseBoard(airlinesMode, board));
    expect(setRouteBend(board, route.id, null)).toBeNull();
    expect(setRouteBend(bent, route.id, { dx: 10, dy: 10 })).toBeNull();
  });

  it('keeps offsets within the board limits, in tenths', () => {
    const far = setCityLabel(board, city.id, { dx: 999, dy: -3.14159 })!.do(board);
    expect(far.cities[0]!.label).toEqual({ dx: 200, dy: -3.1 });
    expect(setRouteBend(board, route.id, { dx: -5000, dy: 0 })!.do(board).routes[0]!.bend).toEqual({ dx: -1000, dy: 0 });
    expect(setRouteLabel(board, 'nowhere', { dx: 1, dy: 1 })).toBeNull();
  });

  it('a drag is one undo step, back to a board without the field', () => {
    const h = new History<AirlinesBoard>(board);
    h.begin('Bend');
    for (let i = 1; i <= 5; i++) h.exec(setRouteBend(h.board, route.id, { dx: i * 3, dy: 0 })!);
    h.end();
    expect(h.board.routes[0]!.bend).toEqual({ dx: 15, dy: 0 });
    h.undo();
    expect(h.board).toStrictEqual(board);
    expect(h.canUndo).toBe(false);
  });
});

describe('Curves and moved labels: the board file', () => {
  it('an old board without them saves byte for byte as before', () => {
    expect(serialiseBoard(airlinesMode, board)).toBe(serialiseBoard(airlinesMode, loadBoard(airlinesMode, JSON.parse(serialiseBoard(airlinesMode, board))).board!));
    expect(serialiseBoard(airlinesMode, board)).not.toMatch(/"bend"|"label"/);
  });

  it('a board with them is written with them last on the line and read back the same', () => {
    let b = setRouteBend(board, route.id, { dx: 12.5, dy: -30 })!.do(board);
    b = setRouteLabel(b, route.id, { dx: 0, dy: 15 })!.do(b);
    b = setCityLabel(b, city.id, { dx: -40, dy: 8 })!.do(b);
    const text = serialiseBoard(airlinesMode, b);
    expect(text).toContain(`"costs": [${route.costs.join(', ')}], "bend": {"dx": 12.5, "dy": -30}, "label": {"dx": 0, "dy": 15}}`);
    expect(text).toContain(`"label": {"dx": -40, "dy": 8}}`);
    const back = loadBoard(airlinesMode, JSON.parse(text));
    expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(serialiseBoard(airlinesMode, back.board!)).toBe(text);
  });

  it('the schema refuses an offset beyond its limit, saying where', () => {
    const raw = JSON.parse(serialiseBoard(airlinesMode, board));
    raw.routes[0].bend = { dx: 1e6, dy: 0 };
    raw.cities[1].label = { dx: 0, dy: 'up' };
    const res = checkBoard(airlinesMode.format, raw);
    expect(res.ok).toBe(false);
    const found = res.problems.map((p) => `${p.path}: ${p.message}`);
    expect(found.find((f) => f.startsWith('$.routes[0].bend.dx'))).toMatch(/1000/);
    expect(found.some((f) => f.startsWith('$.cities[1].label.dy'))).toBe(true);
  });
});

describe('Curves and moved labels: the geometry the screens draw', () => {
  const A = { id: 'A', name: 'A', x: 100, y: 100 };
  const B = { id: 'B', name: 'B', x: 300, y: 100 };
  const straight: AirlinesBoard = { ...board, cities: [A, B], routes: [{ id: 'ab', from: 'A', to: 'B', type: 'solid', costs: [3, 5] }] };
  const geo = (b: AirlinesBoard) => boardGeometry(b, { circles: (r) => r.costs.length });

  it('a straight route is its two ends; a bent one passes through its middle moved by the bend', () => {
    expect(geo(straight).routes.get('ab')!.path).toEqual([
      { x: 100, y: 100 },
      { x: 300, y: 100 },
    ]);
    const bent = { ...straight, routes: [{ ...straight.routes[0]!, bend: { dx: 0, dy: -50 } }] };
    const s = geo(bent).routes.get('ab')!;
    expect(s.path.length).toBeGreaterThan(10);
    expect(s.middle.x).toBeCloseTo(200);
    expect(s.middle.y).toBeCloseTo(50);
    // The circles sit on the curve around its middle; a click on the curve hits the route.
    for (const c of s.circles) expect(c.y).toBeLessThan(55);
    expect(hitTest(geo(bent), { x: 200, y: 51 }, 2)).toMatchObject({ kind: 'route', id: 'ab' });
    expect(hitTest(geo(bent), { x: 200, y: 100 }, 2)).toBeNull();
    // The handle moves BEND_HANDLE_GAIN times as far as the middle.
    expect(s.bendHandle.y - geo(straight).routes.get('ab')!.bendHandle.y).toBeCloseTo(-50 * BEND_HANDLE_GAIN);
  });

  it("moved numbers carry every circle along; the route's line stays", () => {
    const moved = { ...straight, routes: [{ ...straight.routes[0]!, label: { dx: 10, dy: 20 } }] };
    const s0 = geo(straight).routes.get('ab')!;
    const s1 = geo(moved).routes.get('ab')!;
    s1.circles.forEach((c, i) => expect(c).toEqual({ x: s0.circles[i]!.x + 10, y: s0.circles[i]!.y + 20 }));
    expect(s1.path).toEqual(s0.path);
    expect(s1.circlesHome).toEqual(s0.circlesHome);
  });
});

describe('Curves and moved labels: the select tool drags the handles', () => {
  const A = { id: 'A', name: 'A', x: 100, y: 100 };
  const B = { id: 'B', name: 'B', x: 300, y: 100 };
  const start: AirlinesBoard = { ...board, cities: [A, B], routes: [{ id: 'ab', from: 'A', to: 'B', type: 'solid', costs: [3] }] };
  // The handles as the editor scene offers them: the bend a quarter along the route, the name to the right of A.
  const handleAt = (b: AirlinesBoard, p: { x: number; y: number }): EditorHandle | null => {
    const s = boardGeometry(b, { circles: (r) => r.costs.length }).routes.get('ab')!;
    if (Math.hypot(p.x - s.bendHandle.x, p.y - s.bendHandle.y) < 4) return { ref: { kind: 'bend', id: 'ab' }, owner: { kind: 'route', id: 'ab' }, from: { dx: s.bend.dx * BEND_HANDLE_GAIN, dy: s.bend.dy * BEND_HANDLE_GAIN } };
    const at = b.cities[0]!.label ?? { dx: 6, dy: 2 };
    const x = 100 + at.dx;
    const y = 100 + at.dy;
    if (p.x >= x && p.x <= x + 20 && p.y >= y && p.y <= y + 8) return { ref: { kind: 'name', id: 'A' }, owner: { kind: 'city', id: 'A' }, from: at };
    return null;
  };
  const rig = () => toolRig(airlinesMode, start, { hit: (b, p) => boardHit(b, p.x, p.y), hitBox: (b, r) => hitBox(b, r.x, r.y, r.x + r.width, r.y + r.height), handleAt });

  it('dragging the bend handle bends the route so the handle follows the pointer: one undo step', () => {
    const t = rig();
    t.drag([
      [150, 100],
      [150, 90],
      [150, 70],
    ]);
    expect(t.history.board.routes[0]!.bend).toEqual({ dx: 0, dy: Math.round((-30 / BEND_HANDLE_GAIN) * 10) / 10 });
    expect(t.sel()).toEqual([{ kind: 'route', id: 'ab' }]);
    expect(t.history.undoLabel).toBe('Bend A–B');
    t.history.undo();
    expect(t.history.board).toStrictEqual(start);
  });

  it('dragged back onto the line it is straight again (no bend in the file)', () => {
    const t = rig();
    t.drag([
      [150, 100],
      [150, 80],
      [150, 100 - SNAP_BACK * BEND_HANDLE_GAIN * 0.5],
    ]);
    expect(t.history.board).toStrictEqual(start);
  });

  it("dragging a city's name moves it and selects the city; Escape mid-drag puts it back", () => {
    const t = rig();
    t.drag([
      [110, 104],
      [130, 84],
    ]);
    expect(t.history.board.cities[0]!.label).toEqual({ dx: 26, dy: -18 });
    expect(t.sel()).toEqual([{ kind: 'city', id: 'A' }]);
    const u = rig();
    u.ctl.down(u.at(110, 104));
    u.ctl.move(u.at(140, 104));
    expect(u.history.board.cities[0]!.label).toEqual({ dx: 36, dy: 2 });
    u.ctl.escape();
    expect(u.history.board).toStrictEqual(start);
  });

  it('Shift+drag on a handle is a box selection, never a handle drag', () => {
    const t = rig();
    t.drag(
      [
        [110, 104],
        [400, 300],
      ],
      { shift: true },
    );
    expect(t.history.board).toStrictEqual(start);
  });
});
