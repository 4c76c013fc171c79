/**
 * The only things that cross from the Electron main process to the renderer (ARCHITECTURE.md):
 * file dialogs, reveal in folder, the app version and the local host URL. Types only: the
 * renderer imports this to type `window.boardwright`, which is absent in a plain browser.
 */
export type NativeFileKind = 'board' | 'save' | 'image';

export interface OpenedFile {
  path: string;
  name: string;
  /** Text files (boards, saves). */
  text?: string;
  /** Pictures, ready for an <img> or a Pixi texture. */
  dataUrl?: string;
}

export interface NativeApi {
  appVersion(): Promise<string>;
  /** The local host the renderer plays through, e.g. http://127.0.0.1:51234/ */
  hostUrl(): Promise<string>;
  /** Where the user's boards and saves are kept. */
  dataPaths(): Promise<{ boards: string; saves: string }>;
  /** Shows an open dialog; null when cancelled. */
  openFile(kind: NativeFileKind): Promise<OpenedFile | null>;
  /**
   * Reads a file by its path (a board's background picture): one the user picked in a dialog
   * during this session, or one in the app's data folder or bundled boards; others are refused.
   */
  readFile(kind: NativeFileKind, path: string): Promise<OpenedFile>;
  /**
   * Writes `text` to `path` (picked in a dialog this session, or in the data folder), or asks
   * where with a save dialog; null when cancelled.
   */
  saveFile(kind: NativeFileKind, text: string, options: { path?: string; suggestedName?: string }): Promise<{ path: string } | null>;
  revealInFolder(path: string): Promise<void>;
}

export const IPC_CHANNELS = {
  appVersion: 'bw:app-version',
  hostUrl: 'bw:host-url',
  dataPaths: 'bw:data-paths',
  openFile: 'bw:open-file',
  readFile: 'bw:read-file',
  saveFile: 'bw:save-file',
  revealInFolder: 'bw:reveal-in-folder',
} as const;

/** The command-line switch that tells the preload which page origins are the app's own. */
export const ORIGINS_ARG = '--boardwright-origins=';
