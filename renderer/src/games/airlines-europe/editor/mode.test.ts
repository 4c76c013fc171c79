import { describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { useLocale } from '../../../i18n/locale.js';
import europe from '../../../../../boards/airlines-europe/europe.board.json';
import { isPlayable } from '../../../../../games/core/board-check.js';
import type { EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../../editor-core/model/board-io.js';
import { editorFor, loadEditors } from '../../../editor/modes/index.js';
import type { ConnectTool, PlaceTool, ToolContext } from '../../../editor-core/modes/types.js';
import { addRoute, deleteElements, newRoute } from './commands.js';
import { europeMode } from './mode.js';

const board = loadBoard(europeMode, europe).board!;
const validate = (b: EuropeBoard) => validateBoard(europeMode, b);
const ctx: ToolContext = { options: {}, rotation: 0, shift: false, alt: false };
const messages = (b: EuropeBoard) => validate(b).map((p) => p.message);

describe('Airlines Europe editor mode', () => {
  it('The editor list finds the mode by game id (through the game registrations)', async () => {
    await loadEditors();
    expect(editorFor('airlines-europe')?.mode).toBe(europeMode);
  });

  it('The bundled board opens, checks clean and is playable', () => {
    const { problems } = loadBoard(europeMode, europe);
    expect(isPlayable(problems)).toBe(true);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('The one writer: saving the bundled board gives back its file, byte for byte', () => {
    const text = serialiseBoard(europeMode, board);
    expect(JSON.parse(text)).toEqual(europe);
    expect(serialiseBoard(europeMode, loadBoard(europeMode, JSON.parse(text)).board!)).toBe(text);
  });

  it('A new board is a draft that says which tool fills what is missing', () => {
    const problems = validate(europeMode.newBoard());
    expect(isPlayable(problems)).toBe(false);
    expect(problems.find((p) => p.path === '$.routes')?.message).toMatch(/draw one with the Route tool/);
    expect(problems.find((p) => p.path === '$.airlines')?.message).toMatch(/Home tool/);
  });

  it('Schema problems name the element: a route by its cities, an airline by its name, a stretch by its spaces', () => {
    const b = structuredClone(board);
    b.routes.find((r) => r.id === 'london-paris')!.licences[0] = 31;
    b.airlines[0]!.colour = 'red';
    b.shareTrack.ranges[2]!.points = [];
    const m = messages(b);
    expect(m).toContain('Route London–Paris: licence price 31 is over the limit of 30.');
    expect(m).toContain('Airline Channel Clippers: colour “red” is not valid: a colour is written "#rrggbb".');
    expect(m.some((x) => x.startsWith('The share track, spaces 14–20:'))).toBe(true);
    for (const x of m) expect(x).not.toMatch(/Too (big|small)|Invalid|expected|london-paris/);
  });

  it('The rules module’s ids become names: a route’s cities, a bonus connection’s cities and airline', () => {
    const b = structuredClone(board);
    b.bonuses[0]!.airline = 'nobody';
    const dup = addRoute(b, newRoute(b, 'london', 'dublin')).do(b);
    const m = messages(dup);
    expect(m).toContain('Route London–Dublin joins the same two cities as another route.');
    expect(m.some((x) => x.startsWith('The bonus connection Barcelona–Vienna (nobody) belongs to "nobody"'))).toBe(true);
    for (const x of m) expect(x).not.toMatch(/tiber-bonus|london-dublin/);
  });

  it('An id two routes (or two bonus connections) share names the first of them, as the map finds it', () => {
    const b = structuredClone(board);
    const first = b.routes[0]!;
    // The second route joins the first's cities the other way round, under the first's id.
    b.routes[1] = { ...b.routes[1]!, id: first.id, from: first.to, to: first.from };
    b.bonuses[1] = { ...b.bonuses[1]!, id: b.bonuses[0]!.id, airline: 'nobody' };
    const problems = validate(b);
    expect(problems.find((p) => p.path === '$.routes[1]')).toMatchObject({ message: 'Route Dublin–London joins the same two cities as another route.', params: { route: 'Dublin–London' } });
    expect(problems.find((p) => p.path === '$.bonuses[1].airline')?.params).toMatchObject({ bonus: 'Barcelona–Vienna' });
  });

  it('Problems point at the element: a lonely city, a home airport on the map, a bonus, a stretch, a table', () => {
    const lonely = { ...board, cities: [...board.cities, { id: 'lonely', name: 'Lonely', x: 10, y: 10 }] };
    const p = validate(lonely).find((x) => x.message.includes('Lonely'))!;
    expect(europeMode.locate(lonely, p.path)).toEqual({ kind: 'city', id: 'lonely' });
    // A home airport no route leaves: the problem points at the city.
    const cut = deleteElements(board, { routes: board.routes.filter((r) => r.from === 'warsaw' || r.to === 'warsaw').map((r) => r.id) })!.do(board);
    const home = validate(cut).find((x) => x.path.endsWith('.home') && x.severity === 'error')!;
    expect(europeMode.locate(cut, home.path)).toEqual({ kind: 'city', id: 'warsaw' });
    expect(europeMode.locate(board, '$.bonuses[1].to')).toEqual({ kind: 'bonus', id: 'hansa-bonus' });
    expect(europeMode.locate(board, '$.shareTrack.ranges[3].from')).toEqual({ kind: 'range', id: '3' });
    expect(europeMode.locate(board, '$.shareTrack.ranges')).toEqual({ kind: 'table', id: 'shareTrack' });
    expect(europeMode.locate(board, '$.airlines')).toEqual({ kind: 'table', id: 'airlines' });
    expect(europeMode.locate(board, '$.abacus.points[0]')).toEqual({ kind: 'table', id: 'abacus' });
    expect(europeMode.locate(board, '$.__proto__')).toEqual({ kind: 'board', id: '__proto__' });
  });

  it('A share track with a gap is reported at the stretch and named by its spaces', () => {
    const b = structuredClone(board);
    b.shareTrack.ranges[4]!.from = 30;
    const p = validate(b).find((x) => x.path === '$.shareTrack.ranges[4].from')!;
    expect(p.message).toMatch(/should start at space 28/);
    expect(europeMode.describe(b, europeMode.locate(b, p.path)!)).toBe('The share track, spaces 30–34');
  });

  it('Home tool: on a city that city becomes the home of a new airline; on empty map a new city with one', () => {
    const home = europeMode.tools.find((t) => t.id === 'home') as PlaceTool<EuropeBoard>;
    const on = home.place(board, { x: 0, y: 0 }, { kind: 'city', id: 'lisbon' }, ctx) as { command: { do(b: EuropeBoard): EuropeBoard }; say: string };
    const after = on.command.do(board);
    expect(after.cities.length).toBe(board.cities.length);
    expect(after.airlines.at(-1)!.home).toBe('lisbon');
    expect(on.say).toMatch(/flies from Lisbon/);
    const fresh = (home.place(board, { x: 5, y: 5 }, null, ctx) as { command: { do(b: EuropeBoard): EuropeBoard } }).command.do(board);
    expect(fresh.airlines.at(-1)!.home).toBe(fresh.cities.at(-1)!.id);
  });

  it('Route tool: a new route takes the last route’s licence prices; Bonus tool: for the chosen airline', () => {
    const route = europeMode.tools.find((t) => t.id === 'route') as ConnectTool<EuropeBoard>;
    const r = route.connect(board, { kind: 'city', id: 'lisbon' }, { kind: 'city', id: 'dublin' }, ctx) as { command: { do(b: EuropeBoard): EuropeBoard } };
    expect(r.command.do(board).routes.at(-1)).toMatchObject({ from: 'lisbon', to: 'dublin', licences: board.routes.at(-1)!.licences });
    expect(route.connect(board, { kind: 'city', id: 'lisbon' }, { kind: 'city', id: 'lisbon' }, ctx)).toBe('A route needs two different cities.');
    const bonus = europeMode.tools.find((t) => t.id === 'bonus') as ConnectTool<EuropeBoard>;
    const b = bonus.connect(board, { kind: 'city', id: 'lisbon' }, { kind: 'city', id: 'oslo' }, { ...ctx, options: { airline: 'boreal', value: 5 } }) as {
      command: { do(b: EuropeBoard): EuropeBoard };
      select: { kind: string }[];
    };
    expect(b.command.do(board).bonuses.at(-1)).toMatchObject({ airline: 'boreal', from: 'lisbon', to: 'oslo', value: 5 });
    expect(b.select[0]!.kind).toBe('bonus');
    expect(bonus.connect({ ...board, airlines: [] }, { kind: 'city', id: 'lisbon' }, { kind: 'city', id: 'oslo' }, ctx)).toMatch(/Add an airline first/);
  });

  it('Elements, positions and names on the map: cities, routes, bonus connections', () => {
    expect(europeMode.elements(board).length).toBe(board.cities.length + board.routes.length + board.bonuses.length);
    expect(europeMode.describe(board, { kind: 'bonus', id: 'hansa-bonus' })).toBe('Bonus connection London–Oslo (Hanseatic Sky)');
    expect(europeMode.position(board, { kind: 'bonus', id: 'hansa-bonus' })).toEqual({ x: (257 + 494) / 2, y: (330 + 103) / 2 });
    expect(europeMode.summary(board)).toBe('37 cities · 79 routes · 10 airlines · 4 bonus connections');
  });

  it('In French: names of the map’s elements and the tools’ refusals follow the editor language', async () => {
    const locale = useLocale();
    await loadArea(editorArea, 'fr');
    const route = europeMode.tools.find((t) => t.id === 'route') as ConnectTool<EuropeBoard>;
    const bonus = europeMode.tools.find((t) => t.id === 'bonus') as ConnectTool<EuropeBoard>;
    try {
      locale.value = 'fr';
      // The language shows once the watch on it has run: poll for it, never wait a fixed time.
      await vi.waitFor(() => expect(europeMode.describe(board, { kind: 'bonus', id: 'hansa-bonus' })).toBe('Liaison bonus London–Oslo (Hanseatic Sky)'));
      expect(europeMode.describe(board, { kind: 'city', id: 'lisbon' })).toBe('Ville Lisbon');
      expect(europeMode.describe(board, { kind: 'table', id: 'shareTrack' })).toBe('La piste des actions');
      expect(route.connect(board, { kind: 'city', id: 'lisbon' }, { kind: 'city', id: 'lisbon' }, ctx)).toBe('Une liaison demande deux villes différentes.');
      expect(bonus.connect({ ...board, airlines: [] }, { kind: 'city', id: 'lisbon' }, { kind: 'city', id: 'oslo' }, ctx)).toBe('Ajoutez d’abord une compagnie : une liaison bonus appartient à l’une d’elles.');
    } finally {
      locale.value = 'en';
      await vi.waitFor(() => expect(europeMode.describe(board, { kind: 'city', id: 'lisbon' })).toBe('City Lisbon'));
    }
  });

  it('Select-all move and its undo round-trip', () => {
    const cmd = europeMode.moveCommand!(board, europeMode.elements(board), 1, 1)!;
    expect(cmd.undo(cmd.do(board))).toStrictEqual(board);
  });
});
