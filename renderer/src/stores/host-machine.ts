/**
 * Whether this page runs on the host machine (the desktop app, or a browser on the same
 * computer): there anyone may close any table. Its own small module so the lobby's first paint
 * does not carry the LAN store (stores/lan.ts re-exports it).
 */
import { native } from '../native.js';

export function onHostMachine(): boolean {
  if (native()) return true;
  const h = window.location.hostname;
  return h === 'localhost' || h === '127.0.0.1' || h === '[::1]' || h === '::1';
}
