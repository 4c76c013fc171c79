/**
 * The game state's player names are fixed at setup, so a guest who takes an open seat would show
 * under the lobby's placeholder name. The table's seats carry the current name: the play screen
 * names players by seat. Returns a new view (the host's view object is never changed), or the same
 * one when no name differs.
 */
import { nameToken, type SeatInfo } from '../../../../games/core/protocol.js';

export function withSeatNames<V extends { players: { id: string; name: string }[] }>(view: V, seats: readonly SeatInfo[]): V {
  // The host sets games up with name tokens ({{p1}}): those always take the seat's name, an open seat's too.
  const named = (p: { id: string; name: string }): string | undefined => {
    const s = seats.find((x) => x.playerId === p.id && x.name.trim() !== '');
    return s && (s.kind !== 'open' || p.name === nameToken(p.id)) ? s.name : undefined;
  };
  if (!view.players.some((p) => named(p) !== undefined && named(p) !== p.name)) return view;
  return { ...view, players: view.players.map((p) => ({ ...p, name: named(p) ?? p.name })) };
}
