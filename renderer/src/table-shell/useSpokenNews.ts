/**
 * `useSpokenNews()`: what the table says to screen readers on its own, for every game: the
 * others' moves (from the log), your turn, a moment to read, the end, a pause, a hand-over.
 * Coming to a table says where things stand, not its history.
 */
import { watch } from 'vue';
import type { TableView } from '../../../formats/protocol.js';
import { othersNews, type Announcer } from './announce.js';
import type { Moment } from './types.js';

export interface SpokenNewsDeps {
  announcer: Announcer;
  live: () => TableView | null;
  text(s: string): string;
  myTurn: () => boolean;
  prompt: () => string;
  moment: () => Moment | undefined;
  summary: () => string | null;
  handOverTo: () => number | null;
  seatName(seat: number): string;
}

export function useSpokenNews(deps: SpokenNewsDeps): void {
  const { announcer } = deps;
  /** The last state whose log lines were said. */
  let heardUpTo: { table: string; stateNo: number } | null = null;
  watch(deps.live, (v) => {
    if (!v) return;
    const before = heardUpTo;
    heardUpTo = { table: v.table.id, stateNo: v.stateNo };
    if (!before || before.table !== v.table.id) return;
    const news = othersNews(v.log, before.stateNo, v.playerId, deps.text);
    if (news) announcer.say(news);
  });
  watch(
    deps.myTurn,
    (mine, was) => {
      if (mine && !was) announcer.say(`Your turn. ${deps.prompt()}`);
    },
    // Coming to a table where it is your turn says so too.
    { immediate: true },
  );
  watch(
    () => deps.moment()?.key,
    (key) => {
      const m = deps.moment();
      if (key && m) announcer.say(`${m.title}. ${m.announce ?? ''} Read it, then Continue.`.replace(/\s+/g, ' '));
    },
  );
  watch(deps.summary, (s) => {
    if (s !== null) announcer.say(`The game is over. ${deps.text(s)}`);
  });
  watch(
    () => deps.live()?.table.paused ?? null,
    (why, was) => {
      if (why) announcer.say(`This table is paused. ${why}`);
      else if (was) announcer.say('The table goes on.');
    },
  );
  watch(deps.handOverTo, (to) => {
    if (to !== null) announcer.say(`Hand the screen over to ${deps.seatName(to)}.`);
  });
}
