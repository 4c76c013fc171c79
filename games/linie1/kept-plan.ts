/**
 * The route bot's last plan, kept for its next decision (bots.ts' `routePlan`). A building player
 * lays two tiles a turn and may then take a tile: three decisions in a row, each of which planned
 * afresh although the plan before it is, in the usual case, still a cheapest one.
 *
 * When nothing changed since the plan but the one tile the player laid on a square of it, along
 * the plan's way, and the hand and the tiles still to come only lost types, every other plan
 * costs at least what it did: a tile in hand lost makes ways dearer, a new tile beside a square
 * adds a side rule there (fewer turns fit), a free stop square taken is one place less to stop.
 * Only the laid square got cheaper, and a plan through it along the new track saves at most what
 * the kept plan saves there (its way was the cheapest a tile in hand lays on that square). So
 * when none of the kept plan's other steps got dearer and it still passes every stop, it is
 * still a cheapest plan, without a search. A plan through the laid square twice could save
 * twice; we accept that rare case as it is (the duel in test/bench measures the bot as a whole).
 * Which of several equally cheap plans the bot follows may then differ from a fresh search's.
 *
 * Everything is checked against the state's data, not against whose turn it is, so a state the
 * plan was not made from (a search bot's playouts) only ever leads to a fresh search. Each game
 * keeps its own (bots.ts' keptFor): a plan kept in one game must not decide a tie in another.
 */
import { type Geometry, ONWARD } from './geometry.js';

/** One square of a plan that still needs work (bots.ts' PlanStep). */
interface Step {
  sq: number;
  e: number;
  o: number;
}

/** What a plan was made for: the board, the player's route and table option, the track, the tile types in hand and still to come (each list in increasing order). */
export interface PlanInputs {
  g: Geometry;
  player: string;
  line: string;
  stops: readonly string[];
  throughOwn: boolean;
  segs: Uint8Array;
  hand: readonly number[];
  coming: readonly number[];
}

/** True when every number of `a` is in `b` (both in increasing order). */
function within(a: readonly number[], b: readonly number[]): boolean {
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j >= b.length || b[j] !== x) return false;
  }
  return true;
}

export class KeptPlan {
  private g: Geometry | null = null;
  private player = '';
  private line = '';
  private stops: string[] = [];
  private throughOwn = false;
  private segs = new Uint8Array(0);
  private hand: number[] = [];
  private coming: number[] = [];
  private steps: Step[] = [];
  /** Each step's way cost when planned. */
  private costs: number[] = [];
  /** Every square the plan passes. */
  private path: number[] = [];
  /** The squares the plan drives (its cost but the tiles'). */
  private squares = 0;

  /** Keeps a plan just searched (copies what the caller reuses). */
  keep<S extends Step>(inputs: PlanInputs, steps: readonly S[], costs: readonly number[], path: readonly number[], squares: number): void {
    this.take(inputs);
    this.steps = [...steps];
    this.costs = [...costs];
    this.path = [...path];
    this.squares = squares;
  }

  /** The kept plan's cost, as planRoute gives it: tile units (each step's way cost ÷ `tile`) and squares driven. */
  costInto(out: { tiles: number; squares: number }, tile: number): void {
    let tiles = 0;
    for (const c of this.costs) tiles += c;
    out.tiles = tiles / tile;
    out.squares = this.squares;
  }

  /** Forgets the kept plan (no plan was found, or a test's fresh start). */
  clear(): void {
    this.g = null;
  }

  /**
   * The first check, on the track alone (before any cost is worked out): the square laid since
   * the plan (-1: none) when the kept plan may still hold, else -2. It may only when the plan was
   * made for this board, player, route and table option, and at most one square changed: an
   * empty one, where the plan had exactly one step and the new track runs along that step's way.
   * (An exchange is left out: the new tile's extra sides lift side rules beside it, and a way
   * that was shut there may open.)
   */
  laidSince(g: Geometry, player: string, line: string, stops: readonly string[], throughOwn: boolean, segs: Uint8Array): number {
    if (this.g !== g || this.player !== player || this.line !== line || this.throughOwn !== throughOwn) return -2;
    if (this.stops.length !== stops.length || this.stops.some((s, i) => s !== stops[i])) return -2;
    let laid = -1;
    for (let sq = 0; sq < g.size; sq++) {
      if (segs[sq] === this.segs[sq]) continue;
      if (laid >= 0 || this.segs[sq] !== 0) return -2;
      laid = sq;
    }
    if (laid < 0) return -1;
    let done = -1;
    for (let i = 0; i < this.steps.length; i++) {
      if (this.steps[i]!.sq !== laid) continue;
      if (done >= 0) return -2;
      done = i;
    }
    if (done < 0 || this.path.indexOf(laid) !== this.path.lastIndexOf(laid)) return -2;
    const st = this.steps[done]!;
    return ONWARD[segs[laid]! * 4 + st.e]! & (1 << st.o) ? laid : -2;
  }

  /**
   * The kept plan without the step on `laid` (laidSince's answer), when it is still a cheapest
   * one, else null: the hand and the tiles to come only lost types, no other step got dearer
   * (`wayCost` prices a way as the search does now) and the plan still passes every stop
   * (`stopBit`: where each stop may be made now; `full`: all stops). Then it is kept for `inputs`.
   */
  reuse<S extends Step>(inputs: PlanInputs, laid: number, wayCost: (sq: number, e: number, o: number) => number, stopBit: Uint8Array, full: number): S[] | null {
    if (!within(inputs.hand, this.hand) || !within(inputs.coming, this.coming)) return null;
    let done = -1;
    for (let i = 0; i < this.steps.length; i++) {
      const st = this.steps[i]!;
      if (st.sq === laid) done = i;
      else if (wayCost(st.sq, st.e, st.o) !== this.costs[i]) return null;
    }
    let seen = 0;
    for (const sq of this.path) seen |= stopBit[sq]!;
    if (seen !== full) return null;
    this.take(inputs);
    if (done >= 0) {
      this.steps.splice(done, 1);
      this.costs.splice(done, 1);
    }
    return [...this.steps] as S[];
  }

  private take(inputs: PlanInputs): void {
    this.g = inputs.g;
    this.player = inputs.player;
    this.line = inputs.line;
    this.stops = [...inputs.stops];
    this.throughOwn = inputs.throughOwn;
    if (this.segs.length < inputs.g.size) this.segs = new Uint8Array(inputs.g.size);
    this.segs.set(inputs.segs.subarray(0, inputs.g.size));
    this.hand = [...inputs.hand];
    this.coming = [...inputs.coming];
  }
}
