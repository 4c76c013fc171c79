import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

// The mode's words (its hint, what fills an empty list) are the editor's catalogue.
beforeAll(() => loadArea(editorArea, 'en'));
import usa from '../../../../../boards/blue-skies/usa.board.json';
import { isPlayable } from '../../../../../games/core/board-check.js';
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../../editor-core/model/board-io.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import { editorFor, loadEditors } from '../../../editor/modes/index.js';
import type { Point, Rect } from '../../../editor-core/modes/types.js';
import { deleteAirports, setGate, updateAirport } from './commands.js';
import { blueSkiesMode } from './mode.js';

const us = loadBoard(blueSkiesMode, usa).board!;
const validate = (b: BlueSkiesBoard) => validateBoard(blueSkiesMode, b);
const fileText = readFileSync(new URL('../../../../../boards/blue-skies/usa.board.json', import.meta.url), 'utf8');
import { readFileSync } from 'node:fs';

/** A stand-in for the scene: an airport is hit within 10 units of its place. */
const scene = {
  hit: (b: BlueSkiesBoard, p: Point) => {
    const a = b.airports.find((x) => Math.hypot(x.x - p.x, x.y - p.y) < 10);
    return a ? { kind: 'airport', id: a.id } : null;
  },
  hitBox: (b: BlueSkiesBoard, r: Rect) => b.airports.filter((a) => a.x >= r.x && a.x <= r.x + r.width && a.y >= r.y && a.y <= r.y + r.height).map((a) => ({ kind: 'airport', id: a.id })),
};

describe('Blue Skies editor mode', () => {
  it('The editor list finds the mode by game id (through the game registrations)', async () => {
    await loadEditors();
    expect(editorFor('blue-skies')?.mode).toBe(blueSkiesMode);
  });

  it('The bundled board opens and is playable', () => {
    const { board, problems } = loadBoard(blueSkiesMode, usa);
    expect(board).not.toBeNull();
    expect(isPlayable(problems)).toBe(true);
  });

  it('The one writer: saving the bundled board gives back its file, byte for byte', () => {
    expect(serialiseBoard(blueSkiesMode, us)).toBe(fileText);
  });

  it('A new board is a draft: it says to place airports, and is not playable', () => {
    const problems = validate(blueSkiesMode.newBoard());
    expect(isPlayable(problems)).toBe(false);
    expect(problems.find((p) => p.path === '$.airports')?.message).toBe('The board has no airport yet: place them with the Airport tool (A).');
  });

  it('Problems in words name the airport or region, and locate points at it', () => {
    const i = us.airports.findIndex((a) => a.id === 'DEN');
    const board = setGate(us, 'DEN', 2, { cost: 12 })!.do(us);
    const p = validate(board).find((x) => x.path === `$.airports[${i}].gates[2].cost`)!;
    expect(p.message).toBe('Airport Denver, gate 3: cost 12 is over the limit of 9.');
    expect(blueSkiesMode.locate(board, p.path)).toEqual({ kind: 'gate', id: 'DEN#2' });
    expect(blueSkiesMode.position(board, { kind: 'gate', id: 'DEN#2' })).toEqual({ x: 362.5, y: 252.8 });
    const out = setGate(us, 'DEN', 1, { fromPlayers: 4 })!.do(us);
    const order = validate(out).find((x) => x.path === `$.airports[${i}].gates[2].fromPlayers`)!;
    expect(order.message).toMatch(/^Denver: gate spaces come into use from left to right/);
    expect(blueSkiesMode.locate(out, order.path)).toEqual({ kind: 'gate', id: 'DEN#2' });
    expect(blueSkiesMode.locate(out, `$.airports[${i}].value`)).toEqual({ kind: 'airport', id: 'DEN' });
  });

  it('A region left empty is an error pointing at the region; an airport in no region a warning at the airport', () => {
    const board = deleteAirports(us, ['DEN', 'SLC', 'PHX', 'LAS'])!.do(us);
    const p = validate(board).find((x) => x.path.startsWith('$.regions[4]'))!;
    expect(p.severity).toBe('error');
    expect(p.message).toMatch(/^Region Mountain West/);
    expect(blueSkiesMode.locate(board, p.path)).toEqual({ kind: 'region', id: 'mountain-west' });
    const lonely = { ...us, regions: us.regions.map((r) => ({ ...r, airports: r.airports.filter((a) => a !== 'BNA') })) };
    const w = validate(lonely).find((x) => /belongs to no region/.test(x.message))!;
    expect(w.severity).toBe('warning');
    expect(blueSkiesMode.locate(lonely, w.path)).toEqual({ kind: 'airport', id: 'BNA' });
  });

  it('Too few demand cards points at the demand table; too many gates per player at the player-count table', () => {
    const few = { ...us, airports: us.airports.map((a) => ({ ...a, demand: 1 })) };
    const p = validate(few).find((x) => /demand cards add up/.test(x.message))!;
    expect(blueSkiesMode.locate(few, p.path)).toEqual({ kind: 'table', id: 'demand' });
    expect(blueSkiesMode.describe(few, { kind: 'table', id: 'demand' })).toBe('The demand deck');
    const many = { ...us, gatesPerPlayer: { ...us.gatesPerPlayer, '5': 60 } };
    const w = validate(many).find((x) => x.path.startsWith('$.gatesPerPlayer'))!;
    expect(blueSkiesMode.locate(many, w.path)).toEqual({ kind: 'table', id: 'game' });
  });

  it('Fixing the problem makes the board playable again', () => {
    const broken = updateAirport(us, 'ATL', { value: 30 })!.do(us);
    expect(isPlayable(validate(broken))).toBe(false);
    const fixed = updateAirport(broken, 'ATL', { value: 3 })!.do(broken);
    expect(isPlayable(validate(fixed))).toBe(true);
  });

  it('Airport tool: a click on empty map places an airport and selects it; on an airport it says why not', () => {
    const rig = toolRig(blueSkiesMode, us, scene);
    rig.setTool('airport');
    rig.click(40, 640);
    expect(rig.history.board.airports.at(-1)).toMatchObject({ id: 'AP1', x: 40, y: 640 });
    expect(rig.sel()).toEqual([{ kind: 'airport', id: 'AP1' }]);
    const atl = us.airports.find((a) => a.id === 'ATL')!;
    rig.click(atl.x, atl.y);
    expect(rig.history.board.airports.length).toBe(us.airports.length + 1);
    expect(rig.said.at(-1)).toMatch(/Atlanta is already here/);
  });

  it('Region tool: clicks put airports in the chosen region and take them out; without a region it says so', () => {
    const rig = toolRig(blueSkiesMode, us, scene);
    rig.setTool('region');
    const den = us.airports.find((a) => a.id === 'DEN')!;
    rig.click(den.x, den.y);
    expect(rig.said.at(-1)).toMatch(/Choose the region/);
    rig.setOptions({ region: 'midwest' });
    rig.click(den.x, den.y);
    const after = rig.history.board;
    expect(after.regions.find((r) => r.id === 'midwest')!.airports).toContain('DEN');
    expect(after.regions.find((r) => r.id === 'mountain-west')!.airports).toContain('DEN');
    expect(rig.said.at(-1)).toBe('Denver is now in Midwest (8 airports).');
    rig.click(den.x, den.y);
    expect(rig.history.board.regions.find((r) => r.id === 'midwest')!.airports).not.toContain('DEN');
    rig.history.undo();
    rig.history.undo();
    expect(rig.history.board).toEqual(us);
  });

  it('Select, drag and delete: an airport moves and is deleted with its region memberships, undo restores', () => {
    const rig = toolRig(blueSkiesMode, us, scene);
    const sea = us.airports.find((a) => a.id === 'SEA')!;
    rig.drag([[sea.x, sea.y], [sea.x + 20, sea.y], [sea.x + 40, sea.y + 10]]);
    // Snapped to the grid (10 units) as it moves.
    expect(rig.history.board.airports.find((a) => a.id === 'SEA')).toMatchObject({ x: 120, y: 110 });
    expect(rig.history.undoDepth).toBe(1);
    rig.setTool('delete');
    rig.click(120, 110);
    expect(rig.history.board.airports.some((a) => a.id === 'SEA')).toBe(false);
    expect(rig.history.board.regions.find((r) => r.id === 'west-coast')!.airports).not.toContain('SEA');
    rig.history.undo();
    rig.history.undo();
    expect(serialiseBoard(blueSkiesMode, rig.history.board)).toBe(fileText);
  });

  it('Elements, positions, names and the status line', () => {
    expect(blueSkiesMode.elements(us)).toHaveLength(30);
    expect(blueSkiesMode.position(us, { kind: 'airport', id: 'ATL' })).toEqual({ x: 681.5, y: 377.2 });
    expect(blueSkiesMode.position(us, { kind: 'region', id: 'midwest' })).toBeNull();
    expect(blueSkiesMode.describe(us, { kind: 'airport', id: 'ATL' })).toBe('Airport Atlanta');
    expect(blueSkiesMode.describe(us, { kind: 'region', id: 'midwest' })).toBe('Region Midwest');
    expect(blueSkiesMode.summary(us)).toBe('30 airports · 7 regions · 59 demand cards · bag 100 red + 25 green · land: 1 shape, 113 points');
  });
});
