/**
 * What the Airlines regression fixtures must show (games/airlines/fixtures/): the unusual rules,
 * each recognised on replay from the log and the states, and the games to search for a set that
 * covers them all. Pure: the files are read and written by the fixture test.
 */
import { observeReplay, type FixtureSetup, type RecordedFixture } from '../core/fixture-record.js';
import { seatPlayers } from '../core/simulate.js';
import { airlines } from './index.js';
import { isInactive } from './queries.js';
import { legalMoves } from './rules.js';
import type { AirlinesBoard, AirlinesState } from './types.js';

/** Each unusual rule, in words. The fixtures' `covers` lists hold these strings. */
export const RULE = {
  sabotage: 'Sabotage: a marker goes sticker side up on a circle of 5 or more after one share is laid out',
  removeInactive: 'Inactive airline: the player to move removes its face-up card and the slot is refilled',
  inactiveHeld: 'Inactive airline: its cards stay in a hand (they may not be laid out)',
  faceUpCleanup: 'Deck used up: worthless face-up cards leave the game at once',
  firstRound: 'First-round exception: a scoring card before everyone had a turn is shuffled back',
  deckScoring: 'Scoring card drawn from the deck: scoring, then the next card',
  faceUpScoring: 'Scoring card turned face up in the row: scoring, then the slot is refilled',
  exchange: 'Unusable flight card exchanged at the start of a turn',
  reshuffle: 'Flight deck empty: the discard pile is shuffled into a new deck',
  tiedMajority: 'Scoring: tied majority holders share value plus half',
  lastStock: 'End: the last stock card is drawn and the final scoring follows',
  twoPlayers: 'Two players: the stock left forms a fictitious third player for the last scoring',
  stalemate: 'Stalemate: no stock card can be drawn again, so the game ends with a final scoring',
  bonusPoints: 'Table option: bonus points by seat',
  additionalLastRound: 'Table option: an additional last round after the last stock card',
  controlledScoring: 'Table option: controlled scoring (the scoring cards join the deck later)',
  noFoundingAfterShares: 'Table option: no founding once shares are out (a founding was stopped)',
  replaceFromFaceUp: 'Scoring card as the last deck card: the player takes a face-up card instead',
} as const;

/** What the fixtures together must show (the rarest rule, a face-up replacement, is welcome but not required). */
export const REQUIRED: readonly string[] = Object.entries(RULE)
  .filter(([k]) => k !== 'replaceFromFaceUp')
  .map(([, v]) => v);

export function airlinesCovers(fixture: RecordedFixture, board: AirlinesBoard): string[] {
  const seen = new Set<string>();
  const last = observeReplay(airlines, board, fixture, ({ before, player, events }) => {
    for (const e of events) {
      if (e.type === 'sabotage') seen.add(RULE.sabotage);
      if (e.type === 'removeInactive') seen.add(e.player ? RULE.removeInactive : RULE.faceUpCleanup);
      if (e.type === 'scoringReshuffled') seen.add(RULE.firstRound);
      if (e.type === 'scoringCard') seen.add(e.text.startsWith('A scoring card is turned face up') ? RULE.faceUpScoring : RULE.deckScoring);
      if (e.type === 'exchangeFlight') seen.add(RULE.exchange);
      if (e.type === 'reshuffle') seen.add(RULE.reshuffle);
      if (e.type === 'fictitious') seen.add(RULE.twoPlayers);
      if (e.type === 'stalemate') seen.add(RULE.stalemate);
      if (e.type === 'lastRound') seen.add(RULE.additionalLastRound);
      if (e.type === 'scoringShuffledIn') seen.add(RULE.controlledScoring);
      if (e.type === 'replaceFromFaceUp') seen.add(RULE.replaceFromFaceUp);
    }
    if (before.turn.phase === 'action') {
      if (before.hands[player]!.stock.some((c) => isInactive(before, c))) seen.add(RULE.inactiveHeld);
      if (before.options.noFoundingAfterShares && foundingStopped(before, player)) seen.add(RULE.noFoundingAfterShares);
    }
  });
  if (last.scorings.some((r) => r.airlines.some((a) => a.first.length > 1))) seen.add(RULE.tiedMajority);
  if (last.over && last.scorings.at(-1)!.trigger === 'final' && !last.stockDeck.length && last.faceUp.every((c) => c === null)) seen.add(RULE.lastStock);
  if (last.options.bonusPoints) seen.add(RULE.bonusPoints);
  return Object.values(RULE).filter((r) => seen.has(r));
}

/** A founding the player could make without the French rule, but not with it. */
function foundingStopped(s: AirlinesState, player: string): boolean {
  const found = (st: AirlinesState) => legalMoves(st, player).filter((m) => m.type === 'found').length;
  return found({ ...s, options: { ...s.options, noFoundingAfterShares: false } }) > found(s);
}

/** Games to look through, a few kinds in turn: two players with the options, bigger tables with and without them. */
export function* airlinesCandidates(): Generator<FixtureSetup> {
  const all = { bonusPoints: true, additionalLastRound: true, controlledScoring: true, noFoundingAfterShares: true };
  const none = { bonusPoints: false, additionalLastRound: false, controlledScoring: false, noFoundingAfterShares: false };
  const kinds = [
    { players: 2, options: all, bots: ['random', 'random'] },
    { players: 4, options: all, bots: ['random', 'strategist'] },
    { players: 6, options: none, bots: ['random', 'strategist', 'random'] },
    { players: 3, options: { ...none, bonusPoints: true }, bots: ['strategist', 'random', 'random'] },
  ];
  for (let seed = 1; seed <= 150; seed++) {
    for (const k of kinds) yield { board: 'north-america', players: seatPlayers(k.players), options: k.options, seed, bots: k.bots };
  }
}
