/**
 * Test support: the default board, a game started past the opening, and the conservation
 * counts the property test checks after every move. Used only by the tests and the benchmark.
 */
import europeJson from '../../boards/airlines-europe/europe.board.json';
import { seatPlayers } from '../core/simulate.js';
import type { PlayerId } from '../core/types.js';
import { airlinesInPlay } from './board.js';
import { total } from './cards.js';
import { airlinesEurope } from './index.js';
import { cloneState } from './rules.js';
import { SCORING_CARD, type EuropeBoard, type EuropeMove, type EuropeState } from './types.js';

export const europeBoard: EuropeBoard = airlinesEurope.boardSchema.parse(europeJson);

export function newGame(players: number, seed = 1, board: EuropeBoard = europeBoard): EuropeState {
  return airlinesEurope.setup({ board, players: seatPlayers(players), options: {}, seed });
}

/** Applies a move that must succeed; throws with the refusal otherwise. */
export function play(s: EuropeState, player: PlayerId, move: EuropeMove): EuropeState {
  const res = airlinesEurope.apply(s, player, move);
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
  return res.state;
}

/** A game whose opening is done (each player keeps the first two airlines of their hand, sorted). */
export function started(players: number, seed = 1): EuropeState {
  let s = newGame(players, seed);
  for (const p of s.players) {
    const kinds = Object.keys(s.hands[p.id]!).sort();
    s = play(s, p.id, { type: 'chooseOpening', airlines: [kinds[0]!, kinds[1]!] });
  }
  return s;
}

/** p1 buys a licence and takes a market share; the refill draws a scoring card (pushed on the pile). */
export function triggerScoring(input: EuropeState): EuropeState {
  let s = cloneState(input);
  s.money.p1 = 50;
  s.deck.push(SCORING_CARD);
  s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
  return play(s, 'p1', { type: 'takeShare', from: 'market', airline: s.market[0]! });
}

/** Everyone in `picks` takes the first market card, through every scoring that waits. */
export function pickAll(s: EuropeState): EuropeState {
  while (s.phase === 'scoringPick') s = play(s, s.picks[0]!, { type: 'takeShare', from: 'market', airline: s.market[0]! });
  return s;
}

/** Everything that must stay constant in a game: cards, planes, money, scoring cards. */
export function conserved(s: EuropeState): { cards: number; planes: number; money: number; scoringCards: number } {
  let cards = s.market.length + s.abacusSupply + total(s.discard) + total(s.removed);
  let scoringCards = s.scoringCardsHeld.length + s.pendingScorings.length;
  for (const c of s.deck) {
    if (c === SCORING_CARD) scoringCards++;
    else cards++;
  }
  for (const p of s.players) cards += total(s.hands[p.id]!) + total(s.holdings[p.id]!);
  let planes = 0;
  for (const a of s.airlines) planes += s.planes[a]!;
  for (const spaces of Object.values(s.licences)) for (const x of spaces) if (x !== null) planes++;
  let money = s.bank;
  for (const p of s.players) money += s.money[p.id]!;
  return { cards, planes, money, scoringCards };
}

/** What `conserved` must equal for this board and player count. */
export function expectedTotals(board: EuropeBoard, players: number): ReturnType<typeof conserved> {
  const inPlay = airlinesInPlay(board, players);
  const shares = inPlay.reduce((t, a) => t + a.shares, 0);
  // Pending scorings are counted where they are: a scoring card is never lost.
  return { cards: shares + board.abacus.shares, planes: shares, money: 30 * players, scoringCards: 3 };
}
