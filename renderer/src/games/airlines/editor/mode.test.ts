import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import { isPlayable } from '../../../../../games/core/board-check.js';
import { wordProblem } from '../../../../../games/core/board-problem.js';
import { problemMessages } from '../../../../../games/core/problem-messages.js';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../../editor-core/model/board-io.js';
import { editorFor, loadEditors } from '../../../editor/modes/index.js';
import type { PlaceTool, ToolContext } from '../../../editor-core/modes/types.js';
import { addRoute, deleteElements, newRoute } from './commands.js';
import { generateAirlinesBoard } from './generate.js';
import { airlinesMode, pathHead } from './mode.js';

const na = loadBoard(airlinesMode, northAmerica).board!;
const validate = (b: AirlinesBoard) => validateBoard(airlinesMode, b);
const ctx: ToolContext = { options: {}, rotation: 0, shift: false, alt: false };

describe('Airlines editor mode', () => {
  it('The editor list finds the mode by game id (through the game registrations)', async () => {
    await loadEditors();
    expect(editorFor('airlines')?.mode).toBe(airlinesMode);
    expect(editorFor('nope')).toBeUndefined();
  });

  it('The bundled board opens and is playable', () => {
    const { board, problems } = loadBoard(airlinesMode, northAmerica);
    expect(board).not.toBeNull();
    expect(isPlayable(problems)).toBe(true);
  });

  it('The one writer: saving the bundled board gives back its file, byte for byte', () => {
    const text = serialiseBoard(airlinesMode, na);
    expect(JSON.parse(text)).toEqual(northAmerica);
    expect(serialiseBoard(airlinesMode, loadBoard(airlinesMode, JSON.parse(text)).board!)).toBe(text);
  });

  it('A board value handed over to the reader is kept as it is; any other is copied first', () => {
    const given = JSON.parse(JSON.stringify(northAmerica)) as AirlinesBoard;
    const copied = loadBoard(airlinesMode, given).board!;
    expect(copied).not.toBe(given);
    expect(copied.cities).not.toBe(given.cities);
    expect(copied).toEqual(given);
    const kept = loadBoard(airlinesMode, given, { handedOver: true });
    expect(kept.board).toBe(given);
    expect(kept.problems).toEqual(loadBoard(airlinesMode, northAmerica).problems);
  });

  it('A new board is a draft: it opens, lists what is missing in the mode’s words, and is not playable', () => {
    const problems = validate(airlinesMode.newBoard());
    expect(isPlayable(problems)).toBe(false);
    expect(problems.find((p) => p.path === '$.routes')?.message).toMatch(/no route yet: draw one with the Route tool/);
  });

  it('A broken file still opens as a draft: unreadable entries are dropped and reported', () => {
    const raw = { ...structuredClone(northAmerica), routes: [...northAmerica.routes, 42, { from: 'A' }], airlines: 'oops' };
    const { board, problems } = loadBoard(airlinesMode, raw);
    expect(board!.routes.length).toBe(northAmerica.routes.length);
    expect(board!.airlines).toEqual([]);
    expect(problems.find((p) => p.path === `$.routes[${northAmerica.routes.length}]`)?.message).toBe(`Entry ${northAmerica.routes.length + 1} of the routes list could not be read and was left out.`);
    expect(problems.some((p) => p.path === '$.airlines')).toBe(true);
    // The problem list words them by key: in German, not the English message.
    const inGerman = (path: string) => wordProblem(problemMessages, 'de', problems.find((p) => p.path === path)!);
    expect(inGerman(`$.routes[${northAmerica.routes.length}]`)).toBe(`Eintrag ${northAmerica.routes.length + 1} der Liste „routes“ ließ sich nicht lesen und wurde weggelassen.`);
    expect(inGerman('$.airlines')).toBe('Die Liste „airlines“ ließ sich nicht lesen und wurde geleert.');
  });

  it('Another game’s board or a non-object is refused with the reason', () => {
    expect(loadBoard(airlinesMode, { game: 'linie1' }).problems[0]!.message).toBe('This is not a board for Airlines (its "game" is "linie1").');
    expect(loadBoard(airlinesMode, []).board).toBeNull();
  });

  it('A key the schema does not know stays in the board and in the file', () => {
    const { board } = loadBoard(airlinesMode, { ...structuredClone(northAmerica), notes: 'kept' });
    expect(JSON.parse(serialiseBoard(airlinesMode, board!)).notes).toBe('kept');
  });

  it('Problems in words: the element by its name, the field and the limit, never zod’s text or an id', () => {
    const i = na.routes.findIndex((r) => r.id === 'oma-den');
    const board = structuredClone(na);
    board.routes[i]!.costs[0] = 31;
    board.airlines[0]!.colour = 'gold';
    board.cities[2]!.name = '';
    const messages = validate(board).map((p) => p.message);
    expect(messages).toContain('Route Omaha–Denver: cost 31 is over the limit of 14.');
    expect(messages).toContain('Airline Golden Gate Airways: colour “gold” is not valid: a colour is written "#rrggbb".');
    expect(messages).toContain('The city without a name at 281, 139: name is empty.');
    for (const m of messages) expect(m).not.toMatch(/Too big|Invalid|expected|oma-den/);
  });

  it('Problems in words: the rules module’s route ids become the route’s cities', () => {
    const board = { ...na, airlines: na.airlines.map((a) => ({ ...a, allowedRouteTypes: a.allowedRouteTypes.filter((t) => t !== 'wavy') })) };
    const p = validate(board).find((x) => x.path.endsWith('.type'))!;
    const route = board.routes[Number(/routes\[(\d+)\]/.exec(p.path)![1])]!;
    expect(p.message).not.toContain(route.id);
    expect(p.message).toMatch(/route [A-Z][a-z]+( [A-Z][a-z]+)*–[A-Z]/);
  });

  it('Validation: a city with no route is reported at that city, and locate points at it', () => {
    const city = { id: 'lonely', name: 'Lonely', x: 10, y: 10 };
    const board = { ...na, cities: [...na.cities, city] };
    const p = validate(board).find((x) => x.message.includes('Lonely'))!;
    expect(p.path).toBe(`$.cities[${na.cities.length}]`);
    expect(airlinesMode.locate(board, p.path)).toEqual({ kind: 'city', id: 'lonely' });
  });

  it('Validation: an HQ problem points at the HQ city on the map', () => {
    const hq = na.airlines[0]!.hq;
    const cmd = deleteElements(na, { routes: na.routes.filter((r) => r.from === hq || r.to === hq).map((r) => r.id) })!;
    const board = cmd.do(na);
    const p = validate(board).find((x) => x.path === '$.airlines[0].hq')!;
    expect(airlinesMode.locate(board, p.path)).toEqual({ kind: 'city', id: hq });
  });

  it('Counts that only differ from the 1990 game are warnings: the board stays playable', () => {
    // Five airlines with 40 stock cards between them, 30 flight cards: enough to play, not the 1990 box.
    const board = structuredClone(na);
    board.airlines = board.airlines.slice(0, 5).map((a) => ({ ...a, stockCards: 8 }));
    board.flightCards = board.flightCards.slice(0, 30);
    board.scoringCards = 4;
    const problems = validate(board);
    const differ = problems.filter((p) => /the 1990 game|the rules count on/.test(p.message));
    expect(differ.length).toBeGreaterThanOrEqual(3);
    expect(differ.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('Errors come before warnings in the list', () => {
    const board = addRoute(na, newRoute(na, 'DEN', 'DEN')).do(na);
    const sev = validate(board).map((p) => p.severity);
    expect(sev.indexOf('warning') === -1 || sev.lastIndexOf('error') < sev.indexOf('warning')).toBe(true);
  });

  it('HQ tool on a city already there makes that city the HQ of a new airline (no second city on top)', () => {
    const hq = airlinesMode.tools.find((t) => t.id === 'hq') as PlaceTool<AirlinesBoard>;
    const den = na.cities.find((c) => c.id === 'DEN')!;
    const edit = hq.place(na, { x: den.x, y: den.y }, { kind: 'city', id: 'DEN' }, ctx);
    expect(typeof edit).toBe('object');
    const after = (edit as { command: { do(b: AirlinesBoard): AirlinesBoard } }).command.do(na);
    expect(after.cities.length).toBe(na.cities.length);
    expect(after.airlines.at(-1)!.hq).toBe('DEN');
    // On empty map: a new city with its airline.
    const fresh = hq.place(na, { x: 5, y: 5 }, null, ctx) as { command: { do(b: AirlinesBoard): AirlinesBoard } };
    const withCity = fresh.command.do(na);
    expect(withCity.cities.length).toBe(na.cities.length + 1);
    expect(withCity.airlines.at(-1)!.hq).toBe(withCity.cities.at(-1)!.id);
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
    expect(validate(big).filter((p) => p.severity === 'error')).toEqual([]);
    expect(airlinesMode.elements(big).length).toBe(2000);
    const text = serialiseBoard(airlinesMode, big);
    expect(loadBoard(airlinesMode, JSON.parse(text)).board).toEqual(big);
  });

  it('The generated board stays usable: a select-all move and its undo round-trip', () => {
    const big = generateAirlinesBoard();
    const cmd = airlinesMode.moveCommand!(big, airlinesMode.elements(big), 1, 1)!;
    expect(cmd.undo(cmd.do(big))).toStrictEqual(big);
  });
});
