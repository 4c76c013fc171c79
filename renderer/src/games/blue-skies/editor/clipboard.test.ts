import { describe, expect, it } from 'vitest';
import usa from '../../../../../boards/blue-skies/usa.board.json';
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { deepFreeze, roundTrip } from '../../../editor-core/model/command-checks.js';
import { History } from '../../../editor-core/model/history.js';
import { loadBoard } from '../../../editor-core/model/board-io.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import type { ToolEdit } from '../../../editor-core/modes/types.js';
import { blueSkiesMode, gateId } from './mode.js';
import type { AirportClip } from './clipboard.js';

const board = deepFreeze(loadBoard(blueSkiesMode, usa).board!) as BlueSkiesBoard;
const edits = blueSkiesMode.selectionEdits!;
const airport = (id: string): ElementRef => ({ kind: 'airport', id });
const edit = <B>(r: ToolEdit<B> | string): ToolEdit<B> => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};
const [a, b, c] = board.airports;
// Two airports, and a third named through one of its gates.
const picked = [airport(a!.id), airport(b!.id), { kind: 'gate', id: gateId(c!.id, 1) }];
const clipOf = (refs: ElementRef[]) => {
  const got = edits.copy(board, refs);
  if (typeof got === 'string') throw new Error(got);
  return got;
};

describe('Blue Skies: copy and paste of airports', () => {
  it('copies the selected airports whole (a gate stands for its airport), in board order', () => {
    const got = clipOf(picked);
    expect((got.clip as AirportClip).airports).toEqual([a, b, c]);
    expect(got.say).toBe('Copied 3 airports. Ctrl+V pastes them at the pointer.');
    expect(edits.copy(board, [{ kind: 'region', id: board.regions[0]!.id }])).toBe('Select airports to copy (click one, Shift+click or drag a box for more).');
  });

  it('pastes with fresh codes and free names at the pointer, in no region; one undo step', () => {
    const clip = clipOf(picked).clip as AirportClip;
    const history = new History<BlueSkiesBoard>(board);
    const res = edit(edits.paste(board, clip, { x: 500, y: 300 }));
    roundTrip(blueSkiesMode, res.command, board);
    history.exec(res.command);
    const after = history.board;
    const pasted = after.airports.slice(-3);
    expect(after.airports).toHaveLength(board.airports.length + 3);
    expect(new Set(after.airports.map((x) => x.id)).size).toBe(after.airports.length);
    expect(pasted.map((x) => x.city)).toEqual([a, b, c].map((x) => `${x!.city} 2`));
    for (const x of pasted) expect(board.airports.some((y) => y.id === x.id)).toBe(false);
    // Everything but the code, the name and the place is the original's.
    pasted.forEach((x, i) => expect({ ...x, id: '', city: '', x: 0, y: 0 }).toEqual({ ...[a, b, c][i]!, id: '', city: '', x: 0, y: 0 }));
    // The copy's middle at the pointer, its shape kept.
    const xs = pasted.map((x) => x.x);
    const ys = pasted.map((x) => x.y);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(500, 0);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(300, 0);
    expect(pasted[1]!.x - pasted[0]!.x).toBeCloseTo(b!.x - a!.x, 5);
    expect(after.regions).toBe(board.regions);
    expect(res.say).toBe('Pasted 3 airports, in no region yet: paint them into one with the Region tool (M). Ctrl+Z undoes the paste.');
    expect(res.select).toEqual(pasted.map((x) => airport(x.id)));
    // No schema or rules error from the paste (an airport in no region is a warning).
    expect(loadBoard(blueSkiesMode, JSON.parse(JSON.stringify(after))).problems.filter((p) => (p.severity ?? 'error') === 'error')).toEqual([]);
    expect(history.undoDepth).toBe(1);
    history.undo();
    expect(history.board).toEqual(board);
  });

  it('off the map or with no pointer, the paste stays on the map or lands beside the copy', () => {
    const clip = clipOf(picked).clip as AirportClip;
    const far = edit(edits.paste(board, clip, { x: 1e6, y: -1e6 })).command.do(board);
    for (const x of far.airports.slice(-3)) {
      expect(x.x).toBeLessThanOrEqual(1000);
      expect(x.y).toBeGreaterThanOrEqual(0);
    }
    const beside = edit(edits.paste(board, clip, null)).command.do(board);
    expect(beside.airports.at(-3)!.x).toBeCloseTo(a!.x + 20, 5);
  });

  it('refuses in words: no room on the board, or a copy that is not of airports; nothing changes', () => {
    const clip = clipOf(picked).clip as AirportClip;
    const full = { ...board, airports: Array.from({ length: 299 }, (_, i) => ({ ...a!, id: `X${i}` })) };
    expect(edits.paste(full, clip, null)).toBe('A board holds at most 300 airports: there is room for 1 more, not 3.');
    expect(edits.paste(board, { cities: [], routes: [] } as unknown as AirportClip, null)).toBe('The copy holds no airports: select airports and press Ctrl+C.');
  });

  it('mirrors and turns the selected airports round their middle; leaving the map is refused', () => {
    const two = [airport(a!.id), airport(b!.id)];
    const res = edit(edits.mirror(board, two, 'left-right'));
    expect(res.command.label).toBe('Mirror left to right 2 airports');
    const once = roundTrip(blueSkiesMode, res.command, board);
    expect(edit(edits.mirror(once, two, 'left-right')).command.do(once).airports).toEqual(board.airports);
    let turned = board;
    for (let i = 0; i < 4; i++) turned = edit(edits.turn(turned, two, 1)).command.do(turned);
    turned.airports.forEach((x, i) => expect([x.x, x.y]).toEqual([expect.closeTo(board.airports[i]!.x, 0), expect.closeTo(board.airports[i]!.y, 0)]));
    const edge = { ...board, airports: [{ ...a!, x: 0, y: 350 }, { ...b!, x: 1000, y: 350 }, ...board.airports.slice(2)] };
    expect(edits.turn(edge, two, 1)).toBe(`Turn clockwise, ${a!.city} would leave the map: move the selection inward first.`);
    expect(edits.mirror(board, [airport(a!.id)], 'top-bottom')).toBe('Select two or more airports to mirror or turn them.');
  });
});
