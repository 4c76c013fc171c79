/**
 * What a Linie 1 square holds for the region tools (select, move, copy, paste, turn, mirror,
 * fills): a building (its name and stop sides) or a blocked square. Terminals sit on the edge,
 * not on a square: the region tools leave them alone; resizing from an anchor moves them with
 * the squares.
 */
import type { Building, EdgeName, Linie1Board, Terminal } from '../../../../../games/linie1/board.js';
import { compound, setField, type Command } from '../../../editor-core/model/command.js';
import { anchorShift, type Anchor, type GridCell, type GridContent, type MirrorAxis, type Placed } from '../../../editor-core/model/grid-region.js';
import { nextLetter } from './letters.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

const { t } = useT(editorArea);

type B = Linie1Board;

export type SquareContent = { kind: 'building'; id: string; name: string; stopSides?: EdgeName[] } | { kind: 'blocked' };

const CLOCKWISE: readonly EdgeName[] = ['N', 'E', 'S', 'W'];

export function turnEdge(e: EdgeName, turns: number): EdgeName {
  const i = CLOCKWISE.indexOf(e);
  return CLOCKWISE[(((i + turns) % 4) + 4) % 4]!;
}

export function mirrorEdge(e: EdgeName, axis: MirrorAxis): EdgeName {
  if (axis === 'left-right') return e === 'E' ? 'W' : e === 'W' ? 'E' : e;
  return e === 'N' ? 'S' : e === 'S' ? 'N' : e;
}

const key = (c: GridCell) => `${c.row},${c.col}`;

/** A building's sides after a turn or a mirror, in the printed order N, E, S, W. */
function sides(v: SquareContent, f: (e: EdgeName) => EdgeName): SquareContent {
  if (v.kind !== 'building' || !v.stopSides) return v;
  const next = new Set(v.stopSides.map(f));
  return { ...v, stopSides: CLOCKWISE.filter((e) => next.has(e)) };
}

export const linie1Grid: GridContent<B, SquareContent> = {
  size: (b) => ({ cols: b.cols, rows: b.rows, base: 1 }),
  at(b, c) {
    const x = b.buildings.find((y) => y.row === c.row && y.col === c.col);
    if (x) return { kind: 'building', id: x.id, name: x.name, ...(x.stopSides ? { stopSides: [...x.stopSides] } : {}) };
    return b.blocked?.some((y) => y.row === c.row && y.col === c.col) ? { kind: 'blocked' } : null;
  },
  same: (a, b) => (a?.kind ?? null) === (b?.kind ?? null),
  turn: (v, turns) => sides(v, (e) => turnEdge(e, turns)),
  mirror: (v, axis) => sides(v, (e) => mirrorEdge(e, axis)),
  write: writeSquares,
};

/**
 * Empties `clear`, then puts `place` on its squares (replacing what is there). A moved building
 * keeps its letter and its place in the list (route cards still name it); a copy takes the next
 * free letter, and its name with it when it had the default "Building X".
 */
export function writeSquares(b: B, clear: readonly GridCell[], place: readonly Placed<SquareContent>[], how: { fresh: boolean; label: string }): Command<B> | null {
  const gone = new Set([...clear, ...place.map((p) => p.cell)].map(key));
  const order = new Map(b.buildings.map((x, i) => [x.id, i]));
  let buildings: Building[] = b.buildings.filter((x) => !gone.has(key(x)));
  let blocked = (b.blocked ?? []).filter((x) => !gone.has(key(x)));
  const placedIds = new Set<string>();
  for (const { cell, value } of place) {
    if (value.kind === 'blocked') {
      blocked.push({ row: cell.row, col: cell.col });
      continue;
    }
    const taken = buildings.some((x) => x.id === value.id) || placedIds.has(value.id);
    const id = how.fresh || taken ? nextLetter({ ...b, buildings }) : value.id;
    // An empty name (a fill) or the default one of the copied letter: the default of the new letter.
    const name = value.name === '' || (id !== value.id && value.name === `Building ${value.id}`) ? `Building ${id}` : value.name;
    placedIds.add(id);
    buildings.push({ id, name, row: cell.row, col: cell.col, ...(value.stopSides && value.stopSides.length < 4 ? { stopSides: [...value.stopSides] } : {}) });
  }
  // Moved buildings go back to their place in the list, new ones after all the old ones.
  const rank = (x: Building) => order.get(x.id) ?? b.buildings.length;
  buildings = buildings.map((x, i) => ({ x, i })).sort((p, q) => rank(p.x) - rank(q.x) || p.i - q.i).map((p) => p.x);
  blocked = blocked.sort((p, q) => p.row - q.row || p.col - q.col);
  const sameBuildings = buildings.length === b.buildings.length && buildings.every((x, i) => JSON.stringify(x) === JSON.stringify(b.buildings[i]));
  const oldBlocked = [...(b.blocked ?? [])].sort((p, q) => p.row - q.row || p.col - q.col);
  const sameBlocked = blocked.length === oldBlocked.length && blocked.every((x, i) => x.row === oldBlocked[i]!.row && x.col === oldBlocked[i]!.col);
  const parts: Command<B>[] = [];
  if (!sameBuildings) parts.push(setField('', b, 'buildings', buildings));
  if (!sameBlocked) parts.push(setField('', b, 'blocked', blocked.length > 0 ? blocked : undefined));
  return parts.length ? compound(how.label, parts) : null;
}

/**
 * A new grid size (2 to 30 a side) with `anchor` staying put: anchored bottom-right, rows and
 * columns come or go at the top and left, and the buildings, blocked squares and terminals move
 * with the squares they stand on. What ends up past the right or bottom edge stays in the file
 * (drawn ghosted, named in the problem list); what would go past the top or left is removed,
 * and the label says how much (undo brings it back).
 */
export function resizeFromAnchor(b: B, rows: number, cols: number, anchor: Anchor): Command<B> | null {
  const r = Math.min(30, Math.max(2, Math.round(rows)));
  const c = Math.min(30, Math.max(2, Math.round(cols)));
  if (r === b.rows && c === b.cols) return null;
  const { dc, dr } = anchorShift({ cols: b.cols, rows: b.rows }, { cols: c, rows: r }, anchor);
  const parts: Command<B>[] = [setField('', b, 'rows', r), setField('', b, 'cols', c)];
  let lost = 0;
  if (dc !== 0 || dr !== 0) {
    const shift = <T extends GridCell>(x: T): T => ({ ...x, row: x.row + dr, col: x.col + dc });
    const keep = (x: GridCell) => x.row >= 1 && x.col >= 1;
    const buildings = b.buildings.map(shift);
    const blocked = (b.blocked ?? []).map(shift);
    const terminals = b.terminals.map((t): Terminal => {
      const by = t.edge === 'top' || t.edge === 'bottom' ? dc : dr;
      return { ...t, squares: [t.squares[0] + by, t.squares[1] + by] };
    });
    const keptBuildings = buildings.filter(keep);
    const keptBlocked = blocked.filter(keep);
    const keptTerminals = terminals.filter((t) => t.squares[0] >= 1 && t.squares[1] >= 1);
    lost = buildings.length - keptBuildings.length + blocked.length - keptBlocked.length + terminals.length - keptTerminals.length;
    parts.push(setField('', b, 'buildings', keptBuildings), setField('', b, 'terminals', keptTerminals));
    if (b.blocked) parts.push(setField('', b, 'blocked', keptBlocked.length ? keptBlocked : undefined));
  }
  // The catalogue's select names the anchor in camel case ("top-left" → "topLeft").
  const where = anchor.replace(/-(\w)/, (_, x: string) => x.toUpperCase());
  return compound(t('editor.linie1.u.grid', { cols: c, rows: r, moved: dc !== 0 || dr !== 0 ? 'yes' : 'no', anchor: where, lost }), parts);
}
