/**
 * What a seat is called in the table's bar and players panel. An open seat is named by its
 * number, unless it still carries a name of its own: a friend who left (their seat waits for
 * them under their name) or a lab replay's seat, named by the bot that played it. The host sends
 * a seat nobody named with no name (older saves hold the English "Player N"): the reader's
 * language words it ("Joueur 2").
 */
import { isUnnamed } from '../../../formats/protocol.js';

interface SeatLike {
  index: number;
  kind: string;
  name: string;
}

/** The words a seat's label is made of, in the page's language (the table area's `t`). */
export type SeatWords = (key: 'table.playerN' | 'table.seatN' | 'table.labelBot' | 'table.labelOpen', params: { n?: number; name?: string }) => string;

export { isUnnamed };

/** The seat's name as shown: its own, or "Player N" in the page's language when nobody named it. */
export function shownName(s: SeatLike, t: SeatWords): string {
  return isUnnamed(s) ? t('table.playerN', { n: s.index + 1 }) : s.name;
}

export function seatName(s: SeatLike, t: SeatWords): string {
  if (s.kind !== 'open') return shownName(s, t);
  return isUnnamed(s) ? t('table.seatN', { n: s.index + 1 }) : s.name;
}

/** The seat's whole label, as its tooltip says it: "Ann", "Cy (bot)", "Seat 2 (open)". */
export function seatLabel(s: SeatLike, t: SeatWords): string {
  if (s.kind === 'bot') return t('table.labelBot', { name: shownName(s, t) });
  return s.kind === 'open' ? t('table.labelOpen', { name: seatName(s, t) }) : shownName(s, t);
}
