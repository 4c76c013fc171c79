/**
 * Laid-out shares by seat number, and the points they would score: what the bots and the lab's
 * standing ask many times a move. `scoring.ts` `pointsOf` answers the same from a record keyed
 * by player id; here the shares are a list in seat order, read on a forked state from the counts
 * it keeps (derived.ts `played`) instead of from a record per player looked up by id. The
 * answers are the same (seat-shares.test.ts holds them against the record-keyed ones).
 */
import type { PlayerId } from '../core/types.js';
import { derivedOf, keptPlayed } from './derived.js';
import { firstEach, placesOf, pointsFrom, secondEach } from './scoring.js';
import type { AirlinesState } from './types.js';

/** The seat of `player` (-1 when none). */
export function seatOfPlayer(state: AirlinesState, player: PlayerId): number {
  const players = state.players;
  for (let i = 0; i < players.length; i++) if (players[i]!.id === player) return i;
  return -1;
}

/**
 * The shares of `airline` each seat has laid out, in seat order, plus `extra` shares for the seat
 * `extraSeat` (none when it is -1).
 */
export function sharesBySeat(state: AirlinesState, airline: string, extraSeat = -1, extra = 0, into?: number[]): number[] {
  const players = state.players;
  // `into`: a scratch list to write over (one of the seats' length, as a caller reuses it per state).
  const out: number[] = into ?? new Array<number>(players.length);
  if (out.length !== players.length) out.length = players.length;
  const d = derivedOf(state);
  const a = d ? d.nums.airlineNo.get(airline) : undefined;
  for (let seat = 0; seat < players.length; seat++) {
    const n = d && a !== undefined ? keptPlayed(d, seat, a) : (state.played[players[seat]!.id]![airline] ?? 0);
    out[seat] = seat === extraSeat ? n + extra : n;
  }
  return out;
}

// The scratch list of `stakeOf` (asked one at a time; nothing it calls asks again).
const stakeShares: number[] = [];

/** The shares of `airline` laid out by the seat, and the most any other seat has. */
export function stakeOf(state: AirlinesState, seat: number, airline: string): { mine: number; rival: number } {
  const shares = sharesBySeat(state, airline, -1, 0, stakeShares);
  let rival = 0;
  for (let s = 0; s < shares.length; s++) if (s !== seat && shares[s]! > rival) rival = shares[s]!;
  return { mine: seat >= 0 ? shares[seat]! : 0, rival };
}

/**
 * `seatPoints` of every seat at once, into `out` (returned): the places worked out once for all
 * seats (one pass for the top, one for the second) instead of once per seat. The bots' growth
 * gain and the lab's standing ask every seat's points, at every claim and every kept point.
 */
export function allSeatPoints(value: number, shares: readonly number[], out: number[] = new Array<number>(shares.length)): number[] {
  const n = shares.length;
  const p = placesOf(shares);
  const first = firstEach(value, p);
  const second = secondEach(value, p);
  for (let i = 0; i < n; i++) {
    const k = shares[i]!;
    out[i] = k <= 0 ? 0 : k === p.top ? first : k === p.second ? second : 0;
  }
  // Only a list of another length is cut (setting a length is a call into the engine).
  if (out.length !== n) out.length = n;
  return out;
}

/** `pointsOf` for the seat, with the shares in seat order. */
export function seatPoints(seat: number, value: number, shares: readonly number[]): number {
  return pointsFrom(shares[seat] ?? 0, value, shares);
}
