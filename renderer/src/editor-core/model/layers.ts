/**
 * Layers: a mode groups its element kinds (buildings, terminals, cities, routes …) into layers
 * the designer may hide (not drawn, not hit) or lock (drawn, but not selected or edited); the
 * background picture is a layer of every board. Which layers are hidden or locked is the
 * editor's view state, per game, never part of the board file.
 */
import type editorWords from '../../i18n/editor/en.js';

/** One layer of a mode's map. */
export interface LayerDef<B = unknown> {
  id: string;
  /** Its name's key in the editor's catalogue (the layers panel and refusals word it). */
  labelKey: keyof typeof editorWords;
  /** The element kinds (ElementRef.kind) on it. */
  kinds: readonly string[];
  /** The tools that edit it (by id): refused while it is locked or hidden. */
  tools?: readonly string[];
  /** The board as drawn with this layer hidden (its elements left out; the file is not touched). */
  hide?(board: B): B;
}

export interface LayerFlags {
  hidden?: boolean;
  locked?: boolean;
}
export type LayerState = Readonly<Record<string, LayerFlags>>;

/** Every board's background picture (its own lock in the board moves with the file; this one is the view's). */
export const BACKGROUND_LAYER: LayerDef = { id: 'background', labelKey: 'editor.layerBackground', kinds: [] };

const flags = (state: LayerState, id: string): LayerFlags => (Object.hasOwn(state, id) ? state[id]! : {});

export const isHidden = (state: LayerState, id: string) => flags(state, id).hidden === true;
export const isLocked = (state: LayerState, id: string) => flags(state, id).locked === true;
/** Hidden or locked: its elements can be neither selected nor edited. */
export const isOff = (state: LayerState, id: string) => isHidden(state, id) || isLocked(state, id);

export function setLayer(state: LayerState, id: string, patch: LayerFlags): LayerState {
  const next = { ...flags(state, id), ...patch };
  const out: Record<string, LayerFlags> = { ...state };
  if (next.hidden || next.locked) out[id] = { ...(next.hidden ? { hidden: true } : {}), ...(next.locked ? { locked: true } : {}) };
  else delete out[id];
  return out;
}

/** The element kinds that cannot be selected or edited now. */
export function offKinds(defs: readonly LayerDef<any>[], state: LayerState): Set<string> {
  return new Set(defs.filter((d) => isOff(state, d.id)).flatMap((d) => d.kinds));
}

/** The board as the map draws it: hidden layers left out (the same board when none is hidden). */
export function drawnBoard<B>(defs: readonly LayerDef<B>[], state: LayerState, board: B): B {
  return defs.reduce((b, d) => (d.hide && isHidden(state, d.id) ? d.hide(b) : b), board);
}

/**
 * Why a tool may not be used now: the first layer it edits that is locked or hidden, and which
 * of the two (hidden wins: it is what the person sees), for the screen to word; null: it may.
 */
export function toolRefusal(defs: readonly LayerDef<any>[], state: LayerState, toolId: string): { layer: LayerDef<any>; hidden: boolean } | null {
  const d = defs.find((x) => x.tools?.includes(toolId) && isOff(state, x.id));
  return d ? { layer: d, hidden: isHidden(state, d.id) } : null;
}

const LAYER_ID = /^[A-Za-z][\w-]{0,39}$/;

/** Reads a kept layer state (from local storage): anything unexpected is dropped. */
export function readLayerStates(raw: unknown): Record<string, LayerState> {
  const out: Record<string, Record<string, LayerFlags>> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [game, layers] of Object.entries(raw as Record<string, unknown>).slice(0, 32)) {
    if (!LAYER_ID.test(game) || game === '__proto__') continue;
    if (!layers || typeof layers !== 'object' || Array.isArray(layers)) continue;
    const g: Record<string, LayerFlags> = {};
    for (const [id, f] of Object.entries(layers as Record<string, unknown>).slice(0, 32)) {
      // A layer id is a mode's word; anything else (a "__proto__" key among them) is dropped.
      if (!f || typeof f !== 'object' || !LAYER_ID.test(id) || id === '__proto__') continue;
      const { hidden, locked } = f as Record<string, unknown>;
      if (hidden === true || locked === true) g[id] = { ...(hidden === true ? { hidden: true } : {}), ...(locked === true ? { locked: true } : {}) };
    }
    out[game] = g;
  }
  return out;
}
