/**
 * The Linie 1 turn: the moves, who acts, and when the game ends. Setting up a table is in
 * setup.ts (re-exported here), placement checks in placement.ts, routes and driving in route.ts.
 */
import { article } from '../core/words.js';
import { list, wordingOf, type Said } from '../core/wording.js';
import { placeWords, said, squareWords } from './messages.js';
import { refuse } from '../core/errors.js';
import { hasOwnId, own, setOwn } from '../core/ids.js';
import { Rng } from '../core/rng.js';
import type { GameEvent, Outcome, PlayerId } from '../core/types.js';
import { EXITS, type Geometry, geometry, opposite, parseSquareKey, squareKey } from './geometry.js';
import {
  exchangeProblem,
  handTypes,
  listPlacements,
  pairExchanges,
  problemCode,
  segGrid,
  sideProblem,
  singlePlacements,
  squareProblem,
} from './placement.js';
import { gridTables, tileLaid } from './grid-tables.js';
import { rememberPlacements } from './listed.js';
import { advance, findPath, findPaths, pathProblem, type RouteGoal } from './route.js';
import type { Linie1Move, Linie1State, PlayerState, TileRef } from './types.js';

export { setup } from './setup.js';


export function playerOf(state: Linie1State, id: PlayerId): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

/** The terminals and stop squares a player's route needs, or the reason it cannot be driven yet. */
export function routeGoal(state: Linie1State, p: PlayerState): RouteGoal | Said {
  const g = geometry(state.board);
  const terms = lineTerminals(g).get(p.line) ?? [];
  if (terms.length !== 2) return said('linie1.goal.terminals', { line: p.line });
  const stops: number[] = [];
  for (const b of stopsOf(state, p)) {
    const key = own(state.stopSigns, b);
    if (key === undefined) {
      const name = state.board.buildings.find((x) => x.id === b)?.name ?? b;
      return said('linie1.goal.noStopSign', { building: name, id: b });
    }
    stops.push(parseSquareKey(g, key));
  }
  return { terminals: [terms[0]!, terms[1]!], stops, throughOwnTerminals: state.options.throughOwnTerminals };
}

/** Per board: each line's terminal indices, in the board's order (asked at the start of every building turn). */
const terminalsByLine = new WeakMap<Geometry, Map<string, number[]>>();

function lineTerminals(g: Geometry): Map<string, number[]> {
  let byLine = terminalsByLine.get(g);
  if (byLine) return byLine;
  byLine = new Map();
  g.terminals.forEach((t, i) => {
    const list = byLine!.get(t.line);
    if (list) list.push(i);
    else byLine!.set(t.line, [i]);
  });
  terminalsByLine.set(g, byLine);
  return byLine;
}

export function stopsOf(state: Linie1State, p: PlayerState): string[] {
  const card = state.board.routeCards.find((c) => c.id === p.route);
  return (card && own(card.stops, p.line)) ?? [];
}

/** A (shortest) valid path for the player's route as the board lies now, or null. */
export function readyPath(state: Linie1State, p: PlayerState, segs?: Uint8Array): string[] | null {
  const goal = routeGoal(state, p);
  if (!('terminals' in goal)) return null;
  const g = geometry(state.board);
  return findPath(g, segs ?? segGrid(g, state.grid), goal);
}

/** A valid path from each of the player's terminals that has one (the player starts at either). */
export function readyPaths(state: Linie1State, p: PlayerState, segs?: Uint8Array): string[][] {
  const goal = routeGoal(state, p);
  if (!('terminals' in goal)) return [];
  const g = geometry(state.board);
  return findPaths(g, segs ?? segGrid(g, state.grid), goal);
}

/** May tiles be taken from driving players' open supplies now (see the option in types.ts)? */
function driversOpen(s: Linie1State): boolean {
  return !s.options.driversTilesWhenPileEmpty || s.pile.length === 0;
}

export function activePlayers(state: Linie1State): PlayerId[] {
  if (state.ended) return [];
  return [state.players[state.current]!.id];
}

function tileName(g: Geometry, id: string): string {
  const i = g.typeIndex.get(id);
  return i === undefined ? id : g.types[i]!.name;
}

function refMove(c: { tile: string; rotation: number; sq: number }, g: Geometry): TileRef {
  return { tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 };
}

/**
 * Every legal move. Placements list each distinct tile type and each distinct rotation once
 * (two straights in hand, or a straight turned by 180°, give one move). Double exchanges are
 * listed only where they are needed (one of the two is refused alone); `apply` accepts any
 * legal pair. A finished route is offered as a declaration from each terminal a valid path
 * starts at (the shortest such path).
 */
export function legalMoves(state: Linie1State, player: PlayerId): Linie1Move[] {
  if (state.ended) return [];
  const p = state.players[state.current]!;
  if (p.id !== player) return [];
  const g = geometry(state.board);
  if (state.step === 'drive') return [{ type: 'roll' }];
  if (state.step === 'refill') {
    const out: Linie1Move[] = [];
    if (state.pile.length > 0) out.push({ type: 'draw' });
    if (!driversOpen(state)) return out;
    for (const q of state.players) {
      if (!q.trip || q.id === p.id) continue;
      for (const tile of new Set(q.hand)) out.push({ type: 'take', from: q.id, tile });
    }
    return out;
  }
  const { segs, keys } = gridTables(g, state);
  // The double exchanges and the declarations are found first, so the list is made at its whole
  // length: pushed after the hundreds of placements, each grew it (a copy) again.
  const pairs = state.laid + 2 <= state.board.tilesPerTurn ? pairExchanges(g, state.grid, segs, p.hand, keys) : NONE;
  const paths = state.laid === 0 ? readyPaths(state, p, segs) : NONE;
  const { moves: out, count, listing } = listPlacements(g, keys, handTypes(g, p.hand), pairs.length + paths.length);
  rememberPlacements(out, state, count, listing);
  let n = count;
  for (const [a, b] of pairs) out[n++] = { type: 'exchangePair', a: refMove(a, g), b: refMove(b, g) };
  for (const path of paths) out[n++] = { type: 'declare', path };
  if (n === 0) out.push({ type: 'pass' });
  return out;
}

/** No double exchanges, or no declarations. */
const NONE: readonly never[] = [];

/** A copy sharing nothing mutable with `s` except the board (tiles on the grid are replaced, never edited). */
export function cloneState(s: Linie1State): Linie1State {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p, hand: p.hand.slice(), trip: p.trip ? { path: p.trip.path.slice(), at: p.trip.at } : null })),
    grid: s.grid.slice(),
    stopSigns: { ...s.stopSigns },
    pile: s.pile.slice(),
    rng: { s: [...s.rng.s] as [number, number, number, number] },
  };
}

/**
 * Applies a move of the right shape to `s` in place (core's defineGame runs it on a `cloneState`
 * copy; a whole-state structuredClone cost most of a bot game's time); refuses by throwing.
 */
export function step(s: Linie1State, player: PlayerId, move: Linie1Move, events: GameEvent[]): void {
  if (s.ended) refuse('game-over', said('linie1.refuse.gameOver'));
  const p = s.players[s.current]!;
  if (p.id !== player) {
    const who = playerOf(s, player);
    refuse('not-your-turn', who ? said('linie1.refuse.notYourTurn', { player: p.name, you: who.name }) : said('linie1.refuse.notAPlayer', { id: player }));
  }
  switch (move.type) {
    case 'place': return place(s, p, move, events);
    case 'exchangePair': return exchangePair(s, p, move.a, move.b, events);
    case 'pass': return pass(s, p, events);
    case 'declare': return declare(s, p, move.path, events);
    case 'roll': return roll(s, p, events);
    case 'draw': return draw(s, p, events);
    case 'take': return take(s, p, move.from, move.tile, events);
  }
}

/**
 * Applies a move taken from `legalMoves` of `s` to `s` itself, without the checks (the
 * simulation path, sim.ts): the same effects as `apply`, so the same state. Events are built
 * only when `events` is given.
 */
export function stepTrusted(s: Linie1State, move: Linie1Move, events?: GameEvent[]): void {
  const p = s.players[s.current]!;
  const g = geometry(s.board);
  switch (move.type) {
    case 'place': {
      // The event carries the move as the host's parse gives it (the schema's key order).
      const ref: TileRef = events ? { tile: move.tile, rotation: move.rotation, row: move.row, col: move.col, type: 'place' } as TileRef : move;
      layTile(s, g, p, ref, squareOf(g, move), events);
      return afterLaying(s, p, events);
    }
    case 'exchangePair': return swapPair(s, g, p, move.a, move.b, squareOf(g, move.a), squareOf(g, move.b), events);
    case 'pass': return passed(s, p, events);
    case 'declare': return declared(s, g, p, move.path, events);
    case 'roll': return drive(s, p, events);
    case 'draw': return drawn(s, p, events);
    case 'take': return taken(s, p, playerOf(s, move.from)!, move.tile, events);
  }
}

function squareOf(g: Geometry, ref: { row: number; col: number }): number {
  return (ref.row - 1) * g.cols + (ref.col - 1);
}

function mustBuild(s: Linie1State, p: PlayerState): void {
  if (s.step === 'drive') refuse('driving', said('linie1.refuse.driving', { player: p.name }));
  if (s.step === 'refill') refuse('refilling', said('linie1.refuse.refilling', { player: p.name }));
  if (s.laid >= s.board.tilesPerTurn) refuse('turn-done', said('linie1.refuse.turnDone', { tilesPerTurn: s.board.tilesPerTurn }));
}

/** Checks one tile reference against hand and square; returns the square and what lies there. */
function checkRef(s: Linie1State, g: Geometry, p: PlayerState, ref: TileRef): number {
  const ti = g.typeIndex.get(ref.tile);
  if (ti === undefined) refuse('unknown-tile', said('linie1.refuse.unknownTile', { tile: ref.tile }));
  if (!p.hand.includes(ref.tile)) refuse('not-in-hand', said('linie1.refuse.notInHand', { player: p.name, tile: g.types[ti]!.name }));
  if (ref.row > g.rows || ref.col > g.cols) refuse('off-board', said('linie1.refuse.offBoard', { row: ref.row, col: ref.col, rows: g.rows, cols: g.cols }));
  const sq = squareOf(g, ref);
  const why = squareProblem(g, sq);
  if (why) refuse(problemCode(why), why);
  return sq;
}

function place(s: Linie1State, p: PlayerState, ref: TileRef, events: GameEvent[]): void {
  mustBuild(s, p);
  const g = geometry(s.board);
  const sq = checkRef(s, g, p, ref);
  const segs = segGrid(g, s.grid);
  const seg = g.types[g.typeIndex.get(ref.tile)!]!.segByRot[ref.rotation]!;
  const old = s.grid[sq];
  if (old) {
    const why = exchangeProblem(g, old, seg);
    if (why) refuse('exchange', why);
  }
  const why = sideProblem(g, segs, sq, EXITS[seg]!);
  if (why) refuse(problemCode(why), why);
  layTile(s, g, p, ref, sq, events);
  afterLaying(s, p, events);
}

function layTile(s: Linie1State, g: Geometry, p: PlayerState, ref: TileRef, sq: number, events: GameEvent[] | undefined): void {
  const old = s.grid[sq];
  p.hand.splice(p.hand.indexOf(ref.tile), 1);
  s.grid[sq] = { tile: ref.tile, rotation: ref.rotation };
  tileLaid(g, s, sq);
  s.laid++;
  if (old) {
    p.hand.push(old.tile);
    s.exchanged++;
    events?.push({
      type: 'exchange',
      player: p.id,
      ...said('linie1.log.exchange', { player: p.name, tileName: tileName(g, old.tile), square: squareWords(g, sq), tileName2: tileName(g, ref.tile), tileName2Art: article(tileName(g, ref.tile)) }),
      data: { ...ref, old },
    });
    return;
  }
  events?.push({ type: 'place', player: p.id, ...said('linie1.log.place', { player: p.name, tileName: tileName(g, ref.tile), tileNameArt: article(tileName(g, ref.tile)), square: squareWords(g, sq) }), data: ref });
  // The first tile beside a building (not diagonally) carries its stop sign; on a board that
  // names the building's stop sides, only a tile against one of those sides.
  for (let d = 0; d < 4; d++) {
    const n = g.neighbour[sq * 4 + d]!;
    if (n < 0 || g.building[n]! < 0) continue;
    if (!(g.buildingSides[g.building[n]!]! & (1 << opposite(d)))) continue;
    const b = g.buildingIds[g.building[n]!]!;
    if (hasOwnId(s.stopSigns, b)) continue;
    setOwn(s.stopSigns, b, squareKey(g, sq));
    events?.push({ type: 'stopSign', ...said('linie1.log.stopSign', { building: g.buildingNames[g.building[n]!] ?? b, id: b, square: squareWords(g, sq) }), data: { building: b, square: squareKey(g, sq) } });
  }
}

function afterLaying(s: Linie1State, p: PlayerState, events: GameEvent[] | undefined): void {
  if (s.laid >= s.board.tilesPerTurn) endBuilding(s, p, events);
}

function exchangePair(s: Linie1State, p: PlayerState, a: TileRef, b: TileRef, events: GameEvent[]): void {
  mustBuild(s, p);
  if (s.laid + 2 > s.board.tilesPerTurn) refuse('turn-done', said('linie1.refuse.doubleNeedsTwo'));
  const g = geometry(s.board);
  const sa = checkRef(s, g, p, a);
  const sb = checkRef(s, g, p, b);
  if (a.tile === b.tile && p.hand.filter((t) => t === a.tile).length < 2) refuse('not-in-hand', said('linie1.refuse.onlyOne', { player: p.name, tileName: tileName(g, a.tile) }));
  let side = -1;
  for (let d = 0; d < 4; d++) if (g.neighbour[sa * 4 + d] === sb) side = d;
  if (side < 0) refuse('not-side-by-side', said('linie1.refuse.notSideBySide'));
  const segs = segGrid(g, s.grid);
  const segA = g.types[g.typeIndex.get(a.tile)!]!.segByRot[a.rotation]!;
  const segB = g.types[g.typeIndex.get(b.tile)!]!.segByRot[b.rotation]!;
  for (const [sq, seg] of [[sa, segA], [sb, segB]] as const) {
    const old = s.grid[sq];
    if (!old) refuse('exchange', said('linie1.refuse.doubleEmpty', { square: squareWords(g, sq) }));
    const why = exchangeProblem(g, old, seg);
    if (why) refuse('exchange', said('linie1.refuse.atSquare', { square: squareWords(g, sq), why }));
  }
  segs[sa] = segA;
  segs[sb] = segB;
  for (const [sq, seg] of [[sa, segA], [sb, segB]] as const) {
    const why = sideProblem(g, segs, sq, EXITS[seg]!);
    if (why) refuse(problemCode(why), said('linie1.refuse.atSquare', { square: squareWords(g, sq), why }));
  }
  swapPair(s, g, p, a, b, sa, sb, events);
}

function swapPair(s: Linie1State, g: Geometry, p: PlayerState, a: TileRef, b: TileRef, sa: number, sb: number, events: GameEvent[] | undefined): void {
  // Both new tiles came from the hand before either old one was taken back.
  const oldA = s.grid[sa]!;
  const oldB = s.grid[sb]!;
  p.hand.splice(p.hand.indexOf(a.tile), 1);
  p.hand.splice(p.hand.indexOf(b.tile), 1);
  s.grid[sa] = { tile: a.tile, rotation: a.rotation };
  s.grid[sb] = { tile: b.tile, rotation: b.rotation };
  tileLaid(g, s, sa);
  tileLaid(g, s, sb);
  p.hand.push(oldA.tile, oldB.tile);
  s.laid += 2;
  s.exchanged += 2;
  events?.push({
    type: 'exchangePair',
    player: p.id,
    ...said('linie1.log.exchangePair', { player: p.name, square: squareWords(g, sa), square2: squareWords(g, sb), tileName: tileName(g, a.tile), tileNameArt: article(tileName(g, a.tile)), tileName2: tileName(g, b.tile), tileName2Art: article(tileName(g, b.tile)) }),
    data: { a, b, oldA, oldB },
  });
  afterLaying(s, p, events);
}

function pass(s: Linie1State, p: PlayerState, events: GameEvent[]): void {
  mustBuild(s, p);
  const g = geometry(s.board);
  const segs = segGrid(g, s.grid);
  const single = singlePlacements(g, s.grid, segs, p.hand, true);
  if (single.length > 0) {
    const c = single[0]!;
    refuse('must-build', said('linie1.refuse.mustBuild', { tilesPerTurn: s.board.tilesPerTurn, tileName: tileName(g, c.tile), tileNameArt: article(tileName(g, c.tile)), square: squareWords(g, c.sq) }));
  }
  if (s.laid + 2 <= s.board.tilesPerTurn && pairExchanges(g, s.grid, segs, p.hand).length > 0) {
    refuse('must-build', said('linie1.refuse.mustBuildDouble'));
  }
  if (s.laid === 0 && readyPath(s, p, segs)) refuse('must-declare', said('linie1.refuse.mustDeclare'));
  passed(s, p, events);
}

function passed(s: Linie1State, p: PlayerState, events: GameEvent[] | undefined): void {
  events?.push({ type: 'pass', player: p.id, ...said(s.laid > 0 ? 'linie1.log.passFurther' : 'linie1.log.pass', { player: p.name }) });
  endBuilding(s, p, events);
}

function declare(s: Linie1State, p: PlayerState, path: string[], events: GameEvent[]): void {
  if (s.step !== 'build') refuse('not-now', said(s.step === 'drive' ? 'linie1.refuse.alreadyDriving' : 'linie1.refuse.refillingDeclare'));
  if (s.laid > 0) refuse('not-now', said('linie1.refuse.declareFirst'));
  const goal = routeGoal(s, p);
  if (!('terminals' in goal)) refuse('route-unfinished', goal);
  const g = geometry(s.board);
  const why = pathProblem(g, segGrid(g, s.grid), goal, path);
  if (why) refuse('route-unfinished', said('linie1.refuse.routeUnfinished', { why }));
  declared(s, g, p, path, events);
}

function declared(s: Linie1State, g: Geometry, p: PlayerState, path: string[], events: GameEvent[] | undefined): void {
  p.trip = { path: [...path], at: 0 };
  s.step = 'drive';
  s.idleTurns = 0;
  if (!events) return;
  const stops = stopsOf(s, p);
  const start = g.terminals[g.terminalIndex.get(path[0]!)!]!;
  events.push({
    type: 'declare',
    player: p.id,
    ...said('linie1.log.declare', { player: p.name, line: p.line, stops: list(stops), street: start.street }),
    data: { line: p.line, route: p.route, stops, path },
  });
}

function roll(s: Linie1State, p: PlayerState, events: GameEvent[]): void {
  if (s.step !== 'drive' || !p.trip) refuse('not-driving', said('linie1.refuse.notDriving', { player: p.name }));
  drive(s, p, events);
}

function drive(s: Linie1State, p: PlayerState, events: GameEvent[] | undefined): void {
  const g = geometry(s.board);
  const rng = new Rng(s.rng);
  const face = rng.pick(s.board.die);
  s.lastRoll = face;
  const signs = new Set(Object.values(s.stopSigns));
  const trip = p.trip!;
  const from = trip.at;
  const to = advance(trip.path, from, face, (k) => signs.has(k), (id) => g.terminalIndex.has(id));
  trip.at = to;
  const last = trip.path.length - 1;
  const where = events ? placeWords(g, trip.path[to]!) : '';
  events?.push({
    type: 'roll',
    player: p.id,
    ...said(face === 'H' ? 'linie1.log.rollH' : 'linie1.log.roll', { player: p.name, face, spaces: to - from, where }),
    data: { face, from, to },
  });
  if (to === last) {
    s.winner = p.id;
    s.ended = 'finished';
    events?.push({ type: 'win', player: p.id, ...said('linie1.log.win', { player: p.name, where, line: p.line }) });
    events?.push({ type: 'finalTotals', ...finalStandingsText(s) });
    return;
  }
  endTurn(s, events);
}

function driversWithTiles(s: Linie1State, p: PlayerState): boolean {
  return s.players.some((q) => q !== p && q.trip && q.hand.length > 0);
}

/**
 * The end of a building turn: the hand is refilled. The German rulebook fills it up to five
 * (the board's hand size); with the option, one tile is drawn per tile laid from the hand (an
 * exchanged tile came back, so it is not replaced). Tiles come from the pile, or from driving
 * players' open supplies: then each tile is the player's choice (the `refill` step).
 */
function endBuilding(s: Linie1State, p: PlayerState, events: GameEvent[] | undefined): void {
  s.idleTurns = s.laid === 0 ? s.idleTurns + 1 : 0;
  const room = s.board.handSize - p.hand.length;
  s.toDraw = Math.max(0, s.options.drawOnlyWhatWasLaid ? Math.min(room, s.laid - s.exchanged) : room);
  const drawn: string[] = [];
  // Drivers' tiles are a choice only when they may be taken now; with the option that is once
  // the pile is empty, so the pile is drawn from first.
  if (!(driversOpen(s) && driversWithTiles(s, p))) {
    while (s.toDraw > 0 && s.pile.length > 0) {
      const t = s.pile.pop()!;
      p.hand.push(t);
      drawn.push(t);
      s.toDraw--;
    }
  }
  if (events && drawn.length > 0) {
    const g = geometry(s.board);
    events.push({
      type: 'draw',
      player: p.id,
      ...said('linie1.log.draw', { player: p.name, length: drawn.length, tiles: list(drawn.map((t) => tileName(g, t))) }),
      data: { tiles: drawn },
    });
  }
  if (s.toDraw > 0 && driversOpen(s) && driversWithTiles(s, p)) {
    s.step = 'refill';
    return;
  }
  endTurn(s, events);
}

function refillDone(s: Linie1State, p: PlayerState, events: GameEvent[] | undefined): void {
  s.toDraw--;
  if (s.toDraw <= 0 || (s.pile.length === 0 && !driversWithTiles(s, p))) endTurn(s, events);
}

function draw(s: Linie1State, p: PlayerState, events: GameEvent[]): void {
  if (s.step !== 'refill') refuse('not-now', said('linie1.refuse.drawAtEnd'));
  if (s.pile.length === 0) refuse('pile-empty', said('linie1.refuse.pileEmpty'));
  drawn(s, p, events);
}

function drawn(s: Linie1State, p: PlayerState, events: GameEvent[] | undefined): void {
  const t = s.pile.pop()!;
  p.hand.push(t);
  events?.push({ type: 'draw', player: p.id, ...said('linie1.log.drawOne', { player: p.name, tileName: tileName(geometry(s.board), t), tileNameArt: article(tileName(geometry(s.board), t)) }), data: { tiles: [t] } });
  refillDone(s, p, events);
}

function take(s: Linie1State, p: PlayerState, from: string, tile: string, events: GameEvent[]): void {
  if (s.step !== 'refill') refuse('not-now', said('linie1.refuse.takeAtEnd'));
  const q = playerOf(s, from);
  if (!q || q === p) refuse('no-source', said('linie1.refuse.noSource', { from }));
  if (!q.trip) refuse('no-source', said('linie1.refuse.notDrivingOther', { other: q.name }));
  if (!driversOpen(s)) refuse('pile-first', said('linie1.refuse.pileFirst'));
  const i = q.hand.indexOf(tile);
  if (i < 0) refuse('no-source', said('linie1.refuse.noSuchTile', { other: q.name }));
  taken(s, p, q, tile, events);
}

function taken(s: Linie1State, p: PlayerState, q: PlayerState, tile: string, events: GameEvent[] | undefined): void {
  q.hand.splice(q.hand.indexOf(tile), 1);
  p.hand.push(tile);
  events?.push({ type: 'take', player: p.id, ...said('linie1.log.take', { player: p.name, tileName: tileName(geometry(s.board), tile), tileNameArt: article(tileName(geometry(s.board), tile)), other: q.name }), data: { from: q.id, tile } });
  refillDone(s, p, events);
}

function endTurn(s: Linie1State, events: GameEvent[] | undefined): void {
  // Nobody is driving and every player in a row could lay nothing: the city is stuck.
  if (s.idleTurns >= s.players.length && !s.players.some((q) => q.trip)) {
    s.ended = 'stalemate';
    events?.push({ type: 'stalemate', ...said('linie1.log.stalemate') });
    events?.push({ type: 'finalTotals', ...finalStandingsText(s) });
    return;
  }
  s.current = (s.current + 1) % s.players.length;
  s.step = s.players[s.current]!.trip ? 'drive' : 'build';
  s.laid = 0;
  s.exchanged = 0;
  s.toDraw = 0;
  s.turn++;
}

export function outcome(state: Linie1State): Outcome | null {
  if (!state.ended) return null;
  const scores: Record<PlayerId, number> = {};
  for (const p of state.players) scores[p.id] = p.id === state.winner ? 1 : 0;
  const breakdown = state.players.map((p) => ({ player: p.id, line: p.line, route: p.route, stops: stopsOf(state, p), trip: p.trip }));
  const heard = Object.fromEntries(state.players.map((p) => [p.id, standingOf(state, p)]));
  const standings = Object.fromEntries(Object.entries(heard).map(([id, w]) => [id, w.text]));
  const standingsWords = Object.fromEntries(Object.entries(heard).map(([id, w]) => [id, wordingOf(w)]));
  const w = state.ended === 'finished' ? playerOf(state, state.winner!)! : null;
  const summaryWords = w ? said('linie1.outcome.win', { player: w.name, line: w.line }) : said('linie1.outcome.stalemate');
  return { scores, winners: w ? [w.id] : [], breakdown, standings, standingsWords, summary: summaryWords.text, summaryWords: wordingOf(summaryWords) };
}

/** What the race gave a seat, in words: it is a race, so there are no points, only how far each tram got. */
function standingOf(state: Linie1State, p: PlayerState): Said {
  if (p.id === state.winner) return said('linie1.standing.finished', { line: p.line });
  if (p.trip) return said('linie1.standing.driving', { line: p.line, at: p.trip.at, spaces: p.trip.path.length - 1 });
  return said('linie1.standing.building', { line: p.line });
}

/** The closing log line: every seat's standing, the winner first. */
function finalStandingsText(state: Linie1State): Said {
  const order = [...state.players].sort((a, b) => progress(state, b) - progress(state, a));
  return said('linie1.log.finalStandings', { seats: list(order.map((p) => ({ key: 'linie1.standing.seat', params: { player: p.name, standing: standingOf(state, p) } })), 'semicolon') });
}

function progress(state: Linie1State, p: PlayerState): number {
  if (p.id === state.winner) return 2;
  return p.trip ? p.trip.at / Math.max(1, p.trip.path.length - 1) : -1;
}
