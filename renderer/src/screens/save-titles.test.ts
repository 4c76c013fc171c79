import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/in-locale.test-support.js';
import { savesArea } from '../i18n/saves/index.js';
import { saveHeadings } from './save-titles.js';

const save = (id: string, name: string, players: string[], savedAt = '2026-11-23T10:00:00Z') => ({ id, name, players: players.map((n) => ({ name: n, kind: n === 'Bob' ? 'bot' : 'human' })), savedAt });

describe('Save headings', () => {
  it('keeps a name that is unique as it is', () => {
    expect(saveHeadings([save('a', 'Friday game', ['Ann'])]).get('a')).toBe('Friday game');
  });
  it('adds the players to autosaves that share the table title, and the time when the players are the same too', async () => {
    const list = [
      save('t1', 'Airlines · North America', ['Ann', 'Bob']),
      save('t2', 'Airlines · North America', ['Cy', 'Bob']),
      save('t3', 'Airlines · North America', ['Ann', 'Bob'], '2026-11-23T11:30:00Z'),
      save('n1', 'Friday game', ['Ann', 'Bob']),
    ];
    const h = await inLocale('en', [savesArea], () => saveHeadings(list));
    expect(h.get('n1')).toBe('Friday game');
    expect(h.get('t2')).toBe('Airlines · North America — Cy, Bob (bot)');
    expect(h.get('t1')).toMatch(/^Airlines · North America — Ann, Bob \(bot\) — saved Nov 23, 2026, \d\d?:00\b/);
    expect(h.get('t3')).toMatch(/— saved Nov 23, 2026, \d\d?:30\b/);
    expect(new Set(h.values()).size).toBe(4);
    // In the page's language: no English left to fall back to.
    const fr = await inLocale('fr', [savesArea], () => saveHeadings(list));
    expect(fr.get('t1')).toMatch(/^Airlines · North America — Ann et Bob \(bot\) — sauvegardée le 23 nov\. 2026\b/);
    const de = await inLocale('de', [savesArea], () => saveHeadings(list));
    expect(de.get('t2')).toBe('Airlines · North America — Cy, Bob (Bot)');
  });
});
