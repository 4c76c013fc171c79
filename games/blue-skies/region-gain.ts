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

/** Each airport's place in its board's list, by board (its state is `airportList`'s entry there). */
const numbersOf = new WeakMap<BlueSkiesBoard, Map<string, number>>();

function airportNumbers(board: BlueSkiesBoard): Map<string, number> {
  let m = numbersOf.get(board);
  if (!m) {
    m = new Map();
    for (const [i, a] of board.airports.entries()) if (!m.has(a.id)) m.set(a.id, i);
    numbersOf.set(board, m);
  }
  return m;
}

/** The players' ids in the order `regionValues`' record lists them. */
export function seatOrder(s: BlueSkiesState): string[] {
  const record = Object.create(null) as Record<string, number>;
  for (const pl of s.players) record[pl.id] = 0;
  return Object.keys(record);
}

/** `regionValues(s, airports)` as numbers by position in `order` (`at`: id → position). */
export function regionValuesBySeat(s: BlueSkiesState, airports: readonly string[], at: ReadonlyMap<string, number>, size: number): number[] {
  const values = new Array<number>(size).fill(0);
  const list = airportList(s);
  const numbers = airportNumbers(s.board);
  for (const id of airports) {
    const i = numbers.get(id);
    if (i === undefined) continue;
    const a = airportById(s.board, id)!;
    const st = list[i];
    if (!st) continue;
    for (const g of st.gates) {
      if (g === null) continue;
      const seat = at.get(g);
      if (seat !== undefined) values[seat]! += a.value;
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
  const second = players > 2 ? SECOND_PLACE : 0;
  let best = 0;
  for (const v of values) if (v > best) best = v;
  if (best <= 0) return gain;
  let next = 0;
  for (const v of values) if (v < best && v > next) next = v;
  let firsts = 0;
  let seconds = 0;
  for (const v of values) {
    if (v === best) firsts++;
    else if (next > 0 && v === next) seconds++;
  }
  const term = (i: number, points: number): void => {
    const t = i === me ? points : -points / (players - 1);
    gain = subtract ? gain - t : gain + t;
  };
  const isSecond = (v: number): boolean => v !== best && next > 0 && v === next;
  if (fullOnTies) {
    for (let i = 0; i < values.length; i++) if (values[i] === best) term(i, bonus);
    if (second !== 0) for (let i = 0; i < values.length; i++) if (isSecond(values[i]!)) term(i, second);
    return gain;
  }
  if (firsts > 1) {
    const each = Math.floor((bonus + second) / firsts);
    for (let i = 0; i < values.length; i++) if (values[i] === best) term(i, each);
    return gain;
  }
  for (let i = 0; i < values.length; i++) if (values[i] === best) term(i, bonus);
  if (second === 0 || seconds === 0) return gain;
  const each = Math.floor(second / seconds);
  for (let i = 0; i < values.length; i++) if (isSecond(values[i]!)) term(i, each);
  return gain;
}

/** Position of `me` in `order`, or where it would be added (after everyone) when it is not seated. */
export function positionOf(order: readonly PlayerId[], me: PlayerId): number {
  const i = order.indexOf(me);
  return i < 0 ? order.length : i;
}
