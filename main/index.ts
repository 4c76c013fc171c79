/**
 * The Electron main process: a thin shell. It starts the same host `npm run host` runs (plain
 * Node, main/host), opens one window on it, and answers the few native calls the preload
 * forwards. Everything with logic lives in Node modules that are tested without Electron.
 *
 * Like `npm run host` it has the crash guard (main/host/crash-guard.ts: an error that escapes a
 * table is logged to the data folder's logs/main.log and the app goes on) and holds its data
 * folder's lock (main/host/data-lock.ts); one app runs at a time (a second start focuses the
 * first window). The Object.prototype lock of `npm run host` (harden.ts) is not applied here:
 * it would run over Electron's own main-process code, which cannot be started on the machines
 * that test this; instead main/shell/electron-main.test.ts sends prototype-named keys through
 * this shell's calls and its host and checks that nothing reaches Object.prototype.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, session, shell, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { fileReport, installCrashGuard } from './host/crash-guard.js';
import { APP_PROGRAM, DataFolderInUse, lockDataFolder, type DataLock } from './host/data-lock.js';
import { createHost, type HostHandle } from './host/index.js';
import { CONTENT_SECURITY_POLICY, fileFilter, isExternalLink, isFileKind, isTrustedSender, mayNavigate } from './shell/security.js';
import { FileAccess, readKindFile, writeKindFile } from './shell/files.js';
import { focusWindow, userFolders, windowPreferences } from './shell/window.js';
import { IPC_CHANNELS, ORIGINS_ARG } from '../preload/api.js';

/** The app's usual local port (an unassigned one); `BOARDWRIGHT_PORT` overrides it. */
const APP_PORT = portFromEnv(process.env['BOARDWRIGHT_PORT']) ?? 47615;

function portFromEnv(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 && n < 65536 ? n : null;
}

let host: HostHandle | null = null;
let appOrigins: string[] = [];
/** Paths the file IPC may touch: picked in a dialog this session, or in the app's folders. */
let files: FileAccess | null = null;
let dataLock: DataLock | null = null;

function dataDir(): string {
  return process.env['BOARDWRIGHT_DATA'] ?? app.getPath('userData');
}

function createWindow(url: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    title: 'Boardwright',
    backgroundColor: '#f4f1ea',
    webPreferences: windowPreferences({ preload: join(__dirname, '../preload/index.cjs'), appOrigins, packaged: app.isPackaged, originsArg: ORIGINS_ARG }),
  });
  // The window stays on the app, or on a friend's host on the LAN that the Join screen opened;
  // no other navigation (a server's redirect neither), and no new windows: a link to elsewhere
  // opens in the browser once the user says so.
  const keepOnApp = (event: Electron.Event, target: string): void => {
    if (!mayNavigate(target, appOrigins)) event.preventDefault();
  };
  win.webContents.on('will-navigate', keepOnApp);
  win.webContents.on('will-redirect', keepOnApp);
  win.webContents.setWindowOpenHandler(({ url: target }) => {
    if (isExternalLink(target, appOrigins)) void offerExternal(win, target);
    return { action: 'deny' };
  });
  // The editor holds the page while a board has unsaved changes: ask, as a browser would.
  win.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: ['Leave without saving', 'Stay'],
      defaultId: 1,
      cancelId: 1,
      title: 'Unsaved changes',
      message: 'This board has changes that are not saved.',
      detail: 'A draft is kept and offered back next time, but the board file itself is not updated.',
    });
    if (choice === 0) event.preventDefault();
  });
  void win.loadURL(url);
  return win;
}

/** Opens an http(s) link in the user's browser, after asking (a page cannot open sites by itself). */
async function offerExternal(win: BrowserWindow, target: string): Promise<void> {
  const { response } = await dialog.showMessageBox(win, {
    type: 'question',
    buttons: ['Open in browser', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    title: 'Open a link',
    message: 'Open this link in your web browser?',
    detail: target.length > 300 ? `${target.slice(0, 300)}…` : target,
  });
  if (response === 0) await shell.openExternal(target);
}

/** Registers an IPC handler that answers only the app's own page. */
function handle(channel: string, fn: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void {
  ipcMain.handle(channel, async (event, ...args) => {
    const frame = event.senderFrame;
    const sender = frame ? { url: frame.url, isMainFrame: frame.parent === null } : null;
    if (!isTrustedSender(sender, appOrigins)) throw new Error('Refused: this page may not use native calls.');
    return fn(event, ...args);
  });
}

function registerIpc(): void {
  handle(IPC_CHANNELS.appVersion, () => app.getVersion());
  handle(IPC_CHANNELS.hostUrl, () => host?.url ?? '');
  handle(IPC_CHANNELS.dataPaths, () => userFolders(dataDir()));
  handle(IPC_CHANNELS.openFile, async (event, kind) => {
    if (!isFileKind(kind)) throw new Error('Unknown file kind.');
    const win = BrowserWindow.fromWebContents(event.sender);
    const opts = { properties: ['openFile' as const], filters: [fileFilter(kind)] };
    const res = win ? await dialog.showOpenDialog(win, opts) : await dialog.showOpenDialog(opts);
    if (res.canceled || res.filePaths.length === 0) return null;
    await files!.allowPicked(res.filePaths[0]!);
    return readKindFile(kind, res.filePaths[0]!);
  });
  handle(IPC_CHANNELS.readFile, async (_event, kind, path) => {
    if (!isFileKind(kind) || typeof path !== 'string') throw new Error('Bad file request.');
    if (!(await files!.mayRead(path))) throw new Error('Refused: that file was not picked in this session and is not in the app\'s boards or saves folder; open it again.');
    return readKindFile(kind, path);
  });
  handle(IPC_CHANNELS.saveFile, async (event, kind, text, options) => {
    if (!isFileKind(kind) || typeof text !== 'string') throw new Error('Bad save request.');
    const o = (typeof options === 'object' && options !== null ? options : {}) as { path?: unknown; suggestedName?: unknown };
    let path = typeof o.path === 'string' ? o.path : null;
    if (path !== null && !(await files!.mayWrite(path))) throw new Error('Refused: that file was not picked in this session and is not in the app\'s boards or saves folder; save it with the dialog.');
    if (!path) {
      const win = BrowserWindow.fromWebContents(event.sender);
      const opts = {
        defaultPath: typeof o.suggestedName === 'string' ? join(userFolders(dataDir()).boards, o.suggestedName) : undefined,
        filters: [fileFilter(kind)],
      };
      const res = win ? await dialog.showSaveDialog(win, opts) : await dialog.showSaveDialog(opts);
      if (res.canceled || !res.filePath) return null;
      path = res.filePath;
      await files!.allowPicked(path);
    }
    await writeKindFile(kind, path, text);
    return { path };
  });
  handle(IPC_CHANNELS.revealInFolder, async (_event, path) => {
    if (typeof path === 'string' && (await files!.mayRead(path))) shell.showItemInFolder(path);
  });
}

function buildMenu(): void {
  const template: Electron.MenuItemConstructorOptions[] = [
    {
      label: 'Boardwright',
      submenu: [
        {
          // After joining a friend's host the window shows their pages; this comes home.
          label: 'My tables (this computer)',
          accelerator: 'CmdOrCtrl+Shift+H',
          click: () => {
            const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
            if (win && host) void win.loadURL(host.url);
          },
        },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function start(): Promise<void> {
  await app.whenReady();
  const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
  const bundledBoardsDir = join(app.getAppPath(), 'boards');
  // One host per data folder: `npm run host --data` on this folder, or an app with another
  // single-instance key, holds it already.
  try {
    dataLock = lockDataFolder(dataDir(), { program: APP_PROGRAM });
  } catch (err) {
    if (!(err instanceof DataFolderInUse)) throw err;
    dialog.showErrorBox('Boardwright is already running on this data folder', err.message);
    app.quit();
    return;
  }
  // The file calls reach the user's boards and saves (and read the bundled boards), nothing
  // else in the data folder (its lock, the lab, the logs) and nothing outside it.
  const folders = userFolders(dataDir());
  files = new FileAccess([folders.boards, folders.saves], [bundledBoardsDir]);
  host = await createHost({
    // A fixed port keeps the page's origin, and so the seat tokens it keeps in local storage,
    // the same from one start to the next; another port only when this one is taken.
    port: APP_PORT,
    anyPortIfTaken: true,
    bind: '127.0.0.1',
    dataDir: dataDir(),
    rendererDir: join(__dirname, '../renderer'),
    bundledBoardsDir,
    // The dev server's page talks to this host directly: its origin is the app's too.
    ...(devUrl ? { allowedOrigins: [new URL(devUrl).origin] } : {}),
    log: (msg) => console.log(msg),
  });
  appOrigins = [new URL(host.url).origin, ...(devUrl ? [new URL(devUrl).origin] : [])];
  // Every response the window gets carries our CSP, the dev server's included.
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  registerIpc();
  buildMenu();
  createWindow(devUrl ?? host.url);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0 && host) createWindow(devUrl ?? host.url);
  });
}

// The last guard, as `npm run host` has it: an error that escapes a table is logged and the app
// goes on (the table it came from is paused by the host itself).
installCrashGuard(fileReport(join(dataDir(), 'logs', 'main.log')));

if (!app.requestSingleInstanceLock()) {
  // Another Boardwright is running: it is told (second-instance) and shows its window.
  app.quit();
} else {
  app.on('second-instance', () => focusWindow(BrowserWindow.getAllWindows()[0]));

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('before-quit', () => {
    void host?.close().finally(() => dataLock?.release());
  });
  process.on('exit', () => dataLock?.release());

  start().catch((err: unknown) => {
    dialog.showErrorBox('Boardwright could not start', err instanceof Error ? err.message : String(err));
    app.quit();
  });
}
