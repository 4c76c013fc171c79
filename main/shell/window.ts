/**
 * Small decisions of the Electron shell kept as plain functions, so they are tested in Node:
 * where the user's files live in the data folder, and how a second start brings the first
 * window back.
 */
import { join } from 'node:path';

/**
 * The folders of the data folder the file calls may reach: the user's boards and saves. The
 * rest of the data folder (its lock file, the lab's reports, the logs) is the app's own.
 */
export function userFolders(dataDir: string): { boards: string; saves: string } {
  return { boards: join(dataDir, 'boards'), saves: join(dataDir, 'saves') };
}

/** The part of a BrowserWindow that focusing uses. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** A second start of the app shows the first one's window: restored if minimised, in front. */
export function focusWindow(win: FocusableWindow | undefined | null): boolean {
  if (!win) return false;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
  return true;
}

/**
 * The window's web preferences: the page isolated from the preload, sandboxed, without Node;
 * the preload told which origins are the app's own; DevTools only in development (in a
 * packaged app they would let anyone at the machine run code with the page's rights).
 */
export function windowPreferences(opts: { preload: string; appOrigins: readonly string[]; packaged: boolean; originsArg: string }) {
  return {
    preload: opts.preload,
    contextIsolation: true,
    nodeIntegration: false,
    sandbox: true,
    webSecurity: true,
    spellcheck: false,
    devTools: !opts.packaged,
    // The preload offers native calls only to pages of these origins (not to a friend's host).
    additionalArguments: [`${opts.originsArg}${opts.appOrigins.join(',')}`],
  };
}
