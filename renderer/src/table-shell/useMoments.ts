/**
 * `useMoments()`: moments to read (a scoring's breakdown) as they come in the live view, one at a
 * time. While one is open the table is held for reading (the bots wait). Those of the first view
 * of a table count as read: coming back replays none. The end screen replaces an open moment.
 */
import { computed, onScopeDispose, ref, watch, type ComputedRef, type Ref } from 'vue';
import type { TableView } from '../../../formats/protocol.js';
import type { Moment } from './types.js';

export interface MomentsDeps {
  live: () => TableView | null;
  /** Every moment the live view holds (null: the game has none, or the view is not drawable yet). */
  momentsOf(live: TableView): Moment[] | null;
  setReading(on: boolean): void;
}

export interface Moments {
  list: Ref<Moment[]>;
  reading: ComputedRef<boolean>;
  close(): void;
  /** Drops every open moment (the end screen has the final scoring). */
  clear(): void;
}

export function useMoments(deps: MomentsDeps): Moments {
  const list = ref<Moment[]>([]);
  let seen: { table: string; keys: Set<string> } | null = null;
  watch(
    () => {
      const v = deps.live();
      const now = v ? deps.momentsOf(v) : null;
      return v && now ? { table: v.table.id, now } : null;
    },
    (got) => {
      if (!got) return;
      const { table, now } = got;
      if (!seen || seen.table !== table) {
        seen = { table, keys: new Set(now.map((m) => m.key)) };
        return;
      }
      const fresh = now.filter((m) => !seen!.keys.has(m.key));
      for (const m of fresh) seen.keys.add(m.key);
      if (fresh.length > 0) list.value = [...list.value, ...fresh];
    },
    { immediate: true },
  );
  const reading = computed(() => list.value.length > 0);
  watch(reading, (on) => deps.setReading(on));
  onScopeDispose(() => {
    if (reading.value) deps.setReading(false);
  });
  return {
    list,
    reading,
    close: () => (list.value = list.value.slice(1)),
    clear: () => (list.value = []),
  };
}
