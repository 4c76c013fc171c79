/**
 * `npm run host [-- --port N] [--lan] [--bind ADDRESS] [--data DIR] [--bot-delay MS] [--no-build] [--lang L] [--verbose] [--stop-with-stdin]`
 *
 * Runs the game host without Electron and serves the built renderer. Prints exactly one line on
 * stdout, `Boardwright host: http://127.0.0.1:PORT/` (tests and scripts read it, so it reads the
 * same in every language); everything else (the build, the LAN address, the log with --verbose)
 * goes to stderr, in the language of `--lang` (tool-messages.ts; English by default). The
 * `--verbose` log and the crash guard's lines stay English: they are the host's log, for whoever
 * keeps it, like the log file.
 *
 * `--stop-with-stdin`: the host stops when its standard input ends. A program that starts it
 * (the browser tests) holds the other end of a pipe; when that program dies, however it dies
 * (a SIGKILL runs none of its clean-up), the system closes the pipe and the host stops with it
 * instead of listening on, orphaned.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { installCrashGuard } from '../host/crash-guard.js';
import { APP_PROGRAM, DataFolderInUse, LOCK_FILE, lockDataFolder, type DataLock } from '../host/data-lock.js';
import { lockObjectPrototype } from '../host/harden.js';
import { createHost } from '../host/index.js';
import { findProjectRoot } from '../library/index.js';
import type { Locale } from '../../games/core/locales.js';
import { defaultDataDir, intArg, langArg, LangRefused, toolSay } from './args.js';

// Defense in depth: no id from outside can reach Object.prototype in this process (harden.ts).
lockObjectPrototype();

/** Who holds the data folder, in the chosen language (the lock file names the program in English). */
function inUseWords(lang: Locale, err: DataFolderInUse): string {
  const h = err.holder;
  if (!h) return toolSay(lang, 'cli.host.inUseWriting', { dir: err.dataDir, file: join(err.dataDir, LOCK_FILE) });
  const elsewhere = h.host !== hostname();
  return toolSay(lang, 'cli.host.inUse', {
    dir: err.dataDir,
    program: h.program === APP_PROGRAM ? { key: 'cli.host.theApp' } : h.program,
    pid: String(h.pid),
    elsewhere: elsewhere ? 'yes' : 'none',
    machine: h.host,
    since: h.since,
  });
}

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
      lang: { type: 'string' },
      'stop-with-stdin': { type: 'boolean' },
    },
    allowPositionals: true,
  });
} catch (err) {
  // Node's own words about the flags (the language is not known yet), then the usage.
  fail(`${(err as Error).message}\n${toolSay('en', 'cli.host.usage')}`);
}
const { values } = args;
// A wrong language is refused in the console's language (args.ts langArg), with the usage; everything after, in the one chosen.
let lang: Locale;
try {
  lang = langArg(values.lang);
} catch (err) {
  fail(err instanceof LangRefused ? `${err.message}\n${toolSay(err.lang, 'cli.host.usage')}` : (err as Error).message);
}

const root = findProjectRoot() ?? process.cwd();
const rendererDir = join(root, 'out', 'renderer');
const viteConfig = join(root, 'renderer', 'vite.config.ts');
if (!existsSync(join(rendererDir, 'index.html')) && !values['no-build']) {
  if (existsSync(viteConfig)) {
    process.stderr.write(`${toolSay(lang, 'cli.host.building')}\n`);
    const build = spawnSync('npx', ['vite', 'build', '--config', viteConfig], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
    // A broken build must not stop the host: the API and WebSocket still serve, pages say why.
    if (build.status !== 0) process.stderr.write(`${toolSay(lang, 'cli.host.buildFailed')}\n`);
  } else {
    process.stderr.write(`${toolSay(lang, 'cli.host.noRenderer')}\n`);
  }
}

let port: number;
let botDelayMs: number;
try {
  port = intArg(values.port, 'port', 0, 0, 65535, lang);
  botDelayMs = intArg(values['bot-delay'], 'bot-delay', 400, 0, 60_000, lang);
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
  fail(err instanceof DataFolderInUse ? inUseWords(lang, err) : toolSay(lang, 'cli.host.notLocked', { dir: dataDir, error: (err as Error).message }));
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
    process.stderr.write(`${toolSay(lang, 'cli.host.lan', { url: host.lanUrl })}\n`);
    process.stderr.write(renderUnicodeCompact(host.lanUrl, { ecc: 'M', border: 2 }) + '\n');
  }
} catch (err) {
  fail(toolSay(lang, 'cli.host.failed', { error: (err as Error).message }));
}
