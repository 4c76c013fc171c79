import { describe, expect, it } from 'vitest';
import { nextTick, shallowReactive } from 'vue';
import { labSeatName, type LogEntry, type SeatInfo, type TableView } from '../../../formats/protocol.js';
import { inLocale } from '../i18n/in-locale.test-support.js';
import { tableArea } from '../i18n/table/index.js';
import { useSeatView, type SeatSource } from './useSeatView.js';

const seatsOf = (kinds: SeatInfo['kind'][]): SeatInfo[] =>
  kinds.map((kind, index) => ({ index, playerId: `p${index + 1}`, name: ['Ann', 'Bob', 'Cy'][index]!, kind, connected: true }));

function tv(seat: number | null, o: { active: string[]; stateNo?: number; log?: LogEntry[]; kinds?: SeatInfo['kind'][]; legal?: unknown[] }): TableView {
  return {
    table: { id: 't1', title: '', game: 'g', board: 'b', seats: seatsOf(o.kinds ?? ['human', 'human', 'bot']), status: 'playing', hasPassword: false },
    seat,
    playerId: seat === null ? null : `p${seat + 1}`,
    stateNo: o.stateNo ?? 5,
    view: { seat },
    activePlayers: o.active,
    log: o.log ?? [],
    outcome: null,
    board: {},
    canUndo: false,
    legal: o.legal ?? ['move'],
  } as unknown as TableView;
}

function source(views: [number, TableView][], held: number[], viewAt?: SeatSource['viewAt']) {
  const asked: [number | null, number][] = [];
  const s = shallowReactive({
    views: new Map(views),
    heldSeats: held,
    viewAt:
      viewAt ??
      (async (seat: number | null, stateNo: number) => {
        asked.push([seat, stateNo]);
        return { ...tv(seat, { active: [], stateNo }), legal: [] };
      }),
  });
  return { s, asked };
}

describe('useSeatView', () => {
  it('a spectator sees the public view and is offered nothing', () => {
    const { s } = source([[-1, tv(null, { active: ['p1'] })]], []);
    const v = useSeatView(s);
    expect(v.tv.value!.seat).toBeNull();
    expect(v.myTurn.value).toBe(false);
    expect(v.legal.value).toEqual([]);
    expect(v.hideHand.value).toBe(false);
  });

  it('one seat held: its own eyes, its moves on its turn, never a hand-over', () => {
    const { s } = source([[0, tv(0, { active: ['p1'] })]], [0]);
    const v = useSeatView(s);
    expect(v.shownSeat.value).toBe(0);
    expect(v.handOverTo.value).toBeNull();
    expect(v.myTurn.value).toBe(true);
    expect(v.legal.value).toEqual(['move']);
  });

  it('Hot-seat: the first turn starts with a hand-over; the hand is hidden and nothing offered until the person says they are there', async () => {
    const { s } = source(
      [
        [0, tv(0, { active: ['p1'], log: [{ stateNo: 1, type: 'a', text: 'Ann founds' }, { stateNo: 2, type: 'd', text: 'You draw a dotted 5' }] })],
        [1, tv(1, { active: ['p1'], log: [{ stateNo: 1, type: 'a', text: 'Ann founds' }, { stateNo: 2, type: 'd', text: 'Ann draws' }] })],
      ],
      [0, 1],
    );
    const v = useSeatView(s);
    expect(v.handOverTo.value).toBe(0);
    expect(v.hideHand.value).toBe(true);
    expect(v.legal.value).toEqual([]);
    // Only the lines every held seat sees, and the public log for older pages.
    expect(v.logTail.value.map((e) => e.text)).toEqual(['Ann founds']);
    expect(v.logSeat.value).toBeNull();
    v.confirmHandOver();
    expect(v.shownSeat.value).toBe(0);
    expect(v.myTurn.value).toBe(true);
    expect(v.hideHand.value).toBe(false);
    expect(v.logTail.value.map((e) => e.text)).toEqual(['Ann founds', 'You draw a dotted 5']);
    // Bob's turn: hand over again.
    s.views = new Map([
      [0, tv(0, { active: ['p2'] })],
      [1, tv(1, { active: ['p2'] })],
    ]);
    await nextTick();
    expect(v.handOverTo.value).toBe(1);
    expect(v.myTurn.value).toBe(false);
    v.confirmHandOver();
    expect(v.shownSeat.value).toBe(1);
    expect(v.myTurn.value).toBe(true);
  });

  it('Hot-seat: a second seat’s first view coming late still leaves the first turn to a hand-over', async () => {
    const { s } = source([[0, tv(0, { active: ['p1'] })]], [0, 1]);
    const v = useSeatView(s);
    expect(v.handOverTo.value).toBe(0);
    s.views = new Map([
      [0, tv(0, { active: ['p1'] })],
      [1, tv(1, { active: ['p1'] })],
    ]);
    await nextTick();
    expect(v.handOverTo.value).toBe(0);
    expect(v.legal.value).toEqual([]);
  });

  it('when a bot plays your seat, your prompts and moves are gone (and no hand-over for it)', () => {
    const { s } = source([[0, tv(0, { active: ['p1'], kinds: ['bot', 'human', 'bot'] })]], [0]);
    const v = useSeatView(s);
    expect(v.botPlays.value).toBe(true);
    expect(v.myTurn.value).toBe(false);
    expect(v.legal.value).toEqual([]);
    const hot = source(
      [
        [0, tv(0, { active: ['p1'], kinds: ['bot', 'human', 'bot'] })],
        [1, tv(1, { active: ['p1'], kinds: ['bot', 'human', 'bot'] })],
      ],
      [0, 1],
    );
    expect(useSeatView(hot.s).handOverTo.value).toBeNull();
  });

  it('replay: a past state for the same eyes, read-only, until back to now', async () => {
    const { s, asked } = source([[0, tv(0, { active: ['p1'], stateNo: 9 })]], [0]);
    const v = useSeatView(s);
    await v.showAt(4);
    expect(asked).toEqual([[0, 4]]);
    expect(v.replay.value!.stateNo).toBe(4);
    expect(v.tv.value!.stateNo).toBe(4);
    expect(v.legal.value).toEqual([]);
    v.backToNow();
    expect(v.tv.value!.stateNo).toBe(9);
    expect(v.legal.value).toEqual(['move']);
    // Asking for now (or later) is simply now.
    await v.showAt(9);
    expect(v.replay.value).toBeNull();
  });

  it('a replay answer that comes after "back to now" is dropped', async () => {
    let release: (x: TableView) => void = () => {};
    const { s } = source([[0, tv(0, { active: ['p1'], stateNo: 9 })]], [0], () => new Promise<TableView>((r) => (release = r)));
    const v = useSeatView(s);
    const asking = v.showAt(3);
    v.backToNow();
    release(tv(0, { active: [], stateNo: 3 }));
    await asking;
    expect(v.replay.value).toBeNull();
  });

  it('players are named by their seats', () => {
    const { s } = source([[0, tv(0, { active: ['p1'] })]], [0]);
    const v = useSeatView(s);
    expect(v.nameOf('p2')).toBe('Bob');
    expect(v.nameOf('nobody')).toBe('nobody');
  });

  it("a lab replay's seats (named by key) read in the page's language, an older replay's English seat part too", async () => {
    const view = tv(null, { active: [], kinds: ['open', 'open', 'bot'] });
    const names = [labSeatName('airlines.bot.network.name', 0), 'Speculator (seat 2)', labSeatName('airlines.bot.majority.name', 2)];
    view.table.seats = view.table.seats.map((x, i) => ({ ...x, name: names[i]! }));
    const { s } = source([[-1, view]], []);
    const named = () => {
      const v = useSeatView(s);
      return [...v.seats.value.map((x) => x.name), v.nameOf('p1')];
    };
    expect(await inLocale('fr', [tableArea], named)).toEqual(['Bâtisseur de réseau (place 1)', 'Speculator (place 2)', 'Chasseur de majorités (place 3)', 'Bâtisseur de réseau (place 1)']);
    expect(await inLocale('de', [tableArea], named)).toEqual(['Netzbauer (Platz 1)', 'Speculator (Platz 2)', 'Mehrheitsjäger (Platz 3)', 'Netzbauer (Platz 1)']);
    expect(await inLocale('en', [tableArea], named)).toEqual(['Network builder (seat 1)', 'Speculator (seat 2)', 'Majority hunter (seat 3)', 'Network builder (seat 1)']);
  });
});
