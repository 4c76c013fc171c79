/**
 * What makes a Linie 1 board unplayable, beyond its shape: each problem points at the element
 * (`$.terminals[2]`) so the editor can show it.
 */
import { handProblem, MAX_PLAYERS, MIN_PLAYERS, pileSize } from './seats.js';
import { counted } from '../core/words.js';
import { prototypeIdProblems } from '../core/board-ids.js';
import { hasOwnId } from '../core/ids.js';
import type { BoardProblem } from '../core/types.js';
import type { Linie1Board, Terminal } from './board.js';
import { EDGES, geometry, terminalPorts } from './geometry.js';

/**
 * Where a terminal whose loop runs past the end of its edge lies, in words a designer can act on
 * (a grid made smaller leaves it there): "below the grid … at rows 9 and 10 … only 8 rows".
 */
function beyondEdge(t: Terminal, rows: number, cols: number): string {
  const across = t.edge === 'top' || t.edge === 'bottom';
  const unit = across ? 'column' : 'row';
  const along = across ? cols : rows;
  const [lo, hi] = [Math.min(...t.squares), Math.max(...t.squares)];
  const where = across ? 'past its last column' : 'below its last row';
  const line = across ? (t.edge === 'top' ? 'above row 1' : `below row ${rows}`) : t.edge === 'left' ? 'left of column 1' : `right of column ${cols}`;
  return `Terminal ${t.street} lies outside the grid, ${where}: its loop is ${line} at ${unit}s ${lo} and ${hi}, but the grid has only ${along} ${unit}s. Move it onto the edge or delete it.`;
}

export function validateBoard(board: Linie1Board): BoardProblem[] {
  const out: BoardProblem[] = [];
  const err = (path: string, message: string) => out.push({ path, message, severity: 'error' });
  const warn = (path: string, message: string) => out.push({ path, message, severity: 'warning' });
  const { rows, cols } = board;
  const inside = (r: number, c: number) => r >= 1 && r <= rows && c >= 1 && c <= cols;

  // Ids are looked up by name all through the game: none may be a name every object answers to.
  out.push(
    ...prototypeIdProblems(board.buildings, '$.buildings', 'building'),
    ...prototypeIdProblems(board.lines, '$.lines', 'line'),
    ...prototypeIdProblems(board.terminals, '$.terminals', 'terminal'),
    ...prototypeIdProblems(board.tileTypes, '$.tileTypes', 'tile type'),
    ...prototypeIdProblems(board.routeCards, '$.routeCards', 'route card'),
  );

  // Buildings.
  const buildingAt = new Map<string, string>();
  const buildingIds = new Set<string>();
  board.buildings.forEach((b, i) => {
    const path = `$.buildings[${i}]`;
    if (buildingIds.has(b.id)) err(`${path}.id`, `Two buildings are called "${b.id}".`);
    buildingIds.add(b.id);
    if (!inside(b.row, b.col)) return err(path, `${b.name} (row ${b.row}, column ${b.col}) lies outside the ${rows} by ${cols} grid.`);
    const key = `${b.row},${b.col}`;
    if (buildingAt.has(key)) err(path, `${b.name} shares its square with building ${buildingAt.get(key)}.`);
    buildingAt.set(key, b.id);
  });
  // Blocked squares (a board-design extension): on the grid, never under a building.
  const blockedAt = new Set<string>();
  (board.blocked ?? []).forEach((q, i) => {
    const path = `$.blocked[${i}]`;
    const key = `${q.row},${q.col}`;
    if (!inside(q.row, q.col)) return err(path, `The blocked square at row ${q.row}, column ${q.col} lies outside the ${rows} by ${cols} grid.`);
    if (buildingAt.has(key)) err(path, `Row ${q.row}, column ${q.col} is both blocked and the building ${buildingAt.get(key)}: make it one or the other.`);
    if (blockedAt.has(key)) warn(path, `The blocked square at row ${q.row}, column ${q.col} is listed twice.`);
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
      if (new Set(b.stopSides).size !== b.stopSides.length) err(`${path}.stopSides`, `${b.name} lists a stop side twice.`);
      if (b.stopSides.length === 0) return err(`${path}.stopSides`, `${b.name} has no side marked for its stop sign, so it can never get one.`);
    }
    const usable = sides.filter((e) => {
      const [dr, dc] = STEP[EDGES.indexOf(e)]!;
      return open(b.row + dr, b.col + dc);
    });
    if (usable.length > 0) return;
    const why = sides.map((e) => {
      const [dr, dc] = STEP[EDGES.indexOf(e)]!;
      const r = b.row + dr;
      const c = b.col + dc;
      const what = !inside(r, c) ? 'the edge of the city' : buildingAt.has(`${r},${c}`) ? `building ${buildingAt.get(`${r},${c}`)}` : 'a blocked square';
      return `${SIDE[EDGES.indexOf(e)]}: ${what}`;
    });
    if (!b.stopSides && !why.some((w) => w.endsWith('blocked square'))) return err(path, `${b.name} has no free square beside it, so it can never get a stop sign.`);
    err(b.stopSides ? `${path}.stopSides` : path, `${b.name} can never get a stop sign: no tile can lie beside any side it may take it on (${why.join('; ')}).`);
  });

  // Lines and terminals.
  const lineIds = new Set(board.lines.map((l) => l.id));
  board.lines.forEach((l, i) => {
    if (board.lines.findIndex((x) => x.id === l.id) !== i) err(`$.lines[${i}].id`, `Two lines are called "${l.id}".`);
    const n = board.terminals.filter((t) => t.line === l.id).length;
    if (n !== 2) err(`$.lines[${i}]`, `Line ${l.id} has ${counted(n, 'terminal')}; a line needs exactly two.`);
  });
  const ports = new Map<string, string>();
  const termIds = new Set<string>();
  board.terminals.forEach((t, i) => {
    const path = `$.terminals[${i}]`;
    if (termIds.has(t.id)) err(`${path}.id`, `Two terminals are called "${t.id}".`);
    termIds.add(t.id);
    if (buildingIds.has(t.id)) err(`${path}.id`, `Terminal "${t.id}" has the same id as a building.`);
    if (!lineIds.has(t.line)) err(`${path}.line`, `Terminal ${t.street} belongs to line "${t.line}", which is not on the board.`);
    const [a, b] = t.squares;
    const along = t.edge === 'top' || t.edge === 'bottom' ? cols : rows;
    if (Math.abs(a - b) !== 1) err(`${path}.squares`, `The loop of ${t.street} must touch two neighbouring squares (${a} and ${b} are not).`);
    if (a < 1 || b < 1 || a > along || b > along) return err(`${path}.squares`, beyondEdge(t, rows, cols));
    for (const p of terminalPorts(rows, cols, t.edge, t.squares)) {
      const key = `${p.r + 1},${p.c + 1}`;
      if (buildingAt.has(key)) err(`${path}.squares`, `Terminal ${t.street} leads nowhere: its loop runs into the building ${buildingAt.get(key)} at row ${p.r + 1}, column ${p.c + 1}.`);
      if (blockedAt.has(key)) err(`${path}.squares`, `Terminal ${t.street} is cut off: its loop runs into the blocked square at row ${p.r + 1}, column ${p.c + 1}.`);
      const portKey = `${key}:${p.side}`;
      if (ports.has(portKey)) err(`${path}.squares`, `Terminal ${t.street} touches the same square side as terminal ${ports.get(portKey)}.`);
      ports.set(portKey, t.street);
    }
    // A corner square touched by loops on both of its outer sides can take no straight or curve legally on both.
    if ((a === 1 || b === 1 || a === along || b === along) && rows > 1 && cols > 1) {
      warn(`${path}.squares`, `The loop of ${t.street} touches a corner square.`);
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
      if (!fitsSomeTile) err(`$.terminals[${i}].squares`, `Terminal ${t.street} leads nowhere: no tile can lie on row ${p.r + 1}, column ${p.c + 1} and lead on from its loop.`);
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
      err(`$.lines[${i}]`, `The buildings${blockedAt.size > 0 ? ' and blocked squares' : ''} wall off the two terminals of line ${l.id}: no track can join them.`);
    }
  });

  // Tile types and the starting hand.
  const tileIds = new Set<string>();
  board.tileTypes.forEach((t, i) => {
    const path = `$.tileTypes[${i}]`;
    if (tileIds.has(t.id)) err(`${path}.id`, `Two tile types are called "${t.id}".`);
    tileIds.add(t.id);
    const seen = new Set<string>();
    t.segments.forEach(([a, b], j) => {
      if (a === b) err(`${path}.segments[${j}]`, `A piece of track must join two different edges (${a}–${b}).`);
      const key = [a, b].sort().join('');
      if (seen.has(key)) err(`${path}.segments[${j}]`, `The ${a}–${b} track is listed twice.`);
      seen.add(key);
    });
  });
  for (const [tile, n] of Object.entries(board.startingHand)) {
    const t = board.tileTypes.find((x) => x.id === tile);
    if (!t) err(`$.startingHand.${tile}`, `The starting hand names a tile type "${tile}" that is not on the board.`);
    else if (t.start < n * 2) err(`$.startingHand.${tile}`, `There are ${t.start} starting tiles "${tile}", too few for even two players (${n} each).`);
  }
  const pileTotal = pileSize(board);
  if (pileTotal === 0) err('$.tileTypes', 'The draw pile is empty: give some tile type a pile count.');
  else {
    // Setup refuses a count whose hands the pile can't fill (seats.ts, in these words); at two
    // players, no count can play.
    const hands = handProblem(board, MIN_PLAYERS);
    if (hands) err('$.tileTypes', hands);
    // The rules play on with a used-up pile (refills come only from driving players' tiles), so a
    // small pile is playable, but the designer should know how soon it runs out.
    const round = MAX_PLAYERS * board.tilesPerTurn;
    if (!hands && pileTotal < round) {
      warn('$.tileTypes', `The draw pile has ${counted(pileTotal, 'tile')}: fewer than one round of ${MAX_PLAYERS} players laying ${board.tilesPerTurn} each (${round}). After that, players refill only from the tiles of players who are driving.`);
    }
  }
  if (board.tilesPerTurn > board.handSize) err('$.tilesPerTurn', `Players lay ${counted(board.tilesPerTurn, 'tile')} a turn but hold only ${board.handSize}.`);

  // Route cards.
  board.routeCards.forEach((c, i) => {
    const path = `$.routeCards[${i}]`;
    if (board.routeCards.findIndex((x) => x.id === c.id) !== i) err(`${path}.id`, `Two route cards are called "${c.id}".`);
    for (const l of board.lines) {
      if (!hasOwnId(c.stops, l.id)) err(`${path}.stops`, `Route card ${c.id} has no stops for line ${l.id}.`);
    }
    for (const [lineId, stops] of Object.entries(c.stops)) {
      if (!lineIds.has(lineId)) err(`${path}.stops.${lineId}`, `Route card ${c.id} lists stops for line "${lineId}", which is not on the board.`);
      stops.forEach((b, j) => {
        if (!buildingIds.has(b)) err(`${path}.stops.${lineId}[${j}]`, `Route card ${c.id} names building "${b}", which is not on the board.`);
      });
      if (new Set(stops).size !== stops.length) err(`${path}.stops.${lineId}`, `Route card ${c.id} names a building twice for line ${lineId}.`);
      if (stops.length > 8) err(`${path}.stops.${lineId}`, 'A route may have at most 8 stops.');
    }
  });
  for (let n = 2; n <= 5; n++) {
    const cards = board.routeCards.filter((c) => c.players.includes(n)).length;
    if (cards > 0 && cards < n) err('$.routeCards', `Only ${counted(cards, 'route card')} ${cards === 1 ? 'is' : 'are'} marked for ${n} players.`);
  }
  if (!board.routeCards.some((c) => c.players.some((n) => n >= 2 && n <= 5))) err('$.routeCards', 'No route card is marked for 2 to 5 players.');
  if (!board.die.some((f) => f !== 'H')) warn('$.die', 'The die has no number: trams can only hop from stop to stop.');
  return out;
}
