/**
 * What the Blue Skies regression fixtures must show (games/blue-skies/fixtures/): the unusual
 * rules, each recognised on replay from the log and the states, and the games to search for a
 * set that covers them all. Pure: the files are read and written by the fixture test.
 */
import { observeReplay, type FixtureSetup, type RecordedFixture } from '../core/fixture-record.js';
import { seatPlayers } from '../core/simulate.js';
import type { BlueSkiesBoard } from './board.js';
import { blueSkies } from './index.js';
import { LOCAL } from './types.js';

/** Each unusual rule, in words. The fixtures' `covers` lists hold these strings. */
export const RULE = {
  setupBuyOut: 'Setup: a first gate buys out a local airline',
  buyOut: 'Buyout: a local airline gate is bought out in a round',
  stacked: 'Several gates of one player at one airport',
  special: 'Special action: passengers at any airport, then a discard and a draw back to three',
  assistance: 'Government assistance: players behind the leader add passengers at airports of their choice',
  local: 'Local airline: an airport with passengers and no open gate gets one in its first space',
  reshuffle: 'Demand deck used up: the discards are shuffled into a new deck',
  tieFirst: 'Regions: a tie for first place shares the awards',
  tieSecond: 'Regions: a tie for second place shares the 6 points',
  twoPlayers: 'Two players: no second place in the regions',
  endGates: 'End: a player has no gates left',
  endPoints: 'End: a player reaches 100 points',
  tieBreak: 'Winner: a tie on points goes to the most passengers',
  fullAward: 'Table option "full region bonus on ties": tied players each get the full bonus',
  sharedVictory: 'Table option "share a tied victory": players tied on points share the win',
} as const;

/** What the fixtures together must show; ties for the win are too rare in bot games to insist on. */
export const REQUIRED: readonly string[] = Object.entries(RULE)
  .filter(([k]) => k !== 'tieBreak' && k !== 'sharedVictory')
  .map(([, v]) => v);

export function blueSkiesCovers(fixture: RecordedFixture, board: BlueSkiesBoard): string[] {
  const seen = new Set<string>();
  const last = observeReplay(blueSkies, board, fixture, ({ before, events }) => {
    for (const e of events) {
      if (e.type === 'buyOut') seen.add(before.phase.kind === 'setupBuy' ? RULE.setupBuyOut : RULE.buyOut);
      if (e.type === 'special') seen.add(RULE.special);
      if (e.type === 'passengers' && e.text.startsWith('Government assistance')) seen.add(RULE.assistance);
      if (e.type === 'local') seen.add(RULE.local);
      if (e.type === 'reshuffle' && e.text.startsWith('The demand deck ran out')) seen.add(RULE.reshuffle);
    }
  });
  for (const a of Object.values(last.airports)) {
    const owners = a.gates.filter((g) => g !== null && g !== LOCAL);
    if (new Set(owners).size < owners.length) seen.add(RULE.stacked);
  }
  const final = last.final!;
  const n = last.players.length;
  for (const r of final.regions) {
    const firsts = r.awards.filter((a) => a.place === 1).length;
    const seconds = r.awards.filter((a) => a.place === 2).length;
    if (firsts > 1) seen.add(last.options.fullAwardOnTies ? RULE.fullAward : RULE.tieFirst);
    if (seconds > 1) seen.add(last.options.fullAwardOnTies ? RULE.fullAward : RULE.tieSecond);
    if (n === 2 && Object.values(r.values).filter((v) => v > 0).length === 2 && firsts === 1) seen.add(RULE.twoPlayers);
  }
  seen.add(last.players.some((p) => p.gatesLeft <= 0) ? RULE.endGates : RULE.endPoints);
  const best = Math.max(...last.players.map((p) => p.score));
  if (last.players.filter((p) => p.score === best).length > 1) seen.add(last.options.sharedVictory ? RULE.sharedVictory : RULE.tieBreak);
  return Object.values(RULE).filter((r) => seen.has(r));
}

/** Games to look through: every player count, strategists and random bots, options off and on. */
export function* blueSkiesCandidates(): Generator<FixtureSetup> {
  const none = { fullAwardOnTies: false, sharedVictory: false };
  const all = { fullAwardOnTies: true, sharedVictory: true };
  const kinds = [
    { players: 2, options: none, bots: ['strategic', 'random'] },
    { players: 3, options: all, bots: ['strategic'] },
    { players: 4, options: all, bots: ['strategic', 'random'] },
    { players: 5, options: none, bots: ['strategic', 'strategic', 'random'] },
  ];
  for (let seed = 1; seed <= 400; seed++) {
    for (const k of kinds) yield { board: 'usa', players: seatPlayers(k.players), options: k.options, seed, bots: k.bots };
  }
}
