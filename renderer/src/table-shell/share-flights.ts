/**
 * Where share cards went between two views of a table (issue 29): a card taken from the face-up
 * row (the stock market) or the draw pile into a hand, a share handed out from a supply into a
 * hand, a share laid out from a hand onto the table of shares laid out. Pure and game-free, for the tests:
 * each game copies its view into a `ShareSnapshot`, and `use-share-flights.ts` flies a chip along
 * each flight (see ui/fly.ts).
 */

/** A place on the screen a card leaves or reaches. */
export type SharePlace =
  | { kind: 'faceup'; slot: number }
  | { kind: 'deck' }
  /** A supply shares are handed out from (never from a hand), by airline. */
  | { kind: 'supply'; airline: string }
  /** This seat's own hand: its chip for the airline. */
  | { kind: 'hand'; airline: string }
  /** Another player, by seat (their chip in the table bar): their hand is hidden. */
  | { kind: 'seat'; seat: number }
  /** A cell of the table of shares laid out (played shares, holdings). */
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
  /** Per player: the cards in hand (a count) and the shares laid out, by airline. */
  players: { id: string; seat: number; inHand: number; laidOut: Record<string, number> }[];
  /** The face-up row, slot by slot (null: an empty slot). */
  row: (string | null)[];
  /** This seat's own cards in hand, one id per card (null: a spectator, or a replay). */
  hand: string[] | null;
  /** Shares left in a supply, by airline (absent: the game has none). */
  supply?: Record<string, number>;
  /** The player on turn: shares that leave a supply go into their hand. */
  onTurn?: string | null;
}

/**
 * At most this many chips fly for one change (a refill or a big scoring never floods the screen;
 * a count from a bad view never runs away).
 */
const MAX_FLIGHTS = 8;

/**
 * The cards that moved from `before` to `now`, as the seat `me` sees them (null: a spectator).
 * Shares that left a supply went into the hand of the player on turn before; a hand that grew
 * besides took the face-up cards that left the row, the rest from the deck; a laid-out count that
 * grew came from its player's hand.
 */
export function shareFlights(before: ShareSnapshot, now: ShareSnapshot, me: string | null): ShareFlight[] {
  const out: ShareFlight[] = [];
  const was = new Map(before.players.map((p) => [p.id, p]));
  const taken = takenFromRow(before.row, now.row);
  const supplied = Object.entries(before.supply ?? {}).flatMap(([airline, n]) => {
    const left = now.supply && Object.hasOwn(now.supply, airline) ? now.supply[airline]! : n;
    return left < n ? [[airline, n - left] as const] : [];
  });
  // This seat's own new cards by airline, to tell a face-up card from the deck's.
  const mineBefore = counts(before.hand ?? []);
  const gained = new Map<string, number>();
  for (const [a, n] of counts(now.hand ?? [])) if (n > (mineBefore.get(a) ?? 0)) gained.set(a, n - (mineBefore.get(a) ?? 0));
  for (const p of now.players) {
    const b = was.get(p.id);
    if (!b) continue;
    const own = p.id === me && now.hand !== null;
    const hand = (airline: string | null): SharePlace => (own && airline !== null ? { kind: 'hand', airline } : { kind: 'seat', seat: p.seat });
    let played = 0;
    for (const [airline, n] of Object.entries(p.laidOut)) {
      const more = n - (Object.hasOwn(b.laidOut, airline) ? b.laidOut[airline]! : 0);
      for (let i = 0; i < more && out.length < MAX_FLIGHTS; i++) out.push({ airline, from: hand(airline), to: { kind: 'played', player: p.id, airline } });
      played += Math.max(0, more);
    }
    // Cards drawn: the hand grew by more than it lost to the table, less what a supply handed out
    // (a trade gives cards up as it takes them: the supply, not the count, says what came).
    let drawn = p.inHand - b.inHand + played;
    if (p.id === before.onTurn) {
      for (const [airline, n] of supplied) {
        for (let i = 0; i < n && out.length < MAX_FLIGHTS; i++) out.push({ airline, from: { kind: 'supply', airline }, to: hand(airline) });
        if (own) gained.set(airline, Math.max(0, (gained.get(airline) ?? 0) - n));
        drawn -= n;
      }
    }
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
    for (; drawn > 0 && out.length < MAX_FLIGHTS; drawn--) {
      const airline = fromDeck.shift() ?? null;
      out.push({ airline, from: { kind: 'deck' }, to: hand(airline) });
    }
  }
  return out.slice(0, MAX_FLIGHTS);
}

/**
 * The cards that left the row, each with the slot it left from: fewer of its airline lie in the
 * row now, and its slot changed. A row refilled in place (Airlines) and a row that closes up and
 * is topped up at its end (Airlines Europe's market) both come out right.
 */
function takenFromRow(before: readonly (string | null)[], now: readonly (string | null)[]): { slot: number; airline: string; used: boolean }[] {
  const fewer = counts(before.filter((id): id is string => id !== null));
  for (const id of now) if (id !== null && fewer.has(id)) fewer.set(id, fewer.get(id)! - 1);
  const out: { slot: number; airline: string; used: boolean }[] = [];
  before.forEach((id, slot) => {
    if (id === null || now[slot] === id || (fewer.get(id) ?? 0) <= 0) return;
    fewer.set(id, fewer.get(id)! - 1);
    out.push({ slot, airline: id, used: false });
  });
  return out;
}

function counts(ids: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}
