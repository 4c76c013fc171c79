import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../i18n/area.js';
import { tableArea } from '../i18n/table/index.js';
import { effectScope, ref } from 'vue';
import type { UndoRequest } from '../../../formats/protocol.js';
import { useNotices } from './useNotices.js';
import { useUndo } from './useUndo.js';

function setup(fail: string | null = null) {
  const scope = effectScope();
  const request = ref<UndoRequest | null>(null);
  const calls: string[] = [];
  const out = scope.run(() => {
    const notices = useNotices(() => undefined);
    const call = (what: string) => async () => {
      calls.push(what);
      if (fail) throw new Error(fail);
    };
    const undo = useUndo({
      request: () => request.value,
      heldSeats: () => [0, 1],
      shownSeat: () => 0,
      undo: (s) => call(`undo ${s}`)(),
      askUndo: (s) => call(`ask ${s}`)(),
      answerUndo: (s, a) => call(`answer ${s} ${a}`)(),
      notices,
    });
    return { undo, notices };
  })!;
  return { ...out, request, calls, stop: () => scope.stop() };
}

// The table's words (and the ICU formatter its catalogue needs) are in before any test words a message.
beforeAll(() => loadArea(tableArea, 'en'));

describe('useUndo', () => {
  it('undo and asking to undo drop the refusal on screen (the move it was about is being taken back)', () => {
    const t = setup();
    t.notices.notify('move-rejected', 'No such route.');
    t.undo.undo();
    expect(t.notices.list.value).toEqual([]);
    t.notices.notify('move-rejected', 'Not your turn.');
    t.undo.askUndo();
    expect(t.notices.list.value).toEqual([]);
    expect(t.calls).toEqual(['undo 0', 'ask 0']);
    t.stop();
  });

  it('the seats held here that must answer an open request, and whether it was asked from here', () => {
    const t = setup();
    expect(t.undo.toAnswer.value).toEqual([]);
    t.request.value = { seat: 2, playerId: 'p3', toStateNo: 4, waitingFor: [1, 3] };
    expect(t.undo.toAnswer.value).toEqual([1]);
    expect(t.undo.askedHere.value).toBe(false);
    t.request.value = { seat: 0, playerId: 'p1', toStateNo: 4, waitingFor: [3] };
    expect(t.undo.askedHere.value).toBe(true);
    t.stop();
  });

  it('a refused request is a notice in the host words', async () => {
    const t = setup('Nothing to undo.');
    t.undo.answer(1, true);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.notices.list.value.map((n) => [n.kind, n.text])).toEqual([['notice', 'Nothing to undo.']]);
    t.stop();
  });
});
