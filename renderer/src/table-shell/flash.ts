/**
 * Panel entries that just changed because of someone's move (a share laid out, a card taken) are
 * lit for a moment at the person's pace, so the eye finds them; nothing is lit at pace 0, on the
 * first view, or when nothing changed.
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

export function useFlash(values: () => Record<string, unknown>, pace: () => number): Ref<Set<string>> {
  const lit = ref(new Set<string>());
  let before: Record<string, unknown> | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  watch(
    values,
    (now) => {
      const prev = before;
      before = now;
      const ms = pace();
      if (!prev || ms <= 0) return;
      const keys = changedKeys(prev, now);
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
