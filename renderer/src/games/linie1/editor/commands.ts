/**
 * The Linie 1 editor's edits. Each takes the board it will first apply to and returns a do/undo
 * pair (model/command.ts). Boards are immutable, so most edits swap one top-level list
 * (`setField`): exact, cheap, and a list left alone keeps its identity (the scene then leaves
 * what it drew alone). Renaming a building or a line carries the new id into the route cards.
 */
import type { BlockedSquare, Building, DieFace, EdgeName, Linie1Board, Line, RouteCard, Terminal, TileType } from '../../../../../games/linie1/board.js';
import { compound, setField, type Command } from '../../../editor-core/model/command.js';
import { nextNumbered, uniqueId } from '../../../editor-core/model/ids.js';
import type { Cell } from '../../../editor-core/modes/types.js';
import { resizeFromAnchor } from './grid.js';
import { nextLetter } from './letters.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

// Undo labels and refusals in the editor's language, made when the edit is.
const { t, list } = useT(editorArea);

export { nextLetter };

type B = Linie1Board;
type Cmd = Command<B>;
type Edge = Terminal['edge'];

/** Building letters in the order a new one takes them (the printed city leaves out J). */

export const LINE_COLOURS = ['#d62828', '#f2c500', '#2a9d3f', '#5bc0eb', '#d63aa5', '#c8c8c8', '#f77f00', '#6a4c93'];

const inside = (b: B, c: Cell) => c.row >= 1 && c.col >= 1 && c.row <= b.rows && c.col <= b.cols;

export function buildingAt(b: B, c: Cell) {
  return b.buildings.find((x) => x.row === c.row && x.col === c.col);
}

export function blockedAt(b: B, c: Cell): BlockedSquare | undefined {
  return b.blocked?.find((x) => x.row === c.row && x.col === c.col);
}

/** A blocked square's element id: "row,col". */
export function blockedId(c: Cell): string {
  return `${c.row},${c.col}`;
}

export function parseBlockedId(id: string): Cell | null {
  const m = /^(\d+),(\d+)$/.exec(id);
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
}

/** The blocked list as the file should hold it: an empty list leaves the key out (the 1995 board has none). */
function blockedField(b: B, label: string, list: BlockedSquare[]): Cmd {
  return setField(label, b, 'blocked', list.length > 0 ? list : undefined);
}


// ---- buildings --------------------------------------------------------------------------------

/** A building on an empty square (null when one stands there already, it is blocked, or it is off the grid). */
export function addBuilding(b: B, c: Cell): { command: Cmd; id: string } | null {
  if (!inside(b, c) || buildingAt(b, c) || blockedAt(b, c)) return null;
  const id = nextLetter(b);
  const building = { id, name: `Building ${id}`, row: c.row, col: c.col };
  return { command: setField(t('editor.linie1.u.addBuilding', { id }), b, 'buildings', [...b.buildings, building]), id };
}

export function removeBuildings(b: B, ids: ReadonlySet<string>): Cmd | null {
  if (!b.buildings.some((x) => ids.has(x.id))) return null;
  const n = b.buildings.filter((x) => ids.has(x.id)).length;
  return setField(n === 1 ? t('editor.linie1.u.removeBuilding', { id: [...ids][0]! }) : t('editor.linie1.u.removeBuildings', { n }), b, 'buildings', b.buildings.filter((x) => !ids.has(x.id)));
}

/** The buildings joined side by side to the one at `c` (a block), the clicked one first. */
export function buildingBlock(b: B, c: Cell): string[] {
  const start = buildingAt(b, c);
  if (!start) return [];
  const byCell = new Map(b.buildings.map((x) => [`${x.row},${x.col}`, x]));
  const out = [start.id];
  const seen = new Set([`${start.row},${start.col}`]);
  const queue = [start];
  while (queue.length) {
    const x = queue.pop()!;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const key = `${x.row + dr},${x.col + dc}`;
      const n = byCell.get(key);
      if (!n || seen.has(key)) continue;
      seen.add(key);
      out.push(n.id);
      queue.push(n);
    }
  }
  return out;
}

/**
 * Moves buildings and blocked squares by whole squares, each kept on the grid; none moves onto
 * a square another one keeps or takes.
 */
export function moveBuildings(b: B, ids: ReadonlySet<string>, dr: number, dc: number, blockedIds: ReadonlySet<string> = new Set()): Cmd | null {
  const some = b.buildings.some((x) => ids.has(x.id)) || (b.blocked ?? []).some((x) => blockedIds.has(blockedId(x)));
  if ((dr === 0 && dc === 0) || !some) return null;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(1, v));
  const shift = <T extends Cell>(x: T): T => ({ ...x, row: clamp(x.row + dr, b.rows), col: clamp(x.col + dc, b.cols) });
  const moved = b.buildings.map((x) => (ids.has(x.id) ? shift(x) : x));
  const movedBlocked = (b.blocked ?? []).map((x) => (blockedIds.has(blockedId(x)) ? shift(x) : x));
  const squares = new Set([...moved, ...movedBlocked].map((x) => blockedId(x)));
  if (squares.size < moved.length + movedBlocked.length) return null;
  const n = ids.size + blockedIds.size;
  const label = n === 1 ? (ids.size ? t('editor.linie1.u.moveBuilding', { id: [...ids][0]! }) : t('editor.linie1.u.moveBlocked')) : t('editor.linie1.u.moveSquares', { n });
  const parts: Cmd[] = [];
  if (ids.size) parts.push(setField('', b, 'buildings', moved));
  if (blockedIds.size) parts.push(blockedField(b, '', movedBlocked));
  return compound(label, parts);
}

export function editBuilding(b: B, id: string, patch: { name?: string; row?: number; col?: number }): Cmd | null {
  const old = b.buildings.find((x) => x.id === id);
  if (!old) return null;
  return setField(t('editor.linie1.u.editBuilding', { id }), b, 'buildings', b.buildings.map((x) => (x === old ? { ...x, ...patch } : x)));
}

/** A new letter for a building; route cards that name it follow. */
export function renameBuilding(b: B, id: string, to: string): Cmd | null {
  if (!to || to === id || !b.buildings.some((x) => x.id === id)) return null;
  const cards = b.routeCards.map((c) => ({
    ...c,
    stops: Object.fromEntries(Object.entries(c.stops).map(([line, stops]) => [line, stops.map((s) => (s === id ? to : s))])),
  }));
  return compound(t('editor.linie1.u.renameBuilding', { id, to }), [
    setField('', b, 'buildings', b.buildings.map((x) => (x.id === id ? { ...x, id: to } : x))),
    setField('', b, 'routeCards', cards),
  ]);
}

/** The sides of a building that may carry its stop sign (all four when the board does not say). */
export function allowedSides(x: Pick<Building, 'stopSides'>): EdgeName[] {
  return x.stopSides ? [...x.stopSides] : ['N', 'E', 'S', 'W'];
}

/**
 * Lets a side of a building take its stop sign, or not. All four sides allowed leaves the list
 * out of the file (the printed game's meaning); the sides are kept in N, E, S, W order.
 */
export function setStopSide(b: B, id: string, side: EdgeName, on: boolean): Cmd | null {
  const old = b.buildings.find((x) => x.id === id);
  if (!old) return null;
  const had = allowedSides(old);
  if (had.includes(side) === on) return null;
  const next = (['N', 'E', 'S', 'W'] as const).filter((e) => (e === side ? on : had.includes(e)));
  const { stopSides: _drop, ...rest } = old;
  const building: Building = next.length === 4 ? rest : { ...rest, stopSides: next };
  const word = t('editor.linie1.w.side', { side: { N: 'north', E: 'east', S: 'south', W: 'west' }[side] });
  return setField(t('editor.linie1.u.stopSign', { on: on ? 'yes' : 'no', side: word, id }), b, 'buildings', b.buildings.map((x) => (x === old ? building : x)));
}

/**
 * The building side a click on `c` means: the side of a building beside `c` that faces it. With
 * two or more buildings beside the square, `turn` picks one (R). A string says why there is none.
 */
export function stopSideAt(b: B, c: Cell, turn: number): { building: Building; edge: EdgeName } | string {
  if (!inside(b, c)) return t('editor.linie1.s.clickGrid');
  if (buildingAt(b, c)) return t('editor.linie1.s.notBuilding');
  const around: { building: Building; edge: EdgeName }[] = [];
  // Looking from the square north, east, south, west: the building there faces it with its opposite side.
  const look = [
    [-1, 0, 'S'],
    [0, 1, 'W'],
    [1, 0, 'N'],
    [0, -1, 'E'],
  ] as const;
  for (const [dr, dc, edge] of look) {
    const x = buildingAt(b, { row: c.row + dr, col: c.col + dc });
    if (x) around.push({ building: x, edge });
  }
  if (around.length === 0) return t('editor.linie1.s.noBuilding');
  return around[((turn % around.length) + around.length) % around.length]!;
}

// ---- blocked squares --------------------------------------------------------------------------

/** Blocks an open square (null on a building, a square blocked already, or off the grid). */
export function addBlocked(b: B, c: Cell): Cmd | null {
  if (!inside(b, c) || buildingAt(b, c) || blockedAt(b, c)) return null;
  return blockedField(b, t('editor.linie1.u.block', { row: c.row, col: c.col }), [...(b.blocked ?? []), { row: c.row, col: c.col }]);
}

/** Opens blocked squares again (by their "row,col" ids). */
export function removeBlocked(b: B, ids: ReadonlySet<string>): Cmd | null {
  const list = b.blocked ?? [];
  const keep = list.filter((x) => !ids.has(blockedId(x)));
  if (keep.length === list.length) return null;
  const gone = list.filter((x) => ids.has(blockedId(x)));
  return blockedField(b, gone.length === 1 ? t('editor.linie1.u.open', { row: gone[0]!.row, col: gone[0]!.col }) : t('editor.linie1.u.openMany', { n: gone.length }), keep);
}

// ---- lines and terminals ----------------------------------------------------------------------

/** Where a terminal may go when its loop starts at the clicked edge square, one per turn of R. */
export function terminalSpots(b: B, c: Cell): { edge: Edge; squares: [number, number] }[] {
  if (!inside(b, c)) return [];
  const out: { edge: Edge; squares: [number, number] }[] = [];
  const along = (edge: Edge, p: number, n: number) => {
    if (p + 1 <= n) out.push({ edge, squares: [p, p + 1] });
    if (p - 1 >= 1) out.push({ edge, squares: [p - 1, p] });
  };
  if (c.row === 1) along('top', c.col, b.cols);
  if (c.col === b.cols) along('right', c.row, b.rows);
  if (c.row === b.rows) along('bottom', c.col, b.cols);
  if (c.col === 1) along('left', c.row, b.rows);
  return out;
}

/** The squares (row, col) a loop on `edge` at `squares` touches. */
export function loopSquares(b: B, edge: Edge, squares: readonly [number, number]): Cell[] {
  return squares.map((p) =>
    edge === 'top' ? { row: 1, col: p } : edge === 'bottom' ? { row: b.rows, col: p } : edge === 'left' ? { row: p, col: 1 } : { row: p, col: b.cols },
  );
}

export function terminalAt(b: B, c: Cell, edge?: Edge): Terminal | undefined {
  return b.terminals.find((t) => (edge === undefined || t.edge === edge) && loopSquares(b, t.edge, t.squares).some((s) => s.row === c.row && s.col === c.col));
}

export function newLine(b: B): Line {
  const taken = new Set(b.lines.map((l) => l.id));
  const id = nextNumbered('', taken);
  return { id, name: `Linie ${id}`, colour: LINE_COLOURS[(Number(id) - 1) % LINE_COLOURS.length] ?? '#888888' };
}

export function addLine(b: B, line: Line = newLine(b)): Cmd {
  return setField(t('editor.linie1.u.addLine', { id: line.id }), b, 'lines', [...b.lines, line]);
}

export function editLine(b: B, id: string, patch: Partial<Pick<Line, 'name' | 'colour'>>): Cmd | null {
  if (!b.lines.some((l) => l.id === id)) return null;
  return setField(t('editor.linie1.u.editLine', { id }), b, 'lines', b.lines.map((l) => (l.id === id ? { ...l, ...patch } : l)));
}

/** A line, its terminals and its stops on every route card go. */
export function removeLine(b: B, id: string): Cmd | null {
  if (!b.lines.some((l) => l.id === id)) return null;
  const cards = b.routeCards.map((c) => ({ ...c, stops: Object.fromEntries(Object.entries(c.stops).filter(([line]) => line !== id)) }));
  return compound(t('editor.linie1.u.removeLine', { id }), [
    setField('', b, 'lines', b.lines.filter((l) => l.id !== id)),
    setField('', b, 'terminals', b.terminals.filter((t) => t.line !== id)),
    setField('', b, 'routeCards', cards),
  ]);
}

/**
 * A terminal of `lineId` (a new line when empty) with its loop at `spot`. Refused, in words, when
 * the line has both its terminals, another loop touches those squares' outer sides, or a
 * building stands there.
 */
export function stampTerminal(b: B, lineId: string, spot: { edge: Edge; squares: [number, number] }): { command: Cmd; id: string; line: string } | string {
  for (const s of loopSquares(b, spot.edge, spot.squares)) {
    const other = terminalAt(b, s, spot.edge);
    if (other) return t('editor.linie1.s.loopTaken', { street: other.street, line: other.line });
    const bd = buildingAt(b, s);
    if (bd) return t('editor.linie1.s.loopBuilding', { id: bd.id, row: s.row, col: s.col });
    if (blockedAt(b, s)) return t('editor.linie1.s.loopBlocked', { row: s.row, col: s.col });
  }
  const commands: Cmd[] = [];
  let line = b.lines.find((l) => l.id === lineId);
  if (!line) {
    line = newLine(b);
    commands.push(addLine(b, line));
  }
  const mine = b.terminals.filter((t) => t.line === line.id);
  if (mine.length >= 2) return t('editor.linie1.s.lineFull', { id: line.id });
  const taken = new Set([...b.terminals.map((t) => t.id), ...b.buildings.map((x) => x.id)]);
  const id = uniqueId(`T${line.id}${mine.some((t) => t.id.endsWith('a')) ? 'b' : 'a'}`, taken);
  const terminal: Terminal = { id, line: line.id, edge: spot.edge, squares: spot.squares, street: `${line.name} ${mine.length === 0 ? 'start' : 'end'}` };
  commands.push(setField('', b, 'terminals', [...b.terminals, terminal]));
  return { command: compound(t('editor.linie1.u.addTerminal', { id, line: line.id }), commands), id, line: line.id };
}

export function removeTerminals(b: B, ids: ReadonlySet<string>): Cmd | null {
  if (!b.terminals.some((t) => ids.has(t.id))) return null;
  return setField(ids.size === 1 ? t('editor.linie1.u.removeTerminal', { id: [...ids][0]! }) : t('editor.linie1.u.removeTerminals', { n: ids.size }), b, 'terminals', b.terminals.filter((t) => !ids.has(t.id)));
}

/**
 * Slides terminals along their edges by whole squares (rows on the left and right edges, columns
 * on the top and bottom), each kept on its edge: one past the end of its edge comes back onto it.
 */
export function moveTerminals(b: B, ids: ReadonlySet<string>, dr: number, dc: number): Cmd | null {
  let moved = 0;
  const next = b.terminals.map((t) => {
    if (!ids.has(t.id)) return t;
    const across = t.edge === 'top' || t.edge === 'bottom';
    const along = across ? b.cols : b.rows;
    const lo = Math.min(...t.squares);
    const to = Math.min(along - 1, Math.max(1, lo + (across ? dc : dr)));
    if (to === lo) return t;
    moved++;
    return { ...t, squares: t.squares.map((q) => q + to - lo) as [number, number] };
  });
  if (moved === 0) return null;
  return setField(moved === 1 ? t('editor.linie1.u.moveTerminal', { id: b.terminals.find((x, i) => x !== next[i])!.id }) : t('editor.linie1.u.moveTerminals', { n: moved }), b, 'terminals', next);
}

export function editTerminal(b: B, id: string, patch: Partial<Omit<Terminal, 'id'>>): Cmd | null {
  if (!b.terminals.some((t) => t.id === id)) return null;
  return setField(t('editor.linie1.u.editTerminal', { id }), b, 'terminals', b.terminals.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

// ---- the grid ---------------------------------------------------------------------------------

/**
 * A new grid size (2 to 30 a side), the top-left corner kept in place. What no longer fits stays
 * in the file: the problem list names it, the map draws it ghosted outside the grid.
 */
export function resizeGrid(b: B, rows: number, cols: number): Cmd | null {
  return resizeFromAnchor(b, rows, cols, 'top-left');
}

// ---- tile types -------------------------------------------------------------------------------

export function editTileType(b: B, id: string, patch: Partial<Omit<TileType, 'id'>>): Cmd | null {
  if (!b.tileTypes.some((t) => t.id === id)) return null;
  return setField(t('editor.linie1.u.editTile', { id }), b, 'tileTypes', b.tileTypes.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

/** Joins or parts two sides of a tile type (a piece of track on, or off). */
export function toggleSegment(b: B, id: string, a: TileType['segments'][number][0], c: TileType['segments'][number][0]): Cmd | null {
  const t = b.tileTypes.find((x) => x.id === id);
  if (!t || a === c) return null;
  const same = (s: readonly [string, string]) => (s[0] === a && s[1] === c) || (s[0] === c && s[1] === a);
  const segments = t.segments.some(same) ? t.segments.filter((s) => !same(s)) : [...t.segments, [a, c] as [typeof a, typeof c]];
  return editTileType(b, id, { segments });
}

export function addTileType(b: B): { command: Cmd; id: string } {
  const id = uniqueId('tile', new Set(b.tileTypes.map((t) => t.id)));
  const tile: TileType = { id, name: t('editor.linie1.new.tile'), segments: [['N', 'S']], trees: false, pile: 1, start: 0 };
  return { command: setField(t('editor.linie1.u.addTile', { id }), b, 'tileTypes', [...b.tileTypes, tile]), id };
}

/** A tile type goes, and with it its place in the starting hand. */
export function removeTileType(b: B, id: string): Cmd | null {
  if (!b.tileTypes.some((t) => t.id === id)) return null;
  const hand = Object.fromEntries(Object.entries(b.startingHand).filter(([k]) => k !== id));
  return compound(t('editor.linie1.u.removeTile', { id }), [setField('', b, 'tileTypes', b.tileTypes.filter((t) => t.id !== id)), setField('', b, 'startingHand', hand)]);
}

/** How many tiles of a type each player starts with (0 takes it out of the starting hand). */
export function setStartingCount(b: B, id: string, n: number): Cmd | null {
  const v = Math.max(0, Math.round(n));
  const had = Object.prototype.hasOwnProperty.call(b.startingHand, id) ? b.startingHand[id] : undefined;
  if ((had ?? 0) === v) return null;
  const hand: Record<string, number> = {};
  let placed = false;
  for (const [k, count] of Object.entries(b.startingHand)) {
    if (k === id) {
      placed = true;
      if (v > 0) hand[k] = v;
    } else hand[k] = count;
  }
  if (!placed && v > 0) hand[id] = v;
  return setField(t('editor.linie1.u.hand', { n: v, id }), b, 'startingHand', hand);
}

export function setNumber(b: B, key: 'handSize' | 'tilesPerTurn', n: number): Cmd | null {
  const v = Math.round(n);
  if (!Number.isFinite(v) || v === b[key]) return null;
  return setField(key === 'handSize' ? t('editor.linie1.u.handSize', { n: v }) : t('editor.linie1.u.perTurn', { n: v }), b, key, v);
}

// ---- route cards ------------------------------------------------------------------------------

export function editRouteCard(b: B, id: string, patch: Partial<Omit<RouteCard, 'id'>>): Cmd | null {
  if (!b.routeCards.some((c) => c.id === id)) return null;
  return setField(t('editor.linie1.u.editCard', { id }), b, 'routeCards', b.routeCards.map((c) => (c.id === id ? { ...c, ...patch } : c)));
}

export function removeRouteCard(b: B, id: string): Cmd | null {
  if (!b.routeCards.some((c) => c.id === id)) return null;
  return setField(t('editor.linie1.u.removeCard', { id }), b, 'routeCards', b.routeCards.filter((c) => c.id !== id));
}

/** A small seeded generator (route card sets are the same for the same board and seed). */
function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A set of route cards like the printed ones: one card per line (at least `players`' largest
 * count), each giving every line `stops` different buildings. `prefix` names them ("B1" …);
 * cards of the same prefix are replaced, the other set stays.
 */
export function routeCardSet(b: B, opts: { prefix: string; stops: number; players: number[]; seed?: number }): Cmd | string {
  const letters = b.buildings.map((x) => x.id);
  if (letters.length < opts.stops) return t('editor.linie1.u.setTooFewBuildings', { stops: opts.stops, n: letters.length });
  if (b.lines.length === 0) return t('editor.linie1.u.setNoLines');
  const rnd = mulberry(opts.seed ?? letters.length * 31 + b.lines.length);
  const count = Math.max(b.lines.length, ...opts.players);
  const cards: RouteCard[] = Array.from({ length: count }, (_, i) => ({
    id: `${opts.prefix}${i + 1}`,
    players: [...opts.players],
    stops: Object.fromEntries(
      b.lines.map((l) => {
        const pool = [...letters];
        const pick: string[] = [];
        while (pick.length < opts.stops) pick.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
        return [l.id, pick.sort()];
      }),
    ),
  }));
  const same = new RegExp(`^${opts.prefix}\\d+$`);
  const kept = b.routeCards.filter((c) => !same.test(c.id));
  return setField(t('editor.linie1.u.cardSet', { stops: opts.stops, players: list(opts.players.map(String), { type: 'disjunction' }) }), b, 'routeCards', [...kept, ...cards]);
}

// ---- the die ----------------------------------------------------------------------------------

export function setDie(b: B, faces: DieFace[]): Cmd | null {
  if (faces.length === b.die.length && faces.every((f, i) => f === b.die[i])) return null;
  return setField(t('editor.linie1.u.dieFaces'), b, 'die', faces);
}
