/**
 * `npm run schemas`: writes boards/<game>/board.schema.json for every registered game, from
 * its zod board schema, so editors (VS Code, …) check and complete board files.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { games } from '../../games/index.js';
import type { GameDefinition } from '../../games/core/types.js';
import { findProjectRoot } from '../library/index.js';
import { prettyJson, writeFileAtomic } from '../library/json-file.js';

export function boardJsonSchema(def: GameDefinition): unknown {
  // `io: 'input'`: a file may leave out what has a default. Unrepresentable parts become `{}`.
  const schema = z.toJSONSchema(def.boardSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  // Every number and list has a limit (games/core/limits.ts, games/<id>/limits.ts): `maximum`,
  // `maxItems`, `maxLength`, `maxProperties` below are the largest the host accepts.
  return {
    ...schema,
    title: `${def.name} board`,
    description: `A Boardwright board file for ${def.name} (format ${def.boardFormat}). Every number, text and list has a limit (maximum, maxLength, maxItems, maxProperties): the largest a host accepts.`,
  };
}

export async function writeSchemas(boardsDir: string, registry: ReadonlyMap<string, GameDefinition> = games): Promise<string[]> {
  const written: string[] = [];
  for (const def of registry.values()) {
    const file = join(boardsDir, def.id, 'board.schema.json');
    await writeFileAtomic(file, prettyJson(boardJsonSchema(def)));
    written.push(file);
  }
  return written;
}

const isMain = process.argv[1] !== undefined && /schemas\.(ts|js|cjs|mjs)$/.test(process.argv[1]);
if (isMain) {
  const root = findProjectRoot();
  if (!root) {
    console.error('Could not find the project root (a folder with package.json and boards/).');
    process.exit(1);
  }
  const files = await writeSchemas(join(root, 'boards'));
  for (const f of files) console.log(`wrote ${f.slice(root.length + 1)}`);
  if (files.length === 0) console.log('No games are registered yet: nothing to write.');
}
