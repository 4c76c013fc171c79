/**
 * The Electron shell, tested without Electron: `electron` is replaced by a recording fake, the
 * real main/index.ts runs against it, and the test checks what it set up: the host it started,
 * the window's security settings, and how navigation, new windows and IPC are answered.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

interface FakeWindow {
  options: { webPreferences: Record<string, unknown> };
  url: string | null;
  listeners: Map<string, (...args: unknown[]) => void>;
  openHandler: ((d: { url: string }) => { action: string }) | null;
}

const rec = vi.hoisted(() => ({
  windows: [] as FakeWindow[],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  quitHandlers: [] as Array<() => void>,
  openedExternally: [] as string[],
}));

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = (): unknown[] => rec.windows;
    static fromWebContents = (): null => null;
    webContents: unknown;
    constructor(options: FakeWindow['options']) {
      const win: FakeWindow = { options, url: null, listeners: new Map(), openHandler: null };
      rec.windows.push(win);
      this.webContents = {
        on: (name: string, fn: (...args: unknown[]) => void) => win.listeners.set(name, fn),
        setWindowOpenHandler: (fn: FakeWindow['openHandler']) => (win.openHandler = fn),
      };
      (this as unknown as { loadURL: (u: string) => Promise<void> }).loadURL = async (u: string) => {
        win.url = u;
      };
    }
  }
  const app = {
    whenReady: () => Promise.resolve(),
    isPackaged: false,
    getVersion: () => '0.0.0-test',
    getPath: () => process.env['BOARDWRIGHT_DATA'],
    getAppPath: () => process.cwd(),
    on: (name: string, fn: () => void) => {
      if (name === 'before-quit') rec.quitHandlers.push(fn);
    },
    quit: () => {},
  };
  return {
    app,
    BrowserWindow,
    dialog: { showErrorBox: (t: string, m: string) => console.error(t, m), showMessageBoxSync: () => 1 },
    ipcMain: { handle: (channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) => rec.handlers.set(channel, fn) },
    Menu: { setApplicationMenu: () => {}, buildFromTemplate: () => ({}) },
    session: { defaultSession: { webRequest: { onHeadersReceived: () => {} }, setPermissionRequestHandler: () => {} } },
    shell: { openExternal: async (u: string) => void rec.openedExternally.push(u), showItemInFolder: () => {} },
  };
});

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  process.env['BOARDWRIGHT_DATA'] = mkdtempSync(join(tmpdir(), 'bw-shell-'));
  process.env['BOARDWRIGHT_PORT'] = '0';
  await import('../index.js');
  await waitFor(() => rec.windows.length === 1 && rec.windows[0]!.url !== null);
});

afterAll(async () => {
  for (const fn of rec.quitHandlers) fn();
  await new Promise((r) => setTimeout(r, 50));
});

describe('Electron shell (main/index.ts)', () => {
  it('starts the local host on 127.0.0.1 and opens the window on it', async () => {
    const url = rec.windows[0]!.url!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(new URL('api/games', url));
    expect(res.ok).toBe(true);
    const games = (await res.json()) as Array<{ id: string }>;
    expect(games.map((g) => g.id)).toContain('airlines');
  });

  it('runs the page isolated, sandboxed and without Node', () => {
    const prefs = rec.windows[0]!.options.webPreferences;
    expect(prefs['contextIsolation']).toBe(true);
    expect(prefs['sandbox']).toBe(true);
    expect(prefs['nodeIntegration']).toBe(false);
    expect(String(prefs['preload'])).toMatch(/preload[\\/]index\.cjs$/);
    // The preload learns which origins are the app's own (and offers native calls only there).
    expect(prefs['additionalArguments']).toEqual([`--boardwright-origins=${new URL(rec.windows[0]!.url!).origin}`]);
  });

  it('blocks navigation away from the app and every new window', () => {
    const win = rec.windows[0]!;
    const navigate = win.listeners.get('will-navigate')!;
    let prevented = false;
    navigate({ preventDefault: () => (prevented = true) }, 'https://example.com/');
    expect(prevented).toBe(true);
    prevented = false;
    navigate({ preventDefault: () => (prevented = true) }, new URL('#/lobby', win.url!).href);
    expect(prevented).toBe(false);
    // A friend's host on the LAN (the Join screen opens it in the window).
    navigate({ preventDefault: () => (prevented = true) }, 'http://192.168.1.20:47615/#join');
    expect(prevented).toBe(false);
    expect(win.openHandler!({ url: 'https://example.com/help' })).toEqual({ action: 'deny' });
    expect(rec.openedExternally).toEqual(['https://example.com/help']);
    expect(win.openHandler!({ url: new URL('x', win.url!).href })).toEqual({ action: 'deny' });
  });

  it('answers IPC only from the app page', async () => {
    const hostUrl = rec.handlers.get('bw:host-url')!;
    const app = { senderFrame: { url: rec.windows[0]!.url!, parent: null } };
    expect(await hostUrl(app)).toBe(rec.windows[0]!.url);
    await expect(hostUrl({ senderFrame: { url: 'https://evil.test/', parent: null } })).rejects.toThrow(/Refused/);
    await expect(hostUrl({ senderFrame: { url: rec.windows[0]!.url!, parent: {} } })).rejects.toThrow(/Refused/);
    await expect(hostUrl({ senderFrame: null })).rejects.toThrow(/Refused/);
  });

  it('exposes only the channels the preload lists', () => {
    expect([...rec.handlers.keys()].sort()).toEqual(
      ['bw:app-version', 'bw:data-paths', 'bw:host-url', 'bw:open-file', 'bw:read-file', 'bw:reveal-in-folder', 'bw:save-file'].sort(),
    );
  });
});
