/**
 * The Electron shell, tested without Electron: `electron` is replaced by a recording fake, the
 * real main/index.ts runs against it, and the test checks what it set up: the host it started,
 * the window's security settings, and how navigation, new windows and IPC are answered.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crashGuardInstalled } from '../host/crash-guard.js';
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from '../host/data-lock.js';
import { STATE_BUDGET_MS } from '../../test/fixtures/budgets.js';
import { windowPreferences } from './window.js';

interface FakeWindow {
  options: { webPreferences: Record<string, unknown> };
  /** What was done to the window: 'restore', 'show', 'focus'. */
  calls: string[];
  minimized: boolean;
  url: string | null;
  listeners: Map<string, (...args: unknown[]) => void>;
  openHandler: ((d: { url: string }) => { action: string }) | null;
}

const rec = vi.hoisted(() => ({
  windows: [] as FakeWindow[],
  /** The app's event handlers by event name. */
  appHandlers: new Map<string, () => void>(),
  singleInstanceAsked: 0,
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
    static all: unknown[] = [];
    static getAllWindows = (): unknown[] => BrowserWindow.all;
    static fromWebContents = (): null => null;
    webContents: unknown;
    constructor(options: FakeWindow['options']) {
      const win: FakeWindow = { options, calls: [], minimized: false, url: null, listeners: new Map(), openHandler: null };
      rec.windows.push(win);
      BrowserWindow.all.push(this);
      const self = this as unknown as Record<string, () => unknown>;
      self['isMinimized'] = () => win.minimized;
      for (const name of ['restore', 'show', 'focus']) self[name] = () => void win.calls.push(name);
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
    requestSingleInstanceLock: () => {
      rec.singleInstanceAsked++;
      return true;
    },
    whenReady: () => Promise.resolve(),
    isPackaged: false,
    getVersion: () => '0.0.0-test',
    getPath: () => process.env['BOARDWRIGHT_DATA'],
    getAppPath: () => process.cwd(),
    on: (name: string, fn: () => void) => {
      if (name === 'before-quit') rec.quitHandlers.push(fn);
      rec.appHandlers.set(name, fn);
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

// Polled by the clock with the state budget: the shell's start (a host, its boards) took 20 s and
// more at a load of 20 on 2 cores, so a wait of 20 s could give up on a start that was only slow.
async function waitFor(check: () => boolean, ms = STATE_BUDGET_MS): Promise<void> {
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
  // The shell closes its host and then gives the data folder up (before-quit): wait for that end
  // rather than a fixed 50 ms, so no server, socket or close still under way outlives this file
  // (a host closing slowly on a busy machine did, and a close that failed then would have been an
  // unhandled rejection after the file's end).
  await waitFor(() => !existsSync(join(process.env['BOARDWRIGHT_DATA']!, LOCK_FILE)));
});

describe('Electron shell (main/index.ts)', () => {
  it('starts the local host on 127.0.0.1 and opens the window on it', async () => {
    const url = rec.windows[0]!.url!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(new URL('api/games', url));
    expect(res.ok).toBe(true);
    const games = (await res.json()) as Array<{ id: string }>;
    const { games: registry } = await import('../../games/index.js');
    expect(games.map((g) => g.id)).toEqual(expect.arrayContaining([...registry.keys()]));
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

  it('keeps DevTools to development: off in a packaged app', () => {
    const prefs = rec.windows[0]!.options.webPreferences;
    // This test runs the shell unpackaged (app.isPackaged false): DevTools on, as in `npm run dev`.
    expect(prefs['devTools']).toBe(true);
    const args = { preload: 'p', appOrigins: ['http://127.0.0.1:1'], originsArg: '--o=' };
    expect(windowPreferences({ ...args, packaged: true })).toMatchObject({ devTools: false, sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(windowPreferences({ ...args, packaged: false })).toMatchObject({ devTools: true });
  });

  it('runs once: takes the single-instance lock, and a second start brings the first window back', () => {
    expect(rec.singleInstanceAsked).toBe(1);
    const win = rec.windows[0]!;
    win.minimized = true;
    rec.appHandlers.get('second-instance')!();
    expect(win.calls).toEqual(['restore', 'show', 'focus']);
    win.minimized = false;
    win.calls.length = 0;
    rec.appHandlers.get('second-instance')!();
    expect(win.calls).toEqual(['show', 'focus']);
  });

  it('holds its data folder: `npm run host` on the same folder is refused, naming the app and its pid', () => {
    const data = process.env['BOARDWRIGHT_DATA']!;
    const second = (): unknown => lockDataFolder(data, { program: 'npm run host' });
    expect(second).toThrow(DataFolderInUse);
    expect(second).toThrow(`in use by another Boardwright host: the Boardwright app, process ${process.pid}, since `);
  });

  it('has the crash guard of `npm run host` (an escaped error is logged, the app goes on)', () => {
    expect(crashGuardInstalled()).toBe(true);
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
    // The dialog and the browser are stubs that answer at once (promises, no timer or I/O): a timer
    // runs after all of them however busy the machine, so these short waits are not races.
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

  it('file IPC: only paths picked in a dialog this session, or in the data folder\'s boards/ and saves/', async () => {
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
    // Inside the data folder's boards/ and saves/: allowed, and `..` cannot climb out of them.
    const data = process.env['BOARDWRIGHT_DATA']!;
    mkdirSync(join(data, 'saves'), { recursive: true });
    expect(await save(app, 'save', '{"s":1}', { path: join(data, 'saves', 'mine.json') })).toEqual({ path: join(data, 'saves', 'mine.json') });
    // Elsewhere in the data folder (its top, the lab's reports, the logs): refused, read or write.
    for (const where of [join(data, 'x.json'), join(data, 'lab', 'report.json'), join(data, 'logs', 'x.json')]) {
      await expect(save(app, 'board', '{}', { path: where }), where).rejects.toThrow(/Refused: that file was not picked in this session and is not in the app's boards or saves folder/);
    }
    writeFileSync(join(data, 'top.json'), '{}');
    await expect(read(app, 'board', join(data, 'top.json'))).rejects.toThrow(/Refused/);
    await expect(read(app, 'board', join(data, 'boards', '..', 'top.json'))).rejects.toThrow(/Refused/);
    expect(await save(app, 'board', '{"a":1}', { path: join(data, 'boards', 'mine.json') })).toEqual({ path: join(data, 'boards', 'mine.json') });
    expect((await read(app, 'board', join(data, 'boards', 'mine.json'))) as { text: string }).toMatchObject({ text: '{"a":1}' });
    await expect(read(app, 'board', join(data, '..', outside.split(/[\\/]/).pop()!, 'secret.json'))).rejects.toThrow(/Refused/);
    // A link inside the data folder that leads out of it does not open the file it points at.
    symlinkSync(secret, join(data, 'boards', 'link.json'));
    await expect(read(app, 'board', join(data, 'boards', 'link.json'))).rejects.toThrow(/Refused/);
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

  it('prototype-named keys through the file calls and the host reach nothing: Object.prototype stays as it was', async () => {
    const protoKeys = Reflect.ownKeys(Object.prototype).map(String).sort();
    const app = { senderFrame: { url: rec.windows[0]!.url!, parent: null }, sender: {} };
    const read = rec.handlers.get('bw:read-file')!;
    const save = rec.handlers.get('bw:save-file')!;
    const open = rec.handlers.get('bw:open-file')!;
    const hostile = JSON.parse('{"__proto__":{"path":"/tmp/x.json","polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;
    for (const kind of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      await expect(read(app, kind, join(process.env['BOARDWRIGHT_DATA']!, 'boards', 'mine.json'))).rejects.toThrow(/Bad file request/);
      await expect(save(app, kind, '{}', {})).rejects.toThrow(/Bad save request/);
      await expect(open(app, kind)).rejects.toThrow(/Unknown file kind/);
    }
    // Options whose path sits on the prototype are not options with a path: the dialog is asked (and cancelled).
    expect(await save(app, 'board', '{}', hostile)).toBeNull();
    await expect(read(app, 'board', '__proto__')).rejects.toThrow(/Refused/);
    // The host this shell started, with the same names in paths and bodies.
    const base = rec.windows[0]!.url!;
    const origin = new URL(base).origin;
    const body = JSON.stringify(hostile).replace('{', '{"__proto__":{"polluted":true},');
    const answers: number[] = [];
    for (const [method, path, sent] of [
      ['GET', 'api/boards/__proto__', undefined],
      ['GET', 'api/boards/constructor/prototype', undefined],
      ['GET', 'api/saves/__proto__', undefined],
      ['PUT', 'api/boards/user/__proto__/constructor', body],
      ['PUT', 'api/boards/user/airlines/__proto__', body],
      ['POST', 'api/saves/import', body],
      ['POST', 'api/saves/__proto__/rename', body],
    ] as const) {
      const res = await fetch(new URL(path, base), { method, headers: { origin, 'content-type': 'application/json' }, ...(sent ? { body: sent } : {}) });
      answers.push(res.status);
      await res.arrayBuffer();
    }
    // Each refused as bad input (4xx), none a server error.
    expect(answers.every((s) => s >= 400 && s < 500), answers.join(',')).toBe(true);
    expect(Reflect.ownKeys(Object.prototype).map(String).sort()).toEqual(protoKeys);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['path']).toBeUndefined();
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
