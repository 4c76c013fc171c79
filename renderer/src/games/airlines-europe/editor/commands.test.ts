import { describe, expect, it } from 'vitest';
import europe from '../../../../../boards/airlines-europe/europe.board.json';
import type { EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import type { Command } from '../../../editor-core/model/command.js';
import { deepFreeze, roundTrip as roundTripIn } from '../../../editor-core/model/command-checks.js';
import { History } from '../../../editor-core/model/history.js';
import { loadBoard, serialiseBoard } from '../../../editor-core/model/board-io.js';
import {
  addAirline,
  addBonus,
  addCity,
  addHomeAt,
  addHomeIn,
  addRange,
  addRoute,
  bonusAirline,
  deleteElements,
  evenRanges,
  moveCitiesBy,
  moveCitiesTo,
  newAirline,
  newBonus,
  newCity,
  newRoute,
  printedAirlines,
  PRINTED_SHARES,
  removeRange,
  renameCity,
  setHome,
  setCityLabel,
  setLicences,
  setRouteBend,
  setTrackLength,
  toggleRemovedWith,
  updateAbacus,
  updateAirline,
  updateBonus,
  updateRange,
} from './commands.js';
import { europeMode } from './mode.js';

const board: EuropeBoard = deepFreeze(loadBoard(europeMode, europe).board!);

const roundTrip = (cmd: Command<EuropeBoard> | null, start: EuropeBoard = board): EuropeBoard => roundTripIn(europeMode, cmd, start);

describe('Airlines Europe editor commands: do, undo, redo round-trip to the same board', () => {
  it('Curves and moved labels (the route-map commands, drawn in airlines/editor/route-map-drawing.test.ts): bend a route, move a name', () => {
    const r = board.routes[3]!;
    expect(roundTrip(setRouteBend(board, r.id, { dx: 5, dy: 5 })).routes[3]!.bend).toEqual({ dx: 5, dy: 5 });
    expect(roundTrip(setCityLabel(board, board.cities[2]!.id, { dx: 6, dy: -9 })).cities[2]!.label).toEqual({ dx: 6, dy: -9 });
  });
  it('Cities: add (kept inside the 1000 × 800 map), move, rename', () => {
    expect(newCity(board, -5, 5000)).toMatchObject({ x: 0, y: 800 });
    const city = newCity(board, 500, 300);
    expect(roundTrip(addCity(board, city)).cities.at(-1)).toEqual({ id: 'city-1', name: 'City 1', x: 500, y: 300 });
    const moved = roundTrip(moveCitiesBy(board, ['paris', 'lyon'], 10, -5));
    expect(moved.cities.find((c) => c.id === 'paris')).toMatchObject({ x: 321, y: 397 });
    expect(roundTrip(renameCity(board, 'paris', 'Lutèce')).cities.find((c) => c.id === 'paris')!.name).toBe('Lutèce');
  });

  it('A drag’s moves fold into one undo step', () => {
    const h = new History(board);
    h.begin('drag');
    for (let i = 1; i <= 10; i++) h.exec(moveCitiesTo(h.board, new Map([['rome', { x: 500 + i, y: 600 }]])));
    h.end();
    expect(h.undoDepth).toBe(1);
    h.undo();
    expect(h.board).toStrictEqual(board);
  });

  it('Routes: add with licence prices, a second one between the same cities gets its own id', () => {
    const r = newRoute(board, 'lisbon', 'dublin', [2, 6]);
    const after = roundTrip(addRoute(board, r));
    expect(after.routes.at(-1)).toEqual({ id: 'lisbon-dublin', from: 'lisbon', to: 'dublin', licences: [2, 6] });
    expect(newRoute(after, 'lisbon', 'dublin').id).toBe('lisbon-dublin-2');
  });

  it('Licence spaces: 1 to 3 prices, on one route or several at once; the same prices are no step', () => {
    const id = board.routes[0]!.id;
    expect(roundTrip(setLicences(board, [id], [4])).routes[0]!.licences).toEqual([4]);
    const many = roundTrip(setLicences(board, board.routes.slice(0, 4).map((r) => r.id), [2, 5, 9]));
    expect(many.routes.slice(0, 4).every((r) => r.licences.join() === '2,5,9')).toBe(true);
    expect(setLicences(board, [id], [])).toBeNull();
    expect(setLicences(board, [id], [1, 2, 3, 4])).toBeNull();
    expect(setLicences(board, [id], board.routes[0]!.licences)).toBeNull();
  });

  it('Delete a city: its routes and the bonus connections naming it go too, and come back in place', () => {
    const after = roundTrip(deleteElements(board, { cities: ['vienna'] }));
    expect(after.routes.some((r) => r.from === 'vienna' || r.to === 'vienna')).toBe(false);
    expect(after.bonuses.some((b) => b.from === 'vienna' || b.to === 'vienna')).toBe(false);
    expect(after.bonuses.length).toBe(board.bonuses.length - 1);
  });

  it('Delete an airline: its bonus connections go too; nothing to delete gives no command', () => {
    const after = roundTrip(deleteElements(board, { airlines: ['tiber'] }));
    expect(after.airlines.some((a) => a.id === 'tiber')).toBe(false);
    expect(after.bonuses.some((b) => b.airline === 'tiber')).toBe(false);
    expect(deleteElements(board, { cities: ['nowhere'] })).toBeNull();
  });

  it('Home airports: the Home tool on a city, on empty map (one step), and moving a home', () => {
    const { command, airline } = addHomeIn(board, 'lisbon');
    expect(roundTrip(command).airlines.at(-1)).toEqual(airline);
    expect(airline.home).toBe('lisbon');
    const fresh = addHomeAt(board, 100, 100);
    const after = roundTrip(fresh.command);
    expect(after.cities.at(-1)).toEqual(fresh.city);
    expect(after.airlines.at(-1)!.home).toBe(fresh.city.id);
    expect(roundTrip(setHome(board, 'tiber', 'naples')).airlines.find((a) => a.id === 'tiber')!.home).toBe('naples');
    expect(setHome(board, 'tiber', 'rome')).toBeNull();
  });

  it('A new airline takes a colour no airline has yet', () => {
    const two = { ...board, airlines: board.airlines.slice(0, 2) };
    const a = newAirline(two, 'lisbon');
    expect(two.airlines.map((x) => x.colour)).not.toContain(a.colour);
    expect(roundTrip(addAirline(two, a), two).airlines.length).toBe(3);
  });

  it('Airlines table: edit fields, toggle the player counts that leave an airline out', () => {
    const after = roundTrip(updateAirline(board, 'hansa', { name: 'X', initials: 'XX', colour: '#000000', shares: 12, trackStart: 3 }));
    expect(after.airlines.find((a) => a.id === 'hansa')).toMatchObject({ name: 'X', shares: 12, trackStart: 3 });
    expect(updateAirline(board, 'hansa', { shares: board.airlines.find((a) => a.id === 'hansa')!.shares })).toBeNull();
    const out = roundTrip(toggleRemovedWith(board, 'hansa', 3));
    expect(out.airlines.find((a) => a.id === 'hansa')!.removedWith).toEqual([3]);
    expect(roundTrip(toggleRemovedWith(board, 'amigos', 3)).airlines.find((a) => a.id === 'amigos')!.removedWith).toEqual([2, 4]);
  });

  it('Bonus connections: add for the airline with the fewest shares and none yet, edit, delete', () => {
    const none = { ...board, bonuses: [] };
    expect(bonusAirline(none)).toBe('vistula');
    const b = newBonus(none, 'vistula', 'warsaw', 'athens', 6);
    expect(roundTrip(addBonus(none, b), none).bonuses).toEqual([b]);
    // Every small airline has one: the next smallest without one.
    expect(bonusAirline(board)).toBe('luckyhans');
    const edited = roundTrip(updateBonus(board, 'tiber-bonus', { value: 9, to: 'budapest' }));
    expect(edited.bonuses.find((x) => x.id === 'tiber-bonus')).toMatchObject({ value: 9, to: 'budapest' });
    expect(roundTrip(deleteElements(board, { bonuses: ['tiber-bonus'] })).bonuses.length).toBe(board.bonuses.length - 1);
  });

  it('Share track: length, a stretch’s end moves the next start, split, remove, even out', () => {
    const longer = roundTrip(setTrackLength(board, 70));
    expect(longer.shareTrack.ranges.at(-1)!.to).toBe(70);
    const moved = roundTrip(updateRange(board, 0, { to: 8 }));
    expect(moved.shareTrack.ranges[1]!.from).toBe(9);
    const pts = roundTrip(updateRange(board, 2, { points: [9, 5, 1] }));
    expect(pts.shareTrack.ranges[2]!.points).toEqual([9, 5, 1]);
    const split = roundTrip(addRange(board));
    expect(split.shareTrack.ranges.length).toBe(board.shareTrack.ranges.length + 1);
    const removed = roundTrip(removeRange(board, 1));
    expect(removed.shareTrack.ranges[0]).toMatchObject({ from: 0, to: 13 });
    const even = roundTrip(evenRanges(moved), moved);
    expect(even.shareTrack.ranges.map((r) => r.to - r.from + 1).every((n) => n === 6 || n === 7)).toBe(true);
    expect(even.shareTrack.ranges.at(-1)!.to).toBe(60);
  });

  it('Air Abacus: name, shares, points', () => {
    expect(roundTrip(updateAbacus(board, { shares: 18, points: [9, 5] })).abacus).toMatchObject({ shares: 18, points: [9, 5] });
    expect(updateAbacus(board, { shares: board.abacus.shares })).toBeNull();
  });

  it('Preset: 112 shares spread like the printed game, the fewest shares starting highest', () => {
    const flat = { ...board, airlines: board.airlines.map((a) => ({ ...a, shares: 1, trackStart: 0 })) };
    const after = roundTrip(printedAirlines(flat), flat);
    expect(after.airlines.reduce((n, a) => n + a.shares, 0)).toBe(PRINTED_SHARES);
    const byShares = [...after.airlines].sort((a, b) => b.shares - a.shares);
    for (let i = 1; i < byShares.length; i++) expect(byShares[i]!.trackStart).toBeGreaterThanOrEqual(byShares[i - 1]!.trackStart);
    expect(printedAirlines(after)).toBeNull();
  });

  it('Preset: with two airlines the printed 112 shares do not fit (40 each at most), and the step says what they got', () => {
    const two = { ...board, airlines: board.airlines.slice(0, 2).map((a) => ({ ...a, shares: 1, trackStart: 0 })) };
    const cmd = printedAirlines(two)!;
    const after = roundTrip(cmd, two);
    expect(after.airlines.map((a) => a.shares)).toEqual([40, 40]);
    expect(cmd.label).toBe('Airlines: 80 shares (the printed 112 do not fit 2 airlines of at most 40) spread like the printed game, start spaces by share count');
  });
});
