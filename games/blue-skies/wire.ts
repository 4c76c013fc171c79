/**
 * What the host's wire needs from Blue Skies beyond the rules: a seat's own part of its view
 * (its hand, its pending discard) and which moves may be taken back.
 */
import { undoableWhenEventsAre } from '../core/undo.js';
import type { PlayerId } from '../core/types.js';
import type { BlueSkiesState, BlueSkiesView } from './types.js';

export function privateView(s: BlueSkiesState, player: PlayerId, pub: BlueSkiesView): Partial<BlueSkiesView> {
  const me = s.players.findIndex((pl) => pl.id === player);
  if (me < 0) return {};
  const out: Partial<BlueSkiesView> = { you: player, hand: [...s.players[me]!.hand] };
  const p = s.phase;
  if (p.kind === 'assistDiscard' && pub.phase.kind === 'assistDiscard') out.phase = { ...pub.phase, yourChoice: p.pending[me] ? [...p.pending[me]!] : null };
  return out;
}

/**
 * Buying gates and buy-outs, ending the purchases and a discard that draws nothing show nothing
 * new; passengers arriving, cards drawn and a new round do.
 */
export const undoable = undoableWhenEventsAre(['buyGate', 'buyOut', 'endPurchases', 'unspent', 'endAssist', 'discard']);
