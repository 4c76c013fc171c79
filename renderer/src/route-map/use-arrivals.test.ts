import { describe, expect, it } from 'vitest';
import { effectScope, nextTick, shallowRef } from 'vue';
import type { LogEntry, TableView } from '../../../formats/protocol.js';
import type { TableContext } from '../table-shell/types.js';
import type { ArrivalItem } from './scene.js';
import { useArrivals } from './use-arrivals.js';

/** A table view with only what useArrivals reads. */
const view = (stateNo: number, log: LogEntry[] = []): TableView => ({ table: { id: 't1' }, stateNo, log, playerId: 'p1' }) as unknown as TableView;
const ctxOf = (tv: TableView, extra: Partial<TableContext> = {}): TableContext => ({ tv, replay: false, pace: 700, ...extra }) as unknown as TableContext;

/** Mounts useArrivals on a table already open at state 3; returns what the map was asked to do. */
function openTable(extra: Partial<TableContext> = {}) {
  const ctx = shallowRef(ctxOf(view(3), extra));
  const calls: { items: readonly ArrivalItem[]; pace: number; since: number }[] = [];
  const settled: number[] = [];
  let since = -1;
  const map = { arrive: (items: readonly ArrivalItem[], pace: number) => calls.push({ items, pace, since }), settle: () => settled.push(1) };
  const scope = effectScope();
  scope.run(() =>
    useArrivals(
      () => ctx.value,
      () => map,
      (_log, s) => {
        since = s;
        return [{ kind: 'ring', key: `ring:c${s}`, city: 'c', colour: '#123456' }];
      },
      () => false,
    ),
  );
  return { ctx, calls, settled, stop: () => scope.stop() };
}

describe('useArrivals: the others’ moves come in from the first one after a table opens', () => {
  it('shows the first new state after the table opened (compared with the state it opened on)', async () => {
    const t = openTable();
    t.ctx.value = ctxOf(view(4));
    await nextTick();
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]!.since).toBe(3);
    expect(t.calls[0]!.pace).toBe(700);
    t.ctx.value = ctxOf(view(5));
    await nextTick();
    expect(t.calls.map((c) => c.since)).toEqual([3, 4]);
    t.stop();
  });

  it('shows nothing for a table opened in a replay, and nothing for the same or an older state', async () => {
    const t = openTable({ replay: true });
    t.ctx.value = ctxOf(view(4), { replay: true });
    await nextTick();
    expect(t.calls).toEqual([]);
    expect(t.settled.length).toBeGreaterThan(0);
    t.ctx.value = ctxOf(view(4));
    await nextTick();
    // The replay left nothing to compare with: the first live state is only recorded.
    expect(t.calls).toEqual([]);
    t.ctx.value = ctxOf(view(4));
    await nextTick();
    expect(t.calls).toEqual([]);
    t.stop();
  });
});
