/**
 * The region majorities by seat number, for the Strategist's look-ahead: the same arithmetic as
 * scoring.ts (`regionValues`, `regionAwards`) without a record or an award object per question.
 * The bot asks "what would one more gate here do to every region it lies in" for each gate it may
 * buy, each decision: with records that was a quarter of a Blue Skies lab game.
 *
 * A seat's position here is its place in the record `regionValues` makes (an object lists
 * integer-like keys first), so the awards come out in the order `regionAwards` lists them and
 * every sum over them is made in the same order (region-gain.test.ts compares them).
 */
import { airportById, type BlueSkiesBoard } from './board.js';
import { airportList } from './passengers.js';
import type { PlayerId } from '../core/types.js';
import { SECOND_PLACE } from './scoring.js';
import type { BlueSkiesState } from './types.js';

/**
 * A board's airports and regions by number, made once per board (boards never change during a
 * game): each airport's place in the board's list (its state is `airportList`'s entry there; the
 * first airport of an id, as the boards' validation allows no second), its value, each region's
 * airports by place as the region lists them (-1 for an id no airport has), and the regions each
 * airport lies in, in the board's order and each once.
 */
export interface BoardNumbers {
  index: Map<string, number>;
  value: number[];
  regionAirports: number[][];
  regionsOf: number[][];
  /**
   * By airport number: its class, shared by the airports that lie in the same regions (in the same
   * order) and have the same value. One more gate at any airport of a class changes the region
   * awards alike, so the Strategist works the change out once per class and decision.
   */
  gainClass: number[];
}

const numbersOf = new WeakMap<BlueSkiesBoard, BoardNumbers>();

export function boardNumbers(board: BlueSkiesBoard): BoardNumbers {
  let m = numbersOf.get(board);
  if (!m) {
    const index = new Map<string, number>();
    for (const [i, a] of board.airports.entries()) if (!index.has(a.id)) index.set(a.id, i);
    const value = board.airports.map((a) => airportById(board, a.id)!.value);
    const regionAirports = board.regions.map((r) => r.airports.map((id) => index.get(id) ?? -1));
    const regionsOf: number[][] = board.airports.map(() => []);
    board.regions.forEach((r, ri) => {
      for (const id of new Set(r.airports)) {
        const i = index.get(id);
        if (i !== undefined) regionsOf[i]!.push(ri);
      }
    });
    const classes = new Map<string, number>();
    const gainClass = regionsOf.map((rs, i) => {
      const key = `${value[i]}:${rs.join(',')}`;
      let c = classes.get(key);
      if (c === undefined) classes.set(key, (c = classes.size));
      return c;
    });
    m = { index, value, regionAirports, regionsOf, gainClass };
    numbersOf.set(board, m);
  }
  return m;
}

/**
 * The players' ids in the order `regionValues`' record lists them. A record lists keys that are
 * array indices first (ascending), then the others as they were added, each once: ids that are
 * all different and none starting with a digit (the seats' usual "p1", "p2", …) come out in seat
 * order without the record being made (the Strategist asks at every buying decision).
 */
export function seatOrder(s: BlueSkiesState): string[] {
  const players = s.players;
  const n = players.length;
  const ids = new Array<string>(n);
  let plain = true;
  for (let i = 0; i < n && plain; i++) {
    const id = players[i]!.id;
    const c = id.charCodeAt(0);
    if (c >= 48 && c <= 57) plain = false;
    for (let j = 0; j < i; j++) if (ids[j] === id) plain = false;
    ids[i] = id;
  }
  return plain ? ids : seatOrderOfRecord(s);
}

/** `seatOrder` by making the record (`regionValues`') and reading its keys. */
export function seatOrderOfRecord(s: BlueSkiesState): string[] {
  const record = Object.create(null) as Record<string, number>;
  for (const pl of s.players) record[pl.id] = 0;
  return Object.keys(record);
}

/** `regionValues(s, airports)` as numbers by position in `order` (`at`: id → position). */
export function regionValuesBySeat(s: BlueSkiesState, airports: readonly string[], at: ReadonlyMap<string, number>, size: number): number[] {
  const values = new Array<number>(size).fill(0);
  const list = airportList(s);
  const { index, value } = boardNumbers(s.board);
  for (const id of airports) {
    const i = index.get(id);
    if (i === undefined) continue;
    const st = list[i];
    if (!st) continue;
    for (const g of st.gates) {
      if (g === null) continue;
      const seat = at.get(g);
      if (seat !== undefined) values[seat]! += value[i]!;
    }
  }
  return values;
}

/**
 * The same for the board's region number `region`, the seats found in `order` by a plain look
 * (a table has at most five): what the Strategist asks once per region and decision.
 */
export function regionSeatValues(s: BlueSkiesState, region: number, order: readonly string[]): number[] {
  const size = order.length;
  const values = new Array<number>(size).fill(0);
  const list = airportList(s);
  const nums = boardNumbers(s.board);
  for (const i of nums.regionAirports[region]!) {
    if (i < 0) continue;
    const st = list[i];
    if (!st) continue;
    const v = nums.value[i]!;
    for (const g of st.gates) {
      if (g === null) continue;
      for (let seat = 0; seat < size; seat++) {
        if (order[seat] === g) {
          values[seat]! += v;
          break;
        }
      }
    }
  }
  return values;
}

/**
 * `gain` with each award of `regionAwards(values, bonus, players, fullOnTies)` added in its order
 * (or taken away, with `subtract`): an award to position `me` counts its points, one to anybody
 * else minus its points shared among the other players (what the Strategist weighs).
 */
export function addAwards(gain: number, values: readonly number[], me: number, bonus: number, players: number, fullOnTies: boolean, subtract: boolean): number {
  return applyTerms(gain, awardTerms(values, me, bonus, players, fullOnTies), subtract);
}

/** `gain` with each term added in order (or taken away, with `subtract`): the sums addAwards makes. */
export function applyTerms(gain: number, terms: readonly number[], subtract: boolean): number {
  for (let k = 0; k < terms.length; k++) gain = subtract ? gain - terms[k]! : gain + terms[k]!;
  return gain;
}

/**
 * The terms `addAwards` adds, in its order: each award's points to `me`, or minus them shared
 * among the other players. The Strategist works them out once per region and decision (and per
 * airport value, for the values with its gate added) and adds them for every airport there.
 */
export function awardTerms(values: readonly number[], me: number, bonus: number, players: number, fullOnTies: boolean): number[] {
  const out: number[] = [];
  const second = players > 2 ? SECOND_PLACE : 0;
  let best = 0;
  for (const v of values) if (v > best) best = v;
  if (best <= 0) return out;
  let next = 0;
  for (const v of values) if (v < best && v > next) next = v;
  let firsts = 0;
  let seconds = 0;
  for (const v of values) {
    if (v === best) firsts++;
    else if (next > 0 && v === next) seconds++;
  }
  if (fullOnTies) {
    for (let i = 0; i < values.length; i++) if (values[i] === best) out.push(termOf(i, me, bonus, players));
    if (second !== 0) for (let i = 0; i < values.length; i++) if (isSecond(values[i]!, best, next)) out.push(termOf(i, me, second, players));
    return out;
  }
  if (firsts > 1) {
    const each = Math.floor((bonus + second) / firsts);
    for (let i = 0; i < values.length; i++) if (values[i] === best) out.push(termOf(i, me, each, players));
    return out;
  }
  for (let i = 0; i < values.length; i++) if (values[i] === best) out.push(termOf(i, me, bonus, players));
  if (second === 0 || seconds === 0) return out;
  const each = Math.floor(second / seconds);
  for (let i = 0; i < values.length; i++) if (isSecond(values[i]!, best, next)) out.push(termOf(i, me, each, players));
  return out;
}

/** One award's worth to `me`: its points, or minus them shared among the other players. */
function termOf(i: number, me: number, points: number, players: number): number {
  return i === me ? points : -points / (players - 1);
}

function isSecond(v: number, best: number, next: number): boolean {
  return v !== best && next > 0 && v === next;
}

/** Position of `me` in `order`, or where it would be added (after everyone) when it is not seated. */
export function positionOf(order: readonly PlayerId[], me: PlayerId): number {
  const i = order.indexOf(me);
  return i < 0 ? order.length : i;
}
