/**
 * Editing the land drawn behind the Blue Skies airports: its outline points are elements of the
 * map (`landpoint` "shape.point", both counted from 0) that the Select tool drags and Delete
 * removes; the Land tool adds a point to the nearest stretch of coast, or (Shift) starts a new
 * shape. Every edit swaps the top-level `land` field, which is exact and cheap (boards are
 * immutable); the moves of one drag fold into one undo step.
 */
import { type BlueSkiesBoard, type LandShape, type MapPoint } from '../../../../../games/blue-skies/board.js';
import { BLUE_SKIES_LIMITS } from '../../../../../games/blue-skies/limits.js';
import { setField, type Command } from '../../../editor-core/model/command.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { clampToMap } from './commands.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** Undo labels, refusals and notes in the editor's language (worded when an edit is made). */
const { t } = useT(editorArea);

type B = BlueSkiesBoard;
type Cmd = Command<B>;

export const LAND_POINT = 'landpoint';

export function landPointId(shape: number, point: number): string {
  return `${shape}.${point}`;
}

export function parseLandPointId(id: string): { shape: number; point: number } | null {
  const m = /^(\d+)\.(\d+)$/.exec(id);
  return m ? { shape: Number(m[1]), point: Number(m[2]) } : null;
}

export function landPoint(board: B, id: string): MapPoint | null {
  const at = parseLandPointId(id);
  return at ? (board.land?.[at.shape]?.points[at.point] ?? null) : null;
}

export function landPointRefs(board: B): ElementRef[] {
  return (board.land ?? []).flatMap((s, i) => s.points.map((_, j) => ({ kind: LAND_POINT, id: landPointId(i, j) })));
}

/** "Land shape 1, point 5": how a person counts them. */
export function describeLandPoint(id: string): string {
  const at = parseLandPointId(id);
  return at ? t('editor.skies.land.point', { shape: at.shape + 1, point: at.point + 1 }) : t('editor.skies.land.aPoint');
}

/** A land point's place counted from 1, as the catalogue's messages name it. */
function counted(id: string): { shape: number; point: number } {
  const at = parseLandPointId(id) ?? { shape: 0, point: 0 };
  return { shape: at.shape + 1, point: at.point + 1 };
}

/** The land as a new value: shapes emptied below 3 points go, and no shape at all is no land. */
function landCommand(label: string, board: B, next: LandShape[], mergeKey?: string): Cmd {
  const kept = next.filter((s) => s.points.length >= 3);
  const base = setField(label, board, 'land', kept.length > 0 ? kept : undefined);
  if (!mergeKey) return base;
  const cmd: Cmd & { landAfter?: LandShape[] } = {
    ...base,
    mergeKey,
    // A drag's next step carries the land after it: one step from the land before the drag.
    merge: (n) => {
      const after = (n as Cmd & { landAfter?: LandShape[] }).landAfter;
      return n.mergeKey === mergeKey && after ? landCommand(label, board, after, mergeKey) : null;
    },
  };
  cmd.landAfter = next;
  return cmd;
}

/** Moves these land points by (dx, dy), kept on the map. */
export function moveLandPointsBy(board: B, ids: readonly string[], dx: number, dy: number): Cmd | null {
  const land = board.land;
  if (!land) return null;
  const wanted = new Set(ids.filter((id) => landPoint(board, id)));
  if (wanted.size === 0) return null;
  const next = land.map((s, i) => ({ ...s, points: s.points.map((p, j) => (wanted.has(landPointId(i, j)) ? clampToMap(p.x + dx, p.y + dy) : p)) }));
  const label = t('editor.skies.land.u.move', { n: wanted.size, ...counted([...wanted][0]!) });
  return landCommand(label, board, next, `land-move:${[...wanted].sort().join(',')}`);
}

/** Removes these land points; a shape left with fewer than 3 goes with them. */
export function deleteLandPoints(board: B, ids: readonly string[]): Cmd | null {
  const land = board.land;
  if (!land) return null;
  const gone = new Set(ids.filter((id) => landPoint(board, id)));
  if (gone.size === 0) return null;
  const next = land.map((s, i) => ({ ...s, points: s.points.filter((_, j) => !gone.has(landPointId(i, j))) }));
  const shapesGone = next.filter((s) => s.points.length < 3).length;
  const label = t('editor.skies.land.u.delete', { n: gone.size, ...counted([...gone][0]!), gone: shapesGone });
  return landCommand(label, board, next);
}

/** The distance from p to the segment a–b. */
function toSegment(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** A new small triangle of land round a map point (kept on the map): where a new shape starts. */
export function newShapeAt(at: MapPoint, size = 30): LandShape {
  return { points: [clampToMap(at.x, at.y - size), clampToMap(at.x + size, at.y + size * 0.6), clampToMap(at.x - size, at.y + size * 0.6)] };
}

export type LandEdit = { command: Cmd; select: ElementRef[]; say: string } | string;

/**
 * The Land tool's click: with `newShape` (or no land yet) a new shape round the point; otherwise
 * the point goes into the nearest stretch of the nearest outline, between its two ends.
 */
export function addLandPoint(board: B, at: MapPoint, newShape: boolean): LandEdit {
  const land = board.land ?? [];
  const p = clampToMap(at.x, at.y);
  if (newShape || land.length === 0) {
    if (land.length >= BLUE_SKIES_LIMITS.landShapes) return t('editor.skies.land.maxShapes', { max: BLUE_SKIES_LIMITS.landShapes });
    const shape = newShapeAt(p);
    const i = land.length;
    return {
      command: landCommand(t('editor.skies.land.u.addShape'), board, [...land, shape]),
      select: shape.points.map((_, j) => ({ kind: LAND_POINT, id: landPointId(i, j) })),
      say: t('editor.skies.land.shapeAdded', { n: i + 1 }),
    };
  }
  let best = { shape: 0, after: 0, d: Infinity };
  land.forEach((s, i) =>
    s.points.forEach((a, j) => {
      const d = toSegment(p, a, s.points[(j + 1) % s.points.length]!);
      if (d < best.d) best = { shape: i, after: j, d };
    }),
  );
  const shape = land[best.shape]!;
  if (shape.points.length >= BLUE_SKIES_LIMITS.landPoints) return t('editor.skies.land.maxPoints', { max: BLUE_SKIES_LIMITS.landPoints });
  const points = [...shape.points.slice(0, best.after + 1), p, ...shape.points.slice(best.after + 1)];
  const next = land.map((s, i) => (i === best.shape ? { ...s, points } : s));
  const id = landPointId(best.shape, best.after + 1);
  return { command: landCommand(t('editor.skies.land.u.addPoint', counted(id)), board, next), select: [{ kind: LAND_POINT, id }], say: t('editor.skies.land.added', counted(id)) };
}
