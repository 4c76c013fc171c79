/**
 * Editing the Blue Skies land: points dragged (one undo step per drag), added to the nearest
 * stretch of coast or as a new shape, deleted (a shape too small to draw goes, and no shape at
 * all is no land field), found from a problem's path; through the tools as a person uses them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { loadArea } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { History } from '../../../editor-core/model/history.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import type { Point, Rect } from '../../../editor-core/modes/types.js';
import { addLandPoint, deleteLandPoints, landPoint, moveLandPointsBy, parseLandPointId } from './land.js';
import { blueSkiesMode } from './mode.js';

beforeAll(() => loadArea(editorArea, 'en'));

const square = { points: [{ x: 100, y: 100 }, { x: 300, y: 100 }, { x: 300, y: 300 }, { x: 100, y: 300 }] };
const board = (land?: BlueSkiesBoard['land']): BlueSkiesBoard => {
  const b = blueSkiesMode.newBoard() as BlueSkiesBoard;
  return land ? { ...b, land } : b;
};

/** A stand-in for the scene: a land point is hit within 7 units (no airports on these boards). */
const scene = {
  hit: (b: BlueSkiesBoard, p: Point) => {
    for (const [i, s] of (b.land ?? []).entries()) for (const [j, q] of s.points.entries()) if (Math.hypot(q.x - p.x, q.y - p.y) <= 7) return { kind: 'landpoint', id: `${i}.${j}` };
    return null;
  },
  hitBox: (_b: BlueSkiesBoard, _r: Rect) => [],
};

describe('Blue Skies editor: the land', () => {
  it('A drag moves a point, kept on the map, and the whole drag is one undo step', () => {
    const start = board([square]);
    const rig = toolRig(blueSkiesMode, start, scene);
    rig.drag([
      [300, 100],
      [320, 90],
      [340, 80],
    ]);
    expect(rig.history.board.land![0]!.points[1]).toEqual({ x: 340, y: 80 });
    expect(rig.sel()).toEqual([{ kind: 'landpoint', id: '0.1' }]);
    rig.history.undo();
    expect(rig.history.board).toEqual(start);
    const off = moveLandPointsBy(start, ['0.0'], -500, -500)!.do(start);
    expect(off.land![0]!.points[0]).toEqual({ x: 0, y: 0 });
    expect(moveLandPointsBy(start, ['7.7'], 1, 1)).toBeNull();
  });

  it('The Land tool adds a point into the nearest stretch of coast, and Shift+click starts a new shape', () => {
    const rig = toolRig(blueSkiesMode, board([square]), scene);
    rig.setTool('land');
    rig.click(200, 320);
    // Nearest to the bottom edge (from point 3 back to point 4): it goes between them.
    expect(rig.history.board.land![0]!.points).toEqual([square.points[0], square.points[1], square.points[2], { x: 200, y: 320 }, square.points[3]]);
    expect(rig.sel()).toEqual([{ kind: 'landpoint', id: '0.3' }]);
    rig.click(60, 200);
    // Nearest to the closing stretch, from the last point back to the first: appended at the end.
    expect(rig.history.board.land![0]!.points.at(-1)).toEqual({ x: 60, y: 200 });
    rig.click(700, 500, { shift: true });
    expect(rig.history.board.land).toHaveLength(2);
    expect(rig.history.board.land![1]!.points).toHaveLength(3);
    expect(rig.said.at(-1)).toMatch(/Shape 2 of land added/);
  });

  it('A board without land gets its first shape from the first click', () => {
    const b = board();
    expect(b.land).toBeUndefined();
    const edit = addLandPoint(b, { x: 500, y: 350 }, false);
    expect(typeof edit).not.toBe('string');
    if (typeof edit === 'string') return;
    const after = edit.command.do(b);
    expect(after.land).toHaveLength(1);
    expect(blueSkiesMode.format.validateBoard(after).filter((p) => p.path.startsWith('$.land'))).toEqual([]);
    expect('land' in edit.command.undo(after)).toBe(false);
  });

  it('Deleting points: a shape left with fewer than 3 goes, and with no shape left the field goes', () => {
    const two = board([square, { points: [{ x: 500, y: 500 }, { x: 600, y: 500 }, { x: 550, y: 600 }] }]);
    const cmd = deleteLandPoints(two, ['1.0'])!;
    expect(cmd.label).toMatch(/and its shape, too small to draw/);
    const after = cmd.do(two);
    expect(after.land).toEqual([square]);
    expect(cmd.undo(after)).toEqual(two);
    const none = deleteLandPoints(after, ['0.0', '0.1'])!.do(after);
    expect('land' in none).toBe(false);
    const h = new History(after);
    h.exec(deleteLandPoints(after, ['0.2'])!);
    expect(h.board.land![0]!.points).toHaveLength(3);
    h.undo();
    expect(h.board).toEqual(after);
  });

  it('The mode names, finds and checks land points; a problem on the land points at its point', () => {
    const b = board([square]);
    expect(blueSkiesMode.describe(b, { kind: 'landpoint', id: '0.2' })).toBe('Land shape 1, point 3');
    expect(blueSkiesMode.exists(b, { kind: 'landpoint', id: '0.3' })).toBe(true);
    expect(blueSkiesMode.exists(b, { kind: 'landpoint', id: '0.4' })).toBe(false);
    expect(blueSkiesMode.exists(b, { kind: 'landpoint', id: '__proto__' })).toBe(false);
    expect(blueSkiesMode.position(b, { kind: 'landpoint', id: '0.1' })).toEqual({ x: 300, y: 100 });
    expect(blueSkiesMode.locate(b, '$.land[0].points[2].x')).toEqual({ kind: 'landpoint', id: '0.2' });
    expect(blueSkiesMode.locate(b, '$.land[0].points')).toEqual({ kind: 'landpoint', id: '0.0' });
    expect(blueSkiesMode.locate(b, '$.land[5]')).toEqual({ kind: 'board', id: 'land' });
    expect(parseLandPointId('1.x')).toBeNull();
    expect(landPoint(b, '0.9')).toBeNull();
    expect(blueSkiesMode.summary(b)).toMatch(/land: 1 shape, 4 points$/);
  });

  it('In German the land tool speaks German: undo labels and notes from the catalogue', async () => {
    await inLocale('de', [editorArea], () => {
      const two = board([square, { points: [{ x: 500, y: 500 }, { x: 600, y: 500 }, { x: 550, y: 600 }] }]);
      expect(deleteLandPoints(two, ['1.0'])!.label).toBe('Landfläche 2, Punkt 1 löschen (und die Fläche, zu klein zum Zeichnen)');
      expect(moveLandPointsBy(two, ['0.0', '0.1'], 5, 5)!.label).toBe('2 Landpunkte verschieben');
      const added = addLandPoint(two, { x: 200, y: 90 }, false);
      if (typeof added === 'string') throw new Error(added);
      expect(added.say).toMatch(/^Landfläche 1, Punkt \d hinzugefügt\.$/);
      expect(addLandPoint(two, { x: 800, y: 300 }, true)).toMatchObject({ say: expect.stringMatching(/^Landfläche 3 hinzugefügt: /) });
    });
  });
});
