/**
 * The editor modes by game id. A new game's boards become editable by adding its mode here;
 * the editor core does not change.
 */
import type { EditorMode } from './types.js';
import { airlinesMode } from './airlines/mode.js';

const modes = new Map<string, EditorMode<any>>();

export function registerMode(mode: EditorMode<any>): void {
  modes.set(mode.game, mode);
}

export function getMode(game: string): EditorMode<any> | undefined {
  return modes.get(game);
}

export function allModes(): EditorMode<any>[] {
  return [...modes.values()];
}

registerMode(airlinesMode);
