import { describe, expect, it } from 'vitest';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { CLASSIC, MIN_FLIGHT, MIN_STOCK } from '../../../../../games/airlines/validate.js';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { Command } from '../../../editor-core/model/command.js';
import { deepFreeze, roundTrip as roundTripIn } from '../../../editor-core/model/command-checks.js';
import { History } from '../../../editor-core/model/history.js';
import {
  addAirline,
  addCity,
  addHqAt,
  addHqIn,
  addRoute,
  deleteElements,
  moveCitiesBy,
  moveCitiesTo,
  newAirline,
  newCity,
  newRoute,
  renameCity,
  setFlightCardCount,
  setHq,
  setScoringCards,
  setRouteCosts,
  setRouteType,
  updateAirline,
} from './commands.js';
import { loadBoard, serialiseBoard } from '../../../editor-core/model/board-io.js';
import { setBackground, setHeaderText } from '../../../editor-core/model/header.js';
import { airlinesMode } from './mode.js';
import { AIRLINE_PRESETS, DECK_PRESETS, deckOverMap, share, spreadValues } from './presets.js';

const serialiseAirlinesBoard = (b: AirlinesBoard) => serialiseBoard(airlinesMode, b);

const board: AirlinesBoard = deepFreeze(loadBoard(airlinesMode, northAmerica).board!);

const roundTrip = (cmd: Command<AirlinesBoard> | null, start: AirlinesBoard = board): AirlinesBoard => roundTripIn(airlinesMode, cmd, start);

describe('Airlines editor commands: do, undo, redo round-trip to the same board', () => {
  it('Add city', () => {
    const city = newCity(board, 500, 300);
    const after = roundTrip(addCity(board, city));
    expect(after.cities.at(-1)).toEqual({ id: 'city-1', name: 'City 1', x: 500, y: 300 });
  });

  it('Add city: a new city is kept inside the map', () => {
    expect(newCity(board, -20, 9000)).toMatchObject({ x: 0, y: 700 });
  });

  it('Move city', () => {
    const after = roundTrip(moveCitiesBy(board, ['DEN'], 10, -5));
    const den = after.cities.find((c) => c.id === 'DEN')!;
    expect([den.x, den.y]).toEqual([548.5, 391.7]);
  });

  it('Multi-element move: every selected city moves by the same offset', () => {
    const after = roundTrip(moveCitiesBy(board, ['DEN', 'OMA', 'CHI'], 5, 5));
    for (const id of ['DEN', 'OMA', 'CHI']) {
      const a = board.cities.find((c) => c.id === id)!;
      const b = after.cities.find((c) => c.id === id)!;
      expect([b.x - a.x, b.y - a.y].map((v) => Math.round(v * 10) / 10)).toEqual([5, 5]);
    }
  });

  it('Move: the moves of one drag fold into one step that undoes to the start', () => {
    const h = new History(board);
    h.begin('drag');
    for (let i = 1; i <= 20; i++) h.exec(moveCitiesTo(h.board, new Map([['DEN', { x: 500 + i, y: 400 }]])));
    h.end();
    expect(h.undoDepth).toBe(1);
    expect(h.board.cities.find((c) => c.id === 'DEN')).toMatchObject({ x: 520, y: 400 });
    h.undo();
    expect(h.board).toStrictEqual(board);
    h.redo();
    expect(h.board.cities.find((c) => c.id === 'DEN')).toMatchObject({ x: 520, y: 400 });
  });

  it('Delete city: its routes go with it and come back in their places', () => {
    const after = roundTrip(deleteElements(board, { cities: ['DEN'] }));
    expect(after.cities.some((c) => c.id === 'DEN')).toBe(false);
    expect(after.routes.some((r) => r.from === 'DEN' || r.to === 'DEN')).toBe(false);
  });

  it('Delete: cities, routes and airlines together', () => {
    const after = roundTrip(deleteElements(board, { cities: ['ANC', 'MIA'], routes: [board.routes[10]!.id], airlines: [board.airlines[0]!.id] }));
    expect(after.airlines.length).toBe(board.airlines.length - 1);
  });

  it('Delete: nothing to delete gives no command', () => {
    expect(deleteElements(board, { cities: ['nowhere'] })).toBeNull();
  });

  it('Add route', () => {
    const route = newRoute(board, 'DEN', 'MIA', 'dotted', [4, 9]);
    const after = roundTrip(addRoute(board, route));
    expect(after.routes.at(-1)).toEqual({ id: 'den-mia', from: 'DEN', to: 'MIA', type: 'dotted', costs: [4, 9] });
  });

  it('Add route: a second route between the same cities gets its own id', () => {
    const one = addRoute(board, newRoute(board, 'DEN', 'MIA')).do(board);
    expect(newRoute(one, 'DEN', 'MIA').id).toBe('den-mia-2');
  });

  it('Set route type (one or several routes)', () => {
    const ids = board.routes.slice(0, 3).map((r) => r.id);
    const after = roundTrip(setRouteType(board, ids, 'solid'));
    expect(after.routes.slice(0, 3).every((r) => r.type === 'solid')).toBe(true);
    expect(setRouteType(after, ids, 'solid')).toBeNull();
  });

  it('Set costs: 1 to 3 circles', () => {
    const id = board.routes[0]!.id;
    expect(roundTrip(setRouteCosts(board, id, [2])).routes[0]!.costs).toEqual([2]);
    expect(roundTrip(setRouteCosts(board, id, [2, 5, 11])).routes[0]!.costs).toEqual([2, 5, 11]);
    expect(setRouteCosts(board, id, [])).toBeNull();
    expect(setRouteCosts(board, id, [1, 2, 3, 4])).toBeNull();
  });

  it('Rename city', () => {
    const after = roundTrip(renameCity(board, 'DEN', 'Mile High'));
    expect(after.cities.find((c) => c.id === 'DEN')!.name).toBe('Mile High');
  });

  it('Rename board', () => {
    expect(roundTrip(setHeaderText(board, 'name', 'My map')).name).toBe('My map');
    expect(setHeaderText(board, 'name', '  ')).toBeNull();
  });

  it('Board description: clearing it removes the key, undo brings it back', () => {
    const after = roundTrip(setHeaderText(board, 'description', ''));
    expect('description' in after).toBe(false);
  });

  it('Scoring cards count', () => {
    expect(roundTrip(setScoringCards(board, 4)).scoringCards).toBe(4);
  });

  it('Set HQ: which airline’s HQ a city is', () => {
    const a = board.airlines[0]!;
    const after = roundTrip(setHq(board, a.id, 'DEN'));
    expect(after.airlines[0]!.hq).toBe('DEN');
    expect(setHq(after, a.id, 'DEN')).toBeNull();
  });

  it('Add HQ: a city and a new airline based there, one step', () => {
    const { command, city, airline } = addHqAt(board, 100, 100);
    const after = roundTrip(command);
    expect(after.cities.at(-1)).toEqual(city);
    expect(after.airlines.at(-1)).toEqual(airline);
    expect(airline.hq).toBe(city.id);
  });

  it('HQ in a city already there: a new airline based at it, no new city', () => {
    const { command, airline } = addHqIn(board, 'DEN');
    const after = roundTrip(command);
    expect(after.cities).toBe(board.cities);
    expect(after.airlines.at(-1)).toEqual(airline);
    expect(airline.hq).toBe('DEN');
  });

  it('Airline table: add an airline', () => {
    const after = roundTrip(addAirline(board, newAirline(board, 'DEN')));
    expect(after.airlines.length).toBe(board.airlines.length + 1);
  });

  it('Airline table: edit name, initials, colour, counts and route types', () => {
    const id = board.airlines[2]!.id;
    const after = roundTrip(updateAirline(board, id, { name: 'X', initials: 'XX', colour: '#000000', stockCards: 8, markers: 10, allowedRouteTypes: ['solid'] }));
    expect(after.airlines[2]).toMatchObject({ id, name: 'X', stockCards: 8, allowedRouteTypes: ['solid'] });
  });

  it('Flight-card deck: change a count, add a new value, take one out', () => {
    const e = board.flightCards[0]!;
    expect(roundTrip(setFlightCardCount(board, e.type, e.value, e.count + 2)).flightCards[0]!.count).toBe(e.count + 2);
    const added = roundTrip(setFlightCardCount(board, 'solid', 1, 3));
    expect(added.flightCards.find((x) => x.type === 'solid' && x.value === 1)?.count).toBe(3);
    const removed = roundTrip(setFlightCardCount(board, e.type, e.value, 0));
    expect(removed.flightCards.length).toBe(board.flightCards.length - 1);
    expect(setFlightCardCount(board, e.type, e.value, e.count)).toBeNull();
  });

  it('Background picture: add, adjust, remove', () => {
    const bg = { file: 'scan.png', x: 0, y: 0, scale: 1, opacity: 0.5, locked: false };
    const withBg = roundTrip(setBackground(board, bg));
    expect(withBg.background).toEqual(bg);
    roundTrip(setBackground(withBg, { ...bg, scale: 2, locked: true }), withBg);
    const without = roundTrip(setBackground(withBg, undefined), withBg);
    expect('background' in without).toBe(false);
  });

  it('Deck presets: the 1990 spread, a deck over this map’s networks, the fewest a game needs — one step each', () => {
    const classic = roundTrip(DECK_PRESETS.find((p) => p.id === 'classic')!.apply({ ...board, flightCards: [] }), { ...board, flightCards: [] });
    expect(classic.flightCards).toEqual(board.flightCards);
    // A tiny board with solid routes only: every card solid, values up to 14.
    const tiny = { ...board, routes: board.routes.filter((r) => r.type === 'solid'), flightCards: [] };
    const map = roundTrip(DECK_PRESETS.find((p) => p.id === 'map')!.apply(tiny), tiny);
    expect(map.flightCards.every((e) => e.type === 'solid')).toBe(true);
    expect(map.flightCards.reduce((n, e) => n + e.count, 0)).toBe(42);
    expect(Math.max(...map.flightCards.map((e) => e.value))).toBe(14);
    const fewest = DECK_PRESETS.find((p) => p.id === 'fewest')!.apply(tiny)!.do(tiny);
    expect(fewest.flightCards.reduce((n, e) => n + e.count, 0)).toBe(19);
    // Applying it again changes nothing: no empty undo step.
    expect(DECK_PRESETS.find((p) => p.id === 'fewest')!.apply(fewest)).toBeNull();
  });

  it('Airline presets: the 1990 totals or the fewest stock cards, shared over the airlines', () => {
    const two = { ...board, airlines: board.airlines.slice(0, 2) };
    const fewest = roundTrip(AIRLINE_PRESETS.find((p) => p.id === 'fewest')!.apply(two), two);
    expect(fewest.airlines.map((a) => a.stockCards)).toEqual([18, 18]);
    const nine = roundTrip(AIRLINE_PRESETS.find((p) => p.id === 'classic')!.apply({ ...board, airlines: board.airlines.map((a) => ({ ...a, stockCards: 1 })) }), { ...board, airlines: board.airlines.map((a) => ({ ...a, stockCards: 1 })) });
    expect(nine.airlines.reduce((n, a) => n + a.stockCards, 0)).toBe(84);
    expect(nine.airlines.reduce((n, a) => n + a.markers, 0)).toBe(135);
  });

  it('Presets in English and in German: the choices and their undo labels from the catalogue', async () => {
    const two = { ...board, airlines: board.airlines.slice(0, 2) };
    const fewest = () => AIRLINE_PRESETS.find((p) => p.id === 'fewest')!;
    await inLocale('en', [editorArea], () => {
      expect(fewest().label).toBe(`Share the fewest stock cards a game needs (${MIN_STOCK})`);
      expect(fewest().apply(two)!.label).toBe(`Airlines: share the fewest stock cards a game needs (${MIN_STOCK})`);
    });
    await inLocale('de', [editorArea], () => {
      expect(fewest().label).toBe(`So wenige Aktien verteilen, wie eine Partie braucht (${MIN_STOCK})`);
      expect(fewest().apply(two)!.label).toBe(`Fluglinien: so wenige Aktien verteilen, wie eine Partie braucht (${MIN_STOCK})`);
      expect(DECK_PRESETS.map((p) => p.label)).toEqual([`Wie im Spiel von 1990 (${CLASSIC.flight} Karten über die fünf Netze)`, `${CLASSIC.flight} Karten nur über die Netze dieser Karte`, `So wenige, wie eine Partie braucht (${MIN_FLIGHT}), über die Netze dieser Karte`]);
    });
  });

  it('Preset arithmetic', () => {
    expect(share(42, 5)).toEqual([9, 9, 8, 8, 8]);
    expect(spreadValues('solid', 3)).toEqual([{ type: 'solid', value: 1, count: 1 }, { type: 'solid', value: 8, count: 1 }, { type: 'solid', value: 14, count: 1 }]);
    expect(deckOverMap({ ...board, routes: [] }, 10).map((e) => e.type)).toEqual(expect.arrayContaining(['wavy', 'dotted', 'dashed', 'double', 'solid']));
  });
});
