/** The one board writer: every bundled board reads back byte for byte; the layout rules. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games } from '../index.js';
import { boardText } from './board-text.js';
import { checkBoard } from './board-check.js';

const root = join(import.meta.dirname, '..', '..', 'boards');

describe('Board text', () => {
  for (const [id, def] of games) {
    for (const file of readdirSync(join(root, id)).filter((f) => f.endsWith('.board.json'))) {
      it(`${id}/${file}: written again, the file is the same bytes`, () => {
        const text = readFileSync(join(root, id, file), 'utf8');
        expect(boardText(def.boardSchema, JSON.parse(text))).toBe(text);
        // And the board checks clean: the writer is not hiding a broken file.
        expect(checkBoard(def, JSON.parse(text)).ok).toBe(true);
      });
    }
  }

  const schema = z.object({
    game: z.literal('g'),
    name: z.string(),
    items: z.array(z.object({ id: z.string(), x: z.number(), tags: z.array(z.string()).optional() })),
    track: z.object({ length: z.number(), ranges: z.array(z.object({ from: z.number(), to: z.number() })) }),
    bag: z.object({ red: z.number(), green: z.number() }),
    hand: z.record(z.string(), z.number()),
    rows: z.array(z.string()),
  });

  it('Keys in the schema’s order whatever order the object was built in; unknown keys last, sorted', () => {
    const a = boardText(schema, { zeta: 1, rows: [], hand: {}, bag: { green: 1, red: 2 }, track: { ranges: [], length: 3 }, items: [{ x: 1, id: 'a' }], name: 'N', game: 'g', alpha: 2 });
    expect(a).toBe(
      '{\n  "game": "g",\n  "name": "N",\n  "items": [\n    {"id": "a", "x": 1}\n  ],\n  "track": {"length": 3, "ranges": []},\n  "bag": {"red": 2, "green": 1},\n  "hand": {},\n  "rows": [],\n  "alpha": 2,\n  "zeta": 1\n}\n',
    );
  });

  it('An object holding a list of objects opens one level; a record keeps its keys as written', () => {
    const t = boardText(schema, { game: 'g', name: 'N', items: [], track: { length: 2, ranges: [{ to: 1, from: 0 }] }, bag: { red: 1, green: 0 }, hand: { straight: 3, curve: 2 }, rows: ['ab'] });
    expect(t).toContain('  "track": {\n    "length": 2,\n    "ranges": [\n      {"from": 0, "to": 1}\n    ]\n  },\n');
    expect(t).toContain('"hand": {"straight": 3, "curve": 2}');
    expect(t).toContain('"rows": ["ab"]');
  });

  it('A long list of strings (grid rows) goes one per line', () => {
    const rows = Array.from({ length: 30 }, () => '.'.repeat(30));
    const t = boardText(schema, { game: 'g', rows });
    expect(t.split('\n').filter((l) => l.startsWith('    "..')).length).toBe(30);
  });

  it('Writing what was read gives the same text (numbers keep their shortest form)', () => {
    const b = { game: 'g', name: 'é"\\', items: [{ id: 'a', x: 0.1 + 0.2, tags: ['p'] }, { id: 'b', x: 420 }], track: { length: 1, ranges: [] }, bag: { red: 1, green: 0 }, hand: { '3': 1, '2': 2 }, rows: [] };
    const once = boardText(schema, b);
    expect(boardText(schema, JSON.parse(once))).toBe(once);
    expect(JSON.parse(once)).toEqual(b);
  });
});
