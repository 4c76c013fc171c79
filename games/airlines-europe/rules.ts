/**
 * The rules: applying a move to a state. Every handler works on a private copy (`cloneState`, made by
 * core's defineGame)
 * and refuses a move with `refuse(code, message)`, in words a player understands.
 */
import { list as wordList, type Said, type Wording } from '../core/wording.js';
import { said } from './messages.js';
import { refuse } from '../core/errors.js';
import { own } from '../core/ids.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { airlineArticle, airlineName, indexBoard, payoutAt, routeLabel } from './board.js';
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
  if (!s.players.some((p) => p.id === player)) refuse('not-seated', said('europe.refuse.notSeated', { id: String(player) }));
  if (s.over) refuse('game-over', said('europe.refuse.gameOver'));
  if (!isActive(s, player)) {
    refuse('not-your-turn', s.phase === 'opening' ? said('europe.refuse.openingChosen') : said('europe.refuse.notYourTurn', { players: whoseTurn(s) }));
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
      refuse('bad-move', said('europe.refuse.badMove', { type: String((move as { type?: unknown }).type) }));
  }
}

/** `activePlayers(s).includes(player)`, without the list. */
export function isActive(s: EuropeState, player: PlayerId): boolean {
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

function whoseTurn(s: EuropeState): Wording | ReturnType<typeof wordList> {
  const active = activePlayers(s);
  return active.length === 0 ? { key: 'europe.nobody' } : wordList(active.map((id) => nameOf(s, id)));
}

/** A share card of this game: an airline in play, or Air Abacus. */
export function isShareKind(s: EuropeState, id: string): boolean {
  return id === ABACUS || s.airlines.includes(id);
}

function needPhase(s: EuropeState, ok: boolean, what: string): void {
  if (ok) return;
  refuse('wrong-phase', said('europe.refuse.wrongPhase', { what: { key: `europe.what.${what}` }, now: { key: `europe.now.${s.phase}` } }));
}

// --- opening ---------------------------------------------------------------------------------

function chooseOpening(s: EuropeState, p: PlayerId, airlines: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'opening', 'chooseOpening');
  if (!Array.isArray(airlines) || airlines.length !== 2) refuse('bad-move', said('europe.refuse.chooseTwo'));
  const [a, b] = airlines as string[];
  if (a === b) refuse('same-airline', said('europe.refuse.sameAirline'));
  const hand = s.hands[p]!;
  for (const x of [a!, b!]) {
    if (!isShareKind(s, x)) refuse('unknown-airline', said('europe.refuse.unknownAirline', { airline: x }));
    if (countOf(hand, x) === 0) refuse('not-in-hand', said('europe.refuse.notInHand', { airlineName: airlineName(s.board, x) }));
  }
  s.opening[p] = [a!, b!];
  events?.push({ type: 'openingChosen', player: p, ...said('europe.log.openingChosen', { player: nameOf(s, p) }) });
  events?.push({
    type: 'openingChoice',
    player: p,
    visibleTo: [p],
    ...said('europe.log.openingChoice', { airlineName: airlineName(s.board, a!), airlineName2: airlineName(s.board, b!) }),
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
      ...said('europe.log.openingReveal', {
        seats: wordList(
          s.players.map((q) => ({ key: 'europe.openingSeat', params: { player: q.name, airlines: wordList(s.opening[q.id]!.map((x) => airlineName(s.board, x))) } })),
          'semicolon',
        ),
      }),
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
export function licenceProblem(s: EuropeState, airline: string, routeId: string): Said | null {
  const idx = indexBoard(s.board);
  const a = idx.airline.get(airline);
  if (!a || !s.airlines.includes(airline)) return said('europe.refuse.unknownAirline', { airline });
  const r = idx.route.get(routeId);
  if (!r || !Object.hasOwn(s.licences, routeId)) return said('europe.licence.unknownRoute', { route: routeId });
  // The route's label is made only for a problem (a bought licence never needs it here).
  if (s.planes[airline]! <= 0) return said('europe.licence.noPlanes', { airline: a.name });
  const taken = s.licences[routeId]!;
  if (taken.includes(airline)) return said('europe.licence.held', { airline: a.name, route: routeLabel(idx, r) });
  if (cheapestFreeSpace(s, routeId) === null) return said('europe.licence.full', { route: routeLabel(idx, r) });
  const net = s.network[airline]!;
  if (!net.includes(r.from) && !net.includes(r.to)) return said('europe.licence.notConnected', { airline: a.name, route: routeLabel(idx, r) });
  return null;
}

function buyLicence(s: EuropeState, p: PlayerId, airline: string, routeId: string, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action' || (s.phase === 'licence' && s.licencesThisTurn < 2), 'buyLicence');
  const problem = licenceProblem(s, String(airline), String(routeId));
  if (problem) refuse('licence', problem);
  const idx = indexBoard(s.board);
  const route = idx.route.get(routeId)!;
  const space = cheapestFreeSpace(s, routeId)!;
  const price = route.licences[space]!;
  const name = airlineName(s.board, airline);
  if (s.money[p]! < price) {
    refuse('money', said('europe.refuse.money', { route: routeLabel(idx, route), price, money: s.money[p] ?? 0 }));
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
    ...said('europe.log.licence', { player: nameOf(s, p), airline: name, route: routeLabel(idx, route), price, before, track: s.track[airline] ?? 0 }),
    data: { airline, route: routeId, space, price },
  });
  for (const b of idx.bonusesOf.get(airline) ?? []) {
    if (s.bonusesTaken.includes(b.id) || !net.includes(b.from) || !net.includes(b.to)) continue;
    s.bonusesTaken.push(b.id);
    const at = s.track[airline]!;
    moveTrack(s, airline, b.value);
    events?.push({
      type: 'bonus',
      ...said('europe.log.bonus', { airline: name, from: idx.cityName.get(b.from) ?? b.from, to: idx.cityName.get(b.to) ?? b.to, at, track: s.track[airline] ?? 0 }),
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
  needPhase(s, s.phase === 'licence' || s.phase === 'scoringPick', 'takeShare');
  if (from === 'market') {
    if (typeof airline !== 'string') refuse('bad-move', said('europe.refuse.nameShare'));
    const i = s.market.indexOf(airline);
    if (i < 0) refuse('not-in-market', said('europe.refuse.notInMarket', { airlineName: airlineName(s.board, String(airline)) }));
    s.market.splice(i, 1);
    addCards(s.hands[p]!, String(airline));
    events?.push({ type: 'takeShare', player: p, ...said('europe.log.takeShare', { player: nameOf(s, p), airlineName: airlineName(s.board, String(airline)), airlineNameArt: airlineArticle(s.board, String(airline)) }) });
    if (s.phase === 'scoringPick') return scoringPicked(s, events);
    refillMarket(s, events);
  } else if (from === 'deck') {
    if (s.phase === 'scoringPick') refuse('market-only', said('europe.refuse.marketOnly'));
    if (s.deck.length === 0) refuse('empty-deck', said('europe.refuse.emptyDeck'));
    const card = drawShare(s, events);
    if (card !== null) {
      addCards(s.hands[p]!, card);
      events?.push({ type: 'drawShare', player: p, ...said('europe.log.drawShare', { player: nameOf(s, p) }) });
      events?.push({ type: 'drawShareSeen', player: p, visibleTo: [p], ...said('europe.log.drawShareSeen', { airlineName: airlineName(s.board, card), airlineNameArt: airlineArticle(s.board, card) }), data: { airline: card } });
    } else {
      events?.push({ type: 'drawShare', player: p, ...said('europe.log.noShareLeft', { player: nameOf(s, p) }) });
    }
  } else {
    refuse('bad-move', said('europe.refuse.takeFrom'));
  }
  endTurn(s, events);
}

function endTurnMove(s: EuropeState, _p: PlayerId, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'licence', 'endWithoutShare');
  if (s.market.length > 0 || s.deck.length > 0) refuse('share-left', said('europe.refuse.shareLeft'));
  endTurn(s, events);
}

// --- B: play shares ----------------------------------------------------------------------------

function playShares(s: EuropeState, p: PlayerId, cards: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action', 'playShares');
  if (!Array.isArray(cards) || cards.length === 0) refuse('bad-move', said('europe.refuse.playOne'));
  const list = (cards as unknown[]).map(String);
  const kinds = [...new Set(list)];
  if (kinds.length > 2 || (kinds.length === 2 && list.length !== 2)) {
    refuse('play-shares', said('europe.refuse.playShares'));
  }
  const hand = s.hands[p]!;
  for (const k of kinds) {
    if (!isShareKind(s, k)) refuse('unknown-airline', said('europe.refuse.unknownAirline', { airline: k }));
    const want = list.filter((c) => c === k).length;
    const have = countOf(hand, k);
    if (have < want) refuse('not-in-hand', said('europe.refuse.notEnoughInHand', { have, airlineName: airlineName(s.board, k), want }));
  }
  for (const c of list) {
    takeCards(hand, c);
    addCards(s.holdings[p]!, c);
  }
  const shares = kinds.map((k) => ({ key: 'europe.countShares', params: { count: list.filter((c) => c === k).length, airline: airlineName(s.board, k) } }));
  events?.push({ type: 'playShares', player: p, ...said('europe.log.playShares', { player: nameOf(s, p), shares: wordList(shares), total: list.length }), data: { airlines: list } });
  pay(s, p, DIVIDEND * list.length, 'dividends', events);
  endTurn(s, events);
}

// --- C: Air Abacus trade -------------------------------------------------------------------------

function startTrade(s: EuropeState, p: PlayerId, give: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action', 'trade');
  if (give !== 1 && give !== 3) refuse('bad-move', said('europe.refuse.giveCount'));
  const receive = give === 1 ? 1 : 2;
  const have = total(s.hands[p]!) + total(s.holdings[p]!);
  if (have < give) refuse('trade', said('europe.refuse.trade', { have, give }));
  if (s.abacusSupply < receive) {
    refuse('abacus-empty', said('europe.refuse.abacusEmpty', { left: s.abacusSupply, abacus: s.board.abacus.name, receive }));
  }
  s.trade = { remaining: give, receive };
  s.phase = 'trade';
  events?.push({ type: 'startTrade', player: p, ...said('europe.log.startTrade', { player: nameOf(s, p), give, receive, abacus: s.board.abacus.name }) });
}

function discardForTrade(s: EuropeState, p: PlayerId, from: unknown, airline: unknown, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'trade', 'giveCard');
  if (from !== 'hand' && from !== 'holdings') refuse('bad-move', said('europe.refuse.giveFrom'));
  const pile = from === 'hand' ? s.hands[p]! : s.holdings[p]!;
  const card = String(airline);
  if (!isShareKind(s, card)) refuse('unknown-airline', said('europe.refuse.unknownAirline', { airline: card }));
  if (countOf(pile, card) === 0) refuse('not-there', said(from === 'hand' ? 'europe.refuse.notInHand' : 'europe.refuse.notInHoldings', { airlineName: airlineName(s.board, card) }));
  takeCards(pile, card);
  discardCard(s, card);
  const trade = s.trade!;
  trade.remaining -= 1;
  if (from === 'hand') {
    events?.push({ type: 'tradeCard', player: p, ...said('europe.log.tradeCard', { player: nameOf(s, p) }) });
    events?.push({ type: 'tradeCardSeen', player: p, visibleTo: [p], ...said('europe.log.tradeCardSeen', { airlineName: airlineName(s.board, card), airlineNameArt: airlineArticle(s.board, card) }) });
  } else {
    events?.push({ type: 'tradeCard', player: p, ...said('europe.log.tradeCardHoldings', { player: nameOf(s, p), airlineName: airlineName(s.board, card), airlineNameArt: airlineArticle(s.board, card) }) });
  }
  if (trade.remaining === 0) {
    s.abacusSupply -= trade.receive;
    addCards(s.hands[p]!, ABACUS, trade.receive);
    events?.push({ type: 'abacus', player: p, ...said('europe.log.abacus', { player: nameOf(s, p), receive: trade.receive, abacus: s.board.abacus.name }) });
    s.trade = null;
    endTurn(s, events);
  }
}

// --- D: money ------------------------------------------------------------------------------------

function takeMoney(s: EuropeState, p: PlayerId, events: GameEvent[] | null): void {
  needPhase(s, s.phase === 'action', 'takeMoney');
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
    const returned: Wording[] = [];
    for (const q of s.players) {
      const excess = s.money[q.id]! - START_MONEY;
      if (excess > 0) {
        s.money[q.id] = START_MONEY;
        s.bank += excess;
        returned.push({ key: 'europe.nameAmount', params: { player: q.name, amount: excess } });
      }
    }
    events?.push({
      type: 'bankrupt',
      ...said(returned.length > 0 ? 'europe.log.bankrupt' : 'europe.log.bankruptNobody', { amount, start: START_MONEY, returned: wordList(returned) }),
    });
  }
  // Should even the refilled bank fall short, it pays what it has (see RULES.md).
  const paid = Math.min(amount, s.bank);
  s.bank -= paid;
  s.money[p]! += paid;
  events?.push({ type: why, player: p, ...said(why === 'dividends' ? 'europe.log.dividends' : 'europe.log.money', { player: nameOf(s, p), amount: paid }), data: { amount: paid } });
  if (bankrupt) {
    const gone = s.market.splice(0);
    for (const c of gone) discardCard(s, c);
    events?.push({
      type: 'marketCleared',
      ...said(gone.length === 0 ? (s.players.length === 2 ? 'europe.log.marketEmptyDiscard' : 'europe.log.marketEmptyGone') : s.players.length === 2 ? 'europe.log.marketDiscard' : 'europe.log.marketGone', { shares: wordList(gone.map((c) => airlineName(s.board, c))) }),
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
      ...said('europe.log.scoringCard', { number: s.scorings.length + s.pendingScorings.length, of: SCORING_CARDS, holder: nameOf(s, holder) }),
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
    const names = wordList(added.map((c) => airlineName(s.board, c)));
    events?.push({ type: 'refill', ...said(logged === 0 ? 'europe.log.refill' : 'europe.log.refillMore', { shares: names }), data: { added } });
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
    events?.push({ type: 'scoringStart', ...said('europe.log.scoringStart', { number, holder: nameOf(s, holder) }) });
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
    ...said(s.options.oneScoringPickEach ? 'europe.log.scoringPickOne' : 'europe.log.scoringPickAll', { number, holder: nameOf(s, holder) }),
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
    events?.push({ type: 'gameOver', ...said('europe.log.gameOver', { summary: outcome(s)!.summaryWords! }) });
    events?.push({ type: 'finalTotals', ...finalTotalsText(s) });
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
