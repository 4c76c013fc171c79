import { describe, expect, it } from 'vitest';
import { parseSavedOptions } from '../core/saved-options.js';
import { blueSkies } from './index.js';
import { income, cubesAccountedFor } from './passengers.js';
import { activePlayers, assistancePicks, legalMoves } from './rules.js';
import { allCards, arranged, emptyAirports, newGame, play, refused, setGates, usaBoard } from './testing.js';
import { LOCAL, type BlueSkiesState } from './types.js';

const P1 = 'p1';
const P2 = 'p2';
const P3 = 'p3';

/** The 3-player state where the last player is about to play the round's last card. */
function lastCard(opts: { hands?: string[][] } = {}): BlueSkiesState {
  return arranged(3, { kind: 'play', at: 2 }, { hands: opts.hands ?? [['ATL', 'ORD', 'CVG'], ['ATL', 'ORD', 'CVG'], ['CVG', 'ORD', 'ATL']] });
}

describe('setup', () => {
  it('Setup: five demand cards seed airports, each of which gets a local airline gate in the first slot', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = newGame(4, seed);
      const seeded = new Set(s.discard.slice(0, 5));
      const locals = Object.entries(s.airports).filter(([, a]) => a.gates.includes(LOCAL));
      expect(new Set(locals.map(([id]) => id))).toEqual(seeded);
      for (const [, a] of locals) {
        expect(a.gates[0]).toBe(LOCAL);
        expect(a.gates.filter((g) => g !== null)).toHaveLength(1);
      }
    }
  });

  it('Setup: three more cards per player bring passengers but no local airline', () => {
    const s = newGame(3, 7);
    expect(s.discard).toHaveLength(5 + 9);
    for (const c of s.discard) expect(s.airports[c]!.pax).toBeGreaterThan(0);
    const seeded = new Set(s.discard.slice(0, 5));
    for (const [id, a] of Object.entries(s.airports)) if (!seeded.has(id)) expect(a.gates.every((g) => g === null)).toBe(true);
    expect(cubesAccountedFor(s)).toBe(125);
  });

  it('Setup: each player holds three demand cards, and the deck holds the other 59', () => {
    const s = newGame(5, 3);
    for (const pl of s.players) expect(pl.hand).toHaveLength(3);
    expect(s.deck).toHaveLength(59 - 5 - 15 - 15);
    expect(allCards(s)).toHaveLength(59);
  });

  it('Setup: 2 to 4 gate spaces per airport are used, by player count', () => {
    for (const n of [2, 3, 4, 5]) {
      const s = newGame(n, 1);
      for (const a of Object.values(s.airports)) {
        expect(a.gates.length).toBeGreaterThanOrEqual(2);
        expect(a.gates.length).toBeLessThanOrEqual(4);
      }
    }
    expect(newGame(2).airports.CVG!.gates).toHaveLength(2);
    expect(newGame(5).airports.CVG!.gates).toHaveLength(4);
  });

  it('Setup: first gates are bought from the last player backwards', () => {
    let s = newGame(3, 1);
    expect(activePlayers(s)).toEqual([P3]);
    s = play(s, P3, { type: 'endPurchases' }).state;
    expect(activePlayers(s)).toEqual([P2]);
    s = play(s, P2, { type: 'endPurchases' }).state;
    expect(activePlayers(s)).toEqual([P1]);
    s = play(s, P1, { type: 'endPurchases' }).state;
    expect(s.round).toBe(1);
    expect(s.phase.kind).toBe('buy');
    expect(activePlayers(s)).toEqual([P1]);
  });

  it('Setup: 6 points buy at most two gates, and unspent points do not score', () => {
    let s = arranged(3, { kind: 'setupBuy', order: [2, 1, 0], at: 0, spent: 0, bought: 0 });
    s = play(s, P3, { type: 'buyGate', airport: 'CVG' }).state;
    s = play(s, P3, { type: 'buyGate', airport: 'CLE' }).state;
    // Two gates for 2 points: the turn passes on by itself, and the 4 points left are lost.
    expect(activePlayers(s)).toEqual([P2]);
    expect(s.players[2]!.score).toBe(0);
    expect(s.airports.CVG!.gates[0]).toBe(P3);
    expect(refused(s, P3, { type: 'buyGate', airport: 'PIT' }).code).toBe('not-your-turn');
  });

  it('Setup: a gate beyond the 6 points is refused', () => {
    let s = arranged(3, { kind: 'setupBuy', order: [2, 1, 0], at: 0, spent: 0, bought: 0 });
    s = play(s, P3, { type: 'buyGate', airport: 'DEN' }).state; // 3 points
    const err = refused(s, P3, { type: 'buyGate', airport: 'ATL' }); // 4 points
    expect(err.code).toBe('too-expensive');
    expect(err.message).toMatch(/Atlanta costs 4 points and you have 3 left/);
  });

  it('Setup: a local airline may be bought out for the airport\'s buyout cost', () => {
    let s = arranged(3, { kind: 'setupBuy', order: [2, 1, 0], at: 0, spent: 0, bought: 0 });
    setGates(s, 'CVG', [LOCAL], 3);
    s = play(s, P3, { type: 'buyOut', airport: 'CVG' }).state;
    expect(s.airports.CVG!.gates[0]).toBe(P3);
    expect(s.phase.kind === 'setupBuy' && s.phase.spent).toBe(s.board.airports.find((a) => a.id === 'CVG')!.buyout);
    expect(s.players[2]!.gatesLeft).toBe(s.board.gatesPerPlayer['3'] - 1);
    expect(income(s, P3)).toBe(3);
  });

  it('Buyout: refused where the airport says N/A, or where there is no local airline', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    setGates(s, 'ATL', [LOCAL], 2);
    expect(refused(s, P1, { type: 'buyOut', airport: 'ATL' }).code).toBe('no-buyout');
    expect(refused(s, P1, { type: 'buyOut', airport: 'CVG' }).code).toBe('no-local');
    expect(legalMoves(s, P1).some((m) => m.type === 'buyOut')).toBe(false);
  });
});

describe('step 1: buying gates', () => {
  it('Buy gates: unspent points are added to the score', () => {
    let s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    s = play(s, P1, { type: 'buyGate', airport: 'CVG' }).state;
    const r = play(s, P1, { type: 'endPurchases' });
    expect(r.state.players[0]!.score).toBe(5);
    expect(r.events.some((e) => e.type === 'unspent' && /scores 5 unspent/.test(e.text))).toBe(true);
  });

  it('Buy gates: a gate opens in the leftmost free space, at that space\'s cost', () => {
    let s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    setGates(s, 'ATL', [LOCAL], 3);
    s = play(s, P1, { type: 'buyGate', airport: 'ATL' }).state;
    expect(s.airports.ATL!.gates.slice(0, 2)).toEqual([LOCAL, P1]);
    expect(s.phase.kind === 'buy' && s.phase.spent).toBe(s.board.airports.find((a) => a.id === 'ATL')!.gates[1]!.cost);
  });

  it('Buy gates: several gates of one player at one airport', () => {
    let s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    s = play(s, P1, { type: 'buyGate', airport: 'CVG' }).state;
    s = play(s, P1, { type: 'buyGate', airport: 'CVG' }).state;
    expect(s.airports.CVG!.gates.slice(0, 2)).toEqual([P1, P1]);
  });

  it('Buy gates: refused when every gate space in use is taken', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    setGates(s, 'CVG', [P2, P3, P2]);
    const err = refused(s, P1, { type: 'buyGate', airport: 'CVG' });
    expect(err.code).toBe('airport-full');
    expect(err.message).toMatch(/Cincinnati/);
  });

  it('Buy gates: refused for a player with no gates left', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    s.players[0]!.gatesLeft = 0;
    expect(refused(s, P1, { type: 'buyGate', airport: 'CVG' }).code).toBe('no-gates');
  });

  it('Buy gates: a new gate at a busy airport takes its share of the passengers already there', () => {
    let s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    setGates(s, 'ATL', [P2], 5);
    expect(income(s, P2)).toBe(5);
    s = play(s, P1, { type: 'buyGate', airport: 'ATL' }).state;
    expect(income(s, P2)).toBe(3);
    expect(income(s, P1)).toBe(2);
  });

  it('Buy gates: players buy in turn order from the start player, then cards are played', () => {
    let s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 }, { startPlayer: 1 });
    expect(activePlayers(s)).toEqual([P2]);
    s = play(s, P2, { type: 'endPurchases' }).state;
    s = play(s, P3, { type: 'endPurchases' }).state;
    s = play(s, P1, { type: 'endPurchases' }).state;
    expect(s.phase.kind).toBe('play');
    expect(activePlayers(s)).toEqual([P2]);
  });
});

describe('step 2: cards', () => {
  it('Play cards: passengers arrive at the card\'s airport and a replacement is drawn', () => {
    const s0 = arranged(3, { kind: 'play', at: 0 });
    const r = play(s0, P1, { type: 'playCard', airport: 'CVG' });
    expect(r.state.airports.CVG!.pax).toBeGreaterThan(0);
    expect(r.state.players[0]!.hand).toHaveLength(3);
    expect(r.state.discard).toContain('CVG');
    expect(activePlayers(r.state)).toEqual([P2]);
    expect(r.events.find((e) => e.type === 'drawSeen')?.visibleTo).toEqual([P1]);
  });

  it('Play cards: a card not in hand is refused', () => {
    const s = arranged(3, { kind: 'play', at: 0 });
    const err = refused(s, P1, { type: 'playCard', airport: 'DEN' });
    expect(err.code).toBe('not-in-hand');
    expect(err.message).toBe('You hold no Denver card.');
  });

  it('Special action: passengers at any airport, then any discard, then draw back to three', () => {
    let s = arranged(3, { kind: 'play', at: 0 });
    s = play(s, P1, { type: 'special', airport: 'DEN' }).state;
    expect(s.airports.DEN!.pax).toBeGreaterThan(0);
    expect(s.phase.kind).toBe('specialDiscard');
    expect(legalMoves(s, P1)).toHaveLength(8);
    s = play(s, P1, { type: 'discard', cards: ['ATL', 'ORD'] }).state;
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.players[0]!.hand[0]).toBe('CVG');
    expect(s.players[0]!.specialUsed).toBe(true);
    expect(activePlayers(s)).toEqual([P2]);
  });

  it('Special action: only once per game', () => {
    const s = arranged(3, { kind: 'play', at: 0 });
    s.players[0]!.specialUsed = true;
    expect(refused(s, P1, { type: 'special', airport: 'DEN' }).code).toBe('special-used');
    expect(legalMoves(s, P1).every((m) => m.type === 'playCard')).toBe(true);
  });

  it('Deck: when it runs out, the discards are shuffled into a new deck', () => {
    const s = arranged(3, { kind: 'play', at: 0 });
    s.discard.push(...s.deck.splice(0));
    const r = play(s, P1, { type: 'playCard', airport: 'CVG' });
    expect(r.events.some((e) => e.type === 'reshuffle')).toBe(true);
    expect(allCards(r.state)).toHaveLength(59);
  });
});

describe('steps 3 to 8', () => {
  it('Add more passengers: one demand card per player is drawn after the cards', () => {
    const r = play(lastCard(), P3, { type: 'playCard', airport: 'CVG' });
    expect(r.events.filter((e) => e.type === 'passengers' && e.text.startsWith('Demand card'))).toHaveLength(3);
  });

  it('Income: each player scores 1 point per passenger at their gates', () => {
    const s = lastCard();
    setGates(s, 'CVG', [P1, P2], 5);
    const r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    const inc = r.events.filter((e) => e.type === 'income');
    expect(inc.map((e) => e.player)).toEqual([P1, P2, P3]);
    expect(r.state.players[0]!.score).toBe(income(r.state, P1));
    expect(r.state.players[0]!.score).toBeGreaterThanOrEqual(3);
    expect(r.state.players[2]!.score).toBe(0);
  });

  it('End: several players at 100 points are named as a list ("Player 1, Player 2 and Player 3"), and the log closes with every seat\'s final total and its parts', () => {
    const s = lastCard();
    for (const pl of s.players) pl.score = 100;
    const r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.final!.reason).toBe('Player 1, Player 2 and Player 3 reached 100 points');
    const f = r.state.final!;
    const last = r.events.at(-1)!;
    expect(last.type).toBe('finalTotals');
    expect(last.text).toMatch(/^Final totals: /);
    for (const pl of r.state.players) {
      const regions = f.regions.flatMap((g) => g.awards.filter((a) => a.player === pl.id).map((a) => `, ${g.name}: ${a.points}`)).join('');
      const special = (f.unusedSpecial[pl.id] ?? 0) > 0 ? `, unused special action: ${f.unusedSpecial[pl.id]}` : '';
      expect(last.text).toContain(`${pl.name} ${pl.score} points (rounds: ${f.before[pl.id]}${regions}${special})`);
    }
  });

  it('End: the game ends when a player has 100 points', () => {
    const s = lastCard();
    s.players[1]!.score = 100;
    const r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.phase.kind).toBe('over');
    expect(r.state.final!.reason).toMatch(/reached 100 points/);
    expect(blueSkies.outcome(r.state)).not.toBeNull();
    expect(activePlayers(r.state)).toEqual([]);
  });

  it('End: the game ends when a player is out of gates', () => {
    const s = lastCard();
    s.players[2]!.gatesLeft = 0;
    const r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.phase.kind).toBe('over');
    expect(r.state.final!.reason).toMatch(/Player 3 has no gates left/);
    expect(refused(r.state, P1, { type: 'endPurchases' }).code).toBe('game-over');
  });

  it('Government assistance: 1 airport per 3 points behind the leader, rounded up', () => {
    expect(assistancePicks([33, 29, 33, 20])).toEqual([0, 2, 0, 5]);
    expect(assistancePicks([30, 27, 26])).toEqual([0, 1, 2]);
  });

  it('Government assistance, our cap (the text is silent): at most 6 airports per player by default; the table option "Uncapped government assistance" plays the text\'s letter', () => {
    expect(assistancePicks([33, 0, 15])).toEqual([0, 6, 6]);
    expect(assistancePicks([33, 0, 15], Infinity)).toEqual([0, 11, 6]);
    expect(assistancePicks([33, 15, 20])).toEqual([0, 6, 5]);
    /** Ann reaches 33 with Bob on 0 and Cid on 30: the assistance steps in when Cid plays. */
    const behind = (uncapped: boolean) => {
      const s = lastCard();
      s.options = { ...s.options, uncappedAssistance: uncapped };
      s.players[0]!.score = 33;
      s.players[1]!.score = 0;
      s.players[2]!.score = 30;
      return play(s, P3, { type: 'playCard', airport: 'ATL' });
    };
    const capped = behind(false);
    expect(capped.state.phase).toMatchObject({ kind: 'assist', order: [1, 2], picks: [6, 1] });
    expect(capped.events.find((e) => e.type === 'assistance')!.text).toMatch(/Player 2 may add passengers to 6 airports; Player 3 may add passengers to 1 airport\./);
    let st = capped.state;
    const airports = ['DEN', 'SEA', 'ORD', 'CVG', 'LAX', 'SFO'];
    for (const a of airports) st = play(st, P2, { type: 'assist', airport: a }).state;
    // Six chosen: Bob's assistance is over and Cid chooses; a seventh airport for Bob is refused and changes nothing.
    expect(activePlayers(st)).toEqual([P3]);
    const before = JSON.stringify(st);
    expect(refused(st, P2, { type: 'assist', airport: 'ATL' }).message).toMatch(/Player 3's turn to choose assisted airports, not yours/);
    expect(JSON.stringify(st)).toBe(before);
    const uncapped = behind(true);
    expect(uncapped.state.phase).toMatchObject({ kind: 'assist', order: [1, 2], picks: [11, 1] });
  });

  it('Government assistance, our cap, saves: a save made before the cap (it holds no value for the option) replays uncapped, as it was played; a new table is capped', () => {
    expect(parseSavedOptions(blueSkies, { fullAwardOnTies: false, sharedVictory: false })).toEqual({ success: true, data: { fullAwardOnTies: false, sharedVictory: false, uncappedAssistance: true } });
    expect(parseSavedOptions(blueSkies, { fullAwardOnTies: false, sharedVictory: false, uncappedAssistance: false })).toMatchObject({ data: { uncappedAssistance: false } });
    expect(blueSkies.optionsSchema.parse({})).toMatchObject({ uncappedAssistance: false });
  });

  it('Government assistance: at 30 points, behind players add passengers in turn order, leaders skipped', () => {
    const s = lastCard();
    s.players[0]!.score = 40;
    s.players[1]!.score = 40;
    s.players[2]!.score = 35;
    let r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.assistanceDone).toBe(true);
    expect(r.state.phase).toMatchObject({ kind: 'assist', order: [2], picks: [2] });
    expect(activePlayers(r.state)).toEqual([P3]);
    r = play(r.state, P3, { type: 'assist', airport: 'DEN' });
    expect(refused(r.state, P3, { type: 'assist', airport: 'DEN' }).code).toBe('already-chosen');
    r = play(r.state, P3, { type: 'assist', airport: 'SEA' });
    // Two airports chosen: the assistance moves on to the discards, where everyone acts.
    expect(r.state.phase.kind).toBe('assistDiscard');
    expect(activePlayers(r.state)).toEqual([P1, P2, P3]);
  });

  it('Government assistance: a player may choose fewer airports than allowed', () => {
    const s = lastCard();
    s.players[0]!.score = 30;
    s.players[2]!.score = 10;
    let r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.phase).toMatchObject({ kind: 'assist', order: [1, 2] });
    r = play(r.state, P2, { type: 'endAssist' });
    expect(activePlayers(r.state)).toEqual([P3]);
  });

  it('Government assistance: everyone discards at once, then the discards are shuffled in and hands refilled', () => {
    const s = lastCard();
    s.players[0]!.score = 31;
    s.players[1]!.score = 31;
    s.players[2]!.score = 31;
    let st = play(s, P3, { type: 'playCard', airport: 'ATL' }).state;
    expect(st.phase.kind).toBe('assistDiscard');
    const handBefore = [...st.players[1]!.hand];
    st = play(st, P2, { type: 'discard', cards: [handBefore[0]!] }).state;
    // Nothing leaves a hand until everyone has chosen.
    expect(st.players[1]!.hand).toEqual(handBefore);
    expect(activePlayers(st)).toEqual([P1, P3]);
    expect(refused(st, P2, { type: 'discard', cards: [] }).code).toBe('already-decided');
    st = play(st, P3, { type: 'discard', cards: [] }).state;
    const r = play(st, P1, { type: 'discard', cards: [...st.players[0]!.hand] });
    expect(r.state.discard).toHaveLength(0);
    for (const pl of r.state.players) expect(pl.hand).toHaveLength(3);
    expect(allCards(r.state)).toHaveLength(59);
    expect(r.state.phase.kind).toBe('buy');
    expect(r.state.round).toBe(2);
  });

  it('Government assistance: only once per game', () => {
    const s = lastCard();
    s.assistanceDone = true;
    s.players[0]!.score = 50;
    const r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.phase.kind).toBe('buy');
  });

  it('Government assistance: a discard of cards not held is refused', () => {
    const s = arranged(3, { kind: 'assistDiscard', pending: [null, null, null] });
    const err = refused(s, P1, { type: 'discard', cards: ['ATL', 'ATL'] });
    expect(err.code).toBe('not-in-hand');
    expect(err.message).toMatch(/only 1 card of Atlanta/);
  });

  it('Local airlines: airports with passengers and no open gate get one in the first slot', () => {
    const s = lastCard();
    setGates(s, 'SEA', [], 3);
    setGates(s, 'CVG', [P1], 2);
    const r = play(s, P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.airports.SEA!.gates[0]).toBe(LOCAL);
    expect(r.state.airports.CVG!.gates).not.toContain(LOCAL);
    for (const a of Object.values(r.state.airports)) {
      if (a.pax > 0) expect(a.gates.some((g) => g !== null)).toBe(true);
    }
  });

  it('End of round: the start player passes to the next player', () => {
    const r = play(lastCard(), P3, { type: 'playCard', airport: 'ATL' });
    expect(r.state.startPlayer).toBe(1);
    expect(activePlayers(r.state)).toEqual([P2]);
  });
});

describe('refusals and purity', () => {
  it('Moves out of turn, of the wrong phase or of unknown shape are refused with a message', () => {
    const s = arranged(3, { kind: 'play', at: 0 });
    const e1 = refused(s, P2, { type: 'playCard', airport: 'ATL' });
    expect(e1).toMatchObject({ code: 'not-your-turn', message: "It is Player 1's turn to play a card, not yours." });
    expect(refused(s, P1, { type: 'buyGate', airport: 'ATL' }).code).toBe('wrong-phase');
    expect(refused(s, P1, { type: 'fly' } as never).code).toBe('bad-move');
    expect(refused(s, 'p9', { type: 'endPurchases' }).code).toBe('no-player');
    expect(refused(s, P1, { type: 'special', airport: 'XXX' }).code).toBe('no-airport');
    expect(refused(s, P1, null as never).code).toBe('bad-move');
  });

  it('apply never changes its input', () => {
    const s = newGame(4, 11);
    const copy = structuredClone(s);
    const m = legalMoves(s, activePlayers(s)[0]!)[0]!;
    play(s, activePlayers(s)[0]!, m);
    refused(s, 'p1', { type: 'playCard', airport: 'ATL' });
    expect(s).toEqual(copy);
  });

  it('setup parses a board object once: games set up on it share the parsed copy, and a bad board is refused every time', () => {
    const raw = structuredClone(usaBoard);
    const a = newGame(3, 1, raw);
    const b = newGame(3, 2, raw);
    expect(a.board).toBe(b.board);
    expect(a.board).not.toBe(raw);
    expect(a.board).toEqual(usaBoard);
    const bad = { ...structuredClone(usaBoard), airports: [] };
    expect(() => newGame(3, 1, bad)).toThrow(/cannot be played/);
    expect(() => newGame(3, 2, bad)).toThrow(/cannot be played/);
  });

  it('setup refuses a player count outside 2 to 5', () => {
    expect(() => newGame(1)).toThrow(/2 to 5 players/);
    expect(() => newGame(6)).toThrow(/2 to 5 players/);
  });

  it('Empty airports helper keeps every cube accounted for', () => {
    expect(cubesAccountedFor(emptyAirports(newGame(3)))).toBe(125);
  });
});
