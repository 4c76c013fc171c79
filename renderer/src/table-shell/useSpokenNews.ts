/**
 * `useSpokenNews()`: what the table says to screen readers on its own, for every game: the
 * others' moves (from the log), your turn, a moment to read, the end, a pause, a hand-over.
 * Coming to a table says where things stand, not its history.
 */
import { watch } from 'vue';
import type { TableView } from '../../../formats/protocol.js';
import { othersNews, type Announcer } from './announce.js';
import type { Moment } from './types.js';
import { useT } from '../i18n/area.js';
import { viewText } from '../i18n/wire-words.js';
import { tableArea } from '../i18n/table/index.js';

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
  const { t } = useT(tableArea);
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
      if (mine && !was) announcer.say(t('table.sayYourTurn', { prompt: deps.prompt() }));
    },
    // Coming to a table where it is your turn says so too.
    { immediate: true },
  );
  watch(
    () => deps.moment()?.key,
    (key) => {
      const m = deps.moment();
      if (key && m) announcer.say(t('table.sayMoment', { title: m.title, announce: m.announce ?? '' }).replace(/\s+/g, ' '));
    },
  );
  watch(deps.summary, (s) => {
    if (s !== null) announcer.say(t('table.sayOver', { summary: deps.text(s) }));
  });
  watch(
    () => deps.live()?.table.paused ?? null,
    (why, was) => {
      if (why) announcer.say(t('table.sayPaused', { why: viewText(why) }));
      else if (was) announcer.say(t('table.sayGoesOn'));
    },
  );
  watch(deps.handOverTo, (to) => {
    if (to !== null) announcer.say(t('table.promptHandOver', { name: deps.seatName(to) }));
  });
}
