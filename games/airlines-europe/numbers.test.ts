/**
 * The legal licences read by number (legal.ts over numbers.ts) against the rules read plainly:
 * at every state of whole games, every (airline, route) the rules' `licenceProblem` and the price
 * allow, in the order of the airlines, their networks' cities and the routes at each city. And
 * the licence lists remembered per state record: a copy bought into does not change its
 * original's list, and the original's list still follows its own buys.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { indexBoard } from './board.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { licenceMoves } from './legal.js';
import { licenceBuilder, shareTrader } from './playstyles.js';
import { cheapestFreeSpace, cloneState, licenceProblem } from './rules.js';
import { newGame } from './testing.js';
import type { EuropeMove, EuropeState } from './types.js';

const mix = [tycoonBot, licenceBuilder, shareTrader];

function plainLicences(s: EuropeState, player: string): EuropeMove[] {
  const idx = indexBoard(s.board);
  const out: EuropeMove[] = [];
  for (const airline of s.airlines) {
    const seen = new Set<string>();
    for (const city of s.network[airline]!) {
      for (const r of idx.routesAt.get(city) ?? []) {
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        if (licenceProblem(s, airline, r.id) !== null) continue;
        if (r.licences[cheapestFreeSpace(s, r.id)!]! > s.money[player]!) continue;
        out.push({ type: 'buyLicence', airline, route: r.id });
      }
    }
  }
  return out;
}

const listed = (s: EuropeState, player: string): EuropeMove[] => {
  const out: EuropeMove[] = [];
  licenceMoves(s, player, out);
  return out;
};

describe('Airlines Europe legal licences by number', () => {
  it('are the licences the rules allow, in order, at every state of whole games', () => {
    let lists = 0;
    for (const [players, seed] of [[2, 1], [4, 2], [6, 3]] as const) {
      let s = def.sim!.fork(newGame(players, seed));
      const rng = Rng.fromSeed(seed);
      while (def.outcome(s) === null) {
        const p = def.activePlayers(s)[0]!;
        if (s.phase === 'action' || s.phase === 'licence') {
          const mine = listed(s, p);
          expect(mine).toEqual(plainLicences(s, p));
          if (mine.length > 0) lists++;
        }
        const seat = s.players.findIndex((x) => x.id === p);
        s = def.sim!.step(s, p, mix[seat % 3]!.choose({ state: s, player: p, legal: def.legalMoves(s, p), rng }));
      }
    }
    expect(lists).toBeGreaterThan(300);
  });

  it("keeps each state's own licence lists: a copy bought into leaves its original's list as it was", () => {
    let s = def.sim!.fork(newGame(3, 7));
    const rng = Rng.fromSeed(7);
    // Play into the game until the player on turn can buy a licence.
    for (;;) {
      const p = def.activePlayers(s)[0]!;
      if (s.phase === 'action' && listed(s, p).length > 0) break;
      s = def.sim!.step(s, p, tycoonBot.choose({ state: s, player: p, legal: def.legalMoves(s, p), rng }));
    }
    const p = def.activePlayers(s)[0]!;
    const before = listed(s, p);
    const copy = cloneState(s);
    const buy = before[0] as Extract<EuropeMove, { type: 'buyLicence' }>;
    def.sim!.step(copy, p, buy);
    expect(listed(copy, p)).toEqual(plainLicences(copy, p));
    expect(listed(s, p)).toEqual(before);
    // The original bought into in place: its list follows.
    def.sim!.step(s, p, buy);
    expect(listed(s, p)).toEqual(plainLicences(s, p));
    expect(listed(s, p)).not.toEqual(before);
  });
});
