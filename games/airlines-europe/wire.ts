/**
 * What the host's wire needs from Airlines Europe beyond the rules: a seat's own part of its
 * view (its hand, its victory points and scorings while points are secret, its opening choice)
 * and which moves may be taken back.
 */
import { undoableWhenEventsAre } from '../core/undo.js';
import type { PlayerId } from '../core/types.js';
import { pointsOpen, recordFor } from './secret.js';
import type { EuropeState, EuropeView } from './types.js';
import { licencePlan } from './view.js';

export function privateView(s: EuropeState, player: PlayerId, pub: EuropeView): Partial<EuropeView> {
  if (!s.players.some((p) => p.id === player)) return {};
  const out: Partial<EuropeView> = {
    you: player,
    players: pub.players.map((p) => (p.id === player ? { ...p, vp: s.vp[player]! } : p)),
    hand: { ...s.hands[player]! },
  };
  // While points are secret, each scoring shows this seat its own points.
  if (!pointsOpen(s)) out.scorings = s.scorings.map((r) => recordFor(s, r, player));
  if (s.phase === 'opening') out.openingChoice = s.opening[player] ? [...s.opening[player]!] : null;
  const plan = licencePlan(s, player);
  if (plan) out.licencePlan = plan;
  return out;
}

/**
 * Buying licences, playing shares, taking money, starting a trade and trading cards in show
 * nothing new; drawing from the deck, refilling the market, the opening choice and the scorings do.
 */
export const undoable = undoableWhenEventsAre(['licence', 'bonus', 'playShares', 'dividends', 'money', 'startTrade', 'tradeCard', 'abacus', 'takeShare']);
