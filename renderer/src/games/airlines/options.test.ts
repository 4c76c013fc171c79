import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../games/airlines/rules.js';
import { card, fresh, give, must } from '../../../../games/airlines/testing.js';
import type { AirlinesMove } from '../../../../games/airlines/types.js';
import { view } from '../../../../games/airlines/view.js';
import { completed, groups, liveTargets, pickTarget, type Picks } from '../../table-shell/composer.js';
import { airlinesOptions } from './options.js';

describe('Airlines moves as choices (from the host’s legal moves and view only)', () => {
  const s = fresh();
  give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3), card('wavy', 5), card('dotted', 6)] });
  const legal = legalMoves(s, 'ann');
  const options = airlinesOptions(s.board, view(s, 'ann'), legal);

  it('a founding is one choice made of airline, shares, first route and card, sent as the rules’ two moves', () => {
    const found = options.filter((o) => o.group === 'Found an airline');
    // X: 1 or 2 shares × (r1 with wavy 3, r1 with wavy 5, r3 with dotted 6).
    expect(found.filter((o) => o.steps.some((st) => st.key === 'airline' && st.value === 'X'))).toHaveLength(6);
    const one = found.find((o) => o.label === 'Found XAR with 2 shares; first route Xville–Cee with your wavy 3')!;
    expect(one.confirm).toBe(true);
    expect(one.moves).toEqual([
      { type: 'found', airline: 'X', shares: 2 },
      { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) },
    ]);
    // Every move sent is one the host offered (the claim comes in the next phase).
    expect(legal).toContainEqual(one.moves[0]);
    // The list's button for the first route names the airline it founds, not the route alone.
    expect(one.steps.find((st) => st.key === 'route')).toMatchObject({ label: 'Xville–Cee', short: 'XAR · Xville–Cee' });
  });

  it('on the map the HQs glow first; a click on one, then a route, leaves only shares and card to choose', () => {
    expect(liveTargets(options, []).sort()).toEqual(['city:HQX', 'city:HQY']);
    const r = pickTarget(options, [], ['city:HQX']);
    expect(r.kind).toBe('picked');
    const after = (r as { picks: Picks }).picks;
    expect(liveTargets(options, after).sort()).toEqual(['route:r1', 'route:r3']);
    const r2 = pickTarget(options, after, ['route:r3']);
    const picks = (r2 as { picks: Picks }).picks;
    // r3 is paid by the dotted 6 only: the card is settled, the shares are still open.
    expect(completed(options, picks)).toBeNull();
    expect(groups(options.filter((o) => picks.every((p) => o.steps.some((st) => st.key === p.key && st.value === p.value))))[0]!.question!.key).toBe('shares');
  });

  it('one-click moves are sent at once (no Confirm); every legal move is among the choices', () => {
    const expand = options.find((o) => o.group === 'Expand')!;
    expect(expand.confirm).toBeFalsy();
    expect(expand.testid).toBe('do-expand');
    const sent = new Set(options.flatMap((o) => o.moves.slice(0, 1).map((m) => JSON.stringify(m))));
    for (const m of legal) expect(sent.has(JSON.stringify(m as AirlinesMove))).toBe(true);
  });

  it('a claim waits for Confirm, even when one route pick leaves it the only choice (Enter never sends it)', () => {
    // Ann founds X alone (the first route comes next): r1 (wavy 3 or 5) and r3 (dotted 6 only).
    const t = must(s, 'ann', { type: 'found', airline: 'X', shares: 1 });
    const claims = airlinesOptions(t.board, view(t, 'ann'), legalMoves(t, 'ann')).filter((o) => o.moves[0]?.type === 'claim');
    expect(claims.map((o) => o.steps[0]!.value).sort()).toEqual(['r1', 'r1', 'r3']);
    for (const o of claims) expect(o.confirm).toBe(true);
    const picked = pickTarget(claims, [], ['route:r3']);
    expect(picked.kind).toBe('picked');
    const done = completed(claims, (picked as { picks: Picks }).picks);
    expect(done?.moves).toEqual([{ type: 'claim', airline: 'X', route: 'r3', card: card('dotted', 6) }]);
    expect(done?.confirm).toBe(true);
  });
});
