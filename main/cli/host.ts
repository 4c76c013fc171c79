/**
 * `npm run host [-- --port N] [--lan] [--bind ADDRESS] [--data DIR] [--bot-delay MS] [--no-build] [--verbose] [--stop-with-stdin]`
 *
 * Runs the game host without Electron and serves the built renderer. Prints exactly one line on
 * stdout, `Boardwright host: http://127.0.0.1:PORT/` (tests and scripts read it); everything
 * else (the build, the LAN address, the log with --verbose) goes to stderr.
 *
 * `--stop-with-stdin`: the host stops when its standard input ends. A program that starts it
 * (the browser tests) holds the other end of a pipe; when that program dies, however it dies
 * (a SIGKILL runs none of its clean-up), the system closes the pipe and the host stops with it
 * instead of listening on, orphaned.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { installCrashGuard } from '../host/crash-guard.js';
import { DataFolderInUse, lockDataFolder, type DataLock } from '../host/data-lock.js';
import { lockObjectPrototype } from '../host/harden.js';
import { createHost } from '../host/index.js';
import { findProjectRoot } from '../library/index.js';
import { defaultDataDir, intArg } from './args.js';

// Defense in depth: no id from outside can reach Object.prototype in this process (harden.ts).
lockObjectPrototype();

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      lan: { type: 'boolean' },
      bind: { type: 'string' },
      data: { type: 'string' },
      verbose: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      'bot-delay': { type: 'string' },
      'stop-with-stdin': { type: 'boolean' },
    },
    allowPositionals: true,
  });
} catch (err) {
  fail(`${(err as Error).message}\nusage: npm run host -- [--port N] [--lan] [--bind ADDRESS] [--data DIR] [--bot-delay MS] [--no-build] [--verbose] [--stop-with-stdin]`);
}
const { values } = args;

const root = findProjectRoot() ?? process.cwd();
const rendererDir = join(root, 'out', 'renderer');
const viteConfig = join(root, 'renderer', 'vite.config.ts');
if (!existsSync(join(rendererDir, 'index.html')) && !values['no-build']) {
  if (existsSync(viteConfig)) {
    process.stderr.write('Building the app (out/renderer) first…\n');
    const build = spawnSync('npx', ['vite', 'build', '--config', viteConfig], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
    // A broken build must not stop the host: the API and WebSocket still serve, pages say why.
    if (build.status !== 0) process.stderr.write('The renderer build failed (see above): serving the API and WebSocket only.\n');
  } else {
    process.stderr.write('No renderer to build yet (renderer/vite.config.ts is missing): serving the API and WebSocket only.\n');
  }
}

let port: number;
let botDelayMs: number;
try {
  port = intArg(values.port, 'port', 0, 0, 65535);
  botDelayMs = intArg(values['bot-delay'], 'bot-delay', 400, 0, 60_000);
} catch (err) {
  fail((err as Error).message);
}
const bind = values.bind ?? (values.lan ? '0.0.0.0' : '127.0.0.1');
const log = values.verbose ? (m: string): void => void process.stderr.write(`[host] ${m}\n`) : undefined;

// The last guard (crash-guard.ts): an error that escapes the tables is reported and the host goes on.
installCrashGuard((line) => void process.stderr.write(`[host] ${line}\n`));

// One host per data folder (data-lock.ts): a second one on the same folder is refused with who holds it.
const dataDir = defaultDataDir(values.data);
let dataLock: DataLock;
try {
  dataLock = lockDataFolder(dataDir, { program: 'npm run host' });
} catch (err) {
  fail(err instanceof DataFolderInUse ? err.message : `The data folder ${dataDir} could not be locked: ${(err as Error).message}`);
}
process.on('exit', () => dataLock.release());

try {
  const host = await createHost({
    port,
    bind,
    dataDir,
    rendererDir,
    botDelayMs,
    ...(log ? { log } : {}),
  });
  // Stopping cleanly (and giving the data folder up) is set up before the line that tells a
  // script the host is there, so a stop sent as soon as it is read is never missed.
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    host.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (values['stop-with-stdin']) {
    // What comes in is read and dropped; its end (the starter gone) stops the host. An end that
    // came before this line is still seen: a paused stream reports it once read.
    process.stdin.on('end', stop);
    process.stdin.resume();
  }
  process.stdout.write(`Boardwright host: http://127.0.0.1:${host.port}/\n`);
  if (host.lanUrl) {
    process.stderr.write(`Open to the local network: friends open ${host.lanUrl}\n`);
    process.stderr.write(renderUnicodeCompact(host.lanUrl, { ecc: 'M', border: 2 }) + '\n');
  }
} catch (err) {
  fail(`The host could not start: ${(err as Error).message}`);
}
