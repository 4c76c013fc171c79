import { beforeAll, describe, expect, it } from 'vitest';
import { History } from './history.js';
import { fieldEditCommand } from './field-edit.js';
import { loadArea } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';
import { inLocale } from '../../i18n/in-locale.test-support.js';

// The refusals are the editor's words: English (the fallback) loaded before the first one.
beforeAll(() => loadArea(editorArea, 'en'));

const board = () => ({ name: 'B', routes: [{ id: 'a', costs: [1, 1] }, { id: 'b', costs: [3, 4] }], airlines: [{ id: 'X', stock: 7 }] });

describe('a lab suggestion staged in the editor', () => {
  it('sets the field as one undo step, sharing everything off the path, and undo gives back the board key for key', () => {
    const b0 = board();
    const h = new History<ReturnType<typeof board>>(b0);
    const cmd = fieldEditCommand('Lab suggestion: raise its costs', b0, { field: 'routes[0].costs', from: [1, 1], to: [9, 12] });
    if (typeof cmd === 'string') throw new Error(cmd);
    h.exec(cmd);
    expect(h.board.routes[0]!.costs).toEqual([9, 12]);
    expect(h.board.routes[1]).toBe(b0.routes[1]);
    expect(h.board.airlines).toBe(b0.airlines);
    expect(b0.routes[0]!.costs).toEqual([1, 1]);
    expect(h.undoLabel).toBe('Lab suggestion: raise its costs');
    expect(h.undoDepth).toBe(1);
    h.undo();
    expect(JSON.stringify(h.board)).toBe(JSON.stringify(board()));
  });

  it('refuses a field the board lacks, a value that moved since the run, and a path through __proto__', () => {
    expect(fieldEditCommand('x', board(), { field: 'routes[5].costs', from: [1, 1], to: [2, 2] })).toBe('The board has no routes[5].costs: it is not the board the lab ran on.');
    expect(fieldEditCommand('x', board(), { field: 'airlines[0].stock', from: 6, to: 5 })).toBe('airlines[0].stock is 7 on this board, not 6 as when the lab ran: run the lab again on the board as it is.');
    expect(fieldEditCommand('x', board(), { field: 'airlines[0].stock', from: 7, to: 7 })).toBe('airlines[0].stock is already 7.');
    expect(fieldEditCommand('x', board(), { field: '__proto__.polluted', from: undefined, to: 1 })).toMatch(/^The board has no __proto__\.polluted/);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('says why in the editor’s language', async () => {
    const why = await inLocale('fr', [editorArea], () => fieldEditCommand('x', board(), { field: 'airlines[0].stock', from: 6, to: 5 }));
    expect(why).toBe('airlines[0].stock vaut 7 sur ce plateau, et non 6 comme lors du passage du labo : relancez le labo sur le plateau tel qu’il est.');
  });
});

describe("an auto-balance's edits staged together", () => {
  it('apply in order as one undo step, each checked against the board the ones before leave', async () => {
    const { fieldEditsCommand } = await import('./field-edit.js');
    const b0 = board();
    const h = new History<ReturnType<typeof board>>(b0);
    const cmd = fieldEditsCommand('Auto-balance: 2 edits', b0, [
      { field: 'airlines[0].stock', from: 7, to: 6 },
      { field: 'airlines[0].stock', from: 6, to: 5 },
      { field: 'routes[1].costs', from: [3, 4], to: [5, 6] },
    ]);
    if (typeof cmd === 'string') throw new Error(cmd);
    h.exec(cmd);
    expect(h.board.airlines[0]!.stock).toBe(5);
    expect(h.board.routes[1]!.costs).toEqual([5, 6]);
    expect(h.undoDepth).toBe(1);
    h.undo();
    expect(JSON.stringify(h.board)).toBe(JSON.stringify(board()));
    expect(fieldEditsCommand('x', b0, [{ field: 'airlines[0].stock', from: 7, to: 6 }, { field: 'airlines[0].stock', from: 7, to: 5 }])).toBe('airlines[0].stock is 6 on this board, not 7 as when the lab ran: run the lab again on the board as it is.');
  });
});
