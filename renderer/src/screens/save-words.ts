/**
 * A save's line on the Saves screen in the page's language (the saves catalogue): who sits at the
 * table, how far the game got, when it was saved. The screen and its headings (save-titles.ts)
 * both word them here, so no English is left to fall back to.
 */
import type { SaveSummary } from '../../../formats/protocol.js';
import { useT } from '../i18n/area.js';
import { savesArea } from '../i18n/saves/index.js';
import { listedSeatName } from '../i18n/seat-names.js';

const { t, list, date } = useT(savesArea);

/** Who sits at the table: names (a lab replay's seat token worded), bots marked, open seats said. */
export function savePlayers(p: SaveSummary['players']): string {
  const name = (x: SaveSummary['players'][number], index: number) => listedSeatName({ index, name: x.name }, (n) => t('saves.playerN', { n }));
  return list(
    p.map((x, i) => (x.kind === 'bot' ? t('saves.bot', { name: name(x, i) }) : x.kind === 'open' ? t('saves.openSeat') : name(x, i))),
    { type: 'unit' },
  );
}

/** "round 2 · turn 4 · 23 moves · finished". */
export function saveProgress(s: Pick<SaveSummary, 'round' | 'turn' | 'moves' | 'finished'>): string {
  return t('saves.progress', { round: s.round ?? 'none', turn: s.turn ?? 'none', moves: s.moves, finished: s.finished ? 'yes' : 'no' });
}

/** "saved 22 Nov 2026, 07:12"; an unreadable date as written rather than "Invalid Date". */
export function savedAt(iso: string): string {
  const d = new Date(iso);
  return t('saves.savedAt', { date: Number.isNaN(d.getTime()) ? iso : date(d, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) });
}
