/**
 * Passengers arriving, as the map animates them: from two views of the airports (before and
 * after a move), which airports got passengers and, cube by cube, where each one lands. The
 * host's view already holds the spread (each gate's share); this only orders the cubes so a
 * person sees it happen: each cube goes to the gate holding the fewest so far, the leftmost
 * among equals, which is how an even spread with the remainder from the left fills up.
 */

export interface AirportShares {
  pax: number;
  gates: readonly { owner: string | null; pax: number }[];
}

export interface Arrival {
  airport: string;
  /** Per cube, in landing order: the gate space it lands in, or -1 (waiting, no open gate). */
  landings: number[];
  /** What each gate space showed before the first cube landed. */
  before: number[];
  /** Passengers waiting (no open gate) before. */
  waitingBefore: number;
}

function open(a: AirportShares): boolean {
  return a.gates.some((g) => g.owner !== null);
}

/** The arrivals between two views' airports, in the order of `after`'s keys. */
export function arrivals(before: Readonly<Record<string, AirportShares>> | null, after: Readonly<Record<string, AirportShares>>): Arrival[] {
  if (!before) return [];
  const out: Arrival[] = [];
  for (const id of Object.keys(after)) {
    if (!Object.prototype.hasOwnProperty.call(before, id)) continue;
    const a = before[id]!;
    const b = after[id]!;
    const cubes = b.pax - a.pax;
    if (cubes <= 0) continue;
    const waitingBefore = open(a) ? 0 : a.pax;
    const shown = b.gates.map((_, i) => (open(a) ? (a.gates[i]?.pax ?? 0) : 0));
    const landings: number[] = [];
    if (!open(b)) {
      for (let k = 0; k < cubes; k++) landings.push(-1);
    } else {
      const cur = [...shown];
      const target = b.gates.map((g) => g.pax);
      for (let k = 0; k < cubes; k++) {
        let pick = -1;
        cur.forEach((c, i) => {
          if (b.gates[i]!.owner === null || c >= target[i]!) return;
          if (pick < 0 || c < cur[pick]!) pick = i;
        });
        // Passengers that waited before a gate opened move in too: nothing more to show.
        if (pick < 0) break;
        cur[pick]!++;
        landings.push(pick);
      }
    }
    out.push({ airport: id, landings, before: shown, waitingBefore });
  }
  return out;
}
