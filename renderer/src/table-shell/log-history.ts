/**
 * The whole log for the panel: the live tail of the view on screen, and earlier pages fetched
 * from the host as the reader scrolls up (filtered by the host for the same eyes).
 */
import { computed, ref, shallowRef, watch, type ComputedRef, type Ref } from 'vue';
import { LOG_TAIL, type LogEntry } from '../../../formats/protocol.js';
import { joinPage, pageBefore, withTail } from './log-view.js';
import type { SeatView } from './useSeatView.js';

const PAGE = 100;

export interface LogHistory {
  entries: ComputedRef<LogEntry[]>;
  hasMore: ComputedRef<boolean>;
  loading: Ref<boolean>;
  loadMore(): Promise<void>;
}

export function useLogHistory(sv: SeatView, fetchLog: (seat: number | null, before?: number, limit?: number) => Promise<LogEntry[]>, onError: (e: Error) => void): LogHistory {
  const older = shallowRef<LogEntry[]>([]);
  const loading = ref(false);
  const reachedStart = ref(false);
  // Other eyes (a hand-over, the hand hidden) or another table: start again from their tail.
  watch([sv.logSeat, () => sv.liveView.value?.table.id], () => {
    older.value = [];
    reachedStart.value = false;
  });

  const entries = computed(() => withTail(older.value, sv.logTail.value));
  const hasMore = computed(() => {
    if (reachedStart.value) return false;
    const shown = entries.value;
    if (shown.length === 0) return false;
    // The seat's own count is exact; the public log's (hot-seat, hand hidden) is not sent.
    const count = sv.logSeat.value === sv.shownSeat.value ? sv.liveView.value?.logCount : undefined;
    return count !== undefined ? shown.length < count : sv.logTail.value.length >= LOG_TAIL || older.value.length > 0;
  });

  async function loadMore(): Promise<void> {
    if (loading.value || !hasMore.value) return;
    const before = pageBefore(entries.value);
    if (before === null) return;
    const seat = sv.logSeat.value;
    loading.value = true;
    try {
      const page = await fetchLog(seat, before, PAGE);
      if (seat !== sv.logSeat.value) return;
      if (page.length < PAGE) reachedStart.value = true;
      older.value = joinPage(page, older.value.length > 0 ? older.value : entries.value);
    } catch (e) {
      onError(e as Error);
    } finally {
      loading.value = false;
    }
  }

  return { entries, hasMore, loading, loadMore };
}
