/**
 * Checks beyond the schema: everything that would make an Airlines Europe board unplayable
 * (errors) or odd (warnings), each pointing at the element concerned.
 */
import { prototypeIdProblems } from '../core/board-ids.js';
import { components } from '../core/graph.js';
import { problemSayer } from '../core/board-problem.js';
import type { BoardProblem } from '../core/types.js';
import { list, type WordParams } from '../core/wording.js';
import { FIRST_PILE, handSize, marketSize } from './cards.js';
import { europeMessages } from './messages.js';
import type { EuropeBoard } from './types.js';

const say = problemSayer(europeMessages);

export function validateBoard(board: EuropeBoard): BoardProblem[] {
  const out: BoardProblem[] = [];
  const err = (path: string, key: string, params?: WordParams): void => void out.push(say(path, key, params, 'error'));
  const warn = (path: string, key: string, params?: WordParams): void => void out.push(say(path, key, params, 'warning'));

  // Ids key records in the game state: a prototype name there would read or write Object.prototype.
  out.push(
    ...prototypeIdProblems(board.cities, '$.cities', 'city'),
    ...prototypeIdProblems(board.routes, '$.routes', 'route'),
    ...prototypeIdProblems(board.airlines, '$.airlines', 'airline'),
    ...prototypeIdProblems(board.bonuses, '$.bonuses', 'bonus'),
    ...prototypeIdProblems(board.land ?? [], '$.land', 'landShape'),
  );

  const cityIds = new Set<string>();
  board.cities.forEach((c, i) => {
    if (cityIds.has(c.id)) err(`$.cities[${i}].id`, 'europe.board.cityTwice', { id: c.id });
    cityIds.add(c.id);
  });

  const routeIds = new Set<string>();
  const pairs = new Set<string>();
  const touched = new Set<string>();
  board.routes.forEach((r, i) => {
    const at = `$.routes[${i}]`;
    if (routeIds.has(r.id)) err(`${at}.id`, 'europe.board.routeTwice', { id: r.id });
    routeIds.add(r.id);
    if (!cityIds.has(r.from)) err(`${at}.from`, 'europe.board.fromMissing', { route: r.id, city: r.from });
    if (!cityIds.has(r.to)) err(`${at}.to`, 'europe.board.toMissing', { route: r.id, city: r.to });
    if (r.from === r.to) err(`${at}.to`, 'europe.board.sameCity', { route: r.id });
    const key = [r.from, r.to].sort().join('|');
    if (pairs.has(key)) warn(at, 'europe.board.samePair', { route: r.id });
    pairs.add(key);
    touched.add(r.from);
    touched.add(r.to);
  });
  board.cities.forEach((c, i) => {
    // The same fault in the same words and severity as in Airlines: the game plays, the city is never used.
    if (!touched.has(c.id)) warn(`$.cities[${i}]`, 'europe.board.cutOff', { city: c.name });
  });

  const airlineIds = new Set<string>();
  const homes = new Map<string, string>();
  board.airlines.forEach((a, i) => {
    const at = `$.airlines[${i}]`;
    if (airlineIds.has(a.id) || a.id === 'abacus') err(`${at}.id`, 'europe.board.airlineTwice', { id: a.id });
    airlineIds.add(a.id);
    if (!cityIds.has(a.home)) err(`${at}.home`, 'europe.board.homeMissing', { airline: a.name, home: a.home });
    else if (!touched.has(a.home)) err(`${at}.home`, 'europe.board.homeAlone', { airline: a.name });
    const other = homes.get(a.home);
    if (other) warn(`${at}.home`, 'europe.board.sharedHome', { airline: a.name, other });
    homes.set(a.home, a.name);
    if (a.trackStart > board.shareTrack.length) {
      err(`${at}.trackStart`, 'europe.board.startPastEnd', { airline: a.name, space: a.trackStart, length: board.shareTrack.length });
    }
  });
  // A home reaches exactly its part of the network: the parts are found once for every airline
  // (a search per airline over thousands of routes was over a third of this check on a big board). A
  // home no route touches is a part of its own.
  const edges = board.routes.map((r) => ({ id: r.id, a: r.from, b: r.to }));
  const partOf = new Map<string, number>();
  components([...touched], edges).forEach((part, n) => part.forEach((id) => partOf.set(id, n)));
  board.airlines.forEach((a, i) => {
    if (!cityIds.has(a.home)) return;
    const home = partOf.get(a.home);
    const missing = board.cities.filter((c) => touched.has(c.id) && partOf.get(c.id) !== home);
    if (missing.length > 0) warn(`$.airlines[${i}].home`, 'europe.board.unreachable', { airline: a.name, cities: list(missing.map((c) => c.name), 'comma') });
  });

  // Enough cards and airlines for every player count the board allows.
  for (let n = 2; n <= 6; n++) {
    const left = board.airlines.filter((a) => !a.removedWith.includes(n));
    const shares = left.reduce((sum, a) => sum + a.shares, 0);
    const need = marketSize(n) + n * handSize(n) + FIRST_PILE;
    if (left.length < 2) err('$.airlines', 'europe.board.twoAirlines', { n });
    else if (shares < need) err('$.airlines', 'europe.board.fewShares', { n, shares, need });
  }

  const bonusIds = new Set<string>();
  board.bonuses.forEach((b, i) => {
    const at = `$.bonuses[${i}]`;
    if (bonusIds.has(b.id)) err(`${at}.id`, 'europe.board.bonusTwice', { id: b.id });
    bonusIds.add(b.id);
    if (!airlineIds.has(b.airline)) err(`${at}.airline`, 'europe.board.bonusAirline', { bonus: b.id, airline: b.airline });
    if (!cityIds.has(b.from)) err(`${at}.from`, 'europe.board.bonusCity', { bonus: b.id, city: b.from });
    if (!cityIds.has(b.to)) err(`${at}.to`, 'europe.board.bonusCity', { bonus: b.id, city: b.to });
    if (b.from === b.to) err(`${at}.to`, 'europe.board.bonusLoop', { bonus: b.id });
  });

  const track = board.shareTrack;
  let next = 0;
  track.ranges.forEach((r, i) => {
    const at = `$.shareTrack.ranges[${i}]`;
    if (r.from !== next) err(`${at}.from`, 'europe.board.stretchStart', { space: next });
    if (r.to < r.from) err(`${at}.to`, 'europe.board.stretchBackwards', { to: r.to, from: r.from });
    for (let p = 1; p < r.points.length; p++) {
      if (r.points[p]! > r.points[p - 1]!) warn(`${at}.points[${p}]`, 'europe.board.lowerPaysMore');
    }
    const prev = track.ranges[i - 1];
    if (prev && (prev.points[0] ?? 0) > (r.points[0] ?? 0)) warn(`${at}.points`, 'europe.board.higherPaysLess');
    next = r.to + 1;
  });
  if (next !== track.length + 1) {
    err('$.shareTrack.ranges', 'europe.board.trackShort', { last: next - 1, length: track.length });
  }
  return out;
}
