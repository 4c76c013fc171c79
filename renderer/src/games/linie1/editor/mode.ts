/**
 * The Linie 1 editor mode: a city on a square grid. On the map: buildings and blocked squares
 * (parks, water: painted on squares, a drag one undo step), terminals (stamped on the edge, R
 * turns the loop) and the sides of a building that may take its stop sign (a click on the street
 * in front of it); the fill tool clears a whole block of buildings. In tables: the lines, the
 * tile types (their track, trees, counts and the starting hand), the route cards and the die.
 */
import { linie1 } from '../../../../../games/linie1/index.js';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { CELL, mapBounds, squareCentre } from '../geometry.js';
import { compound, type Command } from '../../../editor-core/model/command.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { cellsIn, fillCells, floodCells, type GridCell } from '../../../editor-core/model/grid-region.js';
import { tileGrid } from '../../../editor-core/modes/layout.js';
import { linie1Grid, type SquareContent } from './grid.js';
import type { EditorMode, Layout, Tool } from '../../../editor-core/modes/types.js';
import { newLinie1Board } from './board.js';
import { terminalPosition, viewBounds } from './outside.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** The mode's words in the editor's language (getters: read when shown). */
const { t } = useT(editorArea);
import {
  addBlocked,
  addBuilding,
  allowedSides,
  blockedAt,
  blockedId,
  buildingAt,
  buildingBlock,
  moveBuildings,
  moveTerminals,
  parseBlockedId,
  removeBlocked,
  removeBuildings,
  removeTerminals,
  setStopSide,
  stampTerminal,
  stopSideAt,
  terminalSpots,
} from './commands.js';

type B = Linie1Board;

const grid = tileGrid<B>({ cellSize: CELL, base: 1, size: (b) => ({ cols: b.cols, rows: b.rows }) });
/**
 * The tile grid, with room around it for the terminal loops; Fit takes in what lies outside the
 * grid too (a grid made smaller), so the designer sees it.
 */
const layout: Layout<B> = { ...grid, bounds: (b) => mapBounds(b), view: viewBounds };

/** What the fill tools put on a square (their options panel picks it). */
function fillContent(options: Readonly<Record<string, unknown>>): SquareContent | null {
  if (options.fill === 'blocked') return { kind: 'blocked' };
  if (options.fill === 'empty') return null;
  return { kind: 'building', id: '', name: '' };
}
/** What the fill puts down, as the undo label's `fill` select names it. */
const fillKind = (o: Readonly<Record<string, unknown>>): string => (o.fill === 'blocked' || o.fill === 'empty' ? o.fill : 'building');

function fillResult(board: B, cells: readonly GridCell[], options: Readonly<Record<string, unknown>>, how: 'rect' | 'bucket') {
  const n = cells.length;
  const command = fillCells(linie1Grid, board, cells, fillContent(options), t('editor.linie1.u.fill', { how, n, fill: fillKind(options) }));
  return command ? { command } : t('editor.linie1.m.nothing');
}

export const LINIE1_TOOLS: readonly Tool<B>[] = [
  { id: 'select', labelKey: 'editor.toolSelect', key: 'v', kind: 'select', get hint() {
      return t('editor.linie1.m.selectHint');
    } },
  {
    id: 'region',
    labelKey: 'editor.toolRegion',
    key: 'm',
    kind: 'region',
    get hint() {
      return t('editor.linie1.m.regionHint');
    },
  },
  {
    id: 'rect-fill',
    labelKey: 'editor.toolRectFill',
    key: 'e',
    kind: 'rect',
    defaults: { fill: 'building' },
    get hint() {
      return t('editor.linie1.m.rectHint');
    },
    fillRect: (board, rect, ctx) => fillResult(board, cellsIn(rect), ctx.options, 'rect'),
  },
  {
    id: 'bucket',
    labelKey: 'editor.toolBucket',
    key: 'k',
    kind: 'fill',
    defaults: { fill: 'building' },
    get hint() {
      return t('editor.linie1.m.bucketHint');
    },
    fill: (board, cell, ctx) => fillResult(board, floodCells(linie1Grid, board, cell), ctx.options, 'bucket'),
  },
  {
    id: 'building',
    labelKey: 'editor.toolBuilding',
    key: 'p',
    kind: 'paint',
    get hint() {
      return t('editor.linie1.m.buildingHint');
    },
    paint(board, cell, ctx) {
      if (ctx.alt) {
        const b = buildingAt(board, cell);
        return b ? removeBuildings(board, new Set([b.id])) : null;
      }
      return addBuilding(board, cell)?.command ?? null;
    },
  },
  {
    id: 'blocked',
    labelKey: 'editor.toolBlocked',
    key: 'x',
    kind: 'paint',
    get hint() {
      return t('editor.linie1.m.blockedHint');
    },
    paint(board, cell, ctx) {
      if (ctx.alt) return blockedAt(board, cell) ? removeBlocked(board, new Set([blockedId(cell)])) : null;
      return addBlocked(board, cell);
    },
  },
  {
    id: 'stops',
    labelKey: 'editor.toolStops',
    key: 's',
    kind: 'stamp',
    rotations: 4,
    get hint() {
      return t('editor.linie1.m.stopHint');
    },
    stamp(board, cell, ctx) {
      const at = stopSideAt(board, cell, ctx.rotation);
      if (typeof at === 'string') return at;
      const on = !allowedSides(at.building).includes(at.edge);
      const command = setStopSide(board, at.building.id, at.edge, on);
      if (!command) return null;
      return { command, select: [{ kind: 'building', id: at.building.id }], say: `${command.label}.` };
    },
  },
  {
    id: 'terminal',
    labelKey: 'editor.toolTerminal',
    key: 't',
    kind: 'stamp',
    rotations: 4,
    defaults: { line: '' },
    get hint() {
      return t('editor.linie1.m.terminalHint');
    },
    stamp(board, cell, ctx) {
      const spots = terminalSpots(board, cell);
      if (spots.length === 0) return t('editor.linie1.m.edgeOnly');
      const spot = spots[ctx.rotation % spots.length]!;
      // No line chosen: the first line still short of a terminal, so two clicks make a pair.
      const chosen = typeof ctx.options.line === 'string' ? ctx.options.line : '';
      const line = chosen || (board.lines.find((l) => board.terminals.filter((t) => t.line === l.id).length < 2)?.id ?? '');
      const res = stampTerminal(board, line, spot);
      if (typeof res === 'string') return res;
      return { command: res.command, select: [{ kind: 'terminal', id: res.id }], say: t('editor.linie1.m.terminalPlaced', { id: res.id, line: res.line, edge: spot.edge }) };
    },
  },
  {
    id: 'clear',
    labelKey: 'editor.toolClear',
    key: 'b',
    kind: 'fill',
    get hint() {
      return t('editor.linie1.m.clearHint');
    },
    fill(board, cell) {
      const block = buildingBlock(board, cell);
      if (block.length === 0) return t('editor.linie1.m.clickBuilding');
      const cmd = removeBuildings(board, new Set(block));
      return cmd ? { command: cmd, say: t('editor.linie1.m.cleared', { n: block.length, ids: block.join(', ') }) } : null;
    },
  },
  { id: 'delete', labelKey: 'editor.toolDelete', key: 'd', kind: 'delete', get hint() {
      return t('editor.linie1.m.deleteHint');
    } },
];

/** `$.terminals[3].squares` → `{ key: 'terminals', index: 3, rest: 'squares' }`. */
function pathHead(path: string): { key: string; index: number | null; sub: string | null } | null {
  const m = /^\$\.([A-Za-z_$][\w$]*)(?:\[(\d+)\]|\.([^.[\]]+))?/.exec(path);
  if (!m) return null;
  return { key: m[1]!, index: m[2] === undefined ? null : Number(m[2]), sub: m[3] ?? null };
}

const TABLE_OF: Record<string, string> = { lines: 'lines', tileTypes: 'tiles', startingHand: 'tiles', handSize: 'tiles', tilesPerTurn: 'tiles', routeCards: 'cards', die: 'die' };

export const linie1Mode: EditorMode<B> = {
  game: 'linie1',
  label: 'Linie 1',
  format: linie1,
  layout,
  tools: LINIE1_TOOLS,
  grid: linie1Grid,
  layers: [
    // A building carries its stop sides: the Stop side tool edits the buildings layer.
    { id: 'buildings', labelKey: 'editor.layerBuildings', kinds: ['building'], tools: ['building', 'stops', 'clear', 'region', 'rect-fill', 'bucket'], hide: (b) => ({ ...b, buildings: [] }) },
    { id: 'blocked', labelKey: 'editor.layerBlocked', kinds: ['blocked'], tools: ['blocked', 'region', 'rect-fill', 'bucket'], hide: ({ blocked: _gone, ...b }) => b },
    { id: 'terminals', labelKey: 'editor.layerTerminals', kinds: ['terminal', 'line'], tools: ['terminal'], hide: (b) => ({ ...b, terminals: [] }) },
  ],
  words: {
    get start() {
      return t('editor.linie1.start');
    },
    fields: { tileTypes: { one: 'tile type', many: 'tile types' }, routeCards: { one: 'route card', many: 'route cards' }, segments: { one: 'piece of track', many: 'pieces of track' } },
    emptyList: {
      get lines() {
        return t('editor.linie1.emptyLines');
      },
      get tileTypes() {
        return t('editor.linie1.emptyTiles');
      },
      get routeCards() {
        return t('editor.linie1.emptyCards');
      },
      get die() {
        return t('editor.linie1.emptyDie');
      },
    },
  },
  newBoard: newLinie1Board,
  elements: (b) => [
    ...b.buildings.map((x) => ({ kind: 'building', id: x.id })),
    ...(b.blocked ?? []).map((x) => ({ kind: 'blocked', id: blockedId(x) })),
    ...b.terminals.map((t) => ({ kind: 'terminal', id: t.id })),
  ],
  exists(b, ref) {
    switch (ref.kind) {
      case 'building':
        return b.buildings.some((x) => x.id === ref.id);
      case 'blocked':
        return (b.blocked ?? []).some((x) => blockedId(x) === ref.id);
      case 'terminal':
        return b.terminals.some((t) => t.id === ref.id);
      case 'line':
        return b.lines.some((l) => l.id === ref.id);
      case 'tileType':
        return b.tileTypes.some((t) => t.id === ref.id);
      case 'routeCard':
        return b.routeCards.some((c) => c.id === ref.id);
      default:
        return true;
    }
  },
  position(b, ref) {
    if (ref.kind === 'building') {
      const x = b.buildings.find((y) => y.id === ref.id);
      return x ? squareCentre(x) : null;
    }
    if (ref.kind === 'blocked') {
      const c = parseBlockedId(ref.id);
      return c ? squareCentre(c) : null;
    }
    const term = ref.kind === 'terminal' ? b.terminals.find((t) => t.id === ref.id) : ref.kind === 'line' ? b.terminals.find((t) => t.line === ref.id) : undefined;
    // Off the grid too: a problem's click then centres on the ghost drawn there.
    return term ? terminalPosition(b, term) : null;
  },
  describe(b, ref: ElementRef) {
    switch (ref.kind) {
      case 'building': {
        const x = b.buildings.find((y) => y.id === ref.id);
        return x ? t('editor.linie1.d.buildingAt', { id: x.id, name: x.name, row: x.row, col: x.col }) : t('editor.linie1.d.building', { id: ref.id });
      }
      case 'terminal': {
        const term = b.terminals.find((y) => y.id === ref.id);
        return term ? t('editor.linie1.d.terminalOf', { street: term.street, line: term.line }) : t('editor.linie1.terminal', { id: ref.id });
      }
      case 'blocked': {
        const c = parseBlockedId(ref.id);
        return c ? t('editor.linie1.d.blockedAt', { row: c.row, col: c.col }) : t('editor.linie1.d.aBlocked');
      }
      case 'line':
        return t('editor.linie1.t.lineHead', { id: ref.id });
      case 'tileType':
        return t('editor.linie1.d.tile', { name: b.tileTypes.find((x) => x.id === ref.id)?.name ?? ref.id });
      case 'routeCard':
        return t('editor.linie1.d.card', { id: ref.id });
      case 'table':
        return ref.id === 'lines' || ref.id === 'tiles' || ref.id === 'cards' || ref.id === 'die' ? t('editor.linie1.d.table', { table: ref.id }) : t('editor.linie1.d.board');
      default:
        return t('editor.linie1.d.board');
    }
  },
  locate(b, path) {
    const head = pathHead(path);
    if (!head) return null;
    const { key, index, sub } = head;
    if (key === 'buildings' && index !== null) {
      const x = b.buildings[index];
      return x ? { kind: 'building', id: x.id } : null;
    }
    if (key === 'blocked' && index !== null) {
      const q = b.blocked?.[index];
      return q ? { kind: 'blocked', id: blockedId(q) } : null;
    }
    if (key === 'terminals' && index !== null) {
      const t = b.terminals[index];
      return t ? { kind: 'terminal', id: t.id } : null;
    }
    if (key === 'lines' && index !== null) {
      const l = b.lines[index];
      return l ? { kind: 'line', id: l.id } : { kind: 'table', id: 'lines' };
    }
    if (key === 'tileTypes' && index !== null) {
      const t = b.tileTypes[index];
      return t ? { kind: 'tileType', id: t.id } : { kind: 'table', id: 'tiles' };
    }
    if (key === 'startingHand' && sub !== null && b.tileTypes.some((t) => t.id === sub)) return { kind: 'tileType', id: sub };
    if (key === 'routeCards' && index !== null) {
      const c = b.routeCards[index];
      return c ? { kind: 'routeCard', id: c.id } : { kind: 'table', id: 'cards' };
    }
    const table = Object.prototype.hasOwnProperty.call(TABLE_OF, key) ? TABLE_OF[key] : undefined;
    if (table) return { kind: 'table', id: table };
    return { kind: 'board', id: key };
  },
  deleteCommand(b, refs) {
    const of = (kind: string) => new Set(refs.filter((r) => r.kind === kind).map((r) => r.id));
    const buildings = of('building');
    const blocked = of('blocked');
    const terminals = of('terminal');
    // Each removal is built against the board the ones before it leave.
    const steps: Command<B>[] = [];
    let at = b;
    for (const make of [(x: B) => (buildings.size ? removeBuildings(x, buildings) : null), (x: B) => (blocked.size ? removeBlocked(x, blocked) : null), (x: B) => (terminals.size ? removeTerminals(x, terminals) : null)]) {
      const cmd = make(at);
      if (!cmd) continue;
      steps.push(cmd);
      at = cmd.do(at);
    }
    if (steps.length <= 1) return steps[0] ?? null;
    return compound(t('editor.linie1.u.deleteMany', { n: buildings.size + blocked.size + terminals.size }), steps);
  },
  moveCommand(b, refs, dx, dy) {
    const of = (kind: string) => new Set(refs.filter((r) => r.kind === kind).map((r) => r.id));
    const squares = moveBuildings(b, of('building'), Math.round(dy / CELL), Math.round(dx / CELL), of('blocked'));
    // A terminal's place is the line between its two squares: it slides a square once the
    // pointer has gone a whole square (rounding would jump at the first half square).
    const terminals = moveTerminals(squares ? squares.do(b) : b, of('terminal'), Math.trunc(dy / CELL), Math.trunc(dx / CELL));
    if (!squares || !terminals) return squares ?? terminals;
    return compound(t('editor.linie1.u.moveMany', { n: refs.length }), [squares, terminals]);
  },
  summary: (b) =>
    t('editor.linie1.summary', {
      cols: b.cols,
      rows: b.rows,
      buildings: b.buildings.length,
      blocked: b.blocked?.length ?? 0,
      lines: b.lines.length,
      terminals: b.terminals.length,
      pile: b.tileTypes.reduce((n, x) => n + x.pile, 0),
      cards: b.routeCards.length,
    }),
};
