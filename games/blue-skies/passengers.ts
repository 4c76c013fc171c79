/**
 * Passengers: drawing cubes from the bag, spreading an airport's passengers over its open
 * gates, and what each player earns from them.
 */
import { refuse } from '../core/errors.js';
import { said } from './messages.js';
import { own } from '../core/ids.js';
import { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import type { AirportState, BlueSkiesState } from './types.js';

/**
 * Draws cubes until a red one comes out (a green one means "draw again"); every cube drawn
 * is a passenger. Returns how many cubes were drawn, green ones included. An empty bag stops
 * the drawing: the bag is never refilled.
 */
export function drawCubes(bag: { red: number; green: number }, rng: Rng): { cubes: number; green: number } {
  let cubes = 0;
  let green = 0;
  while (bag.red + bag.green > 0) {
    const pick = rng.int(bag.red + bag.green);
    cubes++;
    if (pick < bag.green) {
      bag.green--;
      green++;
      continue;
    }
    bag.red--;
    break;
  }
  return { cubes, green };
}

/**
 * How many of an airport's passengers sit at each gate space in use: an even spread over the
 * open gates, the remainder one each from the left. Free spaces hold none.
 */
export function shares(airport: AirportState): number[] {
  let open = 0;
  for (const g of airport.gates) if (g !== null) open++;
  const out = airport.gates.map(() => 0);
  if (open === 0) return out;
  const base = Math.floor(airport.pax / open);
  let rest = airport.pax - base * open;
  airport.gates.forEach((g, i) => {
    if (g === null) return;
    out[i] = base + (rest > 0 ? 1 : 0);
    if (rest > 0) rest--;
  });
  return out;
}

/** Passengers at one player's gates at one airport. */
export function paxAt(airport: AirportState, player: PlayerId): number {
  if (!airport.gates.includes(player)) return 0;
  const s = shares(airport);
  let n = 0;
  airport.gates.forEach((g, i) => {
    if (g === player) n += s[i]!;
  });
  return n;
}

/**
 * The state of the airport with this id. The id may come from a move, so it is looked up as an
 * own key only: `"__proto__"` or `"valueOf"` name no airport (and must never reach
 * `Object.prototype`). Refuses the move when there is no such airport.
 */
export function airportState(state: BlueSkiesState, id: string): AirportState {
  const st = own(state.airports, id);
  if (!st) refuse('no-airport', said('blueSkies.refuse.noAirport', { id: JSON.stringify(id.slice(0, 80)) }));
  return st;
}

/**
 * The airports' states in the board's order (undefined for an airport the state lacks),
 * looked up once per `airports` record: the rules only ever change an airport's state in place,
 * never swap it for another object, so the list stays true for as long as the record lives.
 */
const lists = new WeakMap<BlueSkiesState['airports'], (AirportState | undefined)[]>();
/** The lists with a state for every airport of the board (all a game's states have them). */
const wholeLists = new WeakSet<readonly (AirportState | undefined)[]>();

export function airportList(state: BlueSkiesState): (AirportState | undefined)[] {
  let list = lists.get(state.airports);
  if (!list) {
    list = state.board.airports.map((a) => own(state.airports, a.id));
    lists.set(state.airports, list);
    if (!list.includes(undefined)) wholeLists.add(list);
  }
  return list;
}

/** Whether an `airportList` answer has a state for every airport: the fast paths read it without a check per airport. */
export function wholeAirportList(list: readonly (AirportState | undefined)[]): list is readonly AirportState[] {
  return wholeLists.has(list);
}

/** A player's income: 1 point per passenger at their gates. */
export function income(state: BlueSkiesState, player: PlayerId): number {
  let n = 0;
  for (const st of Object.values(state.airports)) n += paxAt(st, player);
  return n;
}

/**
 * Every player's `income`, in seat order, from one pass over the airports (each airport's spread
 * worked out once, not once per player): the Strategist reads all of them every decision.
 */
export function incomes(state: BlueSkiesState): number[] {
  // Indexed loops over the ids read once: the Strategist asks this every decision, and in this
  // shape it took half the time of the same walk written with for…of and the players' objects.
  const players = state.players;
  const n = players.length;
  const out = new Array<number>(n).fill(0);
  const ids = new Array<PlayerId>(n);
  for (let i = 0; i < n; i++) ids[i] = players[i]!.id;
  const list = airportList(state);
  for (let k = 0; k < list.length; k++) {
    const st = list[k];
    // An airport without passengers pays nobody.
    if (!st || st.pax === 0) continue;
    const gates = st.gates;
    const len = gates.length;
    let open = 0;
    for (let j = 0; j < len; j++) if (gates[j] !== null) open++;
    if (open === 0) continue;
    const base = Math.floor(st.pax / open);
    let rest = st.pax - base * open;
    for (let j = 0; j < len; j++) {
      const g = gates[j];
      if (g === null) continue;
      const here = rest > 0 ? base + 1 : base;
      if (rest > 0) rest--;
      for (let i = 0; i < n; i++) if (ids[i] === g) out[i]! += here;
    }
  }
  return out;
}

/** Adds the passengers of one draw to an airport; returns the event text's numbers. */
export function addPassengers(state: BlueSkiesState, airportId: string, rng: Rng): { cubes: number; green: number } {
  const st = airportState(state, airportId);
  const drawn = drawCubes(state.bag, rng);
  st.pax += drawn.cubes;
  return drawn;
}

/** Total cubes anywhere: in the bag or at an airport (the invariant the tests check). */
export function cubesAccountedFor(state: BlueSkiesState): number {
  let n = state.bag.red + state.bag.green;
  for (const st of Object.values(state.airports)) n += st.pax;
  return n;
}
