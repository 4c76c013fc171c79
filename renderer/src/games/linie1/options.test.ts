/**
 * The Linie 1 screen's pure parts against real game states: the legal moves as choices (tile,
 * turn, square; a double exchange from the half that cannot go alone; declaring waits for
 * Confirm), the map's verdict under the pointer (the host's reason, word for word), the lit
 * squares, and the held tile read from the picks.
 */
import { describe, expect, it } from 'vitest';
import { inLocale } from '../../i18n/in-locale.test-support.js';
import { linie1Messages } from '../../../../games/linie1/messages.js';
import { word } from '../../../../games/core/wording.js';
import { linie1Words } from './i18n/index.js';
import { layMiniRoute, miniGame, put } from '../../../../games/linie1/fixtures.test-helpers.js';
import { linie1 } from '../../../../games/linie1/index.js';
import { legalMoves } from '../../../../games/linie1/rules.js';
import type { Linie1Move, Linie1State } from '../../../../games/linie1/types.js';
import { view } from '../../../../games/linie1/view.js';
import { consistent, pickTarget, type Picks } from '../../table-shell/composer.js';
import { heldTile, pickedTurn } from './held.js';
import { linie1Options, parseCellTarget, target } from './options.js';
import { litSquares, previewAt } from './preview.js';

const apply = linie1.apply;

const optionsOf = (s: Linie1State, player = 'p1') => linie1Options({ board: s.board, grid: s.grid, nameOf: (id) => ({ p1: 'Ann', p2: 'Ben' })[id] ?? id }, legalMoves(s, player));

/** Ann holds two straights with a curve beside two straights that only fit together. */
function pairGame(): Linie1State {
  const s = miniGame();
  s.players[0]!.hand = ['straight-curve-right', 'straight-curve-right', 'curve', 'curve', 'curve'];
  put(s, 4, 1, 'straight', 0);
  put(s, 4, 2, 'straight', 0);
  return s;
}

describe('Linie 1 moves as choices', () => {
  it('A tile is laid in three picks: the tile in the hand, the turn, the square (whose target carries the turn)', () => {
    const s = miniGame();
    const opts = optionsOf(s);
    const lay = opts.filter((o) => o.group === 'Lay or exchange a tile');
    expect(lay.length).toBe(legalMoves(s, 'p1').filter((m) => m.type === 'place').length);
    const o = lay.find((x) => x.label === 'Lay a Straight at row 2, column 1, turned 90°')!;
    expect(o.steps.map((st) => st.target)).toEqual([target.hand('straight'), target.turn(1), 'cell:2,1@1']);
    expect(parseCellTarget('cell:2,1@1')).toEqual({ row: 2, col: 1, rotation: 1 });
    // Turns come in order, so the move list reads 0°, 90° …
    const turns = lay.filter((x) => x.steps[0]!.value === 'straight').map((x) => Number(x.steps[1]!.value));
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
  });

  it('A click on a square with the tile turned another way picks that other move', () => {
    const s = miniGame();
    const opts = optionsOf(s);
    let picks: Picks = [{ key: 'tile', value: 'straight' }, { key: 'turn', value: '0' }];
    // The scene sends the whole path: tile, turn, square for the turn shown.
    const r = pickTarget(opts, picks, [target.hand('straight'), target.turn(1), 'cell:2,1@1']);
    expect(r.kind).toBe('picked');
    if (r.kind === 'picked') picks = r.picks;
    expect(consistent(opts, picks).map((o) => o.moves[0])).toEqual([{ type: 'place', tile: 'straight', rotation: 1, row: 2, col: 1 }]);
  });

  it('A tile already on the square is an exchange; the preview says it keeps the track', () => {
    const s = miniGame();
    s.players[0]!.hand = ['straight-curve-right', 'curve', 'curve', 'curve', 'curve'];
    put(s, 4, 1, 'straight', 0);
    const opts = optionsOf(s);
    const swap = opts.find((o) => o.label.startsWith('Exchange for'))!;
    expect(swap.group).toBe('Lay or exchange a tile');
    expect(swap.steps[2]!.label).toBe('row 4, column 1 (an exchange)');
    expect(swap.label).toBe('Exchange for a Straight with a curve to the right at row 4, column 1, as drawn');
    const p = previewAt(s.board, view(s, 'p1'), opts, { tile: 'straight-curve-right', stage: 1 }, 0, { row: 4, col: 1 });
    expect(p).toMatchObject({ ok: true, exchange: true, pair: false });
    expect(p.text).toMatch(/an exchange that keeps every piece of track here and adds more/);
  });

  it('The verdict for a square that will not do is the host’s own refusal, word for word; its click is a reason, not a move', () => {
    const s = miniGame();
    const opts = optionsOf(s);
    const v = view(s, 'p1');
    for (const [row, col, k] of [
      [1, 1, 0],
      [3, 3, 0],
      [2, 1, 0],
      [3, 2, 1],
    ] as const) {
      const r = apply(s, 'p1', { type: 'place', tile: 'straight', rotation: k, row, col });
      const p = previewAt(s.board, v, opts, { tile: 'straight', stage: 1 }, k, { row, col });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(p).toMatchObject({ ok: false, text: r.error.message, targets: [target.why(r.error.message)] });
    }
    expect(previewAt(s.board, v, opts, { tile: 'straight', stage: 1 }, 1, { row: 2, col: 1 }).ok).toBe(true);
  });

  it('Double exchange: offered from either half when neither goes alone; the first click says so, the second tile is then lit', () => {
    const s = pairGame();
    const opts = optionsOf(s);
    const pairs = opts.filter((o) => o.group === 'Exchange two tiles together');
    expect(pairs.map((o) => o.steps.filter((st) => st.key.startsWith('cell')).map((st) => st.value))).toEqual([
      ['4,1', '4,2'],
      ['4,2', '4,1'],
    ]);
    const v = view(s, 'p1');
    const first = previewAt(s.board, v, opts, { tile: 'straight-curve-right', stage: 1 }, 0, { row: 4, col: 1 });
    expect(first).toMatchObject({ ok: true, pair: true });
    expect(first.text).toMatch(/exchanged together with the tile at row 4, column 2/);
    // The click picks the first half; the second tile is lit beside it.
    const r = pickTarget(opts, [], first.targets);
    expect(r.kind).toBe('picked');
    const picks = r.kind === 'picked' ? [...r.picks, { key: 'tile2', value: 'straight-curve-right' }] : [];
    const left = consistent(opts, picks);
    expect(heldTile(picks)).toEqual({ tile: 'straight-curve-right', stage: 2 });
    expect(litSquares(left, { tile: 'straight-curve-right', stage: 2 }, 2)).toEqual([{ row: 4, col: 2 }]);
    const second = previewAt(s.board, v, left, { tile: 'straight-curve-right', stage: 2 }, 2, { row: 4, col: 2 });
    expect(second.ok).toBe(true);
    const done = pickTarget(left, picks, second.targets);
    expect(done.kind).toBe('picked');
    if (done.kind === 'picked') {
      const move = consistent(opts, done.picks).map((o) => o.moves[0] as Linie1Move);
      expect(move).toHaveLength(1);
      expect(apply(s, 'p1', move[0]!).ok).toBe(true);
    }
    expect(previewAt(s.board, v, left, { tile: 'straight-curve-right', stage: 2 }, 2, { row: 3, col: 2 }).ok).toBe(false);
  });

  it('Declaring waits for Confirm (the path is drawn first); refilling offers the pile and drivers’ tiles', () => {
    const s = miniGame();
    const route = layMiniRoute(s);
    const declare = optionsOf(s).filter((o) => o.group === 'Declare your finished route');
    expect(declare.length).toBeGreaterThan(0);
    expect(declare.every((o) => o.confirm && o.steps[0]!.target === target.terminal(o.steps[0]!.value))).toBe(true);
    expect(declare.some((o) => JSON.stringify((o.moves[0] as { path: string[] }).path) === JSON.stringify(route))).toBe(true);

    const t = structuredClone(s);
    t.step = 'refill';
    t.toDraw = 1;
    t.players[1]!.trip = { path: route, at: 0 };
    t.players[1]!.hand = ['curve'];
    const refill = optionsOf(t);
    expect(refill.map((o) => o.label)).toEqual(['Draw a tile from the pile', 'Take a Curve from Ben']);
    expect(refill.map((o) => o.steps[0]!.target)).toEqual([target.pile, target.supply('p2', 'curve')]);
  });

  it('The held tile and its picked turn come from the picks', () => {
    expect(heldTile([])).toBeNull();
    expect(heldTile([{ key: 'tile', value: 'curve' }])).toEqual({ tile: 'curve', stage: 1 });
    expect(pickedTurn([{ key: 'tile', value: 'curve' }, { key: 'turn', value: '3' }], { tile: 'curve', stage: 1 })).toBe(3);
    expect(heldTile([{ key: 'tile', value: 'curve' }, { key: 'turn', value: '0' }, { key: 'cell', value: '1,2' }])).toBeNull();
  });

  it('In German the verdicts read German: the host’s reason worded from its key, the screen’s own sentences from the catalogue', async () => {
    await inLocale('de', [linie1Words], () => {
      const s = pairGame();
      const opts = optionsOf(s);
      const v = view(s, 'p1');
      const r = apply(s, 'p1', { type: 'place', tile: 'curve', rotation: 0, row: 1, col: 1 });
      if (r.ok || !r.error.key) throw new Error('expected a refusal by key');
      const refused = previewAt(s.board, v, opts, { tile: 'curve', stage: 1 }, 0, { row: 1, col: 1 });
      expect(refused.text).toBe(word(linie1Messages, 'de', { key: r.error.key, params: r.error.params ?? {} }));
      expect(refused.text).not.toBe(r.error.message);
      const pair = previewAt(s.board, v, opts, { tile: 'straight-curve-right', stage: 1 }, 0, { row: 4, col: 1 });
      expect(pair.text).toMatch(/^Nicht allein, aber zusammen mit dem Plättchen auf .+ getauscht/);
      expect(previewAt(s.board, v, opts, { tile: 'straight', stage: 1 }, 0, { row: 1, col: 1 }).text).toMatch(/^Du hast kein .+ auf der Hand\.$/);
    });
  });
});
