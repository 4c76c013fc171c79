/**
 * The Electron shell, tested without Electron: `electron` is replaced by a recording fake, the
 * real main/index.ts runs against it, and the test checks what it set up: the host it started,
 * the window's security settings, and how navigation, new windows and IPC are answered.
 */
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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
  /** What the next message box answers (0: the first button, "Open in browser"). */
  boxAnswer: 1,
  boxes: [] as string[],
  /** What the next open/save dialog picks. */
  pick: null as string | null,
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
    dialog: {
      showErrorBox: (t: string, m: string) => console.error(t, m),
      showMessageBoxSync: () => 1,
      showMessageBox: async (_win: unknown, o: { detail: string }) => {
        rec.boxes.push(o.detail);
        return { response: rec.boxAnswer };
      },
      showOpenDialog: async () => (rec.pick ? { canceled: false, filePaths: [rec.pick] } : { canceled: true, filePaths: [] }),
      showSaveDialog: async () => (rec.pick ? { canceled: false, filePath: rec.pick } : { canceled: true }),
    },
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

  it('blocks navigation and redirects away from the app, and every new window', () => {
    const win = rec.windows[0]!;
    for (const event of ['will-navigate', 'will-redirect']) {
      const go = win.listeners.get(event)!;
      const prevented = (target: string): boolean => {
        let p = false;
        go({ preventDefault: () => (p = true) }, target);
        return p;
      };
      expect(prevented('https://example.com/'), event).toBe(true);
      expect(prevented(new URL('#/lobby', win.url!).href), event).toBe(false);
      // A friend's host on the LAN (the Join screen opens it in the window), but no other program on this machine.
      expect(prevented('http://192.168.1.20:47615/#join'), event).toBe(false);
      expect(prevented('http://127.0.0.1:22/'), event).toBe(true);
      expect(prevented('http://192.168.1.20:22/'), event).toBe(true);
      expect(prevented('file:///etc/passwd'), event).toBe(true);
    }
    expect(win.openHandler!({ url: new URL('x', win.url!).href })).toEqual({ action: 'deny' });
  });

  it('opens an http(s) link from a page in the browser only after the user says yes', async () => {
    const win = rec.windows[0]!;
    rec.boxAnswer = 1; // Cancel
    expect(win.openHandler!({ url: 'https://example.com/help' })).toEqual({ action: 'deny' });
    await new Promise((r) => setTimeout(r, 10));
    expect(rec.boxes).toEqual(['https://example.com/help']);
    expect(rec.openedExternally).toEqual([]);
    rec.boxAnswer = 0; // Open in browser
    win.openHandler!({ url: 'https://example.com/rules' });
    await new Promise((r) => setTimeout(r, 10));
    expect(rec.openedExternally).toEqual(['https://example.com/rules']);
    // Never anything but http(s), and nothing is even asked.
    win.openHandler!({ url: 'file:///etc/passwd' });
    win.openHandler!({ url: 'smb://server/share' });
    await new Promise((r) => setTimeout(r, 10));
    expect(rec.boxes).toHaveLength(2);
    expect(rec.openedExternally).toEqual(['https://example.com/rules']);
  });

  it('file IPC: only paths picked in a dialog this session, or in the data folder', async () => {
    const app = { senderFrame: { url: rec.windows[0]!.url!, parent: null }, sender: {} };
    const read = rec.handlers.get('bw:read-file')!;
    const save = rec.handlers.get('bw:save-file')!;
    const open = rec.handlers.get('bw:open-file')!;
    const outside = mkdtempSync(join(tmpdir(), 'bw-outside-'));
    const secret = join(outside, 'secret.json');
    writeFileSync(secret, '{"secret":1}');
    await expect(read(app, 'board', secret)).rejects.toThrow(/Refused: that file was not picked/);
    await expect(save(app, 'board', '{}', { path: join(outside, 'x.json') })).rejects.toThrow(/Refused/);
    await expect(read(app, 'board', 'relative.json')).rejects.toThrow(/Refused/);
    // Inside the data folder: allowed, and `..` cannot climb out of it.
    const data = process.env['BOARDWRIGHT_DATA']!;
    expect(await save(app, 'board', '{"a":1}', { path: join(data, 'boards', 'mine.json') })).toEqual({ path: join(data, 'boards', 'mine.json') });
    expect((await read(app, 'board', join(data, 'boards', 'mine.json'))) as { text: string }).toMatchObject({ text: '{"a":1}' });
    await expect(read(app, 'board', join(data, '..', outside.split(/[\\/]/).pop()!, 'secret.json'))).rejects.toThrow(/Refused/);
    // A link inside the data folder that leads out of it does not open the file it points at.
    symlinkSync(secret, join(data, 'link.json'));
    await expect(read(app, 'board', join(data, 'link.json'))).rejects.toThrow(/Refused/);
    // Picked in the open dialog: that file may be read again by its path (a board's picture).
    rec.pick = secret;
    expect(((await open(app, 'board')) as { text: string }).text).toBe('{"secret":1}');
    expect(((await read(app, 'board', secret)) as { text: string }).text).toBe('{"secret":1}');
    // Picked in the save dialog: written, and then writable by path.
    const target = join(outside, 'saved.json');
    rec.pick = target;
    expect(await save(app, 'board', '{"b":2}', {})).toEqual({ path: target });
    expect(await save(app, 'board', '{"b":3}', { path: target })).toEqual({ path: target });
    expect(readFileSync(target, 'utf8')).toBe('{"b":3}');
    rec.pick = null;
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
