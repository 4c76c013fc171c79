import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSchemas } from './schemas.js';
import { fixtureRegistry } from '../../test/fixtures/fixture-game.js';

describe('npm run schemas', () => {
  it('writes boards/<game>/board.schema.json from each game board schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bw-schema-'));
    const files = await writeSchemas(dir, fixtureRegistry);
    expect(files).toEqual([join(dir, 'tally', 'board.schema.json')]);
    const schema = JSON.parse(readFileSync(files[0]!, 'utf8')) as { type: string; properties: Record<string, unknown>; required: string[] };
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['game', 'format', 'name', 'target', 'deck']));
    expect(schema.required).toContain('target');
  });
});
