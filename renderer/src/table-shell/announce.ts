/**
 * The table's spoken news, for screen readers: two live regions (polite and urgent) that every
 * game's table has, and what goes into them. The shell says: your turn, a refusal or a notice,
 * what the others just did (from the log), a moment to read (a scoring), a pause, the end.
 */
import { ref, type Ref } from 'vue';
import type { LogEntry } from '../../../formats/protocol.js';
import { logLine } from '../i18n/wire-words.js';

export interface Announcer {
  /** Read when the reader is idle (role=status). */
  polite: Ref<string>;
  /** Read at once (role=alert): refusals and notices. */
  urgent: Ref<string>;
  say(text: string, urgent?: boolean): void;
}

export function useAnnouncer(): Announcer {
  const polite = ref('');
  const urgent = ref('');
  const timers = new Map<Ref<string>, ReturnType<typeof setTimeout>>();
  function say(text: string, isUrgent = false): void {
    const region = isUrgent ? urgent : polite;
    if (!text) return;
    // A live region speaks when its words change: cleared first, the same news is said again.
    region.value = '';
    clearTimeout(timers.get(region));
    timers.set(
      region,
      setTimeout(() => (region.value = text), 40),
    );
  }
  return { polite, urgent, say };
}

/**
 * The log lines after state `since` that someone else made (a person hears their own moves as
 * they make them), the last `max` of them, in words. '' when there is nothing new.
 */
export function othersNews(log: readonly LogEntry[], since: number, me: string | null, text: (s: string) => string, max = 3): string {
  const fresh = log.filter((e) => e.stateNo > since && (me === null || e.player !== me));
  return fresh
    .slice(-max)
    .map((e) => text(logLine(e)).trim())
    .filter((t) => t.length > 0)
    .join(' ');
}
