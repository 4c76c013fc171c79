/** The end of the game: scores, winners (ties: most Air Abacus shares held, then shared) and words. */
import { list } from '../core/wording.js';
import { said } from './messages.js';
import type { Outcome, PlayerId } from '../core/types.js';
import { nameOf } from './secret.js';
import { ABACUS, type EuropeState } from './types.js';

export function outcome(s: EuropeState): Outcome | null {
  if (!s.over) return null;
  const scores: Record<PlayerId, number> = { ...s.vp };
  const best = Math.max(...s.players.map((p) => scores[p.id]!));
  let winners = s.players.filter((p) => scores[p.id] === best).map((p) => p.id);
  let tie: 'decided' | 'still' | null = null;
  let most = 0;
  if (winners.length > 1) {
    // Only face-up Air Abacus shares count, as at the scorings (RULES.md).
    const abacus = (id: PlayerId): number => s.holdings[id]![ABACUS] ?? 0;
    most = Math.max(...winners.map(abacus));
    winners = winners.filter((id) => abacus(id) === most);
    tie = winners.length > 1 ? 'still' : 'decided';
  }
  const names = winners.map((id) => nameOf(s, id));
  const key = `europe.outcome.${winners.length === 1 ? 'wins' : 'share'}${tie === null ? '' : tie === 'still' ? 'StillTied' : 'TieDecided'}`;
  const words = said(key, { player: names[0] ?? '', players: list(names), points: best, abacus: s.board.abacus.name, held: most });
  const summary = words.text;
  return {
    scores,
    winners,
    summary,
    summaryWords: { key: words.key, params: { player: names[0] ?? '', players: list(names), points: best, abacus: s.board.abacus.name, held: most } },
    breakdown: {
      startingPoints: Object.fromEntries(s.players.map((p, i) => [p.id, i + 1])),
      scorings: s.scorings,
      abacusHeld: Object.fromEntries(s.players.map((p) => [p.id, s.holdings[p.id]![ABACUS] ?? 0])),
    },
  };
}
