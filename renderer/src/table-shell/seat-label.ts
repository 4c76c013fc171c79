/**
 * What a seat is called in the table's bar and players panel. An open seat is named by its
 * number, unless it still carries a name of its own: a friend who left (their seat waits for
 * them under their name) or a lab replay's seat, named by the bot that played it. The host gives
 * a seat nobody ever named "Player N".
 */
interface SeatLike {
  index: number;
  kind: string;
  name: string;
}

export function seatName(s: SeatLike): string {
  if (s.kind !== 'open') return s.name;
  const name = s.name.trim();
  return name === '' || name === `Player ${s.index + 1}` ? `Seat ${s.index + 1}` : name;
}

/** The seat's whole label, as its tooltip says it: "Ann", "Cy (bot)", "Seat 2 (open)". */
export function seatLabel(s: SeatLike): string {
  if (s.kind === 'bot') return `${s.name} (bot)`;
  return s.kind === 'open' ? `${seatName(s)} (open)` : s.name;
}
