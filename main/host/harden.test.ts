/** lockObjectPrototype, run in a child process (it changes the whole process it runs in). */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_PROCESS_BUDGET_MS } from '../../test/fixtures/budgets.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('Object.prototype lock (npm run host)', () => {
  it('Prototype lock: pollution through "__proto__" is refused; ws, zod, bonjour-service and a host playing a game still work', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join('test', 'fixtures', 'locked-process.ts')], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_PROCESS_BUDGET_MS });
    expect(run.stderr).toBe('');
    const found = JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(found).toEqual({
      locked: true,
      zod: true,
      bonjour: true,
      gamePlayed: true,
      attempts: {
        'new key through __proto__': 'TypeError',
        'replace a method through __proto__': 'TypeError',
        'Object.prototype.x =': 'TypeError',
        'own toString on an object (the override mistake)': 'allowed',
      },
      clean: true,
    });
  });
});
