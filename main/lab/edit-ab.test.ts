/**
 * The A/B that proves an edit: a suggestion's field is parsed and set on a copy (never through
 * __proto__, never adding a field); the planted dead airport's suggested edit (its demand back to
 * the bundled board's 5) makes the flaw shrink on the same seeds. Small runs in this thread, fixed
 * seeds.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { runFlaw } from '../../test/lab/run-flaw.js';
import { applySuggestion, parseField, proveEdit, valueAt } from './edit-ab.js';
import { defaultBots } from './lab.js';
import { labWord } from './words.js';

const deadAirport = PLANTED.find((f) => f.name.startsWith('a dead airport'))!;

describe('applying a suggestion', () => {
  it('parses a field path and refuses anything else', () => {
    expect(parseField('routes[12].costs')).toEqual(['routes', 12, 'costs']);
    expect(parseField('airports[0].gates[1].cost')).toEqual(['airports', 0, 'gates', 1, 'cost']);
    expect(parseField('__proto__.x')).toBeNull();
    expect(parseField('routes[0].constructor')).toBeNull();
    expect(parseField('routes..costs')).toBeNull();
    expect(parseField('routes[-1]')).toBeNull();
  });

  it('sets the field on a copy and leaves the board alone; a missing field is refused', () => {
    const board = { routes: [{ id: 'a', costs: [1, 1] }] };
    const r = applySuggestion(board, { field: 'routes[0].costs', to: [4, 8] });
    expect(r).toEqual({ ok: true, board: { routes: [{ id: 'a', costs: [4, 8] }] } });
    expect(board.routes[0]!.costs).toEqual([1, 1]);
    expect(valueAt(board, 'routes[0].costs')).toEqual([1, 1]);
    expect(applySuggestion(board, { field: 'routes[3].costs', to: 1 })).toEqual({ ok: false, message: 'The board has no routes[3].costs (routes.3 is missing).' });
    expect(applySuggestion(board, { field: 'routes[0].bonus', to: 1 })).toMatchObject({ ok: false });
  });
});

describe('the A/B of an edit', () => {
  it('the dead airport: its demand back to 5 shrinks the flaw on the same seeds', async () => {
    const { doc, rank } = await runFlaw(deadAirport, 30);
    expect(rank).toBe(1);
    const f = doc.findings[0]!;
    expect(f.suggestion).toMatchObject({ field: 'airports[0].demand', from: 0, to: 5 });
    const proved = (await proveEdit({ settings: doc.b.settings, board: doc.b.board }, f, { workers: 0, reference: doc.a.board }))!;
    const p = proved.proof;
    expect(p.measure).toBe('take-rate-change');
    expect(p.before!.value).toBeCloseTo(-26 / 30, 10);
    expect(p.after!.value).toBeCloseTo(0, 10);
    expect(p.shrank).toBe(true);
    expect(p.shrink!.lo).toBeGreaterThan(0.5);
    expect(p.words).toContain('the flaw shrank by 87 points');
    // Said by key: the English word for word from the English catalogue, and the same in German.
    expect(labWord('en', p.wording, '')).toBe(p.words);
    expect(labWord('de', p.wording, '')).toContain('Der Fehler wurde um 87 Punkte kleiner');
    expect((proved.edited as { airports: { demand: number }[] }).airports[0]!.demand).toBe(5);
  });
});
