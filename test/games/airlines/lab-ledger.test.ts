/**
 * Airlines in the lab's ledger (moved from main/lab/ledger.test.ts): a claim records its turn and
 * the circle's cost, and an airline's worth to each seat adds up to the scores.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../../games/index.js';
import { playRange, runContext } from '../../../main/lab/games.js';
import { defaultBoardChecked } from '../../fixtures/bundled-boards.js';
import { holdsOf } from '../../lab/ledger-holds.js';
import { labWord } from '../../../main/lab/words.js';
import type { AirlinesBoard } from '../../../games/airlines/types.js';

describe("Airlines in the lab's ledger", () => {
  it("Airlines: a claim records its turn and the circle's cost for the claimer; the route is held by the shareholders it paid", () => {
    const def = games.get('airlines')!;
    const ctx = runContext({ game: 'airlines', board: defaultBoardChecked(def), options: def.optionsSchema.parse({}), players: 4, seed: 3, bots: ['strategist'], maxMoves: 5000 });
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

  it("Airlines' suggested edits come by key: the English as before, French and German naming the route or airline", () => {
    const def = games.get('airlines')!;
    const board = defaultBoardChecked(def) as AirlinesBoard;
    const probe = def.lab!;
    const i = board.routes.findIndex((r) => r.costs.some((c) => c > 1));
    const route = board.routes[i]!;
    const city = (id: string): string => board.cities.find((c) => c.id === id)!.name;
    const s = probe.ledger.suggest!(board, { kind: 'route', id: route.id }, 'strengthen')!;
    const [from, to] = [(s.from as number[]).join('/'), (s.to as number[]).join('/')];
    expect(s.words).toBe(`lower its costs from ${from} to ${to}`);
    expect(labWord('en', s.wording, '')).toBe(s.words);
    expect(labWord('fr', s.wording, '')).toBe(`baisser les coûts de la route ${city(route.from)}–${city(route.to)} de ${from} à ${to}`);
    expect(labWord('de', s.wording, '')).toBe(`die Kosten der Strecke ${city(route.from)}–${city(route.to)} von ${from} auf ${to} senken`);
    const airline = board.airlines[0]!;
    const m = probe.ledger.suggest!(board, { kind: 'airline', id: airline.id }, 'weaken')!;
    expect(m.words).toBe(`lower its markers from ${airline.markers} to ${m.to}`);
    expect(labWord('de', m.wording, '')).toBe(`die Marker von ${airline.name} von ${airline.markers} auf ${m.to} verringern`);
    // The kinds' labels come by key too.
    expect(probe.elements(board, 4).map((k) => labWord('de', k.labelWords, k.label))).toEqual(['Strecken', 'Fluggesellschaften']);
    // A route's name: the board's cities, its type by key ("(dashed)", "(tiretée)", "(Strichlinie)").
    const item = probe.elements(board, 4)[0]!.items[i]!;
    expect(item.name).toBe(`${city(route.from)}–${city(route.to)} (${route.type})`);
    expect(labWord('en', item.nameWords, '')).toBe(item.name);
    expect(labWord('fr', item.nameWords, '')).toBe(`${city(route.from)}–${city(route.to)} (${labWord('fr', { key: `airlines.routeType.${route.type}` }, '')})`);
    // A supply that ran out, by key: an airline's markers by its initials.
    const res = probe.resourceWords!(board, `markers:${airline.id}`)!;
    expect(labWord('en', res, '')).toBe(`${airline.initials} markers`);
    expect(labWord('fr', res, '')).toBe(`les marqueurs de ${airline.initials}`);
    expect(labWord('de', probe.resourceWords!(board, 'flight-cards'), '')).toBe('die Flugkarten (Stapel und Ablage)');
    expect(probe.resourceWords!(board, 'something else')).toBeNull();
  });
});
