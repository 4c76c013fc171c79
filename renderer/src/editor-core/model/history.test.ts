import { describe, expect, it } from 'vitest';
import { command, type Command } from './command.js';
import { History } from './history.js';

interface Doc {
  n: number;
}
const add = (k: number): Command<Doc> => ({
  label: `add ${k}`,
  do: (d) => ({ n: d.n + k }),
  undo: (d) => ({ n: d.n - k }),
});
const setTo = (from: number, to: number): Command<Doc> & { to: number } => ({
  label: 'set',
  mergeKey: 'set',
  to,
  do: () => ({ n: to }),
  undo: () => ({ n: from }),
  merge: (next) => setTo(from, (next as unknown as { to: number }).to),
});

describe('History', () => {
  it('Undo and redo: each step goes back and forth exactly', () => {
    const h = new History<Doc>({ n: 0 });
    h.exec(add(1));
    h.exec(add(2));
    expect(h.board.n).toBe(3);
    h.undo();
    expect(h.board.n).toBe(1);
    h.redo();
    expect(h.board.n).toBe(3);
    h.undo();
    h.undo();
    expect(h.board.n).toBe(0);
    expect(h.undo()).toBe(false);
  });

  it('A new edit after undo drops the redo steps', () => {
    const h = new History<Doc>({ n: 0 });
    h.exec(add(1));
    h.undo();
    h.exec(add(5));
    expect(h.canRedo).toBe(false);
    expect(h.redo()).toBe(false);
    expect(h.board.n).toBe(5);
  });

  it('Grouping: one gesture is one undo step', () => {
    const h = new History<Doc>({ n: 0 });
    h.begin('drag');
    h.exec(add(1));
    h.exec(add(1));
    h.exec(add(1));
    h.end();
    expect(h.undoDepth).toBe(1);
    h.undo();
    expect(h.board.n).toBe(0);
    h.redo();
    expect(h.board.n).toBe(3);
  });

  it('Grouping: commands with one merge key fold into a single command', () => {
    const h = new History<Doc>({ n: 0 });
    h.begin('drag');
    for (let i = 1; i <= 50; i++) h.exec(setTo(i - 1, i));
    h.end();
    expect(h.board.n).toBe(50);
    h.undo();
    expect(h.board.n).toBe(0);
  });

  it('Cancel puts the board back as it was before the gesture', () => {
    const h = new History<Doc>({ n: 7 });
    h.begin('drag');
    h.exec(add(1));
    h.exec(add(2));
    h.cancel();
    expect(h.board.n).toBe(7);
    expect(h.canUndo).toBe(false);
  });

  it('An empty gesture leaves no step', () => {
    const h = new History<Doc>({ n: 0 });
    h.begin('nothing');
    h.end();
    expect(h.canUndo).toBe(false);
  });

  it('Dirty: an edit makes the board dirty, undoing back to the save makes it clean', () => {
    const h = new History<Doc>({ n: 0 });
    expect(h.dirty).toBe(false);
    h.exec(add(1));
    expect(h.dirty).toBe(true);
    h.markSaved();
    expect(h.dirty).toBe(false);
    h.exec(add(1));
    expect(h.dirty).toBe(true);
    h.undo();
    expect(h.dirty).toBe(false);
    h.undo();
    expect(h.dirty).toBe(true);
    h.redo();
    expect(h.dirty).toBe(false);
  });

  it('A restored draft is unsaved until saved', () => {
    const h = new History<Doc>({ n: 4 });
    h.markUnsaved();
    expect(h.dirty).toBe(true);
    h.markSaved();
    expect(h.dirty).toBe(false);
  });

  it('Reset starts afresh: no undo across files', () => {
    const h = new History<Doc>({ n: 0 });
    h.exec(add(1));
    h.reset({ n: 10 });
    expect(h.canUndo).toBe(false);
    expect(h.dirty).toBe(false);
    expect(h.board.n).toBe(10);
  });

  it('The history forgets the oldest steps beyond its limit', () => {
    const h = new History<Doc>({ n: 0 }, { limit: 3 });
    for (let i = 0; i < 5; i++) h.exec(add(1));
    let undone = 0;
    while (h.undo()) undone++;
    expect(undone).toBe(3);
    expect(h.board.n).toBe(2);
  });

  it('Listeners hear every change; version grows', () => {
    const h = new History<Doc>({ n: 0 });
    const seen: number[] = [];
    const off = h.onChange((d) => seen.push(d.n));
    h.exec(command('x', (d) => ({ n: d.n + 1 }), (d) => ({ n: d.n - 1 })));
    h.undo();
    off();
    h.redo();
    expect(seen).toEqual([1, 0]);
    expect(h.version).toBe(3);
  });
});
