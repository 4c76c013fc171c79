/**
 * Everything the renderer knows about each game, one registration per game (beside the rules'
 * entry in games/index.ts). A new game adds its folder here and one line to `all`.
 *
 * Registrations are small and load nothing heavy: the play screen, the editor's part and the
 * rules help are fetched when first needed, so the lobby stays light.
 */
import type { GameRegistration } from './registration.js';
import { airlines } from './airlines/register.js';
import { airlinesEurope } from './airlines-europe/register.js';
import { linie1 } from './linie1/register.js';
import { blueSkies } from './blue-skies/register.js';

export type { GameRegistration } from './registration.js';

/**
 * A game's parts may parse with Zod as they load (a default options object): Zod must be told
 * not to probe for eval first (no-eval.ts), also when the lobby preloads a screen.
 */
function afterNoEval<T>(load: (() => Promise<T>) | undefined): (() => Promise<T>) | undefined {
  return load && (() => import('../no-eval.js').then(load));
}

const prepared = (r: GameRegistration): GameRegistration => ({
  ...r,
  play: afterNoEval(r.play),
  editor: afterNoEval(r.editor),
  rules: afterNoEval(r.rules),
  labHeat: afterNoEval(r.labHeat),
});

const all: GameRegistration[] = [airlines, airlinesEurope, linie1, blueSkies].map(prepared);

const byId = new Map(all.map((r) => [r.id, r]));

/**
 * Adds a game's registration at run time, for a test that brings its own game without editing
 * this file; returns a function that takes it out again. The app's games are the ones listed above.
 */
export function addRegistration(r: GameRegistration): () => void {
  if (byId.has(r.id)) throw new Error(`A game called "${r.id}" is registered already.`);
  const added = prepared(r);
  all.push(added);
  byId.set(r.id, added);
  return () => {
    all.splice(all.indexOf(added), 1);
    byId.delete(r.id);
  };
}

/** Every game the renderer knows, in the lobby's order. */
export function registrations(): readonly GameRegistration[] {
  return all;
}

export function registration(game: string): GameRegistration | undefined {
  return byId.get(game);
}

export function hasPlayScreen(game: string): boolean {
  return !!byId.get(game)?.play;
}

/** Starts loading a game's screen while its lobby entry is shown (a click then finds it ready). */
export function preload(game: string): void {
  void byId.get(game)?.play?.().catch(() => undefined);
}

/** Seat colours everyone shares unless a game has its own. */
export const SEAT_COLOURS = ['#0b7285', '#b5179e', '#d9480f', '#2b8a3e', '#5f3dc4', '#8a5a2b', '#c92a2a', '#495057'] as const;
