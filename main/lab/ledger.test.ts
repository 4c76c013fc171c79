/**
 * The element ledger and the findings: the lab plays the same games as `npm run simulate` (on the
 * simulation path), each game's ledger records who took what when (Linie 1's lines and stops as
 * dealt, from the first turn), a board the rules cannot set up is refused before the run, and
 * the findings rank a strong element with the edit that weakens it, keeping apart one that does
 * not hold in both halves of the run.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoard } from '../../games/core/board-check.js';
import type { GameProbe } from '../../games/core/lab-probe.js';
import { simulate } from '../../games/core/simulate.js';
import { games } from '../../games/index.js';
import { ledgerMeasures } from './element-ledger.js';
import { elementFindings } from './findings.js';
import { playRange, runContext } from './games.js';
import { labSettings } from './lab.js';
import { HOLD_FIELDS, type GameRecord } from './play.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BOARDS: Record<string, string> = { airlines: 'north-america', 'airlines-europe': 'europe', linie1: 'classic', 'blue-skies': 'usa' };

function bundled(game: string, edit?: (raw: any) => void): unknown {
  const raw = JSON.parse(readFileSync(join(ROOT, 'boards', game, `${BOARDS[game]}.board.json`), 'utf8'));
  edit?.(raw);
  const c = checkBoard(games.get(game)!, raw);
  if (!c.ok) throw new Error(c.problems[0]?.message);
  return c.board;
}

function holdsOf(r: GameRecord): { el: number; seat: number; turn: number; cost: number; worth: number; uses: number; held: boolean }[] {
  const out = [];
  for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
    const [el, seat, turn, cost, worth, uses, held] = r.holds.slice(k, k + HOLD_FIELDS) as number[];
    out.push({ el: el!, seat: seat!, turn: turn!, cost: cost!, worth: worth!, uses: uses!, held: held === 1 });
  }
  return out;
}

describe('the lab loop and the ledger', () => {
  it.each(Object.keys(BOARDS))('%s: the lab plays the same games as npm run simulate (winners and length, seed by seed)', (game) => {
    const def = games.get(game)!;
    const board = bundled(game);
    const ctx = runContext({ game, board, options: def.optionsSchema.parse({}), players: 3, seed: 11, bots: ['random'], maxMoves: 5000 });
    const records = playRange(ctx, 0, 3);
    records.forEach((r, g) => {
      const sim = simulate(def, { board, players: 3, seed: 11 + g, bots: def.bots.find((b) => b.id === 'random')! });
      const out = def.outcome(sim.state)!;
      expect(r.moves).toBe(sim.moves.length);
      expect(r.winners.map((s) => `p${s + 1}`)).toEqual(out.winners);
      expect(r.scores).toEqual(['p1', 'p2', 'p3'].map((p) => out.scores[p]));
    });
  });

  it('Linie 1: each seat holds its line, route card, terminals and stops from turn 0, not only once its route is finished', () => {
    const def = games.get('linie1')!;
    const ctx = runContext({ game: 'linie1', board: bundled('linie1'), options: def.optionsSchema.parse({}), players: 3, seed: 5, bots: ['random'], maxMoves: 5000 });
    const [r] = playRange(ctx, 0, 1);
    const holds = holdsOf(r!);
    for (const kind of ['line', 'card', 'terminal', 'building']) {
      for (let seat = 0; seat < 3; seat++) {
        const mine = holds.filter((h) => h.seat === seat && ctx.elements[h.el]!.kind === kind);
        expect(mine.length, `${kind} of seat ${seat + 1}`).toBeGreaterThanOrEqual(1);
        expect(mine.every((h) => h.turn === 0 && h.held)).toBe(true);
      }
    }
    // Exactly one line per seat, and no two seats share one.
    const lines = holds.filter((h) => ctx.elements[h.el]!.kind === 'line');
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((h) => h.el)).size).toBe(3);
  });

  it("Airlines: a claim records its turn and the circle's cost for the claimer; the route is held by the shareholders it paid", () => {
    const def = games.get('airlines')!;
    const ctx = runContext({ game: 'airlines', board: bundled('airlines'), options: def.optionsSchema.parse({}), players: 4, seed: 3, bots: ['strategist'], maxMoves: 5000 });
    const [r] = playRange(ctx, 0, 1);
    const holds = holdsOf(r!);
    const routes = holds.filter((h) => ctx.elements[h.el]!.kind === 'route');
    const claims = routes.filter((h) => h.uses > 0);
    expect(claims.length).toBeGreaterThan(5);
    expect(claims.every((h) => h.turn >= 1 && h.cost >= 1 && h.cost <= 14)).toBe(true);
    const paid = routes.filter((h) => h.held);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((h) => h.worth > 0)).toBe(true);
    // An airline's worth to a seat is what its shares earned: the seats' totals add up to the scores.
    const airlineWorth = [0, 1, 2, 3].map((s) => holds.filter((h) => h.seat === s && ctx.elements[h.el]!.kind === 'airline' && h.held).reduce((t, h) => t + (Number.isNaN(h.worth) ? 0 : h.worth), 0));
    expect(airlineWorth).toEqual(r!.scores);
  });

  it('a board the rules cannot set up is refused before the run, with the reason', () => {
    const def = games.get('linie1')!;
    const board = bundled('linie1', (raw) => {
      for (const c of raw.routeCards) c.players = c.players.filter((p: number) => p <= 3);
      raw.routeCards = raw.routeCards.filter((c: { players: number[] }) => c.players.length > 0);
    });
    const s = labSettings({ def, board, name: 'Small city', hash: 'h', source: 'test' }, { players: 4 });
    expect(s).toEqual({ ok: false, message: 'Small city cannot be set up for 4 players: This board has only 0 route cards for 4 players.' });
    expect(labSettings({ def, board, name: 'Small city', hash: 'h', source: 'test' }, { players: 3 }).ok).toBe(true);
  });
});

describe('findings', () => {
  /** Games of two seats in which seat 0 holds element 0 and wins `p(g)` of the time, seat 1 holds element 1. */
  function records(n: number, wins: (g: number) => boolean): GameRecord[] {
    return Array.from({ length: n }, (_, g) => ({
      index: g,
      seed: g,
      bots: ['a', 'a'],
      moves: 10,
      turns: 5,
      finished: true,
      scores: [0, 0],
      winners: [wins(g) ? 0 : 1],
      leaders: null,
      usage: [],
      holds: [0, 0, 0, NaN, NaN, 1, 1, 1, 1, 0, NaN, NaN, 1, 1],
      moveTypes: [{}, {}],
      events: {},
      exhausted: [],
      problem: null,
    }));
  }
  const kinds = [{ kind: 'line', label: 'Lines', items: [{ id: 'L1', name: 'Line 1' }, { id: 'L2', name: 'Line 2' }] }];
  const elements = [{ kind: 'line', id: 'L1', name: 'Line 1' }, { kind: 'line', id: 'L2', name: 'Line 2' }];
  const probe = { turnUnit: 'turns', ledger: { taken: () => [], suggest: (_b: unknown, ref: { id: string }, d: string) => ({ field: `lines.${ref.id}`, from: 1, to: d === 'weaken' ? 0 : 2, words: `${d} ${ref.id}` }) } } as unknown as GameProbe;

  it('ranks the element whose holders win far more, with the edit that weakens it, and the other with the edit that strengthens it', () => {
    const recs = records(200, (g) => g % 10 < 7);
    const m = ledgerMeasures({ kinds, elements }, recs);
    const f = elementFindings({ kinds, elements, probe }, {}, m);
    expect(f.findings.map((x) => [x.element, x.direction, x.measure])).toEqual([
      ['L1', 'weaken', 'win-rate'],
      ['L2', 'strengthen', 'win-rate'],
    ]);
    expect(f.findings[0]!.effect.value).toBeCloseTo(0.4, 10);
    expect(f.findings[0]!.suggestion).toEqual({ field: 'lines.L1', from: 1, to: 0, words: 'weaken L1' });
    expect(f.findings[0]!.words).toContain('the seats holding it win 70 % against 30 % for the others (+40 points');
    expect(f.unconfirmed).toEqual([]);
  });

  it('keeps apart an effect that does not hold in both halves of the run, and shows nothing for an even one', () => {
    // Seat 0 wins every game of the first half and half of the second: beyond chance over the run, not in its second half.
    const recs = records(200, (g) => g < 100 || g % 2 === 0);
    const f = elementFindings({ kinds, elements, probe }, {}, ledgerMeasures({ kinds, elements }, recs));
    expect(f.findings).toEqual([]);
    expect(f.unconfirmed.map((x) => x.element)).toEqual(['L1', 'L2']);
    expect(f.unconfirmed[0]!.words).toContain('does not hold in both halves');
    const even = elementFindings({ kinds, elements, probe }, {}, ledgerMeasures({ kinds, elements }, records(200, (g) => g % 2 === 0)));
    expect([...even.findings, ...even.unconfirmed]).toEqual([]);
  });
});
