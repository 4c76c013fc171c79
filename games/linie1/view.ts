/**
 * What one seat sees. Hands are open in Linie 1 (tiles lie face up), so everyone sees every
 * hand; line and route cards stay secret until their owner declares (or the game ends), and
 * the pile shows only its size.
 */
import type { PlayerId } from '../core/types.js';
import { readyPath, stopsOf } from './rules.js';
import type { Linie1State, Linie1View, PlayerView } from './state.js';

export function view(state: Linie1State, viewer: PlayerId | null): Linie1View {
  const me = state.players.find((p) => p.id === viewer) ?? null;
  const players: PlayerView[] = state.players.map((p) => {
    const open = p === me || p.trip !== null || state.ended !== null;
    return {
      id: p.id,
      name: p.name,
      hand: [...p.hand],
      line: open ? p.line : null,
      route: open ? p.route : null,
      stops: open ? stopsOf(state, p) : null,
      driving: p.trip !== null,
      trip: p.trip ? { path: [...p.trip.path], at: p.trip.at } : null,
    };
  });
  const building = me && !me.trip && !state.ended;
  return {
    you: me?.id ?? null,
    players,
    grid: state.grid.map((t) => (t ? { ...t } : null)),
    stopSigns: { ...state.stopSigns },
    pileCount: state.pile.length,
    current: state.players[state.current]!.id,
    step: state.step,
    laid: state.laid,
    turn: state.turn,
    lastRoll: state.lastRoll,
    winner: state.winner,
    ended: state.ended,
    readyPath: building ? readyPath(state, me) : null,
  };
}
