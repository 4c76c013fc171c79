/**
 * How many tables the host keeps in memory, and how many of them guests (connections not from
 * the host machine) may open. Guests are told apart by their address: one computer, whatever
 * number of connections it opens, shares one allowance.
 *
 * - Every table in memory: MAX_TABLES (the last guard on memory; the host machine too).
 * - Unfinished tables guests opened, all guests together: MAX_GUEST_TABLES, well under
 *   MAX_TABLES, so guests can never fill the room the host machine's own tables need: the
 *   owner's tables are never refused on their account.
 * - Unfinished tables opened from one guest address: MAX_TABLES_PER_ADDRESS, small enough that
 *   16 addresses (48 tables) still leave room for a 17th guest.
 * - A table nobody plays at (no person connected at any of its seats) for a while is saved and
 *   closed (hub.ts, `idleTableMs`), and no longer counts.
 * Finished tables count toward none of the guests' limits; tables reopened from their autosaves
 * when the host starts count toward none either (nobody opened them in this run).
 */
import type { Said } from '../../games/core/wording.js';
import { said } from './messages.js';

export const MAX_TABLES = 256;
export const MAX_GUEST_TABLES = 64;
export const MAX_TABLES_PER_ADDRESS = 3;

/** A table in memory, as the limits see it. */
export interface Held {
  finished: boolean;
  /** The guest address that opened it; null when the host machine opened it, or nobody in this run. */
  guest: string | null;
}

/** The address a guest is counted by (an IPv4 address seen through an IPv6 socket is the same machine). */
export function guestAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Why `who` may not open (or reopen) a table now, or null when it may. `finished`: the table
 * being reopened is finished (to look at it), which only the memory guard can refuse.
 */
export function tableRefusal(who: { local: boolean; address: string }, held: Iterable<Held>, inMemory: number, finished = false): Said | null {
  if (inMemory >= MAX_TABLES) return said('host.refuse.hostFull', { count: inMemory });
  if (who.local || finished) return null;
  const me = guestAddress(who.address);
  let guests = 0;
  let mine = 0;
  for (const h of held) {
    if (h.finished || h.guest === null) continue;
    guests++;
    if (h.guest === me) mine++;
  }
  if (mine >= MAX_TABLES_PER_ADDRESS) {
    return said('host.refuse.guestFull', { count: mine });
  }
  if (guests >= MAX_GUEST_TABLES) {
    return said('host.refuse.guestsFull', { count: guests });
  }
  return null;
}
