/**
 * What makes a Linie 1 board unplayable, beyond its shape: each problem points at the element
 * (`$.terminals[2]`) so the editor can show it.
 */
import { handShortfall, MAX_PLAYERS, MIN_PLAYERS, pileSize } from './seats.js';
import { problemSayer } from '../core/board-problem.js';
import { list, type Wording, type WordParams } from '../core/wording.js';
import { prototypeIdProblems } from '../core/board-ids.js';
import { hasOwnId } from '../core/ids.js';
import type { BoardProblem } from '../core/types.js';
import type { Linie1Board, Terminal } from './board.js';
import { EDGES, geometry, terminalPorts } from './geometry.js';
import { linie1Messages } from './messages.js';

const say = problemSayer(linie1Messages);

/**
 * Where a terminal whose loop runs past the end of its edge lies, in words a designer can act on
 * (a grid made smaller leaves it there): "below the grid … at rows 9 and 10 … only 8 rows".
 */
function beyondEdge(t: Terminal, rows: number, cols: number): WordParams {
  return { street: t.street, edge: t.edge, rows, cols, lo: Math.min(...t.squares), hi: Math.max(...t.squares) };
}

export function validateBoard(board: Linie1Board): BoardProblem[] {
  const out: BoardProblem[] = [];
  const err = (path: string, key: string, params?: WordParams) => out.push(say(path, key, params, 'error'));
  const warn = (path: string, key: string, params?: WordParams) => out.push(say(path, key, params, 'warning'));
  const { rows, cols } = board;
  const inside = (r: number, c: number) => r >= 1 && r <= rows && c >= 1 && c <= cols;

  // Ids are looked up by name all through the game: none may be a name every object answers to.
  out.push(
    ...prototypeIdProblems(board.buildings, '$.buildings', 'building'),
    ...prototypeIdProblems(board.lines, '$.lines', 'line'),
    ...prototypeIdProblems(board.terminals, '$.terminals', 'terminal'),
    ...prototypeIdProblems(board.tileTypes, '$.tileTypes', 'tileType'),
    ...prototypeIdProblems(board.routeCards, '$.routeCards', 'routeCard'),
  );

  // Buildings.
  const buildingAt = new Map<string, string>();
  const buildingIds = new Set<string>();
  board.buildings.forEach((b, i) => {
    const path = `$.buildings[${i}]`;
    if (buildingIds.has(b.id)) err(`${path}.id`, 'linie1.board.buildingTwice', { id: b.id });
    buildingIds.add(b.id);
    if (!inside(b.row, b.col)) return err(path, 'linie1.board.buildingOutside', { name: b.name, row: b.row, col: b.col, rows, cols });
    const key = `${b.row},${b.col}`;
    if (buildingAt.has(key)) err(path, 'linie1.board.buildingShares', { name: b.name, other: buildingAt.get(key)! });
    buildingAt.set(key, b.id);
  });
  // Blocked squares (a board-design extension): on the grid, never under a building.
  const blockedAt = new Set<string>();
  (board.blocked ?? []).forEach((q, i) => {
    const path = `$.blocked[${i}]`;
    const key = `${q.row},${q.col}`;
    if (!inside(q.row, q.col)) return err(path, 'linie1.board.blockedOutside', { row: q.row, col: q.col, rows, cols });
    if (buildingAt.has(key)) err(path, 'linie1.board.blockedBuilding', { row: q.row, col: q.col, building: buildingAt.get(key)! });
    if (blockedAt.has(key)) warn(path, 'linie1.board.blockedTwice', { row: q.row, col: q.col });
    blockedAt.add(key);
  });
  const open = (r: number, c: number) => inside(r, c) && !buildingAt.has(`${r},${c}`) && !blockedAt.has(`${r},${c}`);

  // Each building needs a side, among those that may take its stop sign, where a tile can lie.
  const SIDE = ['north', 'east', 'south', 'west'] as const;
  const STEP = [[-1, 0], [0, 1], [1, 0], [0, -1]] as const;
  board.buildings.forEach((b, i) => {
    if (!inside(b.row, b.col)) return;
    const path = `$.buildings[${i}]`;
    const sides = b.stopSides ?? EDGES;
    if (b.stopSides) {
      if (new Set(b.stopSides).size !== b.stopSides.length) err(`${path}.stopSides`, 'linie1.board.sideTwice', { name: b.name });
      if (b.stopSides.length === 0) return err(`${path}.stopSides`, 'linie1.board.noSide', { name: b.name });
    }
    const usable = sides.filter((e) => {
      const [dr, dc] = STEP[EDGES.indexOf(e)]!;
      return open(b.row + dr, b.col + dc);
    });
    if (usable.length > 0) return;
    let blocked = false;
    const why = sides.map((e): Wording => {
      const [dr, dc] = STEP[EDGES.indexOf(e)]!;
      const r = b.row + dr;
      const c = b.col + dc;
      const side = SIDE[EDGES.indexOf(e)]!;
      if (!inside(r, c)) return { key: 'linie1.board.whyEdge', params: { side } };
      if (buildingAt.has(`${r},${c}`)) return { key: 'linie1.board.whyBuilding', params: { side, building: buildingAt.get(`${r},${c}`)! } };
      blocked = true;
      return { key: 'linie1.board.whyBlocked', params: { side } };
    });
    if (!b.stopSides && !blocked) return err(path, 'linie1.board.noFreeSquare', { name: b.name });
    err(b.stopSides ? `${path}.stopSides` : path, 'linie1.board.noStopSign', { name: b.name, why: list(why, 'semicolon') });
  });

  // Lines and terminals.
  const lineIds = new Set(board.lines.map((l) => l.id));
  board.lines.forEach((l, i) => {
    if (board.lines.findIndex((x) => x.id === l.id) !== i) err(`$.lines[${i}].id`, 'linie1.board.lineTwice', { id: l.id });
    const n = board.terminals.filter((t) => t.line === l.id).length;
    if (n !== 2) err(`$.lines[${i}]`, 'linie1.board.lineTerminals', { line: l.id, n });
  });
  const ports = new Map<string, string>();
  const termIds = new Set<string>();
  board.terminals.forEach((t, i) => {
    const path = `$.terminals[${i}]`;
    if (termIds.has(t.id)) err(`${path}.id`, 'linie1.board.terminalTwice', { id: t.id });
    termIds.add(t.id);
    if (buildingIds.has(t.id)) err(`${path}.id`, 'linie1.board.terminalIsBuilding', { id: t.id });
    if (!lineIds.has(t.line)) err(`${path}.line`, 'linie1.board.terminalLine', { street: t.street, line: t.line });
    const [a, b] = t.squares;
    const along = t.edge === 'top' || t.edge === 'bottom' ? cols : rows;
    if (Math.abs(a - b) !== 1) err(`${path}.squares`, 'linie1.board.loopApart', { street: t.street, a, b });
    if (a < 1 || b < 1 || a > along || b > along) return err(`${path}.squares`, 'linie1.board.beyondEdge', beyondEdge(t, rows, cols));
    for (const p of terminalPorts(rows, cols, t.edge, t.squares)) {
      const key = `${p.r + 1},${p.c + 1}`;
      if (buildingAt.has(key)) err(`${path}.squares`, 'linie1.board.loopBuilding', { street: t.street, building: buildingAt.get(key)!, row: p.r + 1, col: p.c + 1 });
      if (blockedAt.has(key)) err(`${path}.squares`, 'linie1.board.loopBlocked', { street: t.street, row: p.r + 1, col: p.c + 1 });
      const portKey = `${key}:${p.side}`;
      if (ports.has(portKey)) err(`${path}.squares`, 'linie1.board.loopShared', { street: t.street, other: ports.get(portKey)! });
      ports.set(portKey, t.street);
    }
    // A corner square touched by loops on both of its outer sides can take no straight or curve legally on both.
    if ((a === 1 || b === 1 || a === along || b === along) && rows > 1 && cols > 1) {
      warn(`${path}.squares`, 'linie1.board.loopCorner', { street: t.street });
    }
  });

  // Can a tile lie on each terminal square and lead on into the city, and can track join the
  // two terminals of each line at all (around the buildings)?
  const free = open;
  const geo = geometry(board);
  board.terminals.forEach((t, i) => {
    for (const p of terminalPorts(rows, cols, t.edge, t.squares)) {
      if (!free(p.r + 1, p.c + 1)) continue;
      const sq = p.r * cols + p.c;
      let req = 0;
      let forb = 0;
      for (let d = 0; d < 4; d++) {
        const n = geo.neighbour[sq * 4 + d]!;
        if (n < 0) (geo.port[sq * 4 + d]! >= 0 ? (req |= 1 << d) : (forb |= 1 << d));
        else if (geo.building[n]! >= 0 || geo.blocked[n]) forb |= 1 << d;
      }
      const fitsSomeTile = geo.types.some((ty) => ty.orients.some((o) => (o.exits & req) === req && !(o.exits & forb) && o.exits & ~req));
      if (!fitsSomeTile) err(`$.terminals[${i}].squares`, 'linie1.board.noTile', { street: t.street, row: p.r + 1, col: p.c + 1 });
    }
  });
  const reach = (from: [number, number]): Set<string> => {
    const seen = new Set<string>([from.join(',')]);
    const queue = [from];
    while (queue.length > 0) {
      const [r, c] = queue.pop()!;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
        const key = `${r + dr},${c + dc}`;
        if (!seen.has(key) && free(r + dr, c + dc)) {
          seen.add(key);
          queue.push([r + dr, c + dc]);
        }
      }
    }
    return seen;
  };
  board.lines.forEach((l, i) => {
    const ts = board.terminals.filter((t) => t.line === l.id);
    if (ts.length !== 2) return;
    const a = terminalPorts(rows, cols, ts[0]!.edge, ts[0]!.squares).find((p) => free(p.r + 1, p.c + 1));
    const b = terminalPorts(rows, cols, ts[1]!.edge, ts[1]!.squares).filter((p) => free(p.r + 1, p.c + 1));
    if (!a || b.length === 0) return;
    const seen = reach([a.r + 1, a.c + 1]);
    if (!b.some((p) => seen.has(`${p.r + 1},${p.c + 1}`))) {
      err(`$.lines[${i}]`, 'linie1.board.walledOff', { blocked: blockedAt.size > 0 ? 'yes' : 'no', line: l.id });
    }
  });

  // Tile types and the starting hand.
  const tileIds = new Set<string>();
  board.tileTypes.forEach((t, i) => {
    const path = `$.tileTypes[${i}]`;
    if (tileIds.has(t.id)) err(`${path}.id`, 'linie1.board.tileTwice', { id: t.id });
    tileIds.add(t.id);
    const seen = new Set<string>();
    t.segments.forEach(([a, b], j) => {
      if (a === b) err(`${path}.segments[${j}]`, 'linie1.board.trackLoop', { a, b });
      const key = [a, b].sort().join('');
      if (seen.has(key)) err(`${path}.segments[${j}]`, 'linie1.board.trackTwice', { a, b });
      seen.add(key);
    });
  });
  for (const [tile, n] of Object.entries(board.startingHand)) {
    const t = board.tileTypes.find((x) => x.id === tile);
    if (!t) err(`$.startingHand.${tile}`, 'linie1.board.handUnknown', { tile });
    else if (t.start < n * 2) err(`$.startingHand.${tile}`, 'linie1.board.handShort', { start: t.start, tile, n });
  }
  const pileTotal = pileSize(board);
  if (pileTotal === 0) err('$.tileTypes', 'linie1.board.pileEmpty');
  else {
    // Setup refuses a count whose hands the pile can't fill (seats.ts, in these words); at two
    // players, no count can play.
    const hands = handShortfall(board, MIN_PLAYERS);
    if (hands) err('$.tileTypes', 'linie1.board.pileHands', { ...hands });
    // The rules play on with a used-up pile (refills come only from driving players' tiles), so a
    // small pile is playable, but the designer should know how soon it runs out.
    const round = MAX_PLAYERS * board.tilesPerTurn;
    if (!hands && pileTotal < round) {
      warn('$.tileTypes', 'linie1.board.pileSmall', { pile: pileTotal, players: MAX_PLAYERS, perTurn: board.tilesPerTurn, round });
    }
  }
  if (board.tilesPerTurn > board.handSize) err('$.tilesPerTurn', 'linie1.board.layMore', { perTurn: board.tilesPerTurn, hand: board.handSize });

  // Route cards.
  board.routeCards.forEach((c, i) => {
    const path = `$.routeCards[${i}]`;
    if (board.routeCards.findIndex((x) => x.id === c.id) !== i) err(`${path}.id`, 'linie1.board.cardTwice', { id: c.id });
    for (const l of board.lines) {
      if (!hasOwnId(c.stops, l.id)) err(`${path}.stops`, 'linie1.board.cardNoStops', { card: c.id, line: l.id });
    }
    for (const [lineId, stops] of Object.entries(c.stops)) {
      if (!lineIds.has(lineId)) err(`${path}.stops.${lineId}`, 'linie1.board.cardLine', { card: c.id, line: lineId });
      stops.forEach((b, j) => {
        if (!buildingIds.has(b)) err(`${path}.stops.${lineId}[${j}]`, 'linie1.board.cardBuilding', { card: c.id, building: b });
      });
      if (new Set(stops).size !== stops.length) err(`${path}.stops.${lineId}`, 'linie1.board.cardBuildingTwice', { card: c.id, line: lineId });
      if (stops.length > 8) err(`${path}.stops.${lineId}`, 'linie1.board.cardStops');
    }
  });
  for (let n = 2; n <= 5; n++) {
    const cards = board.routeCards.filter((c) => c.players.includes(n)).length;
    if (cards > 0 && cards < n) err('$.routeCards', 'linie1.board.fewCards', { cards, n });
  }
  if (!board.routeCards.some((c) => c.players.some((n) => n >= 2 && n <= 5))) err('$.routeCards', 'linie1.board.noCards');
  if (!board.die.some((f) => f !== 'H')) warn('$.die', 'linie1.board.dieHops');
  return out;
}
