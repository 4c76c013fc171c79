/**
 * The lab's standing (standing.ts) against the rules' own scoring: at every state of whole games
 * of the lab's default bots, at 2 to 5 seats, each seat's victory points plus what `scoreNow`
 * would pay it now. Two-seat games reach their last scoring, where the fictitious third holder
 * takes part.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { licenceBuilder, shareTrader } from './playstyles.js';
import { scoreNow } from './rules.js';
import { standingNow } from './standing.js';
import { newGame } from './testing.js';
import type { EuropeState } from './types.js';

const mix = [tycoonBot, licenceBuilder, shareTrader];

function byScoring(s: EuropeState): Record<string, number> {
  const now = scoreNow(s, s.scorings.length + 1, s.players[s.current]!.id);
  return Object.fromEntries(s.players.map((p) => [p.id, (s.vp[p.id] ?? 0) + (now.points[p.id] ?? 0)]));
}

describe('the lab standing of Airlines Europe', () => {
  it('is the victory points plus a scoring now, at every state of whole games', () => {
    let states = 0;
    let lastScoringOfTwo = 0;
    for (const [players, seed] of [[2, 1], [2, 2], [3, 3], [4, 4], [5, 5]] as const) {
      let s = def.sim!.fork(newGame(players, seed));
      const rng = Rng.fromSeed(seed);
      while (def.outcome(s) === null) {
        expect(standingNow(s)).toEqual(byScoring(s));
        states++;
        if (players === 2 && s.scorings.length === 2) lastScoringOfTwo++;
        const p = def.activePlayers(s)[0]!;
        const seat = s.players.findIndex((x) => x.id === p);
        s = def.sim!.step(s, p, mix[seat % 3]!.choose({ state: s, player: p, legal: def.legalMoves(s, p), rng }));
      }
    }
    expect(states).toBeGreaterThan(500);
    expect(lastScoringOfTwo).toBeGreaterThan(0);
  });
});
