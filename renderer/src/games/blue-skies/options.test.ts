import { describe, expect, it } from 'vitest';
import { blueSkies } from '../../../../games/blue-skies/index.js';
import { arranged, newGame, setGates, usaBoard } from '../../../../games/blue-skies/testing.js';
import type { BlueSkiesState } from '../../../../games/blue-skies/types.js';
import { completed, groups, liveTargets, pickTarget } from '../../table-shell/composer.js';
import type { TableContext } from '../../table-shell/types.js';
import { airportLines } from './airport-words.js';
import { blueSkiesOptions, target } from './options.js';
import { prompt, whyNot } from './words.js';

function optionsFor(s: BlueSkiesState, player: string) {
  const view = blueSkies.view(s, player);
  return { view, options: blueSkiesOptions(usaBoard, view, blueSkies.legalMoves(s, player)) };
}

function ctxOf(s: BlueSkiesState, player: string, myTurn = true): TableContext<ReturnType<typeof blueSkies.view>, typeof usaBoard> {
  const view = blueSkies.view(s, player);
  return {
    tv: {} as never,
    view,
    board: usaBoard,
    seat: 0,
    myTurn,
    hideHand: false,
    replay: false,
    hotSeat: false,
    nameOf: (id) => ({ p1: 'Ann', p2: 'Bob', p3: 'Cy' })[id] ?? id,
    colourOf: () => '#000000',
    text: (x) => x,
  };
}

describe('Blue Skies moves as choices', () => {
  it('every legal move is offered once, and nothing else', () => {
    const s = newGame(3, 7);
    const player = blueSkies.activePlayers(s)[0]!;
    const { options } = optionsFor(s, player);
    expect(options.flatMap((o) => o.moves)).toEqual(blueSkies.legalMoves(s, player));
  });

  it('a buy-out waits for Confirm; opening a gate does not', () => {
    const s = newGame(3, 7);
    const { options } = optionsFor(s, blueSkies.activePlayers(s)[0]!);
    const buyOuts = options.filter((o) => o.group === 'Buy out a local airline');
    const gates = options.filter((o) => o.group === 'Open a gate');
    expect(buyOuts.length).toBeGreaterThan(0);
    expect(gates.length).toBeGreaterThan(0);
    expect(buyOuts.every((o) => o.confirm === true)).toBe(true);
    expect(gates.some((o) => o.confirm)).toBe(false);
  });

  it('buying: a click on an airport with a free gate and a local airline to buy out asks which; the costs come from the view', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 0, bought: 0 });
    setGates(s, 'LAS', ['local']);
    const { options } = optionsFor(s, 'p1');
    const gate = options.find((o) => o.testid === 'buy-LAS')!;
    expect(gate.label).toBe('Open gate 2 at Las Vegas for 3 points');
    expect(options.find((o) => o.testid === 'buyout-LAS')!.label).toBe('Buy out the local airline at Las Vegas for 4 points');
    expect(liveTargets(options, [])).toContain(target.airport('LAS'));
    const r = pickTarget(options, [], [target.airport('LAS')]);
    expect(r.kind).toBe('picked');
    const picks = r.kind === 'picked' ? r.picks : [];
    expect(completed(options, picks)).toBeNull();
    const g = groups(options.filter((o) => o.steps.some((x) => x.value === 'LAS')));
    expect(g.map((x) => x.group)).toEqual(['Open a gate', 'Buy out a local airline']);
    // An airport with only a gate finishes the move at once.
    const one = pickTarget(options, [], [target.airport('CVG')]);
    expect(one.kind === 'picked' && completed(options, one.picks)?.moves).toEqual([{ type: 'buyGate', airport: 'CVG' }]);
    expect(options.find((o) => o.testid === 'end-purchases')!.label).toBe('End purchases (the 6 points left score)');
  });

  it('playing: a click on the airport of a card in hand plays it; the special action is chosen first, then any airport, then confirmed', () => {
    const s = arranged(3, { kind: 'play', at: 0 }, { hands: [['ATL', 'ORD', 'CVG'], ['DEN', 'SEA', 'MIA'], ['LAX', 'SFO', 'JFK']] });
    const { options } = optionsFor(s, 'p1');
    const live = liveTargets(options, []);
    expect(live.sort()).toEqual([target.airport('ATL'), target.airport('CVG'), target.airport('ORD'), target.special].sort());
    const r = pickTarget(options, [], [target.airport('ORD')]);
    expect(r.kind === 'picked' && completed(options, r.picks)?.moves).toEqual([{ type: 'playCard', airport: 'ORD' }]);
    const sp = pickTarget(options, [], [target.special]);
    expect(sp.kind).toBe('picked');
    const spPicks = sp.kind === 'picked' ? sp.picks : [];
    expect(liveTargets(options, spPicks)).toHaveLength(30);
    const den = pickTarget(options, spPicks, [target.airport('DEN')]);
    const done = den.kind === 'picked' ? completed(options, den.picks) : null;
    expect(done?.moves).toEqual([{ type: 'special', airport: 'DEN' }]);
    expect(done?.confirm).toBe(true);
  });

  it('discarding: each set of cards is one target the hand panel picks', () => {
    const s = arranged(3, { kind: 'specialDiscard', at: 0 }, { hands: [['ATL', 'ORD', 'CVG'], [], []] });
    const { options } = optionsFor(s, 'p1');
    expect(options).toHaveLength(8);
    const r = pickTarget(options, [], [target.discard(['ORD', 'ATL'])]);
    expect(r.kind === 'picked' && completed(options, r.picks)?.moves).toEqual([{ type: 'discard', cards: ['ATL', 'ORD'] }]);
    expect(options.find((o) => o.moves[0]!.type === 'discard' && (o.moves[0] as { cards: string[] }).cards.length === 0)!.label).toBe('Keep all your cards');
  });

  it('government assistance: any airport not chosen yet, or stop', () => {
    const s = arranged(3, { kind: 'assist', order: [1], picks: [2], at: 0, chosen: ['ATL'] });
    const { options } = optionsFor(s, 'p2');
    expect(options.some((o) => o.testid === 'assist-ATL')).toBe(false);
    expect(options.filter((o) => o.testid?.startsWith('assist-'))).toHaveLength(29);
    expect(options.find((o) => o.testid === 'assist-DEN')!.group).toBe('Government assistance: 1 airport to go');
    expect(options.some((o) => o.testid === 'end-assist')).toBe(true);
  });
});

describe('Blue Skies prompts and reasons, from the view', () => {
  it('says whose turn it is and what to do', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 1, bought: 1 });
    expect(prompt(ctxOf(s, 'p1'), null)).toBe('Your turn to buy gates: 5 points left (what you do not spend scores). Click a highlighted airport, or end purchases.');
    expect(prompt(ctxOf(s, 'p2', false), null)).toBe('Ann is buying gates…');
    const a = arranged(3, { kind: 'assistDiscard', pending: [null, null, null] });
    expect(prompt(ctxOf(a, 'p1', false), null)).toMatch(/everyone is choosing what to discard/);
  });

  it('says why an airport cannot be picked, in the host’s words', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 4, bought: 1 });
    setGates(s, 'MSP', ['p2', 'p3', 'p1']);
    expect(whyNot(ctxOf(s, 'p1'), target.airport('MSP'))).toBe('Minneapolis: Every gate in use here is taken.');
    expect(whyNot(ctxOf(s, 'p1'), target.airport('ATL'))).toBe('Atlanta: The next gate (gate 1) costs 4 points, more than the 2 points left.');
    const p = arranged(3, { kind: 'play', at: 0 });
    expect(whyNot(ctxOf(p, 'p1'), target.airport('DEN'))).toBe('You hold no Denver card; the special action could bring passengers to any airport.');
    expect(whyNot(ctxOf(p, 'p1'), '__proto__')).toBeNull();
  });

  it('an airport in words: regions, buyout, each gate left to right, waiting passengers', () => {
    const s = arranged(3, { kind: 'play', at: 0 });
    setGates(s, 'JFK', ['local', 'p2'], 5);
    setGates(s, 'CVG', [], 2);
    const v = blueSkies.view(s, 'p1');
    const name = (id: string) => ({ p2: 'Bob' })[id] ?? id;
    expect(airportLines(usaBoard, v, 'JFK', name, 3)).toEqual([
      'New York (JFK) · value 2',
      'Regions: Northeast, Transcontinental',
      'No buyout: a local airline here stays',
      'Gate 1: local airline, 3 passengers',
      'Gate 2: Bob, 2 passengers',
      'Gate 3: free, costs 4 points',
      'Gate 4: not used with 3 players',
      '4 demand cards',
    ]);
    expect(airportLines(usaBoard, v, 'CVG', name, 3)).toContain('2 passengers waiting for a gate');
    expect(airportLines(usaBoard, v, 'nope', name, 3)).toEqual([]);
  });
});
