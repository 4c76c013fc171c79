import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import { isPlayable } from '../../../../../games/core/board-check.js';
import { getMode } from '../registry.js';
import { addRoute, deleteElements, newRoute } from './commands.js';
import { generateAirlinesBoard } from './generate.js';
import { airlinesMode, pathHead } from './mode.js';

const na = airlinesMode.load(structuredClone(northAmerica)).board!;

describe('Airlines editor mode', () => {
  it('The registry finds the mode by game id', () => {
    expect(getMode('airlines')).toBe(airlinesMode);
    expect(getMode('nope')).toBeUndefined();
  });

  it('The bundled board opens and is playable', () => {
    const { board, problems } = airlinesMode.load(structuredClone(northAmerica));
    expect(board).not.toBeNull();
    expect(isPlayable(problems)).toBe(true);
  });

  it('Stable JSON: saving the bundled board gives back its file, key for key and line for line', () => {
    const text = airlinesMode.serialise(na);
    expect(JSON.parse(text)).toEqual(northAmerica);
    expect(airlinesMode.serialise(airlinesMode.load(JSON.parse(text)).board!)).toBe(text);
  });

  it('A new board is a draft: it opens, lists what is missing, and is not playable', () => {
    const board = airlinesMode.newBoard();
    const problems = airlinesMode.validate(board);
    expect(problems.length).toBeGreaterThan(0);
    expect(isPlayable(problems)).toBe(false);
    expect(problems.find((p) => p.path === '$.routes')?.message).toMatch(/no route yet/);
  });

  it('A broken file still opens as a draft: unreadable entries are dropped and reported', () => {
    const raw = { ...structuredClone(northAmerica), routes: [...northAmerica.routes, 42, { from: 'A' }], airlines: 'oops' };
    const { board, problems } = airlinesMode.load(raw);
    expect(board!.routes.length).toBe(northAmerica.routes.length);
    expect(board!.airlines).toEqual([]);
    expect(problems.some((p) => p.path === `$.routes[${northAmerica.routes.length}]`)).toBe(true);
    expect(problems.some((p) => p.path === '$.airlines')).toBe(true);
  });

  it('Another game’s board or a non-object is refused with the reason', () => {
    expect(airlinesMode.load({ game: 'linie1' }).problems[0]!.message).toMatch(/not an Airlines board/);
    expect(airlinesMode.load([]).board).toBeNull();
  });

  it('Validation: a city with no route is reported at that city, and locate points at it', () => {
    const city = { id: 'lonely', name: 'Lonely', x: 10, y: 10 };
    const board = { ...na, cities: [...na.cities, city] };
    const problems = airlinesMode.validate(board);
    const p = problems.find((x) => x.message.includes('Lonely'))!;
    expect(p.path).toBe(`$.cities[${na.cities.length}]`);
    expect(airlinesMode.locate(board, p.path)).toEqual({ kind: 'city', id: 'lonely' });
  });

  it('Validation: a route type no airline may fly is an error located at the route', () => {
    const board = { ...na, airlines: na.airlines.map((a) => ({ ...a, allowedRouteTypes: a.allowedRouteTypes.filter((t) => t !== 'wavy') })) };
    const p = airlinesMode.validate(board).find((x) => x.path.endsWith('.type'))!;
    expect(p.severity).toBe('error');
    expect(airlinesMode.locate(board, p.path)?.kind).toBe('route');
  });

  it('Validation: an HQ problem points at the HQ city on the map', () => {
    const hq = na.airlines[0]!.hq;
    const cmd = deleteElements(na, { routes: na.routes.filter((r) => r.from === hq || r.to === hq).map((r) => r.id) })!;
    const board = cmd.do(na);
    const p = airlinesMode.validate(board).find((x) => x.path === '$.airlines[0].hq')!;
    expect(airlinesMode.locate(board, p.path)).toEqual({ kind: 'city', id: hq });
  });

  it('Errors come before warnings in the list', () => {
    const board = addRoute(na, newRoute(na, 'DEN', 'DEN')).do(na);
    const sev = airlinesMode.validate(board).map((p) => p.severity);
    expect(sev.indexOf('warning') === -1 || sev.lastIndexOf('error') < sev.indexOf('warning')).toBe(true);
  });

  it('pathHead reads the list and index of a problem path', () => {
    expect(pathHead('$.routes[3].costs[0]')).toEqual({ key: 'routes', index: 3 });
    expect(pathHead('$.flightCards')).toEqual({ key: 'flightCards', index: null });
    expect(pathHead('$')).toBeNull();
  });

  it('Position of a route is its middle; describe names it by its cities', () => {
    const r = na.routes[0]!;
    expect(airlinesMode.describe(na, { kind: 'route', id: r.id })).toMatch(/^Route Anchorage–Juneau$/);
    expect(airlinesMode.position(na, { kind: 'route', id: r.id })).not.toBeNull();
  });

  it('The generated board: 500 cities and 1,500 routes, in one piece, playable', () => {
    const big = generateAirlinesBoard();
    expect(big.cities.length).toBe(500);
    expect(big.routes.length).toBe(1500);
    const problems = airlinesMode.validate(big);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(airlinesMode.elements(big).length).toBe(2000);
    const text = airlinesMode.serialise(big);
    expect(airlinesMode.load(JSON.parse(text)).board).toEqual(big);
  });

  it('The generated board stays usable: a select-all move and its undo round-trip', () => {
    const big = generateAirlinesBoard();
    const cmd = airlinesMode.moveCommand(big, airlinesMode.elements(big), 1, 1)!;
    expect(cmd.undo(cmd.do(big))).toStrictEqual(big);
  });
});
