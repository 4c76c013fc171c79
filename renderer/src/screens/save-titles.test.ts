import { describe, expect, it } from 'vitest';
import { saveHeadings } from './save-titles.js';

const save = (id: string, name: string, players: string[], savedAt = '2026-11-23T10:00:00Z') => ({ id, name, players: players.map((n) => ({ name: n, kind: n === 'Bob' ? 'bot' : 'human' })), savedAt });

describe('Save headings', () => {
  it('keeps a name that is unique as it is', () => {
    expect(saveHeadings([save('a', 'Friday game', ['Ann'])]).get('a')).toBe('Friday game');
  });
  it('adds the players to autosaves that share the table title, and the time when the players are the same too', () => {
    const list = [
      save('t1', 'Airlines · North America', ['Ann', 'Bob']),
      save('t2', 'Airlines · North America', ['Cy', 'Bob']),
      save('t3', 'Airlines · North America', ['Ann', 'Bob'], '2026-11-23T11:30:00Z'),
      save('n1', 'Friday game', ['Ann', 'Bob']),
    ];
    const h = saveHeadings(list, 'en-GB');
    expect(h.get('n1')).toBe('Friday game');
    expect(h.get('t2')).toBe('Airlines · North America — Cy, Bob (bot)');
    expect(h.get('t1')).toMatch(/^Airlines · North America — Ann, Bob \(bot\) — saved 23 Nov 2026, \d\d:00$/);
    expect(h.get('t3')).toMatch(/— saved 23 Nov 2026, \d\d:30$/);
    expect(new Set(h.values()).size).toBe(4);
  });
});
