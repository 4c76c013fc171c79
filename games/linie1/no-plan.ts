/**
 * Plans known to be impossible (the route bot's search, bots.ts). A search that finds no plan
 * walks every state it can reach, a quarter of the searches and over a third of the states the
 * bot takes in a game; and a player without a plan is asked again move after move.
 *
 * Whether a plan exists depends only on which turns each square allows (`pass`: track lying
 * there, or a way no side rule forbids; only the track on a square the plan may not lay on) and
 * where the stops may be made (`stopBit`), for the same line, stops, board and table option; the
 * costs only choose among plans. Laying a tile on an empty square never allows a turn that was
 * refused before (the square keeps its side rules and gains only track within them; a neighbour
 * gains a rule), and a stop sign narrows a stop to one of the squares it had; only an exchange
 * can open a side again. So when every square allows no turn and no stop that it did not allow
 * when a search failed, no plan exists now either: every walk the search could take now it could
 * have taken then. The answer is the search's own (null), so the bot's play does not change.
 */
import type { Geometry } from './geometry.js';

interface Failure {
  g: Geometry;
  start: number;
  end: number;
  stops: readonly string[];
  throughOwn: boolean;
  pass: Uint16Array;
  stopBit: Uint8Array;
}

/** Failures kept (the last few: a game's building players, each with its plan and its detour). */
const SLOTS = 8;

export class NoPlanMemo {
  private readonly failures: Failure[] = [];
  private nextSlot = 0;
  /** Searches answered from a failure (for the tests: the shortcut was taken). */
  hits = 0;

  /** True when a search with these inputs is known to find no plan (see above). */
  knownImpossible(g: Geometry, start: number, end: number, stops: readonly string[], throughOwn: boolean, pass: Uint16Array, stopBit: Uint8Array): boolean {
    for (const f of this.failures) {
      if (f.g !== g || f.start !== start || f.end !== end || f.throughOwn !== throughOwn || !sameStops(f.stops, stops)) continue;
      if (narrower(pass, stopBit, f, g.size)) {
        this.hits++;
        return true;
      }
    }
    return false;
  }

  /** Remembers that a search with these inputs found no plan (copies of the tables: the caller reuses its buffers). */
  remember(g: Geometry, start: number, end: number, stops: readonly string[], throughOwn: boolean, pass: Uint16Array, stopBit: Uint8Array): void {
    const f: Failure = { g, start, end, stops: [...stops], throughOwn, pass: pass.slice(0, g.size), stopBit: stopBit.slice(0, g.size) };
    if (this.failures.length < SLOTS) this.failures.push(f);
    else this.failures[this.nextSlot] = f;
    this.nextSlot = (this.nextSlot + 1) % SLOTS;
  }

  /** Forgets every failure (a test's fresh start). */
  clear(): void {
    this.failures.length = 0;
    this.nextSlot = 0;
  }
}

function sameStops(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Does every square allow only turns and stops it allowed in the failure `f`? */
function narrower(pass: Uint16Array, stopBit: Uint8Array, f: Failure, size: number): boolean {
  const fp = f.pass;
  const fs = f.stopBit;
  for (let sq = 0; sq < size; sq++) {
    if (pass[sq]! & ~fp[sq]!) return false;
    if (stopBit[sq]! & ~fs[sq]!) return false;
  }
  return true;
}
