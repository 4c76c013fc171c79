import { describe, expect, it } from 'vitest';
import { LONG_LIST, completed, consistent, groups, liveTargets, pick, pickTarget, picksFor, startPicks, composingKeys, type MoveOption, type PickResult } from './composer.js';

// A founding made of picks: airline (at its HQ), shares, first route (on the map), card.
const found = (airline: string, shares: number, route: string, card: string): MoveOption<string> => ({
  group: 'Found an airline',
  label: `Found ${airline} with ${shares}, ${route} with ${card}`,
  steps: [
    { key: 'act', value: 'found', label: 'Found' },
    { key: 'airline', value: airline, label: airline, target: `city:${airline}-hq` },
    { key: 'shares', value: String(shares), label: `${shares} shares` },
    { key: 'route', value: route, label: route, target: `route:${route}` },
    { key: 'card', value: card, label: card },
  ],
  moves: [`found ${airline} ${shares}`, `claim ${airline} ${route} ${card}`],
  confirm: true,
});
const expand: MoveOption<string> = { group: 'Expand', label: 'Expand', steps: [{ key: 'act', value: 'expand', label: 'Expand' }], moves: ['expand'] };
const options = [found('A', 1, 'r1', 'w5'), found('A', 2, 'r1', 'w5'), found('A', 1, 'r2', 'd3'), found('A', 2, 'r2', 'd3'), found('B', 1, 'r3', 's4'), expand];

describe('pending-move composer', () => {
  it('the move list groups the options and asks the first question on which they differ', () => {
    const g = groups(options);
    expect(g.map((x) => x.group)).toEqual(['Found an airline', 'Expand']);
    expect(g[0]!.question!.key).toBe('airline');
    expect(g[0]!.question!.choices.map((c) => c.value)).toEqual(['A', 'B']);
    // Picking B leaves one founding: the choice says it finishes the move.
    expect(g[0]!.question!.finishes[1]!.label).toContain('Found B');
    expect(g[1]!.complete).toBe(expand);
  });

  it('the map highlights the next decision of each open option: the HQs first, then the routes', () => {
    expect(liveTargets(options, []).sort()).toEqual(['city:A-hq', 'city:B-hq']);
    expect(liveTargets(options, [{ key: 'airline', value: 'A' }]).sort()).toEqual(['route:r1', 'route:r2']);
  });

  it('a click on a highlighted target picks it; on anything else it picks nothing', () => {
    // A click on A's HQ means founding A (what every move it leads to shares).
    const r = pickTarget(options, [], ['city:A-hq']);
    expect(r).toEqual({ kind: 'picked', picks: [{ key: 'act', value: 'found' }, { key: 'airline', value: 'A' }] });
    expect(pickTarget(options, [], ['route:r1'])).toEqual({ kind: 'none' });
    // The most precise target that is highlighted wins (a circle before its route).
    const picks = [{ key: 'airline', value: 'A' }];
    expect(pickTarget(options, picks, ['circle:r1#0', 'route:r1'])).toEqual({
      kind: 'picked',
      picks: [...picks, { key: 'act', value: 'found' }, { key: 'route', value: 'r1' }, { key: 'card', value: 'w5' }],
    });
  });

  it('one click settles every decision its targets name: the route, then which of its circles', () => {
    const spot = (route: string, circle: number): MoveOption<string> => ({
      group: 'Sabotage',
      label: `${route}#${circle}`,
      steps: [
        { key: 'route', value: route, label: route, target: `route:${route}` },
        { key: 'circle', value: String(circle), label: String(circle), target: `circle:${route}#${circle}` },
      ],
      moves: [`${route}#${circle}`],
    });
    const spots = [spot('r1', 0), spot('r1', 1), spot('r2', 0)];
    const r = pickTarget(spots, [], ['circle:r1#1', 'route:r1']);
    expect(r.kind === 'picked' && completed(spots, r.picks)!.moves).toEqual(['r1#1']);
    // A click on the line alone leaves the circle to choose.
    const line = pickTarget(spots, [], ['route:r1']);
    expect(line.kind === 'picked' && completed(spots, line.picks)).toBeNull();
  });

  it('nothing is complete until one option is left; the founding waits for its shares', () => {
    const picked = (r: PickResult) => (r.kind === 'picked' ? r.picks : []);
    let p = picked(pickTarget(options, [], ['city:A-hq']));
    expect(p).not.toEqual([]);
    p = picked(pickTarget(options, p, ['route:r2']));
    expect(completed(options, p)).toBeNull();
    expect(groups(consistent(options, p))[0]!.question!.key).toBe('shares');
    p = [...pick(options, p, { key: 'shares', value: '2' })];
    expect(completed(options, p)!.moves).toEqual(['found A 2', 'claim A r2 d3']);
  });

  it('changing an earlier pick keeps the later ones that still fit and drops the rest', () => {
    const p = [
      { key: 'airline', value: 'A' },
      { key: 'shares', value: '2' },
      { key: 'route', value: 'r2' },
    ];
    expect(pick(options, p, { key: 'shares', value: '1' })).toEqual([
      { key: 'airline', value: 'A' },
      { key: 'shares', value: '1' },
      { key: 'route', value: 'r2' },
    ]);
    expect(pick(options, p, { key: 'airline', value: 'B' })).toEqual([{ key: 'airline', value: 'B' }]);
  });

  it('a highlighted target of another move drops the pending one for it', () => {
    const onlyA = [{ key: 'airline', value: 'A' }];
    const r = pickTarget(options, onlyA, ['city:B-hq']);
    // B has one founding only: the click finishes the move (it still waits for Confirm).
    expect(r.kind === 'picked' && completed(options, r.picks)!.label).toBe('Found B with 1, r3 with s4');
  });

  it('one target naming two different decisions asks which', () => {
    const two: MoveOption<string>[] = [
      { group: 'g', label: 'x', steps: [{ key: 'route', value: 'r1', label: 'r1', target: 't' }], moves: ['x'] },
      { group: 'g', label: 'y', steps: [{ key: 'spot', value: 's1', label: 's1', target: 't' }], moves: ['y'] },
    ];
    const r = pickTarget(two, [], ['t']);
    expect(r.kind).toBe('ambiguous');
  });

  it('every option is reachable from the move list in one go', () => {
    for (const o of options) expect(completed(options, picksFor(o))).toBe(o);
  });

  it('a group that starts with one shared decision and then asks among many choices is one start button; a short list, or a long one with no shared start, is listed', () => {
    const airports = Array.from({ length: 30 }, (_, i) => `A${i}`);
    const special = airports.map((a): MoveOption<string> => ({
      group: 'Special action',
      label: `Special action at ${a}`,
      steps: [{ key: 'act', value: 'special', label: 'Special action' }, { key: 'airport', value: a, label: a, target: `airport:${a}` }],
      moves: [`special ${a}`],
    }));
    const gates = airports.map((a): MoveOption<string> => ({
      group: 'Open a gate',
      label: `Gate at ${a}`,
      steps: [{ key: 'airport', value: a, label: a, target: `airport:${a}` }, { key: 'act', value: 'gate', label: 'Open a gate' }],
      moves: [`gate ${a}`],
    }));
    const stock = airports.slice(0, LONG_LIST).map((a): MoveOption<string> => ({
      group: 'Play stock cards',
      label: `Play ${a}`,
      steps: [{ key: 'act', value: 'stock', label: 'Play stock cards' }, { key: 'airline', value: a, label: a }],
      moves: [`stock ${a}`],
    }));
    const [s, g, k] = groups([...special, ...gates, ...stock]);
    // The start button makes the shared decision; the composer then asks which airport.
    expect(startPicks(s!)).toEqual([{ key: 'act', value: 'special' }]);
    const asked = groups(consistent(special, startPicks(s!)!));
    expect(asked[0]!.question!.choices).toHaveLength(30);
    // The main move of the moment stays listed whole, and so does a short list.
    expect(startPicks(g!)).toBeNull();
    expect(startPicks(k!)).toBeNull();
    expect(startPicks(groups([expand])[0]!)).toBeNull();
  });
});

describe('The keys that take a move back, said under every prompt', () => {
  it('says Backspace takes back the last choice and Escape drops the move, once something is chosen', () => {
    expect(composingKeys(0)).toBe('none');
    expect(composingKeys(1)).toBe('one');
    expect(composingKeys(3)).toBe('many');
  });
});
