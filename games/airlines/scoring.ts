/**
 * The scoring of one airline: the majority holder takes one point per marker on the board, the
 * second holder half of that; ties share; every division rounds down; only played shares count.
 */
import { counted } from '../core/words.js';
import type { PlayerId } from '../core/types.js';
import type { AirlineScore } from './types.js';

/**
 * `shares` maps holders to their played shares (zeros are ignored); `name` turns a holder id
 * into words for the explanation.
 */
export function scoreAirline(
  airline: string,
  label: string,
  value: number,
  shares: Record<PlayerId, number>,
  name: (id: PlayerId) => string,
): AirlineScore {
  // Loops rather than entries/filter/map: every scoring of every simulated game comes here.
  const points: Record<PlayerId, number> = {};
  const kept: Record<PlayerId, number> = {};
  let holders = 0;
  let top = 0;
  for (const id in shares) {
    const n = shares[id]!;
    if (n <= 0) continue;
    kept[id] = n;
    points[id] = 0;
    holders++;
    if (n > top) top = n;
  }
  const half = Math.floor(value / 2);
  if (holders === 0) {
    return { airline, value, shares: kept, points, first: [], second: [], why: `${label}: ${counted(value, 'marker')}, no shares played: nobody scores.` };
  }
  const first: PlayerId[] = [];
  for (const id in kept) if (kept[id] === top) first.push(id);
  const head = `${label}: ${counted(value, 'marker')}.`;

  if (first.length > 1) {
    // Tied for the majority: first and second place points together, shared; nobody else scores.
    const each = Math.floor((value + half) / first.length);
    for (const id of first) points[id] = each;
    return {
      airline,
      value,
      shares: kept,
      points,
      first,
      second: [],
      why: `${head} ${names(first, name)} tie for the majority with ${counted(top, 'share')} and share ${value} + ${half} = ${value + half}: ${each} each.`,
    };
  }
  const leader = first[0]!;
  if (holders === 1) {
    points[leader] = value + half;
    return {
      airline,
      value,
      shares: kept,
      points,
      first,
      second: [leader],
      why: `${head} ${name(leader)} is the only holder (${counted(top, 'share')}) and takes both places: ${value} + ${half} = ${value + half}.`,
    };
  }
  points[leader] = value;
  let runnerUp = 0;
  for (const id in kept) if (id !== leader && kept[id]! > runnerUp) runnerUp = kept[id]!;
  const second: PlayerId[] = [];
  for (const id in kept) if (id !== leader && kept[id] === runnerUp) second.push(id);
  const each = Math.floor(half / second.length);
  for (const id of second) points[id] = each;
  const secondText =
    second.length === 1
      ? `${name(second[0]!)} is second (${runnerUp}) and takes ${half}.`
      : `${names(second, name)} tie for second (${runnerUp} each) and share ${half}: ${each} each.`;
  return {
    airline,
    value,
    shares: kept,
    points,
    first,
    second,
    why: `${head} ${name(leader)} has the majority (${top}) and takes ${value}; ${secondText}`,
  };
}

function names(ids: PlayerId[], name: (id: PlayerId) => string): string {
  const out: string[] = [];
  for (const id of ids) out.push(name(id));
  return list(out);
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The same points as `scoreAirline` for one holder, without the explanation: the bots ask this
 * thousands of times a game.
 */
export function pointsOf(player: PlayerId, value: number, shares: Record<PlayerId, number>): number {
  return pointsFrom(shares[player] ?? 0, value, Object.values(shares));
}

/** The places of a list of holdings: the most, how many hold it, how many hold any, and the second (when the first is not shared). */
export interface Places {
  top: number;
  nTop: number;
  holders: number;
  /** The most below the top (0 when the top is shared: no second place then). */
  second: number;
  nSecond: number;
}

/** One scratch answer of `placesOf` (asked one list at a time, thousands of times a game). */
const placed: Places = { top: 0, nTop: 0, holders: 0, second: 0, nSecond: 0 };

/** The places of `shares` (zeros hold nothing), in a scratch record read before the next call. */
export function placesOf(shares: readonly number[]): Places {
  let top = 0;
  let nTop = 0;
  let holders = 0;
  for (let i = 0; i < shares.length; i++) {
    const n = shares[i]!;
    if (n <= 0) continue;
    holders++;
    if (n > top) {
      top = n;
      nTop = 1;
    } else if (n === top) nTop++;
  }
  let second = 0;
  let nSecond = 0;
  if (nTop === 1) {
    for (let i = 0; i < shares.length; i++) {
      const n = shares[i]!;
      if (n <= 0 || n >= top) continue;
      if (n > second) {
        second = n;
        nSecond = 1;
      } else if (n === second) nSecond++;
    }
  }
  placed.top = top;
  placed.nTop = nTop;
  placed.holders = holders;
  placed.second = second;
  placed.nSecond = nSecond;
  return placed;
}

/** What the first place pays each of its holders, and the second place each of its. */
export function firstEach(value: number, p: Places): number {
  const half = Math.floor(value / 2);
  return p.nTop > 1 ? Math.floor((value + half) / p.nTop) : p.holders === 1 ? value + half : value;
}
export function secondEach(value: number, p: Places): number {
  return p.nSecond > 0 ? Math.floor(Math.floor(value / 2) / p.nSecond) : 0;
}

/**
 * `pointsOf` for a holder of `mine` shares among `shares` (every holder's count, the holder's
 * own included, in any order; zeros hold nothing): what the bots ask with shares by seat.
 */
export function pointsFrom(mine: number, value: number, shares: readonly number[]): number {
  if (mine <= 0) return 0;
  const p = placesOf(shares);
  return mine === p.top ? firstEach(value, p) : mine === p.second ? secondEach(value, p) : 0;
}
