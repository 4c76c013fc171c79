/**
 * The game state's player names are fixed at setup, so a guest who takes an open seat would show
 * under the lobby's placeholder name. The table's seats carry the current name: the play screen
 * names players by seat. Returns a new view (the host's view object is never changed), or the same
 * one when no name differs.
 */
import type { SeatInfo } from '../../../../games/core/protocol.js';

export function withSeatNames<V extends { players: { id: string; name: string }[] }>(view: V, seats: readonly SeatInfo[]): V {
  const byPlayer = new Map(seats.filter((s) => s.kind !== 'open' && s.name.trim() !== '').map((s) => [s.playerId, s.name]));
  if (!view.players.some((p) => byPlayer.has(p.id) && byPlayer.get(p.id) !== p.name)) return view;
  return { ...view, players: view.players.map((p) => ({ ...p, name: byPlayer.get(p.id) ?? p.name })) };
}
