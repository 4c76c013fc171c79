/**
 * What the map says under the pointer while a tile is held: may it go on this square turned this
 * way, and if not, why, in the host's words. Everything comes from the seat's view (its placement
 * notes, which carry the host's reasons by key) and the moves offered, worded in the page's
 * language; nothing here decides a rule. Pure, so it is tested in Node and
 * answers with a few look-ups (well inside a frame, on a 30 × 30 city too).
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import { placementNote, type Linie1SeatView } from '../../../../games/linie1/view.js';
import type { MoveOption } from '../../table-shell/composer.js';
import { viewText } from '../../i18n/wire-words.js';
import { words } from './i18n/index.js';
import type { Square } from './geometry.js';
import type { Held } from './held.js';
import { target, turnWords } from './options.js';

export interface PlacePreview {
  ok: boolean;
  /** A double exchange's first tile (it needs the second next). */
  pair: boolean;
  exchange: boolean;
  text: string;
  /** The turn the legal moves use for this track. */
  as: number;
  /** What a click here picks (or, refused, the reason as a `why:` target). */
  targets: string[];
}

const stepOf = (o: MoveOption, key: string) => o.steps.find((s) => s.key === key)?.value;

/** The turn the legal moves list for `tile` turned `turn` (the same track). */
export function sameTurn(view: Linie1SeatView, tile: string, turn: number): number {
  const n = view.placement;
  const t = n ? n.tiles.indexOf(tile) : -1;
  return n && t >= 0 ? (n.sameAs[t * 4 + (turn & 3)] ?? turn) : turn & 3;
}

export function previewAt(board: Linie1Board, view: Linie1SeatView, offers: readonly MoveOption[], held: Held, turn: number, sq: Square): PlacePreview {
  const name = board.tileTypes.find((t) => t.id === held.tile)?.name ?? held.tile;
  const as = sameTurn(view, held.tile, turn);
  const key = `${sq.row},${sq.col}`;
  const index = (sq.row - 1) * board.cols + (sq.col - 1);
  const exchange = Boolean(view.grid[index]);
  const picks = [target.hand(held.tile), target.turn(as), target.cell(sq.row, sq.col, as)];
  const refuse = (text: string): PlacePreview => ({ ok: false, pair: false, exchange, text, as, targets: [target.why(text)] });
  if (held.stage === 2) {
    const fits = offers.some((o) => stepOf(o, 'tile2') === held.tile && stepOf(o, 'turn2') === String(as) && stepOf(o, 'cell2') === key);
    if (!fits) return refuse(words.t('linie1.pv.pairWhere'));
    return { ok: true, pair: false, exchange, text: words.t('linie1.pv.pairFits', { name, turn: turnWords(turn) }), as, targets: picks };
  }
  const notes = view.placement;
  if (!notes) return refuse(words.t('linie1.pv.cannotLay'));
  const note = placementNote(notes, index, held.tile, turn);
  if (note === undefined) return refuse(words.t('linie1.pv.notInHand', { name }));
  if (note === null) {
    const params = { name, turn: turnWords(turn) };
    const text = exchange ? words.t('linie1.pv.exchange', params) : words.t('linie1.pv.fits', params);
    return { ok: true, pair: false, exchange, text, as, targets: picks };
  }
  const pairs = offers.filter((o) => stepOf(o, 'tile') === held.tile && stepOf(o, 'turn') === String(as) && stepOf(o, 'cell') === key && stepOf(o, 'tile2') !== undefined);
  if (pairs.length > 0) {
    const other = words.list([...new Set(pairs.map((o) => o.steps.find((s) => s.key === 'cell2')?.label ?? ''))], { type: 'disjunction' });
    return { ok: true, pair: true, exchange, text: words.t('linie1.pv.pair', { other }), as, targets: picks };
  }
  return refuse(viewText(note));
}

/** Squares where the held tile, turned this way, may go (from the moves offered). */
export function litSquares(offers: readonly MoveOption[], held: Held, as: number): Square[] {
  const [tk, rk, ck] = held.stage === 2 ? ['tile2', 'turn2', 'cell2'] : ['tile', 'turn', 'cell'];
  const out = new Map<string, Square>();
  for (const o of offers) {
    if (stepOf(o, tk) !== held.tile || stepOf(o, rk) !== String(as)) continue;
    const c = stepOf(o, ck);
    const m = c ? /^(\d+),(\d+)$/.exec(c) : null;
    if (m) out.set(c!, { row: Number(m[1]), col: Number(m[2]) });
  }
  return [...out.values()];
}
