import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';
import { computed, effectScope, nextTick, ref } from 'vue';
import type { MoveOption } from './composer.js';
import type { GameScreen, TableContext } from './types.js';
import { sameMove, useComposer } from './useComposer.js';
import { useNotices } from './useNotices.js';

// Draw from the deck (one click, sent at once) or claim a route (a city, then a route; Confirm).
const draw: MoveOption<unknown> = { group: 'Draw', label: 'Draw', steps: [{ key: 'act', value: 'draw', label: 'Draw', target: 'deck' }], moves: [{ type: 'draw' }] };
const claim = (route: string): MoveOption<unknown> => ({
  group: 'Claim',
  label: `Claim ${route}`,
  steps: [
    { key: 'act', value: 'claim', label: 'Claim', target: 'city:X' },
    { key: 'route', value: route, label: route, target: `route:${route}` },
  ],
  moves: [{ type: 'claim', route }],
  confirm: true,
});

function composer(refuse: string | null = null) {
  const scope = effectScope();
  const myTurn = ref(true);
  const sent: unknown[] = [];
  const out = scope.run(() => {
    const notices = useNotices(() => undefined);
    const ctx = computed(() => ({ myTurn: myTurn.value, replay: !myTurn.value }) as TableContext);
    const screen = { options: () => [draw, claim('r1'), claim('r2')], questions: {}, whyNot: (_c: unknown, t: string) => (t === 'route:r9' ? 'Route r9 is taken.' : null) } as unknown as GameScreen;
    const c = useComposer({
      ctx,
      screen: () => screen,
      legal: computed(() => (myTurn.value ? ['any'] : [])),
      seat: () => 0,
      sendMove: async (_s, m) => {
        if (refuse) throw new Error(refuse);
        sent.push(m);
      },
      notices,
      notMyTurn: (x) => (x.replay ? 'This is a replay.' : null),
    });
    return { c, notices };
  })!;
  return { ...out, myTurn, sent, stop: () => scope.stop() };
}

// The table's words (and the ICU formatter its catalogue needs) are in before any test words a message.
beforeAll(() => loadArea(tableArea, 'en'));

describe('useComposer', () => {
  it('a one-click move is sent at once; a move that asks for Confirm waits for it', async () => {
    const t = composer();
    t.c.onTargets(['deck']);
    await nextTick();
    expect(t.sent).toEqual([{ type: 'draw' }]);
    t.c.onTargets(['city:X']);
    t.c.onTargets(['route:r2']);
    expect(t.c.ready.value?.label).toBe('Claim r2');
    expect(t.sent).toHaveLength(1);
    await t.c.commit(t.c.ready.value!);
    expect(t.sent).toEqual([{ type: 'draw' }, { type: 'claim', route: 'r2' }]);
    expect(t.c.picks.value).toEqual([]);
    t.stop();
  });

  it('a refusal stays while the player looks, and is dropped when they start a new move', async () => {
    const t = composer('You hold no card for that route.');
    t.c.onTargets(['city:X']);
    t.c.onTargets(['route:r1']);
    await t.c.commit(t.c.ready.value!);
    expect(t.notices.list.value.map((n) => [n.kind, n.text])).toEqual([['move-rejected', 'You hold no card for that route.']]);
    // A click on something that cannot be picked explains itself; the refusal stays.
    t.c.onTargets(['route:r9']);
    expect(t.notices.list.value.map((n) => n.kind)).toEqual(['move-rejected', 'notice']);
    // The first pick of a new move: acting again.
    t.c.onTargets(['city:X']);
    expect(t.notices.list.value).toEqual([]);
    t.stop();
  });

  it('Back takes back the last choice, Cancel the whole move; a view that no longer offers it drops it', async () => {
    const t = composer();
    t.c.onTargets(['city:X']);
    t.c.onTargets(['route:r1']);
    t.c.back();
    expect(t.c.picks.value).toEqual([{ key: 'act', value: 'claim' }]);
    t.c.cancel();
    expect(t.c.picks.value).toEqual([]);
    t.c.onTargets(['city:X']);
    t.myTurn.value = false;
    await nextTick();
    expect(t.c.picks.value).toEqual([]);
    // Not this seat's turn: the click says why and picks nothing.
    t.c.onTargets(['deck']);
    expect(t.notices.list.value.map((n) => n.text)).toEqual(['This is a replay.']);
    t.stop();
  });

  it('two moves are the same whatever the order of their keys', () => {
    expect(sameMove({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameMove({ a: 1 }, { a: 2 })).toBe(false);
  });
});
