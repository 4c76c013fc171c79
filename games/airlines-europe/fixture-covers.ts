/**
 * What the Airlines Europe regression fixtures must show (games/airlines-europe/fixtures/): the
 * unusual rules, each recognised on replay from the log and the states, and the games to search
 * for a set that covers them all. Pure: the files are read and written by the fixture test.
 */
import { observeReplay, type FixtureSetup, type RecordedFixture } from '../core/fixture-record.js';
import { seatPlayers } from '../core/simulate.js';
import { airlinesEurope } from './index.js';
import { SCORING_CARD, type EuropeBoard } from './types.js';

/** Each unusual rule, in words. The fixtures' `covers` lists hold these strings. */
export const RULE = {
  bankrupt: 'Bank bankrupt: money over 8 million goes back, the stock market is dealt anew',
  abacusTrade: 'Air Abacus: cards traded in for Air Abacus shares',
  abacusScored: 'Air Abacus: scored last with its fixed payout',
  bonus: 'Bonus connection completed: the airline moves up the share track',
  drawPileScoring: 'Scoring card met when a share is taken from the draw pile',
  refillScoring: 'Scoring card met when the stock market is refilled',
  threeScorings: 'Three scorings, the third ending the game at once',
  clearUntilEmpty: 'Clearing the stock market: picks go round the table until it is empty',
  onePickEach: 'Table option: one share each at a scoring, the rest stay in the market',
  secretPoints: 'Table option: secret victory points (each seat is told only its own points)',
  openPoints: 'Table option off: victory points shown to everyone all along',
  twoPlayers: 'Two players: discarded shares form a face-down pile; a fictitious third player at the last scoring',
  sixPlayers: 'Six players: a stock market of six and hands of six',
  endTurnNoShare: 'After licences with no share left anywhere, the turn just ends',
  tieBreak: 'Victory-point tie: the Air Abacus shares held break it (still tied, the victory is shared)',
  scoringDuringScoring: 'A scoring card met while the market is refilled for a scoring: scored right after',
} as const;

/** The rarest rules are welcome in the fixtures but not required of them. */
const RARE: readonly string[] = [RULE.endTurnNoShare, RULE.tieBreak, RULE.scoringDuringScoring];
export const REQUIRED: readonly string[] = Object.values(RULE).filter((r) => !RARE.includes(r));

export function europeCovers(fixture: RecordedFixture, board: EuropeBoard): string[] {
  const seen = new Set<string>();
  const last = observeReplay(airlinesEurope, board, fixture, ({ before, after, move, events }) => {
    for (const e of events) {
      if (e.type === 'bankrupt') seen.add(RULE.bankrupt);
      if (e.type === 'abacus') seen.add(RULE.abacusTrade);
      if (e.type === 'bonus') seen.add(RULE.bonus);
      if (e.type === 'scoringPoints') seen.add(RULE.secretPoints);
      if (e.type === 'scoringCard') {
        if (move.type === 'takeShare' && move.from === 'deck' && before.deck.at(-1) === SCORING_CARD) seen.add(RULE.drawPileScoring);
        else seen.add(RULE.refillScoring);
        if (before.phase === 'scoringPick') seen.add(RULE.scoringDuringScoring);
      }
    }
    if (move.type === 'endTurn') seen.add(RULE.endTurnNoShare);
    if (after.phase === 'scoringPick' && after.picks.length > after.players.length) seen.add(RULE.clearUntilEmpty);
    if (before.phase === 'scoringPick' && after.phase !== 'scoringPick' && after.scorings.length > before.scorings.length) {
      if (before.options.oneScoringPickEach && before.market.length > 1) seen.add(RULE.onePickEach);
    }
  });
  if (last.scorings.length === 3 && last.over) seen.add(RULE.threeScorings);
  if (last.scorings.some((r) => r.airlines.some((a) => a.airline === 'abacus' && Object.keys(a.points).length > 0))) seen.add(RULE.abacusScored);
  if (!last.options.secretVictoryPoints) seen.add(RULE.openPoints);
  if (last.players.length === 2 && last.scorings.at(-1)?.fictitious) seen.add(RULE.twoPlayers);
  if (last.players.length === 6) seen.add(RULE.sixPlayers);
  const out = airlinesEurope.outcome(last);
  if (out && /tied on/.test(out.summary)) seen.add(RULE.tieBreak);
  return Object.values(RULE).filter((r) => seen.has(r));
}

/** Games to look through, a few kinds in turn: two and six players, both readings of each option. */
export function* europeCandidates(): Generator<FixtureSetup> {
  const kinds = [
    { players: 2, options: { secretVictoryPoints: true, oneScoringPickEach: false }, bots: ['random', 'tycoon'] },
    { players: 6, options: { secretVictoryPoints: false, oneScoringPickEach: true }, bots: ['tycoon', 'random'] },
    { players: 3, options: { secretVictoryPoints: true, oneScoringPickEach: false }, bots: ['tycoon', 'random', 'random'] },
    { players: 4, options: { secretVictoryPoints: false, oneScoringPickEach: true }, bots: ['random'] },
  ];
  for (let seed = 1; seed <= 200; seed++) {
    for (const k of kinds) yield { board: 'europe', players: seatPlayers(k.players), options: k.options, seed, bots: k.bots };
  }
}
