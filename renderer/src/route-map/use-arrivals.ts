/**
 * The others' moves coming in on a route map, for a play screen: on each new state of the table,
 * what the others did since the state on screen (the game says what, from the log the host
 * sends) comes in at the person's pace, instant under reduced motion, never in a replay or once
 * the game is over. The animation lives in the scene, not in the game state.
 */
import { watch } from 'vue';
import type { LogEntry } from '../../../formats/protocol.js';
import type { TableContext } from '../table-shell/types.js';
import type { ArrivalItem } from './scene.js';

/** The map component (RouteMapHandle and the games' map wrappers offer both). */
export interface ArrivalTarget {
  arrive?(items: readonly ArrivalItem[], pace: number): void;
  settle?(): void;
}

/**
 * Watches the table view; `items` names what the others did after state `since` (the log, the
 * seat on screen). `over` says the game has ended (everything lands at once).
 */
export function useArrivals<V, B>(
  ctx: () => TableContext<V, B>,
  map: () => ArrivalTarget | null,
  items: (log: readonly LogEntry[], since: number, me: string | null) => ArrivalItem[],
  over: () => boolean,
): void {
  let shown: { table: string; stateNo: number } | null = null;
  watch(
    () => ctx().tv,
    (tv) => {
      const c = ctx();
      // A replay, or the end of the game: everything in place at once (the end screen is up).
      if (c.replay || over()) {
        map()?.settle?.();
        if (c.replay) return;
      }
      const last = shown;
      shown = { table: tv.table.id, stateNo: tv.stateNo };
      if (!last || last.table !== tv.table.id || tv.stateNo <= last.stateNo || over()) return;
      map()?.arrive?.(items(tv.log, last.stateNo, tv.playerId), c.pace ?? 0);
    },
    // The state on screen when the table opens is the first to compare with: without it the
    // first move after opening would only be recorded, never shown.
    { immediate: true },
  );
  // Asked for instant: what is still coming in lands now.
  watch(
    () => ctx().pace ?? 0,
    (pace) => {
      if (pace <= 0) map()?.settle?.();
    },
  );
}
