/**
 * Panel entries that just changed because of someone's move (a share laid out, a card taken) are
 * lit for a moment at the person's pace, so the eye finds them; nothing is lit at pace 0, on the
 * first view, when nothing changed, or for a replay: the replayed values are never remembered, so
 * "Back to now" compares the live values with the live ones seen before it (only news is lit).
 */
import { onBeforeUnmount, ref, watch, type Ref } from 'vue';

/** The keys whose value differs between two snapshots (added or removed keys count). */
export function changedKeys(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) out.push(k);
  }
  return out;
}

type Values = Readonly<Record<string, unknown>>;

/**
 * One step of the flash's memory: the live values to remember, and the keys to light. A replay
 * on screen lights nothing and leaves the remembered live values as they were.
 */
export function flashStep(before: Values | null, now: Values, ms: number, replaying: boolean): { before: Values | null; keys: string[] } {
  if (replaying) return { before, keys: [] };
  if (!before || ms <= 0) return { before: now, keys: [] };
  return { before: now, keys: changedKeys(before, now) };
}

export function useFlash(values: () => Record<string, unknown>, pace: () => number, replaying: () => boolean = () => false): Ref<Set<string>> {
  const lit = ref(new Set<string>());
  let before: Values | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  watch(
    values,
    (now) => {
      const ms = pace();
      const step = flashStep(before, now, ms, replaying());
      before = step.before;
      const keys = step.keys;
      if (keys.length === 0) return;
      lit.value = new Set([...lit.value, ...keys]);
      const t = setTimeout(() => {
        timers.delete(t);
        const next = new Set(lit.value);
        for (const k of keys) next.delete(k);
        lit.value = next;
      }, ms * 2);
      timers.add(t);
    },
    { immediate: true },
  );
  onBeforeUnmount(() => timers.forEach(clearTimeout));
  return lit;
}
