import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft, type KeyValueStore } from './draft.js';
import { addRecent, readRecent } from './recent.js';

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

describe('Draft kept in the background', () => {
  it('A written draft is read back, and cleared after a save', () => {
    const s = memory();
    writeDraft(s, { game: 'some-game', title: 'Mine', file: { kind: 'new' }, text: '{}', savedAt: 't' });
    expect(readDraft(s)).toEqual({ game: 'some-game', title: 'Mine', file: { kind: 'new' }, text: '{}', savedAt: 't' });
    clearDraft(s);
    expect(readDraft(s)).toBeNull();
  });
  it('A damaged draft is ignored, not a crash', () => {
    const s = memory();
    s.setItem('boardwright.editor.draft', '{oops');
    expect(readDraft(s)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
  it('A draft kept without a title reads as untitled (the screen words it), not as English', () => {
    const s = memory();
    s.setItem('boardwright.editor.draft', JSON.stringify({ game: 'g', text: '{}' }));
    expect(readDraft(s)?.title).toBe('');
  });
  it('A full storage does not throw', () => {
    const s: KeyValueStore = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => {} };
    expect(writeDraft(s, { game: 'g', title: 't', file: null, text: '', savedAt: '' })).toBe(false);
  });
});

describe('Recent boards', () => {
  it('Newest first, no duplicates, at most eight', () => {
    const s = memory();
    for (let i = 0; i < 10; i++) addRecent(s, { key: `k${i}`, title: `B${i}`, game: 'some-game', at: '' });
    addRecent(s, { key: 'k5', title: 'B5 again', game: 'some-game', at: '' });
    const list = readRecent(s);
    expect(list.length).toBe(8);
    expect(list[0]!.title).toBe('B5 again');
    expect(list.filter((r) => r.key === 'k5').length).toBe(1);
  });
  it('Where a board lives is kept as parts, worded when shown; a place that is not one of ours is dropped', () => {
    const s = memory();
    addRecent(s, { key: 'library:bundled:some-game/classic', title: 'Classic', file: { kind: 'bundled', name: 'classic' }, game: 'some-game', at: '' });
    expect(readRecent(s)[0]).toEqual({ key: 'library:bundled:some-game/classic', title: 'Classic', file: { kind: 'bundled', name: 'classic' }, game: 'some-game', at: '' });
    s.setItem('boardwright.editor.recent', JSON.stringify([
      { key: 'a', title: 'A', file: { kind: 'elsewhere', name: 'x' }, game: 'g', at: '' },
      { key: 'b', title: 'B', file: { kind: 'mine', name: 7 }, game: 'g', at: '' },
      { key: 'c', title: 'C — Bundled: old', game: 'g', at: '' },
    ]));
    expect(readRecent(s).map((r) => ('file' in r ? 'kept' : r.title))).toEqual(['A', 'B', 'C — Bundled: old']);
  });
});
