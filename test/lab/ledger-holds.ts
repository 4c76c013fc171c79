/** A game record's holds (main/lab/play.ts packs them flat, HOLD_FIELDS numbers each) as objects, for the ledger's tests. */
import { HOLD_FIELDS, type GameRecord } from '../../main/lab/play.js';

export interface Hold {
  el: number;
  seat: number;
  turn: number;
  cost: number;
  worth: number;
  uses: number;
  held: boolean;
}

export function holdsOf(r: GameRecord): Hold[] {
  const out: Hold[] = [];
  for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
    const [el, seat, turn, cost, worth, uses, held] = r.holds.slice(k, k + HOLD_FIELDS) as number[];
    out.push({ el: el!, seat: seat!, turn: turn!, cost: cost!, worth: worth!, uses: uses!, held: held === 1 });
  }
  return out;
}
