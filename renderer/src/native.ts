/**
 * The optional native side. In the Electron app the preload puts `window.boardwright` here; in
 * a plain browser (a LAN guest, the browser tests) it is absent and every caller falls back to
 * the web way (file picker, download, same-origin host).
 */
import type { NativeApi } from '../../preload/api';

export type { NativeApi, NativeFileKind, OpenedFile } from '../../preload/api';

declare global {
  interface Window {
    boardwright?: NativeApi;
  }
}

export function native(): NativeApi | null {
  return typeof window !== 'undefined' && window.boardwright ? window.boardwright : null;
}

export function isDesktopApp(): boolean {
  return native() !== null;
}
