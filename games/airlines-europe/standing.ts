/**
 * Who is ahead now, for the playtest lab: each seat's victory points plus what a scoring now
 * would give it (rules.ts `scoreNow`, without its record and its words). The lab asks this at
 * every point it keeps along a game (some sixty), where a copy of the state at a dozen points
 * and a replay cost more (standing.test.ts checks it against `scoreNow` on every state of games).
 */
import type { PlayerId } from '../core/types.js';
import { payoutAt } from './board.js';
import { SCORING_CARDS, countOf } from './cards.js';
import { seatPoints } from './majority.js';
import { ABACUS, SCORING_CARD, type EuropeState } from './types.js';

/**
 * The two-player game's third holder's shares by airline, as rules.ts `fictitiousHoldings` counts
 * them (the Air Abacus supply, the market, the draw pile less scoring cards, the discard pile),
 * in a map: the lab asks at every point it keeps near the end of a two-seat game, and a record
 * written card by card was a tenth of such a game's time.
 */
function thirdHolder(s: EuropeState): Map<string, number> {
  const out = new Map<string, number>();
  const add = (c: string, n: number): void => {
    out.set(c, (out.get(c) ?? 0) + n);
  };
  if (s.abacusSupply > 0) add(ABACUS, s.abacusSupply);
  for (const c of s.market) add(c, 1);
  for (const c of s.deck) if (c !== SCORING_CARD) add(c, 1);
  for (const c in s.discard) if (Object.hasOwn(s.discard, c)) add(c, s.discard[c]!);
  return out;
}

export function standingNow(s: EuropeState): Record<PlayerId, number> {
  const n = s.players.length;
  // The two-player game's last scoring has a third holder (rules.ts `scoreNow`).
  const fictitious = n === 2 && s.scorings.length + 1 === SCORING_CARDS ? thirdHolder(s) : null;
  const counts = new Array<number>(fictitious ? n + 1 : n);
  const points = new Array<number>(n).fill(0);
  // Each seat's holdings looked up once, not once per airline.
  const held = s.players.map((p) => s.holdings[p.id]!);
  const score = (airline: string, table: readonly number[]): void => {
    for (let i = 0; i < n; i++) counts[i] = countOf(held[i]!, airline);
    if (fictitious) counts[n] = fictitious.get(airline) ?? 0;
    for (let i = 0; i < n; i++) points[i]! += seatPoints(counts, i, 0, table);
  };
  for (const a of s.airlines) score(a, payoutAt(s.board, s.track[a]!));
  score(ABACUS, s.board.abacus.points);
  const out: Record<PlayerId, number> = {};
  for (let i = 0; i < n; i++) {
    const id = s.players[i]!.id;
    out[id] = (s.vp[id] ?? 0) + points[i]!;
  }
  return out;
}
