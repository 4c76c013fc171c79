import { describe, expect, it } from 'vitest';
import { view } from '../../../../games/airlines/view.js';
import { card, defaultBoard, fresh, give, must } from '../../../../games/airlines/testing.js';
import { routeHoverLines } from './hover.js';

describe('route hover card (from the host view only)', () => {
  const s = fresh();
  give(s, 'ann', { stock: ['X', 'X'], flight: [card('wavy', 3)] });
  const t = must(s, 'ann', { type: 'found', airline: 'X', shares: 1 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) });
  give(t, 'bob', { flight: [card('wavy', 4), card('dotted', 2)] });
  const board = t.board;

  it('says who may claim a route and with which card, and what the seat’s own cards would do', () => {
    const lines = routeHoverLines(board, view(t, 'bob'), 'r2', { own: true, offers: [] });
    expect(lines[0]).toContain('Cee–Dee');
    expect(lines).toContain('XAR may claim it with a wavy card of 4 or more');
    expect(lines).toContain('With your cards: XAR (wavy 4)');
  });

  it('says why not in the host’s words: an airline already on it is not "unreached"', () => {
    const lines = routeHoverLines(board, view(t, 'bob'), 'r1', { own: true, offers: [] });
    expect(lines).toContain('XAR already flies it.');
    expect(lines.join('\n')).not.toMatch(/reaches it/);
    const short = routeHoverLines(board, view(t, 'bob'), 'r3', { own: true, offers: [] });
    expect(short).toContain('It needs a dotted flight card of 6 or more; your best is a 2.');
  });

  it('hides the seat’s own line when its hand is hidden, and lists what is offered', () => {
    const lines = routeHoverLines(board, view(t, 'bob'), 'r3', { own: false, offers: ['Claim it'] });
    expect(lines.join('\n')).not.toMatch(/your best/);
    expect(lines.at(-1)).toBe('You may: Claim it');
  });

  it('the default board: every route has a note', () => {
    const v = view(fresh(3, {}, defaultBoard), 'ann');
    for (const r of defaultBoard.routes) expect(routeHoverLines(defaultBoard, v, r.id, { own: true, offers: [] }).length).toBeGreaterThanOrEqual(3);
  });
});
