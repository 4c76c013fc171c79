/**
 * What a mode's Pixi scene offers the editor canvas (the board drawing, with handles on top). The
 * types are the mode contract's (modes/types.ts, which the scenes implement); this module adds
 * what the scenes share.
 */
import type { SceneState } from './types.js';

export type { ModeScene, SceneState } from './types.js';

/**
 * Whether what a scene draws from these fields would change from the last state it drew (the
 * cell under the pointer by its place, the rest by identity); always with nothing drawn yet.
 */
export function sceneStateChanged(last: SceneState | null, now: SceneState, keys: readonly (keyof SceneState)[]): boolean {
  if (!last) return true;
  return keys.some((k) => (k === 'cell' ? last.cell?.col !== now.cell?.col || last.cell?.row !== now.cell?.row : last[k] !== now[k]));
}
