/**
 * The sandboxed preload: built as one CommonJS file (a sandboxed preload can require only
 * `electron`). It forwards a fixed list of calls to the main process and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS, ORIGINS_ARG, type NativeApi } from './api.js';

const api: NativeApi = {
  appVersion: () => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
  hostUrl: () => ipcRenderer.invoke(IPC_CHANNELS.hostUrl),
  dataPaths: () => ipcRenderer.invoke(IPC_CHANNELS.dataPaths),
  openFile: (kind) => ipcRenderer.invoke(IPC_CHANNELS.openFile, kind),
  readFile: (kind, path) => ipcRenderer.invoke(IPC_CHANNELS.readFile, kind, path),
  saveFile: (kind, text, options) => ipcRenderer.invoke(IPC_CHANNELS.saveFile, kind, text, options),
  revealInFolder: (path) => ipcRenderer.invoke(IPC_CHANNELS.revealInFolder, path),
};

// Only the app's own pages get native calls; a friend's host opened from the Join screen runs as
// a plain browser guest (the main process would refuse its calls anyway).
const origins = (process.argv.find((a) => a.startsWith(ORIGINS_ARG)) ?? '').slice(ORIGINS_ARG.length).split(',');
const pageOrigin = (globalThis as unknown as { location: { origin: string } }).location.origin;
if (origins.includes(pageOrigin)) contextBridge.exposeInMainWorld('boardwright', api);
