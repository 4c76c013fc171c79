/**
 * Laying and exchanging tiles: rules A to E, the exchange rules, and the enumeration of every
 * legal placement for a hand. A placement is legal when the tile's exits meet, side by side,
 * what the neighbourhood demands: a side facing track (or a terminal loop) must carry track
 * (rule D); a side facing the border, a building, or a tile without track towards us must not
 * (rules A, B, E). So each square reduces to two 4-bit masks and a check is two bit operations.
 *
 * A board may also block squares (a park, water: a board-design extension beyond the 1995
 * rules). Nothing lies on one, and, like a building, no track may lead into it: it would be a
 * dead end no tile could ever continue.
 */
import { EXITS, type Geometry, opposite, type Orientation } from './geometry.js';
import { said, sideWords, squareWords } from './messages.js';
import type { Said } from '../core/wording.js';
import type { Linie1Move, PlacedTile } from './types.js';

/** Segment masks of the grid (0 = empty square). */
export function segGrid(g: Geometry, grid: readonly (PlacedTile | null)[]): Uint8Array {
  const segs = new Uint8Array(g.size);
  for (let sq = 0; sq < g.size; sq++) {
    const t = grid[sq];
    if (!t) continue;
    const ti = g.typeIndex.get(t.tile);
    if (ti !== undefined) segs[sq] = g.types[ti]!.segByRot[t.rotation & 3]!;
  }
  return segs;
}

/** Sides a tile on `sq` must have track on (`req`) and must not (`forb`); the rest are free. */
export function sideRules(g: Geometry, segs: Uint8Array, sq: number): { req: number; forb: number } {
  let req = 0;
  let forb = 0;
  for (let d = 0; d < 4; d++) {
    const bit = 1 << d;
    const n = g.neighbour[sq * 4 + d]!;
    if (n < 0) {
      if (g.port[sq * 4 + d]! >= 0) req |= bit;
      else forb |= bit;
    } else if (g.building[n]! >= 0 || g.blocked[n]) forb |= bit;
    else if (segs[n]) {
      if (EXITS[segs[n]!]! & (1 << opposite(d))) req |= bit;
      else forb |= bit;
    }
  }
  return { req, forb };
}

export function fits(exits: number, rules: { req: number; forb: number }): boolean {
  return (exits & rules.req) === rules.req && (exits & rules.forb) === 0;
}

/** Why a tile with these exits may not lie on `sq`, in words, or null when it may. */
export function sideProblem(g: Geometry, segs: Uint8Array, sq: number, exits: number): Said | null {
  for (let d = 0; d < 4; d++) {
    const bit = 1 << d;
    const has = (exits & bit) !== 0;
    const n = g.neighbour[sq * 4 + d]!;
    if (n < 0) {
      const ti = g.port[sq * 4 + d]!;
      if (ti >= 0 && !has) {
        const t = g.terminals[ti]!;
        return said('linie1.rule.dLoop', { street: t.street, line: t.line, side: sideWords(d) });
      }
      if (ti < 0 && has) return said('linie1.rule.a', { side: sideWords(d) });
    } else if (g.building[n]! >= 0) {
      if (has) return said('linie1.rule.b', { side: sideWords(d), building: g.buildingNames[g.building[n]!] ?? '' });
    } else if (g.blocked[n]) {
      if (has) return said('linie1.rule.blockedSide', { side: sideWords(d), square: squareWords(g, n) });
    } else if (segs[n]) {
      const theirs = (EXITS[segs[n]!]! & (1 << opposite(d))) !== 0;
      if (theirs && !has) return said('linie1.rule.dTrack', { square: squareWords(g, n), side: sideWords(d) });
      if (!theirs && has) return said('linie1.rule.e', { side: sideWords(d), square: squareWords(g, n) });
    }
  }
  return null;
}

/** Why no tile at all may lie on `sq` (a building, or a square the board blocks), or null. */
export function squareProblem(g: Geometry, sq: number): Said | null {
  const b = g.building[sq]!;
  if (b >= 0) return said('linie1.rule.c', { square: squareWords(g, sq), building: g.buildingNames[b] ?? '' });
  if (g.blocked[sq]) return said('linie1.rule.blocked', { square: squareWords(g, sq) });
  return null;
}

/** The refusal code of a placement problem: `rule-a` … `rule-e`, or `blocked` for the board's blocked squares. */
export function problemCode(why: Said): string {
  // rule a … e, alone or with a detail (dLoop, dTrack); not 'blocked', which starts with a b.
  const m = /^linie1\.rule\.([a-e])(?:[A-Z]\w*)?$/.exec(why.key);
  return m ? `rule-${m[1]!}` : 'blocked';
}

/** Why the tile of segment mask `seg` cannot replace `old` (a placed tile), or null. */
export function exchangeProblem(g: Geometry, old: PlacedTile, seg: number): Said | null {
  const oi = g.typeIndex.get(old.tile);
  if (oi === undefined) return said('linie1.exchange.unknown');
  const ot = g.types[oi]!;
  if (ot.trees) return said('linie1.exchange.trees', { tile: ot.name });
  const oldSeg = ot.segByRot[old.rotation & 3]!;
  if ((seg & oldSeg) !== oldSeg) return said('linie1.exchange.keepTrack');
  if (seg === oldSeg) return said('linie1.exchange.addTrack');
  return null;
}

/** A placement: read, never changed (placementsOn hands out the same object for the same placement). */
export interface Candidate {
  readonly tile: string;
  readonly rotation: number;
  readonly sq: number;
  readonly seg: number;
  readonly exits: number;
  readonly exchange: boolean;
}

/** Distinct tile types in a hand, in hand order. */
export function distinctTiles(hand: readonly string[]): string[] {
  return [...new Set(hand)];
}

/**
 * What decides which tiles fit on a square, as one number: the track lying there (6 bits) and
 * the side rules (`req`, `forb`, 4 bits each), or `NO_TILE` where nothing may be laid (a
 * building, a blocked square, a tile with trees or of an unknown type). Two squares with the same
 * key take exactly the same placements, so the fitting turns of each tile type are worked out
 * once per key and board (`fitting`), and a whole grid's keys (`squareKeys`) make listing,
 * counting and sampling placements a table look-up per square.
 */
export const NO_TILE = 0xffff;

export function squareKeyAt(g: Geometry, grid: readonly (PlacedTile | null)[], segs: Uint8Array, sq: number): number {
  if (g.building[sq]! >= 0 || g.blocked[sq]) return NO_TILE;
  const old = segs[sq]!;
  if (old) {
    const oi = g.typeIndex.get(grid[sq]!.tile);
    if (oi === undefined || g.types[oi]!.trees) return NO_TILE;
  }
  const { req, forb } = sideRules(g, segs, sq);
  return (old << 8) | (req << 4) | forb;
}

export function squareKeys(g: Geometry, grid: readonly (PlacedTile | null)[], segs: Uint8Array): Uint16Array {
  const keys = new Uint16Array(g.size);
  for (let sq = 0; sq < g.size; sq++) keys[sq] = squareKeyAt(g, grid, segs, sq);
  return keys;
}

const fitCache = new WeakMap<Geometry, (Orientation[] | undefined)[]>();

/** The turns of tile type `ti` that may lie on a square with this key (in `orients` order). */
let lastGeometry: Geometry | null = null;
let lastTable: (Orientation[] | undefined)[] = [];

export function fitting(g: Geometry, ti: number, key: number): Orientation[] {
  // The table of the board asked last is kept at hand: this runs hundreds of times a move.
  let table = g === lastGeometry ? lastTable : fitCache.get(g);
  if (!table) {
    table = new Array<Orientation[] | undefined>(g.types.length << 14);
    fitCache.set(g, table);
  }
  lastGeometry = g;
  lastTable = table;
  // Key-major: a square's hand types are read side by side (the table is too large to stay in a cache).
  const at = key * g.types.length + ti;
  const hit = table[at];
  // Compared, not tested for truth: a truth test reads the object, a cache miss on this path.
  if (hit !== undefined) return hit;
  const old = key >> 8;
  const rules = { req: (key >> 4) & 15, forb: key & 15 };
  const out = g.types[ti]!.orients.filter((o) => !(old && ((o.seg & old) !== old || o.seg === old)) && fits(o.exits, rules));
  table[at] = out;
  return out;
}

/**
 * Per board: the turns `fitting` lists for each tile type and key, as a mask (bit r: rotation r;
 * `fitting` lists them in increasing rotation, as a type's orients run), 0xff until worked out.
 * A byte per entry read straight from one table: `fitting`'s lists are objects of their own, and
 * listing placements read a few hundred of them per move, each a cache miss or two.
 */
const maskCache = new WeakMap<Geometry, Uint8Array>();
let lastMaskGeometry: Geometry | null = null;
let lastMasks: Uint8Array = new Uint8Array(0);

/** The rotations of `fitting(g, ti, key)`, as a mask (bit r: rotation r). */
export function fitMask(g: Geometry, ti: number, key: number): number {
  let table = g === lastMaskGeometry ? lastMasks : maskCache.get(g);
  if (!table) maskCache.set(g, (table = new Uint8Array(g.types.length << 14).fill(0xff)));
  lastMaskGeometry = g;
  lastMasks = table;
  const at = key * g.types.length + ti;
  const m = table[at]!;
  if (m !== 0xff) return m;
  let mask = 0;
  for (const o of fitting(g, ti, key)) mask |= 1 << o.rotation;
  return (table[at] = mask);
}

/** Set bits of a 4-bit turn mask. */
const TURNS = Uint8Array.from({ length: 16 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));

/** `fitting(g, ti, key).length`, from the mask table (counting placements runs over every square on every random move). */
export function fitCount(g: Geometry, ti: number, key: number): number {
  return TURNS[fitMask(g, ti, key)]!;
}

/** The board's type indices of a hand's distinct tiles, in hand order (unknown ids dropped). */
export function handTypes(g: Geometry, hand: readonly string[]): number[] {
  const out: number[] = [];
  for (const id of hand) {
    const ti = g.typeIndex.get(id);
    if (ti !== undefined && !out.includes(ti)) out.push(ti);
  }
  return out;
}

/**
 * Every legal single placement for a hand (identical tiles and identical rotations counted
 * once), square by square, then in hand order, then by turn. `stopAtFirst` makes it a cheap
 * "is there any?" check. `keys` (from `squareKeys`) saves working them out again.
 */
export function singlePlacements(
  g: Geometry,
  grid: readonly (PlacedTile | null)[],
  segs: Uint8Array,
  hand: readonly string[],
  stopAtFirst = false,
  keys?: Uint16Array,
): Candidate[] {
  const out: Candidate[] = [];
  const types = handTypes(g, hand);
  for (let sq = 0; sq < g.size; sq++) {
    placementsOn(g, keys ? keys[sq]! : squareKeyAt(g, grid, segs, sq), types, sq, out);
    if (stopAtFirst && out.length > 0) return out.slice(0, 1);
  }
  return out;
}

/** The placements of these hand types on square `sq` of placement key `key`, added to `out` in `singlePlacements` order. */
export function placementsOn(g: Geometry, key: number, types: readonly number[], sq: number, out: Candidate[] = []): Candidate[] {
  if (key === NO_TILE) return out;
  const exchange = key >= 256;
  for (const ti of types) {
    for (const o of fitting(g, ti, key)) out.push(candidateOf(g, ti, o, sq, exchange));
  }
  return out;
}

/**
 * Per board, each placement's candidate, made once (index ((sq * types + ti) * 4 + rotation) * 2 +
 * exchange): a building turn lists hundreds of placements, move after move, and they are the same
 * facts each time.
 */
const candidateCache = new WeakMap<Geometry, (Candidate | null)[]>();
let lastCandidateGeometry: Geometry | null = null;
let lastCandidates: (Candidate | null)[] = [];

function candidateTable(g: Geometry): (Candidate | null)[] {
  let table = g === lastCandidateGeometry ? lastCandidates : candidateCache.get(g);
  // Filled, not left holey: a large array of holes is kept as a dictionary, slow to read.
  if (!table) candidateCache.set(g, (table = new Array<Candidate | null>(g.size * g.types.length * 8).fill(null)));
  lastCandidateGeometry = g;
  lastCandidates = table;
  return table;
}

function candidateOf(g: Geometry, ti: number, o: Orientation, sq: number, exchange: boolean): Candidate {
  const at = (((sq * g.types.length + ti) << 2) | o.rotation) * 2 + (exchange ? 1 : 0);
  return (candidateTable(g)[at] ??= { tile: g.types[ti]!.id, rotation: o.rotation, sq, seg: o.seg, exits: o.exits, exchange });
}

/** A placement as the move that makes it. */
export type PlaceMove = Readonly<Extract<Linie1Move, { type: 'place' }>>;

/**
 * Per board, each placement's move, made once and frozen (index ((sq * types + ti) << 2) |
 * rotation): `legalMoves` lists hundreds of them on every building move, and made afresh they
 * were half of its time and most of a game's garbage. Frozen because every list hands out the
 * same objects: a caller that wrote into one would change every later list.
 */
const moveCache = new WeakMap<Geometry, (PlaceMove | null)[]>();
let lastMoveGeometry: Geometry | null = null;
let lastMoves: (PlaceMove | null)[] = [];

function moveTable(g: Geometry): (PlaceMove | null)[] {
  let table = g === lastMoveGeometry ? lastMoves : moveCache.get(g);
  if (!table) moveCache.set(g, (table = new Array<PlaceMove | null>(g.size * g.types.length * 4).fill(null)));
  lastMoveGeometry = g;
  lastMoves = table;
  return table;
}

function placeMoveOf(g: Geometry, ti: number, rotation: number, sq: number): PlaceMove {
  const at = ((sq * g.types.length + ti) << 2) | rotation;
  // The key order is the one the moves always had (JSON and digests of move lists depend on it).
  return (moveTable(g)[at] ??= Object.freeze({ type: 'place', tile: g.types[ti]!.id, rotation, row: Math.floor(sq / g.cols) + 1, col: (sq % g.cols) + 1 }));
}

/**
 * One listing's placements per key: what `fitting` gives each hand type on a square of that key,
 * as (type << 2 | rotation) in hand order then by turn, from `keyTurns[keyFrom[key]]` for
 * `keyCount[key]` entries; valid where `keyStamp[key]` is `keyNow`. Squares of one key take the
 * same placements, and a grid has a few dozen keys for its hundred-odd squares (most empty
 * squares share one), so each key's are looked up once per listing, not once per square.
 */
const keyStamp = new Uint32Array(1 << 14);
const keyFrom = new Int32Array(1 << 14);
const keyCount = new Int32Array(1 << 14);
let keyNow = 0;
let keyTurns: Int32Array = new Int32Array(256);

/**
 * Each key's turns for these hand types into keyTurns (keyFrom, keyCount), for the keys of the
 * grid's squares, and the number of placements they make on the whole grid.
 */
function keyRuns(g: Geometry, keys: Uint16Array, types: readonly number[]): number {
  if (++keyNow === 0xffffffff) {
    keyStamp.fill(0);
    keyNow = 1;
  }
  let used = 0;
  let total = 0;
  for (let sq = 0; sq < g.size; sq++) {
    const key = keys[sq]!;
    if (key === NO_TILE) continue;
    if (keyStamp[key] !== keyNow) {
      keyStamp[key] = keyNow;
      keyFrom[key] = used;
      if (used + 4 * types.length > keyTurns.length) keyTurns = growInts(keyTurns);
      for (let i = 0; i < types.length; i++) {
        const ti = types[i]!;
        for (let mask = fitMask(g, ti, key); mask; mask &= mask - 1) keyTurns[used++] = (ti << 2) | (31 - Math.clz32(mask & -mask));
      }
      keyCount[key] = used - keyFrom[key]!;
    }
    total += keyCount[key]!;
  }
  return total;
}

/**
 * Every single placement of these hand types (`handTypes`) on a grid of these keys, as moves, in
 * `singlePlacements` order (`count` of them), and the listing's number: `listedCandidates` gives
 * the candidates of the last listing without working them out from the moves. The list has
 * `room` more entries after the placements, for the caller to fill.
 */
export function listPlacements(g: Geometry, keys: Uint16Array, types: readonly number[], room = 0): { moves: Linie1Move[]; count: number; listing: number } {
  // Counted first, so the list is made once at its length: pushed onto a new list, the hundreds
  // of moves grew it (a new backing store) several times over.
  const total = keyRuns(g, keys, types);
  const out: Linie1Move[] = new Array<Linie1Move>(total + room);
  if (listed.length < total) listed = new Int32Array(Math.max(total, 2 * listed.length));
  const table = moveTable(g);
  const base4 = g.types.length * 4;
  let n = 0;
  for (let sq = 0; sq < g.size; sq++) {
    const key = keys[sq]!;
    if (key === NO_TILE) continue;
    const exchange = key >= 256 ? 1 : 0;
    const base = sq * base4;
    for (let j = keyFrom[key]!, last = j + keyCount[key]!; j < last; j++) {
      const at = base + keyTurns[j]!;
      listed[n] = (at << 1) | exchange;
      out[n++] = table[at] ?? placeMoveOf(g, (at >> 2) % g.types.length, at & 3, sq);
    }
  }
  listedCount = n;
  listedGeometry = g;
  return { moves: out, count: n, listing: ++listing };
}

/** The last listing: its number, and each placement's candidate index (candidateOf's), in order. */
let listing = 0;
let listed: Int32Array = new Int32Array(512);
let listedCount = 0;
let listedGeometry: Geometry | null = null;

function growInts(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The candidates of listing number `which` (`listPlacements`' answer) on this board, in order, when
 * it is still the last listing made; else undefined.
 */
export function listedCandidates(g: Geometry, which: number): Candidate[] | undefined {
  if (which !== listing || g !== listedGeometry) return undefined;
  const out = new Array<Candidate>(listedCount);
  const table = candidateTable(g);
  const types = g.types.length;
  for (let i = 0; i < listedCount; i++) {
    // The code is the candidate's own index in candidateOf's table: made there already, mostly.
    const code = listed[i]!;
    // The table is filled with null (candidateTable): a code inside it reads a candidate or null.
    const hit = table[code] as Candidate | null;
    if (hit !== null) {
      out[i] = hit;
      continue;
    }
    const at = code >> 1;
    const rest = at >> 2;
    const ti = rest % types;
    const sq = (rest - ti) / types;
    const o = g.types[ti]!.orients.find((x) => x.rotation === (at & 3))!;
    out[i] = candidateOf(g, ti, o, sq, (code & 1) === 1);
  }
  return out;
}

/**
 * The candidates of the first `count` moves of `moves` (placements that `listPlacements` listed
 * for a grid whose squares hold a tile where `grid` does), in order.
 */
export function candidatesOf(g: Geometry, grid: readonly (PlacedTile | null)[], moves: readonly Linie1Move[], count: number): Candidate[] {
  const out = new Array<Candidate>(count);
  for (let i = 0; i < count; i++) {
    const m = moves[i] as PlaceMove;
    const sq = (m.row - 1) * g.cols + (m.col - 1);
    const ti = g.typeIndex.get(m.tile)!;
    const o = g.types[ti]!.orients.find((x) => x.rotation === m.rotation)!;
    out[i] = candidateOf(g, ti, o, sq, grid[sq] != null);
  }
  return out;
}

/** Which squares to count (all when absent): by square and its placement key. */
export type SquareFilter = (sq: number, key: number) => boolean;

/** How many single placements `singlePlacements` lists for these hand types and keys (on the squares `only` keeps). */
export function countPlacements(g: Geometry, keys: Uint16Array, types: readonly number[], only?: SquareFilter): number {
  let n = 0;
  for (let sq = 0; sq < g.size; sq++) {
    const key = keys[sq]!;
    if (key === NO_TILE || (only && !only(sq, key))) continue;
    for (const ti of types) n += fitCount(g, ti, key);
  }
  return n;
}

/** The `i`-th placement of that list, without building the others (undefined past its end). */
export function nthPlacement(g: Geometry, keys: Uint16Array, types: readonly number[], i: number, only?: SquareFilter): { ti: number; sq: number; o: Orientation } | undefined {
  for (let sq = 0; sq < g.size; sq++) {
    const key = keys[sq]!;
    if (key === NO_TILE || (only && !only(sq, key))) continue;
    for (const ti of types) {
      const n = fitCount(g, ti, key);
      if (i < n) return { ti, sq, o: fitting(g, ti, key)[i]! };
      i -= n;
    }
  }
  return undefined;
}

/**
 * Side-by-side double exchanges that are legal together although at least one of the two
 * would be refused alone (the others are reachable as two single exchanges).
 */
export function pairExchanges(
  g: Geometry,
  grid: readonly (PlacedTile | null)[],
  segs: Uint8Array,
  hand: readonly string[],
  /** The grid's placement keys (`squareKeys`), when at hand: they save working each square's out again. */
  keys?: Uint16Array,
): [Candidate, Candidate][] {
  const out: [Candidate, Candidate][] = [];
  const types = handTypes(g, hand);
  if (++countNow === 0xffffffff) {
    countStamp.fill(0);
    countNow = 1;
  }
  const nt = types.length;
  // Per hand type (by its place in `types`): may it lie on both squares (two or more in hand)?
  for (let i = 0; i < nt; i++) {
    const id = g.types[types[i]!]!.id;
    let n = 0;
    for (const h of hand) if (h === id) n++;
    twice[i] = n >= 2 ? 1 : 0;
  }
  const rots = sideRotations(g);
  const keyOf = keys ? (sq: number) => keys[sq]! : (sq: number) => squareKeyAt(g, grid, segs, sq);
  // An exchangeable square (a tile of a known type without trees lies there) has a key of 256 or
  // more. Each half of a pair is a turn of a hand tile that upgrades the track there and meets
  // every side rule but the one towards the other half: what `fitting` lists for the square's key
  // with that side's rule left out (in hand order, then by turn; here as masks of turns, fitMask).
  for (let s = 0; s < g.size; s++) {
    const sKey = keyOf(s);
    if (sKey === NO_TILE || sKey < 256) continue;
    for (let d = 1; d <= 2; d++) {
      const t = g.neighbour[s * 4 + d]!;
      if (t < 0) continue;
      const tKey = keyOf(t);
      if (tKey === NO_TILE || tKey < 256) continue;
      const sLoose = withoutSide(sKey, d);
      const tLoose = withoutSide(tKey, opposite(d));
      const sCount = handCount(g, types, sLoose);
      const tCount = handCount(g, types, tLoose);
      if (sCount === 0 || tCount === 0) continue;
      // A pair is listed only when one half is refused alone: a turn that fits the loose key but
      // not the square's own. `fitting` of the own key lists a subset of the loose key's turns
      // (the same rules and one more), so when the hand has as many turns for the own key as for
      // the loose one on both squares, every pair below would be skipped: said from the counts.
      if (sCount === handCount(g, types, sKey) && tCount === handCount(g, types, tKey)) continue;
      const od = opposite(d);
      for (let i = 0; i < nt; i++) {
        bLoose[i] = fitMask(g, types[i]!, tLoose);
        bAlone[i] = fitMask(g, types[i]!, tKey);
      }
      for (let ia = 0; ia < nt; ia++) {
        const ai = types[ia]!;
        // A turn that fits the own key is one the square takes alone (it upgrades the track there already).
        const aAlone = fitMask(g, ai, sKey);
        const aOut = rots[ai * 4 + d]!;
        for (let am = fitMask(g, ai, sLoose); am; am &= am - 1) {
          const ar = 31 - Math.clz32(am & -am);
          const bit = 1 << ar;
          let a: Candidate | null = null;
          for (let i = 0; i < nt; i++) {
            const bi = types[i]!;
            if (bi === ai && !twice[i]) continue;
            // The two halves agree across their shared side (both track there, or neither), and
            // at least one is refused alone.
            let bm = bLoose[i]! & (aOut & bit ? rots[bi * 4 + od]! : ~rots[bi * 4 + od]!);
            if (aAlone & bit) bm &= ~bAlone[i]!;
            for (; bm; bm &= bm - 1) {
              a ??= candidateAt(g, ai, ar, s);
              out.push([a, candidateAt(g, bi, 31 - Math.clz32(bm & -bm), t)]);
            }
          }
        }
      }
    }
  }
  return out;
}

/** pairExchanges' per hand type: two or more in hand; each turn mask on the second square (loose and own key). */
const twice = new Uint8Array(64);
const bLoose = new Uint8Array(64);
const bAlone = new Uint8Array(64);

/** Per board, per tile type and side (ti * 4 + side): the turns of the type (bit r: rotation r) with track on that side. */
const sideCache = new WeakMap<Geometry, Uint8Array>();

function sideRotations(g: Geometry): Uint8Array {
  let t = sideCache.get(g);
  if (t) return t;
  t = new Uint8Array(g.types.length * 4);
  for (let ti = 0; ti < g.types.length; ti++) {
    for (const o of g.types[ti]!.orients) for (let side = 0; side < 4; side++) if ((o.exits >> side) & 1) t[ti * 4 + side]! |= 1 << o.rotation;
  }
  sideCache.set(g, t);
  return t;
}

/** The exchange candidate of tile type `ti` turned `rotation` on `sq` (candidateOf's object). */
function candidateAt(g: Geometry, ti: number, rotation: number, sq: number): Candidate {
  const hit = candidateTable(g)[((((sq * g.types.length + ti) << 2) | rotation) << 1) | 1];
  return hit ?? candidateOf(g, ti, g.types[ti]!.orients.find((o) => o.rotation === rotation)!, sq, true);
}

/**
 * How many turns of these hand types fit a square of this key (`fitCount` summed), counted once per
 * key and `pairExchanges` call: its pairs of squares ask about the same few keys over and over.
 */
function handCount(g: Geometry, types: readonly number[], key: number): number {
  if (countStamp[key] === countNow) return handCounts[key]!;
  let n = 0;
  for (let i = 0; i < types.length; i++) n += fitCount(g, types[i]!, key);
  countStamp[key] = countNow;
  handCounts[key] = n;
  return n;
}

/** handCount's memo: valid where `countStamp` holds `countNow`, which each `pairExchanges` call moves on. */
const countStamp = new Uint32Array(1 << 14);
const handCounts = new Uint16Array(1 << 14);
let countNow = 0;

/** A placement key with the rule on side `d` left out (the track lying there kept). */
function withoutSide(key: number, d: number): number {
  const mask = ~((1 << d) | (1 << (d + 4)));
  return (key & 0xff00) | (key & 0xff & mask);
}
