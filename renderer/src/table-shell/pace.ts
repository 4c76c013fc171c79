/**
 * How fast the others' moves are shown (a bot's claim, a friend's founding): the person's own
 * setting, kept in this browser. "Instant" shows them at once; a person who asks the system for
 * reduced motion starts there.
 */
import { ref, watch, type Ref } from 'vue';

export const PACES = [
  { id: 'slow', label: 'Slow', ms: 1200 },
  { id: 'normal', label: 'Normal', ms: 700 },
  { id: 'fast', label: 'Fast', ms: 350 },
  { id: 'instant', label: 'Instant', ms: 0 },
] as const;
export type PaceId = (typeof PACES)[number]['id'];

const KEY = 'boardwright.pace';

function initial(): PaceId {
  try {
    const v = localStorage.getItem(KEY);
    if (PACES.some((p) => p.id === v)) return v as PaceId;
  } catch {
    // No storage: the default.
  }
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'instant' : 'normal';
}

let shared: Ref<PaceId> | null = null;

/** The pace setting (one for every table of this page), remembered when changed. */
export function usePace(): Ref<PaceId> {
  if (shared) return shared;
  const pace = ref<PaceId>(initial());
  watch(pace, (v) => {
    try {
      localStorage.setItem(KEY, v);
    } catch {
      // No storage: the setting lasts for this page.
    }
  });
  shared = pace;
  return pace;
}

export const paceMs = (id: PaceId): number => PACES.find((p) => p.id === id)?.ms ?? 0;
