/**
 * The move listing keeps its parts between listings of the same view (listing.ts): whatever it
 * keeps, it must list exactly what a listing made afresh lists, for every pick the shell can make,
 * in every phase, at 2, 4 and 6 seats, across a change of view and of language.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../games/core/rng.js';
import { airlinesEurope as def } from '../../../../games/airlines-europe/index.js';
import { legalMoves } from '../../../../games/airlines-europe/legal.js';
import { followers } from '../../../../games/airlines-europe/plan.js';
import { play, started } from '../../../../games/airlines-europe/testing.js';
import type { EuropeMove, EuropeState, EuropeView } from '../../../../games/airlines-europe/types.js';
import { consistent, groups, type Picks } from '../../table-shell/composer.js';
import { inLocale } from '../../i18n/in-locale.test-support.js';
import { europeWords } from './i18n/index.js';
import { europeOptions, plainEuropeOptions } from './options.js';

const json = (x: unknown) => JSON.stringify(x);

/**
 * Where two listings first differ (a path and both values), or null when they are the same: the
 * same keys in the same order, the same values. (Two thousand options a listing: cheaper than
 * writing both out, and it says where.)
 */
function difference(a: unknown, b: unknown, at = ''): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return `${at}: ${json(a)} ≠ ${json(b)}`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('\u0000') !== kb.join('\u0000')) return `${at}: keys ${json(ka)} ≠ ${json(kb)}`;
  for (const k of ka) {
    const d = difference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`);
    if (d) return d;
  }
  return null;
}

/** Picks the shell can reach: no pick, then each question's first `width` choices, `depth` deep (`width` picks at each depth). */
function pickPaths(s: EuropeState, v: EuropeView, legal: readonly EuropeMove[], depth: number, width: number): Picks[] {
  const out: Picks[] = [[]];
  let frontier: Picks[] = [[]];
  for (let d = 0; d < depth; d++) {
    const next: Picks[] = [];
    for (const picks of frontier) {
      for (const g of groups(consistent(europeOptions(s.board, v, legal, picks), picks))) {
        for (const c of g.question?.choices.slice(0, width) ?? []) next.push([...picks, { key: g.question!.key, value: c.value }]);
      }
    }
    frontier = next.slice(0, width);
    out.push(...frontier);
  }
  return out;
}

/** Every listing of these picks, kept and afresh, the same; returns how many were compared. */
function sameListings(s: EuropeState, v: EuropeView, legal: readonly EuropeMove[], paths: readonly Picks[]): number {
  for (const picks of paths) expect(difference(europeOptions(s.board, v, legal, picks), plainEuropeOptions(s.board, v, legal, picks)), `${s.phase} ${json(picks)}`).toBeNull();
  return paths.length;
}

/** A game some turns in, a seat rich enough that most second licences are open to it (as options.test.ts's rule A). */
function busyTurn(): { s: EuropeState; me: string } {
  let s = started(4, 5);
  const rng = Rng.fromSeed(5);
  for (let k = 0; k < 12; k++) {
    const p = def.activePlayers(s)[0]!;
    s = play(s, p, def.bots[0]!.choose({ state: s, player: p, legal: legalMoves(s, p), rng }));
  }
  while (s.phase !== 'action') s = play(s, def.activePlayers(s)[0]!, legalMoves(s, def.activePlayers(s)[0]!)[0]!);
  const me = def.activePlayers(s)[0]!;
  return { s: { ...s, money: { ...s.money, [me]: 30 } }, me };
}

describe('Airlines Europe’s kept move listing', () => {
  it('lists what a listing made afresh lists, at every pick, at sampled states of whole games at 2, 4 and 6 seats', () => {
    const phases = new Set<string>();
    let compared = 0;
    for (const [seats, seed] of [
      [2, 1],
      [4, 2],
      [6, 3],
    ] as const) {
      let s = started(seats, seed);
      const rng = Rng.fromSeed(seed);
      let previous: { v: EuropeView; legal: EuropeMove[]; paths: Picks[] } | null = null;
      const seen = new Set<string>();
      for (let k = 0; !s.over && k < 400; k++) {
        const p = def.activePlayers(s)[0]!;
        const legal = legalMoves(s, p);
        // Every 37th state, and the first of each phase in each game.
        if (k % 37 === 0 || !seen.has(s.phase)) {
          seen.add(s.phase);
          const v = def.view(s, p);
          const paths = s.phase === 'action' ? pickPaths(s, v, legal, 3, 2) : [[]];
          compared += sameListings(s, v, legal, paths);
          // Back to the state before (another view in between): listed right again.
          if (previous && s.phase === 'action') compared += sameListings(s, previous.v, previous.legal, previous.paths.slice(0, 1));
          if (s.phase === 'action') previous = { v, legal, paths };
          phases.add(s.phase);
        }
        // Random moves reach the phases Tycoon's play rarely does; a third of them Tycoon's, for grown networks.
        const move = k % 3 === 0 ? def.bots[0]!.choose({ state: s, player: p, legal, rng }) : legal[rng.int(legal.length)]!;
        s = play(s, p, move);
      }
    }
    expect([...phases]).toEqual(expect.arrayContaining(['action', 'licence', 'scoringPick']));
    expect(compared).toBeGreaterThan(80);
  });

  it('lists every licence picked on a busy turn the same as afresh, the second licences at their own prices, and keeps the parts it made', () => {
    const { s, me } = busyTurn();
    const v = def.view(s, me);
    const legal = legalMoves(s, me);
    const plan = v.licencePlan!;
    // The case a part kept by route alone would get wrong: a second licence on the route of the
    // first, at the next space's price.
    expect(plan.offers.some((o, i) => followers(plan, i).some((x) => x.route === o.route && x.price !== o.price))).toBe(true);
    // Each such first licence picked, and every fifth other.
    const picked = plan.offers.filter((o, i) => i % 5 === 0 || followers(plan, i).some((x) => x.route === o.route));
    const paths: Picks[] = [[], ...picked.map((o) => [{ key: 'act', value: 'licence' }, { key: 'airline', value: o.airline }, { key: 'route', value: o.route }])];
    expect(sameListings(s, v, legal, paths)).toBeGreaterThan(10);
    // Kept: listing the same view again gives the same option objects, not new ones.
    const again = europeOptions(s.board, v, legal, []);
    expect(europeOptions(s.board, v, legal, []).every((o, i) => o === again[i])).toBe(true);
    // A trade of three cards from a hand of several kinds: each card's step in its own place.
    expect(again.filter((o) => o.group.startsWith('Trade')).length).toBeGreaterThan(50);
    // Another view with the same legal moves (the bank short now): listed for that view.
    const short = { ...s, bank: 3 };
    const money = (o: { group: string }) => o.group === 'Take money';
    expect(sameListings(short, def.view(short, me), legal, [[]])).toBe(1);
    expect(europeOptions(s.board, def.view(short, me), legal, []).find(money)!.label).not.toBe(again.find(money)!.label);
  });

  it('follows a change of language for the same view', async () => {
    const { s, me } = busyTurn();
    const v = def.view(s, me);
    const legal = legalMoves(s, me);
    const english = json(europeOptions(s.board, v, legal, []));
    const german = await inLocale('de', [europeWords], () => {
      const kept = json(europeOptions(s.board, v, legal, []));
      expect(kept).toBe(json(plainEuropeOptions(s.board, v, legal, [])));
      return kept;
    });
    expect(german).not.toBe(english);
    expect(german).toContain('Lizenz');
    expect(json(europeOptions(s.board, v, legal, []))).toBe(english);
  });
});
