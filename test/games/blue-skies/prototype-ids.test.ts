/**
 * The move the security probe found, on the host as `npm run host` runs it (Object.prototype
 * locked, main/host/harden.ts), in a child process so this test's own process stays untouched:
 * a Blue Skies `special` on the airport "__proto__". Whatever the game's code makes of it, the
 * move is refused, the table is unchanged, Object.prototype is clean and the host serves on.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_PROCESS_BUDGET_MS } from '../../fixtures/budgets.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..', '..');

describe('prototype-named ids on the locked host', () => {
  it('Prototype ids: a Blue Skies special on "__proto__" is refused and pollutes nothing; the host serves on', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, 'locked-host.ts')], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_PROCESS_BUDGET_MS });
    expect(run.stderr).toBe('');
    const found = JSON.parse(run.stdout.trim().split('\n').pop()!) as { answer: string; stateUnchanged: boolean; prototypeClean: boolean; serving: number };
    expect(found.answer).not.toBe('applied');
    expect(found).toMatchObject({ stateUnchanged: true, prototypeClean: true, serving: 200 });
  });
});
