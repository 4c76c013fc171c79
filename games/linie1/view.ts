/**
 * What one seat sees. Hands are open in Linie 1 (tiles lie face up), so everyone sees every
 * hand; line and route cards stay secret until their owner declares (or the game ends), and
 * the pile shows only its size.
 */
import type { PlayerId } from '../core/types.js';
import { EXITS, geometry } from './geometry.js';
import { distinctTiles, exchangeProblem, segGrid, sideProblem, squareProblem } from './placement.js';
import { wordingOf, type Said, type Wording } from '../core/wording.js';
import { readyPath, stopsOf } from './rules.js';
import type { Linie1State, Linie1View, PlayerState, PlayerView } from './types.js';

/**
 * For the player who is laying tiles, and only for them: where each tile of the hand may go in
 * each of its four turns, and if not, why, in the words `apply` would refuse it with. A screen
 * previews a placement under the pointer with one look-up and works out no rule. (The double
 * exchange is in the legal moves.)
 */
export interface PlacementNotes {
  /** The tile types in the hand, each once. */
  tiles: string[];
  /**
   * `sameAs[t * 4 + k]`: the turn the legal moves list for tile `t` turned `k` quarter turns (a
   * straight turned twice lies as the straight: legal moves list each track once).
   */
  sameAs: number[];
  /** Why a tile may not go somewhere, each reason once, by key and params (each client words it). */
  reasons: Wording[];
  /**
   * `codes[(square * tiles.length + t) * 4 + k]`, squares row-major: -1 where tile `t` turned `k`
   * may be laid (or exchanged) there now, else the index of its reason.
   */
  codes: number[];
}

/** What a seat's own view holds on top of the rules' view type (see `PlacementNotes`). */
export type Linie1SeatView = Linie1View & { placement: PlacementNotes | null };

/** Where `t` turned `k` may go on square `sq`, from the notes: null when it may, else the reason. */
export function placementNote(notes: PlacementNotes, sq: number, tile: string, k: number): Wording | null | undefined {
  const t = notes.tiles.indexOf(tile);
  if (t < 0) return undefined;
  const code = notes.codes[(sq * notes.tiles.length + t) * 4 + (k & 3)];
  if (code === undefined) return undefined;
  return code < 0 ? null : notes.reasons[code];
}

export function placementNotes(state: Linie1State, me: PlayerState): PlacementNotes | null {
  if (state.ended || state.step !== 'build' || state.players[state.current] !== me || me.trip || state.laid >= state.board.tilesPerTurn) return null;
  const g = geometry(state.board);
  const segs = segGrid(g, state.grid);
  const tiles = distinctTiles(me.hand).filter((id) => g.typeIndex.has(id));
  const types = tiles.map((id) => g.types[g.typeIndex.get(id)!]!);
  const reasons: Wording[] = [];
  const known = new Map<string, number>();
  // Reasons are told apart by key and params; each distinct one is sent once.
  const code = (why: Said | null): number => {
    if (why === null) return -1;
    const id = why.params === undefined ? why.key : `${why.key}\u0000${JSON.stringify(why.params)}`;
    let i = known.get(id);
    if (i === undefined) {
      i = reasons.push(wordingOf(why)) - 1;
      known.set(id, i);
    }
    return i;
  };
  const sameAs = types.flatMap((t) => [0, 1, 2, 3].map((k) => t.orients.find((o) => o.seg === t.segByRot[k])!.rotation));
  const n = tiles.length;
  const codes = new Array<number>(g.size * n * 4);
  for (let sq = 0; sq < g.size; sq++) {
    const closed = squareProblem(g, sq);
    if (closed !== null) {
      codes.fill(code(closed), sq * n * 4, (sq + 1) * n * 4);
      continue;
    }
    const old = state.grid[sq];
    // The sides' verdict depends only on which sides a tile has track on: 16 cases a square.
    const bySides = new Map<number, number>();
    types.forEach((t, ti) => {
      for (let k = 0; k < 4; k++) {
        const seg = t.segByRot[k]!;
        const swap = old ? exchangeProblem(g, old, seg) : null;
        let c: number;
        if (swap !== null) c = code(swap);
        else {
          const exits = EXITS[seg]!;
          const had = bySides.get(exits);
          c = had ?? code(sideProblem(g, segs, sq, exits));
          bySides.set(exits, c);
        }
        codes[(sq * n + ti) * 4 + k] = c;
      }
    });
  }
  return { tiles, sameAs, reasons, codes };
}

export function view(state: Linie1State, viewer: PlayerId | null): Linie1SeatView {
  const me = state.players.find((p) => p.id === viewer) ?? null;
  const players: PlayerView[] = state.players.map((p) => {
    const open = p === me || p.trip !== null || state.ended !== null;
    return {
      id: p.id,
      name: p.name,
      hand: [...p.hand],
      line: open ? p.line : null,
      route: open ? p.route : null,
      stops: open ? stopsOf(state, p) : null,
      driving: p.trip !== null,
      trip: p.trip ? { path: [...p.trip.path], at: p.trip.at } : null,
    };
  });
  const building = me && !me.trip && !state.ended;
  return {
    you: me?.id ?? null,
    players,
    grid: state.grid.map((t) => (t ? { ...t } : null)),
    stopSigns: { ...state.stopSigns },
    pileCount: state.pile.length,
    current: state.players[state.current]!.id,
    step: state.step,
    laid: state.laid,
    turn: state.turn,
    lastRoll: state.lastRoll,
    winner: state.winner,
    ended: state.ended,
    readyPath: building ? readyPath(state, me) : null,
    placement: me ? placementNotes(state, me) : null,
  };
}
