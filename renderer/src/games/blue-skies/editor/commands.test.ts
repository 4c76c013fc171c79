import { beforeAll, describe, expect, it } from 'vitest';
import usa from '../../../../../boards/blue-skies/usa.board.json';
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import type { Command } from '../../../editor-core/model/command.js';
import { deepFreeze, roundTrip as roundTripIn } from '../../../editor-core/model/command-checks.js';
import { loadBoard, serialiseBoard } from '../../../editor-core/model/board-io.js';
import {
  addAirport,
  addRegion,
  deleteAirports,
  deleteRegion,
  moveAirportsBy,
  moveAirportsTo,
  newAirport,
  newRegion,
  renameAirportCode,
  setBag,
  setGate,
  setGatesPerPlayer,
  setMembership,
  setNumber,
  updateAirport,
  updateRegion,
} from './commands.js';
import { blueSkiesMode } from './mode.js';
import { loadArea } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';

beforeAll(() => loadArea(editorArea, 'en'));

const board: BlueSkiesBoard = deepFreeze(loadBoard(blueSkiesMode, usa).board!);
const text = (b: BlueSkiesBoard) => serialiseBoard(blueSkiesMode, b);

const roundTrip = (cmd: Command<BlueSkiesBoard> | string | null, start: BlueSkiesBoard = board): BlueSkiesBoard => roundTripIn(blueSkiesMode, cmd, start);

const airport = (b: BlueSkiesBoard, id: string) => b.airports.find((a) => a.id === id)!;
const region = (b: BlueSkiesBoard, id: string) => b.regions.find((r) => r.id === id)!;

describe('Blue Skies editor commands: do, undo, redo round-trip to the same board', () => {
  it('Add an airport: a free code, four gate spaces, a buyout and a demand card', () => {
    const a = newAirport(board, 500.04, 300);
    expect(a.id).toBe('AP1');
    const after = roundTrip(addAirport(board, a));
    expect(airport(after, 'AP1')).toEqual({ id: 'AP1', city: 'Airport 1', x: 500, y: 300, value: 3, gates: a.gates, buyout: 3, demand: 1 });
    expect(a.gates.map((g) => g.fromPlayers)).toEqual([2, 2, 3, 4]);
  });

  it('Move airports (a drag folds into one step); kept inside the map', () => {
    const first = moveAirportsTo(board, new Map([['ATL', { x: 10, y: 10 }]]));
    const second = moveAirportsTo(first.do(board), new Map([['ATL', { x: 20, y: 30 }]]));
    const merged = first.merge!(second)!;
    const after = roundTrip(merged);
    expect(airport(after, 'ATL')).toMatchObject({ x: 20, y: 30 });
    const out = roundTrip(moveAirportsBy(board, ['SEA'], -500, -500));
    expect(airport(out, 'SEA')).toMatchObject({ x: 0, y: 0 });
  });

  it('Change an airport’s name, value, demand cards; take its buyout away and give it back', () => {
    let after = roundTrip(updateAirport(board, 'DEN', { city: 'Denver Intl', value: 5, demand: 7 }));
    expect(airport(after, 'DEN')).toMatchObject({ city: 'Denver Intl', value: 5, demand: 7 });
    after = roundTrip(updateAirport(board, 'DEN', { buyout: null }));
    expect(airport(after, 'DEN').buyout).toBeNull();
    after = roundTrip(updateAirport(after, 'DEN', { buyout: 2 }), after);
    expect(airport(after, 'DEN').buyout).toBe(2);
    expect(updateAirport(board, 'DEN', { value: airport(board, 'DEN').value })).toBeNull();
  });

  it('A gate space’s cost and the player count from which it is used', () => {
    let after = roundTrip(setGate(board, 'ATL', 1, { cost: 9 }));
    expect(airport(after, 'ATL').gates[1]).toEqual({ cost: 9, fromPlayers: 2 });
    after = roundTrip(setGate(board, 'ATL', 3, { fromPlayers: 5 }));
    expect(airport(after, 'ATL').gates[3]).toEqual({ cost: 5, fromPlayers: 5 });
    expect(setGate(board, 'ATL', 4, { cost: 1 })).toBeNull();
  });

  it('A new airport code: the regions follow; a taken or bad code says why', () => {
    const after = roundTrip(renameAirportCode(board, 'JFK', 'NYC'));
    expect(after.airports.some((a) => a.id === 'JFK')).toBe(false);
    expect(region(after, 'northeast').airports).toContain('NYC');
    expect(region(after, 'transcontinental').airports).toContain('NYC');
    expect(renameAirportCode(board, 'JFK', 'ATL')).toBe('Another airport already has the code ATL.');
    expect(renameAirportCode(board, 'JFK', 'a b')).toMatch(/only letters, digits/);
    expect(renameAirportCode(board, 'JFK', '__proto__')).toMatch(/cannot be an airport code/);
    expect(renameAirportCode(board, 'JFK', 'JFK')).toBeNull();
  });

  it('Delete airports: they leave their regions; undo brings both back in place', () => {
    const after = roundTrip(deleteAirports(board, ['JFK', 'ATL']));
    expect(after.airports.length).toBe(board.airports.length - 2);
    expect(after.regions.some((r) => r.airports.includes('JFK') || r.airports.includes('ATL'))).toBe(false);
    expect(deleteAirports(board, ['nope'])).toBeNull();
  });

  it('Regions: add one from a selection, rename it, set its bonus, delete it', () => {
    const r = newRegion(board, ['SEA', 'PDX']);
    expect(r).toMatchObject({ name: 'Region 8', bonus: 10, airports: ['SEA', 'PDX'] });
    let after = roundTrip(addRegion(board, r));
    after = roundTrip(updateRegion(after, r.id, { name: 'Pacific Northwest' }), after);
    after = roundTrip(updateRegion(after, r.id, { bonus: 20 }), after);
    expect(region(after, r.id)).toMatchObject({ name: 'Pacific Northwest', bonus: 20 });
    after = roundTrip(deleteRegion(after, r.id), after);
    expect(after.regions).toEqual(board.regions);
  });

  it('Regions: a new one is named in the editor’s language, the first free number', async () => {
    const fr = await inLocale('fr', [editorArea], () => newRegion(board).name);
    const de = await inLocale('de', [editorArea], () => newRegion(board).name);
    expect([fr, de]).toEqual(['Région 8', 'Region 8']);
    // A name already taken in that language is skipped.
    const taken = roundTrip(addRegion(board, { ...newRegion(board), name: 'Région 9' }));
    expect(await inLocale('fr', [editorArea], () => newRegion(taken).name)).toBe('Région 10');
  });

  it('Region membership: an airport may be in two regions; a click toggles it; a set puts all in or out', () => {
    let after = roundTrip(setMembership(board, 'midwest', ['DEN']));
    expect(region(after, 'midwest').airports).toContain('DEN');
    expect(region(after, 'mountain-west').airports).toContain('DEN');
    after = roundTrip(setMembership(after, 'midwest', ['DEN']), after);
    expect(region(after, 'midwest').airports).not.toContain('DEN');
    after = roundTrip(setMembership(board, 'southeast', ['ATL', 'BNA'], true));
    expect(region(after, 'southeast').airports.filter((a) => a === 'ATL')).toHaveLength(1);
    expect(region(after, 'southeast').airports).toContain('BNA');
    expect(setMembership(board, 'southeast', ['ATL'], true)).toBeNull();
  });

  it('The bag, the points, the gates per player', () => {
    expect(roundTrip(setBag(board, 'green', 0)).bag).toEqual({ red: 100, green: 0 });
    expect(roundTrip(setNumber(board, 'pointsPerRound', 8)).pointsPerRound).toBe(8);
    expect(roundTrip(setNumber(board, 'setupGates', 3)).setupGates).toBe(3);
    expect(roundTrip(setGatesPerPlayer(board, '3', 30)).gatesPerPlayer).toEqual({ '2': 26, '3': 30, '4': 22, '5': 20 });
    expect(setBag(board, 'red', 100)).toBeNull();
  });
});
