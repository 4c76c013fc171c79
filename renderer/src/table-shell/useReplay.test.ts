import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';
import { computed, effectScope, nextTick, ref, shallowRef } from 'vue';
import type { LogEntry, TableView } from '../../../formats/protocol.js';
import type { MoveOption } from './composer.js';
import type { GameScreen, TableContext } from './types.js';
import { useComposer } from './useComposer.js';
import { useNotices } from './useNotices.js';
import { ownKeys, useReplay } from './useReplay.js';
import type { Replay } from './useSeatView.js';

const line = (stateNo: number, text = `move ${stateNo}`): LogEntry => ({ stateNo, text, type: 'move' });

// A game of one kind of move: found an airline (at its HQ), then a route; Confirm sends it.
const found = (airline: string, route: string): MoveOption<string> => ({
  group: 'Found',
  label: `Found ${airline} on ${route}`,
  steps: [
    { key: 'airline', value: airline, label: airline, target: `city:${airline}` },
    { key: 'route', value: route, label: route, target: `route:${route}` },
  ],
  moves: [`${airline} ${route}`],
  confirm: true,
});

/** A table at state 9 (earlier pages of its log still on the host), a composer and the replay. */
function table(opts: { failAt?: number } = {}) {
  const scope = effectScope();
  const liveNo = ref(9);
  const seat = ref<number | null>(0);
  const replay = shallowRef<Replay | null>(null);
  const entries = shallowRef<LogEntry[]>([line(5), line(6, 'a'), line(6, 'b'), line(8), line(9)]);
  const earlier = [line(1), line(2), line(3)];
  const legal = ref<string[]>(['A r1', 'A r2', 'B r3']);
  const shown: number[] = [];
  const said: string[] = [];
  const run = scope.run(() => {
    const notices = useNotices((t) => said.push(t));
    const ctx = computed<TableContext | null>(() => ({ myTurn: replay.value === null, replay: replay.value !== null }) as TableContext);
    const screen = { options: (_c: unknown, l: readonly string[]) => l.map((m) => found(m.split(' ')[0]!, m.split(' ')[1]!)), questions: {} } as unknown as GameScreen;
    const composer = useComposer({ ctx, screen: () => screen, legal: computed(() => (replay.value ? [] : legal.value)), seat: () => seat.value, sendMove: async () => undefined, notices, notMyTurn: () => null });
    const controls = useReplay({
      replay,
      liveStateNo: () => liveNo.value,
      shownSeat: () => seat.value,
      showAt: async (n) => {
        shown.push(n);
        if (n === opts.failAt) throw new Error(`State ${n} was taken back.`);
        if (n >= liveNo.value) replay.value = null;
        else replay.value = { stateNo: n, tv: {} as TableView };
      },
      backToNow: () => (replay.value = null),
      entries: () => entries.value,
      hasMore: () => earlier.length > 0,
      loadMore: async () => {
        entries.value = [...earlier.splice(0), ...entries.value];
      },
      picks: composer.picks,
      closePopup: () => (composer.popup.value = null),
      notices,
      text: (s) => s.toUpperCase(),
    });
    return { notices, composer, controls };
  })!;
  return { ...run, replay, entries, seat, legal, shown, said, stop: () => scope.stop() };
}

const key = (k: string, target: unknown = null) => {
  const ev = { key: k, target, defaultPrevented: false, altKey: false, ctrlKey: false, metaKey: false, preventDefault: () => (ev.defaultPrevented = true) };
  return ev as unknown as KeyboardEvent & { defaultPrevented: boolean };
};

// The table's words (and the ICU formatter its catalogue needs) are in before any test words a message.
beforeAll(() => loadArea(tableArea, 'en'));

describe('useReplay', () => {
  it('the stops are the states the log holds before now, one each; now stands after the last', () => {
    const t = table();
    expect(t.controls.stops.value).toEqual([5, 6, 8]);
    expect(t.controls.position.value).toBe(3);
    expect(t.controls.on.value).toBe(false);
    t.stop();
  });

  it('back from now shows the last earlier move, forward steps on, forward from the last stop is back to now', async () => {
    const t = table();
    await t.controls.back();
    expect(t.replay.value?.stateNo).toBe(8);
    expect(t.controls.line.value).toBe('MOVE 8');
    await t.controls.back();
    expect(t.replay.value?.stateNo).toBe(6);
    // A state with two lines reads as its last.
    expect(t.controls.line.value).toBe('B');
    expect(t.controls.position.value).toBe(1);
    await t.controls.forward();
    expect(t.replay.value?.stateNo).toBe(8);
    await t.controls.forward();
    expect(t.replay.value).toBeNull();
    expect(t.shown).toEqual([8, 6, 8]);
    t.stop();
  });

  it('back from the earliest line held fetches the page before it; first fetches back to the start', async () => {
    const t = table();
    await t.controls.goTo(0);
    expect(t.replay.value?.stateNo).toBe(5);
    await t.controls.back();
    expect(t.replay.value?.stateNo).toBe(3);
    expect(t.controls.stops.value).toEqual([1, 2, 3, 5, 6, 8]);
    await t.controls.first();
    expect(t.replay.value?.stateNo).toBe(1);
    // At the very start, back does nothing.
    await t.controls.back();
    expect(t.replay.value?.stateNo).toBe(1);
    t.controls.last();
    expect(t.replay.value).toBeNull();
    t.stop();
  });

  it('a half-built move is kept through a replay and comes back with back to now', async () => {
    const t = table();
    t.composer.onTargets(['city:A']);
    expect(t.composer.picks.value).toEqual([{ key: 'airline', value: 'A' }]);
    await t.controls.open(6);
    expect(t.composer.picks.value).toEqual([]);
    expect(t.controls.kept.value).toBe(true);
    // Stepping inside the replay keeps it aside still.
    await t.controls.forward();
    expect(t.controls.kept.value).toBe(true);
    t.controls.last();
    await nextTick();
    expect(t.controls.kept.value).toBe(false);
    expect(t.composer.picks.value).toEqual([{ key: 'airline', value: 'A' }]);
    // Still offered: the composer keeps it, and the route finishes it.
    expect(t.composer.targets.value.sort()).toEqual(['route:r1', 'route:r2']);
    t.stop();
  });

  it('a kept move the live game no longer offers is dropped on return; one of other eyes is not put back', async () => {
    const t = table();
    t.composer.onTargets(['city:B']);
    await t.controls.open(5);
    t.legal.value = ['A r1'];
    t.controls.last();
    await nextTick();
    await nextTick();
    expect(t.composer.picks.value).toEqual([]);

    t.legal.value = ['A r1', 'B r3'];
    t.composer.onTargets(['city:A']);
    await t.controls.open(5);
    t.seat.value = 1;
    t.controls.last();
    await nextTick();
    expect(t.composer.picks.value).toEqual([]);
    t.stop();
  });

  it('a replay the host refuses says why and puts the kept move straight back; asking for now opens nothing', async () => {
    const t = table({ failAt: 6 });
    t.composer.onTargets(['city:A']);
    await t.controls.open(6);
    expect(t.replay.value).toBeNull();
    expect(t.notices.list.value.map((n) => n.text)).toEqual(['State 6 was taken back.']);
    expect(t.composer.picks.value).toEqual([{ key: 'airline', value: 'A' }]);
    await t.controls.open(9);
    expect(t.replay.value).toBeNull();
    expect(t.composer.picks.value).toEqual([{ key: 'airline', value: 'A' }]);
    t.stop();
  });

  it('opening a replay drops the refusal on screen', async () => {
    const t = table();
    t.notices.notify('move-rejected', 'Not enough cards.');
    t.notices.notify('seat-lost', 'Seat 2 was taken over.');
    await t.controls.open(8);
    expect(t.notices.list.value.map((n) => n.kind)).toEqual(['seat-lost']);
    t.stop();
  });

  it('Home, ←, → and End step a replay on screen; not before one is open, nor keys a field or the log uses', async () => {
    const t = table();
    const first = key('ArrowLeft');
    expect(t.controls.onKey(first)).toBe(false);
    expect(first.defaultPrevented).toBe(false);
    await t.controls.open(6);
    const left = key('ArrowLeft');
    expect(t.controls.onKey(left)).toBe(true);
    expect(left.defaultPrevented).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(t.replay.value?.stateNo).toBe(5);
    t.controls.onKey(key('End'));
    expect(t.replay.value).toBeNull();
    await t.controls.open(6);
    // A text field, a slider and anything marked as using its own keys keep them.
    const field = { tagName: 'INPUT' };
    const inLog = { tagName: 'BUTTON', closest: (s: string) => (s === '[data-own-keys]' ? {} : null) };
    expect(t.controls.onKey(key('Home', field))).toBe(false);
    expect(t.controls.onKey(key('Home', inLog))).toBe(false);
    expect(t.controls.onKey(key('PageUp'))).toBe(false);
    expect(ownKeys({ tagName: 'BUTTON', closest: () => null } as unknown as EventTarget)).toBe(false);
    t.stop();
  });
});
