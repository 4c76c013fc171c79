/**
 * Where the stock cards went between two views of an Airlines table (issue 29): a card taken from
 * the face-up row or the deck into a hand, a share laid out from a hand into the played-shares
 * table. Pure, for the tests; the board component flies a chip along each (see ui/fly.ts).
 */
import type { AirlinesView, PlayerView } from '../../../../games/airlines/types.js';

/** A place on the screen a card leaves or reaches. */
export type SharePlace =
  | { kind: 'faceup'; slot: number }
  | { kind: 'deck' }
  /** This seat's own hand: its stock chip for the airline. */
  | { kind: 'hand'; airline: string }
  /** Another player, by seat (their chip in the table bar): their hand is hidden. */
  | { kind: 'seat'; seat: number }
  /** A cell of the played-shares table. */
  | { kind: 'played'; player: string; airline: string };

export interface ShareFlight {
  /** The card's airline (null: a card from the deck into a hidden hand, face down). */
  airline: string | null;
  from: SharePlace;
  to: SharePlace;
}

/**
 * What the flights compare, copied out of a view: the table's copy of the view is patched in
 * place by each delta, so the view before a change is gone once it arrives.
 */
export interface ShareSnapshot {
  players: Pick<PlayerView, 'id' | 'seat' | 'stockInHand' | 'played'>[];
  faceUp: (string | null)[];
  /** This seat's own stock cards (absent: a spectator, or a replay). */
  stock: string[] | null;
}

export function shareSnapshot(v: AirlinesView): ShareSnapshot {
  return {
    players: v.players.map((p) => ({ id: p.id, seat: p.seat, stockInHand: p.stockInHand, played: { ...p.played } })),
    faceUp: [...v.faceUp],
    stock: v.hand ? [...v.hand.stock] : null,
  };
}

/** At most this many chips fly for one change (a refill or a big scoring never floods the screen). */
const MAX_FLIGHTS = 8;

/**
 * The cards that moved from `before` to `now`, as the seat `me` sees them (null: a spectator).
 * A hand that grew took the face-up cards that changed, the rest from the deck; a played count
 * that grew came from its player's hand.
 */
export function shareFlights(before: ShareSnapshot, now: ShareSnapshot, me: string | null): ShareFlight[] {
  const out: ShareFlight[] = [];
  const was = new Map(before.players.map((p) => [p.id, p]));
  // Face-up cards taken: slots whose card changed (a refill puts another one there).
  const taken = before.faceUp.flatMap((id, slot) => (id !== null && now.faceUp[slot] !== id ? [{ slot, airline: id, used: false }] : []));
  // This seat's own new cards by airline, to tell a face-up card from the deck's.
  const mineBefore = counts(before.stock ?? []);
  const gained = new Map<string, number>();
  for (const [a, n] of counts(now.stock ?? [])) if (n > (mineBefore.get(a) ?? 0)) gained.set(a, n - (mineBefore.get(a) ?? 0));
  for (const p of now.players) {
    const b = was.get(p.id);
    if (!b) continue;
    const own = p.id === me && now.stock !== null;
    const hand = (airline: string | null): SharePlace => (own && airline !== null ? { kind: 'hand', airline } : { kind: 'seat', seat: p.seat });
    let played = 0;
    for (const [airline, n] of Object.entries(p.played)) {
      const more = n - (Object.hasOwn(b.played, airline) ? b.played[airline]! : 0);
      for (let i = 0; i < more; i++) out.push({ airline, from: hand(airline), to: { kind: 'played', player: p.id, airline } });
      played += Math.max(0, more);
    }
    // Cards drawn: the hand grew by more than it lost to the table.
    let drawn = p.stockInHand - b.stockInHand + played;
    for (const t of taken) {
      if (drawn <= 0 || t.used) continue;
      // Our own hand says which airlines came in; another's face-up card is seen by all.
      if (own) {
        const g = gained.get(t.airline) ?? 0;
        if (g <= 0) continue;
        gained.set(t.airline, g - 1);
      }
      t.used = true;
      out.push({ airline: t.airline, from: { kind: 'faceup', slot: t.slot }, to: hand(t.airline) });
      drawn--;
    }
    // The rest came from the deck: face up into our own hand, face down into another's.
    const fromDeck = own ? [...gained].flatMap(([a, n]) => Array<string>(n).fill(a)) : [];
    for (; drawn > 0; drawn--) {
      const airline = fromDeck.shift() ?? null;
      out.push({ airline, from: { kind: 'deck' }, to: hand(airline) });
    }
  }
  return out.slice(0, MAX_FLIGHTS);
}

function counts(ids: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

function sum(ns: readonly number[]): number {
  return ns.reduce((a, b) => a + b, 0);
}
