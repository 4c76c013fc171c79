import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import { deepFreeze, roundTrip } from '../../../editor-core/model/command-checks.js';
import { History } from '../../../editor-core/model/history.js';
import { loadBoard } from '../../../editor-core/model/board-io.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import type { ToolEdit } from '../../../editor-core/modes/types.js';
import { airlinesMode } from './mode.js';
import { europeMode } from '../../airlines-europe/editor/mode.js';
import { newEuropeBoard } from '../../airlines-europe/editor/board.js';
import type { MapClip } from '../../../route-map/editor/clipboard.js';

const na = deepFreeze(loadBoard(airlinesMode, northAmerica).board!) as AirlinesBoard;
const edits = airlinesMode.selectionEdits!;
const city = (id: string): ElementRef => ({ kind: 'city', id });
const route = (id: string): ElementRef => ({ kind: 'route', id });
const edit = <B>(r: ToolEdit<B> | string): ToolEdit<B> => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};

// Three cities of the bundled map joined by routes (a–b–c), the routes between them, and one
// route that leaves them.
const byId = (id: string) => na.cities.find((x) => x.id === id)!;
const first = na.routes[0]!;
const a = byId(first.from);
const b = byId(first.to);
const next = na.routes.find((r) => r.from === b.id && r.to !== a.id) ?? na.routes.find((r) => r.to === b.id && r.from !== a.id)!;
const c = byId(next.from === b.id ? next.to : next.from);
const ours = [a.id, b.id, c.id];
const inside = na.routes.filter((r) => ours.includes(r.from) && ours.includes(r.to));
const leaving = na.routes.find((r) => ours.includes(r.from) !== ours.includes(r.to))!;
const picked = [city(a.id), city(b.id), city(c.id), ...inside.map((r) => route(r.id)), route(leaving.id)];
// In board order, as a copy keeps them.
const inOrder = na.cities.filter((x) => ours.includes(x.id));

describe('Route maps: copy and paste', () => {
  it('copies the cities and only the routes with both cities copied, and says what it left out', () => {
    const got = edits.copy(na, picked);
    if (typeof got === 'string') throw new Error(got);
    const clip = got.clip as MapClip;
    expect(clip.cities.map((x) => x.id)).toEqual(inOrder.map((x) => x.id));
    expect(clip.routes.map((r) => r.id)).toEqual(inside.map((r) => r.id));
    expect(got.say).toMatch(/1 route left out: a route is copied only with both its cities/);
    expect(edits.copy(na, [route(leaving.id)])).toBe('Select cities to copy (a route is copied with its two cities).');
  });

  it('pastes with fresh, valid ids and free names, joined to the pasted cities, at the pointer; one undo step', () => {
    const clip = (edits.copy(na, picked) as { clip: MapClip }).clip;
    const history = new History<AirlinesBoard>(na);
    const res = edit(edits.paste(na, clip, { x: 500, y: 300 }));
    roundTrip(airlinesMode, res.command, na);
    history.exec(res.command);
    const after = history.board;
    expect(after.cities.length).toBe(na.cities.length + 3);
    expect(after.routes.length).toBe(na.routes.length + inside.length);
    const ids = after.cities.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(after.routes.map((r) => r.id)).size).toBe(after.routes.length);
    expect(new Set(after.cities.map((x) => x.name)).size).toBe(after.cities.length);
    const pasted = after.cities.slice(-3);
    expect(pasted.map((x) => x.name)).toEqual(inOrder.map((x) => `${x.name} 2`));
    // Every pasted route joins two pasted cities.
    const pastedIds = new Set(pasted.map((x) => x.id));
    for (const r of after.routes.slice(-inside.length)) expect(pastedIds.has(r.from) && pastedIds.has(r.to)).toBe(true);
    // The copy's middle lands at the pointer; its shape is kept.
    const xs = pasted.map((x) => x.x);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(500, 0);
    expect(pasted[1]!.x - pasted[0]!.x).toBeCloseTo(inOrder[1]!.x - inOrder[0]!.x, 5);
    // The board stays valid (no schema or rules error about ids, names or routes).
    expect(loadBoard(airlinesMode, JSON.parse(JSON.stringify(after))).problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(res.select).toHaveLength(3 + inside.length);
    expect(history.undoDepth).toBe(1);
    history.undo();
    expect(history.board).toEqual(na);
  });

  it('a paste off the pointer lands beside the copy, kept on the map', () => {
    const clip = (edits.copy(na, picked) as { clip: MapClip }).clip;
    const far = edit(edits.paste(na, clip, { x: 1e6, y: -1e6 })).command.do(na);
    for (const x of far.cities.slice(-3)) {
      expect(x.x).toBeGreaterThanOrEqual(0);
      expect(x.y).toBeGreaterThanOrEqual(0);
    }
    const beside = edit(edits.paste(na, clip, null)).command.do(na);
    expect(beside.cities.at(-3)!.x).toBeCloseTo(inOrder[0]!.x + 20, 5);
  });
});

describe('Route maps: mirror and turn', () => {
  const three = ours.map(city);
  const box = (board: AirlinesBoard) => {
    const cs = board.cities.filter((x) => ours.includes(x.id));
    return { x0: Math.min(...cs.map((x) => x.x)), x1: Math.max(...cs.map((x) => x.x)), y0: Math.min(...cs.map((x) => x.y)), y1: Math.max(...cs.map((x) => x.y)) };
  };

  it('mirrors left to right round the selection’s middle: twice is where it started; one undo step', () => {
    const res = edit(edits.mirror(na, three, 'left-right'));
    expect(res.command.label).toBe('Mirror left to right 3 cities');
    roundTrip(airlinesMode, res.command, na);
    const once = res.command.do(na);
    const m = (box(na).x0 + box(na).x1) / 2;
    const moved = once.cities.find((x) => x.id === a.id)!;
    expect(moved.x).toBeCloseTo(2 * m - a.x, 5);
    expect(moved.y).toBe(a.y);
    expect(box(once)).toEqual(box(na));
    const twice = edit(edits.mirror(once, three, 'left-right')).command.do(once);
    expect(twice.cities).toEqual(na.cities);
  });

  it('turns a quarter clockwise (y down): four turns come back; the other cities stay', () => {
    let board = na;
    for (let i = 0; i < 4; i++) board = edit(edits.turn(board, three, 1)).command.do(board);
    for (const x of board.cities) {
      const was = na.cities.find((y) => y.id === x.id)!;
      expect(x.x).toBeCloseTo(was.x, 0);
      expect(x.y).toBeCloseTo(was.y, 0);
    }
    const one = edit(edits.turn(na, three, 1)).command.do(na);
    // The selection's width became its height.
    expect(box(one).y1 - box(one).y0).toBeCloseTo(box(na).x1 - box(na).x0, 0);
    expect(one.cities.filter((x) => !ours.includes(x.id))).toEqual(na.cities.filter((x) => !ours.includes(x.id)));
  });

  it('bends and moved numbers turn with their routes (Airlines Europe)', () => {
    const base = newEuropeBoard();
    const board: EuropeBoard = {
      ...base,
      cities: [
        { id: 'p', name: 'P', x: 100, y: 100 },
        { id: 'q', name: 'Q', x: 200, y: 100 },
      ],
      routes: [{ id: 'pq', from: 'p', to: 'q', licences: [2], bend: { dx: 0, dy: -10 }, label: { dx: 4, dy: 0 } }],
    };
    const e = europeMode.selectionEdits!;
    const turned = edit(e.turn(board, [city('p'), city('q')], 1)).command.do(board);
    expect(turned.cities.map((x) => [x.x, x.y])).toEqual([
      [150, 50],
      [150, 150],
    ]);
    expect(turned.routes[0]!.bend).toEqual({ dx: 10, dy: 0 });
    expect(turned.routes[0]!.label).toEqual({ dx: 0, dy: 4 });
    const mirrored = edit(e.mirror(board, [city('p'), city('q')], 'top-bottom')).command.do(board);
    expect(mirrored.routes[0]!.bend).toEqual({ dx: 0, dy: 10 });
  });

  it('refuses what it cannot do, and changes nothing', () => {
    expect(edits.mirror(na, [city(a.id)], 'left-right')).toBe('Select two or more cities (with the routes between them) to mirror or turn them.');
    // Two cities far apart across the map's width cannot turn upright inside its height.
    const xs = [...na.cities].sort((p, q) => p.x - q.x);
    const wide = [city(xs[0]!.id), city(xs.at(-1)!.id)];
    expect(edits.turn(na, wide, 1)).toMatch(/would leave the map: move the selection inward first\.$/);
  });
});
