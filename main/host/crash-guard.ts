/**
 * The last guard of a process that runs the host (`npm run host` and the Electron main process).
 * The host already catches what games, bots and timers throw at a table (that table pauses with
 * the reason, table.ts and hub.ts); an error that still escapes is a host bug, and every other
 * table is worth more than stopping for it. So the process goes on and the error is reported
 * where someone can read it, never swallowed: stderr for `npm run host`, stderr and a log file
 * in the data folder for the app (whose stderr nobody sees).
 */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export type Report = (line: string) => void;

let installed: { report: Report; uncaught: (err: unknown) => void; rejected: (err: unknown) => void } | null = null;

function describe(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  try {
    return String(err);
  } catch {
    return 'an error that cannot be shown';
  }
}

/**
 * Keeps the process alive through uncaught exceptions and unhandled rejections, reporting each.
 * Installs once per process; a second call replaces the report.
 */
export function installCrashGuard(report: Report): void {
  if (installed) {
    installed.report = report;
    return;
  }
  const guard = {
    report,
    uncaught: (err: unknown): void => guard.report(`uncaught error (the host goes on): ${describe(err)}`),
    rejected: (err: unknown): void => guard.report(`unhandled rejection (the host goes on): ${describe(err)}`),
  };
  process.on('uncaughtException', guard.uncaught);
  process.on('unhandledRejection', guard.rejected);
  installed = guard;
}

/** Whether this process has the guard (the app's test checks its shell installed it). */
export function crashGuardInstalled(): boolean {
  return installed !== null && process.listeners('uncaughtException').includes(installed.uncaught);
}

/** The log file is kept below this size: when it is reached it becomes `<file>.1` and starts anew. */
export const MAX_LOG_BYTES = 1024 * 1024;

/**
 * A report that appends timestamped lines to a file (kept under MAX_LOG_BYTES, one older file
 * kept) and to stderr. Writing the log never throws: a full disk must not become a crash.
 */
export function fileReport(path: string, maxBytes = MAX_LOG_BYTES): Report {
  return (line) => {
    const text = `${new Date().toISOString()} ${line}\n`;
    process.stderr.write(text);
    try {
      mkdirSync(dirname(path), { recursive: true });
      let size = 0;
      try {
        size = statSync(path).size;
      } catch {
        // No log yet.
      }
      if (size > 0 && size + Buffer.byteLength(text) > maxBytes) renameSync(path, `${path}.1`);
      appendFileSync(path, Buffer.byteLength(text) > maxBytes ? `${text.slice(0, maxBytes - 4)}…\n` : text);
    } catch {
      // The line reached stderr; the file could not be written.
    }
  };
}
