/**
 * The tile in hand being placed: which one (from the move being composed) and how it is turned.
 * The turn is local to this screen until the tile is laid: R, the wheel and the hand's buttons
 * change it, and the map previews it; the map and the hand share it through this module.
 */
import { ref } from 'vue';
import type { Picks } from '../../table-shell/composer.js';

/** Quarter turns clockwise, 0 … 3. */
export const heldTurn = ref(0);

export function turnBy(by: number): void {
  heldTurn.value = (((heldTurn.value + by) % 4) + 4) % 4;
}

export interface Held {
  tile: string;
  /** 1: a single tile (or a double exchange's first); 2: a double exchange's second tile. */
  stage: 1 | 2;
}

/** The tile being placed, from the picks so far (null when none is picked). */
export function heldTile(picks: Picks | undefined): Held | null {
  if (!picks) return null;
  const get = (k: string) => picks.find((p) => p.key === k)?.value;
  if (get('cell') !== undefined) {
    const t2 = get('tile2');
    return t2 ? { tile: t2, stage: 2 } : null;
  }
  const t = get('tile');
  return t ? { tile: t, stage: 1 } : null;
}

/** The turn already picked in the move list for the held tile, if any. */
export function pickedTurn(picks: Picks | undefined, held: Held | null): number | null {
  if (!picks || !held) return null;
  const v = picks.find((p) => p.key === (held.stage === 2 ? 'turn2' : 'turn'))?.value;
  return v === undefined ? null : Number(v);
}
