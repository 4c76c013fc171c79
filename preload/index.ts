/**
 * The sandboxed preload: built as one CommonJS file (a sandboxed preload can require only
 * `electron`). It forwards a fixed list of calls to the main process and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS, type NativeApi } from './api.js';

const api: NativeApi = {
  appVersion: () => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
  hostUrl: () => ipcRenderer.invoke(IPC_CHANNELS.hostUrl),
  dataPaths: () => ipcRenderer.invoke(IPC_CHANNELS.dataPaths),
  openFile: (kind) => ipcRenderer.invoke(IPC_CHANNELS.openFile, kind),
  readFile: (kind, path) => ipcRenderer.invoke(IPC_CHANNELS.readFile, kind, path),
  saveFile: (kind, text, options) => ipcRenderer.invoke(IPC_CHANNELS.saveFile, kind, text, options),
  revealInFolder: (path) => ipcRenderer.invoke(IPC_CHANNELS.revealInFolder, path),
};

contextBridge.exposeInMainWorld('boardwright', api);
