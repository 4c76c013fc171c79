/**
 * The rules: applying a move to a state. Every handler works on a private copy (`cloneState`, made by
 * core's defineGame)
 * and refuses a move with `refuse(code, message)`, in words a player understands.
 */
import { listed, withArticle } from '../core/words.js';
import { refuse } from '../core/errors.js';
import { own } from '../core/ids.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { airlineName, indexBoard, payoutAt, routeLabel } from './board.js';
import {
  DIVIDEND,
  SCORING_CARDS,
  START_MONEY,
  TAKE_MONEY,
  addCards,
  countOf,
  discardCard,
  marketSize,
  takeCards,
  total,
} from './cards.js';
import { majorityPoints } from './majority.js';
import { outcome } from './outcome.js';
import { finalTotalsText, nameOf, scoringEvents } from './secret.js';
import {
  ABACUS,
  FICTITIOUS,
  SCORING_CARD,
  type AirlineScore,
  type Counts,
  type EuropeMove,
  type EuropeState,
  type ScoringRecord,
} from './types.js';

// ---------------------------------------------------------------------------------------------
// The pure wrapper
// ---------------------------------------------------------------------------------------------

/**
 * A copy of a state that shares only what no move ever changes: the board, the options, the
 * seat list, the list of airlines in play and the finished scoring records. guardApply from core would
 * structuredClone the whole state, board included, on every move; this is the same contract
 * many times faster, which the 1,000-game property test and the bots need. A test walks a clone
 * to prove nothing else is shared (rules.test.ts), so a new state field cannot be forgotten here.
 */
export function cloneState(s: EuropeState): EuropeState {
  const counts = (r: Record<string, Counts>): Record<string, Counts> => {
    const o: Record<string, Counts> = {};
    for (const k in r) o[k] = { ...r[k] };
    return o;
  };
  const lists = <T>(r: Record<string, T[] | null>): Record<string, T[] | null> => {
    const o: Record<string, T[] | null> = {};
    for (const k in r) o[k] = r[k] ? r[k]!.slice() : null;
    return o;
  };
  return {
    ...s,
    rng: { s: [...s.rng.s] as [number, number, number, number] },
    money: { ...s.money },
    vp: { ...s.vp },
    hands: counts(s.hands),
    holdings: counts(s.holdings),
    market: s.market.slice(),
    deck: s.deck.slice(),
    discard: { ...s.discard },
    removed: { ...s.removed },
    licences: lists(s.licences) as Record<string, (string | null)[]>,
    planes: { ...s.planes },
    track: { ...s.track },
    network: lists(s.network) as Record<string, string[]>,
    bonusesTaken: s.bonusesTaken.slice(),
    opening: lists(s.opening),
    trade: s.trade ? { ...s.trade } : null,
    pendingScorings: s.pendingScorings.slice(),
    picks: s.picks.slice(),
    scoringCardsHeld: s.scoringCardsHeld.slice(),
    scorings: s.scorings.slice(),
  };
}

// ---------------------------------------------------------------------------------------------
// Who acts
// ---------------------------------------------------------------------------------------------

export function activePlayers(s: EuropeState): PlayerId[] {
  switch (s.phase) {
    case 'opening':
      return s.players.filter((p) => s.opening[p.id] === null).map((p) => p.id);
    case 'scoringPick':
      return s.picks.length > 0 ? [s.picks[0]!] : [];
    case 'over':
      return [];
    default:
      return [s.players[s.current]!.id];
  }
}

/**
 * Applies a move of the right shape to `s` in place, pushing its events (none, and no words built
 * for them, when `events` is null); throws a `RuleError` when the rules refuse it (`s` may then be
 * half changed: `apply` runs it on a copy, the simulation path only on moves it trusts).
 */
export function step(s: EuropeState, player: PlayerId, move: EuropeMove, events: GameEvent[] | null): void {
  if (!s.players.some((p) => p.id === player)) refuse('not-seated', `${String(player)} does not play at this table.`);
  if (s.over) refuse('game-over', 'The game is over.');
  if (!isActive(s, player)) {
    refuse('not-your-turn', s.phase === 'opening' ? 'You have already chosen your two shares.' : `It is ${whoseTurn(s)} now, not yours.`);
  }
  switch (move.type) {
    case 'chooseOpening':
      return chooseOpening(s, player, move.airlines, events);
    case 'buyLicence':
      return buyLicence(s, player, move.airline, move.route, events);
    case 'takeShare':
      return takeShare(s, player, move.from, move.airline, events);
    case 'endTurn':
      return endTurnMove(s, player, events);
    case 'playShares':
      return playShares(s, player, move.airlines, events);
    case 'startTrade':
      return startTrade(s, player, move.give, events);
    case 'discard':
      return discardForTrade(s, player, move.from, move.airline, events);
    case 'takeMoney':
      return takeMoney(s, player, events);
    default:
      refuse('bad-move', `Unknown move "${String((move as { type?: unknown }).type)}".`);
  }
}

/** `activePlayers(s).includes(player)`, without the list. */
function isActive(s: EuropeState, player: PlayerId): boolean {
  switch (s.phase) {
    case 'opening':
      return Object.hasOwn(s.opening, player) && s.opening[player] === null;
    case 'scoringPick':
      return s.picks.length > 0 && s.picks[0] === player;
    case 'over':
      return false;
    default:
      return s.players[s.current]!.id === player;
  }
}

function whoseTurn(s: EuropeState): string {
  const active = activePlayers(s);
  return active.map((id) => nameOf(s, id)).join(', ') || 'nobody';
}

/** A share card of this game: an airline in play, or Air Abacus. */
export function isShareKind(s: EuropeState, id: string): boolean {
  return id === ABACUS || s.airlines.includes(id);
}

function needPhase(s: EuropeState, ok: boolean, what: string): void {
  if (ok) return;
  const now: Record<string, string> = {
    opening: 'everyone is choosing their first two shares',
    action: 'the turn starts with choosing one of the four actions',
    licence: 'you may buy a second licence or take your share',
    trade: 'you are giving cards for Air Abacus shares',
    scoringPick: 'each player takes one share from the stock market for the scoring',
    over: 'the game is over',
  };
  refuse('wrong-phase', `You cannot ${what} now: ${now[s.phase] ?? s.phase}.`);
}

// --- opening ---------------------------------------------------------------------------------

function chooseOpening(s: EuropeState, p: PlayerId, airlines: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'opening', 'choose opening shares');
  if (!Array.isArray(airlines) || airlines.length !== 2) refuse('bad-move', 'Choose exactly two shares.');
  const [a, b] = airlines as string[];
  if (a === b) refuse('same-airline', 'Your two opening shares must be of two different airlines.');
  const hand = s.hands[p]!;
  for (const x of [a!, b!]) {
    if (!isShareKind(s, x)) refuse('unknown-airline', `There is no airline "${x}" in this game.`);
    if (countOf(hand, x) === 0) refuse('not-in-hand', `You have no ${airlineName(s.board, x)} share in your hand.`);
  }
  s.opening[p] = [a!, b!];
  events?.push({ type: 'openingChosen', player: p, text: `${nameOf(s, p)} has chosen two shares.` });
  events?.push({
    type: 'openingChoice',
    player: p,
    visibleTo: [p],
    text: `You chose ${airlineName(s.board, a!)} and ${airlineName(s.board, b!)}.`,
  });
  if (s.players.every((q) => s.opening[q.id] !== null)) {
    for (const q of s.players) {
      for (const x of s.opening[q.id]!) {
        takeCards(s.hands[q.id]!, x);
        addCards(s.holdings[q.id]!, x);
      }
    }
    events?.push({
      type: 'openingReveal',
      text: `Opening shares revealed: ${s.players
        .map((q) => `${q.name}: ${s.opening[q.id]!.map((x) => airlineName(s.board, x)).join(' and ')}`)
        .join('; ')}.`,
      data: Object.fromEntries(s.players.map((q) => [q.id, s.opening[q.id]])),
    });
    s.phase = 'action';
    s.current = 0;
    s.turnNumber = 1;
  }
}

// --- A: licences -------------------------------------------------------------------------------

/** The space a buyer would take on a route: the cheapest free one (null when full). */
export function cheapestFreeSpace(s: EuropeState, routeId: string): number | null {
  const order = indexBoard(s.board).spaceOrder.get(routeId);
  const taken = own(s.licences, routeId);
  if (!order || !taken) return null;
  for (const i of order) if (taken[i] === null) return i;
  return null;
}

/** Why this airline cannot buy a licence on this route now (null: it can, money aside). */
export function licenceProblem(s: EuropeState, airline: string, routeId: string): string | null {
  const idx = indexBoard(s.board);
  const a = idx.airline.get(airline);
  if (!a || !s.airlines.includes(airline)) return `There is no airline "${airline}" in this game.`;
  const r = idx.route.get(routeId);
  if (!r || !Object.hasOwn(s.licences, routeId)) return `There is no route "${routeId}" on this board.`;
  const label = routeLabel(idx, r);
  if (s.planes[airline]! <= 0) return `${a.name} has no planes left.`;
  const taken = s.licences[routeId]!;
  if (taken.includes(airline)) return `${a.name} already holds a licence for ${label}; an airline holds one licence per route.`;
  if (cheapestFreeSpace(s, routeId) === null) return `Every licence for ${label} is taken.`;
  const net = s.network[airline]!;
  if (!net.includes(r.from) && !net.includes(r.to)) {
    return `${label} does not connect to ${a.name}'s network, which starts at its home airport.`;
  }
  return null;
}

function buyLicence(s: EuropeState, p: PlayerId, airline: string, routeId: string, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action' || (s.phase === 'licence' && s.licencesThisTurn < 2), 'buy a licence');
  const problem = licenceProblem(s, String(airline), String(routeId));
  if (problem) refuse('licence', problem);
  const idx = indexBoard(s.board);
  const route = idx.route.get(routeId)!;
  const space = cheapestFreeSpace(s, routeId)!;
  const price = route.licences[space]!;
  const name = airlineName(s.board, airline);
  if (s.money[p]! < price) {
    refuse('money', `The cheapest free licence for ${routeLabel(idx, route)} costs ${price} million; you have ${s.money[p]}.`);
  }
  s.money[p]! -= price;
  s.bank += price;
  s.licences[routeId]![space] = airline;
  s.planes[airline]! -= 1;
  const before = s.track[airline]!;
  moveTrack(s, airline, price);
  const net = s.network[airline]!;
  for (const c of [route.from, route.to]) if (!net.includes(c)) net.push(c);
  events?.push({
    type: 'licence',
    player: p,
    text: `${nameOf(s, p)} buys ${name} a licence for ${routeLabel(idx, route)} for ${price} million; its shares move from ${before} to ${s.track[airline]}.`,
    data: { airline, route: routeId, space, price },
  });
  for (const b of idx.bonusesOf.get(airline) ?? []) {
    if (s.bonusesTaken.includes(b.id) || !net.includes(b.from) || !net.includes(b.to)) continue;
    s.bonusesTaken.push(b.id);
    const at = s.track[airline]!;
    moveTrack(s, airline, b.value);
    events?.push({
      type: 'bonus',
      text: `${name} completes its bonus connection ${idx.cityName.get(b.from)}–${idx.cityName.get(b.to)}: its shares move from ${at} to ${s.track[airline]}.`,
      data: { bonus: b.id, airline, value: b.value },
    });
  }
  s.licencesThisTurn += 1;
  s.phase = 'licence';
}

function moveTrack(s: EuropeState, airline: string, by: number): void {
  s.track[airline] = Math.min(s.board.shareTrack.length, s.track[airline]! + by);
}

/** After a licence (or at a scoring), one share into the hand. */
function takeShare(s: EuropeState, p: PlayerId, from: unknown, airline: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'licence' || s.phase === 'scoringPick', 'take a share');
  if (from === 'market') {
    if (typeof airline !== 'string') refuse('bad-move', 'Name the share to take from the stock market.');
    const i = s.market.indexOf(airline);
    if (i < 0) refuse('not-in-market', `There is no ${airlineName(s.board, String(airline))} share in the stock market.`);
    s.market.splice(i, 1);
    addCards(s.hands[p]!, String(airline));
    events?.push({ type: 'takeShare', player: p, text: `${nameOf(s, p)} takes ${withArticle(airlineName(s.board, String(airline)))} share from the stock market.` });
    if (s.phase === 'scoringPick') return scoringPicked(s, events);
    refillMarket(s, events);
  } else if (from === 'deck') {
    if (s.phase === 'scoringPick') refuse('market-only', 'At a scoring each player takes a share from the stock market, not the draw pile.');
    if (s.deck.length === 0) refuse('empty-deck', 'The draw pile is empty.');
    const card = drawShare(s, events);
    if (card !== null) {
      addCards(s.hands[p]!, card);
      events?.push({ type: 'drawShare', player: p, text: `${nameOf(s, p)} takes the top share of the draw pile.` });
      events?.push({ type: 'drawShareSeen', player: p, visibleTo: [p], text: `You drew ${withArticle(airlineName(s.board, card))} share.`, data: { airline: card } });
    } else {
      events?.push({ type: 'drawShare', player: p, text: `No share was left in the draw pile for ${nameOf(s, p)}.` });
    }
  } else {
    refuse('bad-move', 'Take a share from the stock market or from the draw pile.');
  }
  endTurn(s, events);
}

function endTurnMove(s: EuropeState, _p: PlayerId, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'licence', 'end the turn without a share');
  if (s.market.length > 0 || s.deck.length > 0) refuse('share-left', 'After buying licences you must take one share; there are shares left to take.');
  endTurn(s, events);
}

// --- B: play shares ----------------------------------------------------------------------------

function playShares(s: EuropeState, p: PlayerId, cards: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action', 'play shares');
  if (!Array.isArray(cards) || cards.length === 0) refuse('bad-move', 'Play at least one share.');
  const list = (cards as unknown[]).map(String);
  const kinds = [...new Set(list)];
  if (kinds.length > 2 || (kinds.length === 2 && list.length !== 2)) {
    refuse('play-shares', 'Play either any number of shares of one airline, or exactly one share each of two airlines.');
  }
  const hand = s.hands[p]!;
  for (const k of kinds) {
    if (!isShareKind(s, k)) refuse('unknown-airline', `There is no airline "${k}" in this game.`);
    const want = list.filter((c) => c === k).length;
    const have = countOf(hand, k);
    if (have < want) refuse('not-in-hand', `You have ${have} ${airlineName(s.board, k)} share(s) in hand, not ${want}.`);
  }
  for (const c of list) {
    takeCards(hand, c);
    addCards(s.holdings[p]!, c);
  }
  const words = kinds.map((k) => `${list.filter((c) => c === k).length} ${airlineName(s.board, k)}`).join(' and ');
  events?.push({ type: 'playShares', player: p, text: `${nameOf(s, p)} plays ${words} share${list.length > 1 ? 's' : ''}.`, data: { airlines: list } });
  pay(s, p, DIVIDEND * list.length, 'dividends', events);
  endTurn(s, events);
}

// --- C: Air Abacus trade -------------------------------------------------------------------------

function startTrade(s: EuropeState, p: PlayerId, give: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action', 'trade for Air Abacus shares');
  if (give !== 1 && give !== 3) refuse('bad-move', 'Give either 1 card (for 1 Air Abacus share) or 3 cards (for 2).');
  const receive = give === 1 ? 1 : 2;
  const have = total(s.hands[p]!) + total(s.holdings[p]!);
  if (have < give) refuse('trade', `You have ${have} share card(s) in hand and holdings; this trade needs ${give}.`);
  if (s.abacusSupply < receive) {
    refuse('abacus-empty', `Only ${s.abacusSupply} ${s.board.abacus.name} share(s) are left; this trade gives ${receive}.`);
  }
  s.trade = { remaining: give, receive };
  s.phase = 'trade';
  events?.push({ type: 'startTrade', player: p, text: `${nameOf(s, p)} trades ${give} card${give > 1 ? 's' : ''} for ${receive} ${s.board.abacus.name} share${receive > 1 ? 's' : ''}.` });
}

function discardForTrade(s: EuropeState, p: PlayerId, from: unknown, airline: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'trade', 'give a card for Air Abacus');
  if (from !== 'hand' && from !== 'holdings') refuse('bad-move', 'Give a card from your hand or from your holdings.');
  const pile = from === 'hand' ? s.hands[p]! : s.holdings[p]!;
  const card = String(airline);
  if (!isShareKind(s, card)) refuse('unknown-airline', `There is no airline "${card}" in this game.`);
  if (countOf(pile, card) === 0) refuse('not-there', `You have no ${airlineName(s.board, card)} share in your ${from}.`);
  takeCards(pile, card);
  discardCard(s, card);
  const trade = s.trade!;
  trade.remaining -= 1;
  if (from === 'hand') {
    events?.push({ type: 'tradeCard', player: p, text: `${nameOf(s, p)} gives a card from hand, face down.` });
    events?.push({ type: 'tradeCardSeen', player: p, visibleTo: [p], text: `You gave ${withArticle(airlineName(s.board, card))} share from your hand.` });
  } else {
    events?.push({ type: 'tradeCard', player: p, text: `${nameOf(s, p)} gives ${withArticle(airlineName(s.board, card))} share from their holdings.` });
  }
  if (trade.remaining === 0) {
    s.abacusSupply -= trade.receive;
    addCards(s.hands[p]!, ABACUS, trade.receive);
    events?.push({ type: 'abacus', player: p, text: `${nameOf(s, p)} takes ${trade.receive} ${s.board.abacus.name} share${trade.receive > 1 ? 's' : ''} into hand.` });
    s.trade = null;
    endTurn(s, events);
  }
}

// --- D: money ------------------------------------------------------------------------------------

function takeMoney(s: EuropeState, p: PlayerId, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action', 'take money');
  pay(s, p, TAKE_MONEY, 'money', events);
  endTurn(s, events);
}

/**
 * The bank pays a player. When it cannot, it has gone bankrupt: everyone returns what they hold
 * over 8 million, the payment is made, and the stock market is removed and dealt anew.
 */
function pay(s: EuropeState, p: PlayerId, amount: number, why: string, events: GameEvent[] | null): void {
  let bankrupt = false;
  if (s.bank < amount) {
    bankrupt = true;
    const returned: string[] = [];
    for (const q of s.players) {
      const excess = s.money[q.id]! - START_MONEY;
      if (excess > 0) {
        s.money[q.id] = START_MONEY;
        s.bank += excess;
        returned.push(`${q.name} ${excess}`);
      }
    }
    events?.push({
      type: 'bankrupt',
      text: `The bank cannot pay ${amount} million: everyone returns what they hold over ${START_MONEY} million (${returned.join(', ') || 'nobody had more'}).`,
    });
  }
  // Should even the refilled bank fall short, it pays what it has (see RULES.md).
  const paid = Math.min(amount, s.bank);
  s.bank -= paid;
  s.money[p]! += paid;
  events?.push({ type: why, player: p, text: `${nameOf(s, p)} receives ${paid} million${why === 'dividends' ? ' in dividends' : ''}.`, data: { amount: paid } });
  if (bankrupt) {
    const gone = s.market.splice(0);
    for (const c of gone) discardCard(s, c);
    events?.push({
      type: 'marketCleared',
      text: `The stock market (${gone.map((c) => airlineName(s.board, c)).join(', ') || 'empty'}) ${s.players.length === 2 ? 'goes to the discard pile' : 'leaves the game'} and is dealt anew.`,
    });
    refillMarket(s, events);
  }
}

// ---------------------------------------------------------------------------------------------
// The draw pile, the market, turns and scorings
// ---------------------------------------------------------------------------------------------

/**
 * Draws the top share of the pile. A scoring card met on the way goes to the player whose turn
 * comes next and waits until the current turn is over; the next card is drawn instead.
 */
function drawShare(s: EuropeState, events: GameEvent[] | null): string | null {
  for (;;) {
    const card = s.deck.pop();
    if (card === undefined) return null;
    if (card !== SCORING_CARD) return card;
    const inTurn = s.phase === 'action' || s.phase === 'licence' || s.phase === 'trade';
    const holder = s.players[inTurn ? (s.current + 1) % s.players.length : s.current]!.id;
    s.pendingScorings.push(holder);
    events?.push({
      type: 'scoringCard',
      player: holder,
      text: `A scoring card comes up (scoring ${s.scorings.length + s.pendingScorings.length} of ${SCORING_CARDS}); ${nameOf(s, holder)} receives it.`,
    });
  }
}

/**
 * Fills the stock market from the draw pile. The log keeps the order of the draws: the shares
 * laid out before a scoring card came up are logged before it, the rest after it.
 */
function refillMarket(s: EuropeState, events: GameEvent[] | null): void {
  const size = marketSize(s.players.length);
  let added: string[] = [];
  let logged = 0;
  const flush = () => {
    if (added.length === 0) return;
    const names = listed(added.map((c) => airlineName(s.board, c)));
    events?.push({ type: 'refill', text: logged === 0 ? `The stock market is refilled with ${names}.` : `The stock market refill goes on with ${names}.`, data: { added } });
    logged += added.length;
    added = [];
  };
  while (s.market.length < size && s.deck.length > 0) {
    const met: GameEvent[] | null = events ? [] : null;
    const card = drawShare(s, met);
    if (met && met.length > 0) {
      flush();
      events!.push(...met);
    }
    if (card === null) break;
    s.market.push(card);
    added.push(card);
  }
  flush();
}

/** Ends the current turn: the next player is on turn, unless a scoring card waits. */
function endTurn(s: EuropeState, events: GameEvent[] | null): void {
  s.licencesThisTurn = 0;
  s.trade = null;
  s.current = (s.current + 1) % s.players.length;
  s.phase = 'action'; // provisional: startNext decides
  startNext(s, events);
}

/** Either begins the next waiting scoring, or the turn of the player at `current`. */
function startNext(s: EuropeState, events: GameEvent[] | null): void {
  const holder = s.pendingScorings.shift();
  if (holder === undefined) {
    s.phase = 'action';
    s.turnNumber += 1;
    return;
  }
  s.scoringCardsHeld.push(holder);
  s.current = s.players.findIndex((p) => p.id === holder);
  s.phase = 'scoringPick';
  const number = s.scorings.length + 1;
  if (number >= SCORING_CARDS) {
    // The last scoring ends the game at once: shares picked now would only reach hands, which
    // never score, so nobody picks; with two players the whole market goes to the fictitious
    // third player, formed before the scoring (RULES.md).
    events?.push({ type: 'scoringStart', text: `Scoring ${number}, the last one: ${nameOf(s, holder)} receives the scoring card.` });
    return finishScoring(s, events);
  }
  // The market is made whole, then cleared: in turn order from the card's holder, each player
  // takes one share from it, round after round until it is empty (or, with the table option,
  // one round only).
  refillMarket(s, events);
  const n = s.players.length;
  const count = s.options.oneScoringPickEach ? Math.min(n, s.market.length) : s.market.length;
  s.picks = Array.from({ length: count }, (_, i) => s.players[(s.current + i) % n]!.id);
  events?.push({
    type: 'scoringStart',
    text: s.options.oneScoringPickEach
      ? `Scoring ${number}: in turn order from ${nameOf(s, holder)}, each player takes one share from the stock market.`
      : `Scoring ${number}: in turn order from ${nameOf(s, holder)}, the players take one share at a time from the stock market until it is empty.`,
  });
  if (s.picks.length === 0) return finishScoring(s, events);
}

function scoringPicked(s: EuropeState, events: GameEvent[] | null): void {
  s.picks.shift();
  if (s.picks.length === 0 || s.market.length === 0) finishScoring(s, events);
}

function finishScoring(s: EuropeState, events: GameEvent[] | null): void {
  s.picks = [];
  const number = s.scorings.length + 1;
  const holder = s.scoringCardsHeld[s.scoringCardsHeld.length - 1]!;
  const record = scoreNow(s, number, holder);
  for (const p of s.players) s.vp[p.id]! += record.points[p.id] ?? 0;
  s.scorings.push(record);
  if (number >= SCORING_CARDS) {
    s.phase = 'over';
    s.over = true;
  }
  events?.push(...scoringEvents(s, record));
  if (s.over) {
    events?.push({ type: 'gameOver', text: `The third scoring ends the game. ${outcome(s)!.summary}` });
    events?.push({ type: 'finalTotals', text: finalTotalsText(s) });
    return;
  }
  refillMarket(s, events);
  // Play resumes with the holder of the scoring card (a scoring card drawn meanwhile waits).
  startNext(s, events);
}

/** The scoring itself: every airline from the furthest along the share track, then Air Abacus. */
export function scoreNow(s: EuropeState, number: number, holder: PlayerId): ScoringRecord {
  const fictitious = s.players.length === 2 && number === SCORING_CARDS ? fictitiousHoldings(s) : null;
  const holdersOf = (airline: string): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const p of s.players) {
      const n = countOf(s.holdings[p.id]!, airline);
      if (n > 0) out[p.id] = n;
    }
    if (fictitious && countOf(fictitious, airline) > 0) out[FICTITIOUS] = fictitious[airline]!;
    return out;
  };
  const order = s.airlines
    .map((id, i) => ({ id, i }))
    .sort((a, b) => s.track[b.id]! - s.track[a.id]! || a.i - b.i)
    .map((a) => a.id);
  const points: Record<string, number> = Object.fromEntries(s.players.map((p) => [p.id, 0]));
  const airlines: AirlineScore[] = [];
  const scoreOne = (airline: string, table: number[], track: number | null): void => {
    const shares = holdersOf(airline);
    const pts = majorityPoints(shares, table);
    for (const [id, v] of Object.entries(pts)) if (id !== FICTITIOUS) points[id]! += v;
    const name = airlineName(s.board, airline);
    const who = Object.entries(pts)
      .filter(([, v]) => v > 0)
      .map(([id, v]) => `${id === FICTITIOUS ? 'the third player' : nameOf(s, id)} ${v}`)
      .join(', ');
    airlines.push({ airline, track, table: [...table], shares, points: pts, why: `${name}${track === null ? '' : ` (${track})`}: ${who || 'no holders'}.` });
  };
  for (const a of order) scoreOne(a, payoutAt(s.board, s.track[a]!), s.track[a]!);
  scoreOne(ABACUS, s.board.abacus.points, null);
  return { number, holder, points, airlines, fictitious };
}

/**
 * The two-player game's third shareholder at the last scoring: the Air Abacus supply, the stock
 * market, the draw pile and the discard pile.
 */
export function fictitiousHoldings(s: EuropeState): Counts {
  const out: Counts = {};
  if (s.abacusSupply > 0) addCards(out, ABACUS, s.abacusSupply);
  for (const c of s.market) addCards(out, c);
  for (const c of s.deck) if (c !== SCORING_CARD) addCards(out, c);
  for (const [c, n] of Object.entries(s.discard)) addCards(out, c, n);
  return out;
}
