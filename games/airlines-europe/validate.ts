/**
 * Checks beyond the schema: everything that would make an Airlines Europe board unplayable
 * (errors) or odd (warnings), each pointing at the element concerned.
 */
import { prototypeIdProblems } from '../core/board-ids.js';
import { reachable } from '../core/graph.js';
import type { BoardProblem } from '../core/types.js';
import { FIRST_PILE, handSize, marketSize } from './cards.js';
import type { EuropeBoard } from './types.js';

export function validateBoard(board: EuropeBoard): BoardProblem[] {
  const out: BoardProblem[] = [];
  const err = (path: string, message: string): void => void out.push({ path, message, severity: 'error' });
  const warn = (path: string, message: string): void => void out.push({ path, message, severity: 'warning' });

  // Ids key records in the game state: a prototype name there would read or write Object.prototype.
  out.push(
    ...prototypeIdProblems(board.cities, '$.cities', 'city'),
    ...prototypeIdProblems(board.routes, '$.routes', 'route'),
    ...prototypeIdProblems(board.airlines, '$.airlines', 'airline'),
    ...prototypeIdProblems(board.bonuses, '$.bonuses', 'bonus connection'),
    ...prototypeIdProblems(board.land ?? [], '$.land', 'land shape'),
  );

  const cityIds = new Set<string>();
  board.cities.forEach((c, i) => {
    if (cityIds.has(c.id)) err(`$.cities[${i}].id`, `Two cities have the id "${c.id}".`);
    cityIds.add(c.id);
  });

  const routeIds = new Set<string>();
  const pairs = new Set<string>();
  const touched = new Set<string>();
  board.routes.forEach((r, i) => {
    const at = `$.routes[${i}]`;
    if (routeIds.has(r.id)) err(`${at}.id`, `Two routes have the id "${r.id}".`);
    routeIds.add(r.id);
    if (!cityIds.has(r.from)) err(`${at}.from`, `Route ${r.id} starts at "${r.from}", which is not a city of this board.`);
    if (!cityIds.has(r.to)) err(`${at}.to`, `Route ${r.id} ends at "${r.to}", which is not a city of this board.`);
    if (r.from === r.to) err(`${at}.to`, `Route ${r.id} starts and ends at the same city.`);
    const key = [r.from, r.to].sort().join('|');
    if (pairs.has(key)) warn(at, `Route ${r.id} joins the same two cities as another route.`);
    pairs.add(key);
    touched.add(r.from);
    touched.add(r.to);
  });
  board.cities.forEach((c, i) => {
    // The same fault in the same words and severity as in Airlines: the game plays, the city is never used.
    if (!touched.has(c.id)) warn(`$.cities[${i}]`, `${c.name} has no route: it is cut off from the map.`);
  });

  const airlineIds = new Set<string>();
  const homes = new Map<string, string>();
  board.airlines.forEach((a, i) => {
    const at = `$.airlines[${i}]`;
    if (airlineIds.has(a.id) || a.id === 'abacus') err(`${at}.id`, `The airline id "${a.id}" is used twice (or is Air Abacus's).`);
    airlineIds.add(a.id);
    if (!cityIds.has(a.home)) err(`${at}.home`, `${a.name}'s home airport "${a.home}" is not a city of this board.`);
    else if (!touched.has(a.home)) err(`${at}.home`, `No route leaves ${a.name}'s home airport, so it can never buy a licence.`);
    const other = homes.get(a.home);
    if (other) warn(`${at}.home`, `${a.name} and ${other} share a home airport.`);
    homes.set(a.home, a.name);
    if (a.trackStart > board.shareTrack.length) {
      err(`${at}.trackStart`, `${a.name} starts on space ${a.trackStart}, past the end of the share track (${board.shareTrack.length}).`);
    }
  });
  const edges = board.routes.map((r) => ({ id: r.id, a: r.from, b: r.to }));
  board.airlines.forEach((a, i) => {
    if (!cityIds.has(a.home)) return;
    const reach = reachable(a.home, edges);
    const missing = board.cities.filter((c) => touched.has(c.id) && !reach.has(c.id));
    if (missing.length > 0) warn(`$.airlines[${i}].home`, `${a.name} can never reach ${missing.map((c) => c.name).join(', ')}.`);
  });

  // Enough cards and airlines for every player count the board allows.
  for (let n = 2; n <= 6; n++) {
    const left = board.airlines.filter((a) => !a.removedWith.includes(n));
    const shares = left.reduce((sum, a) => sum + a.shares, 0);
    const need = marketSize(n) + n * handSize(n) + FIRST_PILE;
    if (left.length < 2) err('$.airlines', `With ${n} players fewer than two airlines remain, so nobody can choose two different shares.`);
    else if (shares < need) err('$.airlines', `With ${n} players the airlines have ${shares} shares; the deal needs at least ${need}.`);
  }

  const bonusIds = new Set<string>();
  board.bonuses.forEach((b, i) => {
    const at = `$.bonuses[${i}]`;
    if (bonusIds.has(b.id)) err(`${at}.id`, `Two bonus connections have the id "${b.id}".`);
    bonusIds.add(b.id);
    if (!airlineIds.has(b.airline)) err(`${at}.airline`, `Bonus ${b.id} belongs to "${b.airline}", which is not an airline of this board.`);
    if (!cityIds.has(b.from)) err(`${at}.from`, `Bonus ${b.id} names "${b.from}", which is not a city of this board.`);
    if (!cityIds.has(b.to)) err(`${at}.to`, `Bonus ${b.id} names "${b.to}", which is not a city of this board.`);
    if (b.from === b.to) err(`${at}.to`, `Bonus ${b.id} joins a city to itself.`);
  });

  const track = board.shareTrack;
  let next = 0;
  track.ranges.forEach((r, i) => {
    const at = `$.shareTrack.ranges[${i}]`;
    if (r.from !== next) err(`${at}.from`, `This stretch should start at space ${next} (stretches follow each other without gaps or overlaps).`);
    if (r.to < r.from) err(`${at}.to`, `This stretch ends (${r.to}) before it starts (${r.from}).`);
    for (let p = 1; p < r.points.length; p++) {
      if (r.points[p]! > r.points[p - 1]!) warn(`${at}.points[${p}]`, 'A lower position pays more than a higher one.');
    }
    const prev = track.ranges[i - 1];
    if (prev && (prev.points[0] ?? 0) > (r.points[0] ?? 0)) warn(`${at}.points`, 'A higher stretch pays its largest holder less than a lower one.');
    next = r.to + 1;
  });
  if (next !== track.length + 1) {
    err('$.shareTrack.ranges', `The stretches cover spaces 0 to ${next - 1}; they must reach the last space, ${track.length}.`);
  }
  return out;
}
