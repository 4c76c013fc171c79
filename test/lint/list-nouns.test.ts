/**
 * English names a list's elements by the list's noun (games/core/list-nouns.ts), not by cutting an
 * "s" off its key. Every list a person's input can get wrong (a board, a move, table options, a
 * message to the host, a save) must have its noun, so none reads by the fallback ("entries in …").
 */
import { describe, expect, it } from 'vitest';
import { clientMessage } from '../../formats/protocol-schema.js';
import { COUNTED_EN, LIST_NOUNS_EN, listNoun } from '../../games/core/list-nouns.js';
import { formatMessage } from '../../games/core/messages.js';
import { games } from '../../games/index.js';
import { saveFile } from '../../main/saves/format.js';

/** The keys of every array a zod schema holds, at any depth (through optional, union, record, pipe, lazy). */
function arrayKeys(schema: unknown, key: string | null, out: Set<string>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, any> } })?._zod?.def;
  if (!def) return;
  const inner = (s: unknown, k: string | null = key) => arrayKeys(s, k, out, seen);
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) inner(v, k);
      break;
    case 'array':
      if (key !== null) out.add(key);
      inner(def.element);
      break;
    case 'tuple':
      if (key !== null) out.add(key);
      for (const item of def.items as unknown[]) inner(item);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      inner(def.innerType);
      break;
    case 'union':
      for (const o of def.options as unknown[]) inner(o);
      break;
    case 'record':
      inner(def.valueType);
      break;
    case 'pipe':
      inner(def.in);
      inner(def.out);
      break;
    case 'lazy':
      inner(def.getter());
      break;
    case 'intersection':
      inner(def.left);
      inner(def.right);
      break;
  }
}

describe('every list has its English noun', () => {
  it('in every game’s board, move and option schemas, the host’s messages and its saves', () => {
    const lists = new Set<string>();
    for (const def of games.values()) for (const schema of [def.boardSchema, def.moveSchema, def.optionsSchema]) arrayKeys(schema, null, lists);
    arrayKeys(clientMessage, null, lists);
    arrayKeys(saveFile, null, lists);
    expect(lists.size).toBeGreaterThan(30);
    expect([...lists].filter((k) => !listNoun(k)).sort()).toEqual([]);
  });

  it('the walk finds lists at any depth, and the nouns build messages that count in English', () => {
    const found = new Set<string>();
    arrayKeys(games.values().next().value!.boardSchema, null, found);
    expect(found.has('routes')).toBe(true);
    for (const list of Object.keys(LIST_NOUNS_EN)) for (const n of [0, 1, 2, 5, 21]) expect(formatMessage('en', COUNTED_EN, { list, n, field: 'x' })).toMatch(new RegExp(`^${n} \\p{L}`, 'u'));
  });
});
