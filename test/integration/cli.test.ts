/** `npm run host` as a child process: the one line it prints, serving, and a clean stop. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '../../games/index.js';
import { APP_PROGRAM, lockDataFolder } from '../../main/host/data-lock.js';
import { toolSay } from '../../main/cli/args.js';
import { CHILD_PROCESS_BUDGET_MS } from '../fixtures/budgets.js';
import { bundleForNode, type NodeBundle } from '../fixtures/node-bundle.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The host CLI bundled once for the file: the refusals start it four times, and each start
// through tsx compiles the host again (3.5-5 s of CPU) where the bundle is a plain node start. The
// first test starts the source through tsx, as `npm run host` does, so that way is proved to serve.
let bundle: NodeBundle;
beforeAll(async () => {
  bundle = await bundleForNode('cli-host', { 'host.mjs': 'main/cli/host.ts' });
});
afterAll(() => bundle?.remove());

/**
 * `npm run host <args>` as a child (from source through tsx, else the bundle), tied to this
 * process by a pipe on its standard input (`--stop-with-stdin`, as test/fixtures/host-process.ts
 * starts the browser tests' host): if the test runner dies, however it dies, the system closes the
 * pipe and the host stops with it instead of listening on, orphaned. This process never writes to
 * the pipe.
 */
function startHost(args: string[], env: NodeJS.ProcessEnv = process.env, fromSource = false): ChildProcessWithoutNullStreams {
  const entry = fromSource ? ['--import', 'tsx', 'main/cli/host.ts'] : [bundle.file('host.mjs')];
  const child = spawn(process.execPath, [...entry, ...args, '--stop-with-stdin'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env });
  // The pipe stays open until this process exits; an error on it (the host gone) is no news.
  child.stdin.on('error', () => undefined);
  return child;
}

describe('npm run host', () => {
  it('prints exactly one line "Boardwright host: http://127.0.0.1:PORT/", serves, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-cli-'));
    const child = startHost(['--port', '0', '--data', dataDir, '--no-build', '--bot-delay', '0'], process.env, true);
    let out = '';
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      const url = await new Promise<string>((res, rej) => {
        // A hang detector: tsx compiling the host took over a minute at a load of 20 on 2 cores.
        const timer = setTimeout(() => rej(new Error('the host did not start')), CHILD_PROCESS_BUDGET_MS);
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /^Boardwright host: (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(out);
          if (m) {
            clearTimeout(timer);
            res(m[1]!);
          }
        });
      });
      const res = await fetch(url + 'api/games');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }[]).map((g) => g.id)).toEqual(expect.arrayContaining([...games.keys()]));
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses a bad --port with a message', async () => {
    const child = startHost(['--port', 'eighty', '--no-build']);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(err).toMatch(/--port needs a whole number/);
  });

  it('speaks --lang: an unknown --lang in the console language, a bad --port in French, a data folder in use in German', async () => {
    const refused = async (args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; err: string }> => {
      const child = startHost(['--no-build', ...args], env);
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      return { code, err };
    };
    // A language we do not speak: refused in the console's (LC_ALL here), with the usage in it too.
    const unknown = await refused(['--lang', 'klingon', '--port', '0'], { ...process.env, LC_ALL: 'fr_FR.UTF-8' });
    expect(unknown).toEqual({
      code: 1,
      err: `--lang doit être l’une de ces langues : en (English), fr (Français), de (Deutsch), pas « klingon ».\n${toolSay('fr', 'cli.host.usage')}\n`,
    });
    const fr = await refused(['--lang', 'fr', '--port', 'eighty']);
    expect(fr).toEqual({ code: 1, err: '--port attend un nombre entier de 0 à 65535, pas « eighty ».\n' });
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-cli-'));
    const lock = lockDataFolder(dataDir, { program: APP_PROGRAM, now: () => new Date('2026-11-28T07:00:00.000Z') });
    try {
      const de = await refused(['--lang', 'de', '--port', '0', '--data', dataDir]);
      expect(de).toEqual({
        code: 1,
        err: `Der Datenordner ${dataDir} wird von einem anderen Boardwright-Host benutzt: die Boardwright-App, Prozess ${process.pid}, seit 2026-11-28T07:00:00.000Z. Schließe zuerst jenen, oder gib diesem einen anderen Ordner (--data ORDNER).\n`,
      });
    } finally {
      lock.release();
    }
  });
});
